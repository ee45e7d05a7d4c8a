//! `testimonials`: what customers said, from data/testimonials.yaml (the featured ones, all, or
//! those of one city, filled up under a title that says so when the city has too few).

use std::sync::Arc;

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::raw::{Action, Testimonial};
use crate::{Diagnostic, Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Testimonials")]
pub struct RawTestimonials {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// Which testimonials: featured (those marked featured: true, as on the home and city pages) or all.
    #[serde(default)]
    pub show: TestimonialChoice,
    /// Only the testimonials of this city (their `city:` in data/testimonials.yaml), like lakeview, for a section about that city. Optional.
    pub city: Option<Located<Slug>>,
    /// With `city`: the title used when the city has fewer than three testimonials; the section then adds others (those not featured first, as the home page shows the featured ones) up to three, so this title must say so, like What Customers Across the Region Say. Left out: only the city's testimonials are shown, however few.
    pub title_when_few: Option<Words>,
    /// A button under the testimonials. Optional.
    pub action: Option<Action>,
}

/// How many testimonials a city's section shows at least when `title_when_few` lets it add others.
const TESTIMONIALS_WANTED: usize = 3;

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
    pub id: Option<Located<Slug>>,
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
        let data = r.data;
        let mut title = raw.title;
        let items: Vec<_> = match &raw.city {
            None => data.testimonials.iter().filter(|t| !featured_only || t.featured).cloned().collect(),
            Some(city) => {
                if !data.cities.iter().any(|c| c.slug == city.value) {
                    let slugs: Vec<&str> = data.cities.iter().map(|c| c.slug.as_str()).collect();
                    let name = Located::new(city.value.to_string(), city.pos);
                    r.diags.push(crate::resolve::unknown(r.file, &name, "testimonials city", &slugs));
                    return None;
                }
                let (mut items, others): (Vec<_>, Vec<_>) = data
                    .testimonials
                    .iter()
                    .cloned()
                    .partition(|t| t.city.as_ref().map(|c| &c.value) == Some(&city.value));
                // Too few from the city: others fill up to three only under a title that says so.
                if items.len() < TESTIMONIALS_WANTED
                    && let Some(when_few) = raw.title_when_few
                {
                    // Those not featured first: the featured ones are already on the home page.
                    let (featured, rest): (Vec<_>, Vec<_>) = others.into_iter().partition(|t| t.featured);
                    let fill = TESTIMONIALS_WANTED - items.len();
                    items.extend(rest.into_iter().chain(featured).take(fill));
                    title = when_few;
                }
                items
            }
        };
        if items.is_empty() {
            match &raw.city {
                Some(city) => r.diags.push(Diagnostic::new(
                    r.file,
                    city.pos,
                    format!(
                        "no review in content/data/testimonials.yaml has `city: {slug}`, so this section would be empty: \
                         add `city: {slug}` to the reviews of customers there, or write a `title_when_few:` line in this \
                         section (like What Customers Across the Region Say) to show other reviews under it",
                        slug = city.value
                    ),
                )),
                None => r.problem(if featured_only {
                    "page shows featured testimonials but none in content/data/testimonials.yaml is marked \
                     `featured: true`; add that line to the ones this page should show"
                } else {
                    "page shows testimonials but content/data/testimonials.yaml has none"
                }),
            }
            return None;
        }
        Some(Testimonials { id: raw.id, title, intro: raw.intro, items, action: raw.action })
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Testimonials { id, title, intro, items: _, action } = self;
        p.id(id);
        p.text("title", title);
        p.opt("intro", intro);
        p.actions(action);
    }
}
