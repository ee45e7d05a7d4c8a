//! The banner's view: its message, sentence, buttons and colour.

use serde::Serialize;
use sitegen_content::sections::banner::{Banner, BannerStyle};

use super::{Ctx, Pitch, ToView};
use crate::RenderError;

impl ToView for Banner {
    type View<'a> = BannerView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<BannerView<'a>, RenderError> {
        let style = match self.style {
            BannerStyle::Emergency => "emergency",
            BannerStyle::Warning => "warning",
            BannerStyle::Brand => "brand",
        };
        Ok(BannerView { title: &self.title, pitch: Pitch::new(&self.text, &self.actions, ctx), style })
    }
}

#[derive(Debug, Serialize)]
pub struct BannerView<'a> {
    pub title: &'a str,
    #[serde(flatten)]
    pub pitch: Pitch<'a>,
    pub style: &'static str,
}
