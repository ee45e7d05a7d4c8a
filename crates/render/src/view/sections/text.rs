//! The view of a text section: paragraphs, bullets, an optional button and the background.

use serde::Serialize;
use sitegen_content::Words;
use sitegen_content::sections::text::Text;

use super::{Ctx, Heading, ToView};
use crate::RenderError;
use crate::view::{ActionView, tone};

impl ToView for Text {
    type View<'a> = TextView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<TextView<'a>, RenderError> {
        let heading = Heading { title: self.title.as_deref(), ..Heading::anchor(&self.id) };
        Ok(TextView {
            heading,
            paragraphs: &self.paragraphs,
            bullets: &self.bullets,
            action: self.action.as_ref().map(|a| ActionView::new(a, ctx.urls())),
            tone: tone(self.tone),
        })
    }
}

#[derive(Debug, Serialize)]
pub struct TextView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub paragraphs: &'a [Words],
    pub bullets: &'a [Words],
    pub action: Option<ActionView<'a>>,
    pub tone: &'static str,
}

