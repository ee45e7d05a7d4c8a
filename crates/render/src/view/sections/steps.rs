//! The view of numbered steps: where the numbering starts and each step's title and text.

use serde::Serialize;
use sitegen_content::sections::steps::Steps;

use super::{Ctx, Heading, TitleText, ToView};
use crate::RenderError;

impl ToView for Steps {
    type View<'a> = StepsView<'a>;

    fn view<'a>(&'a self, _: &Ctx<'a>) -> Result<StepsView<'a>, RenderError> {
        let items = self.items.iter().map(|s| TitleText::new(&s.title, &s.description)).collect();
        Ok(StepsView { heading: Heading::new(&self.id, &self.title, self.intro.as_ref()), start: self.start, items })
    }
}

/// The steps, numbered from `start` (a list that continues an earlier one).
#[derive(Debug, Serialize)]
pub struct StepsView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub start: u32,
    pub items: Vec<TitleText<'a>>,
}
