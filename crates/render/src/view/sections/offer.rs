//! The offer's view: only the anchor (the template reads the offer from `site`).

use sitegen_content::sections::offer::OfferSection;

use super::{Ctx, Heading, ToView};
use crate::RenderError;

impl ToView for OfferSection {
    type View<'a> = Heading<'a>;

    fn view<'a>(&'a self, _: &Ctx<'a>) -> Result<Heading<'a>, RenderError> {
        Ok(Heading::anchor(&self.id))
    }
}
