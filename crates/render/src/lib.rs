//! Rendering: the resolved [`Site`] through minijinja templates into HTML. The only crate that
//! knows minijinja.
//!
//! The model becomes typed views ([`view`]) that templates receive; templates never see raw YAML
//! and never look anything up by name. The environment is built once per build (templates compiled
//! once, the site view converted to a template value once) and shared by every page, so rendering
//! in parallel costs no copying. Islands are left as placeholders here: the pipeline renders them
//! all in one batch and fills them in with [`fill_islands`].

pub mod brand;
mod filters;
pub mod islands;
pub mod photos;
mod structured;
pub mod theme;
mod typography;
pub mod view;

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use minijinja::{Environment, UndefinedBehavior, Value, context};
use sitegen_content::model::{Page, Site};

pub use islands::{IslandInstance, IslandRegistry, fill_islands};
pub use photos::Photos;
pub use theme::Theme;
pub use view::Assets;
use view::{PageView, SiteView};

/// Why a page or site file could not be rendered, as data: which template, where, for which route.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RenderError {
    /// A template failed to compile or to render.
    #[error("{}", self.describe())]
    Template {
        /// Relative to `templates/` (`sections/faq.html`); None when minijinja could not say.
        template: Option<String>,
        line: Option<usize>,
        /// The page being rendered; None while compiling templates or for site files.
        route: Option<String>,
        /// What went wrong, followed by its causes (an `include`d template's own error).
        message: String,
        /// The template text that failed (`{{ section.no_such_field }}`'s inside), when minijinja
        /// knows where in the template it was.
        expression: Option<String>,
    },
    /// An island's props could not be serialized (a bug, not a content mistake).
    #[error("{route}: island props: {message}")]
    Props { route: String, message: String },
    /// The templates folder could not be read.
    #[error("cannot read the templates in {path}: {message}")]
    Io { path: String, message: String },
    /// A placeholder left by [`fill_islands`]'s input had no rendered HTML.
    #[error("{route}: {message}")]
    Islands { route: String, message: String },
}

impl RenderError {
    fn template(err: &minijinja::Error, route: Option<&str>) -> RenderError {
        // The innermost template error says where it really happened (an included section).
        let mut place = (err.name().map(str::to_owned), err.line());
        let mut expression = None;
        let mut message = String::new();
        let mut cur: Option<&dyn std::error::Error> = Some(err);
        while let Some(e) = cur {
            if let Some(mj) = e.downcast_ref::<minijinja::Error>() {
                if let (Some(n), l) = (mj.name(), mj.line()) {
                    place = (Some(n.to_owned()), l);
                }
                if let Some(text) = mj.range().and_then(|r| mj.template_source()?.get(r)) {
                    expression = Some(text.trim().to_owned());
                }
                if !message.is_empty() {
                    message.push_str("\n  caused by: ");
                }
                message.push_str(&mj.kind().to_string());
                if let Some(d) = mj.detail() {
                    message.push_str(": ");
                    message.push_str(d);
                }
            } else {
                message.push_str(&format!("\n  caused by: {e}"));
            }
            cur = e.source();
        }
        RenderError::Template { template: place.0, line: place.1, route: route.map(str::to_owned), message, expression }
    }

    /// A template error's message with the failing template text under it.
    pub fn message_with_expression(message: &str, expression: Option<&str>) -> String {
        match expression {
            Some(e) if !e.is_empty() => format!("{message}\n  in: {e}"),
            _ => message.to_owned(),
        }
    }

    /// `route: templates/file:line: message` (the page first, as every per-page problem).
    fn describe(&self) -> String {
        match self {
            RenderError::Template { template, line, route, message, expression } => {
                let place = match (template, line) {
                    (Some(t), Some(l)) => format!("templates/{t}:{l}: "),
                    (Some(t), None) => format!("templates/{t}: "),
                    _ => String::new(),
                };
                let route = route.as_ref().map(|r| format!("{r}: ")).unwrap_or_default();
                let message = Self::message_with_expression(message, expression.as_deref());
                format!("{route}{place}{message}")
            }
            other => other.to_string(),
        }
    }
}

pub struct Renderer<'s> {
    site: &'s Site,
    /// `site` of a second language's pages (the first language's is the environment's global).
    translated: Vec<(sitegen_content::wording::Language, Value)>,
    env: Environment<'static>,
    islands: Arc<IslandRegistry>,
    photos: Photos,
    /// What every page shares: route names, the business's JSON-LD, the header's form link.
    shared: view::Shared<'s>,
}

