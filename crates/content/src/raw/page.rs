//! What an editor writes in `content/pages/**.yaml`: a title, a description and a list of typed
//! sections. Sections are externally tagged (`- faq:` with fields under it) because that shape lets
//! the YAML parser report a misspelt field at its exact line and column (an internally tagged enum
//! buffers the mapping first and loses the position).
//!
//! References to other files (`list`, `guide`, `resources`, `rotation`, `city`) are plain names
//! here; [`crate::resolve`] replaces them with the data they name.

use serde::Deserialize;

use crate::raw::{FigureKey, Image};
use crate::{Href, Located, Slug};

/// What an editor writes in `content/pages/**.yaml`.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PageFile {
    /// The `<title>`: what search results show. Defaults to "Service in City | Brand", or the
    /// hero title and the brand.
    pub title: Option<String>,
    /// The meta description: the snippet under the title in search results. Defaults to the
    /// hero's lead text, or a sentence built from the service, the city and the brand.
    pub description: Option<String>,
    /// The city this page serves, a `slug` from `data/cities.yaml`.
    pub city: Option<Located<Slug>>,
    /// The service this page sells, for structured data (`Furnace Repair`).
    pub service: Option<String>,
    #[serde(default)]
    pub theme: Theme,
    /// `true` keeps the page out of search results and the sitemap: a page reached only by
    /// doing something, such as the thank-you page after a quote request.
    #[serde(default)]
    pub noindex: bool,
    pub sections: Vec<Section>,
}

/// The page's look; `default` when left out.
#[derive(Debug, Default, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    #[default]
    Default,
    /// The red emergency look of /emergency-repairs.
    Emergency,
}

/// A button or link with a visible label: either `href` or `call: true`, never both.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, try_from = "RawAction")]
pub struct Action {
    pub label: String,
    /// Where it goes; leave out and set `call: true` for the business phone.
    pub href: Option<Href>,
    /// Dial the phone number from `site.yaml`.
    #[serde(default)]
    pub call: bool,
    #[serde(default)]
    pub style: ActionStyle,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawAction {
    label: String,
    href: Option<Href>,
    #[serde(default)]
    call: bool,
    #[serde(default)]
    style: ActionStyle,
}

impl TryFrom<RawAction> for Action {
    type Error = String;
    fn try_from(r: RawAction) -> Result<Self, String> {
        match (&r.href, r.call) {
            (Some(_), true) => {
                Err(format!("action `{}` has both `href` and `call: true` (expected one of them)", r.label))
            }
            (None, false) => Err(format!("action `{}` goes nowhere (expected `href: /path` or `call: true`)", r.label)),
            _ => Ok(Action { label: r.label, href: r.href, call: r.call, style: r.style }),
        }
    }
}

/// How a button looks; `primary` when left out.
#[derive(Debug, Default, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ActionStyle {
    #[default]
    Primary,
    Secondary,
    Emergency,
}

macro_rules! icons {
    ($($variant:ident = $name:literal,)*) => {
        /// Icons drawn as inline SVG by the templates: `templates/icons/<name>.svg`.
        #[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema)]
        pub enum Icon {
            $(#[serde(rename = $name)] $variant,)*
        }

        impl Icon {
            /// The icon's name, which is also its file name.
            pub fn name(self) -> &'static str {
                match self { $(Icon::$variant => $name,)* }
            }
            pub const NAMES: &'static [&'static str] = &[$($name),*];
        }
    };
}

icons! {
    Flame = "flame",
    Snowflake = "snowflake",
    Wrench = "wrench",
    Shield = "shield",
    Clock = "clock",
    Phone = "phone",
    Home = "home",
    Building = "building",
    Thermometer = "thermometer",
    Fan = "fan",
    Droplet = "droplet",
    Wind = "wind",
    Gas = "gas",
    Check = "check",
    Star = "star",
    Leaf = "leaf",
    Dollar = "dollar",
    Award = "award",
    Users = "users",
    Calendar = "calendar",
    MapPin = "map-pin",
    Alert = "alert",
    Gauge = "gauge",
    Filter = "filter",
    Zap = "zap",
}

