//! Section types, one module each. A module owns everything the content crate knows about its
//! type:
//!
//! - the form a page file writes (`- faq:` and the fields under it): a `Deserialize` +
//!   `JsonSchema` struct whose doc comments become the schema's descriptions, and so the VS Code
//!   hints and the preview editor's form;
//! - how it is checked and resolved ([`SectionType::resolve`]): names looked up in settings and
//!   data, defaults filled, problems reported with their position;
//! - what it holds for the stages that look across sections ([`SectionType::parts`]): its anchor,
//!   the text it wrote (for the lint), its buttons and links (for the lint and the link check), its
//!   photos (for the photo pipeline), whether it asks the visitor to act.
//!
//! The other half of a type, its view for the template, lives in the render crate
//! (`view/sections/<name>.rs`), the only crate that knows templates; the markup is
//! `templates/sections/<name>.html`.
//!
//! The list of types is written once, in [`section_types!`](crate::section_types). The page's
//! section enums ([`crate::raw::Section`], [`crate::model::Section`]), their dispatch and the render
//! crate's `SectionView` are generated from it: every type has every part, and a type with a part
//! missing does not compile. There is no match with a catch-all arm over section types.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;

use crate::model::{Data, Settings};
use crate::raw::{Action, City, Image, Promise};
use crate::{Diagnostic, Diagnostics, Href, Located, Pos, Slug, Words};

pub mod areas;
pub mod banner;
pub mod cards;
pub mod carousel;
pub mod case_studies;
pub mod checklist;
pub mod city_cards;
pub mod city_search;
pub mod contact_info;
pub mod cta;
pub mod dated;
pub mod faq;
pub mod figures;
pub mod financing;
pub mod gallery;
pub mod guarantees;
pub mod hero;
pub mod keyword_guide;
pub mod links;
pub mod not_found;
pub mod offer;
pub mod options;
pub mod plans;
pub mod privacy_details;
pub mod quote_form;
pub mod repair_types;
pub mod steps;
pub mod testimonials;
pub mod text;

/// One section type: what a page writes ([`SectionType::Raw`]) and what the site is once it is
/// resolved (`Self`, the model the render crate makes a view from). Where nothing needs resolving
/// the two are one type.
pub trait SectionType: Sized {
    /// What a page file writes under `- <name>:`.
    type Raw;
    /// Whether the section holds the page's one `h1` (a page has exactly one such section).
    const HEADING: bool;
    /// The plain titles of the structs its written form is made of, by their schema names: what
    /// the schema's hovers, its messages and the preview editor's form call them (the schema of
    /// a struct without one fails to generate).
    const TITLES: Titles;
    /// Checks the written form against the site's settings and data and resolves its names. None
    /// when a problem was reported to `r`.
    fn resolve(raw: Self::Raw, r: &mut Resolver<'_>) -> Option<Self>;
    /// Reports what the section holds to the stages that look across sections.
    fn parts<'a>(&'a self, p: &mut Parts<'a>);
}

/// Plain titles by Rust (schema) name, like `("Faq", "Questions section")`.
pub type Titles = &'static [(&'static str, &'static str)];

/// What resolving a section may look at: the site's settings and data, the page it is on, and
/// where to report problems.
pub struct Resolver<'a> {
    pub settings: &'a Settings,
    pub data: &'a Data,
    /// The page's city, when it names one.
    pub city: Option<&'a City>,
    /// The page's service, like `Furnace Repair`.
    pub service: Option<&'a str>,
    /// What the page promises about answering.
    pub promise: Promise,
    /// The page file, for messages.
    pub file: &'a Path,
    pub diags: &'a mut Diagnostics,
}

