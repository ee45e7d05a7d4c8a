//! The view of heating options side by side, each with its features.

use serde::Serialize;
use sitegen_content::Words;
use sitegen_content::sections::options::Options;

use super::{Ctx, Heading, Listing, TitleText, ToView};
use crate::RenderError;

impl ToView for Options {
    type View<'a> = Listing<'a, OptionView<'a>>;

    fn view<'a>(&'a self, _: &Ctx<'a>) -> Result<Self::View<'a>, RenderError> {
        let items = self.items.iter().map(|o| OptionView { text: TitleText::new(&o.title, &o.description), features: &o.features });
        Ok(Listing { heading: Heading::new(&self.id, &self.title, self.intro.as_ref()), items: items.collect() })
    }
}

/// An option: its name and sentence, and its features.
#[derive(Debug, Serialize)]
pub struct OptionView<'a> {
    #[serde(flatten)]
    pub text: TitleText<'a>,
    pub features: &'a [Words],
}
