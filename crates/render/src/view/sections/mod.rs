//! `s` in `templates/sections/<type>.html`: one view per section type, tagged with `type` (which is
//! also the template's name). Sections with interactive parts carry their placed island.
//!
//! Each section type has a module here, named as its module in the content crate
//! (`sitegen_content::sections`), that implements [`ToView`] for the type's model: the view is
//! what the template reads, borrowed from the model, with links in the host's URL form, photos
//! planned in their slot and islands placed. [`SectionView`] and its dispatch are generated from
//! the content crate's list of types ([`sitegen_content::section_types`]), so a type without a
//! view does not compile.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt::Debug;

use serde::Serialize;
use sitegen_content::model::{Section, Site};
use sitegen_content::{Located, Slug, Urls, Words, raw};

use crate::RenderError;
use crate::islands::props::Island;
use crate::islands::{IslandRegistry, place};
use crate::photos::{self, Photos, PictureView, SocialImage};
use crate::view::ActionView;
use sitegen_images::Slot;

#[cfg(test)]
mod tests;

/// What building a view needs besides the model: where islands are recorded.
pub struct Ctx<'a> {
    pub(crate) site: &'a Site,
    /// The settings and data files of the page's language.
    pub(crate) settings: &'a sitegen_content::model::Settings,
    pub(crate) data: &'a sitegen_content::model::Data,
    pub(crate) route: &'a str,
    pub(crate) registry: &'a IslandRegistry,
    /// The islands' server-rendered HTML by key, once the batch render is done: placed islands then
    /// hold their HTML at once instead of a placeholder to fill in a second pass over the page.
    pub(crate) rendered: Option<&'a HashMap<String, String>>,
    pub(crate) photos: &'a Photos,
    /// The section being viewed is the first screen's under a hero without a photo: its first
    /// photos are the largest paint and load at once (set by the page's view, section by section).
    pub(crate) first_screen: std::cell::Cell<bool>,
    /// Where "Free quote" leads from pages without a form of their own, in the page's language.
    pub(crate) quote_page: &'a str,
    /// The anchor of the page's own quote form, when it has one (set by the page's view before
    /// its sections are viewed).
    pub(crate) form_anchor: std::cell::Cell<Option<&'a str>>,
}

impl<'a> Ctx<'a> {
    /// The URL form of the host the site is built for.
    pub(crate) fn urls(&self) -> Urls {
        self.settings.host.urls()
    }

    /// Where "Free quote" leads from this page: to its own form when it has one (no page load),
    /// else to the form `header_action` leads to. The call bar and the city search say the same.
    pub(crate) fn quote_link(&self) -> Cow<'a, str> {
        match self.form_anchor.get() {
            Some(id) => format!("#{id}").into(),
            None => self.quote_page.into(),
        }
    }

    /// Places an island: its wrapper markup, with a placeholder for the server-rendered HTML.
    pub(crate) fn place(&self, island: &Island<'_>) -> Result<String, RenderError> {
        place(self.registry, island, self.rendered, self.settings.language)
            .map_err(|e| RenderError::Props { route: self.route.to_owned(), message: e })
    }

    /// A photo in a slot: its `<picture>` candidates (planned, encoded later by the pipeline).
    /// `lead` marks the page's largest photo above the fold.
    pub(crate) fn picture(&self, image: &raw::Image, slot: &Slot, lead: bool) -> Result<PictureView, RenderError> {
        self.photos
            .picture(&image.src.value, slot)
            .map(|p| PictureView::new(p, image, lead))
            .ok_or_else(|| self.unread(image))
    }

    /// The absolute URL of a photo's social card.
    pub(crate) fn social(&self, image: &raw::Image) -> Result<SocialImage, RenderError> {
        let p = self.photos.picture(&image.src.value, &photos::SOCIAL).ok_or_else(|| self.unread(image))?;
        Ok(SocialImage {
            url: format!("{}{}", self.settings.base_url.as_str(), p.src),
            width: p.width,
            height: p.height,
            alt: image.alt_text().to_owned(),
            mime: p.fallback.mime,
        })
    }

    fn unread(&self, image: &raw::Image) -> RenderError {
        RenderError::Props {
            route: self.route.to_owned(),
            message: format!("photo `{}` was not read before rendering", image.src.value),
        }
    }
}

