//! The city search's view: the search island with every city, its photo in the search slot, the
//! other places it finds, and the phone and quote form it offers when a place has no page.

use std::sync::Arc;

use sitegen_content::raw::City;
use sitegen_content::sections::city_search::CitySearch;
use sitegen_images::Slot;

use super::{Ctx, Heading, IslandView, ToView, each};
use crate::RenderError;
use crate::islands::props::{self, Island};
use crate::photos;

impl ToView for CitySearch {
    type View<'a> = IslandView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<IslandView<'a>, RenderError> {
        let island = ctx.place(&Island::CitySearch(props::CitySearchProps {
            text: &ctx.settings.wording.city_search,
            label: &self.label,
            placeholder: &self.placeholder,
            empty: &self.empty,
            hint: &self.hint,
            tags: self.tags,
            cities: cards(ctx, &self.cities, &photos::CITY_SEARCH)?,
            places: self
                .places
                .iter()
                .map(|p| props::Place { name: &p.name, cities: p.cities.iter().map(|c| c.slug.as_str()).collect() })
                .collect(),
            phone: crate::view::site::phone(ctx.settings),
            quote: ctx.quote_link(),
        }))?;
        Ok(IslandView { heading: Heading::new(&self.id, &self.title, self.intro.as_ref()), island })
    }
}

/// How many cards of a first screen's grid load their photo at once (a phone shows one, a wide
/// screen the first row of three).
const FIRST_SCREEN_CARDS: usize = 3;

/// Each city's card, its photo in `slot` (also the cards of `city_cards`).
pub(super) fn cards<'a>(
    ctx: &Ctx<'a>,
    cities: &'a [Arc<City>],
    slot: &Slot,
) -> Result<Vec<props::City<'a>>, RenderError> {
    let urls = ctx.urls();
    let first_screen = ctx.first_screen.get();
    let mut index = 0;
    each(cities, |city| {
        let lead = first_screen && index < FIRST_SCREEN_CARDS;
        index += 1;
        Ok(props::City {
            slug: city.slug.as_str(),
            name: &city.name,
            href: urls.link(city.href.as_str()),
            blurb: &city.blurb,
            image: ctx.picture(&city.image, slot, lead)?,
            tags: &city.tags,
        })
    })
}
