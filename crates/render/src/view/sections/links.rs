//! The view of a list of links, each in the host's URL form.

use std::borrow::Cow;

use serde::Serialize;
use sitegen_content::sections::links::Links;

use super::{Ctx, Heading, Listing, ToView};
use crate::RenderError;

impl ToView for Links {
    type View<'a> = Listing<'a, LinkView<'a>>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<Self::View<'a>, RenderError> {
        let urls = ctx.urls();
        let items = self.items.iter().map(|i| LinkView { text: &i.text, href: urls.link(i.href.as_str()) });
        Ok(Listing { heading: Heading::new(&self.id, &self.title, None), items: items.collect() })
    }
}

#[derive(Debug, Serialize)]
pub struct LinkView<'a> {
    pub text: &'a str,
    pub href: Cow<'a, str>,
}
