//! `options`: boiler or heating options side by side, each with its features.

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The options, in order.
    pub items: Vec<OptionItem>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct OptionItem {
    /// The option's name, like Standard or Premium package.
    pub title: Words,
    /// A sentence about the option.
    pub description: Words,
    /// The option's features, one per line.
    pub features: Vec<Words>,
}

impl SectionType for Options {
    type Raw = Options;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Options", "Options section"), ("OptionItem", "Option")];

    fn resolve(raw: Options, _: &mut Resolver<'_>) -> Option<Options> {
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Options { id, title, intro, items } = self;
        p.id(id);
        p.text("title", title);
        p.opt("intro", intro);
        for OptionItem { title, description, features } in items {
            p.text("title", title);
            p.text("description", description);
            p.all("features", features);
        }
    }
}
