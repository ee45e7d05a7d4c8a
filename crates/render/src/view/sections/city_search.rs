//! The city search's view: the search island with every city, its photo in the search slot.

use sitegen_content::sections::city_search::CitySearch;

use super::{Ctx, Heading, IslandView, ToView, each};
use crate::RenderError;
use crate::islands::props::{self, Island};
use crate::photos;

impl ToView for CitySearch {
    type View<'a> = IslandView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<IslandView<'a>, RenderError> {
        let urls = ctx.urls();
        let cities = each(self.cities.iter(), |city| {
            Ok(props::City {
                slug: city.slug.as_str(),
                name: &city.name,
                href: urls.link(city.href.as_str()),
                blurb: &city.blurb,
                image: ctx.picture(&city.image, &photos::CITY_SEARCH, false)?,
                tags: &city.tags,
            })
        })?;
        let island = ctx.place(&Island::CitySearch(props::CitySearchProps {
            label: &self.label,
            placeholder: &self.placeholder,
            empty: &self.empty,
            hint: &self.hint,
            cities,
        }))?;
        Ok(IslandView { heading: Heading::new(&self.id, &self.title, self.intro.as_ref()), island })
    }
}
