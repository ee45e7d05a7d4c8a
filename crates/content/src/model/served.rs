//! The places a site names as served, for the city search: a visitor types the town they live in,
//! which may be a neighbourhood of a city, a town around it or a town with no page of its own, and
//! the search must know each of them from the content already written (the cities' cards, the
//! lists of data/areas.yaml, the quote form's city choices) rather than from a list of its own.

use std::collections::HashMap;
use std::sync::Arc;

use super::{Data, Settings};
use crate::raw;

/// A place the content names as served, other than a city with a card of its own (the card's
/// name finds the card).
#[derive(Debug)]
pub struct ServedPlace {
    /// The place as the content writes it, like Airdrie.
    pub name: String,
    /// The cities whose `areas:` list it: the search shows their cards. Empty: a place without a
    /// page, which the search answers with a line saying we serve it.
    pub cities: Vec<Arc<raw::City>>,
}

/// Every place `data` and the quote form name as served, once each (the same name in another case
/// is the same place), sorted by name.
pub fn served_places(settings: &Settings, data: &Data) -> Vec<ServedPlace> {
    let key = |name: &str| name.trim().to_lowercase();
    let mut places: HashMap<String, ServedPlace> = HashMap::new();
    let cards: Vec<String> = data.cities.iter().map(|c| key(&c.name)).collect();
    let mut add = |name: &str, city: Option<&Arc<raw::City>>| {
        let k = key(name);
        if k.is_empty() || cards.contains(&k) {
            return;
        }
        let place = places.entry(k).or_insert_with(|| ServedPlace { name: name.trim().to_owned(), cities: Vec::new() });
        if let Some(city) = city
            && !place.cities.iter().any(|c| c.slug == city.slug)
        {
            place.cities.push(Arc::clone(city));
        }
    };
    for city in data.cities.iter() {
        for list in city.areas.iter().filter_map(|l| data.areas.get(l.as_str())) {
            for name in list.iter() {
                add(name, Some(city));
            }
        }
    }
    for name in data.areas.values().flat_map(|list| list.iter()) {
        add(name, None);
    }
    // The form's last choice is its catch-all (Other, Somewhere else, Ailleurs: what `sitegen
    // init` writes), never a place: "Yes, we serve Other" would be nonsense. A real town written
    // last is still found when a card or a list names it.
    if let Some((_catch_all, towns)) = settings.quote_form.cities.split_last() {
        for choice in towns {
            add(&choice.label, None);
        }
    }
    let mut out: Vec<ServedPlace> = places.into_values().collect();
    out.sort_by_cached_key(|p| key(&p.name));
    out
}
