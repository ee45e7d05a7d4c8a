//! The stages of the pipeline, as plain functions over data. Every entry point composes these and
//! nothing else: `check` runs them all but the write, `build` runs them all, and the preview runs
//! them on the whole site or, after one page file changed, on that page against the rest.
//!
//! load -> guard routes -> lint (photos' alt text too) -> read photos -> bundle islands -> place
//!   islands (which plans every picture) -> encode photos -> render islands -> render, fill, scan and
//!   write each page -> site files -> check links -> swap the output in

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rayon::prelude::*;
use sitegen_atomic::Durability;
use sitegen_content::model::Page;
use sitegen_content::{Diagnostic, Pos, Route, Site, Urls};
use sitegen_images::{Original, ProbeError, Probes, Variant};
use sitegen_islands::Bundle;
use sitegen_links::{Scan, SiteLinks, Targets};
use sitegen_render::{Assets, IslandInstance, Photos, RenderError, Renderer};

use crate::output::{self, OutputFile};
use crate::{BuildError, BuildOptions, PHOTOS_DIR, build_day, build_year, io, routes};

/// Loads `content/` and resolves it into the model, for the host `--host` names if it does.
pub fn load(opts: &BuildOptions) -> Result<Site, BuildError> {
    let mut site = Site::load(&opts.root.join("content"), opts.host, Some(&opts.parse_cache_dir()))
        .map_err(BuildError::Content)?;
    on_day(&mut site);
    Ok(site)
}

/// Keeps what is shown on the build's day: the offer by its `starts`/`ends`, pages and sections by
/// their `from`/`until`. Run after every load, full or of one page.
pub fn on_day(site: &mut Site) {
    let today = build_day(site.settings.time_zone.as_ref());
    crate::offers::apply(site, today);
    crate::dates::apply(site, today);
}

/// Fails when a route the site has published would disappear (unless told `--accept-removed`).
pub fn guard_routes(opts: &BuildOptions, site: &Site) -> Result<(), BuildError> {
    let removed = routes::removed(&opts.root, site)?;
    if removed.is_empty() || opts.accept_removed { Ok(()) } else { Err(BuildError::RemovedRoutes(removed)) }
}

/// What the site will do that its owner may not expect: the content lint of the pages `wanted`
/// picks, a quote form that sends nowhere. A photo without alt text, or a plan's old price in text,
/// is an error. The warnings are returned: [`strict`] turns them into an error once every stage
/// that warns has run (photos warn only once the pages' views asked for them), so `--strict`
/// reports every warning in one run.
pub fn lint(
    opts: &BuildOptions,
    site: &Site,
    wanted: impl Fn(&Page) -> bool + Sync,
) -> Result<Vec<Diagnostic>, BuildError> {
    let today = build_day(site.settings.time_zone.as_ref());
    let mut errors = sitegen_content::check_photos(site);
    let found = sitegen_content::lint_pages(site, &opts.root, &wanted);
    errors.extend(found.errors);
    errors.extend(crate::dates::links_on_days_to_come(site, today).0);
    if !errors.is_empty() {
        return Err(BuildError::Content(sitegen_content::Diagnostics(errors)));
    }
    let mut warnings = settings_warnings(site);
    warnings.extend(translation_warnings(site, &wanted));
    warnings.extend(theme_warnings(&opts.root));
    warnings.extend(example_warnings(&opts.root, site, &wanted));
    warnings.extend(crate::offers::warning(site, today));
    warnings.extend(crate::dates::warnings(site, today));
    warnings.extend(sitegen_content::check_illustrations(site));
    warnings.extend(sitegen_content::placeholder_links(site, &wanted));
    warnings.extend(sitegen_content::privacy_officer_warning(site, &opts.root));
    warnings.extend(found.warnings);
    Ok(warnings)
}

/// With `--strict`, any warning fails (before anything is published).
pub fn strict(opts: &BuildOptions, warnings: Vec<Diagnostic>) -> Result<Vec<Diagnostic>, BuildError> {
    if opts.strict && !warnings.is_empty() { Err(BuildError::Strict(warnings)) } else { Ok(warnings) }
}

