//! The build as a pipeline of plain steps over data:
//! load and validate content -> bundle islands (cached) -> render pages in parallel -> render
//! islands in one batch -> check links -> write into a staging folder -> swap it in.
//! Any failure stops before the swap, so the previous output is never touched.

pub mod guard;
pub mod lock;
mod output;
pub mod preview;
mod year;

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rayon::prelude::*;
use sitegen_content::{Diagnostic, Diagnostics, Pos, Site};
use sitegen_islands::{Bundle, IslandError};
use sitegen_links::{BrokenLink, Targets};
use sitegen_render::{Assets, RenderError, Renderer};

pub use guard::{cancel, cancelled};
pub use output::{Output, OutputFile};
/// The content crate, for the CLI's `schema` and `new` commands.
pub use sitegen_content as content;
pub use year::build_year;

#[derive(Debug, Clone, Default)]
pub struct BuildOptions {
    /// The repository: `content/`, `templates/`, `islands/`, `styles/`, `static/`.
    pub root: PathBuf,
    /// Where the site is written (`dist/`).
    pub out: PathBuf,
    /// Warnings are errors.
    pub strict: bool,
    /// Routes in `content/.routes.lock` that no page or redirect makes any more are dropped from it
    /// instead of failing the build.
    pub accept_removed: bool,
}

impl BuildOptions {
    pub fn cache_dir(&self) -> PathBuf {
        self.root.join(".sitegen-cache/islands")
    }
}

#[derive(Debug)]
pub struct BuildReport {
    pub pages: usize,
    pub redirects: usize,
    pub islands: usize,
    pub island_render: Duration,
    pub bundle_rebuilt: bool,
    pub elapsed: Duration,
    /// Problems that do not stop the build (unless `strict`), e.g. a quote form that sends nowhere.
    pub warnings: Vec<Diagnostic>,
}

#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error("{0}")]
    Content(Diagnostics),
    #[error("{}", list(.0))]
    Render(Vec<RenderError>),
    #[error(transparent)]
    Islands(#[from] IslandError),
    #[error("{} broken link(s):\n{}", .0.len(), list(.0))]
    Links(Vec<BrokenLink>),
    #[error("{what}: {source}{}", guard::io_hint(.source))]
    Io { what: String, source: std::io::Error },
    /// A signal (SIGINT, SIGTERM) asked the build to stop; it stopped before the swap.
    #[error(
        "the build was interrupted and stopped before replacing the output: its staging folder was removed and the previous output is unchanged. Run the build again to publish."
    )]
    Cancelled,
    /// Another build holds the lock on the same output folder.
    #[error(
        "another sitegen build is writing {} (it holds the lock {}); this one waited {} s and gave up without writing. Let that build finish (or stop it), then build again.",
        .out.display(), .lock.display(), .waited.as_secs()
    )]
    Locked { out: PathBuf, lock: PathBuf, waited: Duration },
    /// Warnings under `--strict`.
    #[error("{}", list(.0))]
    Strict(Vec<Diagnostic>),
    /// Published routes that would disappear.
    #[error("{}", lock::removed_message(.0))]
    RemovedRoutes(Vec<String>),
}

impl BuildError {
    /// How many separate problems this error reports.
    pub fn count(&self) -> usize {
        match self {
            BuildError::Content(d) => d.len(),
            BuildError::Render(e) => e.len(),
            BuildError::Links(l) => l.len(),
            BuildError::Strict(w) => w.len(),
            BuildError::RemovedRoutes(r) => r.len(),
            _ => 1,
        }
    }

    /// The error for people: content problems with the offending line of YAML and a caret under the
    /// column (files are read from `root`); the first line of each stays `file:line:col: message`.
    pub fn render(&self, root: &Path) -> String {
        let many = |d: &mut dyn Iterator<Item = &Diagnostic>| d.map(|d| d.render(root)).collect::<Vec<_>>().join("\n");
        match self {
            BuildError::Content(d) => many(&mut d.iter()),
            BuildError::Strict(w) => many(&mut w.iter()),
            other => other.to_string(),
        }
    }

