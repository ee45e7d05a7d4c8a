//! `case_studies`: jobs we did, each with the customer's problem, what we did, the result and an
//! optional photo.

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::raw::Image;
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct CaseStudies {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// The case studies, in order.
    pub items: Vec<CaseStudy>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct CaseStudy {
    /// The case study's heading, like Downtown Office Tower Retrofit.
    pub title: Words,
    /// Where the job was, like Lakeview, NS.
    pub location: Words,
    /// The customer's problem.
    pub challenge: Words,
    /// What we did.
    pub solution: Words,
    /// What changed for the customer, with figures if there are any.
    pub results: Words,
    /// A photo of the job, shown at the top of the case study. Optional.
    pub image: Option<Image>,
}

impl SectionType for CaseStudies {
    type Raw = CaseStudies;
    const HEADING: bool = false;
    const TITLES: Titles = &[("CaseStudies", "Case studies section"), ("CaseStudy", "Case study")];

    fn resolve(raw: CaseStudies, _: &mut Resolver<'_>) -> Option<CaseStudies> {
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let CaseStudies { id, title, items } = self;
        p.id(id);
        p.text("title", title);
        for CaseStudy { title, location, challenge, solution, results, image } in items {
            p.text("title", title);
            p.text("location", location);
            p.text("challenge", challenge);
            p.text("solution", solution);
            p.text("results", results);
            p.photos.extend(image);
        }
    }
}
