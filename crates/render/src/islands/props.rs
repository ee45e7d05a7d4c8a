//! The props of every island: the one contract between the generator and `islands/`. Each island's
//! props are a struct here; `islands/props.gen.ts` is generated from these types (ts-rs) and a test
//! fails when the committed file drifts, so the two sides cannot disagree.
//!
//! Field order is the JSON key order the browser receives.

use sitegen_content::wording::{CarouselText, CitySearchText, KeywordGuideText, MenuText, QuoteFormText};
use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::Serialize;
use ts_rs::TS;

pub use crate::photos::{PictureSource, PictureView};

/// Every island, with its props. The variant name is the component name in `islands/`.
#[derive(Debug, Serialize, TS)]
#[serde(tag = "component", content = "props")]
pub enum Island<'a> {
    Menu(MenuProps<'a>),
    CitySearch(CitySearchProps<'a>),
    KeywordGuide(KeywordGuideProps<'a>),
    Carousel(CarouselProps<'a>),
    QuoteForm(Box<QuoteFormProps<'a>>),
    NotFound(NotFoundProps),
}

impl Island<'_> {
    pub fn name(&self) -> &'static str {
        match self {
            Island::Menu(_) => "Menu",
            Island::CitySearch(_) => "CitySearch",
            Island::KeywordGuide(_) => "KeywordGuide",
            Island::Carousel(_) => "Carousel",
            Island::QuoteForm(_) => "QuoteForm",
            Island::NotFound(_) => "NotFound",
        }
    }

    /// When the browser hydrates it: the menu on idle (or first interaction), the rest when visible.
    pub fn load(&self) -> Load {
        match self {
            Island::Menu(_) => Load::Idle,
            _ => Load::Visible,
        }
    }

    /// The props alone, as the compact JSON the browser receives.
    pub fn props_json(&self) -> serde_json::Result<String> {
        match self {
            Island::Menu(p) => serde_json::to_string(p),
            Island::CitySearch(p) => serde_json::to_string(p),
            Island::KeywordGuide(p) => serde_json::to_string(p),
            Island::Carousel(p) => serde_json::to_string(p),
            Island::QuoteForm(p) => serde_json::to_string(p),
            Island::NotFound(p) => serde_json::to_string(p),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Load {
    Idle,
    Visible,
}

impl Load {
    pub fn as_str(self) -> &'static str {
        match self {
            Load::Idle => "idle",
            Load::Visible => "visible",
        }
    }
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct Link<'a> {
    pub label: &'a str,
    pub href: Cow<'a, str>,
}

#[derive(Debug, Serialize, TS)]
pub struct MenuProps<'a> {
    pub links: Vec<Link<'a>>,
    /// The menu's words in the site's language.
    pub text: &'a MenuText,
    /// The page's route when it is one of the links, `""` otherwise (it only sets `aria-current`,
    /// so pages outside the menu share one render).
    pub current: Cow<'a, str>,
    /// The open menu's two buttons under the links: the call (its word, like Call, then the
    /// number) and the quote (the call bar's "Free quote", to where the header's button leads).
    pub call: &'a str,
    pub phone: Phone<'a>,
    pub quote: Link<'a>,
}

#[derive(Debug, Serialize, TS)]
pub struct City<'a> {
    pub slug: &'a str,
    pub name: &'a str,
    pub href: Cow<'a, str>,
    pub blurb: &'a str,
    pub image: PictureView,
    pub tags: &'a [String],
}

#[derive(Debug, Serialize, TS)]
pub struct CitySearchProps<'a> {
    /// The search's words in the site's language.
    pub text: &'a CitySearchText,
    pub label: &'a str,
    pub placeholder: &'a str,
    pub empty: &'a str,
    pub hint: &'a str,
    /// Each card shows its city's tags (the service-areas page).
    pub tags: bool,
    pub cities: Vec<City<'a>>,
    /// The other places the content names as served, which a search finds too.
    pub places: Vec<Place<'a>>,
    /// What a search that finds a place without a page, or nothing, offers: a call and the quote
    /// form (where the page's "Free quote" leads).
    pub phone: Phone<'a>,
    pub quote: Cow<'a, str>,
}

/// A place a city search finds besides the cities' names, like a neighbourhood or a nearby town.
#[derive(Debug, Serialize, TS)]
pub struct Place<'a> {
    pub name: &'a str,
    /// The `slug`s of the cities whose cards it shows; empty: a place without a page.
    pub cities: Vec<&'a str>,
}

