//! `text`: paragraphs and bullet points, with an optional heading and button.

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::raw::{Action, Tone};
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Text {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section. Optional.
    pub title: Option<Words>,
    /// The paragraphs, in order.
    #[serde(default)]
    pub paragraphs: Vec<Words>,
    /// Bullet points under the paragraphs. Optional.
    #[serde(default)]
    pub bullets: Vec<Words>,
    /// A button at the end. Optional.
    pub action: Option<Action>,
    /// The section's background: plain, muted (tinted) or dark.
    #[serde(default)]
    pub tone: Tone,
}

impl SectionType for Text {
    type Raw = Text;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Text", "Text section")];

    fn resolve(raw: Text, _: &mut Resolver<'_>) -> Option<Text> {
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Text { id, title, paragraphs, bullets, action, tone: _ } = self;
        p.id(id);
        p.opt("title", title);
        p.all("paragraphs", paragraphs);
        p.all("bullets", bullets);
        p.actions(action);
    }
}