macro_rules! sections {
    ($($(#[$doc:meta])* $variant:ident($ty:ident) = $name:literal,)*) => {
        /// One block of a page. YAML: `- hero: {...}`, `- faq: {...}`.
        #[derive(Debug, Deserialize, schemars::JsonSchema)]
        #[serde(rename_all = "snake_case")]
        pub enum Section {
            $($(#[$doc])* $variant($ty),)*
        }

        impl Section {
            /// The section's type name, which is also its template: `templates/sections/<name>.html`.
            pub fn kind(&self) -> &'static str {
                match self { $(Section::$variant(_) => $name,)* }
            }
            pub const KINDS: &'static [&'static str] = &[$($name),*];
        }

    };
}

sections! {
    /// The top of a page with the page's one `h1`.
    Hero(Hero) = "hero",
    /// A grid of cards (services, benefits, reasons).
    Cards(Cards) = "cards",
    /// Numbered process steps.
    Steps(Steps) = "steps",
    Faq(Faq) = "faq",
    CaseStudies(CaseStudies) = "case_studies",
    /// Boiler or heating options, each with features.
    Options(Options) = "options",
    RepairTypes(RepairTypes) = "repair_types",
    Plans(Plans) = "plans",
    Checklist(Checklist) = "checklist",
    /// A named list from `data/areas.yaml`.
    Areas(Areas) = "areas",
    Testimonials(Testimonials) = "testimonials",
    Cta(Cta) = "cta",
    /// A full-width strip with one message and a button (the emergency phone banner).
    Banner(Banner) = "banner",
    QuoteForm(QuoteForm) = "quote_form",
    KeywordGuide(KeywordGuide) = "keyword_guide",
    Carousel(Carousel) = "carousel",
    /// Paragraphs and bullet points.
    Text(Text) = "text",
    /// Plain text links (related topics).
    Links(Links) = "links",
    /// The home page's searchable city cards.
    CitySearch(CitySearch) = "city_search",
    /// City cards with their service tags (service-areas page).
    CityCards(CityCards) = "city_cards",
    /// Company figures from `site.yaml`.
    Figures(Figures) = "figures",
    /// The guarantees from `site.yaml`.
    Guarantees(Guarantees) = "guarantees",
    /// The limited-time offer from `site.yaml`.
    Offer(OfferSection) = "offer",
    /// E-mail addresses, hours and areas from `site.yaml`.
    ContactInfo(ContactInfo) = "contact_info",
    /// The not-found message; logs the missing path to the console.
    NotFound(NotFound) = "not_found",
    /// A grid of pictures with captions (team, vans, finished installs).
    Gallery(Gallery) = "gallery",
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Hero {
    pub eyebrow: Option<String>,
    pub title: String,
    pub lead: Option<String>,
    #[serde(default)]
    pub actions: Vec<Action>,
    #[serde(default)]
    pub badges: Vec<String>,
    pub aside: Option<HeroAside>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HeroAside {
    pub title: String,
    pub items: Vec<String>,
    pub action: Option<Action>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Cards {
    pub id: Option<Slug>,
    pub title: Option<String>,
    pub intro: Option<String>,
    pub items: Vec<Card>,
    pub action: Option<Action>,
    #[serde(default)]
    pub tone: Tone,
}

/// The section's background; `plain` when left out.
#[derive(Debug, Default, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Tone {
    #[default]
    Plain,
    /// A tinted background band, to separate neighbouring sections.
    Muted,
    Dark,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Card {
    pub title: String,
    pub description: String,
    pub icon: Option<Icon>,
    pub href: Option<Href>,
    /// Defaults to `Learn More`.
    pub link_text: Option<String>,
    #[serde(default)]
    pub bullets: Vec<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Steps {
    pub id: Option<Slug>,
    pub title: String,
    pub intro: Option<String>,
    /// Number of the first step, when a process continues from an earlier section.
    #[serde(default = "one")]
    pub start: u32,
    pub items: Vec<Step>,
}

fn one() -> u32 {
    1
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub title: String,
    pub description: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Faq {
    pub id: Option<Slug>,
    pub title: String,
    pub items: Vec<Question>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Question {
    pub question: String,
    pub answer: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CaseStudies {
    pub id: Option<Slug>,
    pub title: String,
    pub items: Vec<CaseStudy>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CaseStudy {
    pub title: String,
    pub location: String,
    pub challenge: String,
    pub solution: String,
    pub results: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Options {
    pub id: Option<Slug>,
    pub title: String,
    pub intro: Option<String>,
    pub items: Vec<OptionItem>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OptionItem {
    pub title: String,
    pub description: String,
    pub features: Vec<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RepairTypes {
    pub id: Option<Slug>,
    pub title: String,
    pub intro: Option<String>,
    pub items: Vec<RepairType>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RepairType {
    pub title: String,
    pub description: String,
    pub symptoms: Vec<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Plans {
    pub id: Option<Slug>,
    pub title: String,
    pub intro: Option<String>,
    pub items: Vec<Plan>,
    /// A line under the plans, e.g. a link to commercial plans.
    pub note: Option<Action>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Plan {
    pub name: String,
    /// As shown: `$149`, or `Custom`.
    pub price: String,
    /// `per year`, `single visit`.
    pub period: Option<String>,
    pub visits: Option<String>,
    #[serde(default)]
    pub popular: bool,
    pub features: Vec<String>,
    pub action: Action,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Checklist {
    pub id: Option<Slug>,
    pub title: String,
    pub intro: Option<String>,
    pub groups: Vec<ChecklistGroup>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ChecklistGroup {
    pub title: String,
    pub items: Vec<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Areas {
    pub id: Option<Slug>,
    pub title: String,
    pub intro: Option<String>,
    /// The name of a list in `data/areas.yaml`.
    pub list: Located<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Testimonials {
    pub id: Option<Slug>,
    pub title: String,
    pub intro: Option<String>,
    /// Show only the first N testimonials.
    pub limit: Option<usize>,
    pub action: Option<Action>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Cta {
    pub id: Option<Slug>,
    pub title: String,
    pub text: Option<String>,
    pub actions: Vec<Action>,
    #[serde(default)]
    pub tone: Tone,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Banner {
    pub title: String,
    pub text: Option<String>,
    pub actions: Vec<Action>,
    #[serde(default)]
    pub style: BannerStyle,
}

/// The banner's colour; `emergency` when left out.
#[derive(Debug, Default, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum BannerStyle {
    /// Red: emergencies.
    #[default]
    Emergency,
    /// Orange: the emergency line on the quote page.
    Warning,
    /// Brand colour: offers and general calls.
    Brand,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct QuoteForm {
    /// Anchor of the form; `quote` unless set.
    pub id: Option<Slug>,
    pub title: String,
    pub intro: Option<String>,
    #[serde(default)]
    pub property_type: PropertyType,
}

/// The property type the quote form starts with; `residential` when left out.
#[derive(Debug, Default, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PropertyType {
    #[default]
    Residential,
    Commercial,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KeywordGuide {
    pub id: Option<Slug>,
    /// The name of a guide in `data/keyword-guides.yaml`.
    pub guide: Located<String>,
    /// The name of a speed in `site.yaml` `timings.keyword_rotation_ms` (`home`, `hub`).
    pub rotation: Located<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Carousel {
    pub id: Option<Slug>,
    pub title: String,
    /// The name of a set in `data/resources.yaml`.
    pub resources: Located<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Text {
    pub id: Option<Slug>,
    pub title: Option<String>,
    #[serde(default)]
    pub paragraphs: Vec<String>,
    #[serde(default)]
    pub bullets: Vec<String>,
    pub action: Option<Action>,
    #[serde(default)]
    pub tone: Tone,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Links {
    pub id: Option<Slug>,
    pub title: String,
    pub items: Vec<LinkItem>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LinkItem {
    pub text: String,
    pub href: Href,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CitySearch {
    pub id: Option<Slug>,
    pub title: String,
    pub intro: Option<String>,
    /// The search box's label, e.g. `Find your city`.
    pub label: String,
    pub placeholder: String,
    /// Shown when no city matches.
    pub empty: String,
    /// Always shown under the cards.
    pub hint: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CityCards {
    pub id: Option<Slug>,
    pub title: String,
    pub intro: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Figures {
    pub id: Option<Slug>,
    pub title: String,
    pub items: Vec<FigureKey>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Guarantees {
    pub id: Option<Slug>,
    pub title: String,
    pub intro: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OfferSection {
    pub id: Option<Slug>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ContactInfo {
    pub id: Option<Slug>,
    pub title: String,
    /// The names of lists in `data/areas.yaml` shown as service areas.
    pub area_lists: Vec<Located<String>>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NotFound {
    pub code: String,
    pub title: String,
    pub action: Action,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Gallery {
    pub id: Option<Slug>,
    pub title: String,
    pub intro: Option<String>,
    pub items: Vec<Picture>,
}

/// One picture of a gallery: a file under `static/` with its real size and a description.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Picture {
    pub image: Image,
    /// Shown under the picture.
    pub caption: Option<String>,
}

/// A permanent redirect from `content/redirects.yaml`.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Redirect {
    pub from: Located<Href>,
    pub to: Href,
}