impl<'s> Renderer<'s> {
    /// Loads every template under `templates_dir` and prepares the site-wide values. `photos` holds
    /// the originals the pipeline read (every photo the content names).
    pub fn new(
        templates_dir: &Path,
        site: &'s Site,
        assets: &Assets,
        year: i32,
        photos: Photos,
    ) -> Result<Renderer<'s>, RenderError> {
        let mut env = Environment::new();
        let theme = Theme::new(templates_dir);
        let loader = theme.clone();
        env.set_loader(move |name| {
            loader.source(name).map_err(|e| {
                minijinja::Error::new(
                    minijinja::ErrorKind::InvalidOperation,
                    format!("cannot read templates/{name}: {e}"),
                )
            })
        });
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

        // A template's variant in the site's language (`sections/privacy_details.fr-CA.html`) is
        // used in its place where one exists: prose too long and too conditional for single words.
        let names: std::collections::HashSet<String> = theme
            .names()
            .map_err(|e| RenderError::Io { path: templates_dir.display().to_string(), message: e.to_string() })?
            .into_iter()
            .collect();
        // The page's language is its `site`'s (a second language's pages get their own `site`).
        // Only names with a variant in some language (`sections/privacy_details.html`) need the
        // lookup; every other name is answered at once (this runs for each section of each page).
        let varied: std::collections::HashSet<String> = names
            .iter()
            .filter_map(|n| {
                let (rest, ext) = n.rsplit_once('.')?;
                let (stem, _lang) = rest.rsplit_once('.')?;
                Some(format!("{stem}.{ext}"))
            })
            .collect();
        env.add_function("localized", move |state: &minijinja::State, name: String| -> String {
            if !varied.contains(&name) {
                return name;
            }
            let lang = state.lookup("site").and_then(|s| s.get_attr("lang").ok()).map(|l| l.to_string());
            name.rsplit_once('.')
                .zip(lang)
                .map(|((stem, ext), lang)| format!("{stem}.{lang}.{ext}"))
                .filter(|variant| names.contains(variant))
                .unwrap_or(name)
        });
        env.add_global("site", to_value(&site_view(site, &site.settings, &photos)));
        let translated = site
            .translations
            .iter()
            .map(|t| (t.settings.language, to_value(&site_view(site, &t.settings, &photos))))
            .collect();
        env.add_global("assets", to_value(assets));
        env.add_global("year", year);

