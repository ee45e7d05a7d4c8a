//! The banner's view: its message, buttons and colour.

use serde::Serialize;
use sitegen_content::sections::banner::{Banner, BannerStyle};

use super::{Ctx, ToView};
use crate::RenderError;
use crate::view::{ActionView, actions};

#[derive(Debug, Serialize)]
pub struct BannerView<'a> {
    pub title: &'a str,
    pub text: Option<&'a str>,
    pub actions: Vec<ActionView<'a>>,
    pub style: &'static str,
}

impl ToView for Banner {
    type View<'a> = BannerView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<BannerView<'a>, RenderError> {
        let style = match self.style {
            BannerStyle::Emergency => "emergency",
            BannerStyle::Warning => "warning",
            BannerStyle::Brand => "brand",
        };
        Ok(BannerView { title: &self.title, text: self.text.as_deref(), actions: actions(&self.actions, ctx.urls()), style })
    }
}
