//! The financing band's view: its heading and site.yaml's terms, the figure and the apply button
//! only where site.yaml writes them, and nothing when site.yaml has no financing.

use serde::Serialize;
use sitegen_content::sections::financing::Financing;

use super::{Ctx, Heading, ToView};
use crate::RenderError;
use crate::view::LinkView;

impl ToView for Financing {
    type View<'a> = FinancingView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<FinancingView<'a>, RenderError> {
        let terms = ctx.settings.financing.as_ref();
        Ok(FinancingView {
            heading: Heading::new(&self.id, &self.title, None),
            text: terms.map(|f| f.text.as_str()),
            from_monthly: terms.and_then(|f| f.from_monthly.as_ref()).map(|p| p.as_str()),
            terms: terms.and_then(|f| f.terms.as_deref()),
            apply: terms.and_then(|f| f.apply.as_ref()).map(|l| LinkView::new(l, ctx.urls())),
        })
    }
}

/// What the band shows; `text` is None when site.yaml has no `financing:` (the band is left out).
#[derive(Debug, Serialize)]
pub struct FinancingView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub text: Option<&'a str>,
    pub from_monthly: Option<&'a str>,
    pub terms: Option<&'a str>,
    pub apply: Option<LinkView<'a>>,
}
