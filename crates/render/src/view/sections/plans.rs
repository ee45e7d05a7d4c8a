//! The view of maintenance plans as priced cards, each with its button.

use serde::Serialize;
use sitegen_content::Words;
use sitegen_content::sections::plans::Plans;

use super::{Ctx, Heading, Listing, ToView};
use crate::RenderError;
use crate::view::ActionView;

impl ToView for Plans {
    type View<'a> = PlansView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<PlansView<'a>, RenderError> {
        let urls = ctx.urls();
        let items = self.items.iter().map(|p| PlanView {
            name: &p.name,
            price: p.price.as_str(),
            period: p.period.as_deref(),
            visits: p.visits.as_deref(),
            popular: p.popular,
            features: &p.features,
            action: ActionView::new(&p.action, urls),
        });
        Ok(PlansView {
            plans: Listing { heading: Heading::new(&self.id, &self.title, self.intro.as_ref()), items: items.collect() },
            note: self.note.as_ref().map(|a| ActionView::new(a, urls)),
        })
    }
}

#[derive(Debug, Serialize)]
pub struct PlanView<'a> {
    pub name: &'a str,
    pub price: &'a str,
    pub period: Option<&'a str>,
    pub visits: Option<&'a str>,
    pub popular: bool,
    pub features: &'a [Words],
    pub action: ActionView<'a>,
}

#[derive(Debug, Serialize)]
pub struct PlansView<'a> {
    #[serde(flatten)]
    pub plans: Listing<'a, PlanView<'a>>,
    pub note: Option<ActionView<'a>>,
}