/// Warnings about `site.yaml` itself.
fn settings_warnings(site: &Site) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    {
        for page in site.pages.iter().filter(|p| site.settings_for(p.language).offer.is_none()) {
            for section in page.sections.iter().filter(|s| matches!(s, sitegen_content::model::Section::Offer(_))) {
                out.push(Diagnostic::new(
                    &page.source,
                    section.outline().id.map(|(_, pos)| pos).unwrap_or(Pos { line: 1, column: 1 }),
                    "this page has an offer section, but site.yaml has no `offer:`, so it shows nothing: write the \
                     offer in site.yaml, or remove the section",
                ));
            }
        }
    }
    if site.settings.leads == sitegen_content::Provider::Demo {
        out.push(Diagnostic::new(
            "content/site.yaml",
            Pos::default(),
            "leads provider is `demo`: quote requests go nowhere (on the published site the form says it sent \
             nothing and shows the phone number). Write `leads: { provider: netlify }`, `formspree` or `endpoint` \
             before publishing; see docs/deploy.md.",
        ));
    }
    out
}

/// On a site in two languages, each page `wanted` picks that has no translation: visitors of the
/// other language find no version of it in theirs (not the not-found page, which is the site's one).
fn translation_warnings(site: &Site, wanted: &(impl Fn(&Page) -> bool + Sync)) -> Vec<Diagnostic> {
    let Some(second) = site.translations.first() else { return Vec::new() };
    let (first, second) = (site.settings.language, second.settings.language);
    let name = |l: sitegen_content::wording::Language| match l {
        sitegen_content::wording::Language::EnCa => "English",
        sitegen_content::wording::Language::FrCa => "French",
    };
    site.pages
        .iter()
        .filter(|p| p.translation.is_none() && !p.route.is_not_found() && wanted(p))
        .map(|p| {
            let (other, place) = if p.language == first {
                let rel = p.source.strip_prefix("content/pages").unwrap_or(&p.source);
                (second, Path::new("content").join(second.folder()).join("pages").join(rel))
            } else {
                let rel = p
                    .source
                    .strip_prefix(Path::new("content").join(second.folder()).join("pages"))
                    .unwrap_or(&p.source);
                (first, Path::new("content/pages").join(rel))
            };
            Diagnostic::new(
                &p.source,
                Pos { line: 1, column: 1 },
                format!(
                    "this page is in {} only: the {} site has no version of it, so its visitors get no link to it in \
                     their language. Write {} (the same place in the other language's folder), or name the page that \
                     translates it with `translation:` (like translation: {})",
                    name(p.language),
                    name(other),
                    place.display(),
                    if p.language == first { format!("/{}/...", second.folder()) } else { "/...".to_owned() },
                ),
            )
        })
        .collect()
}

/// What `sitegen init` made up that is still there: with its record (`content/.invented.yaml`),
/// every recorded value that reads as written, at its line, whatever its note; on a site without
/// one, the `# EXAMPLE:` notes of site.yaml, the words, the data files and the pages `wanted` picks
/// (read again only when the loader saw the mark).
fn example_warnings(root: &Path, site: &Site, wanted: &(impl Fn(&Page) -> bool + Sync)) -> Vec<Diagnostic> {
    use sitegen_content::invented::{Record, example_notes};
    let mut out = match Record::read(root) {
        Ok(Some(record)) => {
            let pages: std::collections::BTreeSet<&Path> = site.pages.iter().map(|p| p.source.as_path()).collect();
            // A page file the preview did not ask for is left for its own turn.
            let asked: std::collections::BTreeSet<&Path> =
                site.pages.iter().filter(|p| wanted(p)).map(|p| p.source.as_path()).collect();
            return record
                .still_there(root)
                .into_iter()
                .filter(|d| !pages.contains(d.file.as_path()) || asked.contains(d.file.as_path()))
                .collect();
        }
        Ok(None) => Vec::new(),
        Err(unreadable) => vec![unreadable],
    };
    let mut files: Vec<PathBuf> = Vec::new();
    let folders = std::iter::once(PathBuf::from("content")).chain(site.translations.iter().map(|t| t.folder.clone()));
    for folder in folders {
        files.extend([folder.join("site.yaml"), folder.join("words.yaml")]);
        if let Ok(entries) = std::fs::read_dir(root.join(&folder).join("data")) {
            let mut data: Vec<PathBuf> = entries.flatten().map(|e| folder.join("data").join(e.file_name())).collect();
            data.sort();
            files.extend(data);
        }
    }
    out.extend(example_notes(root, files.iter().map(PathBuf::as_path)));
    let pages: Vec<Vec<Diagnostic>> = site
        .pages
        .par_iter()
        .filter(|p| p.example_notes && wanted(p))
        .map(|p| example_notes(root, std::iter::once(p.source.as_path())))
        .collect();
    out.extend(pages.into_iter().flatten());
    out
}

