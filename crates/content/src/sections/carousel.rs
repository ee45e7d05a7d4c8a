//! `carousel`: articles from data/resources.yaml that slide past, at site.yaml's carousel speed.

use std::sync::Arc;

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::raw::Resource;
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Carousel")]
pub struct RawCarousel {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// The name of a set of articles in data/resources.yaml.
    pub resources: Located<String>,
}

#[derive(Debug)]
pub struct Carousel {
    pub id: Option<Located<Slug>>,
    pub title: Words,
    pub items: Arc<Vec<Resource>>,
    pub interval_ms: u32,
}

impl SectionType for Carousel {
    type Raw = RawCarousel;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Carousel", "Carousel section")];

    fn resolve(raw: RawCarousel, r: &mut Resolver<'_>) -> Option<Carousel> {
        let data = r.data;
        let items = r.lookup(&data.resources, &raw.resources, "resource set")?;
        Some(Carousel { id: raw.id, title: raw.title, items, interval_ms: r.settings.timings.carousel_ms })
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Carousel { id, title, items: _, interval_ms: _ } = self;
        p.id(id);
        p.text("title", title);
    }
}
