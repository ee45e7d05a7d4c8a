//! The stages of the pipeline, as plain functions over data. Every entry point composes these and
//! nothing else: `check` runs them all but the write, `build` runs them all, and the preview runs
//! them on the whole site or, after one page file changed, on that page against the rest.
//!
//! load -> guard routes -> lint (pictures too) -> bundle islands -> place islands -> render islands
//!   -> render, fill, scan and write each page -> site files -> check links -> swap the output in

use std::collections::{BTreeSet, HashMap};
use std::path::Path;
use std::time::{Duration, Instant};

use rayon::prelude::*;
use sitegen_content::model::Page;
use sitegen_content::{Diagnostic, Pos, Route, Site, Urls};
use sitegen_islands::Bundle;
use sitegen_links::{Scan, SiteLinks, Targets};
use sitegen_render::{Assets, IslandInstance, RenderError, Renderer};

use crate::output::{self, OutputFile};
use crate::{BuildError, BuildOptions, build_year, io, routes};

/// Loads `content/` and resolves it into the model, for the host `--host` names if it does.
pub fn load(opts: &BuildOptions) -> Result<Site, BuildError> {
    Site::from_dir_for(&opts.root.join("content"), opts.host).map_err(BuildError::Content)
}

/// Fails when a route the site has published would disappear (unless told `--accept-removed`).
pub fn guard_routes(opts: &BuildOptions, site: &Site) -> Result<(), BuildError> {
    let removed = routes::removed(&opts.root, site)?;
    if removed.is_empty() || opts.accept_removed { Ok(()) } else { Err(BuildError::RemovedRoutes(removed)) }
}

/// What the site will do that its owner may not expect: the content lint of the pages `wanted`
/// picks, a quote form that sends nowhere, pictures too heavy for a phone. Errors with `--strict`.
/// A picture whose written size is not its own, or a plan's old price in text, is an error in any case.
pub fn lint(opts: &BuildOptions, site: &Site, wanted: impl Fn(&Page) -> bool) -> Result<Vec<Diagnostic>, BuildError> {
    let (mut errors, image_warnings) = sitegen_content::check_images(site, &opts.root);
    let found = sitegen_content::lint_pages(site, &opts.root, wanted);
    errors.extend(found.errors);
    if !errors.is_empty() {
        return Err(BuildError::Content(sitegen_content::Diagnostics(errors)));
    }
    let mut warnings = settings_warnings(site);
    warnings.extend(image_warnings);
    warnings.extend(found.warnings);
    if opts.strict && !warnings.is_empty() { Err(BuildError::Strict(warnings)) } else { Ok(warnings) }
}

/// Warnings about `site.yaml` itself.
fn settings_warnings(site: &Site) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if site.settings.quote_form.provider == sitegen_content::Provider::Demo {
        out.push(Diagnostic::new(
            "content/site.yaml",
            Pos::default(),
            "quote_form provider is `demo`: quote requests go nowhere (the form only \
             pretends to send). Set `provider: netlify`, `formspree` or `endpoint` before publishing; see docs/deploy.md.",
        ));
    }
    out
}

/// Bundles the islands and styles with esbuild, or takes the cached bundle of the same inputs.
pub fn bundle(opts: &BuildOptions) -> Result<Bundle, BuildError> {
    Ok(sitegen_islands::bundle(&opts.root, &opts.cache_dir())?)
}

/// The template renderer of a site, with the bundle's hashed asset paths.
pub fn renderer<'s>(root: &Path, site: &'s Site, bundle: &Bundle) -> Result<Renderer<'s>, BuildError> {
    let m = &bundle.manifest;
    let assets = Assets { css: m.css.clone(), client: m.client.clone(), preload: m.preload.clone() };
    Renderer::new(&root.join("templates"), site, &assets, build_year()).map_err(|e| BuildError::Render(vec![e]))
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
            let html = renderer.render_page(p).map_err(|e| BuildError::Render(vec![e]))?;
            let html = islands.fill_page(&p.route, &html).map_err(|e| BuildError::Render(vec![e]))?;
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

/// The link index of pages scanned as they were rendered. The not-found page is served at any path:
/// its links are checked (as if it lived at its route), but no link may lead to it.
pub fn index_links(scans: Vec<(String, Scan)>) -> SiteLinks {
    SiteLinks::from_scans(scans, &[Route::NOT_FOUND])
}

/// Island HTML by instance key, kept between renders (the preview keeps it across updates).
#[derive(Debug, Default)]
pub struct IslandHtml {
    html: HashMap<String, String>,
    /// How long the last batch render took.
    pub last_render: Duration,
    /// How many islands the last batch had Node render (the rest came from the disk cache).
    pub last_by_node: usize,
}

impl IslandHtml {
    /// Server-renders the instances not rendered yet: from the disk cache, or in one Node batch.
    pub fn render(&mut self, bundle: &Bundle, instances: &[IslandInstance]) -> Result<(), BuildError> {
        let missing: Vec<sitegen_islands::Instance> = instances
            .iter()
            .filter(|i| !self.html.contains_key(&i.key))
            .map(|i| sitegen_islands::Instance { key: &i.key, component: &i.component, props_json: &i.props_json })
            .collect();
        let started = Instant::now();
        self.last_by_node = 0;
        if !missing.is_empty() {
            let rendered = sitegen_islands::render_cached(bundle, &missing)?;
            self.last_by_node = rendered.by_node;
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
    let mut known: Vec<&str> = site.pages.iter().map(|p| p.route.as_str()).filter(|r| *r != Route::NOT_FOUND).collect();
    known.extend(site.redirects.iter().map(|r| r.from.as_str()));
    let urls = site.settings.host.urls();
    let mut written = sitegen_content::Diagnostics::default();
    for (file, href) in site.written_links() {
        // Published in the host's URL form: `/calgary` is written `/calgary/` on some hosts.
        if let Some(reason) = reasons.get(urls.link(href.as_str()).as_ref()) {
            let hint = href
                .internal_path()
                .filter(|_| !href.as_str().contains('#'))
                .and_then(|p| sitegen_content::suggest_closest(p, &known))
                .map(|b| format!(", did you mean `{b}`?"))
                .unwrap_or_default();
            written.push(Diagnostic::new(file, href.pos(), format!("link `{href}` leads nowhere ({reason}){hint}")));
        }
    }
    // Content first: a link a template makes is the developers' to fix, and shows again once
    // the content is right.
    match written.into_result(()) {
        Err(content) => Err(BuildError::Content(content)),
        Ok(()) => Err(BuildError::Links(broken)),
    }
}

/// The site files that are not pages (`sitemap.xml`, `_headers`, redirects, ...).
pub fn site_files(renderer: &Renderer, site: &Site) -> Result<Vec<OutputFile>, BuildError> {
    output::site_files(renderer, site)
}

/// A page as an output file, where the host's URL form puts it.
pub fn page_file(urls: Urls, route: &Route, html: String) -> OutputFile {
    OutputFile { path: urls.file(route.as_str()), bytes: html.into_bytes() }
}

/// Replaces one file of the output so a reader never sees it half written.
pub fn write_file(out: &Path, file: &OutputFile) -> Result<(), BuildError> {
    let path = out.join(&file.path);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(io(format!("creating {}", dir.display())))?;
    }
    let tmp = path.with_extension(format!("tmp-{}", std::process::id()));
    std::fs::write(&tmp, &file.bytes).map_err(io(format!("writing {}", tmp.display())))?;
    std::fs::rename(&tmp, &path).map_err(io(format!("writing {}", path.display())))
}
