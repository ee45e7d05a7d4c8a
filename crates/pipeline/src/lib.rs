//! The pipeline: the stages every entry point runs ([`stages`]), composed into `check` (everything
//! but the write), `build`, and the preview ([`preview`]). Any failure stops before the swap of the
//! output folder, so the previous output is never touched.

pub mod dates;
pub mod edit;
mod error;
pub mod guard;
pub mod init;
mod laps;
pub mod offers;
mod output;
pub mod photo_queue;
pub mod preview;
pub mod publish;
pub mod routes;
pub mod scaffold;
pub mod schedule;
pub mod stages;
pub mod words;
mod year;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use sitegen_content::Diagnostic;
use sitegen_content::model::{Page, Site};
use sitegen_islands::Bundle;
use sitegen_links::{SiteLinks, Targets};

pub use error::BuildError;
pub(crate) use error::io;
pub use guard::{cancel, cancelled};
pub use laps::{Lap, Laps};
pub use output::{Output, OutputFile};
/// The content crate, for the CLI's `schema` and `new` commands.
pub use sitegen_content as content;
/// The Node bridge, for the preview's editor bundle.
pub use sitegen_islands as islands;
pub use sitegen_render::theme;
pub use stages::IslandHtml;
pub use year::{build_day, build_year};

/// Told how far a long step is: its name, how many of how many (`sitegen build` draws it in a
/// terminal).
pub type Progress = std::sync::Arc<dyn Fn(&str, usize, usize) + Send + Sync>;

#[derive(Clone, Default)]
pub struct BuildOptions {
    /// The repository: `content/`, `templates/`, `islands/`, `styles/`, `static/`.
    pub root: PathBuf,
    /// Where the site is written (`dist/`).
    pub out: PathBuf,
    /// Warnings are errors.
    pub strict: bool,
    /// Routes in `content/.routes.lock` that no page or redirect makes any more are dropped from it
    /// instead of failing the build (or the check).
    pub accept_removed: bool,
    /// The build is what goes live: its routes are recorded in `content/.routes.lock` (Publish
    /// records them itself; this is for a site published by pushing commits).
    pub record_routes: bool,
    /// Publish for this host instead of the one `site.yaml` names (`--host`).
    pub host: Option<sitegen_content::Host>,
    /// Told how far the long steps are (encoding photos); None says nothing.
    pub progress: Option<Progress>,
}

impl std::fmt::Debug for BuildOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BuildOptions")
            .field("root", &self.root)
            .field("out", &self.out)
            .field("strict", &self.strict)
            .field("accept_removed", &self.accept_removed)
            .field("record_routes", &self.record_routes)
            .field("host", &self.host)
            .field("progress", &self.progress.is_some())
            .finish()
    }
}

/// Where the original photos live, relative to the root.
pub const PHOTOS_DIR: &str = "content/images";

impl BuildOptions {
    pub fn cache_dir(&self) -> PathBuf {
        self.root.join(".sitegen-cache/islands")
    }

    /// The page files as last parsed (`pages.bin`), by the hash of their bytes.
    pub fn parse_cache_dir(&self) -> PathBuf {
        self.root.join(".sitegen-cache/content")
    }

    /// The encoded photos (`files/`) and the memo of originals read (`probe.tsv`).
    pub fn photo_cache_dir(&self) -> PathBuf {
        self.root.join(".sitegen-cache/images")
    }
}

#[derive(Debug)]
pub struct BuildReport {
    pub pages: usize,
    /// The host the site was built for.
    pub host: sitegen_content::Host,
    pub redirects: usize,
    pub islands: usize,
    pub island_render: Duration,
    /// Islands rendered this build; the others came from the disk cache.
    pub islands_rendered_now: usize,
    pub bundle_rebuilt: bool,
    /// What the person building should know about the islands' bundle: that the island sources
    /// differ from the bundle built into sitegen (and what was done about it).
    pub bundle_notice: Option<String>,
    /// Photo files encoded this build, and those taken from the cache.
    pub photos: sitegen_images::EncodeReport,
    pub elapsed: Duration,
    /// Wall time, CPU time and peak memory per stage (`sitegen build --timings`).
    pub laps: Laps,
    /// Problems that do not stop the build (unless `strict`), e.g. a quote form that sends nowhere.
    pub warnings: Vec<Diagnostic>,
}

