//! Site files besides pages, and the atomic write: everything goes into a staging folder next to
//! the output, which replaces the output only when complete.

use std::fs;
use std::path::{Path, PathBuf};

use minijinja::context;
use rayon::prelude::*;
use sitegen_content::model::Page;
use sitegen_content::{Host, Site};
use sitegen_islands::Bundle;
use sitegen_render::Renderer;

use crate::{BuildError, io};

/// One file of the finished site, relative to the output root.
#[derive(Debug)]
pub struct OutputFile {
    pub path: String,
    pub bytes: Vec<u8>,
}

/// Every file of the finished site but `static/` and the island assets, which are copied as they are.
#[derive(Debug)]
pub struct Output {
    pub files: Vec<OutputFile>,
}

/// The site files of the host the site is built for: its redirects (`_redirects` where the host
/// reads it, else a page at each old address, and a CloudFront function for S3), `_headers` where
/// the host reads it, `sitemap.xml`, `robots.txt`, the web manifest and Netlify's form registration.
pub fn site_files(root: &Path, renderer: &Renderer, site: &Site) -> Result<Vec<OutputFile>, BuildError> {
    let render = |name: &str, ctx| renderer.render_named(name, ctx).map_err(|e| BuildError::Render(vec![e]));
    // A text file ends with a newline (robots.txt parsers read lines); minijinja drops a
    // template's last one.
    let text_file = |name: &str| -> Result<Vec<u8>, BuildError> {
        let mut text = render(name, context! {})?;
        if !text.ends_with('\n') {
            text.push('\n');
        }
        Ok(text.into_bytes())
    };
    let host = site.settings.host;
    let urls = host.urls();
    let mut files = Vec::new();
    let redirects: Vec<(String, String)> =
        site.redirects.iter().map(|r| (r.from.to_string(), urls.link(r.to.as_str()).into_owned())).collect();
    if host.reads_host_files() {
        // Both forms of an old page address: Cloudflare matches a rule's path exactly, and old links
        // may carry a slash or not. No file is written there, so nothing shadows the rule.
        let mut text = String::new();
        for (from, to) in &redirects {
            for source in redirect_sources(from) {
                text.push_str(&format!("{source} {to} 301\n"));
            }
        }
        // Netlify serves the top-level 404.html at every missing address: a second language's
        // addresses get its own, by a rule that applies only where no file is (after the 301s).
        if host == Host::Netlify {
            for page in site.pages.iter().filter(|p| p.route.is_not_found() && p.language != site.settings.language) {
                let folder = page.language.folder();
                text.push_str(&format!("/{folder}/* {} 404\n", urls.page(page.route.as_str())));
            }
        }
        files.push(OutputFile { path: "_redirects".into(), bytes: text.into_bytes() });
    }
    // The one 404.html of the other hosts carries both languages (crates/render `language_pick`);
    // this script shows the one of the address.
    if sitegen_render::language_pick(site) {
        files.push(OutputFile { path: "language-pick.js".into(), bytes: text_file("language-pick.js")? });
    }
    if host.needs_redirect_pages() {
        for (from, to) in &redirects {
            let html = render("redirect.html", context! { from, to })?;
            files.push(OutputFile { path: urls.file_at(from), bytes: html.into_bytes() });
        }
    }
    if host == Host::S3 {
        // Keyed by the address without its trailing slash: the function looks both forms up so.
        let redirects: std::collections::BTreeMap<String, String> =
            redirects.iter().map(|(from, to)| (redirect_sources(from).swap_remove(0), to.clone())).collect();
        files.push(OutputFile {
            path: CLOUDFRONT_FUNCTION.into(),
            bytes: render("cloudfront-function.js", context! { redirects })?.into_bytes(),
        });
    }
    // A page with a translation lists both (`xhtml:link` alternates, as search engines ask).
    let indexed = |p: &&Page| !p.noindex && !p.route.is_not_found();
    let alternate = |p: &Page| context! { lang => p.language.tag(), href => urls.page(p.route.as_str()) };
    let locations: Vec<minijinja::Value> = site
        .pages
        .iter()
        .filter(indexed)
        .map(|p| {
            let other = p
                .translation
                .as_ref()
                .and_then(|r| site.pages.binary_search_by(|o| o.route.cmp(r)).ok())
                .map(|i| &site.pages[i])
                .filter(indexed);
            let alternates: Vec<minijinja::Value> = match other {
                Some(o) if o.language == site.settings.language => vec![alternate(o), alternate(p)],
                Some(o) => vec![alternate(p), alternate(o)],
                None => Vec::new(),
            };
            context! { href => urls.page(p.route.as_str()), alternates }
        })
        .collect();
    files.push(OutputFile {
        path: "sitemap.xml".into(),
        bytes: render("sitemap.xml", context! { routes => locations, bilingual => !site.translations.is_empty() })?
            .into_bytes(),
    });
    if host.reads_host_files() {
        files.push(OutputFile {
            path: "_headers".into(),
            bytes: render("_headers", context! { html_rules => html_rules(site) })?.into_bytes(),
        });
    }
    files.push(OutputFile { path: "robots.txt".into(), bytes: text_file("robots.txt")? });
    // The build's commit and day where anyone can read them: the editor knows a Publish is live
    // when the live site shows its commit, and the daily run rebuilds only when a date has passed
    // since the live build's day (crates/pipeline/src/schedule.rs).
    let record = crate::schedule::BuildRecord {
        commit: build_commit(root),
        day: crate::build_day(site.settings.time_zone.as_ref()).to_string(),
    };
    files.push(OutputFile {
        path: crate::schedule::BUILD_FILE.into(),
        bytes: serde_json::to_vec(&record).unwrap_or_default(),
    });
    files.push(OutputFile { path: "site.webmanifest".into(), bytes: text_file("site.webmanifest")? });
    // Each second language its own, in its words (`site.manifest` links it from its pages).
    for t in &site.translations {
        let language = t.settings.language;
        let Some(site_value) = renderer.site_in(language) else { continue };
        files.push(OutputFile {
            path: format!("{}/site.webmanifest", language.folder()),
            bytes: (render("site.webmanifest", context! { site => site_value })? + "\n").into_bytes(),
        });
    }
    // The site's icon: static/favicon.svg when the site has one, else the logo or its letter mark.
    if !root.join("static/favicon.svg").exists() {
        files.push(OutputFile {
            path: "favicon.svg".into(),
            bytes: sitegen_render::brand::favicon(&site.settings.look).into_bytes(),
        });
    }
    files.extend(brand_pictures(root, site)?);
    // Netlify's deploy bot registers forms it finds in static HTML; this copy of the quote form
    // (every field, no script) is that registration, whatever the pages' markup becomes.
    if site.settings.leads == sitegen_content::Provider::Netlify {
        files.push(OutputFile {
            path: "__forms.html".into(),
            bytes: render("netlify-form.html", context! {})?.into_bytes(),
        });
    }
    Ok(files)
}