/// A section type's view: what its template reads as `s`.
pub trait ToView {
    type View<'a>: Serialize + Debug
    where
        Self: 'a;
    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<Self::View<'a>, RenderError>;
}

/// The anchor, title and intro most sections share (`m.heading(s)` in the templates), flattened
/// into the section's view.
#[derive(Debug, Default, Serialize)]
pub struct Heading<'a> {
    pub id: Option<&'a str>,
    pub title: Option<&'a str>,
    pub intro: Option<&'a str>,
}

impl<'a> Heading<'a> {
    /// An anchor and a title, with an intro when the section has one.
    pub fn new(id: &'a Option<Located<Slug>>, title: &'a str, intro: Option<&'a Words>) -> Self {
        Heading { id: id.as_ref().map(|id| id.as_str()), title: Some(title), intro: intro.map(Words::as_str) }
    }

    /// Only an anchor (sections whose heading comes from elsewhere).
    pub fn anchor(id: &'a Option<Located<Slug>>) -> Self {
        Heading { id: id.as_ref().map(|id| id.as_str()), ..Heading::default() }
    }
}

/// A heading over a list of items (questions, options, figures, links, pictures...).
#[derive(Debug, Serialize)]
pub struct Listing<'a, T> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub items: Vec<T>,
}

/// An item's heading and the sentence under it (a step; with a list, an option or a repair).
#[derive(Debug, Serialize)]
pub struct TitleText<'a> {
    pub title: &'a str,
    pub description: &'a str,
}

impl<'a> TitleText<'a> {
    pub fn new(title: &'a Words, description: &'a Words) -> Self {
        TitleText { title, description }
    }
}

/// A sentence and buttons (a call to action, a banner).
#[derive(Debug, Serialize)]
pub struct Pitch<'a> {
    pub text: Option<&'a str>,
    pub actions: Vec<ActionView<'a>>,
}

impl<'a> Pitch<'a> {
    pub fn new(text: &'a Option<Located<Words>>, actions: &'a [raw::Action], ctx: &Ctx<'a>) -> Self {
        Pitch { text: text.as_ref().map(|t| t.value.as_str()), actions: crate::view::actions(actions, ctx.urls()) }
    }
}

/// A section whose body is an island (its heading, if any, comes from the template).
#[derive(Debug, Serialize)]
pub struct IslandView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub island: String,
}

/// Collects a fallible view of each item (photos that must have been read).
fn each<'a, T: 'a, V>(
    items: impl IntoIterator<Item = &'a T>,
    f: impl FnMut(&'a T) -> Result<V, RenderError>,
) -> Result<Vec<V>, RenderError> {
    items.into_iter().map(f).collect()
}

macro_rules! views {
    ($($(#[$doc:meta])* $variant:ident($module:ident::$ty:ident) = $name:literal,)*) => {
        $(mod $module;)*

        #[derive(Debug, Serialize)]
        #[serde(tag = "type")]
        pub enum SectionView<'a> {
            $(#[serde(rename = $name)] $variant(<sitegen_content::sections::$module::$ty as ToView>::View<'a>),)*
        }

        impl<'a> SectionView<'a> {
            pub(crate) fn new(ctx: &Ctx<'a>, section: &'a Section) -> Result<SectionView<'a>, RenderError> {
                Ok(match section {
                    $(Section::$variant(s) => SectionView::$variant(s.view(ctx)?),)*
                })
            }
        }
    };
}

sitegen_content::section_types!(views);
