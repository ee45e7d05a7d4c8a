//! The view of case studies: each job's text and its photo in the card slot.

use serde::Serialize;
use sitegen_content::sections::case_studies::CaseStudies;

use super::{Ctx, Heading, Listing, ToView, each};
use crate::RenderError;
use crate::photos::{self, PictureView};

impl ToView for CaseStudies {
    type View<'a> = Listing<'a, CaseStudyView<'a>>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<Self::View<'a>, RenderError> {
        let items = each(&self.items, |i| {
            Ok(CaseStudyView {
                title: &i.title,
                location: &i.location,
                challenge: &i.challenge,
                solution: &i.solution,
                results: &i.results,
                image: i.image.as_ref().map(|img| ctx.picture(img, &photos::CARD, false)).transpose()?,
            })
        })?;
        Ok(Listing { heading: Heading::new(&self.id, &self.title, None), items })
    }
}

/// One job: its photo (in the card slot), then its story.
#[derive(Debug, Serialize)]
pub struct CaseStudyView<'a> {
    pub image: Option<PictureView>,
    pub title: &'a str,
    pub location: &'a str,
    pub challenge: &'a str,
    pub solution: &'a str,
    pub results: &'a str,
}
