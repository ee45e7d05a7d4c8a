//! The view of kinds of repair, each with the signs a customer notices.

use serde::Serialize;
use sitegen_content::Words;
use sitegen_content::sections::repair_types::{RepairType, RepairTypes};

use super::{Ctx, Heading, ToView};
use crate::RenderError;

#[derive(Debug, Serialize)]
pub struct RepairTypesView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub items: Vec<RepairTypeView<'a>>,
}

/// One kind of repair; its signs are `symptoms`.
#[derive(Debug, Serialize)]
pub struct RepairTypeView<'a> {
    pub title: &'a str,
    pub description: &'a str,
    pub symptoms: &'a [Words],
}

impl ToView for RepairTypes {
    type View<'a> = RepairTypesView<'a>;

    fn view<'a>(&'a self, _: &Ctx<'a>) -> Result<RepairTypesView<'a>, RenderError> {
        let kind = |r: &'a RepairType| RepairTypeView { title: &r.title, description: &r.description, symptoms: &r.symptoms };
        Ok(RepairTypesView {
            items: self.items.iter().map(kind).collect(),
            heading: Heading::new(&self.id, &self.title, self.intro.as_ref()),
        })
    }
}
