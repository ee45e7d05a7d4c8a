//! `plans`: maintenance plans as cards with prices, side by side. A page names the plans; each is
//! written once in data/plans.yaml (and linted there).

use std::sync::Arc;

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::raw::{Action, Plan};
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Plans")]
pub struct RawPlans {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The plans to show as cards side by side, by their names in data/plans.yaml, like [basic, complete].
    pub show: Vec<Located<String>>,
    /// A link under the plans, like one to commercial plans. Optional.
    pub note: Option<Action>,
}

/// The plans a page shows, in its order, from `data/plans.yaml`.
#[derive(Debug)]
pub struct Plans {
    pub id: Option<Located<Slug>>,
    pub title: Words,
    pub intro: Option<Words>,
    pub items: Vec<Arc<Plan>>,
    pub note: Option<Action>,
}

impl SectionType for Plans {
    type Raw = RawPlans;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Plans", "Plans section")];

    fn resolve(raw: RawPlans, r: &mut Resolver<'_>) -> Option<Plans> {
        let data = r.data;
        let items: Vec<_> = raw.show.iter().map(|name| r.lookup(&data.plans, name, "plan")).collect();
        Some(Plans {
            id: raw.id,
            title: raw.title,
            intro: raw.intro,
            items: items.into_iter().collect::<Option<_>>()?,
            note: raw.note,
        })
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Plans { id, title, intro, items, note } = self;
        p.id(id);
        // The plans themselves are written (and linted) in data/plans.yaml.
        p.text("title", title);
        p.opt("intro", intro);
        p.shared_actions(items.iter().map(|i| &i.action));
        p.actions(note);
    }
}
