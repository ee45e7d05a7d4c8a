//! The view of an area list: the places, in the order of data/areas.yaml.

use serde::Serialize;
use sitegen_content::sections::areas::Areas;

use super::{Ctx, Heading, ToView};
use crate::RenderError;

impl ToView for Areas {
    type View<'a> = AreasView<'a>;

    fn view<'a>(&'a self, _: &Ctx<'a>) -> Result<AreasView<'a>, RenderError> {
        Ok(AreasView { heading: Heading::new(&self.id, &self.title, self.intro.as_ref()), areas: &self.areas })
    }
}

#[derive(Debug, Serialize)]
pub struct AreasView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub areas: &'a [String],
}

