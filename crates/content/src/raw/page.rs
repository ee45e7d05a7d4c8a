//! What an editor writes in `content/pages/**.yaml`: a title, a description and a list of typed
//! sections. Sections are externally tagged (`- faq:` with fields under it) because that shape lets
//! the YAML parser report a misspelt field at its exact line and column (an internally tagged enum
//! buffers the mapping first and loses the position).
//!
//! References to other files (`list`, `guide`, `resources`, `rotation`, `city`) are plain names
//! here; [`crate::resolve`] replaces them with the data they name.

use serde::Deserialize;

use crate::raw::{FigureKey, Image};
use crate::{Href, Located, Price, Slug, Words};

/// What an editor writes in `content/pages/**.yaml`.
#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct PageFile {
    /// The page title shown in search results and the browser tab. Left out: made from the service, the city and the brand.
    pub title: Option<Words>,
    /// The short summary under the title in search results. Left out: the hero's lead text.
    pub description: Option<Words>,
    /// The city this page is about, by its slug in data/cities.yaml, like calgary.
    pub city: Option<Located<Slug>>,
    /// The service this page sells, like Furnace Repair, for search engines.
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
    /// Emergencies: a technician dispatched as emergency_dispatch says (emergency pages).
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

macro_rules! sections {
    ($($(#[$doc:meta])* $variant:ident($ty:ident) = $name:literal,)*) => {
        /// One block of the page: `- ` and its type, like `- faq:`, with its fields indented under it.
        #[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
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
    /// Questions and answers that open one at a time.
    Faq(Faq) = "faq",
    /// Jobs we did: each customer's problem, what we did and the result.
    CaseStudies(CaseStudies) = "case_studies",
    /// Boiler or heating options, each with features.
    Options(Options) = "options",
    /// Kinds of repair, each with the signs a customer notices.
    RepairTypes(RepairTypes) = "repair_types",
    /// Maintenance plans as cards with prices, side by side.
    Plans(Plans) = "plans",
    /// Groups of things to check, each with a heading.
    Checklist(Checklist) = "checklist",
    /// A list of neighbourhoods or towns we serve, from data/areas.yaml.
    Areas(Areas) = "areas",
    /// What customers said, from data/testimonials.yaml.
    Testimonials(Testimonials) = "testimonials",
    /// A call to action: a heading, a sentence and buttons.
    Cta(Cta) = "cta",
    /// A full-width strip with one message and a button (the emergency phone banner).
    Banner(Banner) = "banner",
    /// The quote request form.
    QuoteForm(QuoteForm) = "quote_form",
    /// Links from data/keyword-guides.yaml that take turns on a timer.
    KeywordGuide(KeywordGuide) = "keyword_guide",
    /// Articles from data/resources.yaml that slide past.
    Carousel(Carousel) = "carousel",
    /// Paragraphs and bullet points.
    Text(Text) = "text",
    /// Plain text links (related topics).
    Links(Links) = "links",
    /// The home page's searchable city cards.
    CitySearch(CitySearch) = "city_search",
    /// City cards with their service tags (service-areas page).
    CityCards(CityCards) = "city_cards",
    /// Company figures from site.yaml, like the year founded.
    Figures(Figures) = "figures",
    /// The guarantees written in site.yaml.
    Guarantees(Guarantees) = "guarantees",
    /// The limited-time offer written in site.yaml.
    Offer(OfferSection) = "offer",
    /// E-mail addresses, opening hours and areas served, from site.yaml.
    ContactInfo(ContactInfo) = "contact_info",
    /// The message of the page-not-found page.
    NotFound(NotFound) = "not_found",
    /// A grid of pictures with captions (team, vans, finished installs).
    Gallery(Gallery) = "gallery",
    /// What the site collects about a visitor, written by the tool from the site's own settings:
    /// the quote form's fields, its draft, where a visit came from, and analytics.
    PrivacyDetails(PrivacyDetails) = "privacy_details",
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Hero {
    /// A short line above the heading, like 24/7 Emergency Service. Optional.
    pub eyebrow: Option<Words>,
    /// The page's main heading.
    pub title: Words,
    /// The sentence or two under the heading.
    pub lead: Option<Words>,
    /// The buttons under the lead text.
    #[serde(default)]
    pub actions: Vec<Action>,
    /// Short selling points shown as badges, like Licensed & Insured.
    #[serde(default)]
    pub badges: Vec<Words>,
    /// A box beside the heading with a short list, like why to choose us. Optional.
    pub aside: Option<HeroAside>,
    /// A photo beside the heading (above it on phones, cropped wider there); with aside, it stands above the box. It is also the page's picture when shared on social media. Optional.
    pub image: Option<Image>,
    /// true shows the proof row under the buttons: the rating computed from data/testimonials.yaml and the trust points of site.yaml. Optional.
    #[serde(default)]
    pub proof: bool,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct HeroAside {
    /// The heading of the box.
    pub title: Words,
    /// The lines of the box, one per line.
    pub items: Vec<Words>,
    /// A button at the bottom of the box. Optional.
    pub action: Option<Action>,
    /// true shows the box only where it stands beside the heading (960 px and wider): phones skip it, so what follows the hero (on /quote, the form) comes sooner.
    #[serde(default)]
    pub wide_only: bool,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Cards {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section. Optional.
    pub title: Option<Words>,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The cards, in order.
    pub items: Vec<Card>,
    /// A button under the cards. Optional.
    pub action: Option<Action>,
    /// The section's background: plain, muted (tinted) or dark.
    #[serde(default)]
    pub tone: Tone,
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

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Card {
    /// The card's heading.
    pub title: Words,
    /// The card's text.
    pub description: Words,
    /// A picture at the top of the card, by name, like flame or wrench. Optional.
    pub icon: Option<Icon>,
    /// Where the card's link goes, like /furnace-repair. Optional.
    pub href: Option<Href>,
    /// The words of the card's link. Left out: Learn More.
    pub link_text: Option<Words>,
    /// Short points listed on the card. Optional.
    #[serde(default)]
    pub bullets: Vec<Words>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Steps {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The number of the first step, when the steps continue an earlier list. Left out: 1.
    #[serde(default = "one")]
    pub start: u32,
    /// The steps, in order.
    pub items: Vec<Step>,
}

fn one() -> u32 {
    1
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The step's heading.
    pub title: Words,
    /// What happens in this step.
    pub description: Words,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Faq {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// The questions and their answers, in order.
    pub items: Vec<Question>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Question {
    /// The question, as a customer would ask it.
    pub question: Words,
    /// The answer shown when the question is opened.
    pub answer: Words,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct CaseStudies {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// The case studies, in order.
    pub items: Vec<CaseStudy>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct CaseStudy {
    /// The case study's heading, like Downtown Office Tower Retrofit.
    pub title: Words,
    /// Where the job was, like Calgary, AB.
    pub location: Words,
    /// The customer's problem.
    pub challenge: Words,
    /// What we did.
    pub solution: Words,
    /// What changed for the customer, with figures if there are any.
    pub results: Words,
    /// A photo of the job, shown at the top of the case study. Optional.
    pub image: Option<Image>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The options, in order.
    pub items: Vec<OptionItem>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct OptionItem {
    /// The option's name, like High-Efficiency Condensing Boiler.
    pub title: Words,
    /// A sentence about the option.
    pub description: Words,
    /// The option's features, one per line.
    pub features: Vec<Words>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct RepairTypes {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The kinds of repair, in order.
    pub items: Vec<RepairType>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct RepairType {
    /// The kind of repair, like Ignition Problems.
    pub title: Words,
    /// A sentence about the repair.
    pub description: Words,
    /// Signs a customer notices, one per line.
    pub symptoms: Vec<Words>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Plans {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The plans to show as cards side by side, by their names in data/plans.yaml, like [basic, complete].
    pub show: Vec<Located<String>>,
    /// A link under the plans, like one to commercial plans. Optional.
    pub note: Option<Action>,
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

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Checklist {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The checklist's groups, each with a heading and its items.
    pub groups: Vec<ChecklistGroup>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct ChecklistGroup {
    /// The group's heading.
    pub title: Words,
    /// The things to check, one per line.
    pub items: Vec<Words>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Areas {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The name of a list of places in data/areas.yaml, like calgary-neighbourhoods.
    pub list: Located<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Testimonials {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// Which testimonials: featured (those marked featured: true, as on the home and city pages) or all.
    #[serde(default)]
    pub show: TestimonialChoice,
    /// Only the testimonials of this city (their `city:` in data/testimonials.yaml), like calgary, for a section about that city. Optional.
    pub city: Option<Located<Slug>>,
    /// With `city`: the title used when the city has fewer than three testimonials; the section then adds others (those not featured first, as the home page shows the featured ones) up to three, so this title must say so, like What Calgary and Alberta Customers Say. Left out: only the city's testimonials are shown, however few.
    pub title_when_few: Option<Words>,
    /// A button under the testimonials. Optional.
    pub action: Option<Action>,
}

/// Which testimonials a section shows.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode,
)]
#[serde(rename_all = "lowercase")]
pub enum TestimonialChoice {
    /// Every testimonial, in the order of data/testimonials.yaml.
    #[default]
    All,
    /// Only those marked `featured: true`.
    Featured,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Cta {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading: what you ask the visitor to do.
    pub title: Words,
    /// A sentence under the heading. Optional.
    pub text: Option<Words>,
    /// The buttons.
    pub actions: Vec<Action>,
    /// The section's background: plain, muted (tinted) or dark.
    #[serde(default)]
    pub tone: Tone,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Banner {
    /// The banner's message.
    pub title: Words,
    /// A sentence under the message. Optional.
    pub text: Option<Words>,
    /// The buttons.
    pub actions: Vec<Action>,
    /// The banner's colour: emergency (red), warning (orange) or brand.
    #[serde(default)]
    pub style: BannerStyle,
}

/// The banner's colour; `emergency` when left out.
#[derive(
    Debug, Default, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema, bitcode::Encode, bitcode::Decode,
)]
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

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct QuoteForm {
    /// The form's anchor, so a link to #this-name jumps to it. Left out: quote.
    pub id: Option<Slug>,
    /// The heading above the form.
    pub title: Words,
    /// A short paragraph above the form. Optional.
    pub intro: Option<Words>,
    /// The property type the form starts with: residential or commercial.
    #[serde(default)]
    pub property_type: PropertyType,
}

/// The property type the quote form starts with; `residential` when left out.
#[derive(
    Debug, Default, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema, bitcode::Encode, bitcode::Decode,
)]
#[serde(rename_all = "snake_case")]
pub enum PropertyType {
    #[default]
    Residential,
    Commercial,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct KeywordGuide {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The name of a guide in data/keyword-guides.yaml.
    pub guide: Located<String>,
    /// How fast the links take turns: the name of a speed in site.yaml, like home or hub.
    pub rotation: Located<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Carousel {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// The name of a set of articles in data/resources.yaml.
    pub resources: Located<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Text {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section. Optional.
    pub title: Option<Words>,
    /// The paragraphs, in order.
    #[serde(default)]
    pub paragraphs: Vec<Words>,
    /// Bullet points under the paragraphs. Optional.
    #[serde(default)]
    pub bullets: Vec<Words>,
    /// A button at the end. Optional.
    pub action: Option<Action>,
    /// The section's background: plain, muted (tinted) or dark.
    #[serde(default)]
    pub tone: Tone,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Links {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// The links, in order.
    pub items: Vec<LinkItem>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct LinkItem {
    /// The words of the link.
    pub text: Words,
    /// Where the link goes, like /calgary/furnace-repair.
    pub href: Href,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct CitySearch {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The search box's label, like Find your city.
    pub label: Words,
    /// The grey hint inside the empty search box, like Start typing a city.
    pub placeholder: Words,
    /// Shown when no city matches what was typed.
    pub empty: Words,
    /// A line always shown under the city cards.
    pub hint: Words,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct CityCards {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Figures {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// Which company figures of site.yaml to show, like founded or installs.
    pub items: Vec<FigureKey>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Guarantees {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct OfferSection {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct ContactInfo {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// The names of lists in data/areas.yaml shown as the areas we serve.
    pub area_lists: Vec<Located<String>>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct NotFound {
    /// The big text at the top, like 404.
    pub code: Words,
    /// The message under it, like Page not found.
    pub title: Words,
    /// The button that takes the visitor somewhere useful.
    pub action: Action,
}

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Gallery {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
    /// The heading of the section.
    pub title: Words,
    /// A short paragraph under the heading. Optional.
    pub intro: Option<Words>,
    /// The pictures, in order.
    pub items: Vec<Picture>,
}

/// The privacy policy's facts, generated from `site.yaml` (where leads go, analytics) and the quote
/// form itself, so the policy cannot say something the site does not do.
#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct PrivacyDetails {
    /// The section's anchor, so a link to #this-name jumps here. Optional.
    pub id: Option<Slug>,
}

/// One photo of a gallery, with an optional caption.
#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Picture {
    /// The photo file and what it shows.
    pub image: Image,
    /// Text shown under the picture. Optional.
    pub caption: Option<Words>,
}

/// An old address and the page it now leads to (a permanent redirect).
#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Redirect {
    /// The old address that now leads elsewhere, like /residential-heating.
    pub from: Located<Href>,
    /// The page it leads to, like /residential.
    pub to: Href,
}