impl Resolver<'_> {
    /// Puts site.yaml's promises in place of their names in `text` (a thank-you page says when we
    /// call back, written once): `{quote_response}`, `{emergency_dispatch}`, `{availability}`,
    /// `{same_day_service}`. Any other `{name}` is a mistake at the text's place, never published.
    pub fn fill_promises(&mut self, text: &mut Option<Located<Words>>) {
        let Some(t) = text else { return };
        if !t.value.contains('{') {
            return;
        }
        let p = &self.settings.promises;
        let (availability, dispatch) = p.emergency().unwrap_or_default();
        let known = [
            ("quote_response", Some(p.quote_response.as_str())),
            ("emergency_dispatch", p.emergency().map(|_| dispatch)),
            ("availability", p.emergency().map(|_| availability)),
            ("same_day_service", p.same_day_service.as_deref()),
        ];
        let mut out = String::new();
        let mut rest = t.value.as_str();
        while let Some(start) = rest.find('{') {
            out.push_str(&rest[..start]);
            let after = &rest[start + 1..];
            // A name is lower-case letters and underscores between braces; any other brace (a
            // template's `{{`, a shrug) is text as written.
            let name = after
                .find('}')
                .map(|end| &after[..end])
                .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'));
            let Some(name) = name else {
                out.push('{');
                rest = after;
                continue;
            };
            match known.iter().find(|(k, _)| *k == name) {
                Some((_, Some(value))) => out.push_str(value),
                Some((name, None)) => {
                    self.diags.push(crate::Diagnostic::new(
                        self.file,
                        t.pos,
                        format!("{{{name}}} is not in site.yaml's promises: write it there, or write the words here"),
                    ));
                    return;
                }
                None => {
                    let names: Vec<&str> = known.iter().map(|(k, _)| *k).collect();
                    let hint = crate::suggest::closest(name, &names)
                        .map(|b| format!(" (did you mean {{{b}}}?)"))
                        .unwrap_or_default();
                    self.diags.push(crate::Diagnostic::new(
                        self.file,
                        t.pos,
                        format!(
                            "`{{{name}}}` is not one of site.yaml's promises{hint}: write {{quote_response}}, \
                             {{emergency_dispatch}}, {{availability}} or {{same_day_service}}, or no braces"
                        ),
                    ));
                    return;
                }
            }
            rest = &after[name.len() + 1..];
        }
        out.push_str(rest);
        t.value = Words::parse(&out).unwrap_or_else(|_| t.value.clone());
    }

    /// The value `name` refers to in `known`, or a message naming the choices (with the closest).
    pub fn lookup<T: Clone>(&mut self, known: &BTreeMap<String, T>, name: &Located<String>, what: &str) -> Option<T> {
        let found = known.get(name.as_str()).cloned();
        if found.is_none() {
            let names: Vec<&str> = known.keys().map(String::as_str).collect();
            self.diags.push(crate::resolve::unknown(self.file, name, what, &names));
        }
        found
    }

    /// Reports a problem of the whole section (no better position than the file's start).
    pub fn problem(&mut self, message: impl Into<String>) {
        self.diags.push(Diagnostic::new(self.file, Pos { line: 1, column: 1 }, message.into()));
    }
}

/// What a section holds, for the stages that look across sections (each fills only what it has).
#[derive(Default)]
pub struct Parts<'a> {
    /// The section's anchor, for `#name` links (each at most once per page).
    pub id: Option<(&'a str, Pos)>,
    /// The text the page file wrote, by field name, for the lint (phone numbers, our own prices).
    pub texts: Vec<(&'static str, &'a str)>,
    /// Every button shown, and whether the page file wrote it (else it is shared data, whose
    /// link is checked where it is written).
    pub actions: Vec<(&'a Action, bool)>,
    /// Other link targets the page file wrote (cards, link lists).
    pub hrefs: Vec<&'a Href>,
    /// Photos the page file names.
    pub photos: Vec<&'a Image>,
    /// The page's picture when it is shared on social media.
    pub social_photo: Option<&'a Image>,
    /// The anchor of the page's quote form.
    pub form_anchor: Option<&'a str>,
    /// The section asks the visitor to act by itself (a form, a call to action, a banner).
    pub asks: bool,
    /// Leave `texts` empty: the caller looks at photos, links or forms only ([`Section::outline`]).
    skip_texts: bool,
}

impl<'a> Parts<'a> {
    /// Every link target the page file wrote in the section: its own buttons', then the others.
    pub fn written_hrefs(&self) -> impl Iterator<Item = &'a Href> + '_ {
        let own = self.actions.iter().filter(|(_, own)| *own).filter_map(|(a, _)| a.href.as_ref());
        own.chain(self.hrefs.iter().copied())
    }

    /// Every piece of text the section holds with the name of its field, for the content lint
    /// (phone numbers and our own prices typed into text), the buttons' labels last. Only what the
    /// page file itself wrote, and the labels of the buttons it shows.
    pub fn all_texts(&self) -> impl Iterator<Item = (&'static str, &'a str)> + '_ {
        self.texts.iter().copied().chain(self.actions.iter().map(|(a, _)| ("label", a.label.as_str())))
    }

    pub fn id(&mut self, id: &'a Option<Located<Slug>>) {
        self.id = id.as_ref().map(|id| (id.value.as_str(), id.pos));
    }

    pub fn text(&mut self, field: &'static str, text: &'a str) {
        if !self.skip_texts {
            self.texts.push((field, text));
        }
    }

    /// Optional text, reported when written.
    pub fn opt(&mut self, field: &'static str, text: &'a Option<Words>) {
        if let Some(t) = text.as_deref() {
            self.text(field, t);
        }
    }

    /// Optional text with its place, reported when written.
    pub fn located(&mut self, field: &'static str, text: &'a Option<Located<Words>>) {
        if let Some(t) = text {
            self.text(field, t.value.as_str());
        }
    }

    /// A list of texts, each under the same field name.
    pub fn all(&mut self, field: &'static str, texts: &'a [Words]) {
        if !self.skip_texts {
            self.texts.extend(texts.iter().map(|t| (field, t.as_str())));
        }
    }

    /// Buttons the page file wrote.
    pub fn actions(&mut self, actions: impl IntoIterator<Item = &'a Action>) {
        self.actions.extend(actions.into_iter().map(|a| (a, true)));
    }

    /// Buttons shown from shared data (a plan's button, written in data/plans.yaml).
    pub fn shared_actions(&mut self, actions: impl IntoIterator<Item = &'a Action>) {
        self.actions.extend(actions.into_iter().map(|a| (a, false)));
    }
}

