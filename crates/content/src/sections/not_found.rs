//! `not_found`: the message of the page-not-found page, which holds that page's `h1`.

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::Words;
use crate::raw::Action;

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct NotFound {
    /// The big text at the top, like 404.
    pub code: Words,
    /// The message under it, like Page not found.
    pub title: Words,
    /// The button that takes the visitor somewhere useful.
    pub action: Action,
}

impl SectionType for NotFound {
    type Raw = NotFound;
    const HEADING: bool = true;
    const TITLES: Titles = &[("NotFound", "Not-found section")];

    fn resolve(raw: NotFound, _: &mut Resolver<'_>) -> Option<NotFound> {
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let NotFound { code, title, action } = self;
        p.text("code", code);
        p.text("title", title);
        p.actions([action]);
    }
}
