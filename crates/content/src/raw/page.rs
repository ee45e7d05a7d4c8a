//! What an editor writes in `content/pages/**.yaml`: a title, a description and a list of typed
//! sections. Sections are externally tagged (`- faq:` with fields under it) because that shape lets
//! the YAML parser report a misspelt field at its exact line and column (an internally tagged enum
//! buffers the mapping first and loses the position).
//!
//! References to other files (`list`, `guide`, `resources`, `rotation`, `city`) are plain names
//! here; [`crate::resolve`] replaces them with the data they name.
//!
//! The sections themselves are written in [`crate::sections`], one module per type; [`Section`]
//! is generated there from the list of types.

use serde::Deserialize;

pub use crate::sections::RawSection as Section;

use crate::{Href, Located, Price, Slug, Words};

/// What an editor writes in `content/pages/**.yaml`.
#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct PageFile {
    /// The page title shown in search results and the browser tab. Left out: made from the service, the city and the brand.
    pub title: Option<Words>,
    /// The short summary under the title in search results. Left out: the hero's lead text.
    pub description: Option<Words>,
    /// The city this page is about, by its slug in data/cities.yaml, like lakeview.
    pub city: Option<Located<Slug>>,
    /// The service this page sells, like Roof Repair, for search engines.
    pub service: Option<Words>,
    /// The page's colours: default, or emergency for the red look of the emergency page.
    #[serde(default)]
    pub theme: Theme,
    /// true keeps the page out of search results, like the thank-you page after a quote request.
    #[serde(default)]
    pub noindex: bool,
    /// How fast this page promises to answer, from site.yaml's promises: quote_response, same_day_service or emergency_dispatch; the quote form says it. Left out: quote_response.
    #[serde(default)]
    pub promise: Promise,
    /// On a site in two languages: the address of this page in the other language, like /quote
    /// on /fr/soumission. Left out: the page at the same place in the other language's folder
    /// (content/fr/pages/quote.yaml is the French of content/pages/quote.yaml).
    #[serde(default)]
    pub translation: Option<Href>,
    /// The first day this page is on the site, like 2026-11-20: before it, its address is not
    /// published, and the publishing workflow's daily run adds it that day. Optional.
    #[schemars(title = "On the site from")]
    pub from: Option<Located<crate::Day>>,
    /// The last day this page is on the site, like 2026-11-30: from the next day its address is
    /// taken off (the daily run does it that day). Optional.
    #[schemars(title = "On the site until")]
    pub until: Option<Located<crate::Day>>,
    /// The blocks of the page from top to bottom; each starts with - and its type, like - hero:.
    pub sections: Vec<Section>,
}

/// The page's look; `default` when left out.
#[derive(
    Debug, Default, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema, bitcode::Encode, bitcode::Decode,
)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    #[default]
    Default,
    /// The red emergency look of /emergency-repairs.
    Emergency,
}

/// Which of site.yaml's promises a page makes about answering; `quote_response` when left out.
#[derive(
    Debug, Default, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema, bitcode::Encode, bitcode::Decode,
)]
#[serde(rename_all = "snake_case")]
pub enum Promise {
    /// A quote request is answered as site.yaml's quote_response says.
    #[default]
    QuoteResponse,
    /// Repairs: same-day service for most calls, and emergency dispatch (repair pages).
    SameDayService,
    /// Emergencies: someone dispatched as emergency_dispatch says (emergency pages).
    EmergencyDispatch,
}

/// A button or link with a visible label: either `href` or `call: true`, never both.
#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields, try_from = "RawAction")]
pub struct Action {
    pub label: Words,
    /// Where it goes; leave out and set `call: true` for the business phone.
    pub href: Option<Href>,
    /// Dial the phone number from `site.yaml`.
    #[serde(default)]
    pub call: bool,
    #[serde(default)]
    pub style: ActionStyle,
}

#[derive(Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
struct RawAction {
    /// The words on the button, like Get a Free Quote.
    label: Words,
    /// Where the button goes, like /quote or #plans. Leave it out when the button calls.
    href: Option<Href>,
    /// true makes the button call the phone number of site.yaml (then leave out href).
    #[serde(default)]
    call: bool,
    /// How the button looks: primary, secondary (outlined) or emergency (red).
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
#[derive(
    Debug, Default, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema, bitcode::Encode, bitcode::Decode,
)]
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
        #[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
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

/// The section's background; `plain` when left out.
#[derive(
    Debug, Default, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema, bitcode::Encode, bitcode::Decode,
)]
#[serde(rename_all = "snake_case")]
pub enum Tone {
    #[default]
    Plain,
    /// A tinted background band, to separate neighbouring sections.
    Muted,
    Dark,
}

/// A maintenance plan of `data/plans.yaml`, shown on every page that names it.
#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Plan {
    /// The plan's name on its card, like Basic Plan.
    pub name: Words,
    /// The price shown on the card, with its dollar sign: $149, or words like Custom.
    pub price: Price,
    /// What the price covers, shown after it, like per year. Optional.
    pub period: Option<Words>,
    /// How many visits the plan includes, like 1 visit per year. Optional.
    pub visits: Option<Words>,
    /// true marks this plan as the most popular one.
    #[serde(default)]
    pub popular: bool,
    /// What the plan includes, one per line.
    pub features: Vec<Words>,
    /// The button on the plan's card.
    pub action: Action,
}

/// An old address and the page it now leads to (a permanent redirect).
#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Redirect {
    /// The old address that now leads elsewhere, like /old-services-page.
    pub from: Located<Href>,
    /// The page it leads to, like /residential.
    pub to: Href,
}
