//! The view of a checklist: its groups, each a heading and the things to check.

use serde::Serialize;
use sitegen_content::Words;
use sitegen_content::sections::checklist::Checklist;

use super::{Ctx, Heading, ToView};
use crate::RenderError;

impl ToView for Checklist {
    type View<'a> = ChecklistView<'a>;

    fn view<'a>(&'a self, _: &Ctx<'a>) -> Result<ChecklistView<'a>, RenderError> {
        let groups = self.groups.iter().map(|g| GroupView { title: &g.title, items: &g.items }).collect();
        Ok(ChecklistView { heading: Heading::new(&self.id, &self.title, self.intro.as_ref()), groups })
    }
}

#[derive(Debug, Serialize)]
pub struct ChecklistView<'a> {
    #[serde(flatten)]
    pub heading: Heading<'a>,
    pub groups: Vec<GroupView<'a>>,
}

#[derive(Debug, Serialize)]
pub struct GroupView<'a> {
    pub title: &'a str,
    pub items: &'a [Words],
}

