//! The hero's view: the page's `h1`, lead, buttons, badges, and the box or photo beside it.

use serde::Serialize;
use sitegen_content::Words;
use sitegen_content::sections::hero::{Hero, HeroAside};

use super::{Ctx, ToView};
use crate::RenderError;
use crate::photos::{self, PictureView};
use crate::view::{ActionView, actions};

impl ToView for Hero {
    type View<'a> = HeroView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<HeroView<'a>, RenderError> {
        let urls = ctx.urls();
        let aside = |a: &'a HeroAside| AsideView {
            title: &a.title,
            items: &a.items,
            action: a.action.as_ref().map(|a| ActionView::new(a, urls)),
        };
        Ok(HeroView {
            eyebrow: self.eyebrow.as_deref(),
            title: &self.title,
            lead: self.lead.as_deref(),
            actions: actions(&self.actions, urls),
            badges: &self.badges,
            aside: self.aside.as_ref().map(aside),
            // The hero is the first section: its photo is the page's largest above the fold.
            image: self.image.as_ref().map(|i| ctx.picture(i, &photos::HERO, true)).transpose()?,
        })
    }
}

#[derive(Debug, Serialize)]
pub struct HeroView<'a> {
    pub eyebrow: Option<&'a str>,
    pub title: &'a str,
    pub lead: Option<&'a str>,
    pub actions: Vec<ActionView<'a>>,
    pub badges: &'a [Words],
    pub aside: Option<AsideView<'a>>,
    pub image: Option<PictureView>,
}

#[derive(Debug, Serialize)]
pub struct AsideView<'a> {
    pub title: &'a str,
    pub items: &'a [Words],
    pub action: Option<ActionView<'a>>,
}