        // Compile every template now, so a syntax error is reported once, before any page renders.
        let shared = view::Shared::new(site, &photos);
        let mut renderer =
            Renderer { site, translated, env, islands: Arc::new(IslandRegistry::default()), photos, shared };
        renderer.precompile(&theme, templates_dir)?;
        Ok(renderer)
    }

    fn precompile(&mut self, theme: &Theme, templates_dir: &Path) -> Result<(), RenderError> {
        let names = theme
            .names()
            .map_err(|e| RenderError::Io { path: templates_dir.display().to_string(), message: e.to_string() })?;
        for name in names {
            self.env.get_template(&name).map_err(|e| RenderError::template(&e, None))?;
        }
        Ok(())
    }

    /// Renders one page to HTML with island placeholders ([`fill_islands`] puts their HTML in).
    pub fn render_page(&self, page: &Page) -> Result<String, RenderError> {
        self.render(page, None)
    }

    /// Renders one page to its finished HTML, its islands' server-rendered HTML taken from
    /// `rendered` (every island the islands pass placed, rendered in one batch since).
    pub fn render_page_filled(&self, page: &Page, rendered: &HashMap<String, String>) -> Result<String, RenderError> {
        self.render(page, Some(rendered))
    }

    fn render(&self, page: &Page, rendered: Option<&HashMap<String, String>>) -> Result<String, RenderError> {
        let route = page.route.as_str();
        let mut ctx = self.ctx(page);
        ctx.rendered = rendered;
        let mut view = PageView::new(&ctx, page, &self.shared)?;
        if let Some(other) = self.picked_not_found(page) {
            let html = self.render(other, rendered)?;
            view.language_pick = Some(view::LanguagePick {
                prefix: format!("/{}/", other.language.folder()),
                lang: other.language.tag(),
                title: other.title.clone(),
                body: body_of(&html).to_owned(),
            });
        }
        let fail = |e: minijinja::Error| RenderError::template(&e, Some(route));
        let tmpl = self.env.get_template("page.html").map_err(fail)?;
        let translated = self.translated.iter().find(|(l, _)| *l == page.language).map(|(_, v)| v.clone());
        let html = match (self.own_form_anchor(page), translated) {
            // The header's action leads to this very page (the quote page): it goes to the form on
            // it instead of reloading the page at its top.
            (Some(anchor), _) => {
                let mut site = site_view(self.site, ctx.settings, &self.photos);
                site.header_action.href = format!("#{anchor}").into();
                tmpl.render(context! { page => to_value(&view), site => to_value(&site) }).map_err(fail)
            }
            (None, Some(site)) => tmpl.render(context! { page => to_value(&view), site => site }).map_err(fail),
            (None, None) => tmpl.render(context! { page => to_value(&view) }).map_err(fail),
        }?;
        // Typed text and built-in words alike: the pass works on what the page says, after the
        // templates put it together (a word, a value and a unit meet only there).
        Ok(match page.language {
            sitegen_content::wording::Language::FrCa => typography::french_html(&html),
            sitegen_content::wording::Language::EnCa => html,
        })
    }

    /// The second language's not-found page, when `page` is the first language's on a host that
    /// serves one `404.html` at every missing address: the one file carries both.
    fn picked_not_found(&self, page: &Page) -> Option<&'s Page> {
        if page.route.as_str() != sitegen_content::Route::NOT_FOUND || !language_pick(self.site) {
            return None;
        }
        let t = self.site.translations.first()?;
        let route = format!("/{}{}", t.settings.language.folder(), sitegen_content::Route::NOT_FOUND);
        self.site.pages.iter().find(|p| p.route.as_str() == route)
    }

    /// What the views of `page` are made from: the settings and data of its language.
    fn ctx<'p>(&'p self, page: &'p Page) -> view::sections::Ctx<'p> {
        view::sections::Ctx {
            site: self.site,
            settings: self.site.settings_for(page.language),
            data: self.site.data_for(page.language),
            route: page.route.as_str(),
            registry: &self.islands,
            rendered: None,
            photos: &self.photos,
            first_screen: std::cell::Cell::new(false),
            quote_page: self.shared.quote_page(page.language),
            form_anchor: std::cell::Cell::new(None),
        }
    }

    /// The anchor of the page's quote form when the header's action links to this page itself.
    fn own_form_anchor<'p>(&self, page: &'p Page) -> Option<&'p str> {
        let action = &self.site.settings_for(page.language).header_action.href;
        if action.internal_path() != Some(page.route.as_str()) {
            return None;
        }
        page.sections.iter().find_map(|s| s.outline().form_anchor)
    }

    /// Places a page's islands (records their props) without rendering its HTML, so every island
    /// of the site is known, and server-rendered, before the first page is rendered.
    pub fn place_islands(&self, page: &Page) -> Result<(), RenderError> {
        view::Placed::new(&self.ctx(page), page).map(drop)
    }

    /// `site` in a second language, for a site file of that language (its web manifest).
    pub fn site_in(&self, language: sitegen_content::wording::Language) -> Option<Value> {
        self.translated.iter().find(|(l, _)| *l == language).map(|(_, v)| v.clone())
    }

    /// Renders a named template with its own context (redirect pages, site files).
    pub fn render_named(&self, name: &str, ctx: Value) -> Result<String, RenderError> {
        let fail = |e: minijinja::Error| RenderError::template(&e, None);
        self.env.get_template(name).map_err(fail)?.render(ctx).map_err(fail)
    }

    /// The photos: every picture the views built so far asked for.
    pub fn photos(&self) -> &Photos {
        &self.photos
    }

    /// The URL form of the host the site is built for.
    pub fn urls(&self) -> sitegen_content::Urls {
        self.site.settings.host.urls()
    }

    /// Every distinct island placed so far.
    pub fn islands(&self) -> Vec<IslandInstance> {
        self.islands.instances()
    }
}

/// Whether the first language's not-found page carries the other language's: a site in two
/// languages on a host with one `404.html` for every address (GitHub Pages, S3, generic), which
/// then also gets `language-pick.js`. Netlify reads a rule per language (`_redirects`), Cloudflare
/// Pages serves the nearest `404.html` up the folders.
pub fn language_pick(site: &Site) -> bool {
    !site.translations.is_empty() && !site.settings.host.reads_host_files()
}

/// What is between `<body ...>` and `</body>`.
fn body_of(html: &str) -> &str {
    let start = html.find("<body").and_then(|i| html[i..].find('>').map(|j| i + j + 1)).unwrap_or(0);
    let end = html.rfind("</body>").unwrap_or(html.len()).max(start);
    &html[start..end]
}

/// `site` for the templates in the language of `settings`: a second language's home is its folder
/// (`/fr/`), and the logo picture is planned when the logo is one.
fn site_view<'a>(site: &Site, settings: &'a sitegen_content::model::Settings, photos: &Photos) -> SiteView<'a> {
    let mut view = SiteView::new(settings);
    if settings.language != site.settings.language {
        view.home = site.settings.host.urls().page(&format!("/{}", settings.language.folder())).into_owned();
        view.manifest = format!("/{}/site.webmanifest", settings.language.folder());
    }
    if let sitegen_content::model::Logo::Photo { image, .. } = &settings.look.logo {
        view.brand.logo_picture =
            photos.picture(&image.src.value, &photos::LOGO).map(|p| photos::PictureView::new(p, image, false));
    }
    view
}

/// Any serializable view as a template value.
pub(crate) fn to_value<T: serde::Serialize>(data: &T) -> Value {
    Value::from(minijinja::value::Serde(data))
}
