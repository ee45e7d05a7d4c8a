//! The hero's view: the page's `h1`, lead, buttons, badges, the box and photo beside it (the photo
//! art-directed: wider above the heading on phones), and the proof row.

use serde::Serialize;
use sitegen_content::Words;
use sitegen_content::sections::hero::{Hero, HeroAside};

use super::{Ctx, ToView};
use crate::RenderError;
use crate::photos::{self, HeroPicture};
use crate::view::proof::Proof;
use crate::view::{ActionView, actions};

impl ToView for Hero {
    type View<'a> = HeroView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<HeroView<'a>, RenderError> {
        let urls = ctx.urls();
        let aside = |a: &'a HeroAside| AsideView {
            title: &a.title,
            items: &a.items,
            action: a.action.as_ref().map(|a| ActionView::new(a, urls)),
            wide_only: a.wide_only,
        };
        Ok(HeroView {
            eyebrow: self.eyebrow.as_deref(),
            title: &self.title,
            lead: self.lead.as_ref().map(|l| l.value.as_str()),
            actions: actions(&self.actions, urls),
            badges: &self.badges,
            aside: self.aside.as_ref().map(aside),
            // The hero is the first section: its photo is the page's largest above the fold.
            image: self.image.as_ref().map(|i| picture(ctx, i, self.aside.as_ref())).transpose()?.map(Box::new),
            proof: self.proof.then(|| Proof::new(ctx.settings, ctx.data)),
        })
    }
}

/// A hero's photo, loaded first: beside a box (the home page) one 16:9 crop at every width;
/// otherwise art-directed, 16:9 above the heading on narrow screens and 4:3 beside it on wide ones.
/// Above a box shown on wide screens only (/quote), the photo is wide-only too (the template gives
/// narrow screens an empty source, so phones, which do not show it, never fetch it).
fn picture(ctx: &Ctx<'_>, image: &sitegen_content::raw::Image, aside: Option<&HeroAside>) -> Result<HeroPicture, RenderError> {
    if let Some(aside) = aside {
        let image = ctx.picture(image, &photos::HERO_WITH_ASIDE, true)?;
        let none_on = aside.wide_only.then_some(photos::HERO_NARROW_MEDIA);
        return Ok(HeroPicture { image, desktop: None, media: photos::HERO_DESKTOP_MEDIA, none_on });
    }
    Ok(HeroPicture {
        image: ctx.picture(image, &photos::HERO_WIDE, true)?,
        desktop: Some(ctx.picture(image, &photos::HERO, true)?),
        media: photos::HERO_DESKTOP_MEDIA,
        none_on: None,
    })
}

#[derive(Debug, Serialize)]
pub struct HeroView<'a> {
    pub eyebrow: Option<&'a str>,
    pub title: &'a str,
    pub lead: Option<&'a str>,
    pub actions: Vec<ActionView<'a>>,
    pub badges: &'a [Words],
    pub aside: Option<AsideView<'a>>,
    /// Boxed: with two crops it would make every section view as large as the hero's.
    pub image: Option<Box<HeroPicture>>,
    /// The rating and trust points beside the first call to action (`proof: true`).
    pub proof: Option<Proof<'a>>,
}

#[derive(Debug, Serialize)]
pub struct AsideView<'a> {
    pub title: &'a str,
    pub items: &'a [Words],
    pub action: Option<ActionView<'a>>,
    pub wide_only: bool,
}

