//! The carousel's view: the sliding-articles island, each article's link in the host's URL form.

use sitegen_content::sections::carousel::Carousel;

use super::{Ctx, Heading, IslandView, ToView};
use crate::RenderError;
use crate::islands::props::{self, Island};

impl ToView for Carousel {
    type View<'a> = IslandView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<IslandView<'a>, RenderError> {
        let urls = ctx.urls();
        let items = self.items.iter().map(|r| props::CarouselItem {
            title: &r.title,
            description: &r.description,
            href: urls.link(r.href.as_str()),
            link_text: &r.link_text,
        });
        let island = ctx.place(&Island::Carousel(props::CarouselProps {
            text: &ctx.settings.wording.carousel,
            title: &self.title,
            interval_ms: self.interval_ms,
            items: items.collect(),
        }))?;
        Ok(IslandView { heading: Heading::new(&self.id, &self.title, None), island })
    }
}
