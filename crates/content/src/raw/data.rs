//! Shared lists under `content/data/`: written once, referenced by name from pages.

use serde::Deserialize;

use crate::{Href, Rating, Slug};

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Testimonial {
    pub quote: String,
    pub author: String,
    pub location: String,
    pub rating: Rating,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct City {
    pub slug: Slug,
    pub name: String,
    pub href: Href,
    pub blurb: String,
    pub image: Image,
    /// Services offered there, shown as tags on the service-areas page.
    pub tags: Vec<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Image {
    /// Site path of a file under `static/`.
    pub src: Href,
    pub width: u32,
    pub height: u32,
    pub alt: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KeywordGuideData {
    pub title: String,
    pub intro: Option<String>,
    pub categories: Vec<KeywordCategory>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KeywordCategory {
    pub title: String,
    /// Exactly two sets that take turns on a timer (spec 2.9).
    pub sets: [Vec<KeywordItem>; 2],
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KeywordItem {
    pub text: String,
    pub href: Href,
    /// Shows a "New" badge.
    #[serde(default)]
    pub new: bool,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Resource {
    pub title: String,
    pub description: String,
    pub href: Href,
    pub link_text: String,
}
