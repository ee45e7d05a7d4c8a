//! The not-found message's view: its code, message, button, and the island that offers the
//! closest page.

use serde::Serialize;
use sitegen_content::sections::not_found::NotFound;

use super::{Ctx, ToView};
use crate::RenderError;
use crate::islands::props::{Island, NotFoundProps};
use crate::view::ActionView;

impl ToView for NotFound {
    type View<'a> = NotFoundView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<NotFoundView<'a>, RenderError> {
        let island = ctx.place(&Island::NotFound(NotFoundProps {}))?;
        Ok(NotFoundView { code: &self.code, title: &self.title, action: ActionView::new(&self.action, ctx.urls()), island })
    }
}

#[derive(Debug, Serialize)]
pub struct NotFoundView<'a> {
    pub code: &'a str,
    pub title: &'a str,
    pub action: ActionView<'a>,
    pub island: String,
}

