//! The view of city cards: every city with its link, blurb, tags and photo in the card slot, as
//! the same card the city search island shows.

use serde::Serialize;
use sitegen_content::sections::city_cards::CityCards;

use super::{Ctx, Heading, ToView, city_search};
use crate::RenderError;
use crate::islands::props;
use crate::photos;

impl ToView for CityCards {
    type View<'a> = CityCardsView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<CityCardsView<'a>, RenderError> {
        let cities = city_search::cards(ctx, &self.cities, &photos::CARD)?;
        Ok(CityCardsView { heading: Heading::new(&self.id, &self.title, self.intro.as_ref()), link: &self.link, cities })
    }
}

#[derive(Debug, Serialize)]
pub struct CityCardsView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    /// Each card's link, before the city's name.
    pub link: &'a str,
    pub cities: Vec<props::City<'a>>,
}
