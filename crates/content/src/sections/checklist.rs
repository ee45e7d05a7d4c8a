//! `checklist`: groups of things to check, each with a heading.

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Checklist {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The checklist's groups, each with a heading and its items.
    pub groups: Vec<ChecklistGroup>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct ChecklistGroup {
    /// The group's heading.
    pub title: Words,
    /// The things to check, one per line.
    pub items: Vec<Words>,
}

impl SectionType for Checklist {
    type Raw = Checklist;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Checklist", "Checklist section"), ("ChecklistGroup", "Checklist group")];

    fn resolve(raw: Checklist, _: &mut Resolver<'_>) -> Option<Checklist> {
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Checklist { id, title, intro, groups } = self;
        p.id(id);
        p.text("title", title);
        p.opt("intro", intro);
        for ChecklistGroup { title, items } in groups {
            p.text("title", title);
            p.all("items", items);
        }
    }
}