#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct KeywordItem<'a> {
    pub text: &'a str,
    pub href: Cow<'a, str>,
    pub is_new: bool,
}

#[derive(Debug, Serialize, TS)]
pub struct KeywordCategory<'a> {
    pub title: &'a str,
    /// Exactly two sets that take turns on a timer.
    pub sets: [Vec<KeywordItem<'a>>; 2],
}

#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct KeywordGuideProps<'a> {
    /// The guide's words in the site's language.
    pub text: &'a KeywordGuideText,
    pub title: &'a str,
    pub intro: Option<&'a str>,
    pub interval_ms: u32,
    pub categories: Vec<KeywordCategory<'a>>,
}

#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CarouselItem<'a> {
    pub title: &'a str,
    pub description: &'a str,
    pub href: Cow<'a, str>,
    pub link_text: &'a str,
}

#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CarouselProps<'a> {
    /// The carousel's words in the site's language.
    pub text: &'a CarouselText,
    pub title: &'a str,
    pub interval_ms: u32,
    pub items: Vec<CarouselItem<'a>>,
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct Phone<'a> {
    pub display: &'a str,
    pub href: String,
}

#[derive(Debug, Serialize, TS)]
pub struct Choice<'a> {
    pub label: &'a str,
    pub value: &'a str,
}

#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct QuotePreset<'a> {
    pub service_type: &'a str,
    pub label: &'a str,
}

#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ToastSettings<'a> {
    pub title: &'a str,
    pub description: &'a str,
    pub limit: u8,
    pub duration_ms: u32,
    pub gap_px: u8,
}

#[derive(Debug, Clone, Copy, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum ProviderKind {
    Demo,
    Netlify,
    Formspree,
    Endpoint,
}

#[derive(Debug, Clone, Copy, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    Json,
    Form,
}

#[derive(Debug, Clone, Copy, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum Method {
    Get,
    Post,
}

/// Where quote requests go, as `site.yaml` `quote_form` says (docs/deploy.md, "Quote form providers").
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct QuoteDestination<'a> {
    pub kind: ProviderKind,
    /// The service or endpoint URL (formspree, endpoint); null otherwise.
    pub url: Option<&'a str>,
    /// How a request with JavaScript is encoded.
    pub format: Format,
    pub origin: Option<&'a str>,
    /// Name of the honeypot field, as the provider's own spam filter expects it.
    pub honeypot: &'a str,
    /// Netlify's form name (also sent as `form-name`); null for other providers.
    pub form_name: Option<&'a str>,
    /// The form's action and method without JavaScript. `get` (demo: nothing is sent) only navigates
    /// to the page that says so: the form's fields then carry no `name`, so none reaches the URL.
    pub action: Cow<'a, str>,
    pub method: Method,
}

/// The fields' names as visitors read them beside each box (`data/quote-form.yaml` `labels`).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct FieldLabels<'a> {
    pub name: &'a str,
    pub email: &'a str,
    pub phone: &'a str,
    pub city: &'a str,
    pub service_type: &'a str,
    pub property_type: &'a str,
    pub message: &'a str,
}

