//! `content/site.yaml`: every site-wide fact, written once and used by every page.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::{Email, Href, Located, Phone, Pos, Slug};

#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
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

#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Brand {
    pub name: String,
    pub short_name: String,
    pub tagline: String,
    pub description: String,
}

#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Emails {
    /// Shown in the footer and on the contact page.
    pub general: Email,
    /// Second address on the contact page, for quotes and estimates.
    pub quotes: Email,
}

#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Address {
    /// Left out until the business publishes a street address.
    pub street: Option<String>,
    pub locality: String,
    pub region: String,
    pub postal_code: Option<String>,
    pub country: String,
}

#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Hours {
    /// As shown to visitors, e.g. `Mon-Fri`.
    pub label: String,
    pub days: Vec<Weekday>,
    /// 24-hour `HH:MM`, shown as 7:00 AM.
    pub opens: Located<String>,
    pub closes: Located<String>,
}

#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq, schemars::JsonSchema)]
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

#[derive(Debug, Clone, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Link {
    pub label: String,
    pub href: Href,
}

#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CompanyFigures {
    pub founded: Figure,
    pub experience: Figure,
    pub installs: Figure,
    pub customers: Figure,
    pub cities: Figure,
    pub technicians: Figure,
}

#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Figure {
    pub value: String,
    pub label: String,
}

#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FigureKey {
    Founded,
    Experience,
    Installs,
    Customers,
    Cities,
    Technicians,
}

#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Offer {
    pub title: String,
    pub text: String,
    pub action: Link,
}

#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Guarantee {
    pub title: String,
    pub text: String,
}

/// Promises the business makes, each written once so no two pages can disagree.
#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Promises {
    pub quote_response: String,
    pub emergency_dispatch: String,
    pub availability: String,
}

#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Timings {
    pub submit_delay_ms: u32,
    /// Keyword-guide rotation per named speed (`home`, `hub`); a guide section names one.
    pub keyword_rotation_ms: BTreeMap<String, u32>,
    pub carousel_ms: u32,
    pub toast: ToastTimings,
}

#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToastTimings {
    pub limit: u8,
    pub duration_ms: u32,
    pub gap_px: u8,
}

#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Footer {
    pub about: String,
    pub service_areas: Vec<Link>,
    pub services: Vec<Link>,
    pub contact_action: Link,
    pub credit: Link,
    pub legal: Vec<Link>,
}

#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct QuoteFormConfig {
    pub cities: Vec<CityChoice>,
    pub services: Vec<ServiceChoice>,
    /// `/quote?service=SLUG` preselects a service type and names the plan.
    pub presets: BTreeMap<Slug, Preset>,
    pub toast: Toast,
    /// Where requests go, as written: `demo` (nothing is sent; the default), `netlify`,
    /// `formspree` (with `url`) or `endpoint` (with `url` and `format: json|form`).
    #[serde(default, rename = "provider", skip_serializing)]
    pub provider_kind: Option<Located<ProviderKind>>,
    /// The destination of `formspree` and `endpoint`.
    #[serde(default, skip_serializing)]
    pub url: Option<Located<EndpointUrl>>,
    /// How `endpoint` encodes the request; JSON when left out.
    #[serde(default, skip_serializing)]
    pub format: Option<Located<PayloadFormat>>,
    /// The checked destination, made from the three fields above by [`QuoteFormConfig::resolve_provider`].
    #[serde(skip_deserializing, rename(serialize = "provider"))]
    #[schemars(skip)]
    pub provider: Provider,
}

