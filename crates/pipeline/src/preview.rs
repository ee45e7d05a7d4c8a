//! Incremental rebuilds for the preview server, with the same stages as `build` ([`crate::stages`]):
//! the bundle, the rendered islands, the loaded site and its link index stay in memory, and a
//! change runs the stages on what it affects.
//!
//! - one page's YAML: only that file is re-read and resolved against the site's settings and data,
//!   linted, rendered (its new islands rendered), its links checked against the rest of the site,
//!   and its one file written. Other pages show no page's title or text (menus come from
//!   `site.yaml`, breadcrumbs from routes and city names), so nothing else changes. A page added,
//!   removed or moved to another route means a full build.
//! - `site.yaml`, a data file, `redirects.yaml` or a template: every page is rendered and written.
//! - `islands/`, `styles/`, `static/`, `package*.json`: re-bundled (cached by content hash) and
//!   everything written.
//!
//! Like `build`, every write takes the output lock, honours `--strict` and refuses to drop a
//! published route; it never writes `content/.routes.lock` (Publish records what went live).

use std::path::{Path, PathBuf};

use sitegen_content::{Diagnostic, Route, Site};
use sitegen_islands::Bundle;
use sitegen_links::{SiteLinks, Targets};

use crate::stages::{self, IslandHtml};
use crate::words::Say;
use crate::{BuildError, BuildOptions, guard, output};

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
        } else if sitegen_content::is_page_file(&s) {
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
    /// `bundle` with the brand colours of the last complete output in its stylesheet.
    styled: Option<Bundle>,
    islands: IslandHtml,
    /// The content as of the last complete output, with the link index of its pages; None until
    /// then (and after a failed full build).
    site: Option<Loaded>,
    /// Where a full build leaves the photos it does not encode, when the server drains it.
    queue: Option<std::sync::Arc<crate::photo_queue::PhotoQueue>>,
}

struct Loaded {
    site: Site,
    links: SiteLinks,
    targets: Targets,
}

impl Preview {
    /// Bundles the islands (or takes the cached bundle); builds nothing yet.
    pub fn new(opts: &BuildOptions) -> Result<Preview, BuildError> {
        let bundle = stages::bundle(opts)?;
        Ok(Preview {
            opts: opts.clone(),
            bundle,
            styled: None,
            islands: IslandHtml::default(),
            site: None,
            queue: None,
        })
    }

    /// From now on a full build encodes no photo: the ones not in the cache go to `queue`, which
    /// the caller drains (a worker thread, and the server for what a browser asks).
    pub fn encode_in_background(&mut self, queue: std::sync::Arc<crate::photo_queue::PhotoQueue>) {
        self.queue = Some(queue);
    }

    /// Builds everything into the output folder.
    pub fn full(&mut self) -> Result<Update, BuildError> {
        let started = std::time::Instant::now();
        self.site = None;
        let _output_lock = guard::lock_output(&self.opts.out, guard::LOCK_WAIT)?;
        let site = stages::load(&self.opts)?;
        stages::guard_routes(&self.opts, &site)?;
        let mut warnings = stages::lint(&self.opts, &site, |_| true)?;
        let photos = stages::photos(&self.opts, &site)?;
        let bundle = stages::brand(&self.opts, &self.bundle, &site)?;
        let staging = output::Staging::begin(&self.opts.root, &self.opts.out, &bundle)?;
        let rendered = crate::render_site(
            &self.opts,
            &site,
            &bundle,
            photos,
            &mut self.islands,
            Some((&staging, if self.queue.is_some() { stages::Encode::Later } else { stages::Encode::Yes })),
            &mut crate::Laps::default(),
        )?;
        if let Some(queue) = &self.queue {
            queue.replace(rendered.pending_photos.clone());
        }
        warnings.extend(rendered.warnings);
        let warnings = stages::strict(&self.opts, warnings)?;
        staging.finish(&rendered.output.files)?;
        self.site = Some(Loaded { site, links: rendered.links, targets: rendered.targets });
        self.styled = Some(bundle);
        Ok(Update { full: true, warnings, elapsed: started.elapsed(), ..Update::default() })
    }

    /// The notices every preview page shows for the content of the last complete output
    /// ([`stages::preview_notices`]), in the site's first language; none before one.
    pub fn notices(&self) -> Vec<String> {
        self.site.as_ref().map(|l| stages::preview_notices(&l.site, Say(l.site.settings.language))).unwrap_or_default()
    }

    /// [`Preview::notices`] in `say`'s language (a page of the site's second language shows
    /// them in its own).
    pub fn notices_in(&self, say: Say) -> Vec<String> {
        self.site.as_ref().map(|l| stages::preview_notices(&l.site, say)).unwrap_or_default()
    }

