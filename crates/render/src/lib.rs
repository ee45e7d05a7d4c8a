//! Rendering: the validated [`Site`](sitegen_content::Site) through minijinja templates into HTML.
//!
//! The environment is built once per build (templates compiled once, site data converted to
//! template values once) and is shared by every page, so rendering in parallel costs no copying.
//! Islands are left as placeholders here: the build pipeline renders them all in one batch and
//! fills them in with [`fill_islands`].

mod filters;
mod islands;
mod structured;
mod view;

use std::path::Path;
use std::sync::Arc;

use minijinja::{Environment, UndefinedBehavior, Value, context};
use sitegen_content::{Page, Site};

pub use islands::{IslandInstance, IslandRegistry, fill_islands, json_for_script};
pub use view::Assets;

/// A template failure on one page, with the template, line and message.
#[derive(Debug, thiserror::Error)]
#[error("{route}: {message}")]
pub struct RenderError {
    pub route: String,
    pub message: String,
}

pub struct Renderer<'s> {
    site: &'s Site,
    env: Environment<'static>,
    islands: Arc<IslandRegistry>,
    titles: std::collections::BTreeMap<String, String>,
}

impl<'s> Renderer<'s> {
    /// Loads every template under `templates_dir` and prepares the site-wide values.
    pub fn new(templates_dir: &Path, site: &'s Site, assets: &Assets, year: i32) -> Result<Renderer<'s>, RenderError> {
        let mut env = Environment::new();
        env.set_loader(minijinja::path_loader(templates_dir));
        env.set_undefined_behavior(UndefinedBehavior::Strict);
        // One environment per build: no need to `stat` a template file on every include.
        env.set_auto_reload(false);
        env.set_auto_escape_callback(|name| {
            if name.ends_with(".html") || name.ends_with(".svg") || name.ends_with(".xml") {
                minijinja::AutoEscape::Html
            } else {
                minijinja::AutoEscape::None
            }
        });
        env.set_debug(true);
        // Block tags on their own lines leave no blank lines behind.
        if let Ok(syntax) = minijinja::syntax::SyntaxConfig::builder().trim_blocks(true).lstrip_blocks(true).build() {
            env.set_syntax(syntax);
        }
        filters::register(&mut env);
        env.set_formatter(filters::html_formatter);

        let islands = Arc::new(IslandRegistry::default());
        let registry = Arc::clone(&islands);
        env.add_function("island", move |name: String, props: Value, load: Option<String>| {
            islands::place(&registry, &name, &props, load.as_deref())
        });

        env.add_global("site", to_value(&site.config));
        env.add_global("data", to_value(&site.data));
        env.add_global("assets", to_value(assets));
        env.add_global("year", year);
        let titles = view::route_titles(site);

        // Compile every template now, so a syntax error is reported once, before any page renders.
        let mut renderer = Renderer { site, env, islands, titles };
        renderer.precompile(templates_dir)?;
        Ok(renderer)
    }

    fn precompile(&mut self, templates_dir: &Path) -> Result<(), RenderError> {
        let mut names = Vec::new();
        collect_templates(templates_dir, templates_dir, &mut names);
        for name in names {
            self.env
                .get_template(&name)
                .map_err(|e| RenderError { route: format!("templates/{name}"), message: describe(&e) })?;
        }
        Ok(())
    }

    /// Renders one page to HTML with island placeholders.
    pub fn render_page(&self, page: &Page) -> Result<String, RenderError> {
        let fail = |e: minijinja::Error| RenderError { route: page.route.to_string(), message: describe(&e) };
        let tmpl = self.env.get_template("page.html").map_err(fail)?;
        let crumbs = view::breadcrumbs(page, &self.titles);
        let ctx = context! {
            page => to_value(page),
            structured_data => to_value(&structured::structured_data(self.site, page, &crumbs)),
            breadcrumbs => to_value(&crumbs),
        };
        tmpl.render(ctx).map_err(fail)
    }

    /// Renders a named template with its own context (redirect pages, site files).
    pub fn render_named(&self, name: &str, ctx: Value) -> Result<String, RenderError> {
        let fail = |e: minijinja::Error| RenderError { route: format!("templates/{name}"), message: describe(&e) };
        self.env.get_template(name).map_err(fail)?.render(ctx).map_err(fail)
    }

    /// Every distinct island placed so far.
    pub fn islands(&self) -> Vec<IslandInstance> {
        self.islands.instances()
    }
}

/// Any serializable data as a template value.
pub(crate) fn to_value<T: serde::Serialize>(data: &T) -> Value {
    Value::from(minijinja::value::Serde(data))
}

fn collect_templates(root: &Path, dir: &Path, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().collect();
    entries.sort_by_key(|e| e.path());
    for e in entries {
        let p = e.path();
        if p.is_dir() {
            collect_templates(root, &p, out);
        } else if let Ok(rel) = p.strip_prefix(root) {
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// `templates/sections/faq.html:12: message`, following the chain of causes.
fn describe(err: &minijinja::Error) -> String {
    let mut out = String::new();
    let mut cur: Option<&dyn std::error::Error> = Some(err);
    while let Some(e) = cur {
        if let Some(mj) = e.downcast_ref::<minijinja::Error>() {
            let place = match (mj.name(), mj.line()) {
                (Some(n), Some(l)) => format!("templates/{n}:{l}: "),
                (Some(n), None) => format!("templates/{n}: "),
                _ => String::new(),
            };
            let detail = mj.detail().map(|d| format!(": {d}")).unwrap_or_default();
            if !out.is_empty() {
                out.push_str("\n  caused by: ");
            }
            out.push_str(&format!("{place}{}{detail}", mj.kind()));
        } else {
            out.push_str(&format!("\n  caused by: {e}"));
        }
        cur = e.source();
    }
    out
}
