//! Shared lists under `content/data/`: written once, referenced by name from pages.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::{Href, Located, Rating, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Testimonial {
    /// What the customer said, without quotation marks. Put it in double quotes if it contains # or : .
    pub quote: Words,
    /// The customer's name as shown, like Sarah M.
    pub author: Words,
    /// Where the customer lives, like Lakeview, NS.
    pub location: Words,
    /// Stars from 1 to 5, whole numbers only.
    pub rating: Rating,
    /// true shows this testimonial where a page asks for featured ones (the home and city pages).
    #[serde(default)]
    pub featured: bool,
    /// The city of data/cities.yaml the customer is in, like lakeview: a testimonials section with
    /// `city: lakeview` shows this one. Optional.
    pub city: Option<Located<Slug>>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct City {
    /// The city's short name, used in links and by pages: lower case with hyphens, like red-deer.
    pub slug: Slug,
    /// The city's name as shown, with its accents, like Lakeview.
    pub name: Words,
    /// The city's page, like /red-deer.
    pub href: Href,
    /// One or two sentences about our service there.
    pub blurb: Words,
    /// The city's photo, shown on its card.
    pub image: Image,
    /// Services offered there, shown as tags on the service-areas page.
    pub tags: Vec<String>,
    /// The lists of data/areas.yaml whose places are this city's, like [lakeview-neighbourhoods]:
    /// the city search shows this city's card for each of them. Optional.
    #[serde(default)]
    pub areas: Vec<Located<String>>,
}

/// A photo: a file under content/images/ and what it shows. The build reads its size from the
/// file and makes the smaller AVIF, WebP and JPEG copies each place needs.
#[derive(Debug, Clone, PartialEq, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Image {
    /// The photo file under content/images/, like cities/lakeview.jpg (JPEG, PNG or WebP, at most 25 MB).
    pub src: Located<String>,
    /// What the photo shows, for people who cannot see it, like Two of our crew carrying a new water tank into a house. Required unless decorative is true.
    #[schemars(title = "Alt text")]
    pub alt: Option<Located<String>>,
    /// true for a photo that only decorates and says nothing the text does not; it then has no alt. Optional.
    #[serde(default)]
    pub decorative: bool,
    /// true for a drawing rather than a photograph; its alt text then says what the drawing shows,
    /// never that it shows real people or places (`sitegen check` warns when it seems to).
    #[serde(default)]
    pub illustration: bool,
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
    /// Where the link goes, like /lakeview/repairs.
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
    /// Where the article is, like /buying-guide.
    pub href: Href,
    /// The words of the link, like Read the guide.
    pub link_text: Words,
}

/// `content/data/quote-form.yaml`: the quote form's words and choices (where requests go is `leads`
/// in `site.yaml`).
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct QuoteFormContent {
    /// The words on the send button.
    pub submit_label: Words,
    /// The page a visitor lands on after sending without JavaScript, like /quote/thanks.
    pub thanks_page: Located<Href>,
    /// The page a visitor lands on after sending without JavaScript while site.yaml's leads provider
    /// is demo: it says that online requests are not connected yet and gives the phone number, like
    /// /quote/not-connected.
    pub not_connected_page: Located<Href>,
    /// The names of the fields, as visitors read them beside each box.
    pub labels: FieldLabels,
    /// The cities a visitor can pick, one per line.
    pub cities: Vec<CityChoice>,
    /// The service types a visitor can pick, one per line.
    pub services: Vec<ServiceChoice>,
    /// Plans a link can pick in advance: /quote?service=NAME chooses the service written here.
    pub presets: BTreeMap<Slug, Preset>,
    /// The pop-up message after a request is sent.
    pub toast: Toast,
    /// The property types a visitor picks from, as they read them (a Home / Business choice).
    /// Left out: the form asks no such question.
    #[serde(default)]
    pub property_types: Option<PropertyTypeLabels>,
    /// The sentence above a form that writes no `intro` of its own, by what its page promises.
    pub intros: FormIntros,
    /// An unticked box above the send button asking to receive offers and reminders by e-mail
    /// (Canada's anti-spam law asks for that consent, never pre-ticked), like Send me offers and
    /// maintenance reminders by e-mail. I can unsubscribe at any time. Left out: no such box.
    #[serde(default)]
    pub consent: Option<Words>,
}

/// The two property types' names as visitors read them (their values stay residential and commercial).
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PropertyTypeLabels {
    /// Like Residential.
    pub residential: Words,
    /// Like Commercial.
    pub commercial: Words,
}

/// The sentence above a quote form without its own `intro`, one per promise a page can make. In
/// them, {quote_response}, {same_day_service}, {emergency_dispatch} and {availability} stand for
/// site.yaml's `promises`, so a promise is written once.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FormIntros {
    /// On pages that promise an answer, like Tell us about your project. We respond {quote_response}.
    pub quote_response: Words,
    /// On pages that promise same-day service.
    pub same_day_service: Words,
    /// On pages that promise emergency dispatch.
    pub emergency_dispatch: Words,
}

/// The quote form's field names as visitors read them; the privacy policy names the fields with them.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FieldLabels {
    /// The label of the name field, like Full Name.
    pub name: Words,
    /// The label of the email field, like Email Address.
    pub email: Words,
    /// The label of the phone field, like Phone Number.
    pub phone: Words,
    /// The label of the city field, like City.
    pub city: Words,
    /// The label of the service type field, like Service Type.
    pub service_type: Words,
    /// The label of the property type field, like Property Type (with property_types only).
    #[serde(default)]
    pub property_type: Option<Located<Words>>,
    /// The label of the message field, like Additional Details.
    pub message: Words,
}

/// A city the quote form offers, as shown, like Lakeview.
// Sent as the lower-case name (spec 3.2).
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(from = "String")]
pub struct CityChoice {
    pub label: String,
    pub value: String,
}

impl From<String> for CityChoice {
    fn from(label: String) -> Self {
        CityChoice { value: label.to_lowercase(), label }
    }
}

/// A service type the quote form offers, as shown, like Repairs.
// Sent as the address-style slug of the whole name ("Mise à niveau de panneau" ->
// `mise-a-niveau-de-panneau`), made as page addresses are, so a lead's service reads as one word
// whatever the language (spec 3.2's "furnace-replacement" for two-word names).
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(from = "String")]
pub struct ServiceChoice {
    pub label: String,
    pub value: String,
}

impl From<String> for ServiceChoice {
    fn from(label: String) -> Self {
        ServiceChoice { value: crate::scaffold::slugify(&label), label }
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Preset {
    /// One of the service types listed above, exactly as written there.
    pub service: Located<String>,
    /// What the form says was chosen, like Preferred Plan (yearly maintenance).
    pub label: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Toast {
    /// The pop-up message's heading, like Quote request sent.
    pub title: String,
    /// The pop-up message's text, like We will call you back {quote_response}. ({quote_response} and the
    /// other promises stand for site.yaml's, so a promise is written once.)
    pub description: String,
}
