//! The view of a list of links, each in the host's URL form.

use std::borrow::Cow;

use serde::Serialize;
use sitegen_content::sections::links::Links;

use super::{Ctx, Heading, ToView};
use crate::RenderError;

#[derive(Debug, Serialize)]
pub struct LinksView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub items: Vec<LinkView<'a>>,
}

#[derive(Debug, Serialize)]
pub struct LinkView<'a> {
    pub text: &'a str,
    pub href: Cow<'a, str>,
}

impl ToView for Links {
    type View<'a> = LinksView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<LinksView<'a>, RenderError> {
        let urls = ctx.urls();
        let items = self.items.iter().map(|i| LinkView { text: &i.text, href: urls.link(i.href.as_str()) });
        Ok(LinksView { heading: Heading::new(&self.id, &self.title, None), items: items.collect() })
    }
}
