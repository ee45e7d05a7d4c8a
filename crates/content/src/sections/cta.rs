//! `cta`: a call to action, a heading, a sentence and buttons.

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::raw::{Action, Tone};
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Cta {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading: what you ask the visitor to do.
    pub title: Words,
    /// A sentence under the heading. Optional.
    pub text: Option<Located<Words>>,
    /// The buttons.
    pub actions: Vec<Action>,
    /// The section's background: plain, muted (tinted) or dark.
    #[serde(default)]
    pub tone: Tone,
}

impl SectionType for Cta {
    type Raw = Cta;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Cta", "Call-to-action section")];

    fn resolve(mut raw: Cta, r: &mut Resolver<'_>) -> Option<Cta> {
        r.fill_promises(&mut raw.text);
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Cta { id, title, text, actions, tone: _ } = self;
        p.id(id);
        p.text("title", title);
        p.located("text", text);
        p.actions(actions);
        p.asks = true;
    }
}
