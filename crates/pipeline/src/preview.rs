//! Incremental rebuilds for the preview server: the bundle and the rendered islands stay in memory,
//! and a change rebuilds only what it affects.
//!
//! - one page's YAML: the site stays loaded in memory; only that file is re-read and checked against
//!   the site's settings and data as a full load checks it, then only that page is rendered, its new
//!   islands rendered, and its one file written. Other pages show no page's title or text (menus
//!   come from `site.yaml`, breadcrumbs from routes and city names), so nothing else changes. A page
//!   added, removed or moved to another route means a full build.
//! - `site.yaml`, a data file, `redirects.yaml` or a template: every page is rendered and written.
//! - `islands/`, `styles/`, `static/`, `package*.json`: re-bundled (cached by content hash) and
//!   everything written.
//!
//! Links are checked by the full renders; a one-page update skips the link check, and the next full
//! build (`sitegen build`) checks every link as always.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use sitegen_content::{Diagnostic, Site};
use sitegen_islands::Bundle;
use sitegen_render::{Assets, RenderError, Renderer};

use crate::{BuildError, BuildOptions, build_year, io, output};

/// What a changed file affects.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Change {
    /// `content/pages/**.yaml`, relative to the root.
    Page(PathBuf),
    /// Any other content file: every page may use it.
    Content,
    Templates,
    /// Islands, styles, static files, package files.
    Assets,
}

impl Change {
    /// Classifies a changed path (relative to the repository root); None for files no build reads.
    pub fn of(rel: &Path) -> Option<Change> {
        let s = rel.to_string_lossy().replace('\\', "/");
        if s.starts_with("content/.schema/") || s.ends_with(".routes.lock") || s.contains("/.") {
            None
        } else if s.starts_with("content/pages/") && s.ends_with(".yaml") {
            Some(Change::Page(rel.to_path_buf()))
        } else if s.starts_with("content/") {
            Some(Change::Content)
        } else if s.starts_with("templates/") {
            Some(Change::Templates)
        } else if ["islands/", "styles/", "static/"].iter().any(|d| s.starts_with(d))
            || s == "package.json"
            || s == "package-lock.json"
        {
            Some(Change::Assets)
        } else {
            None
        }
    }
}

/// What one update did.
#[derive(Debug, Default)]
pub struct Update {
    /// Routes whose pages were written; empty with `full`.
    pub pages: Vec<String>,
    /// Every page and site file was written.
    pub full: bool,
    pub rebundled: bool,
    pub warnings: Vec<Diagnostic>,
    pub elapsed: std::time::Duration,
}

/// The preview's state between changes.
pub struct Preview {
    opts: BuildOptions,
    bundle: Bundle,
    /// Island HTML by instance key, filled as pages are rendered one at a time.
    islands: HashMap<String, String>,
    /// The content as of the last complete output; None until then (and after a failed full build).
    site: Option<Site>,
}

impl Preview {
    /// Bundles the islands (or takes the cached bundle); builds nothing yet.
    pub fn new(opts: &BuildOptions) -> Result<Preview, BuildError> {
        let bundle = sitegen_islands::bundle(&opts.root, &opts.cache_dir())?;
        Ok(Preview { opts: opts.clone(), bundle, islands: HashMap::new(), site: None })
    }

    /// Builds everything into the output folder.
    pub fn full(&mut self) -> Result<Update, BuildError> {
        let started = std::time::Instant::now();
        self.site = None;
        let site = Site::from_dir(&self.opts.root.join("content")).map_err(BuildError::Content)?;
        let output = crate::render_site(&self.opts.root, &site, &self.bundle)?;
        output::write_atomically(&self.opts.root, &self.opts.out, &self.bundle, &output)?;
        let warnings = crate::warnings(&site, &self.opts.root);
        self.site = Some(site);
        Ok(Update { full: true, warnings, elapsed: started.elapsed(), ..Update::default() })
    }

    /// Rebuilds what `changes` affect.
    pub fn update(&mut self, changes: &[Change]) -> Result<Update, BuildError> {
        if changes.is_empty() {
            return Ok(Update::default());
        }
        let mut rebundled = false;
        if changes.contains(&Change::Assets) {
            let bundle = sitegen_islands::bundle(&self.opts.root, &self.opts.cache_dir())?;
            rebundled = bundle.rebuilt;
            self.bundle = bundle;
            self.islands.clear();
        }
        let pages: Vec<&PathBuf> =
            changes.iter().filter_map(|c| if let Change::Page(p) = c { Some(p) } else { None }).collect();
        let only_pages = pages.len() == changes.len();
        let started = std::time::Instant::now();
        let content_dir = self.opts.root.join("content");
        let Some(site) = self.site.as_mut().filter(|_| only_pages) else {
            let mut update = self.full()?;
            update.rebundled = rebundled;
            return Ok(update);
        };
        for path in &pages {
            // On an error the site keeps the page as it was: the next save of the file retries.
            if !site.reload_page(&content_dir, path).map_err(BuildError::Content)? {
                return self.full();
            }
        }
        let site = &*site;
        let m = &self.bundle.manifest;
        let assets = Assets { css: m.css.clone(), client: m.client.clone(), preload: m.preload.clone() };
        let renderer = Renderer::new(&self.opts.root.join("templates"), site, &assets, build_year())
            .map_err(|e| BuildError::Render(vec![e]))?;
        let mut written = Vec::new();
        for &path in &pages {
            let Some(page) = site.pages.iter().find(|p| &p.source == path) else {
                continue;
            };
            let route = page.route.to_string();
            let html = renderer.render_page(page).map_err(|e| BuildError::Render(vec![e]))?;
            let missing: Vec<_> =
                renderer.islands().into_iter().filter(|i| !self.islands.contains_key(&i.key)).collect();
            if !missing.is_empty() {
                let requests: Vec<sitegen_islands::Instance> = missing
                    .iter()
                    .map(|i| sitegen_islands::Instance {
                        key: &i.key,
                        component: &i.component,
                        props_json: &i.props_json,
                    })
                    .collect();
                self.islands.extend(sitegen_islands::render(&self.bundle, &requests)?);
            }
            let html = sitegen_render::fill_islands(&html, &self.islands)
                .map_err(|message| BuildError::Render(vec![RenderError { route: route.clone(), message }]))?;
            let file = self.opts.out.join(page.route.output_file());
            write_file(&file, html.as_bytes())?;
            written.push(route);
        }
        let mut warnings = crate::settings_warnings(site);
        warnings.extend(sitegen_content::lint_pages(site, &self.opts.root, |p| pages.contains(&&p.source)));
        Ok(Update { pages: written, warnings, elapsed: started.elapsed(), ..Update::default() })
    }
}

/// Replaces one file so a reader never sees it half written.
fn write_file(path: &Path, bytes: &[u8]) -> Result<(), BuildError> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(io(format!("creating {}", dir.display())))?;
    }
    let tmp = path.with_extension(format!("tmp-{}", std::process::id()));
    std::fs::write(&tmp, bytes).map_err(io(format!("writing {}", tmp.display())))?;
    std::fs::rename(&tmp, path).map_err(io(format!("writing {}", path.display())))
}
