//! `financing`: a band with the financing terms written once in site.yaml (`financing:`). The
//! monthly figure and the apply button are shown only when site.yaml writes them, and the band
//! shows nothing at all when site.yaml has no `financing:` (a site without financing can keep the
//! section in a shared page layout).

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::raw::Link;
use crate::{Located, Price, Slug, Words};

/// site.yaml's `financing:`: paying for a new system over time.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SiteFinancing {
    /// What financing offers, in a sentence, like Spread the cost of the work over monthly payments, on approved credit.
    pub text: Words,
    /// The lowest monthly payment with its dollar sign, like $89, shown as From $89 per month. Leave it out until the lender's figure is final: the band then shows no figure.
    pub from_monthly: Option<Price>,
    /// The fine print: the term, the rate and who approves, like 120 months at 7.99% APR, on approved credit. Optional.
    pub terms: Option<Words>,
    /// The button to apply, like { label: Apply for Financing, href: https://lender.example.com/apply }. Left out: no button.
    pub apply: Option<Link>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Financing {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the band, like Financing your project.
    pub title: Words,
}

impl SectionType for Financing {
    type Raw = Financing;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Financing", "Financing section"), ("SiteFinancing", "Financing")];

    fn resolve(raw: Financing, _: &mut Resolver<'_>) -> Option<Financing> {
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        // The terms, the figure and the apply link are written (and checked) in site.yaml.
        let Financing { id, title } = self;
        p.id(id);
        p.text("title", title);
    }
}
