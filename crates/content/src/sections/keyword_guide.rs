//! `keyword_guide`: links from data/keyword-guides.yaml that take turns on a timer, at a speed
//! named in site.yaml.

use std::sync::Arc;

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::raw::KeywordGuideData;
use crate::{Located, Slug};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "KeywordGuide")]
pub struct RawKeywordGuide {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Located<Slug>>,
    /// The name of a guide in data/keyword-guides.yaml.
    pub guide: Located<String>,
    /// How fast the links take turns: the name of a speed in site.yaml, like home or hub.
    pub rotation: Located<String>,
}

#[derive(Debug)]
pub struct KeywordGuide {
    pub id: Option<Located<Slug>>,
    pub guide: Arc<KeywordGuideData>,
    /// The named rotation speed of `site.yaml`, in milliseconds.
    pub interval_ms: u32,
}

impl SectionType for KeywordGuide {
    type Raw = RawKeywordGuide;
    const HEADING: bool = false;
    const TITLES: Titles = &[("KeywordGuide", "Keyword guide section")];

    fn resolve(raw: RawKeywordGuide, r: &mut Resolver<'_>) -> Option<KeywordGuide> {
        let (data, settings) = (r.data, r.settings);
        let guide = r.lookup(&data.keyword_guides, &raw.guide, "keyword guide");
        let speed = r.lookup(&settings.timings.keyword_rotation_ms, &raw.rotation, "rotation speed");
        Some(KeywordGuide { id: raw.id, guide: guide?, interval_ms: speed? })
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        // The guide's links are written (and checked) in data/keyword-guides.yaml.
        let KeywordGuide { id, guide: _, interval_ms: _ } = self;
        p.id(id);
    }
}