impl QuoteFormConfig {
    /// Turns `provider`, `url` and `format` into one [`Provider`], or says which field is wrong and where.
    pub fn resolve_provider(&mut self) -> Result<(), Vec<(Pos, String)>> {
        let mut problems = Vec::new();
        let kind = self.provider_kind.as_ref().map(|k| k.value).unwrap_or_default();
        let kind_pos = self.provider_kind.as_ref().map(|k| k.pos).unwrap_or_default();
        let name = kind.name();
        if let Some(url) = &self.url
            && !matches!(kind, ProviderKind::Formspree | ProviderKind::Endpoint)
        {
            problems.push((
                url.pos,
                format!("`url` is not used by provider `{name}` (expected no url, or provider: formspree or endpoint)"),
            ));
        }
        if let Some(format) = &self.format
            && kind != ProviderKind::Endpoint
        {
            problems.push((
                format.pos,
                format!("`format` is not used by provider `{name}` (expected it only with provider: endpoint)"),
            ));
        }
        let url = self.url.as_ref().map(|u| u.value.clone());
        let provider = match (kind, url) {
            (ProviderKind::Demo, _) => Provider::Demo,
            (ProviderKind::Netlify, _) => Provider::Netlify,
            (ProviderKind::Formspree, Some(url)) => Provider::Formspree { url },
            (ProviderKind::Endpoint, Some(url)) => {
                Provider::Endpoint { url, format: self.format.as_ref().map(|f| f.value).unwrap_or_default() }
            }
            (ProviderKind::Formspree | ProviderKind::Endpoint, None) => {
                problems.push((
                    kind_pos,
                    format!("provider `{name}` needs a `url` (expected e.g. url: https://formspree.io/f/FORM_ID)"),
                ));
                Provider::Demo
            }
        };
        self.provider = provider;
        if problems.is_empty() { Ok(()) } else { Err(problems) }
    }
}

/// The `provider` an editor wrote in `site.yaml`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ProviderKind {
    /// The spec's behaviour: a 1.5 s pause and a toast; nothing is sent anywhere.
    #[default]
    Demo,
    /// Netlify Forms: the host collects the posts of a form marked `data-netlify`.
    Netlify,
    /// Formspree or any service that takes a JSON POST with `Accept: application/json`.
    Formspree,
    /// Any URL that accepts a POST, as JSON or as an HTML form.
    Endpoint,
}

impl ProviderKind {
    pub fn name(self) -> &'static str {
        match self {
            ProviderKind::Demo => "demo",
            ProviderKind::Netlify => "netlify",
            ProviderKind::Formspree => "formspree",
            ProviderKind::Endpoint => "endpoint",
        }
    }
}

/// How an `endpoint` request is encoded.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum PayloadFormat {
    /// `application/json`.
    #[default]
    Json,
    /// `application/x-www-form-urlencoded`, like a plain HTML form.
    Form,
}

/// Where quote requests go, checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Provider {
    #[default]
    Demo,
    Netlify,
    Formspree {
        url: EndpointUrl,
    },
    Endpoint {
        url: EndpointUrl,
        format: PayloadFormat,
    },
}

impl Provider {
    /// The name of the Netlify form (also its `form-name` field).
    pub const NETLIFY_FORM_NAME: &'static str = "quote";

    pub fn kind(&self) -> ProviderKind {
        match self {
            Provider::Demo => ProviderKind::Demo,
            Provider::Netlify => ProviderKind::Netlify,
            Provider::Formspree { .. } => ProviderKind::Formspree,
            Provider::Endpoint { .. } => ProviderKind::Endpoint,
        }
    }

    pub fn url(&self) -> Option<&EndpointUrl> {
        match self {
            Provider::Formspree { url } | Provider::Endpoint { url, .. } => Some(url),
            Provider::Demo | Provider::Netlify => None,
        }
    }

    /// How the browser encodes a request sent with JavaScript.
    pub fn format(&self) -> PayloadFormat {
        match self {
            Provider::Endpoint { format, .. } => *format,
            Provider::Formspree { .. } => PayloadFormat::Json,
            Provider::Netlify | Provider::Demo => PayloadFormat::Form,
        }
    }

    /// Name of the honeypot field: the one the provider's own spam filter reads.
    pub fn honeypot(&self) -> &'static str {
        match self {
            Provider::Netlify => "bot-field",
            _ => "_gotcha",
        }
    }

    /// The form's `action` and `method` without JavaScript. The demo sends nothing, so it only
    /// goes to the thank-you page; Netlify takes the post on the site itself and then shows `action`.
    pub fn form_target(&self) -> (&str, &'static str) {
        match self {
            Provider::Demo => (THANKS_PATH, "get"),
            Provider::Netlify => (THANKS_PATH, "post"),
            Provider::Formspree { url } | Provider::Endpoint { url, .. } => (url.as_str(), "post"),
        }
    }
}

/// The thank-you page a form post without JavaScript lands on (`content/pages/quote/thanks.yaml`).
pub const THANKS_PATH: &str = "/quote/thanks";

