//! `areas`: a list of neighbourhoods or towns we serve, by its name in data/areas.yaml.

use std::sync::Arc;

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Areas")]
pub struct RawAreas {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The name of a list of places in data/areas.yaml, like lakeview-neighbourhoods.
    pub list: Located<String>,
}

/// A named list of `data/areas.yaml`.
#[derive(Debug)]
pub struct Areas {
    pub id: Option<Located<Slug>>,
    pub title: Words,
    pub intro: Option<Words>,
    pub areas: Arc<Vec<String>>,
}

impl SectionType for Areas {
    type Raw = RawAreas;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Areas", "Areas section")];

    fn resolve(raw: RawAreas, r: &mut Resolver<'_>) -> Option<Areas> {
        let data = r.data;
        let areas = r.lookup(&data.areas, &raw.list, "area list")?;
        Some(Areas { id: raw.id, title: raw.title, intro: raw.intro, areas })
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Areas { id, title, intro, areas: _ } = self;
        p.id(id);
        p.text("title", title);
        p.opt("intro", intro);
    }
}
