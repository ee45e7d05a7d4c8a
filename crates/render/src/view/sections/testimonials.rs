//! The view of testimonials: each quote with its author, place and star rating.

use serde::Serialize;
use sitegen_content::raw::Testimonial;
use sitegen_content::sections::testimonials::Testimonials;

use super::{Ctx, Heading, ToView};
use crate::RenderError;
use crate::view::ActionView;

#[derive(Debug, Serialize)]
pub struct TestimonialsView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub items: Vec<TestimonialView<'a>>,
    pub action: Option<ActionView<'a>>,
}

#[derive(Debug, Serialize)]
pub struct TestimonialView<'a> {
    pub quote: &'a str,
    pub author: &'a str,
    pub location: &'a str,
    pub rating: u8,
}

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
        Ok(TestimonialsView { heading, items: self.items.iter().map(one).collect(), action })
    }
}
