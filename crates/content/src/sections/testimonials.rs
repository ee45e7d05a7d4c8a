//! `testimonials`: what customers said, from data/testimonials.yaml (the featured ones, or all).

use std::sync::Arc;

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::raw::{Action, Testimonial};
use crate::{Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Testimonials")]
pub struct RawTestimonials {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// Which testimonials: featured (those marked featured: true, as on the home and city pages) or all.
    #[serde(default)]
    pub show: TestimonialChoice,
    /// A button under the testimonials. Optional.
    pub action: Option<Action>,
}

/// Which testimonials a section shows.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode,
)]
#[serde(rename_all = "lowercase")]
pub enum TestimonialChoice {
    /// Every testimonial, in the order of data/testimonials.yaml.
    #[default]
    All,
    /// Only those marked `featured: true`.
    Featured,
}

/// The testimonials a page shows (the featured ones, or all).
#[derive(Debug)]
pub struct Testimonials {
    pub id: Option<Slug>,
    pub title: Words,
    pub intro: Option<Words>,
    pub items: Vec<Arc<Testimonial>>,
    pub action: Option<Action>,
}

impl SectionType for Testimonials {
    type Raw = RawTestimonials;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Testimonials", "Testimonials section")];

    fn resolve(raw: RawTestimonials, r: &mut Resolver<'_>) -> Option<Testimonials> {
        let featured_only = raw.show == TestimonialChoice::Featured;
        let items: Vec<_> = r.data.testimonials.iter().filter(|t| !featured_only || t.featured).cloned().collect();
        if items.is_empty() {
            r.problem(if featured_only {
                "page shows featured testimonials but none in content/data/testimonials.yaml is marked \
                 `featured: true`; add that line to the ones this page should show"
            } else {
                "page shows testimonials but content/data/testimonials.yaml has none"
            });
            return None;
        }
        Some(Testimonials { id: raw.id, title: raw.title, intro: raw.intro, items, action: raw.action })
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Testimonials { id, title, intro, items: _, action } = self;
        p.id(id);
        p.text("title", title);
        p.opt("intro", intro);
        p.actions(action);
    }
}