    /// Rebuilds what `changes` affect.
    pub fn update(&mut self, changes: &[Change]) -> Result<Update, BuildError> {
        if changes.is_empty() {
            return Ok(Update::default());
        }
        let mut rebundled = false;
        if changes.contains(&Change::Assets) {
            let bundle = stages::bundle(&self.opts)?;
            rebundled = bundle.rebuilt;
            self.bundle = bundle;
            self.islands.clear();
        }
        let pages: Vec<&PathBuf> =
            changes.iter().filter_map(|c| if let Change::Page(p) = c { Some(p) } else { None }).collect();
        let only_pages = pages.len() == changes.len();
        if !only_pages || self.site.is_none() {
            let mut update = self.full()?;
            update.rebundled = rebundled;
            return Ok(update);
        }
        match self.update_pages(&pages)? {
            Some(update) => Ok(update),
            // A page added, removed or moved: only a full build can tell what that affects.
            None => self.full(),
        }
    }

    /// The one-page path: the same stages as a full build, on the changed pages only.
    fn update_pages(&mut self, sources: &[&PathBuf]) -> Result<Option<Update>, BuildError> {
        let started = std::time::Instant::now();
        let _output_lock = guard::lock_output(&self.opts.out, guard::LOCK_WAIT)?;
        let content_dir = self.opts.root.join("content");
        let Some(loaded) = self.site.as_mut() else { return Ok(None) };
        for path in sources {
            // On an error the site keeps the page as it was: the next save of the file retries.
            if !loaded.site.reload_page(&content_dir, path).map_err(BuildError::Content)? {
                return Ok(None);
            }
        }
        // A page whose days now leave it off the site: only a full build can take it off.
        stages::on_day(&mut loaded.site);
        if loaded.site.resting.iter().any(|p| sources.iter().any(|s| s.as_os_str() == p.source.as_os_str())) {
            return Ok(None);
        }
        // Compared as bytes: `Path`'s own equality parses both into components, which at 50,000
        // pages cost 9 ms for each pass over the site.
        let wanted = |p: &sitegen_content::model::Page| sources.iter().any(|s| s.as_os_str() == p.source.as_os_str());
        let mut warnings = stages::lint(&self.opts, &loaded.site, wanted)?;
        let changed: Vec<&sitegen_content::model::Page> = loaded.site.pages.iter().filter(|p| wanted(p)).collect();
        let photos = stages::photos(&self.opts, &loaded.site)?;
        let bundle = self.styled.as_ref().unwrap_or(&self.bundle);
        let renderer = stages::renderer(&self.opts.root, &loaded.site, bundle, photos)?;
        let html = stages::render_pages(&renderer, &changed)?;
        // The photos these pages show (a new one, a new place): put in place, and the missing ones
        // left to the queue, which makes each the moment a browser asks for it (a new photo's 43
        // files would take seconds; the page needs one of them) and the rest after it.
        let encode = if self.queue.is_some() { stages::Encode::Later } else { stages::Encode::Yes };
        let encoded = stages::encode_photos(&self.opts, &loaded.site, renderer.photos(), encode)?;
        if let Some(queue) = &self.queue {
            queue.add(encoded.pending.clone());
        }
        warnings.extend(encoded.warnings.iter().cloned());
        let warnings = stages::strict(&self.opts, warnings)?;
        let img = self.opts.out.join(sitegen_images::OUTPUT_DIR);
        sitegen_images::publish(&self.opts.photo_cache_dir(), &encoded.ready(), &img)
            .map_err(crate::io(format!("writing {}", img.display())))?;
        loaded.targets.files.extend(encoded.urls());
        let html = self.islands.fill(bundle, &renderer.islands(), html)?;
        let mut ids_changed = false;
        for (route, page) in &html {
            ids_changed |= loaded.links.replace(route.as_str(), page);
        }
        let urls = loaded.site.settings.host.urls();
        let routes: Vec<Route> = html.iter().map(|(r, _)| r.clone()).collect();
        // The changed pages' links; and every page's when a changed page's ids changed, since
        // another page may link to an anchor the change removed (82 ms at 10,000 pages, so only then).
        let check: Option<&[Route]> = if ids_changed { None } else { Some(&routes) };
        stages::check_links(&loaded.site, &loaded.links, &loaded.targets, check)?;
        for (route, page) in html {
            stages::write_file(&self.opts.out, &stages::page_file(urls, &route, page))?;
        }
        let pages = routes.iter().map(Route::to_string).collect();
        Ok(Some(Update { pages, warnings, elapsed: started.elapsed(), ..Update::default() }))
    }
}