/// The pictures drawn from the logo: the PNG icons (each unless `static/` has its own file of that
/// name) and, when site.yaml gives no `social_image`, each language's social card.
fn brand_pictures(root: &Path, site: &Site) -> Result<Vec<OutputFile>, BuildError> {
    use sitegen_content::model::Logo;
    use sitegen_images::marks::{self, Mark};
    let look = &site.settings.look;
    let letter;
    let picture;
    let mark = match &look.logo {
        Logo::Svg { file, .. } => Mark::Svg(file),
        Logo::Initial(l) => {
            letter = sitegen_content::model::initial_svg(*l, &look.palette);
            Mark::Svg(&letter)
        }
        Logo::Photo { image, .. } => {
            let path = root.join(crate::PHOTOS_DIR).join(&image.src.value);
            picture = fs::read(&path).map_err(io(format!("reading the logo {}", path.display())))?;
            Mark::Picture(&picture)
        }
    };
    // A logo the content check let through but resvg cannot read is reported where it is named.
    let at = site.settings.brand.logo.as_ref().map(|l| l.pos).unwrap_or_default();
    let failed = |e: String| {
        let diag = sitegen_content::Diagnostic::new("content/site.yaml", at, e);
        BuildError::Content(sitegen_content::Diagnostics(vec![diag]))
    };
    let colour = |c: sitegen_content::Color| [c.r, c.g, c.b];
    let (brand, ink) = (colour(look.palette.primary), colour(look.palette.on_primary));
    let mut out: Vec<OutputFile> = marks::ICONS
        .par_iter()
        .filter(|icon| !root.join("static").join(icon.file).exists())
        .map(|icon| {
            Ok(OutputFile { path: icon.file.into(), bytes: marks::icon_png(mark, icon, brand).map_err(failed)? })
        })
        .collect::<Result<_, BuildError>>()?;
    if site.settings.brand.social_image.is_none() {
        for language in site.languages() {
            let (name, line) = sitegen_render::brand::social_card_words(site.settings_for(language));
            out.push(OutputFile {
                path: sitegen_render::brand::social_card_file(site, language),
                bytes: marks::social_card_png(mark, name, line, brand, ink).map_err(failed)?,
            });
        }
    }
    Ok(out)
}

