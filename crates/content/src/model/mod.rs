//! The validated model: what the site *is*, after [`crate::resolve`] has checked the raw files and
//! replaced every reference by the data it names. Nothing here knows YAML or serde; the render
//! crate turns it into view structs for templates.
//!
//! Parts that need no resolving (a FAQ's questions, a plan, a card) are the raw types themselves:
//! they are plain data once parsed. Every part that names something elsewhere (an area list, a
//! keyword guide, a resource set, a rotation speed, a city, the testimonials, the company figures)
//! or has a default that depends on other content (a page's title and description, the quote
//! form's anchor and intro) has its own resolved type here.

mod analytics;
mod provider;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub use analytics::{Analytics, AnalyticsProvider, ConversionEvents, resolve_analytics};
pub use provider::{EndpointUrl, PayloadFormat, Provider, ProviderKind, resolve_provider};

use crate::raw;
use crate::{Host, Href, Located, Route, Slug, Words};

/// Everything the site is made of, loaded, checked and resolved.
#[derive(Debug)]
pub struct Site {
    pub settings: Settings,
    pub data: Data,
    /// Sorted by route.
    pub pages: Vec<Page>,
    pub redirects: Vec<Redirect>,
}

impl Site {
    /// Every photo the content names, with the file that names it (positions are on the photo's
    /// `src`): the default social picture, the cities' photos, then each page's in order.
    pub fn written_photos(&self) -> Vec<(&Path, &raw::Image)> {
        let mut out: Vec<(&Path, &raw::Image)> =
            vec![(Path::new("content/site.yaml"), &self.settings.brand.social_image)];
        let cities = Path::new("content/data/cities.yaml");
        out.extend(self.data.cities.iter().map(|c| (cities, &c.image)));
        for page in &self.pages {
            for section in &page.sections {
                let file = page.source.as_path();
                match section {
                    Section::Hero(h) => out.extend(h.image.iter().map(|i| (file, i))),
                    Section::CaseStudies(c) => {
                        out.extend(c.items.iter().filter_map(|i| i.image.as_ref()).map(|i| (file, i)))
                    }
                    Section::Gallery(g) => out.extend(g.items.iter().map(|p| (file, &p.image))),
                    _ => {}
                }
            }
        }
        out
    }

    /// Every link and file path the content writes, with the file that wrote it (the position is
    /// on the [`Href`]): a link that leads nowhere is reported where it was typed, once, however
    /// many pages show it.
    pub fn written_links(&self) -> Vec<(&Path, &Href)> {
        let site = Path::new("content/site.yaml");
        let form = Path::new(QUOTE_FORM_FILE);
        let s = &self.settings;
        let f = &s.footer;
        let mut out: Vec<(&Path, &Href)> = s
            .nav
            .iter()
            .chain(&s.social)
            .chain([&s.header_action, &f.contact_action, &f.credit])
            .chain(&f.service_areas)
            .chain(&f.services)
            .chain(&f.legal)
            .map(|l| (site, &l.href))
            .collect();
        out.push((form, &s.quote_form.thanks_page));
        out.push((form, &s.quote_form.not_connected_page));
        let cities = Path::new("content/data/cities.yaml");
        for c in self.data.cities.iter() {
            out.push((cities, &c.href));
        }
        let plans = Path::new("content/data/plans.yaml");
        out.extend(self.data.plans.values().filter_map(|p| p.action.href.as_ref()).map(|h| (plans, h)));
        let resources = Path::new("content/data/resources.yaml");
        out.extend(self.data.resources.values().flat_map(|list| list.iter().map(|r| (resources, &r.href))));
        let guides = Path::new("content/data/keyword-guides.yaml");
        for g in self.data.keyword_guides.values() {
            let items = g.categories.iter().flat_map(|c| c.sets.iter().flatten());
            out.extend(items.map(|i| (guides, &i.href)));
        }
        for page in &self.pages {
            for section in &page.sections {
                out.extend(section.hrefs().into_iter().map(|h| (page.source.as_path(), h)));
            }
        }
        let redirects = Path::new("content/redirects.yaml");
        out.extend(self.redirects.iter().map(|r| (redirects, &r.to)));
        out
    }
}

