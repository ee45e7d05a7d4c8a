//! `gallery`: a grid of pictures with captions (team, vans, finished installs).

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::raw::Image;
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Gallery {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The pictures, in order.
    pub items: Vec<Picture>,
}

/// One photo of a gallery, with an optional caption.
#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Picture {
    /// The photo file and what it shows.
    pub image: Image,
    /// Text shown under the picture. Optional.
    pub caption: Option<Words>,
}

impl SectionType for Gallery {
    type Raw = Gallery;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Gallery", "Gallery section"), ("Picture", "Picture")];

    fn resolve(raw: Gallery, _: &mut Resolver<'_>) -> Option<Gallery> {
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Gallery { id, title, intro, items } = self;
        p.id(id);
        p.text("title", title);
        p.opt("intro", intro);
        for Picture { image, caption } in items {
            p.text("alt", image.alt_text());
            p.opt("caption", caption);
            p.photos.push(image);
        }
    }
}
