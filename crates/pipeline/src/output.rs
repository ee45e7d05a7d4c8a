//! Site files besides pages, and the atomic write: everything goes into a staging folder next to
//! the output, which replaces the output only when complete.

use std::fs;
use std::path::{Path, PathBuf};

use minijinja::context;
use rayon::prelude::*;
use sitegen_content::{Route, Site};
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

/// `_redirects` for hosts that read it, an HTML fallback page per redirect for those that do not,
/// `sitemap.xml` and `robots.txt`.
pub fn site_files(renderer: &Renderer, site: &Site) -> Result<Vec<OutputFile>, BuildError> {
    let render = |name: &str, ctx| renderer.render_named(name, ctx).map_err(|e| BuildError::Render(vec![e]));
    let mut files = Vec::new();
    let mut redirects = String::new();
    for r in &site.redirects {
        redirects.push_str(&format!("{} {} 301\n", r.from.as_str(), r.to.as_str()));
        let route = Route::new_unchecked(r.from.as_str());
        let html = render("redirect.html", context! { from => r.from.as_str(), to => r.to.as_str() })?;
        files.push(OutputFile { path: route.output_file(), bytes: html.into_bytes() });
    }
    files.push(OutputFile { path: "_redirects".into(), bytes: redirects.into_bytes() });
    let routes: Vec<String> =
        site.pages.iter().filter(|p| !p.noindex && !p.route.is_not_found()).map(|p| p.route.to_string()).collect();
    files.push(OutputFile {
        path: "sitemap.xml".into(),
        bytes: render("sitemap.xml", context! { routes })?.into_bytes(),
    });
    files.push(OutputFile {
        path: "_headers".into(),
        bytes: render("_headers", context! { html_rules => html_rules(site), csp => content_security_policy(site) })?
            .into_bytes(),
    });
    files.push(OutputFile { path: "robots.txt".into(), bytes: render("robots.txt", context! {})?.into_bytes() });
    files.push(OutputFile {
        path: "site.webmanifest".into(),
        bytes: render("site.webmanifest", context! {})?.into_bytes(),
    });
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

/// The Content-Security-Policy of every page: the site's own origin only, plus exactly what the
/// settings name. The quote form's back end, when it is another origin, in `connect-src` (the
/// request with JavaScript) and `form-action` (the post without); the analytics provider's script
/// origin in `script-src` and where its script reports in `connect-src` (and `img-src` for
/// Google's image fallback). Nothing when neither is set.
pub fn content_security_policy(site: &Site) -> String {
    let s = &site.settings;
    let form = s.leads.url().map(|u| u.origin());
    let analytics = s.analytics.as_ref();
    let list = |base: &[&'static str], extra: Vec<&str>| -> String {
        let mut all: Vec<&str> = base.to_vec();
        for source in extra {
            if !all.contains(&source) {
                all.push(source);
            }
        }
        all.join(" ")
    };
    let script = list(&["'self'"], analytics.map(|a| a.script_origin()).into_iter().collect());
    let img = list(&["'self'", "data:"], analytics.map(|a| a.img_sources().to_vec()).unwrap_or_default());
    let mut connect_extra: Vec<&str> = form.into_iter().collect();
    connect_extra.extend(analytics.map(|a| a.connect_sources().to_vec()).unwrap_or_default());
    let connect = list(&["'self'"], connect_extra);
    let form_action = list(&["'self'"], form.into_iter().collect());
    format!(
        "default-src 'self'; script-src {script}; style-src 'self'; img-src {img}; font-src 'self'; \
         connect-src {connect}; form-action {form_action}; manifest-src 'self'; frame-ancestors 'none'; \
         base-uri 'self'; object-src 'none'"
    )
}

/// Path rules that cover every page (and redirect fallback) without touching `/assets/*`:
/// `/`, then `/seg` and `/seg/*` per first path segment. Grows with top-level sections, not pages,
/// so the file stays under the hosts' rule limits (Cloudflare Pages: 100).
fn html_rules(site: &Site) -> Vec<String> {
    let mut rules = std::collections::BTreeSet::new();
    let paths = site.pages.iter().map(|p| p.route.to_string()).chain(site.redirects.iter().map(|r| r.from.to_string()));
    for path in paths {
        if path == Route::NOT_FOUND {
            rules.insert(format!("/{}", Route::not_found().output_file()));
            continue;
        }
        let mut parts = path.trim_start_matches('/').splitn(2, '/');
        match (parts.next(), parts.next()) {
            (Some(""), _) | (None, _) => {
                rules.insert("/".to_owned());
            }
            (Some(first), None) => {
                rules.insert(format!("/{first}"));
            }
            (Some(first), Some(_)) => {
                rules.insert(format!("/{first}/*"));
            }
        }
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
        let rel = entry.path().strip_prefix(from).unwrap_or(entry.path());
        let dest = to.join(rel);
        if entry.file_type().is_dir() {
            fs::create_dir_all(&dest).map_err(io(format!("creating {}", dest.display())))?;
        } else {
            fs::copy(entry.path(), &dest).map_err(io(format!("copying {}", entry.path().display())))?;
        }
    }
    Ok(())
}