    /// Every problem as data, for the preview's overlay: (file, line, column, message).
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        match self {
            BuildError::Content(d) => d.0.clone(),
            BuildError::Strict(w) => w.clone(),
            BuildError::RemovedRoutes(r) => r
                .iter()
                .map(|r| {
                    Diagnostic::new(lock::LOCK_FILE, Pos::default(), lock::removed_message(std::slice::from_ref(r)))
                })
                .collect(),
            BuildError::Render(errors) => errors.iter().map(|e| render_diagnostic(&e.route, &e.message)).collect(),
            other => vec![Diagnostic::new("", Pos::default(), other.to_string())],
        }
    }
}

/// A template error (`templates/x.html:12: message`, or a route and such a message) as a diagnostic.
fn render_diagnostic(route: &str, message: &str) -> Diagnostic {
    let first = message.lines().next().unwrap_or("");
    if let Some((place, rest)) = first.split_once(": ")
        && place.starts_with("templates/")
    {
        let (file, line) = match place.rsplit_once(':') {
            Some((f, l)) if l.parse::<u64>().is_ok() => (f, l.parse().unwrap_or(0)),
            _ => (place, 0),
        };
        let detail = message.lines().skip(1).collect::<Vec<_>>().join("\n");
        let text = if detail.is_empty() {
            format!("{rest} (rendering {route})")
        } else {
            format!("{rest} (rendering {route})\n{detail}")
        };
        return Diagnostic::new(file, Pos { line, column: if line > 0 { 1 } else { 0 } }, text);
    }
    Diagnostic::new(route, Pos::default(), message)
}

fn list<T: std::fmt::Display>(items: &[T]) -> String {
    items.iter().map(|i| i.to_string()).collect::<Vec<_>>().join("\n")
}

pub(crate) fn io(what: impl Into<String>) -> impl FnOnce(std::io::Error) -> BuildError {
    let what = what.into();
    move |source| BuildError::Io { what, source }
}

/// What `check` found: the number of pages, and the warnings.
#[derive(Debug)]
pub struct CheckReport {
    pub pages: usize,
    pub warnings: Vec<Diagnostic>,
}

/// Validates content, templates and the routes lock, renders every page in memory and lints the
/// content; writes nothing, needs no Node. With `opts.strict`, warnings are errors.
pub fn check(opts: &BuildOptions) -> Result<CheckReport, BuildError> {
    let root = &opts.root;
    let site = Site::from_dir(&root.join("content")).map_err(BuildError::Content)?;
    let removed = lock::removed(root, &site);
    if !removed.is_empty() && !opts.accept_removed {
        return Err(BuildError::RemovedRoutes(removed));
    }
    let pages = check_templates(root, &site)?;
    let warnings = warnings(&site, root);
    if opts.strict && !warnings.is_empty() {
        return Err(BuildError::Strict(warnings));
    }
    Ok(CheckReport { pages, warnings })
}

fn check_templates(root: &Path, site: &Site) -> Result<usize, BuildError> {
    let assets = Assets { css: "/assets/site.css".into(), client: "/assets/client.js".into(), preload: vec![] };
    let renderer =
        Renderer::new(&root.join("templates"), site, &assets, build_year()).map_err(|e| BuildError::Render(vec![e]))?;
    render_all(&renderer, site)?;
    Ok(site.pages.len())
}

/// Builds the whole site into `opts.out`.
pub fn build(opts: &BuildOptions) -> Result<BuildReport, BuildError> {
    let started = Instant::now();
    // One build per output at a time; held until the build returns.
    let _output_lock = guard::lock_output(&opts.out, guard::LOCK_WAIT)?;
    let site = Site::from_dir(&opts.root.join("content")).map_err(BuildError::Content)?;
    guard::checkpoint()?;
    let removed = lock::removed(&opts.root, &site);
    if !removed.is_empty() && !opts.accept_removed {
        return Err(BuildError::RemovedRoutes(removed));
    }
    let warnings = warnings(&site, &opts.root);
    if opts.strict && !warnings.is_empty() {
        return Err(BuildError::Strict(warnings));
    }
    let bundle = sitegen_islands::bundle(&opts.root, &opts.cache_dir())?;
    guard::checkpoint()?;
    let output = render_site(&opts.root, &site, &bundle)?;
    guard::checkpoint()?;
    output::write_atomically(&opts.root, &opts.out, &bundle, &output)?;
    // Only a published build adds its routes to the lock.
    lock::write(&opts.root, &site).map_err(io(format!("cannot write {}", lock::LOCK_FILE)))?;
    Ok(BuildReport {
        pages: site.pages.len(),
        redirects: site.redirects.len(),
        islands: output.islands,
        island_render: output.island_render,
        bundle_rebuilt: bundle.rebuilt,
        elapsed: started.elapsed(),
        warnings,
    })
}

