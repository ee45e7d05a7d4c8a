//! The view of kinds of repair, each with the signs a customer notices.

use serde::Serialize;
use sitegen_content::Words;
use sitegen_content::sections::repair_types::RepairTypes;

use super::{Ctx, Heading, Listing, TitleText, ToView};
use crate::RenderError;

impl ToView for RepairTypes {
    type View<'a> = Listing<'a, RepairTypeView<'a>>;

    fn view<'a>(&'a self, _: &Ctx<'a>) -> Result<Self::View<'a>, RenderError> {
        let items = self.items.iter().map(|r| RepairTypeView { text: TitleText::new(&r.title, &r.description), symptoms: &r.symptoms });
        let heading = Heading::new(&self.id, &self.title, self.intro.as_ref());
        Ok(Listing { heading, items: items.collect() })
    }
}

/// A kind of repair: its name and sentence, and the signs a customer notices.
#[derive(Debug, Serialize)]
pub struct RepairTypeView<'a> {
    #[serde(flatten)]
    pub text: TitleText<'a>,
    pub symptoms: &'a [Words],
}
