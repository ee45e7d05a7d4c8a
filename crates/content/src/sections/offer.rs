//! `offer`: the limited-time offer written in site.yaml (the template reads it from `site`).

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::{Located, Slug};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct OfferSection {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
}

impl SectionType for OfferSection {
    type Raw = OfferSection;
    const HEADING: bool = false;
    const TITLES: Titles = &[("OfferSection", "Offer section")];

    fn resolve(raw: OfferSection, _: &mut Resolver<'_>) -> Option<OfferSection> {
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let OfferSection { id } = self;
        p.id(id);
        p.asks = true;
    }
}
