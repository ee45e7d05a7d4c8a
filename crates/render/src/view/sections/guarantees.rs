//! The guarantees' view: only the heading (the template reads the guarantees from `site`).

use sitegen_content::sections::guarantees::Guarantees;

use super::{Ctx, Heading, ToView};
use crate::RenderError;

impl ToView for Guarantees {
    type View<'a> = Heading<'a>;

    fn view<'a>(&'a self, _: &Ctx<'a>) -> Result<Heading<'a>, RenderError> {
        Ok(Heading::new(&self.id, &self.title, self.intro.as_ref()))
    }
}
