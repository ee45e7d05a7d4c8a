//! The validated model: what the site *is*, after [`crate::resolve`] has checked the raw files and
//! replaced every reference by the data it names. Nothing here knows YAML or serde; the render
//! crate turns it into view structs for templates.
//!
//! Parts that need no resolving (a FAQ's questions, a plan, a card) are the raw types themselves:
//! they are plain data once parsed. Every part that names something elsewhere or has a default
//! that depends on other content has its own resolved type: a page's title and description here,
//! a section's in its module of [`crate::sections`] (an area list, a keyword guide, the quote
//! form's anchor and intro).

mod analytics;
mod booking;
mod brand;
mod provider;
mod served;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub use analytics::{Analytics, AnalyticsProvider, ConversionEvents, resolve_analytics};
pub use booking::{Booking, BookingProvider, BookingScript, Country, resolve_booking};
pub use brand::{Logo, Look, ON_DARK, ON_DARK_MUTED, Palette, initial_svg, inline_svg};
pub(crate) use brand::{resolve_logo, resolve_palette};
pub use provider::{EndpointUrl, PayloadFormat, Provider, ProviderKind, resolve_provider};
pub use served::{ServedPlace, served_places};

/// A page's sections, resolved: one enum variant per type of [`crate::sections`], whose modules
/// hold the types (those that name shared data have their own resolved type there).
pub use crate::sections::Section;

use crate::raw;
use crate::{Host, Href, Located, Route, Slug, Words};

/// Everything the site is made of, loaded, checked and resolved.
#[derive(Debug)]
pub struct Site {
    /// The settings of the site's (first) language.
    pub settings: Settings,
    pub data: Data,
    /// A second language's settings and data (`content/fr/`), when site.yaml names two.
    pub translations: Vec<Translation>,
    /// Every page of every language, sorted by route.
    pub pages: Vec<Page>,
    /// The pages whose days (`from:`, `until:`) leave them off the site on the build's day, kept for
    /// the schedule and the link check of the days to come (the pipeline moves them here).
    pub resting: Vec<Page>,
    pub redirects: Vec<Redirect>,
}

/// What a second language says differently: site.yaml with `content/fr/site.yaml`'s parts in
/// place, its words, its data files.
#[derive(Debug)]
pub struct Translation {
    pub settings: Settings,
    pub data: Data,
    /// `content/fr`, where its files are.
    pub folder: PathBuf,
    /// `content/fr/site.yaml`, when the site has one.
    pub overlay: Option<PathBuf>,
    /// Its own data and words files (the others are the first language's).
    pub own_files: Vec<PathBuf>,
}

impl Site {
    /// The settings of a page's language.
    pub fn settings_for(&self, language: crate::wording::Language) -> &Settings {
        self.translations.iter().find(|t| t.settings.language == language).map_or(&self.settings, |t| &t.settings)
    }

    /// The data files of a page's language.
    pub fn data_for(&self, language: crate::wording::Language) -> &Data {
        self.translations.iter().find(|t| t.settings.language == language).map_or(&self.data, |t| &t.data)
    }

    /// The site's languages, the first one first.
    pub fn languages(&self) -> Vec<crate::wording::Language> {
        std::iter::once(self.settings.language).chain(self.translations.iter().map(|t| t.settings.language)).collect()
    }

    /// Every photo the content names, with the file that names it (positions are on the photo's
    /// `src`): the default social picture and the business's photo, the logo picture, the
    /// cities' photos, then each page's in order.
    pub fn written_photos(&self) -> Vec<(&Path, &raw::Image)> {
        let site = Path::new("content/site.yaml");
        let brand = &self.settings.brand;
        let mut out: Vec<(&Path, &raw::Image)> =
            brand.social_image.iter().chain(&brand.photo).map(|i| (site, i)).collect();
        if let Logo::Photo { image, .. } = &self.settings.look.logo {
            out.push((site, image));
        }
        let cities = Path::new("content/data/cities.yaml");
        out.extend(self.data.cities.iter().map(|c| (cities, &c.image)));
        for t in &self.translations {
            if let Some(own) = t.own_file("data/cities.yaml") {
                out.extend(t.data.cities.iter().map(|c| (own, &c.image)));
            }
        }
        for page in &self.pages {
            for section in &page.sections {
                out.extend(section.outline().photos.into_iter().map(|i| (page.source.as_path(), i)));
            }
        }
        out
    }

