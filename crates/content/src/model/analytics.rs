//! Visitor statistics: the `analytics:` block of `site.yaml`, checked and turned into one
//! [`Analytics`], which also knows everything about its provider the site needs: the script the
//! pages load, the origins the Content-Security-Policy must let through, the names of the
//! conversion events, and the facts the privacy policy states.

use serde::Deserialize;

use crate::Pos;
use crate::raw::AnalyticsConfig;

/// The `provider` of `analytics:` an editor wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum AnalyticsProvider {
    /// Plausible Analytics (plausible.io): no cookies, no personal data.
    Plausible,
    /// Google Analytics 4: needs measurement_id; sets cookies.
    Ga4,
}

impl AnalyticsProvider {
    pub fn name(self) -> &'static str {
        match self {
            AnalyticsProvider::Plausible => "plausible",
            AnalyticsProvider::Ga4 => "ga4",
        }
    }
}

/// Visitor statistics, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Analytics {
    /// `domain` is the site's name in Plausible.
    Plausible { domain: String },
    /// `measurement_id` is the data stream's `G-...` id.
    Ga4 { measurement_id: String },
}

/// The two conversions every provider is told about, under that provider's names for them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConversionEvents {
    /// A quote request the destination accepted.
    pub quote: &'static str,
    /// A click on a `tel:` link.
    pub call: &'static str,
    /// A click on an `sms:` link.
    pub text: &'static str,
    /// A click on a "Book online" link.
    pub booking: &'static str,
}

impl Analytics {
    pub fn provider(&self) -> AnalyticsProvider {
        match self {
            Analytics::Plausible { .. } => AnalyticsProvider::Plausible,
            Analytics::Ga4 { .. } => AnalyticsProvider::Ga4,
        }
    }

    /// The provider's name as people know it.
    pub fn title(&self) -> &'static str {
        match self {
            Analytics::Plausible { .. } => "Plausible Analytics",
            Analytics::Ga4 { .. } => "Google Analytics 4",
        }
    }

    /// The script every page loads, from the provider's own origin.
    pub fn script_src(&self) -> String {
        match self {
            Analytics::Plausible { .. } => format!("{}/js/script.js", Self::PLAUSIBLE),
            Analytics::Ga4 { measurement_id } => format!("{}/gtag/js?id={measurement_id}", Self::GTAG),
        }
    }

    /// The origin of [`Analytics::script_src`], the one `script-src` gains.
    pub fn script_origin(&self) -> &'static str {
        match self {
            Analytics::Plausible { .. } => Self::PLAUSIBLE,
            Analytics::Ga4 { .. } => Self::GTAG,
        }
    }

    /// Where the script sends what it counts, for `connect-src`: Plausible posts to its own origin;
    /// Google's tag sends to the regional collectors of google-analytics.com and analytics.google.com
    /// (Google's own CSP guide for GA4 lists these).
    pub fn connect_sources(&self) -> &'static [&'static str] {
        match self {
            Analytics::Plausible { .. } => &[Self::PLAUSIBLE],
            Analytics::Ga4 { .. } => &[Self::GTAG, "https://*.google-analytics.com", "https://*.analytics.google.com"],
        }
    }

    /// Pictures the script may load, for `img-src` (Google's tag falls back to an image request).
    pub fn img_sources(&self) -> &'static [&'static str] {
        match self {
            Analytics::Plausible { .. } => &[],
            Analytics::Ga4 { .. } => &[Self::GTAG, "https://*.google-analytics.com"],
        }
    }

    pub fn events(&self) -> ConversionEvents {
        match self {
            Analytics::Plausible { .. } => ConversionEvents {
                quote: "Quote Request",
                call: "Phone Call",
                text: "Text Message",
                booking: "Book Online",
            },
            // `generate_lead` is Google's recommended event for a lead form.
            Analytics::Ga4 { .. } => ConversionEvents {
                quote: "generate_lead",
                call: "phone_call",
                text: "text_message",
                booking: "book_online",
            },
        }
    }

    /// The cookies the provider's script sets in the visitor's browser (Google's tag: `_ga`, and
    /// `_ga_` with the measurement ID after its `G-`).
    pub fn cookies(&self) -> Vec<String> {
        match self {
            Analytics::Plausible { .. } => Vec::new(),
            Analytics::Ga4 { measurement_id } => {
                vec!["_ga".to_owned(), format!("_ga_{}", measurement_id.trim_start_matches("G-"))]
            }
        }
    }

    /// The provider's privacy policy, for the site's own.
    pub fn policy_url(&self) -> &'static str {
        match self {
            Analytics::Plausible { .. } => "https://plausible.io/data-policy",
            Analytics::Ga4 { .. } => "https://policies.google.com/privacy",
        }
    }

    const PLAUSIBLE: &'static str = "https://plausible.io";
    const GTAG: &'static str = "https://www.googletagmanager.com";
}