/// The site's own templates that replace none of the built-in theme's: no page uses them.
fn theme_warnings(root: &Path) -> Vec<Diagnostic> {
    sitegen_render::Theme::new(&root.join("templates"))
        .unused()
        .into_iter()
        .map(|name| {
            Diagnostic::new(
                format!("templates/{name}"),
                Pos::default(),
                "this template replaces none of the built-in theme's, so no page uses it. A site's own template \
                 takes the place of the built-in one of the same name (page.html, base.html, sections/<section type>.html, \
                 partials/header.html, ...; `sitegen theme` lists them): rename it, or remove it.",
            )
        })
        .collect()
}

/// What the preview shows on every page for as long as it holds (never written to the output):
/// with the `demo` provider, that quote requests go nowhere, so nobody previews a site, sees the
/// form's success message and publishes it believing leads will arrive. Said in `say`'s language.
pub fn preview_notices(site: &Site, say: crate::words::Say) -> Vec<String> {
    let mut out = Vec::new();
    if site.settings.leads == sitegen_content::Provider::Demo {
        out.push(say.preview_demo());
    }
    // A page written for a day to come is not in the preview of today: say where it is.
    let waiting = crate::dates::waiting(site, build_day(site.settings.time_zone.as_ref()));
    if !waiting.is_empty() {
        out.push(say.preview_waiting(&waiting));
    }
    out
}

/// Bundles the islands and styles with esbuild, or takes the cached bundle of the same inputs.
pub fn bundle(opts: &BuildOptions) -> Result<Bundle, BuildError> {
    Ok(sitegen_islands::bundle(&opts.root, &opts.cache_dir())?)
}

/// The bundle whose stylesheet carries the site's brand colours (cached by their bytes).
pub fn brand(opts: &BuildOptions, bundle: &Bundle, site: &Site) -> Result<Bundle, BuildError> {
    Ok(bundle.with_stylesheet_tail(&opts.cache_dir(), &sitegen_render::brand::stylesheet(&site.settings.look))?)
}

/// Reads every photo the content names (`content/images/`): its format, its size as shown and a
/// hash of its bytes, from the memo when the file has not changed. A missing, unsupported, damaged
/// or oversized original is an error at every `src` that names it; every one is reported together.
pub fn photos(opts: &BuildOptions, site: &Site) -> Result<Photos, BuildError> {
    let probes = Probes::new(&opts.root.join(PHOTOS_DIR), Some(&opts.photo_cache_dir()));
    let written = site.written_photos();
    let names: BTreeSet<&str> = written.iter().map(|(_, i)| i.src.value.as_str()).collect();
    let read: Vec<(&str, Result<Original, ProbeError>)> = names.into_par_iter().map(|n| (n, probes.probe(n))).collect();
    let mut originals = Vec::new();
    let mut problems: HashMap<&str, String> = HashMap::new();
    for (name, result) in read {
        match result {
            Ok(o) => originals.push(o),
            Err(e) => {
                problems.insert(name, e.to_string());
            }
        }
    }
    if !problems.is_empty() {
        let diags = written
            .iter()
            .filter_map(|(file, i)| {
                problems.get(i.src.value.as_str()).map(|m| Diagnostic::new(file, i.src.pos, m.clone()))
            })
            .collect();
        return Err(content_errors(diags));
    }
    // The memo only saves time: a build that cannot write it is still right.
    let _ = probes.save();
    Ok(Photos::new(originals))
}

