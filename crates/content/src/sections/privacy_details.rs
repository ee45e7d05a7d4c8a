//! `privacy_details`: the privacy policy's facts, generated from site.yaml (where leads go,
//! analytics) and the quote form itself, so the policy cannot say something the site does not do.

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::{Located, Slug};

/// The privacy policy's facts, generated from `site.yaml` (where leads go, analytics) and the quote
/// form itself, so the policy cannot say something the site does not do.
#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct PrivacyDetails {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
}

impl SectionType for PrivacyDetails {
    type Raw = PrivacyDetails;
    const HEADING: bool = false;
    const TITLES: Titles = &[("PrivacyDetails", "Privacy details section")];

    fn resolve(raw: PrivacyDetails, _: &mut Resolver<'_>) -> Option<PrivacyDetails> {
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let PrivacyDetails { id } = self;
        p.id(id);
    }
}
