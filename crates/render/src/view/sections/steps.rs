//! The view of numbered steps: where the numbering starts and each step's title and text.

use serde::Serialize;
use sitegen_content::sections::steps::{Step, Steps};

use super::{Ctx, Heading, ToView};
use crate::RenderError;

#[derive(Debug, Serialize)]
pub struct StepsView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub start: u32,
    pub items: Vec<StepView<'a>>,
}

#[derive(Debug, Serialize)]
pub struct StepView<'a> {
    pub title: &'a str,
    pub description: &'a str,
}

impl ToView for Steps {
    type View<'a> = StepsView<'a>;

    fn view<'a>(&'a self, _: &Ctx<'a>) -> Result<StepsView<'a>, RenderError> {
        let step = |s: &'a Step| StepView { title: &s.title, description: &s.description };
        let heading = Heading::new(&self.id, &self.title, self.intro.as_ref());
        Ok(StepsView { heading, start: self.start, items: self.items.iter().map(step).collect() })
    }
}