/// The files of every picture the views asked for (call after the views are built), encoded into
/// the cache when missing, in parallel; a build in which no photo changed encodes nothing. An
/// original that is shown wider than it is becomes a warning at each `src` that names it; one that
/// turns out damaged past its header, an error there. `Encode::No` (what `check` does) plans the
/// files and gives the warnings without encoding any: a check needs only what each photo's header
/// says, and encoding a fresh clone's photos takes a minute.
pub fn encode_photos(
    opts: &BuildOptions,
    site: &Site,
    photos: &Photos,
    encode: Encode,
) -> Result<EncodedPhotos, BuildError> {
    let used = photos.used();
    let written = site.written_photos();
    let at = |rel: &str| -> Vec<(&Path, &sitegen_content::raw::Image)> {
        written.iter().filter(|(_, i)| i.src.value == rel).copied().collect()
    };
    // Per photo, every place that shows it wider than it is.
    let mut small: BTreeMap<&str, Vec<(String, u32)>> = BTreeMap::new();
    for ((rel, slot), picture) in &used {
        if let Some(shown) = picture.too_small_for {
            let (place, wanted) = if *slot == sitegen_render::photos::SOCIAL.name {
                (format!("{shown} pixels wide as the picture of a shared page"), shown)
            } else {
                (format!("{shown} pixels wide in {slot}"), shown * sitegen_images::DENSITY)
            };
            small.entry(rel.as_str()).or_default().push((place, wanted));
        }
    }
    let mut warnings = Vec::new();
    for (rel, places) in small {
        let Some(o) = photos.original(rel) else { continue };
        let wanted = places.iter().map(|p| p.1).max().unwrap_or(0);
        let shown: Vec<&str> = places.iter().map(|p| p.0.as_str()).collect();
        let message = format!(
            "photo `{rel}` is {} pixels wide, but it is shown up to {}: it will look blurred (expected a photo at least \
             {wanted} pixels wide; sharp screens use two pixels for each)",
            o.width,
            shown.join(" and ")
        );
        warnings.extend(at(rel).into_iter().map(|(file, i)| Diagnostic::new(file, i.src.pos, message.clone())));
    }
    warnings.extend(crate::init::placeholder_photos(photos, written.iter().copied()));
    let variants: Vec<Variant> = used.into_iter().flat_map(|(_, p)| p.variants).collect();
    match encode {
        Encode::No => {
            return Ok(EncodedPhotos { variants, warnings, ..EncodedPhotos::default() });
        }
        Encode::Later => {
            let cache = opts.photo_cache_dir();
            let pending: Vec<Variant> = variants
                .iter()
                .filter(|v| {
                    !std::fs::metadata(sitegen_images::cached_file(&cache, &v.file))
                        .is_ok_and(|m| m.is_file() && m.len() > 0)
                })
                .cloned()
                .collect();
            return Ok(EncodedPhotos { variants, warnings, pending, ..EncodedPhotos::default() });
        }
        Encode::Yes => {}
    }
    let progress = |done: usize, total: usize| {
        if let Some(p) = &opts.progress {
            p("Photos", done, total);
        }
    };
    let report = sitegen_images::encode_reporting(&opts.photo_cache_dir(), &variants, &progress).map_err(|errors| {
        let mut diags = Vec::new();
        for e in errors {
            let rel = e.original().and_then(|p| photos.rel_of(p));
            match rel {
                Some(rel) => {
                    let message = match e {
                        sitegen_images::EncodeError::Changed { .. } => {
                            format!("photo `{rel}` changed while the site was being built; build again")
                        }
                        _ => format!(
                            "photo `{rel}` is damaged inside (its picture data is cut short or broken); open it in a \
                             photo editor and export it again as JPEG"
                        ),
                    };
                    diags
                        .extend(at(rel).into_iter().map(|(file, i)| Diagnostic::new(file, i.src.pos, message.clone())));
                }
                None => {
                    return BuildError::Io {
                        what: "encoding photos".into(),
                        source: std::io::Error::other(e.to_string()),
                    };
                }
            }
        }
        content_errors(diags)
    })?;
    Ok(EncodedPhotos { variants, warnings, report, pending: Vec::new() })
}