/// Checks the `analytics:` block; `site_host` (the host of `base_url`) is Plausible's domain when
/// none is written.
pub fn resolve_analytics(config: &AnalyticsConfig, site_host: &str) -> Result<Analytics, Vec<(Pos, String)>> {
    let mut problems = Vec::new();
    let provider = config.provider.value;
    let name = provider.name();
    if let (Some(id), AnalyticsProvider::Plausible) = (&config.measurement_id, provider) {
        problems.push((
            id.pos,
            format!("`measurement_id` is not used by provider `{name}` (expected it only with provider: ga4)"),
        ));
    }
    if let (Some(domain), AnalyticsProvider::Ga4) = (&config.domain, provider) {
        problems.push((
            domain.pos,
            format!("`domain` is not used by provider `{name}` (expected it only with provider: plausible)"),
        ));
    }
    let analytics = match provider {
        AnalyticsProvider::Plausible => {
            let domain = match &config.domain {
                Some(d) => {
                    if let Err(why) = check_domain(&d.value) {
                        problems.push((d.pos, why));
                    }
                    d.value.trim().to_owned()
                }
                None => site_host.to_owned(),
            };
            Analytics::Plausible { domain }
        }
        AnalyticsProvider::Ga4 => match &config.measurement_id {
            Some(id) => {
                if let Err(why) = check_measurement_id(&id.value) {
                    problems.push((id.pos, why));
                }
                Analytics::Ga4 { measurement_id: id.value.trim().to_owned() }
            }
            None => {
                problems.push((
                    config.provider.pos,
                    "provider `ga4` needs a `measurement_id` (expected e.g. measurement_id: G-ABC123XYZ, \
                     from Google Analytics: Admin, Data streams)"
                        .to_owned(),
                ));
                Analytics::Ga4 { measurement_id: String::new() }
            }
        },
    };
    if problems.is_empty() { Ok(analytics) } else { Err(problems) }
}

/// A GA4 measurement ID: `G-` and letters and digits. The ids of the retired Universal Analytics
/// (`UA-...`) and of Tag Manager containers (`GTM-...`) are the usual mix-ups.
fn check_measurement_id(id: &str) -> Result<(), String> {
    let id = id.trim();
    let expected = "expected the G-... measurement ID of the site's data stream, like G-ABC123XYZ";
    if id.starts_with("UA-") {
        return Err(format!("measurement ID `{id}` is a Universal Analytics id, which Google retired ({expected})"));
    }
    if id.starts_with("GTM-") {
        return Err(format!("measurement ID `{id}` is a Tag Manager container id ({expected})"));
    }
    let ok = id.strip_prefix("G-").is_some_and(|rest| {
        (4..=16).contains(&rest.len()) && rest.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
    });
    if ok { Ok(()) } else { Err(format!("measurement ID `{id}` is not a GA4 measurement ID ({expected})")) }
}

