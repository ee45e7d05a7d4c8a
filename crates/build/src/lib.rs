//! The build as a pipeline of plain steps over data:
//! load and validate content -> bundle islands (cached) -> render pages in parallel -> render
//! islands in one batch -> check links -> write into a staging folder -> swap it in.
//! Any failure stops before the swap, so the previous output is never touched.

mod output;
mod year;

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rayon::prelude::*;
use sitegen_content::{Diagnostics, Site};
use sitegen_islands::{Bundle, IslandError};
use sitegen_links::{BrokenLink, Targets};
use sitegen_render::{Assets, RenderError, Renderer};

pub use output::{Output, OutputFile};
pub use year::build_year;

#[derive(Debug, Clone)]
pub struct BuildOptions {
    /// The repository: `content/`, `templates/`, `islands/`, `styles/`, `static/`.
    pub root: PathBuf,
    /// Where the site is written (`dist/`).
    pub out: PathBuf,
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
    /// Problems that do not stop the build, e.g. a quote form that sends nowhere.
    pub warnings: Vec<String>,
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
    #[error("{what}: {source}")]
    Io { what: String, source: std::io::Error },
}

impl BuildError {
    /// How many separate problems this error reports.
    pub fn count(&self) -> usize {
        match self {
            BuildError::Content(d) => d.len(),
            BuildError::Render(e) => e.len(),
            BuildError::Links(l) => l.len(),
            _ => 1,
        }
    }
}

fn list<T: std::fmt::Display>(items: &[T]) -> String {
    items.iter().map(|i| i.to_string()).collect::<Vec<_>>().join("\n")
}

pub(crate) fn io(what: impl Into<String>) -> impl FnOnce(std::io::Error) -> BuildError {
    let what = what.into();
    move |source| BuildError::Io { what, source }
}

/// Validates content and templates and renders every page in memory; writes nothing, needs no Node.
pub fn check(root: &Path) -> Result<usize, BuildError> {
    let site = Site::from_dir(&root.join("content")).map_err(BuildError::Content)?;
    let assets = Assets { css: "/assets/site.css".into(), client: "/assets/client.js".into(), preload: vec![] };
    let renderer = Renderer::new(&root.join("templates"), &site, &assets, build_year())
        .map_err(|e| BuildError::Render(vec![e]))?;
    render_all(&renderer, &site)?;
    Ok(site.pages.len())
}

/// Builds the whole site into `opts.out`.
pub fn build(opts: &BuildOptions) -> Result<BuildReport, BuildError> {
    let started = Instant::now();
    let site = Site::from_dir(&opts.root.join("content")).map_err(BuildError::Content)?;
    let bundle = sitegen_islands::bundle(&opts.root, &opts.cache_dir())?;
    let output = render_site(&opts.root, &site, &bundle)?;
    output::write_atomically(&opts.root, &opts.out, &bundle, &output)?;
    Ok(BuildReport {
        pages: site.pages.len(),
        redirects: site.redirects.len(),
        islands: output.islands,
        island_render: output.island_render,
        bundle_rebuilt: bundle.rebuilt,
        elapsed: started.elapsed(),
        warnings: warnings(&site),
    })
}

/// What the site will do that its owner may not expect.
pub fn warnings(site: &Site) -> Vec<String> {
    let mut out = Vec::new();
    if site.config.quote_form.provider == sitegen_content::Provider::Demo {
        out.push(
            "content/site.yaml: quote_form provider is `demo`: quote requests go nowhere (the form only \
             pretends to send). Set `provider: netlify`, `formspree` or `endpoint` before publishing; see docs/deploy.md."
                .to_owned(),
        );
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
    let checked: Vec<(String, String)> = pages.iter().filter(|(r, _)| r != "/404").cloned().collect();
    let broken = sitegen_links::check(&checked, &targets);
    // The not-found page is served at any path, so its links are checked as if it lived at `/404`.
    let mut broken = broken;
    if let Some(nf) = pages.iter().find(|(r, _)| r == "/404") {
        let mut with_nf = checked.clone();
        with_nf.push(nf.clone());
        broken.extend(sitegen_links::check(&with_nf, &targets).into_iter().filter(|b| b.route == "/404"));
    }
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