/// Whether [`encode_photos`] encodes the files it plans.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encode {
    Yes,
    /// Plan only (`check`).
    No,
    /// Plan, and leave the files not in the cache to a [`crate::photo_queue::PhotoQueue`] (the
    /// preview's first build).
    Later,
}

/// Content errors sorted and without repeats, as every report.
fn content_errors(diags: Vec<Diagnostic>) -> BuildError {
    match sitegen_content::Diagnostics(diags).into_result(()) {
        Err(d) => BuildError::Content(d),
        Ok(()) => BuildError::Content(sitegen_content::Diagnostics::default()),
    }
}

/// What [`encode_photos`] made: every file the pages need, and what to tell the editor.
#[derive(Debug, Default)]
pub struct EncodedPhotos {
    pub variants: Vec<Variant>,
    pub warnings: Vec<Diagnostic>,
    pub report: sitegen_images::EncodeReport,
    /// With [`Encode::Later`], the files not in the cache yet.
    pub pending: Vec<Variant>,
}

impl EncodedPhotos {
    /// The files that are in the cache now (all but `pending`).
    pub fn ready(&self) -> Vec<Variant> {
        let waiting: std::collections::HashSet<&str> = self.pending.iter().map(|v| v.file.as_str()).collect();
        self.variants.iter().filter(|v| !waiting.contains(v.file.as_str())).cloned().collect()
    }

    /// The URL of every file, for the link check.
    pub fn urls(&self) -> impl Iterator<Item = String> + '_ {
        self.variants.iter().map(Variant::url)
    }
}

/// The template renderer of a site, with the bundle's hashed asset paths and the photos it may show.
pub fn renderer<'s>(root: &Path, site: &'s Site, bundle: &Bundle, photos: Photos) -> Result<Renderer<'s>, BuildError> {
    let m = &bundle.manifest;
    let assets = Assets { css: m.css.clone(), client: m.client.clone(), preload: m.preload.clone() };
    Renderer::new(&root.join("templates"), site, &assets, build_year(site.settings.time_zone.as_ref()), photos)
        .map_err(|e| BuildError::Render(vec![e]))
}

/// Renders `pages` (in parallel) with island placeholders; every template failure is collected.
pub fn render_pages(renderer: &Renderer, pages: &[&Page]) -> Result<Vec<(Route, String)>, BuildError> {
    let results: Vec<Result<(Route, String), RenderError>> =
        pages.par_iter().map(|p| renderer.render_page(p).map(|html| (p.route.clone(), html))).collect();
    let (ok, errors): (Vec<_>, Vec<_>) = results.into_iter().partition(Result::is_ok);
    if !errors.is_empty() {
        return Err(BuildError::Render(errors.into_iter().filter_map(Result::err).collect()));
    }
    Ok(ok.into_iter().filter_map(Result::ok).collect())
}

/// Places the islands of `pages` (in parallel) without rendering them; every failure is collected.
pub fn place_islands(renderer: &Renderer, pages: &[&Page]) -> Result<(), BuildError> {
    let errors: Vec<RenderError> = pages.par_iter().filter_map(|p| renderer.place_islands(p).err()).collect();
    if errors.is_empty() { Ok(()) } else { Err(BuildError::Render(errors)) }
}

/// Renders each page (in parallel), fills its islands, writes it to `staging` when there is one and
/// keeps only its links and ids: the HTML is dropped as soon as it is on disk.
pub fn render_and_write(
    renderer: &Renderer,
    pages: &[&Page],
    islands: &IslandHtml,
    staging: Option<&output::Staging>,
) -> Result<Vec<(String, Scan)>, BuildError> {
    let results: Vec<Result<(String, Scan), BuildError>> = pages
        .par_iter()
        .map(|p| {
            crate::guard::checkpoint()?;
            let html = renderer.render_page_filled(p, &islands.html).map_err(|e| BuildError::Render(vec![e]))?;
            let scan = sitegen_links::scan(&html);
            if let Some(staging) = staging {
                staging.write(&page_file(renderer.urls(), &p.route, html))?;
            }
            Ok((p.route.to_string(), scan))
        })
        .collect();
    // Every template failure together; any other error (I/O, Ctrl-C) as it is.
    let mut scans = Vec::with_capacity(results.len());
    let mut render_errors = Vec::new();
    for result in results {
        match result {
            Ok(scan) => scans.push(scan),
            Err(BuildError::Render(errors)) => render_errors.extend(errors),
            Err(other) => return Err(other),
        }
    }
    if render_errors.is_empty() { Ok(scans) } else { Err(BuildError::Render(render_errors)) }
}