/// The shared lists of `content/data/`, each item shared (not copied) by every page that shows it.
#[derive(Debug, Default)]
pub struct Data {
    pub testimonials: Vec<Arc<raw::Testimonial>>,
    pub cities: Arc<Vec<Arc<raw::City>>>,
    /// Named lists of neighbourhoods and communities (`calgary-neighbourhoods`).
    pub areas: BTreeMap<String, Arc<Vec<String>>>,
    pub keyword_guides: BTreeMap<String, Arc<raw::KeywordGuideData>>,
    /// Named sets of related resources, shown as carousels.
    pub resources: BTreeMap<String, Arc<Vec<raw::Resource>>>,
    /// Maintenance plans by name, each written once and shown by the pages that name it.
    pub plans: BTreeMap<String, Arc<raw::Plan>>,
}

/// The file of the quote form's words and choices.
pub const QUOTE_FORM_FILE: &str = "content/data/quote-form.yaml";

/// `site.yaml` and `data/quote-form.yaml`, checked: where leads go and the analytics resolved,
/// presets tied to their service.
#[derive(Debug)]
pub struct Settings {
    pub brand: raw::Brand,
    pub base_url: Href,
    /// Where the site is published (`host:`, else `generic`; `--host` replaces it).
    pub host: Host,
    /// Where `host:` was written, for messages about it (line 0 when it was not).
    pub host_pos: crate::Pos,
    pub phone: crate::Phone,
    /// Call-tracking numbers by source (`phone_by_source:`; empty when left out).
    pub phone_by_source: raw::PhoneBySource,
    pub email: raw::Emails,
    pub address: raw::Address,
    pub hours: Vec<raw::Hours>,
    pub social: Vec<raw::Link>,
    pub figures: raw::CompanyFigures,
    pub offer: raw::Offer,
    /// The offer's last day (`ends`) is before the day of the build: pages leave it out. Set by
    /// the build from its day (crates/pipeline/src/offers.rs); false when content is only loaded.
    pub offer_ended: bool,
    pub guarantees: Vec<raw::Guarantee>,
    pub trust: Vec<raw::TrustPoint>,
    pub promises: raw::Promises,
    pub timings: raw::Timings,
    pub nav: Vec<raw::Link>,
    pub header_action: raw::Link,
    pub footer: raw::Footer,
    /// Where quote requests go (`leads:`; demo when left out).
    pub leads: Provider,
    /// Where `provider:` of `leads:` was written (line 0 when it was left out).
    pub leads_pos: crate::Pos,
    /// Visitor statistics, when `analytics:` is written.
    pub analytics: Option<Analytics>,
    pub quote_form: QuoteFormSettings,
}

/// The quote form's words and choices (`data/quote-form.yaml`), checked.
#[derive(Debug)]
pub struct QuoteFormSettings {
    pub labels: raw::FieldLabels,
    pub cities: Vec<raw::CityChoice>,
    pub services: Vec<raw::ServiceChoice>,
    pub presets: BTreeMap<Slug, Preset>,
    pub toast: raw::Toast,
    pub submit_label: Words,
    pub thanks_page: Href,
    pub not_connected_page: Href,
}

/// `/quote?service=SLUG` preselects a service type and names the plan.
#[derive(Debug)]
pub struct Preset {
    /// The form value of the preset's service (`furnace-repair`).
    pub service_type: String,
    /// What the form says was chosen, e.g. `Preferred Plan (furnace maintenance)`.
    pub label: String,
}

/// One page: its route, where it came from, and its content with defaults filled in.
#[derive(Debug)]
pub struct Page {
    pub route: Route,
    /// The file it came from, relative to the site root (`content/pages/calgary.yaml`).
    pub source: PathBuf,
    pub title: String,
    pub description: String,
    /// Whether the file wrote its own description (else [`Page::description`] is a default).
    pub description_written: bool,
    pub city: Option<Arc<raw::City>>,
    pub service: Option<String>,
    pub theme: raw::Theme,
    /// Which of site.yaml's promises the page makes about answering (its quote forms say it).
    pub promise: raw::Promise,
    pub noindex: bool,
    pub sections: Vec<Section>,
}

/// A permanent redirect, checked: `from` is a path no page uses, `to` is where visitors go.
#[derive(Debug)]
pub struct Redirect {
    pub from: Located<Href>,
    pub to: Href,
}