    /// Every link and file path the content writes, with the file that wrote it (the position is
    /// on the [`Href`]): a link that leads nowhere is reported where it was typed, once, however
    /// many pages show it.
    pub fn written_links(&self) -> Vec<(&Path, &Href)> {
        let mut out = settings_links(&self.settings, &self.data, &|file| Path::new(file));
        // A second language's: those it writes itself, at its own files (the rest are the first
        // language's, reported once).
        for t in &self.translations {
            let first: std::collections::HashSet<(crate::Pos, &str)> =
                out.iter().map(|(_, h)| (h.pos(), h.as_str())).collect();
            let place = |file: &'static str| -> &Path {
                let rel = file.strip_prefix("content/").unwrap_or(file);
                match t.own_file(rel) {
                    Some(own) => own,
                    None if rel == "site.yaml" => t.overlay.as_deref().unwrap_or(Path::new(file)),
                    None => Path::new(file),
                }
            };
            let theirs: Vec<(&Path, &Href)> = settings_links(&t.settings, &t.data, &place)
                .into_iter()
                .filter(|(_, h)| !first.contains(&(h.pos(), h.as_str())))
                .collect();
            out.extend(theirs);
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

impl Translation {
    /// This language's own file of `rel` (`data/cities.yaml`), when it has one.
    pub fn own_file(&self, rel: &str) -> Option<&Path> {
        let path = self.folder.join(rel);
        self.own_files.iter().find(|f| **f == path).map(PathBuf::as_path)
    }
}

/// The links site.yaml and the data files write, each with the file that wrote it (`place`
/// names it from the file of the first language).
fn settings_links<'a>(
    s: &'a Settings,
    data: &'a Data,
    place: &dyn Fn(&'static str) -> &'a Path,
) -> Vec<(&'a Path, &'a Href)> {
    let f = &s.footer;
    let mut out: Vec<(&Path, &Href)> = s
        .nav
        .iter()
        .chain(&s.social)
        .chain([&s.header_action, &f.contact_action, &f.credit])
        .chain(&f.service_areas)
        .chain(&f.services)
        .chain(&f.legal)
        .chain(s.financing.as_ref().and_then(|f| f.apply.as_ref()))
        .map(|l| (place("content/site.yaml"), &l.href))
        .collect();
    out.push((place(QUOTE_FORM_FILE), &s.quote_form.thanks_page));
    out.push((place(QUOTE_FORM_FILE), &s.quote_form.not_connected_page));
    for c in data.cities.iter() {
        out.push((place("content/data/cities.yaml"), &c.href));
    }
    out.extend(
        data.plans.values().filter_map(|p| p.action.href.as_ref()).map(|h| (place("content/data/plans.yaml"), h)),
    );
    out.extend(
        data.resources.values().flat_map(|list| list.iter().map(|r| (place("content/data/resources.yaml"), &r.href))),
    );
    for g in data.keyword_guides.values() {
        let items = g.categories.iter().flat_map(|c| c.sets.iter().flatten());
        out.extend(items.map(|i| (place("content/data/keyword-guides.yaml"), &i.href)));
    }
    out
}

/// The shared lists of `content/data/`, each item shared (not copied) by every page that shows it.
#[derive(Debug, Default, Clone)]
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
    /// The brand's colours and logo, checked (`brand.colors`, `brand.logo`).
    pub look: Look,
    /// What the business does (`trade:`), for search engines.
    pub trade: Option<raw::Trade>,
    /// The site's language (`language:`, en-CA when left out).
    pub language: crate::wording::Language,
    /// The words of the interface in that language, with the site's own (`content/words.yaml`).
    pub wording: crate::wording::Wording,
    pub base_url: Href,
    /// The business's time zone (`time_zone:`), when written: the day of a build is its day there.
    pub time_zone: Option<crate::Zone>,
    /// Where the site is published (`host:`, else `generic`; `--host` replaces it).
    pub host: Host,
    /// Where `host:` was written, for messages about it (line 0 when it was not).
    pub host_pos: crate::Pos,
    pub phone: crate::Phone,
    /// Call-tracking numbers by source (`phone_by_source:`; empty when left out).
    pub phone_by_source: raw::PhoneBySource,
    /// Which of those numbers take text messages (`texts:`).
    pub texts: Texts,
    pub email: raw::Emails,
    pub address: raw::Address,
    /// The person in charge of personal information, for the privacy policy (Quebec's Law 25).
    pub privacy_officer: Option<raw::PrivacyOfficer>,
    pub hours: Vec<raw::Hours>,
    pub social: Vec<raw::Link>,
    pub figures: raw::CompanyFigures,
    /// The offer of site.yaml, when it has one.
    pub offer: Option<raw::Offer>,
    /// The offer is not shown on the day of the build (before its `starts`, after its `ends`):
    /// pages leave it out. Set by the build from its day (crates/pipeline/src/offers.rs); false
    /// when content is only loaded.
    pub offer_off: bool,
    pub guarantees: Vec<raw::Guarantee>,
    /// Financing terms (`financing:`), when the site offers financing.
    pub financing: Option<crate::sections::financing::SiteFinancing>,
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
    /// Online booking, when `booking:` is written.
    pub booking: Option<Booking>,
    /// Changes are sent for review before they are published (`review: true`).
    pub review: bool,
    /// Where `review:` is written, when it is.
    pub review_pos: Option<crate::Pos>,
    pub quote_form: QuoteFormSettings,
}

impl Settings {
    /// The offer while it runs: none when site.yaml has none or its last day has passed.
    pub fn running_offer(&self) -> Option<&raw::Offer> {
        self.offer.as_ref().filter(|_| !self.offer_off)
    }
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
    /// The Home / Business choice, when the form asks it.
    pub property_types: Option<raw::PropertyTypeLabels>,
    pub intros: raw::FormIntros,
    /// The offers-and-reminders box's words, when the form asks for that consent.
    pub consent: Option<Words>,
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
    /// The days the page is on the site (`from:`, `until:`).
    pub shown: crate::sections::dated::Shown,
    /// The sections that have days of their own, in page order.
    pub dated: Vec<DatedSection>,
    /// The language it is written in (the site's, or its second language's under `/fr/`).
    pub language: crate::wording::Language,
    /// The same page in the site's other language, when it has one.
    pub translation: Option<Route>,
    /// Where the page named its translation itself (`translation:`), if it did.
    pub translation_written: Option<Href>,
    /// The file holds an `# EXAMPLE:` note from `sitegen init` (the warnings read only those).
    pub example_notes: bool,
}

/// A section shown only on some days.
#[derive(Debug, Clone)]
pub struct DatedSection {
    /// Its type, like `banner`.
    pub kind: &'static str,
    pub shown: crate::sections::dated::Shown,
    /// Where it is in [`Page::sections`]; None once a build for a day it is not shown on left it out.
    pub index: Option<usize>,
    /// Where it is written in the page file's list of sections.
    pub written: usize,
}

/// A permanent redirect, checked: `from` is a path no page uses, `to` is where visitors go.
#[derive(Debug)]
pub struct Redirect {
    pub from: Located<Href>,
    pub to: Href,
}

/// Which numbers take text messages (`site.yaml` `texts:`): a Text link stands beside each one's
/// Call link.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Texts {
    pub main: bool,
    pub google_ads: bool,
    pub microsoft_ads: bool,
    pub facebook: bool,
}

impl Texts {
    /// Whether any number takes texts (the site then has Text links).
    pub fn any(&self) -> bool {
        self.main || self.google_ads || self.microsoft_ads || self.facebook
    }
}