/// The addresses an old path answers at: `/old` and `/old/` for a page address (written with or
/// without its slash), the path alone for a file (`/old.html`).
fn redirect_sources(from: &str) -> Vec<String> {
    let bare = from.strip_suffix('/').filter(|b| !b.is_empty()).unwrap_or(from);
    let last = bare.rsplit('/').next().unwrap_or("");
    if last.contains('.') && !from.ends_with('/') {
        vec![bare.to_owned()]
    } else {
        vec![bare.to_owned(), format!("{bare}/")]
    }
}

/// The CloudFront function an S3 build writes (docs/deploy.md): it is not a page of the site.
pub const CLOUDFRONT_FUNCTION: &str = "_cloudfront-function.js";

/// `_headers` path rules that cover every page, each page by exactly one rule, and never
/// `/assets/*` or `/images/*`: the hosts apply every rule that matches and join a header set twice
/// with a comma, so a page matched twice would get two Cache-Control values. The rules grow with
/// top-level sections, not pages, so the file stays under Cloudflare's 100 rules.
///
/// - Netlify: a rule matches its path with or without a trailing slash, and a splat matches
///   without the slash before it (`/commercial/*` matches `/commercial-quote/`), so a section is
///   named per depth with placeholders: `/commercial` for `/commercial/`, `/commercial/:p1` for
///   `/commercial/boiler-replacement/`.
/// - Cloudflare: a rule is a path or a prefix ending in `/*`, which does not match the page
///   before the slash, so `/calgary` for `/calgary` and `/calgary/*` for the pages below it.
fn html_rules(site: &Site) -> Vec<String> {
    let mut rules = std::collections::BTreeSet::new();
    for page in site.pages.iter().filter(|p| !p.route.is_not_found()) {
        let route = page.route.as_str();
        let segments: Vec<&str> = route.split('/').filter(|s| !s.is_empty()).collect();
        let rule = match (segments.as_slice(), site.settings.host) {
            ([], _) => "/".to_owned(),
            ([first, rest @ ..], Host::Netlify) => {
                let placeholders: String = (1..=rest.len()).map(|i| format!("/:p{i}")).collect();
                format!("/{first}{placeholders}")
            }
            ([first], _) => format!("/{first}"),
            ([first, ..], _) => format!("/{first}/*"),
        };
        rules.insert(rule);
    }
    rules.into_iter().collect()
}

/// The folder a new output is written into, beside the output it will replace: `static/` and the
/// island assets first, then each page as soon as it is rendered (so no page waits in memory for
/// the others), then the site files; [`Staging::finish`] swaps it in. Dropped unfinished (an
/// error, a broken link, Ctrl-C), it is removed and the previous output stays untouched.
pub struct Staging {
    dir: PathBuf,
    out: PathBuf,
}

impl Staging {
    /// Every caller holds the output lock (see [`recover_leftovers`]).
    pub fn begin(root: &Path, out: &Path, bundle: &Bundle) -> Result<Staging, BuildError> {
        let parent = out.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
        let name = out.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "dist".into());
        fs::create_dir_all(parent).map_err(io(format!("creating {}", parent.display())))?;
        recover_leftovers(parent, &name, out);
        let staging = Staging { dir: parent.join(format!(".{name}.tmp-{}", std::process::id())), out: out.to_owned() };
        let _ = fs::remove_dir_all(&staging.dir);
        fs::create_dir_all(&staging.dir).map_err(io(format!("creating {}", staging.dir.display())))?;
        copy_tree(&root.join("static"), &staging.dir)?;
        copy_tree(&bundle.assets_dir(), &staging.dir.join("assets"))?;
        Ok(staging)
    }

    /// Puts the encoded photo files into the new output's image folder (hard links to the cache).
    pub fn photos(&self, cache: &Path, variants: &[sitegen_images::Variant]) -> Result<(), BuildError> {
        let dir = self.dir.join(sitegen_images::OUTPUT_DIR);
        sitegen_images::publish(cache, variants, &dir).map(drop).map_err(io(format!("writing {}", dir.display())))
    }

    /// Writes one file of the new output.
    pub fn write(&self, file: &OutputFile) -> Result<(), BuildError> {
        let path = self.dir.join(&file.path);
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir).map_err(io(format!("creating {}", dir.display())))?;
        }
        fs::write(&path, &file.bytes).map_err(io(format!("writing {}", path.display())))
    }

    /// Writes the last `files`, then swaps the new output in: the old output moves aside, the new
    /// one takes its name, the old one is removed.
    pub fn finish(self, files: &[OutputFile]) -> Result<(), BuildError> {
        crate::guard::checkpoint()?;
        files.par_iter().try_for_each(|f| {
            crate::guard::checkpoint()?;
            self.write(f)
        })?;
        // Last moment to stop: after this the new output goes in whatever happens.
        crate::guard::checkpoint()?;
        let out = &self.out;
        let parent = out.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
        let name = out.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "dist".into());
        let old = parent.join(format!(".{name}.old-{}", std::process::id()));
        let had_old = out.exists();
        if had_old {
            fs::rename(out, &old).map_err(io(format!("moving the previous {} aside", out.display())))?;
        }
        if let Err(e) = fs::rename(&self.dir, out) {
            if had_old {
                let _ = fs::rename(&old, out);
            }
            return Err(BuildError::Io { what: format!("moving the new site into {}", out.display()), source: e });
        }
        if had_old {
            let _ = fs::remove_dir_all(&old);
        }
        Ok(())
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if self.dir.exists() {
            let _ = fs::remove_dir_all(&self.dir);
        }
    }
}

