//! The FAQ's view: its questions and answers in order (the first opens by itself in the template).

use serde::Serialize;
use sitegen_content::sections::faq::{Faq, Question};

use super::{Ctx, Heading, ToView};
use crate::RenderError;

#[derive(Debug, Serialize)]
pub struct FaqView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub items: Vec<QuestionView<'a>>,
}

#[derive(Debug, Serialize)]
pub struct QuestionView<'a> {
    pub question: &'a str,
    pub answer: &'a str,
}

impl ToView for Faq {
    type View<'a> = FaqView<'a>;

    fn view<'a>(&'a self, _: &Ctx<'a>) -> Result<FaqView<'a>, RenderError> {
        let question = |q: &'a Question| QuestionView { question: &q.question, answer: &q.answer };
        Ok(FaqView { heading: Heading::new(&self.id, &self.title, None), items: self.items.iter().map(question).collect() })
    }
}
