//! `privacy_details`: what the site collects, made from the same settings the site runs on (where
//! leads go, analytics), the quote form's own labels and the generator's list of lead fields, so
//! the privacy policy cannot say something the pages do not do.

use serde::Serialize;
use sitegen_content::Provider;
use sitegen_content::model::Settings;

use crate::islands::props::{self, LeadField};

#[derive(Debug, Serialize)]
pub struct PrivacyDetails<'a> {
    pub id: Option<&'a str>,
    /// The words on the form's button, so the text can say "when you press ...".
    pub submit_label: &'a str,
    /// The typed fields, by the labels visitors see beside them, in the form's order.
    pub typed: Vec<&'a str>,
    /// Whether the form asks if it is an emergency (only with site.yaml's emergency service).
    pub urgent: bool,
    /// Whether the site has maintenance plans (whose links choose a plan) and an offer (whose
    /// link names it): the policy names only what the site can send.
    pub plans: bool,
    pub offer: bool,
    /// `page`, `service`, `offer` and `urgent`, each with what it says.
    pub context: Vec<FieldView>,
    /// Where the visit came from, every field a lead can carry.
    pub attribution: Vec<FieldView>,
    pub attribution_key: &'static str,
    pub destination: Destination<'a>,
    pub draft_key: &'static str,
    pub draft_days: u32,
    pub analytics: Option<AnalyticsFacts<'a>>,
    /// Every company that receives something from a visitor through the site, for what, and where.
    pub processors: Vec<Processor<'a>>,
    /// One of them keeps what it receives outside Canada.
    pub processors_abroad: bool,
    /// The event of a tap on "Book online", when the site has `booking:` and analytics.
    pub booking_event: Option<&'static str>,
    /// Where visitors come from who are shown a call-tracking number (`phone_by_source:`), in
    /// words; empty when the site has none.
    pub call_tracking: Vec<&'a str>,
    /// The person in charge of personal information (site.yaml's `privacy_officer`, which
    /// Quebec's Law 25 asks for); None when the site names nobody.
    pub officer: Option<Officer<'a>>,
}

/// Who answers for personal information, with their title and the address that reaches them.
#[derive(Debug, Serialize)]
pub struct Officer<'a> {
    pub name: &'a str,
    pub title: Option<&'a str>,
    /// Their own address, else the business's main one.
    pub email: &'a str,
}

/// A field a lead carries and what it says, in the site's language.
#[derive(Debug, Serialize)]
pub struct FieldView {
    pub name: &'static str,
    pub about: String,
}

fn fields(list: &'static [LeadField], s: &Settings) -> Vec<FieldView> {
    let words = serde_json::to_value(&s.wording.privacy).unwrap_or_default();
    list.iter()
        .map(|f| FieldView { name: f.name, about: words[f.word()].as_str().unwrap_or_default().to_owned() })
        .collect()
}

/// Where a request goes, in the words the policy uses.
#[derive(Debug, Serialize)]
pub struct Destination<'a> {
    /// `demo`, `netlify`, `formspree` or `endpoint`.
    pub kind: &'static str,
    /// The host requests are sent to (formspree, endpoint).
    pub host: Option<&'a str>,
    /// Who receives requests for the business (`Provider::processor`): Netlify, Formspree, or the
    /// endpoint's host; none for demo.
    pub name: Option<&'a str>,
    /// The service keeps requests in the United States (netlify, formspree), which the policy and
    /// the form say (Alberta's PIPA s. 13.1).
    pub abroad: bool,
    /// Where questions about one's information go: the business's main e-mail address.
    pub contact: &'a str,
}

/// A company that receives something from visitors for the business (Alberta's PIPA s. 13.1: a
/// service provider outside Canada, and where).
#[derive(Debug, Serialize)]
pub struct Processor<'a> {
    /// `leads`, `analytics` or `booking`: what it does for us.
    pub purpose: &'static str,
    pub name: &'a str,
    /// Where it keeps what it receives: `us`, `eu-de` (the European Union, in Germany) or `ca`,
    /// which each language's template words; empty when the site cannot know (our own service, a
    /// booking page elsewhere).
    pub country: &'static str,
    /// Its own privacy policy.
    pub policy_url: Option<&'static str>,
}

/// What the analytics provider is told, for the policy.
#[derive(Debug, Serialize)]
pub struct AnalyticsFacts<'a> {
    /// `plausible` or `ga4`.
    pub provider: &'static str,
    pub title: &'static str,
    /// The origin of the script every page loads, like https://plausible.io.
    pub origin: &'static str,
    /// The site's name in Plausible or the GA4 measurement ID.
    pub id: &'a str,
    pub quote_event: &'static str,
    pub call_event: &'static str,
    /// The event of a tap on a Text link, when a number takes texts (`texts:`).
    pub text_event: Option<&'static str>,
    pub cookies: Vec<String>,
    pub policy_url: &'static str,
}

