//! The FAQ's view: its questions and answers in order (the first opens by itself in the template).

use serde::Serialize;
use sitegen_content::sections::faq::{Faq, Question};

use super::{Ctx, Heading, Listing, ToView};
use crate::RenderError;

impl ToView for Faq {
    type View<'a> = Listing<'a, QuestionView<'a>>;

    fn view<'a>(&'a self, _: &Ctx<'a>) -> Result<Self::View<'a>, RenderError> {
        let question = |q: &'a Question| QuestionView { question: &q.question, answer: &q.answer };
        Ok(Listing { heading: Heading::new(&self.id, &self.title, None), items: self.items.iter().map(question).collect() })
    }
}

#[derive(Debug, Serialize)]
pub struct QuestionView<'a> {
    pub question: &'a str,
    pub answer: &'a str,
}