#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct QuoteFormProps<'a> {
    /// The form's own words in the site's language (its fields' labels are `labels`).
    pub text: &'a QuoteFormText,
    pub heading: &'a str,
    pub intro: &'a str,
    pub labels: FieldLabels<'a>,
    pub submit_label: &'a str,
    pub submit_delay_ms: u32,
    pub phone: Phone<'a>,
    pub cities: Vec<Choice<'a>>,
    pub services: Vec<Choice<'a>>,
    pub property_types: Vec<Choice<'a>>,
    pub default_property_type: &'a str,
    /// The city the form starts with (a value of `cities`): the page's city; null elsewhere.
    /// Sending clears it like every field (spec 3.2/4).
    pub city: Option<&'a str>,
    /// The service type the form starts with (a value of `services`): the page's service; null
    /// elsewhere. A `?service=` preset still takes precedence.
    pub service_type: Option<&'a str>,
    pub presets: BTreeMap<&'a str, QuotePreset<'a>>,
    pub destination: QuoteDestination<'a>,
    /// Address of the page the form is on (in the host's URL form), sent with the request.
    pub page: Cow<'a, str>,
    /// Absolute URL of the thank-you page, for services that redirect a post without JavaScript.
    pub thanks_url: String,
    pub toast: ToastSettings<'a>,
    /// Give up on a request after this long.
    pub timeout_ms: u32,
    /// A request sent sooner than this after the page opened is marked `suspect` (browser
    /// autofill, or a bot) and still sent; only a filled honeypot is dropped.
    pub min_fill_ms: u32,
    /// The emergency path: "No heat or a gas smell right now?" puts the phone first and still
    /// takes the request.
    /// None when site.yaml describes no emergency service: the form has no emergency path.
    pub urgent: Option<UrgentPath<'a>>,
    /// The offer of `site.yaml` while it runs: a link with `?offer=` and its code names it in the
    /// request. Null after its last day.
    pub offer: Option<QuoteOffer<'a>>,
    /// Above the send button: who receives the request and where, and whom to ask about it
    /// (null with the demo provider, which sends nothing).
    pub notice: Option<String>,
    /// The unticked offers-and-reminders box's words (`consent` of data/quote-form.yaml); null:
    /// the form has no such box. Ticked, the request carries `consent: yes` and `consentAt`.
    pub consent: Option<&'a str>,
}

/// The quote form's emergency path, in the words of `site.yaml`'s promises.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct UrgentPath<'a> {
    /// When the phone is answered, like 24/7.
    pub availability: &'a str,
    /// How fast a technician comes, like within 2 hours.
    pub dispatch: &'a str,
    /// The page promises emergency dispatch: the path starts open.
    pub open: bool,
}

/// The offer a quote request can claim.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct QuoteOffer<'a> {
    /// The value of `?offer=` that names it (site.yaml's `code`), sent with the request.
    pub code: &'a str,
    /// The offer's title, shown above the form and written into the request's message.
    pub title: &'a str,
}

#[derive(Debug, Serialize, TS)]
pub struct NotFoundProps {}

/// Which analytics service the pages talk to.
#[derive(Debug, Clone, Copy, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum AnalyticsKind {
    Plausible,
    Ga4,
}

/// The two conversions, under the provider's names for them.
#[derive(Debug, Clone, Copy, Serialize, TS)]
pub struct AnalyticsEvents<'a> {
    /// A quote request the destination accepted.
    pub quote: &'a str,
    /// A click on a `tel:` link.
    pub call: &'a str,
    /// A click on an `sms:` link.
    pub text: &'a str,
    /// A click on a "Book online" link (`site.yaml` `booking:`).
    pub booking: &'a str,
}

/// What `islands/lib/analytics.ts` needs, written into every page's head as JSON (not a script the
/// browser runs, so the Content-Security-Policy needs no exception) when `site.yaml` has `analytics:`.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AnalyticsSettings<'a> {
    pub provider: AnalyticsKind,
    /// The provider's script, from its own origin; the page's `<script src>`.
    pub script: String,
    /// Plausible's site name (its script's `data-domain`) or the GA4 measurement ID.
    pub id: &'a str,
    pub events: AnalyticsEvents<'a>,
}

/// The `id` of the JSON element that carries [`AnalyticsSettings`] in a page's head.
pub const ANALYTICS_ELEMENT_ID: &str = "analytics-settings";

/// Which booking system opens its own window over the page.
#[derive(Debug, Clone, Copy, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum BookingKind {
    Servicetitan,
    HousecallPro,
}

/// A booking system's window (`site.yaml` `booking:` with servicetitan or housecall_pro), written
/// into every page's head as JSON: `islands/lib/booking.ts` loads `script` on the first click on a
/// "Book online" link and opens the window; the link's own address stays its target when the
/// script cannot load (and without JavaScript). Nothing of the provider loads before that click.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BookingSettings {
    pub provider: BookingKind,
    /// The provider's script, from its own origin.
    pub script: String,
    /// The `id` its install code gives the `<script>` element.
    pub id: &'static str,
    /// Its install code's `data-` attributes, name and value.
    pub data: Vec<(&'static str, String)>,
}

