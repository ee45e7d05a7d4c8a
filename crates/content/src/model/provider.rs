//! Where quote requests go: the `provider`, `url` and `format` an editor wrote under `leads:` in
//! `site.yaml`, checked and turned into one [`Provider`].

use serde::Deserialize;

use crate::Pos;
use crate::raw::Leads;

/// Turns `provider`, `url` and `format` of `site.yaml`'s `leads:` into one [`Provider`], or says
/// which field is wrong and where.
pub fn resolve_provider(form: &Leads) -> Result<Provider, Vec<(Pos, String)>> {
    let mut problems = Vec::new();
    let kind = form.provider_kind.as_ref().map(|k| k.value).unwrap_or_default();
    let kind_pos = form.provider_kind.as_ref().map(|k| k.pos).unwrap_or_default();
    let name = kind.name();
    if let Some(url) = &form.url
        && !matches!(kind, ProviderKind::Formspree | ProviderKind::Endpoint)
    {
        problems.push((
            url.pos,
            format!("`url` is not used by provider `{name}` (expected no url, or provider: formspree or endpoint)"),
        ));
    }
    if let Some(format) = &form.format
        && kind != ProviderKind::Endpoint
    {
        problems.push((
            format.pos,
            format!("`format` is not used by provider `{name}` (expected it only with provider: endpoint)"),
        ));
    }
    let url = form.url.as_ref().map(|u| u.value.clone());
    let provider = match (kind, url) {
        (ProviderKind::Demo, _) => Provider::Demo,
        (ProviderKind::Netlify, _) => Provider::Netlify,
        (ProviderKind::Formspree, Some(url)) => Provider::Formspree { url },
        (ProviderKind::Endpoint, Some(url)) => {
            Provider::Endpoint { url, format: form.format.as_ref().map(|f| f.value).unwrap_or_default() }
        }
        (ProviderKind::Formspree | ProviderKind::Endpoint, None) => {
            let example = if kind == ProviderKind::Formspree {
                "https://formspree.io/f/FORM_ID"
            } else {
                "https://example.com/leads"
            };
            problems.push((kind_pos, format!("provider `{name}` needs a `url` (expected e.g. url: {example})")));
            Provider::Demo
        }
    };
    if problems.is_empty() { Ok(provider) } else { Err(problems) }
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
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, schemars::JsonSchema)]
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

    /// Who receives a request on the business's behalf, as a visitor is told before sending it
    /// (Alberta's PIPA s. 13.1: a service provider outside Canada, and where): the service and
    /// whether it is in the United States; for an `endpoint`, the host of its address (the
    /// business's own service). None for demo (nothing is sent).
    pub fn processor(&self) -> Option<(&str, bool)> {
        match self {
            Provider::Demo => None,
            Provider::Netlify => Some(("Netlify", true)),
            Provider::Formspree { .. } => Some(("Formspree", true)),
            Provider::Endpoint { url, .. } => Some((url.origin().split("://").nth(1).unwrap_or(url.origin()), false)),
        }
    }

    /// Name of the honeypot field: the one the provider's own spam filter reads.
    pub fn honeypot(&self) -> &'static str {
        match self {
            Provider::Netlify => "bot-field",
            _ => "_gotcha",
        }
    }

    /// The form's `action` and `method` without JavaScript. The demo sends nothing: it only goes
    /// (`get`, a plain link that works on any static host) to the page `not_connected`, which says so
    /// and gives the phone number; a `get` form carries no field names (islands/QuoteForm), so no field
    /// ever reaches a URL. Netlify takes the post on the site itself and then shows `thanks`.
    pub fn form_target<'a>(&'a self, thanks: &'a str, not_connected: &'a str) -> (&'a str, &'static str) {
        match self {
            Provider::Demo => (not_connected, "get"),
            Provider::Netlify => (thanks, "post"),
            Provider::Formspree { url } | Provider::Endpoint { url, .. } => (url.as_str(), "post"),
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{CityChoice, ServiceChoice};

    #[test]
    fn form_values_follow_the_spec() {
        assert_eq!(CityChoice::from("Red Deer".to_owned()).value, "red deer");
        assert_eq!(ServiceChoice::from("Furnace Replacement".to_owned()).value, "furnace-replacement");
        assert_eq!(ServiceChoice::from("Other".to_owned()).value, "other");
    }

    /// The whole name, not its first space only: French names are longer than two words, and their
    /// accents fold as in page addresses.
    #[test]
    fn service_values_are_slugs_of_the_whole_name() {
        let value = |label: &str| ServiceChoice::from(label.to_owned()).value;
        assert_eq!(value("Mise à niveau de panneau"), "mise-a-niveau-de-panneau");
        assert_eq!(value("Câblage et réparations"), "cablage-et-reparations");
        assert_eq!(value("Bornes de recharge"), "bornes-de-recharge");
        assert_eq!(value("  Air Conditioning / Heat Pumps "), "air-conditioning-heat-pumps");
    }

    /// Seven lines before the `leads:` block's own, so positions below read as in a real file.
    const FORM: &str = "\n\n\n\n\n\n\n";
    const THANKS: &str = "/quote/thanks";
    const NOT_CONNECTED: &str = "/quote/not-connected";

    /// Parses a `leads` block and resolves its provider.
    fn form(extra: &str) -> Result<Provider, Vec<(Pos, String)>> {
        if extra.is_empty() {
            return resolve_provider(&Leads::default());
        }
        let config: Leads = crate::parse_yaml(&format!("{FORM}{extra}")).map_err(|e| vec![e])?;
        resolve_provider(&config)
    }

    /// The resolved provider as `kind|url|format|origin|honeypot|action`.
    fn shape(p: &Provider) -> String {
        format!(
            "{}|{}|{:?}|{}|{}|{}",
            p.kind().name(),
            p.url().map(EndpointUrl::as_str).unwrap_or("-"),
            p.format(),
            p.url().map(EndpointUrl::origin).unwrap_or("-"),
            p.honeypot(),
            p.form_target(THANKS, NOT_CONNECTED).0,
        )
    }

    #[test]
    fn provider_defaults_to_demo() {
        let provider = form("").unwrap();
        assert_eq!(provider, Provider::Demo);
        // Nothing is sent: a plain navigation to the page that says so (the form's fields have no names).
        assert_eq!(provider.form_target(THANKS, NOT_CONNECTED), ("/quote/not-connected", "get"));
        for real in ["provider: netlify\n", "provider: formspree\nurl: https://formspree.io/f/abcd\n"] {
            assert_eq!(form(real).unwrap().form_target(THANKS, NOT_CONNECTED).1, "post", "{real}");
        }
        assert_eq!(form("provider: demo\n").unwrap(), Provider::Demo);
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
        assert_eq!(err[0].0, Pos { line: 8, column: 11 }, "{err:?}");
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
            assert_eq!(err[0].0, Pos { line: 9, column: 6 }, "{url}: {err:?}");
            assert!(err[0].1.contains(why), "{url}: {err:?}");
        }
    }

    #[test]
    fn urls_and_formats_must_fit_the_provider() {
        let err = form("provider: formspree\n").unwrap_err();
        assert_eq!(
            err,
            vec![(
                Pos { line: 8, column: 11 },
                "provider `formspree` needs a `url` (expected e.g. url: https://formspree.io/f/FORM_ID)".to_owned()
            )]
        );
        let err = form("provider: netlify\nurl: https://example.com/\nformat: json\n").unwrap_err();
        assert_eq!(
            err.iter().map(|e| e.0).collect::<Vec<_>>(),
            vec![Pos { line: 9, column: 6 }, Pos { line: 10, column: 9 }]
        );
        let err = form("provider: endpoint\nurl: https://example.com/\nformat: xml\n").unwrap_err();
        assert_eq!(err[0].0, Pos { line: 10, column: 9 }, "{err:?}");
    }
}