/// One block of a page, its references resolved.
#[derive(Debug)]
pub enum Section {
    Hero(raw::Hero),
    Cards(raw::Cards),
    Steps(raw::Steps),
    Faq(raw::Faq),
    CaseStudies(raw::CaseStudies),
    Options(raw::Options),
    RepairTypes(raw::RepairTypes),
    Plans(Plans),
    Checklist(raw::Checklist),
    Areas(Areas),
    Testimonials(Testimonials),
    Cta(raw::Cta),
    Banner(raw::Banner),
    QuoteForm(QuoteForm),
    KeywordGuide(KeywordGuide),
    Carousel(Carousel),
    Text(raw::Text),
    Links(raw::Links),
    CitySearch(CitySearch),
    CityCards(CityCards),
    Figures(Figures),
    Guarantees(raw::Guarantees),
    Offer(raw::OfferSection),
    ContactInfo(ContactInfo),
    NotFound(raw::NotFound),
    Gallery(raw::Gallery),
    PrivacyDetails(raw::PrivacyDetails),
}

/// A named list of `data/areas.yaml`.
#[derive(Debug)]
pub struct Areas {
    pub id: Option<Slug>,
    pub title: Words,
    pub intro: Option<Words>,
    pub areas: Arc<Vec<String>>,
}

/// The plans a page shows, in its order, from `data/plans.yaml`.
#[derive(Debug)]
pub struct Plans {
    pub id: Option<Slug>,
    pub title: Words,
    pub intro: Option<Words>,
    pub items: Vec<Arc<raw::Plan>>,
    pub note: Option<raw::Action>,
}

/// The testimonials a page shows (the featured ones, or all).
#[derive(Debug)]
pub struct Testimonials {
    pub id: Option<Slug>,
    pub title: Words,
    pub intro: Option<Words>,
    pub items: Vec<Arc<raw::Testimonial>>,
    pub action: Option<raw::Action>,
}

/// The quote form, its anchor and intro defaulted.
#[derive(Debug)]
pub struct QuoteForm {
    pub id: Slug,
    pub title: Words,
    pub intro: String,
    pub property_type: raw::PropertyType,
    /// The city the form starts with (the form's value, like `calgary`): the page's city.
    pub city: Option<String>,
    /// The service type the form starts with (like `furnace-repair`): the page's service.
    pub service_type: Option<String>,
    /// The page promises emergency dispatch: the form starts on its emergency path (the phone first).
    pub urgent: bool,
}

#[derive(Debug)]
pub struct KeywordGuide {
    pub id: Option<Slug>,
    pub guide: Arc<raw::KeywordGuideData>,
    /// The named rotation speed of `site.yaml`, in milliseconds.
    pub interval_ms: u32,
}

#[derive(Debug)]
pub struct Carousel {
    pub id: Option<Slug>,
    pub title: Words,
    pub items: Arc<Vec<raw::Resource>>,
    pub interval_ms: u32,
}

#[derive(Debug)]
pub struct CitySearch {
    pub id: Option<Slug>,
    pub title: Words,
    pub intro: Option<Words>,
    pub label: Words,
    pub placeholder: Words,
    pub empty: Words,
    pub hint: Words,
    pub cities: Arc<Vec<Arc<raw::City>>>,
}

#[derive(Debug)]
pub struct CityCards {
    pub id: Option<Slug>,
    pub title: Words,
    pub intro: Option<Words>,
    pub cities: Arc<Vec<Arc<raw::City>>>,
}

/// Company figures of `site.yaml`, in the order the section names them.
#[derive(Debug)]
pub struct Figures {
    pub id: Option<Slug>,
    pub title: Words,
    pub items: Vec<raw::Figure>,
}

/// E-mail, hours and the named area lists.
#[derive(Debug)]
pub struct ContactInfo {
    pub id: Option<Slug>,
    pub title: Words,
    pub area_lists: Vec<Arc<Vec<String>>>,
}