/// What the site will do that its owner may not expect: the content lint
/// ([`sitegen_content::lint`]) and a quote form that sends nowhere.
pub fn warnings(site: &Site, root: &Path) -> Vec<Diagnostic> {
    let mut out = settings_warnings(site);
    out.extend(sitegen_content::lint(site, root));
    out
}

/// Warnings about `site.yaml` itself (the preview repeats them with every update).
pub fn settings_warnings(site: &Site) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if site.config.quote_form.provider == sitegen_content::Provider::Demo {
        out.push(Diagnostic::new(
            "content/site.yaml",
            Pos::default(),
            "quote_form provider is `demo`: quote requests go nowhere (the form only \
             pretends to send). Set `provider: netlify`, `formspree` or `endpoint` before publishing; see docs/deploy.md.",
        ));
    }
    out
}

/// Renders every page and site file in memory, islands filled in and links checked.
pub fn render_site(root: &Path, site: &Site, bundle: &Bundle) -> Result<Output, BuildError> {
    let m = &bundle.manifest;
    let assets = Assets { css: m.css.clone(), client: m.client.clone(), preload: m.preload.clone() };
    let renderer =
        Renderer::new(&root.join("templates"), site, &assets, build_year()).map_err(|e| BuildError::Render(vec![e]))?;
    let pages = render_all(&renderer, site)?;

    let instances = renderer.islands();
    let requests: Vec<sitegen_islands::Instance> = instances
        .iter()
        .map(|i| sitegen_islands::Instance { key: &i.key, component: &i.component, props_json: &i.props_json })
        .collect();
    let render_started = Instant::now();
    let island_html: HashMap<String, String> = sitegen_islands::render(bundle, &requests)?;
    let island_render = render_started.elapsed();
    let pages: Vec<(String, String)> = pages
        .into_par_iter()
        .map(|(route, html)| {
            sitegen_render::fill_islands(&html, &island_html)
                .map(|html| (route.clone(), html))
                .map_err(|message| RenderError { route, message })
        })
        .collect::<Result<_, _>>()
        .map_err(|e| BuildError::Render(vec![e]))?;

    let mut files = output::site_files(&renderer, site)?;
    let targets = Targets {
        files: link_targets(root, bundle, &files),
        redirects: site.redirects.iter().map(|r| r.from.to_string()).collect(),
    };
    // The not-found page is served at any path: its links are checked (as if it lived at `/404`),
    // but no link may lead to it.
    let broken = sitegen_links::check_except(&pages, &targets, &["/404"]);
    if !broken.is_empty() {
        return Err(BuildError::Links(broken));
    }
    for (route, html) in pages {
        files.push(OutputFile {
            path: sitegen_content::Route::new_unchecked(route).output_file(),
            bytes: html.into_bytes(),
        });
    }
    Ok(Output { files, islands: instances.len(), island_render })
}

/// Every page rendered with island placeholders; all template failures collected.
fn render_all(renderer: &Renderer, site: &Site) -> Result<Vec<(String, String)>, BuildError> {
    let results: Vec<Result<(String, String), RenderError>> =
        site.pages.par_iter().map(|p| renderer.render_page(p).map(|html| (p.route.to_string(), html))).collect();
    let (ok, errors): (Vec<_>, Vec<_>) = results.into_iter().partition(Result::is_ok);
    if !errors.is_empty() {
        return Err(BuildError::Render(errors.into_iter().filter_map(Result::err).collect()));
    }
    Ok(ok.into_iter().filter_map(Result::ok).collect())
}

/// Paths of every file that will be published besides pages.
fn link_targets(root: &Path, bundle: &Bundle, files: &[OutputFile]) -> BTreeSet<String> {
    let mut set: BTreeSet<String> = files.iter().map(|f| format!("/{}", f.path)).collect();
    for (base, prefix) in [(root.join("static"), ""), (bundle.assets_dir(), "/assets")] {
        for e in walkdir::WalkDir::new(&base).follow_links(true).into_iter().flatten() {
            if e.file_type().is_file()
                && let Ok(rel) = e.path().strip_prefix(&base)
            {
                set.insert(format!("{prefix}/{}", rel.to_string_lossy().replace('\\', "/")));
            }
        }
    }
    set
}
