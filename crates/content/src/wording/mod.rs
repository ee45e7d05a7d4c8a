//! The words of the interface: what a visitor reads besides the content (the call bar, the
//! footer's headings, a form's placeholders and messages) and what the islands say to screen
//! readers. Each language's defaults are built in (`en-CA.yaml`, `fr-CA.yaml`); a site changes any
//! of them in `content/words.yaml`, in the same shape. The islands receive theirs as props, so
//! no word is in the bundle. `{name}` marks where a value goes.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::{Diagnostic, Located, Pos};

/// The file a site writes its own words in.
pub const WORDS_FILE: &str = "content/words.yaml";

/// A language a site is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Deserialize, schemars::JsonSchema)]
pub enum Language {
    /// English (Canada).
    #[default]
    #[serde(rename = "en-CA")]
    EnCa,
    /// French (Canada).
    #[serde(rename = "fr-CA")]
    FrCa,
}

impl Language {
    /// The BCP 47 tag (`lang` of every page).
    pub fn tag(self) -> &'static str {
        match self {
            Language::EnCa => "en-CA",
            Language::FrCa => "fr-CA",
        }
    }

    /// Open Graph's locale (`og:locale`).
    pub fn og_locale(self) -> &'static str {
        match self {
            Language::EnCa => "en_CA",
            Language::FrCa => "fr_CA",
        }
    }

    /// Every language a site can be written in.
    pub const ALL: [Language; 2] = [Language::EnCa, Language::FrCa];

    /// The folder of a second language's content and the start of its pages' addresses
    /// (`content/fr/`, `/fr/...`).
    pub fn folder(self) -> &'static str {
        match self {
            Language::EnCa => "en",
            Language::FrCa => "fr",
        }
    }

    /// The language of a tag as written (`fr-CA`), if it is one.
    pub fn from_tag(tag: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.tag().eq_ignore_ascii_case(tag.trim()))
    }

    fn defaults(self) -> &'static str {
        match self {
            Language::EnCa => include_str!("en-CA.yaml"),
            Language::FrCa => include_str!("fr-CA.yaml"),
        }
    }
}