/// Templates and islands get one flat object:
/// `{kind, url, format, origin, honeypot, formName, action, method}` (absent values are null).
impl Serialize for Provider {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let (action, method) = self.form_target();
        let mut st = s.serialize_struct("Provider", 8)?;
        st.serialize_field("kind", self.kind().name())?;
        st.serialize_field("url", &self.url().map(EndpointUrl::as_str))?;
        st.serialize_field("format", &self.format())?;
        st.serialize_field("origin", &self.url().map(EndpointUrl::origin))?;
        st.serialize_field("honeypot", self.honeypot())?;
        st.serialize_field("formName", &matches!(self, Provider::Netlify).then_some(Self::NETLIFY_FORM_NAME))?;
        st.serialize_field("action", action)?;
        st.serialize_field("method", method)?;
        st.end()
    }
}

/// The URL quote requests are posted to: `https://` with a real host name, or plain `http://` to
/// this machine only (`localhost`, `127.0.0.1`, `[::1]`) for testing. No credentials, no fragment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EndpointUrl {
    url: String,
    /// `scheme://host[:port]`, for the Content-Security-Policy.
    origin: String,
}

impl EndpointUrl {
    pub fn parse(s: &str) -> Result<EndpointUrl, String> {
        let expected = "expected an https:// URL such as https://formspree.io/f/FORM_ID, or http://127.0.0.1:PORT/ for local testing";
        if s.is_empty() || s.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(format!("form URL `{s}` is empty or contains spaces ({expected})"));
        }
        let (scheme, rest) = if let Some(rest) = s.strip_prefix("https://") {
            ("https", rest)
        } else if let Some(rest) = s.strip_prefix("http://") {
            ("http", rest)
        } else {
            return Err(format!("form URL `{s}` is not an http(s) URL ({expected})"));
        };
        let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
        let tail = &rest[authority.len()..];
        if authority.contains('@') {
            return Err(format!("form URL `{s}` contains credentials ({expected})"));
        }
        if tail.contains('#') {
            return Err(format!("form URL `{s}` has a #fragment ({expected})"));
        }
        let (host, port) = match authority.rsplit_once(':') {
            Some((h, p)) if !h.is_empty() && !p.contains(']') => (h, Some(p)),
            _ => (authority, None),
        };
        if let Some(port) = port
            && (port.is_empty() || port.parse::<u16>().is_err())
        {
            return Err(format!("form URL `{s}` has a bad port `{port}` ({expected})"));
        }
        let local = matches!(host, "localhost" | "127.0.0.1" | "[::1]");
        let named = host.contains('.')
            && !host.starts_with(['.', '-'])
            && !host.ends_with(['.', '-'])
            && !host.contains("..")
            && host.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.');
        if !(named || local) {
            return Err(format!("form URL `{s}` has no valid host name ({expected})"));
        }
        if scheme == "http" && !local {
            return Err(format!(
                "form URL `{s}` is plain http, which would send visitors' details unencrypted ({expected})"
            ));
        }
        Ok(EndpointUrl { url: s.to_owned(), origin: format!("{scheme}://{authority}") })
    }

    pub fn as_str(&self) -> &str {
        &self.url
    }

    pub fn origin(&self) -> &str {
        &self.origin
    }
}

impl<'de> Deserialize<'de> for EndpointUrl {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        EndpointUrl::parse(&s).map_err(serde::de::Error::custom)
    }
}

/// A city in the form: stored as the lower-case name (spec 3.2).
#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
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
#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
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

#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Preset {
    /// The label of one of `services`.
    #[serde(skip_serializing)]
    pub service: Located<String>,
    /// The form value of `service`, filled in by validation.
    #[serde(skip_deserializing, rename(serialize = "serviceType"))]
    pub service_type: String,
    /// What the form says was chosen, e.g. `Preferred Plan (furnace maintenance)`.
    pub label: String,
}