/// What `check` found: the number of pages, and the warnings.
#[derive(Debug)]
pub struct CheckReport {
    pub pages: usize,
    pub warnings: Vec<Diagnostic>,
    /// The days from today on when the site changes by itself (an offer starts or ends).
    pub scheduled: Vec<schedule::Scheduled>,
    /// Where site.yaml says `review: true`, whose role `check` names: the editor sends changes
    /// for review and cannot publish them (nor this line's removal).
    pub review: Option<content::Pos>,
    /// As in [`BuildReport`].
    pub bundle_notice: Option<String>,
}

/// The build without writing: every stage but the write, so a broken link, a published route
/// that would vanish or (with `--strict`) a warning fails `check` exactly as it fails `build`.
pub fn check(opts: &BuildOptions) -> Result<CheckReport, BuildError> {
    let site = stages::load(opts)?;
    stages::guard_routes(opts, &site)?;
    let mut warnings = stages::lint(opts, &site, |_| true)?;
    let photos = stages::photos(opts, &site)?;
    let bundle = stages::brand(opts, &stages::bundle(opts)?, &site)?;
    let rendered = render_site(opts, &site, &bundle, photos, &mut IslandHtml::default(), None, &mut Laps::default())?;
    warnings.extend(rendered.warnings);
    let warnings = stages::strict(opts, warnings)?;
    // The one thing check writes, and only when asked: routes the person let go leave the lock.
    if opts.accept_removed {
        routes::forget_removed(&opts.root, &site)?;
    }
    let scheduled = schedule::upcoming(&site, build_day(site.settings.time_zone.as_ref()));
    let review = site.settings.review.then_some(site.settings.review_pos).flatten();
    Ok(CheckReport { pages: site.pages.len(), warnings, scheduled, review, bundle_notice: bundle.notice })
}

/// Builds the whole site into `opts.out`.
pub fn build(opts: &BuildOptions) -> Result<BuildReport, BuildError> {
    let started = Instant::now();
    let mut laps = Laps::default();
    // One build per output at a time; held until the build returns.
    let _output_lock = guard::lock_output(&opts.out, guard::LOCK_WAIT)?;
    let site = stages::load(opts)?;
    laps.lap("load and resolve content");
    guard::checkpoint()?;
    stages::guard_routes(opts, &site)?;
    let mut warnings = stages::lint(opts, &site, |_| true)?;
    laps.lap("lint");
    let photos = stages::photos(opts, &site)?;
    laps.lap("read photos");
    let bundle = stages::brand(opts, &stages::bundle(opts)?, &site)?;
    laps.lap("bundle islands");
    guard::checkpoint()?;
    let mut islands = IslandHtml::default();
    let staging = output::Staging::begin(&opts.root, &opts.out, &bundle)?;
    laps.lap("stage output");
    let rendered =
        render_site(opts, &site, &bundle, photos, &mut islands, Some((&staging, stages::Encode::Yes)), &mut laps)?;
    warnings.extend(rendered.warnings);
    let warnings = stages::strict(opts, warnings)?;
    staging.finish(&rendered.output.files)?;
    // A build on this computer is not the live site: its routes are recorded only when told so.
    if opts.record_routes {
        routes::write(&opts.root, &site).map_err(io(format!("cannot write {}", routes::LOCK_FILE)))?;
    } else if opts.accept_removed {
        routes::forget_removed(&opts.root, &site)?;
    }
    laps.lap("site files and swap");
    let report = BuildReport {
        pages: site.pages.len(),
        host: site.settings.host,
        redirects: site.redirects.len(),
        islands: rendered.islands,
        island_render: islands.last_render,
        islands_rendered_now: islands.last_rendered_now,
        bundle_rebuilt: bundle.rebuilt,
        bundle_notice: bundle.notice.clone(),
        photos: rendered.photos,
        elapsed: started.elapsed(),
        laps,
        warnings,
    };
    drop_later((site, rendered.links, rendered.output, islands));
    Ok(report)
}

