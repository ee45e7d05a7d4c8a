//! `cards`: a grid of cards (services, benefits, reasons), each with an optional icon, link and
//! bullet points.

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::raw::{Action, Icon, Tone};
use crate::{Href, Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Cards {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section. Optional.
    pub title: Option<Words>,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The cards, in order.
    pub items: Vec<Card>,
    /// A button under the cards. Optional.
    pub action: Option<Action>,
    /// The section's background: plain, muted (tinted) or dark.
    #[serde(default)]
    pub tone: Tone,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Card {
    /// The card's heading.
    pub title: Words,
    /// The card's text.
    pub description: Words,
    /// A picture at the top of the card, by name, like flame or wrench. Optional.
    pub icon: Option<Icon>,
    /// Where the card's link goes, like /repairs. Optional.
    pub href: Option<Href>,
    /// The words of the card's link. Left out: Learn More.
    pub link_text: Option<Words>,
    /// Short points listed on the card. Optional.
    #[serde(default)]
    pub bullets: Vec<Words>,
    /// true when the points are dangers (a leak, an alarm): each gets a
    /// warning mark instead of a check mark, which reads as "all good". Optional.
    #[serde(default)]
    pub danger: bool,
}

impl SectionType for Cards {
    type Raw = Cards;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Cards", "Cards section"), ("Card", "Card")];

    fn resolve(raw: Cards, _: &mut Resolver<'_>) -> Option<Cards> {
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Cards { id, title, intro, items, action, tone: _ } = self;
        p.id(id);
        p.opt("title", title);
        p.opt("intro", intro);
        for Card { title, description, icon: _, href, link_text, bullets, danger: _ } in items {
            p.text("title", title);
            p.text("description", description);
            p.opt("link_text", link_text);
            p.all("bullets", bullets);
            p.hrefs.extend(href);
        }
        p.actions(action);
    }
}
