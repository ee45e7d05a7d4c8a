//! The view of a call to action: its heading, sentence, buttons and background.

use serde::Serialize;
use sitegen_content::sections::cta::Cta;

use super::{Ctx, Heading, Pitch, ToView};
use crate::RenderError;
use crate::view::tone;

impl ToView for Cta {
    type View<'a> = CtaView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<CtaView<'a>, RenderError> {
        let heading = Heading::new(&self.id, &self.title, None);
        Ok(CtaView { heading, pitch: Pitch::new(&self.text, &self.actions, ctx), tone: tone(self.tone) })
    }
}

#[derive(Debug, Serialize)]
pub struct CtaView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    #[serde(flatten)]
    pub pitch: Pitch<'a>,
    pub tone: &'static str,
}