/// Frees what a build held (the site model, every page's links, the islands' HTML: hundreds of
/// thousands of allocations on a large site) on a thread of its own, so the report does not wait
/// for it and a command line run exits without it.
fn drop_later<T: Send + 'static>(held: T) {
    // If no thread can start, the closure and what it holds are dropped here instead.
    let _ = std::thread::Builder::new().name("free".into()).spawn(move || drop(held));
}

/// A whole site rendered and checked: the pages are in the staging folder (if one was given), the
/// site files ready to write.
pub struct RenderedSite {
    /// The site files besides pages (`_redirects`, `sitemap.xml`, redirect pages, ...).
    pub output: Output,
    /// The links and ids of every page, for checking one changed page later.
    pub links: SiteLinks,
    pub targets: Targets,
    /// Distinct islands on the site.
    pub islands: usize,
    /// Photos shown wider than they are (warnings; the caller applies `--strict`).
    pub warnings: Vec<Diagnostic>,
    pub photos: sitegen_images::EncodeReport,
    /// The photo files left to a queue ([`stages::Encode::Later`]).
    pub pending_photos: Vec<sitegen_images::Variant>,
}

/// Renders every page, islands filled in, each written to `staging` as soon as it is rendered
/// (`check` passes none) and kept only as its links and ids; then checks every link. Memory stays
/// flat with the number of pages: no page's HTML waits for the others. Photos are encoded (or
/// found in the cache) once every page's views have asked for theirs, then put in `staging`.
pub fn render_site(
    opts: &BuildOptions,
    site: &Site,
    bundle: &Bundle,
    photos: sitegen_render::Photos,
    islands: &mut IslandHtml,
    staging: Option<(&output::Staging, stages::Encode)>,
    laps: &mut Laps,
) -> Result<RenderedSite, BuildError> {
    // A check (no staging folder) reads photo headers only: encoding belongs to build and preview.
    let (staging, encode) = match staging {
        Some((s, e)) => (Some(s), e),
        None => (None, stages::Encode::No),
    };
    let renderer = stages::renderer(&opts.root, site, bundle, photos)?;
    let all: Vec<&Page> = site.pages.iter().collect();
    // Every island of the site, server-rendered before the first page needs one; building the
    // views also plans every picture.
    stages::place_islands(&renderer, &all)?;
    laps.lap("place islands");
    guard::checkpoint()?;
    let encoded = stages::encode_photos(opts, site, renderer.photos(), encode)?;
    if let Some(staging) = staging {
        staging.photos(&opts.photo_cache_dir(), &encoded.ready())?;
    }
    laps.lap("photos");
    guard::checkpoint()?;
    // The instances (each with its props) are only needed until their HTML is known.
    let instances = renderer.islands();
    let island_count = instances.len();
    islands.render(bundle, &instances)?;
    drop(instances);
    laps.lap("render islands");
    guard::checkpoint()?;
    let scans = stages::render_and_write(&renderer, &all, islands, staging)?;
    laps.lap("render, fill, scan and write pages");
    let files = stages::site_files(&opts.root, &renderer, site)?;
    let mut targets = stages::link_targets(&opts.root, bundle, site, &files)?;
    targets.files.extend(encoded.urls());
    let links = stages::index_links(scans);
    stages::check_links(site, &links, &targets, None)?;
    laps.lap("check links");
    Ok(RenderedSite {
        output: Output { files },
        links,
        targets,
        islands: island_count,
        warnings: encoded.warnings,
        photos: encoded.report,
        pending_photos: encoded.pending,
    })
}
