//! `hero`: the top of a page, with the page's one `h1`, its lead text, buttons and badges, a box
//! and a photo beside the heading (the photo stands above the box when both are written; it is
//! also the page's picture on social media), and the proof row.

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::raw::{Action, Image};
use crate::{Located, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Hero {
    /// A short line above the heading, like 24/7 Emergency Service. Optional.
    pub eyebrow: Option<Words>,
    /// The page's main heading.
    pub title: Words,
    /// The sentence or two under the heading. {quote_response}, {emergency_dispatch},
    /// {availability} and {same_day_service} are site.yaml's promises.
    pub lead: Option<Located<Words>>,
    /// The buttons under the lead text.
    #[serde(default)]
    pub actions: Vec<Action>,
    /// Short selling points shown as badges, like Licensed & Insured.
    #[serde(default)]
    pub badges: Vec<Words>,
    /// A box beside the heading with a short list, like why to choose us. Optional.
    pub aside: Option<HeroAside>,
    /// A photo beside the heading (above it on phones, cropped wider there); with aside, it stands above the box. It is also the page's picture when shared on social media. Optional.
    pub image: Option<Image>,
    /// true shows the proof row under the buttons: the rating computed from data/testimonials.yaml and the trust points of site.yaml. Optional.
    #[serde(default)]
    pub proof: bool,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct HeroAside {
    /// The heading of the box.
    pub title: Words,
    /// The lines of the box, one per line.
    pub items: Vec<Words>,
    /// A button at the bottom of the box. Optional.
    pub action: Option<Action>,
    /// true shows the box only where it stands beside the heading (960 px and wider): phones skip it, and the hero's photo above it too (phones do not download it), so what follows the hero (on /quote, the form) comes sooner.
    #[serde(default)]
    pub wide_only: bool,
}

impl SectionType for Hero {
    type Raw = Hero;
    const HEADING: bool = true;
    const TITLES: Titles = &[("Hero", "Hero section"), ("HeroAside", "Box beside the hero")];

    fn resolve(mut raw: Hero, r: &mut Resolver<'_>) -> Option<Hero> {
        r.fill_promises(&mut raw.lead);
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Hero { eyebrow, title, lead, actions, badges, aside, image, proof: _ } = self;
        p.opt("eyebrow", eyebrow);
        p.text("title", title);
        p.located("lead", lead);
        p.all("badges", badges);
        p.actions(actions);
        if let Some(HeroAside { title, items, action, wide_only: _ }) = aside {
            p.text("title", title);
            p.all("items", items);
            p.actions(action);
        }
        p.photos.extend(image);
        p.social_photo = image.as_ref();
    }
}
