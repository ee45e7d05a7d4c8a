//! `content/site.yaml`: every site-wide fact, written once and used by every page.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::{Email, EndpointUrl, Href, Located, PayloadFormat, Phone, ProviderKind, Slug};

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SiteConfig {
    pub brand: Brand,
    /// Absolute origin of the published site, for canonical URLs and the sitemap.
    pub base_url: Href,
    /// The one phone number of the business: every `tel:` link and displayed number comes from it.
    pub phone: Phone,
    pub email: Emails,
    pub address: Address,
    pub hours: Vec<Hours>,
    pub social: Vec<Link>,
    pub figures: CompanyFigures,
    pub offer: Offer,
    pub guarantees: Vec<Guarantee>,
    pub promises: Promises,
    pub timings: Timings,
    pub nav: Vec<Link>,
    pub header_action: Link,
    pub footer: Footer,
    pub quote_form: QuoteFormConfig,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Brand {
    pub name: String,
    pub short_name: String,
    pub tagline: String,
    pub description: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Emails {
    /// Shown in the footer and on the contact page.
    pub general: Email,
    /// Second address on the contact page, for quotes and estimates.
    pub quotes: Email,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Address {
    /// Left out until the business publishes a street address.
    pub street: Option<String>,
    pub locality: String,
    pub region: String,
    /// The region's full name, for search engines: the area a service page serves when it names no city.
    pub region_name: String,
    pub postal_code: Option<String>,
    pub country: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Hours {
    /// As shown to visitors, e.g. `Mon-Fri`.
    pub label: String,
    pub days: Vec<Weekday>,
    /// 24-hour `HH:MM`, shown as 7:00 AM.
    pub opens: Located<String>,
    pub closes: Located<String>,
}

#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Weekday {
    Monday,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
    Sunday,
}

#[derive(Debug, Clone, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Link {
    pub label: String,
    pub href: Href,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CompanyFigures {
    pub founded: Figure,
    pub experience: Figure,
    pub installs: Figure,
    pub customers: Figure,
    pub cities: Figure,
    pub technicians: Figure,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Figure {
    pub value: String,
    pub label: String,
}

#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FigureKey {
    Founded,
    Experience,
    Installs,
    Customers,
    Cities,
    Technicians,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Offer {
    pub title: String,
    pub text: String,
    pub action: Link,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Guarantee {
    pub title: String,
    pub text: String,
}

/// Promises the business makes, each written once so no two pages can disagree.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Promises {
    pub quote_response: String,
    pub emergency_dispatch: String,
    pub availability: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Timings {
    /// The quote form's pause before it reports a request as sent (the spec's 1.5 s).
    pub submit_delay_ms: u32,
    /// How long the quote form waits for the destination before offering the phone and a retry.
    pub quote_timeout_ms: u32,
    /// A quote request sent sooner than this after the form appeared is taken for a bot.
    pub quote_min_fill_ms: u32,
    /// Keyword-guide rotation per named speed (`home`, `hub`); a guide section names one.
    pub keyword_rotation_ms: BTreeMap<String, u32>,
    pub carousel_ms: u32,
    pub toast: ToastTimings,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToastTimings {
    pub limit: u8,
    pub duration_ms: u32,
    pub gap_px: u8,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Footer {
    pub about: String,
    pub service_areas: Vec<Link>,
    pub services: Vec<Link>,
    pub contact_action: Link,
    pub credit: Link,
    pub legal: Vec<Link>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct QuoteFormConfig {
    pub cities: Vec<CityChoice>,
    pub services: Vec<ServiceChoice>,
    /// `/quote?service=SLUG` preselects a service type and names the plan.
    pub presets: BTreeMap<Slug, Preset>,
    pub toast: Toast,
    /// Where requests go, as written: `demo` (nothing is sent; the default), `netlify`,
    /// `formspree` (with `url`) or `endpoint` (with `url` and `format: json|form`).
    #[serde(default, rename = "provider")]
    pub provider_kind: Option<Located<ProviderKind>>,
    /// The destination of `formspree` and `endpoint`.
    #[serde(default)]
    pub url: Option<Located<EndpointUrl>>,
    /// How `endpoint` encodes the request; JSON when left out.
    #[serde(default)]
    pub format: Option<Located<PayloadFormat>>,
    /// The text of the send button.
    pub submit_label: String,
    /// The page a request sent without JavaScript lands on (`content/pages/quote/thanks.yaml`).
    pub thanks_page: Located<Href>,
}

/// A city in the form: stored as the lower-case name (spec 3.2).
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

/// A service type in the form: lower case with the first space turned into a hyphen (spec 3.2).
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(from = "String")]
pub struct ServiceChoice {
    pub label: String,
    pub value: String,
}

impl From<String> for ServiceChoice {
    fn from(label: String) -> Self {
        ServiceChoice { value: label.to_lowercase().replacen(' ', "-", 1), label }
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Preset {
    /// The label of one of `services`.
    pub service: Located<String>,
    /// What the form says was chosen, e.g. `Preferred Plan (furnace maintenance)`.
    pub label: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Toast {
    pub title: String,
    pub description: String,
}
