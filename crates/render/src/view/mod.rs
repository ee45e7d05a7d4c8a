//! Typed views: what templates receive, made from the resolved model. Templates never see raw YAML
//! and never look anything up by name: every reference is already the data it names, every default
//! is filled, every island is placed. Views borrow from the model, so making one copies no text.
//!
//! - [`SiteView`]: site-wide facts (`site` in every template), made once per build.
//! - [`PageView`]: one page (`page`), with its [`SectionView`]s, breadcrumbs and structured data.

mod page;
mod privacy;
pub(crate) mod proof;
pub(crate) mod sections;
mod site;

use std::borrow::Cow;

use serde::Serialize;
use sitegen_content::{Urls, raw};

pub use page::{Crumb, LanguagePick, PageView, RouteTitles};
pub(crate) use page::{Placed, Shared};
pub use sections::SectionView;
pub use site::{SiteView, destination};

/// Hashed asset paths from the islands build, for `<link>` and `<script>` tags.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Assets {
    pub css: String,
    pub client: String,
    pub preload: Vec<String>,
}

/// A link with a visible label, its address in the host's URL form.
#[derive(Debug, Serialize)]
pub struct LinkView<'a> {
    pub label: &'a str,
    pub href: Cow<'a, str>,
}

impl<'a> LinkView<'a> {
    pub fn new(l: &'a raw::Link, urls: Urls) -> Self {
        LinkView { label: &l.label, href: urls.link(l.href.as_str()) }
    }
}

/// A button or link: `href`, or the business phone when `call` is set.
#[derive(Debug, Serialize)]
pub struct ActionView<'a> {
    pub label: &'a str,
    pub href: Option<Cow<'a, str>>,
    pub call: bool,
    pub style: &'static str,
}

impl<'a> ActionView<'a> {
    pub fn new(a: &'a raw::Action, urls: Urls) -> Self {
        let style = match a.style {
            raw::ActionStyle::Primary => "primary",
            raw::ActionStyle::Secondary => "secondary",
            raw::ActionStyle::Emergency => "emergency",
        };
        ActionView { label: &a.label, href: a.href.as_ref().map(|h| urls.link(h.as_str())), call: a.call, style }
    }
}

pub(crate) fn tone(t: raw::Tone) -> &'static str {
    match t {
        raw::Tone::Plain => "plain",
        raw::Tone::Muted => "muted",
        raw::Tone::Dark => "dark",
    }
}

pub(crate) fn links(items: &[raw::Link], urls: Urls) -> Vec<LinkView<'_>> {
    items.iter().map(|l| LinkView::new(l, urls)).collect()
}

pub(crate) fn actions(items: &[raw::Action], urls: Urls) -> Vec<ActionView<'_>> {
    items.iter().map(|a| ActionView::new(a, urls)).collect()
}
