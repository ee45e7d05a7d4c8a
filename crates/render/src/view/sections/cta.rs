//! The view of a call to action: its heading, sentence, buttons and background.

use serde::Serialize;
use sitegen_content::sections::cta::Cta;

use super::{Ctx, Heading, ToView};
use crate::RenderError;
use crate::view::{ActionView, actions, tone};

#[derive(Debug, Serialize)]
pub struct CtaView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub text: Option<&'a str>,
    pub actions: Vec<ActionView<'a>>,
    pub tone: &'static str,
}

impl ToView for Cta {
    type View<'a> = CtaView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<CtaView<'a>, RenderError> {
        let heading = Heading::new(&self.id, &self.title, None);
        let text = self.text.as_deref();
        Ok(CtaView { heading, text, actions: actions(&self.actions, ctx.urls()), tone: tone(self.tone) })
    }
}