macro_rules! words {
    // The templates' words keep the names of the file, as every template value does.
    (templates $(#[$meta:meta])* $name:ident { $($(#[$fmeta:meta])* $field:ident),* $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
        #[serde(deny_unknown_fields)]
        pub struct $name {
            $($(#[$fmeta])* pub $field: String,)*
        }
    };
    // An island's words, in the props' camelCase.
    ($(#[$meta:meta])* $name:ident { $($(#[$fmeta:meta])* $field:ident),* $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Deserialize, Serialize, TS)]
        #[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
        #[ts(rename_all = "camelCase")]
        pub struct $name {
            $($(#[$fmeta])* pub $field: String,)*
        }
    };
}

words!(
    templates
    /// The templates' words.
    PageText {
        skip_link,
        /// The home page in breadcrumbs.
        home,
        /// What screen readers call the breadcrumb trail.
        breadcrumb_label,
        /// What screen readers call the link to the page in the site's other language.
        language_switch_label,
        /// The language's name in itself, on the link to a page in it: Français.
        language_name,
        call, text, text_us,
        /// Between "Text us" and the number, for screen readers.
        text_us_at,
        /// The "Book online" links (`site.yaml` `booking:`).
        book_online,
        /// Before the "Book online" link under the quote form.
        book_prompt,
        call_bar_label, call_bar_quote,
        /// {availability}
        header_emergency,
        /// Shown after header_emergency where there is room.
        header_emergency_more,
        header_open, footer_service_areas, footer_services, footer_contact,
        /// The town line of the footer's address: {locality}, {region} (AB), {region_name}
        /// (Alberta), {postal_code} (may be empty). French writes « Sherbrooke (Québec) J1J 2E8 ».
        footer_address,
        /// {availability}, {quote_response}
        footer_promises,
        all_rights_reserved,
        /// {to}
        moved_title,
        moved_text, call_us,
        /// {availability}, {dispatch}
        contact_emergency,
        email_and_hours, email_general, email_quotes, service_areas, challenge, solution, results,
        financing_from, financing_per_month,
        /// {count}
        rating_out_of,
        rating_out_of_one,
        /// {rating}
        rated,
        offer_label,
        /// {date}
        offer_ends,
        most_popular, symptoms, learn_more,
        /// A city service page's title when it writes none: {service}, {city}, {brand}.
        default_title,
        /// Its description when it writes none and has no hero lead: {service}, {city}, {brand}, {quote_response}.
        default_description,
        /// The footer's line without an emergency service: {quote_response}.
        footer_quotes,
        /// Between a call button's words and the number ("Call Us: (902) ..."); French puts a
        /// space before the colon.
        label_colon,
        /// The not-found page of a second language without its own `pages/404.yaml`: its title
        /// ({brand}), description, heading and the button to its home.
        not_found_title,
        not_found_description, not_found_heading, not_found_action,
    }
);

words!(
    /// The menu's words.
    MenuText {
        /// aria-label of the <nav>.
        nav_label,
        /// Visible text of the toggle button.
        toggle,
    }
);

words!(
    /// The city search's words.
    CitySearchText {
        /// Announced after typing; {count} is replaced.
        count_one,
        count_many,
        /// Places with no page of their own matched what was typed: {places} are their names,
        /// {phone} becomes a link to the phone number, {quote} the link to the quote form.
        served,
        /// Nothing matched (after the section's `empty`): {phone} and {quote} as in `served`. It
        /// never repeats what was typed (a search for nonsense is not answered "we may serve zzz").
        maybe,
        /// On the card of a city shown for the places it serves, when no city's name matched:
        /// {places} are their names as the site writes them, {city} the city's.
        served_from,
        /// The rest of the places of `served_from` past the first three: {count}.
        more,
        /// The words of the link to the quote form in `served` and `maybe`.
        quote_link,
        /// Between the last two names of `served`'s {places}, like "Airdrie and Cochrane".
        and,
    }
);

words!(
    /// The keyword guide's words.
    KeywordGuideText {
        pause, play, new_badge,
        /// Visible label of each category's manual switch (the category title is added for AT).
        switch_set,
        /// Under the guide's intro while its lists rotate (never without JavaScript, with reduced
        /// motion or once paused: nothing rotates then).
        rotates,
    }
);

words!(
    /// The carousel's words.
    CarouselText {
        previous, next, pause, play,
        /// aria-label of each slide; {index} and {total} are replaced.
        slide,
    }
);

words!(
    /// The quote form's own words; its fields' labels and choices are data/quote-form.yaml's.
    QuoteFormText {
        city_placeholder, service_placeholder, message_placeholder, submitting,
        /// {label} is replaced by the preset's label.
        preset,
        call_prompt,
        /// The emergency path's question (a disclosure above the fields).
        urgent_question,
        /// The emergency path's call button; {phone} is replaced by the number.
        urgent_call,
        /// Under the call button; {availability} and {dispatch} come from site.yaml's promises.
        urgent_promise,
        /// What to do first for safety (like leaving a house that smells of gas); empty: none.
        urgent_safety,
        /// The form stays below: the request is marked urgent.
        urgent_form,
        /// Shown when a link claimed the offer; {title} is the offer's title.
        offer,
        error_name, error_email, error_email_invalid, error_phone,
        /// A phone number that cannot be called back (not 10 digits with an area code); also the
        /// browser's message without JavaScript (the field's `title`). {area_code} becomes the
        /// site's own (an example number a visitor recognises); a site's own text may leave it out.
        error_phone_invalid,
        error_city, error_service_type,
        /// Under the e-mail field when its domain looks misspelt; {domain} is a common one.
        email_suggestion,
        /// Announced when submit finds invalid fields; {count} is replaced.
        error_summary,
        /// Shown when sending fails; {phone} becomes a link to the phone number.
        submit_failed,
        /// The failure toast's button that sends the same request again.
        retry,
        /// Label of the honeypot field (hidden from people, read by some bots).
        honeypot,
        notifications, close_toast,
        /// Above a form a draft typed on another page filled: {page} is that page's path,
        /// {fields} the draft_* words of the fields it filled, as a list.
        draft_kept,
        /// The button beside draft_kept that empties those fields and forgets the draft.
        draft_clear,
        draft_name, draft_email, draft_phone, draft_city, draft_service_type, draft_property_type,
        draft_message,
    }
);

words!(
    templates
    /// The privacy policy's words for what a lead carries, by field, and where call-tracking
    /// numbers are shown.
    PrivacyText {
        page, service,
        /// `service` on a site with maintenance plans, whose links choose a plan too.
        plan_or_service,
        offer, urgent,
        /// The offers-and-reminders box (`consent`) and when it was ticked (`consentAt`).
        consent, consent_at,
        /// A request sent sooner after the page opened than a person types (`suspect`).
        suspect,
        landing_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid,
        gbraid, wbraid, fbclid, msclkid,
        /// Who sees a call-tracking number (phone_by_source), in a list: "visitors who came from ...".
        from_google_ads, from_microsoft_ads, from_facebook,
        /// Above the quote form's send button, where the request goes: {provider} (a service in
        /// {country}) and the {email} that answers questions about it.
        form_notice,
        /// The same, for a site's own endpoint ({provider} is its address).
        form_notice_own,
        /// Where Netlify and Formspree keep requests, as form_notice's {country}.
        in_united_states,
    }
);

/// Every word of the interface, in the site's language with its own changes.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Wording {
    pub page: PageText,
    pub menu: MenuText,
    pub city_search: CitySearchText,
    pub keyword_guide: KeywordGuideText,
    pub carousel: CarouselText,
    pub quote_form: QuoteFormText,
    pub privacy: PrivacyText,
}

/// `content/words.yaml` as written: groups of words by name, each a text.
pub type WordsFile = BTreeMap<String, BTreeMap<String, Located<String>>>;

type Tree = BTreeMap<String, BTreeMap<String, String>>;

fn defaults_tree(language: Language) -> Tree {
    serde_saphyr::from_str(language.defaults()).expect("the built-in words parse")
}

impl Wording {
    /// The built-in words of `language`.
    pub fn defaults(language: Language) -> Wording {
        Wording::from_tree(typeset(language, defaults_tree(language))).expect("the built-in words are complete")
    }

    fn from_tree(tree: Tree) -> Result<Wording, String> {
        let json = serde_json::to_value(tree).map_err(|e| e.to_string())?;
        serde_json::from_value(json).map_err(|e| e.to_string())
    }

    /// The words of `language` with the site's own (`content/words.yaml`) in their place. A
    /// group or name that does not exist, or a text that lost a `{value}` its default has, is
    /// reported at its line.
    pub fn resolve(language: Language, own: Option<&WordsFile>, diags: &mut Vec<Diagnostic>) -> Wording {
        let mut tree = defaults_tree(language);
        for (group, words) in own.into_iter().flatten() {
            let Some(defaults) = tree.get_mut(group) else {
                let first = words.values().next().map(|w| w.pos).unwrap_or_default();
                let all = defaults_tree(language);
                let groups: Vec<&str> = all.keys().map(String::as_str).collect();
                diags.push(Diagnostic::new(
                    WORDS_FILE,
                    Pos { line: first.line.saturating_sub(1).max(1), column: 1 },
                    format!(
                        "`{group}` is not a group of words{}: the groups are {}",
                        crate::suggest::closest(group, &groups)
                            .map(|s| format!(" (did you mean `{s}`?)"))
                            .unwrap_or_default(),
                        groups.join(", ")
                    ),
                ));
                continue;
            };
            for (name, text) in words {
                let Some(default) = defaults.get(name) else {
                    let names: Vec<&str> = defaults.keys().map(String::as_str).collect();
                    diags.push(Diagnostic::new(
                        WORDS_FILE,
                        text.pos,
                        match (crate::suggest::closest(name, &names), names.join(", ")) {
                            (Some(s), all) => {
                                format!("`{name}` is not a word of {group} (did you mean `{s}`?): its words are {all}")
                            }
                            (None, all) => format!("`{name}` is not a word of {group}: its words are {all}"),
                        },
                    ));
                    continue;
                };
                let lost: Vec<&str> = placeholders(default)
                    .filter(|p| !OPTIONAL.contains(p) && !text.value.contains(&format!("{{{p}}}")))
                    .collect();
                if !lost.is_empty() {
                    let marks: Vec<String> = lost.iter().map(|p| format!("{{{p}}}")).collect();
                    diags.push(Diagnostic::new(
                        WORDS_FILE,
                        text.pos,
                        format!(
                            "{group}.{name} must keep {}, where the site puts the value (the built-in words are \"{default}\")",
                            marks.join(" and ")
                        ),
                    ));
                    continue;
                }
                defaults.insert(name.clone(), text.value.clone());
            }
        }
        Wording::from_tree(typeset(language, tree)).unwrap_or_else(|_| Wording::defaults(language))
    }
}

/// Placeholders a site's own words may leave out: they fill in an example, not a fact.
const OPTIONAL: &[&str] = &["area_code"];

impl Wording {
    /// The examples in the site's own area: `{area_code}` of the phone error becomes the area code
    /// of `phone` (a Victoria site says "such as 250 555 0199", not Calgary's 403).
    pub fn in_area(mut self, phone: &crate::Phone) -> Wording {
        let text = &mut self.quote_form.error_phone_invalid;
        *text = fill(text, &[("area_code", phone.area_code())]);
        self
    }
}

/// The words in their language's typography: French gets its no-break spaces, `’` and `…` here,
/// once, so the words files (built-in and a site's own) are written with the spaces a person
/// types, and every place that shows a word (templates, island props) gets the same text.
fn typeset(language: Language, mut tree: Tree) -> Tree {
    if language == Language::FrCa {
        for text in tree.values_mut().flat_map(|g| g.values_mut()) {
            if let std::borrow::Cow::Owned(t) = crate::typography::french(text) {
                *text = t;
            }
        }
    }
    tree
}

/// The schema of `content/words.yaml` for editors: every group and word, each described by its
/// built-in English, none required.
pub struct WordsSchema;

impl schemars::JsonSchema for WordsSchema {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Words".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let mut groups = serde_json::Map::new();
        for (group, words) in defaults_tree(Language::EnCa) {
            let mut props = serde_json::Map::new();
            for (name, text) in words {
                let about = if text.is_empty() { "Built in: nothing".to_owned() } else { format!("Built in: {text}") };
                props.insert(name, serde_json::json!({ "type": "string", "description": about }));
            }
            groups.insert(
                group.clone(),
                serde_json::json!({
                    "type": "object",
                    "description": format!("The words of {}.", group.replace('_', " ")),
                    "properties": props,
                    "additionalProperties": false,
                }),
            );
        }
        schemars::Schema::try_from(
            serde_json::json!({ "type": "object", "properties": groups, "additionalProperties": false }),
        )
        .expect("an object")
    }
}

/// The `{name}`s of a text.
fn placeholders(text: &str) -> impl Iterator<Item = &str> {
    text.split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
        .filter(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
}

/// `text` with each `{name}` replaced by its value.
pub fn fill(text: &str, values: &[(&str, &str)]) -> String {
    let mut out = text.to_owned();
    for (name, value) in values {
        out = out.replace(&format!("{{{name}}}"), value);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_word() {
        for language in [Language::EnCa, Language::FrCa] {
            let words = Wording::defaults(language);
            assert!(!words.page.call.is_empty());
        }
        // The same names with the same {values} in both languages.
        let (en, fr) = (defaults_tree(Language::EnCa), defaults_tree(Language::FrCa));
        for (group, words) in &en {
            for (name, text) in words {
                let other = &fr[group][name];
                let (a, b): (Vec<_>, Vec<_>) = (placeholders(text).collect(), placeholders(other).collect());
                assert_eq!(a.len(), b.len(), "{group}.{name}: {text} / {other}");
            }
        }
    }

    #[test]
    fn a_site_changes_single_words_and_hears_about_slips() {
        let at = |line| Pos { line, column: 5 };
        let mut own = WordsFile::new();
        own.entry("quote_form".into())
            .or_default()
            .insert("message_placeholder".into(), Located::new("Tell us about the roof".into(), at(3)));
        own.entry("quote_form".into())
            .or_default()
            .insert("error_summary".into(), Located::new("Fix the fields".into(), at(4)));
        own.entry("page".into()).or_default().insert("cal".into(), Located::new("Ring".into(), at(6)));
        let mut diags = Vec::new();
        let words = Wording::resolve(Language::EnCa, Some(&own), &mut diags);
        assert_eq!(words.quote_form.message_placeholder, "Tell us about the roof");
        assert_eq!(words.quote_form.error_summary, Wording::defaults(Language::EnCa).quote_form.error_summary);
        assert_eq!(diags.len(), 2, "{diags:?}");
        assert!(
            diags[0].message.starts_with("`cal` is not a word of page (did you mean `call`?)"),
            "{}",
            diags[0].message
        );
        assert!(diags[1].message.starts_with("quote_form.error_summary must keep {count}"), "{}", diags[1].message);
    }

    /// The French words come out with French spacing whatever the file's spaces: the file is
    /// written with plain spaces and the rules are applied once, as the words are read.
    #[test]
    fn french_words_get_french_typography() {
        // The tree the words are made from (`Wording::defaults` reads the same).
        let tree = typeset(Language::FrCa, defaults_tree(Language::FrCa));
        let texts: Vec<String> = tree.values().flat_map(|g| g.values().cloned()).collect();
        for text in &texts {
            for mark in [" ?", " !", " ;", " :", "« ", " »", "...", "'", "\u{a0}?"] {
                assert!(!text.contains(mark), "`{mark}` in {text:?}");
            }
        }
        assert!(texts.iter().any(|t| t.contains("\u{202f}?")), "the narrow no-break space before ?");
        assert!(texts.iter().any(|t| t.ends_with("Envoi en cours…")));
        let file = Language::FrCa.defaults();
        assert!(!file.contains(['\u{a0}', '\u{202f}']), "the words file writes plain spaces");
    }

    /// Issue 56: a Victoria or Moncton site's example number is in its own area code, in both
    /// languages; a site's own text may drop the example.
    #[test]
    fn the_phone_example_is_in_the_sites_area_code() {
        let victoria = crate::Phone::parse("(250) 555-0134").unwrap();
        let en = Wording::defaults(Language::EnCa).in_area(&victoria).quote_form.error_phone_invalid;
        assert!(en.ends_with("such as 250 555 0199."), "{en}");
        let fr = Wording::defaults(Language::FrCa).in_area(&crate::Phone::parse("506 555 0134").unwrap());
        assert!(
            fr.quote_form.error_phone_invalid.ends_with("par exemple 506 555 0199."),
            "{}",
            fr.quote_form.error_phone_invalid
        );
        let mut own = WordsFile::new();
        own.entry("quote_form".into()).or_default().insert(
            "error_phone_invalid".into(),
            Located::new("Please enter all 10 digits.".into(), Pos { line: 2, column: 5 }),
        );
        let mut diags = Vec::new();
        let words = Wording::resolve(Language::EnCa, Some(&own), &mut diags).in_area(&victoria);
        assert_eq!((words.quote_form.error_phone_invalid.as_str(), diags.len()), ("Please enter all 10 digits.", 0));
    }

    #[test]
    fn fills_values() {
        assert_eq!(fill("Call {phone} now", &[("phone", "(902) 555-0100")]), "Call (902) 555-0100 now");
    }
}
