//! `quote_form`: the quote request form. Its anchor defaults to `quote`, its intro to the page's
//! promise in the words of site.yaml, and it starts with the page's city and service selected
//! when the form offers them.

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::{Located, Pos, Slug, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "QuoteForm")]
pub struct RawQuoteForm {
    /// The form's anchor, so a link to #this-name jumps to it. Left out: quote.
    pub id: Option<Located<Slug>>,
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

/// The quote form, its anchor and intro defaulted.
#[derive(Debug)]
pub struct QuoteForm {
    /// Written, or `quote` (at no line) when the form has no `id:`.
    pub id: Located<Slug>,
    pub title: Words,
    pub intro: String,
    pub property_type: PropertyType,
    /// The city the form starts with (the form's value, like `calgary`): the page's city.
    pub city: Option<String>,
    /// The service type the form starts with (like `furnace-repair`): the page's service.
    pub service_type: Option<String>,
    /// The page promises emergency dispatch: the form starts on its emergency path (the phone first).
    pub urgent: bool,
}

impl SectionType for QuoteForm {
    type Raw = RawQuoteForm;
    const HEADING: bool = false;
    const TITLES: Titles = &[("QuoteForm", "Quote form section")];

    fn resolve(raw: RawQuoteForm, r: &mut Resolver<'_>) -> Option<QuoteForm> {
        let form = &r.settings.quote_form;
        // The page's city and service, when they are among the form's choices (a service matches
        // its label, or ends with it: "Emergency Furnace Repair" is a "Furnace Repair").
        // A business of one city starts every form with it chosen: nobody picks from a menu of one
        // (a visitor elsewhere may still choose the form's other choice).
        let only = (r.data.cities.len() == 1).then(|| &*r.data.cities[0]);
        let city = r.city.or(only).and_then(|c| form.cities.iter().find(|f| f.label.eq_ignore_ascii_case(&c.name)));
        let service = r.service.map(str::to_lowercase).and_then(|service| {
            form.services
                .iter()
                .filter(|f| {
                    let label = f.label.to_lowercase();
                    service == label || service.ends_with(&format!(" {label}"))
                })
                .max_by_key(|f| f.label.len())
        });
        if raw.intro.is_none() && r.settings.promises.no_emergency() {
            let intros = &r.settings.quote_form.intros;
            let (name, sentence) = match r.promise {
                crate::raw::Promise::QuoteResponse => ("quote_response", &intros.quote_response),
                crate::raw::Promise::SameDayService => ("same_day_service", &intros.same_day_service),
                crate::raw::Promise::EmergencyDispatch => ("emergency_dispatch", &intros.emergency_dispatch),
            };
            if sentence.contains("{availability}") || sentence.contains("{emergency_dispatch}") {
                r.diags.push(crate::Diagnostic::new(
                    r.file,
                    raw.id.as_ref().map_or(Pos { line: 1, column: 1 }, |id| id.pos),
                    format!(
                        "this quote form has no `intro:`, so it says data/quote-form.yaml's intros.{name}, which names the \
                         emergency service that site.yaml's promises do not describe: write an `intro:` here, or that \
                         sentence without {{availability}} and {{emergency_dispatch}}"
                    ),
                ));
            }
        }
        Some(QuoteForm {
            id: raw.id.unwrap_or_else(|| Located::new(Slug::parse("quote").expect("a valid slug"), Pos::default())),
            title: raw.title,
            intro: raw.intro.map(String::from).unwrap_or_else(|| {
                crate::resolve::promise_sentence(&r.settings.promises, &r.settings.quote_form.intros, r.promise)
            }),
            property_type: raw.property_type,
            city: city.map(|c| c.value.clone()),
            service_type: service.map(|s| s.value.clone()),
            urgent: r.promise == crate::raw::Promise::EmergencyDispatch,
        })
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let QuoteForm { id, title, intro, property_type: _, city: _, service_type: _, urgent: _ } = self;
        p.id = Some((id.as_str(), id.pos));
        p.form_anchor = Some(id.as_str());
        p.text("title", title);
        p.text("intro", intro);
        p.asks = true;
    }
}