macro_rules! define_sections {
    ($($(#[$doc:meta])* $variant:ident($module:ident::$ty:ident) = $name:literal,)*) => {
        // Externally tagged because that shape lets the YAML parser report a misspelt field at
        // its exact line and column (an internally tagged enum buffers the mapping first and
        // loses the position). The doc comment below is the schema's description.
        /// One block of the page: `- ` and its type, like `- faq:`, with its fields indented under it.
        #[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
        #[schemars(rename = "Section")]
        pub enum RawSection {
            $($(#[$doc])* #[serde(rename = $name)] $variant(dated::Dated<<$module::$ty as SectionType>::Raw, { !<$module::$ty as SectionType>::HEADING }>),)*
        }

        impl RawSection {
            /// The section's type name, which is also its template: `templates/sections/<name>.html`.
            pub fn kind(&self) -> &'static str {
                match self { $(RawSection::$variant(_) => $name,)* }
            }

            /// Whether the section holds the page's `h1`.
            pub fn heading(&self) -> bool {
                match self { $(RawSection::$variant(_) => <$module::$ty as SectionType>::HEADING,)* }
            }

            /// The days it is shown (`from:`, `until:`).
            pub fn shown(&self) -> &dated::Shown {
                match self { $(RawSection::$variant(s) => &s.shown,)* }
            }

            pub const KINDS: &'static [&'static str] = &[$($name),*];
        }

        /// One block of a page, resolved.
        #[derive(Debug)]
        pub enum Section {
            $($variant($module::$ty),)*
        }

        impl Section {
            /// The section's type name, which is also its template: `templates/sections/<name>.html`.
            pub fn kind(&self) -> &'static str {
                match self { $(Section::$variant(_) => $name,)* }
            }

            /// What the section holds, for the stages that look across sections.
            pub fn parts(&self) -> Parts<'_> {
                let mut p = Parts::default();
                match self { $(Section::$variant(s) => s.parts(&mut p),)* }
                p
            }

            /// [`Section::parts`] without the texts (all of the section's words): for what looks
            /// at photos, links and forms only, once per section of every page.
            pub fn outline(&self) -> Parts<'_> {
                let mut p = Parts { skip_texts: true, ..Parts::default() };
                match self { $(Section::$variant(s) => s.parts(&mut p),)* }
                p
            }
        }

        /// The plain titles of every section type's structs, for the schema.
        pub fn schema_titles() -> impl Iterator<Item = &'static (&'static str, &'static str)> {
            [$(<$module::$ty as SectionType>::TITLES),*].into_iter().flatten()
        }

        /// Checks and resolves one written section.
        pub(crate) fn resolve(section: RawSection, r: &mut Resolver<'_>) -> Option<Section> {
            match section {
                $(RawSection::$variant(s) => <$module::$ty as SectionType>::resolve(s.section, r).map(Section::$variant),)*
            }
        }
    };
}