/// The `id` of the JSON element that carries [`BookingSettings`] in a page's head.
pub const BOOKING_ELEMENT_ID: &str = "booking-settings";

/// Call tracking (`site.yaml` `phone_by_source:`), written into every page's head as JSON when set:
/// `islands/lib/phones.ts` shows a visitor from one of these sources that source's number instead
/// of `main`, on every `tel:` link of `main` (the HTML, structured data and visitors without
/// JavaScript keep `main`).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PhoneSwap<'a> {
    pub main: Phone<'a>,
    pub by_source: PhonesBySource<'a>,
    /// The sources whose number takes texts (`texts:`): their number replaces `main` on `sms:`
    /// links too; any other source's visitors keep texting `main`.
    pub text_sources: Vec<PhoneSource>,
}

/// A source of call-tracking numbers, by its name in `site.yaml`.
#[derive(Debug, Clone, Copy, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum PhoneSource {
    GoogleAds,
    MicrosoftAds,
    Facebook,
}

/// The numbers by source, under the names `site.yaml` gives the sources.
#[derive(Debug, Clone, Serialize, TS)]
pub struct PhonesBySource<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub google_ads: Option<Phone<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub microsoft_ads: Option<Phone<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub facebook: Option<Phone<'a>>,
}

/// The `id` of the JSON element that carries [`PhoneSwap`] in a page's head.
pub const PHONE_SWAP_ELEMENT_ID: &str = "phone-swap";

/// One field a lead carries that the visitor does not type. What it says in plain words is the
/// site's language's (`privacy` of the words, by the field's name in snake case), so the privacy
/// policy lists each field in the visitor's language.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct LeadField {
    pub name: &'static str,
}

impl LeadField {
    /// The field's name as a word of the `privacy` group (`landingPage` -> `landing_page`).
    pub fn word(&self) -> String {
        let mut out = String::new();
        for c in self.name.chars() {
            if c.is_ascii_uppercase() {
                out.push('_');
                out.push(c.to_ascii_lowercase());
            } else {
                out.push(c);
            }
        }
        out
    }
}

/// Sent with every lead after the typed fields: where it was sent from, what the link chose, what
/// the visitor ticked, and whether it came too fast to have been typed.
pub const CONTEXT_FIELDS: &[LeadField] = &[
    LeadField { name: "page" },
    LeadField { name: "service" },
    LeadField { name: "offer" },
    LeadField { name: "urgent" },
    LeadField { name: "consent" },
    LeadField { name: "consentAt" },
    // `yes` when the form was sent sooner after the page opened than `min_fill_ms` (autofill, or a
    // bot): passed on marked, so the business checks it before calling, instead of lost.
    LeadField { name: "suspect" },
];

/// Where a visit came from, as the browser adds it to every lead after `page`, in this order: the
/// landing page, the referring site, then the landing URL's ad parameters under their own names.
/// Written once here: `islands/props.gen.ts` carries the names to the islands (`lib/attribution.ts`),
/// the Netlify registration form (`templates/netlify-form.html`) and the privacy policy list them.
pub const ATTRIBUTION: &[LeadField] = &[
    LeadField { name: "landingPage" },
    LeadField { name: "referrer" },
    LeadField { name: "utm_source" },
    LeadField { name: "utm_medium" },
    LeadField { name: "utm_campaign" },
    LeadField { name: "utm_term" },
    LeadField { name: "utm_content" },
    LeadField { name: "gclid" },
    LeadField { name: "gbraid" },
    LeadField { name: "wbraid" },
    LeadField { name: "fbclid" },
    LeadField { name: "msclkid" },
];

/// Where the browser keeps a visit's attribution: `sessionStorage`, gone when the tab closes.
pub const ATTRIBUTION_KEY: &str = "quote-form:attribution";
/// Where the quote form keeps what a visitor typed until it is sent: `localStorage`.
pub const DRAFT_KEY: &str = "quote-form:draft";
/// A draft older than this is thrown away unread.
pub const DRAFT_MAX_AGE_DAYS: u32 = 7;

