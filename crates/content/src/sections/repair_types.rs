//! `repair_types`: kinds of repair, each with the signs a customer notices.

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct RepairTypes {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The kinds of repair, in order.
    pub items: Vec<RepairType>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct RepairType {
    /// The kind of repair, like Ignition Problems.
    pub title: Words,
    /// A sentence about the repair.
    pub description: Words,
    /// Signs a customer notices, one per line.
    pub symptoms: Vec<Words>,
}

impl SectionType for RepairTypes {
    type Raw = RepairTypes;
    const HEADING: bool = false;
    const TITLES: Titles = &[("RepairTypes", "Repair types section"), ("RepairType", "Repair type")];

    fn resolve(raw: RepairTypes, _: &mut Resolver<'_>) -> Option<RepairTypes> {
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let RepairTypes { id, title, intro, items } = self;
        p.id(id);
        p.text("title", title);
        p.opt("intro", intro);
        for RepairType { title, description, symptoms } in items {
            p.text("title", title);
            p.text("description", description);
            p.all("symptoms", symptoms);
        }
    }
}
