//! The gallery's view: each picture in the gallery slot with its caption.

use serde::Serialize;
use sitegen_content::sections::gallery::Gallery;

use super::{Ctx, Heading, ToView, each};
use crate::RenderError;
use crate::photos::{self, PictureView};

#[derive(Debug, Serialize)]
pub struct GalleryView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub items: Vec<PictureItem<'a>>,
}

#[derive(Debug, Serialize)]
pub struct PictureItem<'a> {
    pub image: PictureView,
    pub caption: Option<&'a str>,
}

impl ToView for Gallery {
    type View<'a> = GalleryView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<GalleryView<'a>, RenderError> {
        let items = each(&self.items, |p| {
            Ok(PictureItem { image: ctx.picture(&p.image, &photos::GALLERY, false)?, caption: p.caption.as_deref() })
        })?;
        Ok(GalleryView { heading: Heading::new(&self.id, &self.title, self.intro.as_ref()), items })
    }
}