impl<'a> PrivacyDetails<'a> {
    pub fn new(s: &'a Settings, plans: bool, id: Option<&'a str>) -> PrivacyDetails<'a> {
        let l = &s.quote_form.labels;
        let host = s.leads.url().map(|u| u.origin().split_once("://").map_or(u.origin(), |(_, h)| h));
        PrivacyDetails {
            id,
            submit_label: &s.quote_form.submit_label,
            typed: [Some(&*l.name), Some(&*l.email), Some(&*l.phone), Some(&*l.city), Some(&*l.service_type)]
                .into_iter()
                .chain([l.property_type.as_ref().map(|p| p.value.as_str()), Some(&*l.message)])
                .flatten()
                .collect(),
            urgent: s.promises.emergency().is_some(),
            plans,
            offer: s.offer.is_some(),
            // The consent fields only where the form has the box, `urgent` only where it asks
            // (a site without an emergency service has no emergency path).
            context: fields(props::CONTEXT_FIELDS, s)
                .into_iter()
                .filter(|f| s.offer.is_some() || f.name != "offer")
                .map(|f| match f.name {
                    "service" if plans => FieldView { about: s.wording.privacy.plan_or_service.clone(), ..f },
                    _ => f,
                })
                .filter(|f| s.quote_form.consent.is_some() || !f.name.starts_with("consent"))
                .filter(|f| s.promises.emergency().is_some() || f.name != "urgent")
                .collect(),
            attribution: fields(props::ATTRIBUTION, s),
            attribution_key: props::ATTRIBUTION_KEY,
            destination: Destination {
                kind: s.leads.kind().name(),
                host: match s.leads {
                    Provider::Formspree { .. } | Provider::Endpoint { .. } => host,
                    Provider::Demo | Provider::Netlify => None,
                },
                name: s.leads.processor().map(|(name, _)| name),
                abroad: s.leads.processor().is_some_and(|(_, abroad)| abroad),
                contact: s.email.general.as_str(),
            },
            officer: s.privacy_officer.as_ref().map(|o| Officer {
                name: &o.name,
                title: o.title.as_deref(),
                email: o.email.as_ref().unwrap_or(&s.email.general).as_str(),
            }),
            draft_key: props::DRAFT_KEY,
            draft_days: props::DRAFT_MAX_AGE_DAYS,
            call_tracking: {
                let (by, w) = (&s.phone_by_source, &s.wording.privacy);
                [
                    (by.google_ads.is_some(), w.from_google_ads.as_str()),
                    (by.microsoft_ads.is_some(), w.from_microsoft_ads.as_str()),
                    (by.facebook.is_some(), w.from_facebook.as_str()),
                ]
                .into_iter()
                .filter_map(|(on, words)| on.then_some(words))
                .collect()
            },
            processors_abroad: processors(s).iter().any(|p| !p.country.is_empty() && p.country != "ca"),
            processors: processors(s),
            booking_event: s.booking.as_ref().and(s.analytics.as_ref()).map(|a| a.events().booking),
            analytics: s.analytics.as_ref().map(|a| {
                let events = a.events();
                AnalyticsFacts {
                    provider: a.provider().name(),
                    title: a.title(),
                    origin: a.script_origin(),
                    id: match a {
                        sitegen_content::Analytics::Plausible { domain } => domain,
                        sitegen_content::Analytics::Ga4 { measurement_id } => measurement_id,
                    },
                    quote_event: events.quote,
                    call_event: events.call,
                    text_event: s.texts.any().then_some(events.text),
                    cookies: a.cookies(),
                    policy_url: a.policy_url(),
                }
            }),
        }
    }
}

/// The companies the settings send visitors' information to: where quote requests go, the analytics
/// service, the booking system.
fn processors(s: &Settings) -> Vec<Processor<'_>> {
    use sitegen_content::model::Country;
    let mut out = Vec::new();
    if let Some((name, abroad)) = s.leads.processor() {
        let policy_url = match s.leads {
            Provider::Netlify => Some("https://www.netlify.com/privacy/"),
            Provider::Formspree { .. } => Some("https://formspree.io/legal/privacy-policy/"),
            _ => None,
        };
        out.push(Processor { purpose: "leads", name, country: if abroad { "us" } else { "" }, policy_url });
    }
    if let Some(a) = &s.analytics {
        let country = match a {
            // Plausible Insights OÜ is in Estonia and keeps its data in Germany.
            sitegen_content::Analytics::Plausible { .. } => "eu-de",
            sitegen_content::Analytics::Ga4 { .. } => "us",
        };
        out.push(Processor { purpose: "analytics", name: a.title(), country, policy_url: Some(a.policy_url()) });
    }
    if let Some(b) = &s.booking {
        let country = match b.country() {
            Country::UnitedStates => "us",
            Country::Canada => "ca",
            Country::Unknown => "",
        };
        out.push(Processor { purpose: "booking", name: b.title(), country, policy_url: b.policy_url() });
    }
    out
}
