//! `faq`: questions and answers that open one at a time (also the page's FAQ structured data).

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Faq {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// The questions and their answers, in order.
    pub items: Vec<Question>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Question {
    /// The question, as a customer would ask it.
    pub question: Words,
    /// The answer shown when the question is opened.
    pub answer: Words,
}

impl SectionType for Faq {
    type Raw = Faq;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Faq", "Questions section"), ("Question", "Question")];

    fn resolve(raw: Faq, _: &mut Resolver<'_>) -> Option<Faq> {
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Faq { id, title, items } = self;
        p.id(id);
        p.text("title", title);
        for Question { question, answer } in items {
            p.text("question", question);
            p.text("answer", answer);
        }
    }
}
