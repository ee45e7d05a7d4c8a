//! `city_search`: the home page's searchable cards of every city of data/cities.yaml, which also
//! finds the other places the content names as served ([`crate::model::served_places`]).

use std::sync::Arc;

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::model::{ServedPlace, served_places};
use crate::raw::City;
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "CitySearch")]
pub struct RawCitySearch {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The search box's label, like Find your city.
    pub label: Words,
    /// The grey hint inside the empty search box, like Start typing a city.
    pub placeholder: Words,
    /// Shown when nothing matches what was typed, before the line with the phone number and the
    /// quote form's link, like No cities match your search.
    pub empty: Words,
    /// A line always shown under the city cards.
    pub hint: Words,
    /// true shows each city's tags (the services of data/cities.yaml) on its card, as the
    /// service-areas page does. Optional.
    #[serde(default)]
    pub tags: bool,
}

#[derive(Debug)]
pub struct CitySearch {
    pub id: Option<Located<Slug>>,
    pub title: Words,
    pub intro: Option<Words>,
    pub label: Words,
    pub placeholder: Words,
    pub empty: Words,
    pub hint: Words,
    pub tags: bool,
    pub cities: Arc<Vec<Arc<City>>>,
    /// The other places the content names as served (neighbourhoods, towns, the quote form's).
    pub places: Vec<ServedPlace>,
}

impl SectionType for CitySearch {
    type Raw = RawCitySearch;
    const HEADING: bool = false;
    const TITLES: Titles = &[("CitySearch", "City search section")];

    fn resolve(raw: RawCitySearch, r: &mut Resolver<'_>) -> Option<CitySearch> {
        let RawCitySearch { id, title, intro, label, placeholder, empty, hint, tags } = raw;
        let places = served_places(r.settings, r.data);
        Some(CitySearch {
            id,
            title,
            intro,
            label,
            placeholder,
            empty,
            hint,
            tags,
            cities: Arc::clone(&r.data.cities),
            places,
        })
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        // The cities' links and photos are written (and checked) in data/cities.yaml, the places
        // in the data files.
        let CitySearch { id, title, intro, label, placeholder, empty, hint, tags: _, cities: _, places: _ } = self;
        p.id(id);
        p.text("title", title);
        p.opt("intro", intro);
        p.text("label", label);
        p.text("placeholder", placeholder);
        p.text("empty", empty);
        p.text("hint", hint);
    }
}