crate::section_types!(define_sections);

impl Section {
    /// Every button and link the section shows (for the lint: does the page let a visitor act?).
    pub fn actions(&self) -> Vec<&Action> {
        self.outline().actions.into_iter().map(|(a, _)| a).collect()
    }

    /// Every link target the page file wrote in the section: its own buttons', then the others.
    pub fn hrefs(&self) -> Vec<&Href> {
        self.outline().written_hrefs().collect()
    }

    /// The anchor of the section, where it has one.
    pub fn id(&self) -> Option<&str> {
        self.outline().id.map(|(id, _)| id)
    }

    /// The anchor of the section and where it is written.
    pub fn id_at(&self) -> Option<(&str, Pos)> {
        self.outline().id
    }
}

/// The list of section types, written once: `Variant(module::Type) = "name"`, where `module` is
/// the section's module here (its model type `Type`) and in the render crate's
/// `view::sections` (its view), and `name` its YAML key and template. Each consumer passes the
/// macro that expands the list for it.
#[macro_export]
macro_rules! section_types {
    ($then:ident) => {
        $then! {
            /// The top of a page with the page's one `h1`.
            Hero(hero::Hero) = "hero",
            /// A grid of cards (services, benefits, reasons).
            Cards(cards::Cards) = "cards",
            /// Numbered process steps.
            Steps(steps::Steps) = "steps",
            /// Questions and answers that open one at a time.
            Faq(faq::Faq) = "faq",
            /// Jobs we did: each customer's problem, what we did and the result.
            CaseStudies(case_studies::CaseStudies) = "case_studies",
            /// Options to choose between (models, packages), each with features.
            Options(options::Options) = "options",
            /// Kinds of repair, each with the signs a customer notices.
            RepairTypes(repair_types::RepairTypes) = "repair_types",
            /// Maintenance plans as cards with prices, side by side.
            Plans(plans::Plans) = "plans",
            /// Groups of things to check, each with a heading.
            Checklist(checklist::Checklist) = "checklist",
            /// A list of neighbourhoods or towns we serve, from data/areas.yaml.
            Areas(areas::Areas) = "areas",
            /// What customers said, from data/testimonials.yaml.
            Testimonials(testimonials::Testimonials) = "testimonials",
            /// A call to action: a heading, a sentence and buttons.
            Cta(cta::Cta) = "cta",
            /// A full-width strip with one message and a button (the emergency phone banner).
            Banner(banner::Banner) = "banner",
            /// The quote request form.
            QuoteForm(quote_form::QuoteForm) = "quote_form",
            /// Links from data/keyword-guides.yaml that take turns on a timer.
            KeywordGuide(keyword_guide::KeywordGuide) = "keyword_guide",
            /// Articles from data/resources.yaml that slide past.
            Carousel(carousel::Carousel) = "carousel",
            /// Paragraphs and bullet points.
            Text(text::Text) = "text",
            /// Plain text links (related topics).
            Links(links::Links) = "links",
            /// The home page's searchable city cards.
            CitySearch(city_search::CitySearch) = "city_search",
            /// City cards with their service tags (service-areas page).
            CityCards(city_cards::CityCards) = "city_cards",
            /// Company figures from site.yaml, like the year founded.
            Figures(figures::Figures) = "figures",
            /// The guarantees written in site.yaml.
            Guarantees(guarantees::Guarantees) = "guarantees",
            /// The limited-time offer written in site.yaml.
            Offer(offer::OfferSection) = "offer",
            /// Financing terms from site.yaml, with the monthly figure and the apply button when written there.
            Financing(financing::Financing) = "financing",
            /// E-mail addresses, opening hours and areas served, from site.yaml.
            ContactInfo(contact_info::ContactInfo) = "contact_info",
            /// The message of the page-not-found page.
            NotFound(not_found::NotFound) = "not_found",
            /// A grid of pictures with captions (team, vans, finished installs).
            Gallery(gallery::Gallery) = "gallery",
            /// What the site collects about a visitor, written by the tool from the site's own settings:
            /// the quote form's fields, its draft, where a visit came from, and analytics.
            PrivacyDetails(privacy_details::PrivacyDetails) = "privacy_details",
        }
    };
}