/// Plausible's site name: a host name, without `https://` or a path.
fn check_domain(domain: &str) -> Result<(), String> {
    let d = domain.trim();
    let expected = "expected the site's name in Plausible, a host name like www.example.ca";
    if d.contains("://") || d.contains('/') {
        return Err(format!("domain `{d}` is an address, not a host name ({expected}, without https:// or /)"));
    }
    let ok = d.contains('.')
        && !d.starts_with(['.', '-'])
        && !d.ends_with(['.', '-'])
        && !d.contains("..")
        && d.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.');
    if ok { Ok(()) } else { Err(format!("domain `{d}` is not a host name ({expected})")) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn analytics(yaml: &str) -> Result<Analytics, Vec<(Pos, String)>> {
        let config: AnalyticsConfig = crate::parse_yaml(yaml).map_err(|e| vec![e])?;
        resolve_analytics(&config, "www.example.ca")
    }

    #[test]
    fn each_provider_knows_its_script_its_origins_and_its_events() {
        let p = analytics("provider: plausible\n").unwrap();
        assert_eq!(p, Analytics::Plausible { domain: "www.example.ca".into() }, "domain defaults to base_url's host");
        assert_eq!(p.script_src(), "https://plausible.io/js/script.js");
        assert_eq!(p.script_origin(), "https://plausible.io");
        assert_eq!(p.connect_sources(), ["https://plausible.io"]);
        assert!(p.img_sources().is_empty() && p.cookies().is_empty());
        assert_eq!(analytics("provider: ga4\nmeasurement_id: G-AB12\n").unwrap().cookies(), ["_ga", "_ga_AB12"]);
        assert_eq!(
            analytics("provider: plausible\ndomain: chinook.ca\n").unwrap(),
            Analytics::Plausible { domain: "chinook.ca".into() }
        );

        let g = analytics("provider: ga4\nmeasurement_id: G-ABC123XYZ\n").unwrap();
        assert_eq!(g.script_src(), "https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ");
        assert_eq!(g.script_origin(), "https://www.googletagmanager.com");
        assert_eq!(
            g.events(),
            ConversionEvents {
                quote: "generate_lead",
                call: "phone_call",
                text: "text_message",
                booking: "book_online"
            }
        );
        assert!(g.script_src().starts_with(g.script_origin()) && p.script_src().starts_with(p.script_origin()));
    }

    #[test]
    fn mistakes_are_reported_where_they_were_written() {
        let err = analytics("provider: ga4\n").unwrap_err();
        assert_eq!(err[0].0, Pos { line: 1, column: 11 });
        assert!(err[0].1.contains("needs a `measurement_id`"), "{err:?}");
        for (id, why) in
            [("UA-1234567-1", "Universal Analytics"), ("GTM-ABCD12", "Tag Manager"), ("g-abc123", "not a GA4")]
        {
            let err = analytics(&format!("provider: ga4\nmeasurement_id: {id}\n")).unwrap_err();
            assert_eq!(err[0].0, Pos { line: 2, column: 17 }, "{id}");
            assert!(err[0].1.contains(why), "{id}: {err:?}");
        }
        let err = analytics("provider: plausible\ndomain: https://www.example.ca/\n").unwrap_err();
        assert_eq!(err[0].0, Pos { line: 2, column: 9 });
        assert!(err[0].1.contains("without https://"), "{err:?}");
        let err = analytics("provider: plausible\nmeasurement_id: G-ABC123\n").unwrap_err();
        assert!(err[0].1.contains("only with provider: ga4"), "{err:?}");
        let err = analytics("provider: ga4\nmeasurement_id: G-ABC123\ndomain: example.ca\n").unwrap_err();
        assert_eq!(err[0].0, Pos { line: 3, column: 9 });
        let err = analytics("provider: matomo\n").unwrap_err();
        assert!(err[0].1.contains("matomo") && err[0].1.contains("plausible, ga4"), "{err:?}");
    }
}
