//! Shared lists under `content/data/`: written once, referenced by name from pages.

use serde::Deserialize;

use crate::{Href, Located, Rating, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Testimonial {
    /// What the customer said, without quotation marks. Put it in double quotes if it contains # or : .
    pub quote: Words,
    /// The customer's name as shown, like Sarah M.
    pub author: Words,
    /// Where the customer lives, like Calgary, AB.
    pub location: Words,
    /// Stars from 1 to 5, whole numbers only.
    pub rating: Rating,
    /// true shows this testimonial where a page asks for featured ones (the home and city pages).
    #[serde(default)]
    pub featured: bool,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct City {
    /// The city's short name, used in links and by pages: lower case with hyphens, like red-deer.
    pub slug: Slug,
    /// The city's name as shown, like Red Deer.
    pub name: Words,
    /// The city's page, like /red-deer.
    pub href: Href,
    /// One or two sentences about our service there.
    pub blurb: Words,
    /// The city's photo, shown on its card.
    pub image: Image,
    /// Services offered there, shown as tags on the service-areas page.
    pub tags: Vec<String>,
}

/// A photo: a file under content/images/ and what it shows. The build reads its size from the
/// file and makes the smaller AVIF, WebP and JPEG copies each place needs.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Image {
    /// The photo file under content/images/, like cities/calgary.jpg (JPEG, PNG or WebP, at most 25 MB).
    pub src: Located<String>,
    /// What the photo shows, for people who cannot see it, like Two technicians carrying a furnace into a house. Required unless decorative is true.
    pub alt: Option<Located<String>>,
    /// true for a photo that only decorates and says nothing the text does not; it then has no alt. Optional.
    #[serde(default)]
    pub decorative: bool,
}

impl Image {
    /// The alt text the page gets: empty for a decorative photo.
    pub fn alt_text(&self) -> &str {
        self.alt.as_ref().map_or("", |a| a.value.as_str())
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KeywordGuideData {
    /// The guide's heading.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The guide's groups of links.
    pub categories: Vec<KeywordCategory>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KeywordCategory {
    /// The group's heading.
    pub title: Words,
    /// Exactly two lists of links that take turns on a timer.
    pub sets: [Vec<KeywordItem>; 2],
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KeywordItem {
    /// The words of the link.
    pub text: Words,
    /// Where the link goes, like /calgary/furnace-repair.
    pub href: Href,
    /// true shows a New badge on the link.
    #[serde(default)]
    pub new: bool,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Resource {
    /// The article's title.
    pub title: Words,
    /// One or two sentences about the article.
    pub description: Words,
    /// Where the article is, like /heating-guide.
    pub href: Href,
    /// The words of the link, like Read the guide.
    pub link_text: Words,
}
