//! The view of company figures: each value and its label, in the page's order.

use serde::Serialize;
use sitegen_content::sections::figures::Figures;

use super::{Ctx, Heading, ToView};
use crate::RenderError;

#[derive(Debug, Serialize)]
pub struct FiguresView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub items: Vec<FigureView<'a>>,
}

#[derive(Debug, Serialize)]
pub struct FigureView<'a> {
    pub value: &'a str,
    pub label: &'a str,
}

impl ToView for Figures {
    type View<'a> = FiguresView<'a>;

    fn view<'a>(&'a self, _: &Ctx<'a>) -> Result<FiguresView<'a>, RenderError> {
        let items = self.items.iter().map(|f| FigureView { value: &f.value, label: &f.label }).collect();
        Ok(FiguresView { heading: Heading::new(&self.id, &self.title, None), items })
    }
}
