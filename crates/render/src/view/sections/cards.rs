//! The view of a grid of cards: each card's icon by name and its link in the host's URL form.

use std::borrow::Cow;

use serde::Serialize;
use sitegen_content::Words;
use sitegen_content::raw::Icon;
use sitegen_content::sections::cards::Cards;

use super::{Ctx, Heading, Listing, ToView};
use crate::RenderError;
use crate::view::{ActionView, tone};

impl ToView for Cards {
    type View<'a> = CardsView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<CardsView<'a>, RenderError> {
        let urls = ctx.urls();
        let id = self.id.as_ref().map(|s| s.as_str());
        Ok(CardsView {
            cards: Listing {
                heading: Heading { id, title: self.title.as_deref(), intro: self.intro.as_deref() },
                items: self
                .items
                .iter()
                .map(|i| CardView {
                    title: &i.title,
                    description: &i.description,
                    icon: i.icon.map(Icon::name),
                    href: i.href.as_ref().map(|h| urls.link(h.as_str())),
                    link_text: i.link_text.as_deref(),
                    bullets: &i.bullets,
                    danger: i.danger,
                })
                .collect(),
            },
            action: self.action.as_ref().map(|a| ActionView::new(a, urls)),
            tone: tone(self.tone),
        })
    }
}

#[derive(Debug, Serialize)]
pub struct CardsView<'a> {
    #[serde(flatten)]
    pub cards: Listing<'a, CardView<'a>>,
    pub action: Option<ActionView<'a>>,
    pub tone: &'static str,
}

#[derive(Debug, Serialize)]
pub struct CardView<'a> {
    pub title: &'a str,
    pub description: &'a str,
    pub icon: Option<&'static str>,
    pub href: Option<Cow<'a, str>>,
    pub link_text: Option<&'a str>,
    pub bullets: &'a [Words],
    /// The points are dangers: warning marks, not check marks.
    pub danger: bool,
}

