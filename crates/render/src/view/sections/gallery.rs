//! The gallery's view: each picture in the gallery slot with its caption.

use serde::Serialize;
use sitegen_content::sections::gallery::Gallery;

use super::{Ctx, Heading, Listing, ToView, each};
use crate::RenderError;
use crate::photos::{self, PictureView};

impl ToView for Gallery {
    type View<'a> = Listing<'a, PictureItem<'a>>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<Self::View<'a>, RenderError> {
        let items = each(&self.items, |p| {
            Ok(PictureItem { image: ctx.picture(&p.image, &photos::GALLERY, false)?, caption: p.caption.as_deref() })
        })?;
        Ok(Listing { heading: Heading::new(&self.id, &self.title, self.intro.as_ref()), items })
    }
}

#[derive(Debug, Serialize)]
pub struct PictureItem<'a> {
    pub image: PictureView,
    pub caption: Option<&'a str>,
}
