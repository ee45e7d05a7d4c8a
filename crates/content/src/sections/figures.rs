//! `figures`: company figures of site.yaml, like the year founded, in the order the page names
//! them.

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::raw::Figure;
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Figures")]
pub struct RawFigures {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// Which company figures of site.yaml to show, by their names there, like founded or installs.
    pub items: Vec<Located<Slug>>,
}

/// Company figures of `site.yaml`, in the order the section names them.
#[derive(Debug)]
pub struct Figures {
    pub id: Option<Located<Slug>>,
    pub title: Words,
    pub items: Vec<Figure>,
}

impl SectionType for Figures {
    type Raw = RawFigures;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Figures", "Figures section")];

    fn resolve(raw: RawFigures, r: &mut Resolver<'_>) -> Option<Figures> {
        let f = &r.settings.figures;
        let mut items = Vec::new();
        for key in &raw.items {
            match f.get(&key.value) {
                Some(figure) => items.push(Figure { value: figure.value.clone(), label: figure.label.clone() }),
                None => {
                    let names: Vec<&str> = f.keys().map(Slug::as_str).collect();
                    r.diags.push(crate::resolve::unknown_figure(r.file, key, &names));
                }
            }
        }
        Some(Figures { id: raw.id, title: raw.title, items })
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        // The figures are written (and linted) in site.yaml.
        let Figures { id, title, items: _ } = self;
        p.id(id);
        p.text("title", title);
    }
}