impl Section {
    /// The section's type name, which is also its template: `templates/sections/<name>.html`.
    pub fn kind(&self) -> &'static str {
        match self {
            Section::Hero(_) => "hero",
            Section::Cards(_) => "cards",
            Section::Steps(_) => "steps",
            Section::Faq(_) => "faq",
            Section::CaseStudies(_) => "case_studies",
            Section::Options(_) => "options",
            Section::RepairTypes(_) => "repair_types",
            Section::Plans(_) => "plans",
            Section::Checklist(_) => "checklist",
            Section::Areas(_) => "areas",
            Section::Testimonials(_) => "testimonials",
            Section::Cta(_) => "cta",
            Section::Banner(_) => "banner",
            Section::QuoteForm(_) => "quote_form",
            Section::KeywordGuide(_) => "keyword_guide",
            Section::Carousel(_) => "carousel",
            Section::Text(_) => "text",
            Section::Links(_) => "links",
            Section::CitySearch(_) => "city_search",
            Section::CityCards(_) => "city_cards",
            Section::Figures(_) => "figures",
            Section::Guarantees(_) => "guarantees",
            Section::Offer(_) => "offer",
            Section::ContactInfo(_) => "contact_info",
            Section::NotFound(_) => "not_found",
            Section::Gallery(_) => "gallery",
            Section::PrivacyDetails(_) => "privacy_details",
        }
    }

    /// Every button and link the section shows (for the lint: does the page let a visitor act?).
    pub fn actions(&self) -> Vec<&raw::Action> {
        match self {
            Section::Hero(h) => h.actions.iter().chain(h.aside.as_ref().and_then(|a| a.action.as_ref())).collect(),
            Section::Cards(c) => c.action.iter().collect(),
            Section::Plans(p) => p.items.iter().map(|i| &i.action).chain(p.note.as_ref()).collect(),
            Section::Testimonials(t) => t.action.iter().collect(),
            Section::Cta(c) => c.actions.iter().collect(),
            Section::Banner(b) => b.actions.iter().collect(),
            Section::Text(t) => t.action.iter().collect(),
            Section::NotFound(n) => vec![&n.action],
            _ => Vec::new(),
        }
    }

    /// Every link target the section writes itself (cards, link lists), besides its actions.
    pub fn hrefs(&self) -> Vec<&Href> {
        // A plan's own button is written in data/plans.yaml, and checked there.
        let actions = if let Section::Plans(p) = self { p.note.iter().collect() } else { self.actions() };
        let mut out: Vec<&Href> = actions.into_iter().filter_map(|a| a.href.as_ref()).collect();
        match self {
            Section::Cards(c) => out.extend(c.items.iter().filter_map(|i| i.href.as_ref())),
            Section::Links(l) => out.extend(l.items.iter().map(|i| &i.href)),
            _ => {}
        }
        out
    }

    /// Every piece of text the section holds with the name of its field, for the content lint
    /// (phone numbers and our own prices typed into text). Only what the page file itself wrote:
    /// shared data is linted where it is written.
    pub fn texts(&self) -> Vec<(&'static str, &str)> {
        let mut out: Vec<(&'static str, &str)> = Vec::new();
        fn opt<'a>(out: &mut Vec<(&'static str, &'a str)>, k: &'static str, v: &'a Option<Words>) {
            if let Some(v) = v {
                out.push((k, v.as_str()));
            }
        }
        fn all<'a>(out: &mut Vec<(&'static str, &'a str)>, k: &'static str, v: &'a [Words]) {
            out.extend(v.iter().map(|s| (k, s.as_str())));
        }
        match self {
            Section::Hero(h) => {
                opt(&mut out, "eyebrow", &h.eyebrow);
                out.push(("title", &h.title));
                opt(&mut out, "lead", &h.lead);
                all(&mut out, "badges", &h.badges);
                if let Some(a) = &h.aside {
                    out.push(("title", &a.title));
                    all(&mut out, "items", &a.items);
                }
            }
            Section::Cards(c) => {
                opt(&mut out, "title", &c.title);
                opt(&mut out, "intro", &c.intro);
                for i in &c.items {
                    out.push(("title", &i.title));
                    out.push(("description", &i.description));
                    opt(&mut out, "link_text", &i.link_text);
                    all(&mut out, "bullets", &i.bullets);
                }
            }
            Section::Steps(s) => {
                out.push(("title", &s.title));
                opt(&mut out, "intro", &s.intro);
                for i in &s.items {
                    out.push(("title", &i.title));
                    out.push(("description", &i.description));
                }
            }
            Section::Faq(f) => {
                out.push(("title", &f.title));
                for q in &f.items {
                    out.push(("question", &q.question));
                    out.push(("answer", &q.answer));
                }
            }
            Section::CaseStudies(c) => {
                out.push(("title", &c.title));
                for i in &c.items {
                    for (k, v) in [
                        ("title", &i.title),
                        ("location", &i.location),
                        ("challenge", &i.challenge),
                        ("solution", &i.solution),
                        ("results", &i.results),
                    ] {
                        out.push((k, v));
                    }
                }
            }
            Section::Options(o) => {
                out.push(("title", &o.title));
                opt(&mut out, "intro", &o.intro);
                for i in &o.items {
                    out.push(("title", &i.title));
                    out.push(("description", &i.description));
                    all(&mut out, "features", &i.features);
                }
            }
            Section::RepairTypes(r) => {
                out.push(("title", &r.title));
                opt(&mut out, "intro", &r.intro);
                for i in &r.items {
                    out.push(("title", &i.title));
                    out.push(("description", &i.description));
                    all(&mut out, "symptoms", &i.symptoms);
                }
            }
            // The plans themselves are written (and linted) in data/plans.yaml.
            Section::Plans(p) => {
                out.push(("title", &p.title));
                opt(&mut out, "intro", &p.intro);
            }
            Section::Checklist(c) => {
                out.push(("title", &c.title));
                opt(&mut out, "intro", &c.intro);
                for g in &c.groups {
                    out.push(("title", &g.title));
                    all(&mut out, "items", &g.items);
                }
            }
            Section::Areas(a) => {
                out.push(("title", &a.title));
                opt(&mut out, "intro", &a.intro);
            }
            Section::Testimonials(t) => {
                out.push(("title", &t.title));
                opt(&mut out, "intro", &t.intro);
            }
            Section::Cta(c) => {
                out.push(("title", &c.title));
                opt(&mut out, "text", &c.text);
            }
            Section::Banner(b) => {
                out.push(("title", &b.title));
                opt(&mut out, "text", &b.text);
            }
            Section::QuoteForm(q) => {
                out.push(("title", &q.title));
                out.push(("intro", &q.intro));
            }
            Section::Carousel(c) => out.push(("title", &c.title)),
            Section::Text(t) => {
                opt(&mut out, "title", &t.title);
                all(&mut out, "paragraphs", &t.paragraphs);
                all(&mut out, "bullets", &t.bullets);
            }
            Section::Links(l) => {
                out.push(("title", &l.title));
                out.extend(l.items.iter().map(|i| ("text", i.text.as_str())));
            }
            Section::CitySearch(c) => {
                out.push(("title", &c.title));
                opt(&mut out, "intro", &c.intro);
                for (k, v) in
                    [("label", &c.label), ("placeholder", &c.placeholder), ("empty", &c.empty), ("hint", &c.hint)]
                {
                    out.push((k, v));
                }
            }
            Section::CityCards(c) => {
                out.push(("title", &c.title));
                opt(&mut out, "intro", &c.intro);
            }
            Section::Figures(f) => out.push(("title", &f.title)),
            Section::Guarantees(g) => {
                out.push(("title", &g.title));
                opt(&mut out, "intro", &g.intro);
            }
            Section::ContactInfo(c) => out.push(("title", &c.title)),
            Section::NotFound(n) => {
                out.push(("code", &n.code));
                out.push(("title", &n.title));
            }
            Section::Gallery(g) => {
                out.push(("title", &g.title));
                opt(&mut out, "intro", &g.intro);
                for p in &g.items {
                    out.push(("alt", p.image.alt_text()));
                    opt(&mut out, "caption", &p.caption);
                }
            }
            Section::KeywordGuide(_) | Section::Offer(_) | Section::PrivacyDetails(_) => {}
        }
        for a in self.actions() {
            out.push(("label", &a.label));
        }
        out
    }

    /// The anchor of the section, where it has one.
    pub fn id(&self) -> Option<&str> {
        let id = match self {
            Section::Cards(s) => &s.id,
            Section::Steps(s) => &s.id,
            Section::Faq(s) => &s.id,
            Section::CaseStudies(s) => &s.id,
            Section::Options(s) => &s.id,
            Section::RepairTypes(s) => &s.id,
            Section::Plans(s) => &s.id,
            Section::Checklist(s) => &s.id,
            Section::Areas(s) => &s.id,
            Section::Testimonials(s) => &s.id,
            Section::Cta(s) => &s.id,
            Section::QuoteForm(s) => return Some(s.id.as_str()),
            Section::KeywordGuide(s) => &s.id,
            Section::Carousel(s) => &s.id,
            Section::Text(s) => &s.id,
            Section::Links(s) => &s.id,
            Section::CitySearch(s) => &s.id,
            Section::CityCards(s) => &s.id,
            Section::Figures(s) => &s.id,
            Section::Guarantees(s) => &s.id,
            Section::Offer(s) => &s.id,
            Section::ContactInfo(s) => &s.id,
            Section::Gallery(s) => &s.id,
            Section::PrivacyDetails(s) => &s.id,
            Section::Hero(_) | Section::Banner(_) | Section::NotFound(_) => return None,
        };
        id.as_ref().map(Slug::as_str)
    }
}