/// The link index of pages scanned as they were rendered. A not-found page (each language's) is
/// served at any missing path: its links are checked (as if it lived at its route), but no link
/// may lead to it.
pub fn index_links(scans: Vec<(String, Scan)>) -> SiteLinks {
    let hidden: Vec<String> = scans.iter().map(|(r, _)| r.clone()).filter(|r| Route::is_not_found_path(r)).collect();
    SiteLinks::from_scans(scans, &hidden.iter().map(String::as_str).collect::<Vec<_>>())
}

/// Island HTML by instance key, kept between renders (the preview keeps it across updates).
#[derive(Debug, Default)]
pub struct IslandHtml {
    html: HashMap<String, String>,
    /// How long the last batch render took.
    pub last_render: Duration,
    /// How many islands the last batch rendered (the rest came from the disk cache).
    pub last_rendered_now: usize,
}

impl IslandHtml {
    /// Server-renders the instances not rendered yet: from the disk cache, or in one batch.
    pub fn render(&mut self, bundle: &Bundle, instances: &[IslandInstance]) -> Result<(), BuildError> {
        let missing: Vec<sitegen_islands::Instance> = instances
            .iter()
            .filter(|i| !self.html.contains_key(&i.key))
            .map(|i| sitegen_islands::Instance { key: &i.key, component: &i.component, props_json: &i.props_json })
            .collect();
        let started = Instant::now();
        self.last_rendered_now = 0;
        if !missing.is_empty() {
            let rendered = sitegen_islands::render_cached(bundle, &missing)?;
            self.last_rendered_now = rendered.rendered_now;
            self.html.extend(rendered.html);
        }
        self.last_render = started.elapsed();
        Ok(())
    }

    /// A page's HTML with its island placeholders filled in.
    pub fn fill_page(&self, route: &Route, html: &str) -> Result<String, RenderError> {
        sitegen_render::fill_islands(html, &self.html)
            .map_err(|message| RenderError::Islands { route: route.to_string(), message })
    }

    /// Renders what `pages` need, then fills their placeholders (the preview's one-page path).
    pub fn fill(
        &mut self,
        bundle: &Bundle,
        instances: &[IslandInstance],
        pages: Vec<(Route, String)>,
    ) -> Result<Vec<(Route, String)>, BuildError> {
        self.render(bundle, instances)?;
        pages
            .into_par_iter()
            .map(|(route, html)| self.fill_page(&route, &html).map(|html| (route, html)))
            .collect::<Result<_, _>>()
            .map_err(|e| BuildError::Render(vec![e]))
    }

    /// Forgets every rendered island (the bundle changed).
    pub fn clear(&mut self) {
        self.html.clear();
    }
}

/// What the published site answers: every page at its address in the host's URL form, the site
/// files, `static/` and the bundle's assets, and every redirect source.
pub fn link_targets(root: &Path, bundle: &Bundle, site: &Site, files: &[OutputFile]) -> Result<Targets, BuildError> {
    let urls = site.settings.host.urls();
    let mut set: BTreeSet<String> = files.iter().map(|f| format!("/{}", f.path)).collect();
    for (base, prefix) in [(root.join("static"), ""), (bundle.assets_dir(), "/assets")] {
        if !base.exists() {
            continue;
        }
        for entry in walkdir::WalkDir::new(&base).follow_links(true) {
            let entry =
                entry.map_err(|e| BuildError::Io { what: format!("reading {}", base.display()), source: e.into() })?;
            if entry.file_type().is_file()
                && !crate::output::is_keeper(entry.path())
                && let Ok(rel) = entry.path().strip_prefix(&base)
            {
                set.insert(format!("{prefix}/{}", rel.to_string_lossy().replace('\\', "/")));
            }
        }
    }
    let pages = site.pages.iter().map(|p| (urls.page(p.route.as_str()).into_owned(), p.route.to_string())).collect();
    let redirects = site.redirects.iter().map(|r| urls.link(r.from.as_str()).into_owned()).collect();
    Ok(Targets { pages, files: set, redirects })
}

