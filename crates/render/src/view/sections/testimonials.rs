//! The view of testimonials: each quote with its author, place and star rating.

use serde::Serialize;
use sitegen_content::raw::Testimonial;
use sitegen_content::sections::testimonials::Testimonials;

use super::{Ctx, Heading, Listing, ToView};
use crate::RenderError;
use crate::view::ActionView;

impl ToView for Testimonials {
    type View<'a> = TestimonialsView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<TestimonialsView<'a>, RenderError> {
        let one = |t: &'a std::sync::Arc<Testimonial>| TestimonialView {
            quote: &t.quote,
            author: &t.author,
            location: &t.location,
            rating: t.rating.get(),
        };
        let action = self.action.as_ref().map(|a| ActionView::new(a, ctx.urls()));
        let heading = Heading::new(&self.id, &self.title, self.intro.as_ref());
        Ok(TestimonialsView { testimonials: Listing { heading, items: self.items.iter().map(one).collect() }, action })
    }
}

#[derive(Debug, Serialize)]
pub struct TestimonialView<'a> {
    /// Stars, 1 to 5.
    pub rating: u8,
    pub quote: &'a str,
    pub author: &'a str,
    pub location: &'a str,
}

#[derive(Debug, Serialize)]
pub struct TestimonialsView<'a> {
    #[serde(flatten)]
    pub testimonials: Listing<'a, TestimonialView<'a>>,
    pub action: Option<ActionView<'a>>,
}