/// The TypeScript declarations of every island's props: `islands/props.gen.ts`, which the islands
/// import (a test fails when the committed file differs from this).
pub fn typescript() -> String {
    let cfg = ts_rs::Config::default();
    let decls = [
        Island::decl(&cfg),
        MenuProps::decl(&cfg),
        MenuText::decl(&cfg),
        Link::decl(&cfg),
        CitySearchProps::decl(&cfg),
        CitySearchText::decl(&cfg),
        City::decl(&cfg),
        Place::decl(&cfg),
        PictureView::decl(&cfg),
        PictureSource::decl(&cfg),
        KeywordGuideProps::decl(&cfg),
        KeywordGuideText::decl(&cfg),
        KeywordCategory::decl(&cfg),
        KeywordItem::decl(&cfg),
        CarouselProps::decl(&cfg),
        CarouselText::decl(&cfg),
        CarouselItem::decl(&cfg),
        QuoteFormProps::decl(&cfg),
        QuoteFormText::decl(&cfg),
        FieldLabels::decl(&cfg),
        Phone::decl(&cfg),
        Choice::decl(&cfg),
        QuotePreset::decl(&cfg),
        UrgentPath::decl(&cfg),
        QuoteOffer::decl(&cfg),
        ToastSettings::decl(&cfg),
        QuoteDestination::decl(&cfg),
        ProviderKind::decl(&cfg),
        Format::decl(&cfg),
        Method::decl(&cfg),
        NotFoundProps::decl(&cfg),
        AnalyticsSettings::decl(&cfg),
        AnalyticsKind::decl(&cfg),
        AnalyticsEvents::decl(&cfg),
        BookingSettings::decl(&cfg),
        BookingKind::decl(&cfg),
        PhoneSwap::decl(&cfg),
        PhonesBySource::decl(&cfg),
        PhoneSource::decl(&cfg),
    ];
    let mut out = String::from(
        "// Generated from crates/render/src/islands/props.rs by ts-rs: do not edit.\n\
         // Regenerate with `make island-types` after changing the Rust props.\n\n",
    );
    for decl in decls {
        out.push_str("export ");
        out.push_str(&decl);
        out.push_str("\n\n");
    }
    let fields: Vec<String> = ATTRIBUTION.iter().map(|f| format!("\"{}\"", f.name)).collect();
    out.push_str(&format!("export const ATTRIBUTION_FIELDS = [{}] as const;\n\n", fields.join(", ")));
    let context: Vec<String> = CONTEXT_FIELDS.iter().map(|f| format!("\"{}\"", f.name)).collect();
    out.push_str(&format!("export const CONTEXT_FIELDS = [{}] as const;\n\n", context.join(", ")));
    out.push_str(&format!("export const ATTRIBUTION_KEY = \"{ATTRIBUTION_KEY}\";\n\n"));
    out.push_str(&format!("export const DRAFT_KEY = \"{DRAFT_KEY}\";\n\n"));
    out.push_str(&format!("export const DRAFT_MAX_AGE_DAYS = {DRAFT_MAX_AGE_DAYS};\n\n"));
    out.push_str(&format!("export const ANALYTICS_ELEMENT_ID = \"{ANALYTICS_ELEMENT_ID}\";\n\n"));
    out.push_str(&format!("export const BOOKING_ELEMENT_ID = \"{BOOKING_ELEMENT_ID}\";\n\n"));
    out.push_str(&format!("export const PHONE_SWAP_ELEMENT_ID = \"{PHONE_SWAP_ELEMENT_ID}\";\n\n"));
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_committed_typescript_is_what_the_props_generate() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../islands/props.gen.ts");
        let generated = typescript();
        if std::env::var_os("UPDATE_ISLAND_TYPES").is_some() {
            std::fs::write(&path, &generated).unwrap();
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == generated,
            "islands/props.gen.ts is out of date with the Rust props: run `make island-types` and commit it"
        );
    }

    #[test]
    fn the_island_union_names_each_component_as_its_variant() {
        let ts = typescript();
        let names = ["Menu", "CitySearch", "KeywordGuide", "Carousel", "QuoteForm", "NotFound"];
        for name in names {
            assert!(ts.contains(&format!("\"component\": \"{name}\", \"props\": {name}Props")), "{name}: {ts}");
        }
        assert_eq!(ts.matches("\"component\":").count(), names.len());
    }
}
