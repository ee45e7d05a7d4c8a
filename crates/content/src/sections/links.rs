//! `links`: plain text links (related topics).

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::{Href, Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Links {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// The links, in order.
    pub items: Vec<LinkItem>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct LinkItem {
    /// The words of the link.
    pub text: Words,
    /// Where the link goes, like /lakeview/repairs.
    pub href: Href,
}

impl SectionType for Links {
    type Raw = Links;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Links", "Links section"), ("LinkItem", "Link")];

    fn resolve(raw: Links, _: &mut Resolver<'_>) -> Option<Links> {
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Links { id, title, items } = self;
        p.id(id);
        p.text("title", title);
        for LinkItem { text, href } in items {
            p.text("text", text);
            p.hrefs.push(href);
        }
    }
}
