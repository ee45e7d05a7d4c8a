//! The contact section's view: its heading and the named area lists (e-mail and hours come from
//! `site`).

use serde::Serialize;
use sitegen_content::sections::contact_info::ContactInfo;

use super::{Ctx, Heading, ToView};
use crate::RenderError;

impl ToView for ContactInfo {
    type View<'a> = ContactInfoView<'a>;

    fn view<'a>(&'a self, _: &Ctx<'a>) -> Result<ContactInfoView<'a>, RenderError> {
        let area_lists = self.area_lists.iter().map(|l| l.as_slice()).collect();
        Ok(ContactInfoView { heading: Heading::new(&self.id, &self.title, None), area_lists })
    }
}

#[derive(Debug, Serialize)]
pub struct ContactInfoView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    /// Each named area list, its areas in order.
    pub area_lists: Vec<&'a [String]>,
}

