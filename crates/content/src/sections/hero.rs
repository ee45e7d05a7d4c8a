//! `hero`: the top of a page, with the page's one `h1`, its lead text, buttons and badges, and a
//! box or a photo beside the heading, not both (the photo is also the page's picture on social
//! media).

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::raw::{Action, Image};
use crate::{Diagnostic, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Hero {
    /// A short line above the heading, like 24/7 Emergency Service. Optional.
    pub eyebrow: Option<Words>,
    /// The page's main heading.
    pub title: Words,
    /// The sentence or two under the heading.
    pub lead: Option<Words>,
    /// The buttons under the lead text.
    #[serde(default)]
    pub actions: Vec<Action>,
    /// Short selling points shown as badges, like Licensed & Insured.
    #[serde(default)]
    pub badges: Vec<Words>,
    /// A box beside the heading with a short list, like why to choose us. Optional.
    pub aside: Option<HeroAside>,
    /// A photo beside the heading (not together with aside); it is also the page's picture when shared on social media. Optional.
    pub image: Option<Image>,
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
}

impl SectionType for Hero {
    type Raw = Hero;
    const HEADING: bool = true;
    const TITLES: Titles = &[("Hero", "Hero section"), ("HeroAside", "Box beside the hero")];

    fn resolve(raw: Hero, r: &mut Resolver<'_>) -> Option<Hero> {
        if let (Some(image), Some(_)) = (&raw.image, &raw.aside) {
            let message =
                "a hero shows a photo or a box beside its heading, not both (expected to remove image or aside)";
            r.diags.push(Diagnostic::new(r.file, image.src.pos, message));
            return None;
        }
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Hero { eyebrow, title, lead, actions, badges, aside, image } = self;
        p.opt("eyebrow", eyebrow);
        p.text("title", title);
        p.opt("lead", lead);
        p.all("badges", badges);
        p.actions(actions);
        if let Some(HeroAside { title, items, action }) = aside {
            p.text("title", title);
            p.all("items", items);
            p.actions(action);
        }
        p.photos.extend(image);
        p.social_photo = image.as_ref();
    }
}
