//! `steps`: numbered process steps, optionally continuing an earlier list.

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Steps {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The number of the first step, when the steps continue an earlier list. Left out: 1.
    #[serde(default = "one")]
    pub start: u32,
    /// The steps, in order.
    pub items: Vec<Step>,
}

fn one() -> u32 {
    1
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The step's heading.
    pub title: Words,
    /// What happens in this step.
    pub description: Words,
}

impl SectionType for Steps {
    type Raw = Steps;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Steps", "Steps section"), ("Step", "Step")];

    fn resolve(raw: Steps, _: &mut Resolver<'_>) -> Option<Steps> {
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Steps { id, title, intro, start: _, items } = self;
        p.id(id);
        p.text("title", title);
        p.opt("intro", intro);
        for Step { title, description } in items {
            p.text("title", title);
            p.text("description", description);
        }
    }
}
