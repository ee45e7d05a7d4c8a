//! The view of company figures: each value and its label, in the page's order.

use serde::Serialize;
use sitegen_content::sections::figures::Figures;

use super::{Ctx, Heading, Listing, ToView};
use crate::RenderError;

impl ToView for Figures {
    type View<'a> = Listing<'a, FigureView<'a>>;

    fn view<'a>(&'a self, _: &Ctx<'a>) -> Result<Self::View<'a>, RenderError> {
        let items = self.items.iter().map(|f| FigureView { value: &f.value, label: &f.label }).collect();
        Ok(Listing { heading: Heading::new(&self.id, &self.title, None), items })
    }
}

/// A figure as site.yaml writes it, like `2008` and `Founded`.
#[derive(Debug, Serialize)]
pub struct FigureView<'a> {
    pub value: &'a str,
    pub label: &'a str,
}
