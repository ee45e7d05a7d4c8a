//! The keyword guide's view: the rotating-links island with its categories, each with its two
//! sets of links in the host's URL form.

use sitegen_content::Urls;
use sitegen_content::raw::KeywordItem;
use sitegen_content::sections::keyword_guide::KeywordGuide;

use super::{Ctx, Heading, IslandView, ToView};
use crate::RenderError;
use crate::islands::props::{self, Island};

impl ToView for KeywordGuide {
    type View<'a> = IslandView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<IslandView<'a>, RenderError> {
        let urls = ctx.urls();
        let guide = &self.guide;
        let categories = guide.categories.iter().map(|c| props::KeywordCategory {
            title: &c.title,
            sets: [keyword_set(&c.sets[0], urls), keyword_set(&c.sets[1], urls)],
        });
        let island = ctx.place(&Island::KeywordGuide(props::KeywordGuideProps {
            text: &ctx.settings.wording.keyword_guide,
            title: &guide.title,
            intro: guide.intro.as_deref(),
            interval_ms: self.interval_ms,
            categories: categories.collect(),
        }))?;
        Ok(IslandView { heading: Heading::anchor(&self.id), island })
    }
}

fn keyword_set(items: &[KeywordItem], urls: Urls) -> Vec<props::KeywordItem<'_>> {
    items
        .iter()
        .map(|i| props::KeywordItem { text: &i.text, href: urls.link(i.href.as_str()), is_new: i.new })
        .collect()
}
