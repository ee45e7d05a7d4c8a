//! `contact_info`: e-mail addresses and opening hours from site.yaml, and the areas served from
//! named lists of data/areas.yaml.

use std::sync::Arc;

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::{Located, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "ContactInfo")]
pub struct RawContactInfo {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The heading of the section.
    pub title: Words,
    /// The names of lists in data/areas.yaml shown as the areas we serve.
    pub area_lists: Vec<Located<String>>,
}

/// E-mail, hours and the named area lists.
#[derive(Debug)]
pub struct ContactInfo {
    pub id: Option<Located<Slug>>,
    pub title: Words,
    pub area_lists: Vec<Arc<Vec<String>>>,
}

impl SectionType for ContactInfo {
    type Raw = RawContactInfo;
    const HEADING: bool = false;
    const TITLES: Titles = &[("ContactInfo", "Contact details section")];

    fn resolve(raw: RawContactInfo, r: &mut Resolver<'_>) -> Option<ContactInfo> {
        let data = r.data;
        let lists: Vec<_> = raw.area_lists.iter().map(|l| r.lookup(&data.areas, l, "area list")).collect();
        Some(ContactInfo { id: raw.id, title: raw.title, area_lists: lists.into_iter().collect::<Option<_>>()? })
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let ContactInfo { id, title, area_lists: _ } = self;
        p.id(id);
        p.text("title", title);
    }
}
