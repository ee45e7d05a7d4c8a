//! `city_cards`: a card for every city of data/cities.yaml with its service tags (service-areas
//! page).

use std::sync::Arc;

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::raw::City;
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "CityCards")]
pub struct RawCityCards {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// Each card's link, followed by the city's name: `Our work in` makes "Our work in
    /// Lakeview".
    pub link: Words,
}

#[derive(Debug)]
pub struct CityCards {
    pub id: Option<Located<Slug>>,
    pub title: Words,
    pub intro: Option<Words>,
    pub link: Words,
    pub cities: Arc<Vec<Arc<City>>>,
}

impl SectionType for CityCards {
    type Raw = RawCityCards;
    const HEADING: bool = false;
    const TITLES: Titles = &[("CityCards", "City cards section")];

    fn resolve(raw: RawCityCards, r: &mut Resolver<'_>) -> Option<CityCards> {
        let RawCityCards { id, title, intro, link } = raw;
        Some(CityCards { id, title, intro, link, cities: Arc::clone(&r.data.cities) })
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        // The cities' links and photos are written (and checked) in data/cities.yaml.
        let CityCards { id, title, intro, link, cities: _ } = self;
        p.id(id);
        p.text("title", title);
        p.opt("intro", intro);
        p.text("link", link);
    }
}
