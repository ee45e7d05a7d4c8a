//! The view of city cards: every city with its link, blurb, tags and photo in the card slot.

use std::borrow::Cow;

use serde::Serialize;
use sitegen_content::sections::city_cards::CityCards;

use super::{Ctx, Heading, ToView, each};
use crate::RenderError;
use crate::photos::{self, PictureView};

#[derive(Debug, Serialize)]
pub struct CityCardsView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub cities: Vec<CityCardView<'a>>,
}

#[derive(Debug, Serialize)]
pub struct CityCardView<'a> {
    pub name: &'a str,
    pub href: Cow<'a, str>,
    pub blurb: &'a str,
    pub image: PictureView,
    pub tags: &'a [String],
}

impl ToView for CityCards {
    type View<'a> = CityCardsView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<CityCardsView<'a>, RenderError> {
        let urls = ctx.urls();
        let cities = each(self.cities.iter(), |city| {
            Ok(CityCardView {
                name: &city.name,
                href: urls.link(city.href.as_str()),
                blurb: &city.blurb,
                image: ctx.picture(&city.image, &photos::CARD, false)?,
                tags: &city.tags,
            })
        })?;
        Ok(CityCardsView { heading: Heading::new(&self.id, &self.title, self.intro.as_ref()), cities })
    }
}