#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Toast {
    pub title: String,
    pub description: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn form_values_follow_the_spec() {
        assert_eq!(CityChoice::from("Red Deer".to_owned()).value, "red deer");
        assert_eq!(ServiceChoice::from("Furnace Replacement".to_owned()).value, "furnace-replacement");
        assert_eq!(ServiceChoice::from("Other".to_owned()).value, "other");
    }

    const FORM: &str = "cities: [Calgary]\nservices: [Other]\npresets: {}\ntoast: {title: T, description: D}\n";

    /// Parses a `quote_form` block with extra lines and resolves its provider.
    fn form(extra: &str) -> Result<QuoteFormConfig, Vec<(Pos, String)>> {
        let mut config: QuoteFormConfig = crate::parse_yaml(&format!("{FORM}{extra}")).map_err(|e| vec![e])?;
        config.resolve_provider()?;
        Ok(config)
    }

    /// The resolved provider as `kind|url|format|origin|honeypot|action`.
    fn shape(config: &QuoteFormConfig) -> String {
        let p = &config.provider;
        format!(
            "{}|{}|{:?}|{}|{}|{}",
            p.kind().name(),
            p.url().map(EndpointUrl::as_str).unwrap_or("-"),
            p.format(),
            p.url().map(EndpointUrl::origin).unwrap_or("-"),
            p.honeypot(),
            p.form_target().0,
        )
    }

    #[test]
    fn provider_defaults_to_demo() {
        let config = form("").unwrap();
        assert_eq!(config.provider, Provider::Demo);
        assert_eq!(config.provider.form_target(), ("/quote/thanks", "get"));
        assert_eq!(form("provider: demo\n").unwrap().provider, Provider::Demo);
    }

    #[test]
    fn each_provider_shape_parses() {
        assert_eq!(shape(&form("provider: netlify\n").unwrap()), "netlify|-|Form|-|bot-field|/quote/thanks");
        assert_eq!(
            shape(&form("provider: formspree\nurl: https://formspree.io/f/abcd\n").unwrap()),
            "formspree|https://formspree.io/f/abcd|Json|https://formspree.io|_gotcha|https://formspree.io/f/abcd"
        );
        assert_eq!(
            shape(&form("provider: endpoint\nurl: https://example.com/leads\nformat: form\n").unwrap()),
            "endpoint|https://example.com/leads|Form|https://example.com|_gotcha|https://example.com/leads"
        );
        let local = form("provider: endpoint\nurl: http://127.0.0.1:9000/leads\n").unwrap();
        assert_eq!(
            shape(&local),
            "endpoint|http://127.0.0.1:9000/leads|Json|http://127.0.0.1:9000|_gotcha|http://127.0.0.1:9000/leads"
        );
    }

    #[test]
    fn a_wrong_provider_is_reported_where_it_was_written() {
        let err = form("provider: mailchimp\n").unwrap_err();
        assert_eq!(err[0].0, Pos { line: 5, column: 11 }, "{err:?}");
        assert!(err[0].1.contains("mailchimp") && err[0].1.contains("endpoint"), "{err:?}");
    }

    #[test]
    fn a_malformed_url_is_reported_where_it_was_written() {
        for (url, why) in [
            ("formspree.io/f/x", "not an http(s) URL"),
            ("http://example.com/leads", "plain http"),
            ("https://user@example.com/", "credentials"),
            ("https://localhost-no-dot/", "no valid host"),
            ("https://example.com:99999/", "bad port"),
            ("https://example.com/#x", "fragment"),
            ("\"https://exa mple.com\"", "spaces"),
        ] {
            let err = form(&format!("provider: formspree\nurl: {url}\n")).unwrap_err();
            assert_eq!(err[0].0, Pos { line: 6, column: 6 }, "{url}: {err:?}");
            assert!(err[0].1.contains(why), "{url}: {err:?}");
        }
    }

    #[test]
    fn urls_and_formats_must_fit_the_provider() {
        let err = form("provider: formspree\n").unwrap_err();
        assert_eq!(
            err,
            vec![(
                Pos { line: 5, column: 11 },
                "provider `formspree` needs a `url` (expected e.g. url: https://formspree.io/f/FORM_ID)".to_owned()
            )]
        );
        let err = form("provider: netlify\nurl: https://example.com/\nformat: json\n").unwrap_err();
        assert_eq!(
            err.iter().map(|e| e.0).collect::<Vec<_>>(),
            vec![Pos { line: 6, column: 6 }, Pos { line: 7, column: 9 }]
        );
        let err = form("provider: endpoint\nurl: https://example.com/\nformat: xml\n").unwrap_err();
        assert_eq!(err[0].0, Pos { line: 7, column: 9 }, "{err:?}");
    }
}
