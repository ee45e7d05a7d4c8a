//! `guarantees`: the guarantees written in site.yaml, under the page's heading.

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Guarantees {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
}

impl SectionType for Guarantees {
    type Raw = Guarantees;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Guarantees", "Guarantees section")];

    fn resolve(raw: Guarantees, _: &mut Resolver<'_>) -> Option<Guarantees> {
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Guarantees { id, title, intro } = self;
        p.id(id);
        p.text("title", title);
        p.opt("intro", intro);
    }
}
