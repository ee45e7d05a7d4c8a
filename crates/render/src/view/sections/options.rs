//! The view of heating options side by side, each with its features.

use serde::Serialize;
use sitegen_content::Words;
use sitegen_content::sections::options::{OptionItem, Options};

use super::{Ctx, Heading, ToView};
use crate::RenderError;

#[derive(Debug, Serialize)]
pub struct OptionsView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub items: Vec<OptionView<'a>>,
}

#[derive(Debug, Serialize)]
pub struct OptionView<'a> {
    pub title: &'a str,
    pub description: &'a str,
    pub features: &'a [Words],
}

impl ToView for Options {
    type View<'a> = OptionsView<'a>;

    fn view<'a>(&'a self, _: &Ctx<'a>) -> Result<OptionsView<'a>, RenderError> {
        let option = |o: &'a OptionItem| OptionView { title: &o.title, description: &o.description, features: &o.features };
        let heading = Heading::new(&self.id, &self.title, self.intro.as_ref());
        Ok(OptionsView { heading, items: self.items.iter().map(option).collect() })
    }
}