/// Cleans up after a build that died without its `Drop` guards running (SIGKILL, power loss). Every
/// caller of [`Staging::begin`] (build and preview alike) holds the output lock, so no other
/// build is using these folders. A previous output that
/// was moved aside but never replaced is put back; everything else is removed.
fn recover_leftovers(parent: &Path, name: &str, out: &Path) {
    let Ok(entries) = fs::read_dir(parent) else { return };
    let (tmp, old) = (format!(".{name}.tmp-"), format!(".{name}.old-"));
    for entry in entries.flatten() {
        let file_name = entry.file_name().to_string_lossy().into_owned();
        if file_name.starts_with(&old) && !out.exists() {
            let _ = fs::rename(entry.path(), out);
        } else if file_name.starts_with(&tmp) || file_name.starts_with(&old) {
            let _ = fs::remove_dir_all(entry.path());
        }
    }
}

fn copy_tree(from: &Path, to: &Path) -> Result<(), BuildError> {
    if !from.is_dir() {
        return Ok(());
    }
    for entry in walkdir::WalkDir::new(from).follow_links(true) {
        let entry =
            entry.map_err(|e| BuildError::Io { what: format!("reading {}", from.display()), source: e.into() })?;
        if is_keeper(entry.path()) {
            continue;
        }
        let rel = entry.path().strip_prefix(from).unwrap_or(entry.path());
        let dest = to.join(rel);
        if entry.file_type().is_dir() {
            fs::create_dir_all(&dest).map_err(io(format!("creating {}", dest.display())))?;
        } else {
            fs::copy(entry.path(), &dest).map_err(io(format!("copying {}", entry.path().display())))?;
            // A copy keeps the source's mode; the output is for every reader (a web server's user).
            sitegen_atomic::make_like_new(&dest).map_err(io(format!("writing {}", dest.display())))?;
        }
    }
    Ok(())
}

/// The file that keeps an empty folder in git (`sitegen init` writes `static/.gitkeep`, with a
/// note of what goes there): part of the repository, never of the site.
pub const KEEP_FILE: &str = ".gitkeep";

/// Whether `path` is a [`KEEP_FILE`].
pub fn is_keeper(path: &Path) -> bool {
    path.file_name().is_some_and(|n| n == KEEP_FILE)
}

/// The commit the site is built from: `GITHUB_SHA` in GitHub Actions, else the checkout's HEAD;
/// None outside a git checkout.
fn build_commit(root: &Path) -> Option<String> {
    let valid = |c: &str| c.len() == 40 && c.bytes().all(|b| b.is_ascii_hexdigit());
    if let Ok(sha) = std::env::var("GITHUB_SHA")
        && valid(sha.trim())
    {
        return Some(sha.trim().to_owned());
    }
    let out = std::process::Command::new("git")
        .arg("-C")
        .arg(root)
        .args(["rev-parse", "--verify", "-q", "HEAD"])
        .stderr(std::process::Stdio::null())
        .output()
        .ok()?;
    let sha = String::from_utf8(out.stdout).ok()?;
    (out.status.success() && valid(sha.trim())).then(|| sha.trim().to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `sitegen init`'s note in `static/` stays in the repository: the site gets the logo beside it,
    /// and a `.well-known/` folder's files still go out (only the keeper is left behind).
    #[test]
    fn static_files_are_copied_but_the_folder_keeper() {
        let tmp = tempfile::tempdir().unwrap();
        let (from, to) = (tmp.path().join("static"), tmp.path().join("out"));
        fs::create_dir_all(from.join(".well-known")).unwrap();
        fs::write(from.join(KEEP_FILE), "# what goes here\n").unwrap();
        fs::write(from.join("logo.svg"), "<svg/>").unwrap();
        fs::write(from.join(".well-known/security.txt"), "Contact: x\n").unwrap();
        copy_tree(&from, &to).unwrap();
        assert!(to.join("logo.svg").is_file() && to.join(".well-known/security.txt").is_file());
        assert!(!to.join(KEEP_FILE).exists());
    }
}