/// Fails with every broken link of `routes` (all pages when None). A link the content wrote is
/// reported at the YAML file, line and column that wrote it, once, with the closest route as a
/// suggestion; only links the templates made are reported by the page that shows them.
pub fn check_links(
    site: &Site,
    links: &SiteLinks,
    targets: &Targets,
    routes: Option<&[Route]>,
) -> Result<(), BuildError> {
    let mut broken = match routes {
        None => links.check(targets),
        Some(routes) => routes.iter().flat_map(|r| links.check_route(r.as_str(), targets)).collect(),
    };
    broken.sort();
    if broken.is_empty() {
        return Ok(());
    }
    let reasons: HashMap<&str, &str> = broken.iter().map(|b| (b.link.as_str(), b.reason.as_str())).collect();
    let mut known: Vec<&str> =
        site.pages.iter().map(|p| p.route.as_str()).filter(|r| !Route::is_not_found_path(r)).collect();
    known.extend(site.redirects.iter().map(|r| r.from.as_str()));
    let urls = site.settings.host.urls();
    let mut written = sitegen_content::Diagnostics::default();
    let mut by_content: BTreeSet<String> = BTreeSet::new();
    for (file, href) in site.written_links() {
        // Published in the host's URL form: `/calgary` is written `/calgary/` on some hosts.
        let link = urls.link(href.as_str());
        if let Some(reason) = reasons.get(link.as_ref()) {
            by_content.insert(link.into_owned());
            let hint = href
                .internal_path()
                .filter(|_| !href.as_str().contains('#'))
                .and_then(|p| sitegen_content::suggest_closest(p, &known))
                .map(|b| format!(", did you mean `{b}`?"))
                .or_else(|| crate::dates::resting_hint(site, href))
                .unwrap_or_default();
            written.push(Diagnostic::new(file, href.pos(), format!("link `{href}` leads nowhere ({reason}){hint}")));
        }
    }
    if written.is_empty() {
        return Err(BuildError::Links(broken));
    }
    // Every broken link in one run: the content's at the line that wrote them, then the ones a
    // template made (the developers' to fix), by the page that shows them.
    let mut made: BTreeMap<(&str, &str), Vec<&str>> = BTreeMap::new();
    for b in broken.iter().filter(|b| !by_content.contains(&b.link)) {
        made.entry((&b.link, &b.reason)).or_default().push(&b.route);
    }
    for ((link, reason), pages) in made {
        let shown = match pages.as_slice() {
            [one] => format!("page {one} links"),
            [first, rest @ ..] => format!("{} pages ({first} and {} more) link", rest.len() + 1, rest.len()),
            [] => continue,
        };
        let message =
            format!("{shown} to `{link}`, which leads nowhere ({reason}); a template makes this link, not the content");
        written.push(Diagnostic::new("templates", Pos::default(), message));
    }
    match written.into_result(()) {
        Err(all) => Err(BuildError::Content(all)),
        Ok(()) => Err(BuildError::Links(broken)),
    }
}

/// The site files that are not pages (`sitemap.xml`, `_headers`, redirects, ...).
pub fn site_files(root: &Path, renderer: &Renderer, site: &Site) -> Result<Vec<OutputFile>, BuildError> {
    output::site_files(root, renderer, site)
}

/// A page as an output file, where the host's URL form puts it.
pub fn page_file(urls: Urls, route: &Route, html: String) -> OutputFile {
    OutputFile { path: urls.file(route.as_str()), bytes: html.into_bytes() }
}

/// Replaces one file of the output so a reader never sees it half written.
pub fn write_file(out: &Path, file: &OutputFile) -> Result<(), BuildError> {
    let path = out.join(&file.path);
    sitegen_atomic::write(&path, &file.bytes, Durability::Cache).map_err(io(format!("writing {}", path.display())))
}
