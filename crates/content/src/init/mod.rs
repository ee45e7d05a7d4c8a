//! `sitegen init`: a complete starting site for a contractor of any trade, in English or French,
//! written as the YAML files a person edits. Facts the generator cannot know (the year founded,
//! reviews, photos) are written as examples, each marked `# EXAMPLE:` so that `sitegen check`
//! warns about every one until it is replaced ([`example_notes`]); the rest is the person's own
//! answers. The site builds as it is.

use std::path::Path;

use crate::scaffold::slugify;

mod french;
mod template;

use crate::wording::Language;
use crate::{Email, Phone};
use french::list;
pub use french::{elide, list_at};

/// What `sitegen init` is told.
#[derive(Debug, Clone)]
pub struct Start {
    pub name: String,
    /// The trade, by its starter's name (`trades()`: heating, roofing, general...).
    pub trade: String,
    pub cities: Vec<String>,
    pub phone: String,
    pub email: String,
    pub language: Language,
    /// A second language (`--language en-CA,fr-CA`): its pages under its folder (`/fr/...`).
    pub second: Option<Language>,
}

/// A placeholder photo to draw: its path under `content/images/`, its size and its colour.
#[derive(Debug, Clone, PartialEq)]
pub struct Placeholder {
    pub path: String,
    pub width: u32,
    pub height: u32,
    pub rgb: [u8; 3],
}

/// The files of a new site: text files by their path from the site's folder, and the photos to draw.
#[derive(Debug, Clone)]
pub struct Starter {
    pub files: Vec<(String, String)>,
    pub photos: Vec<Placeholder>,
}

/// The marker of an example fact, in a YAML comment after it.
pub const EXAMPLE_MARK: &str = "# EXAMPLE:";

/// Every starter file, by its path under `crates/content/starters/` (listed by build.rs).
const FILES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/starters.rs"));

fn file(path: &str) -> Option<&'static str> {
    FILES.iter().find(|(p, _)| *p == path).map(|(_, t)| *t)
}

/// A starter's data file, read as `T`; an unreadable one is the starter's mistake, said plainly.
fn data<T: serde::de::DeserializeOwned>(path: &str) -> Result<T, String> {
    let text = file(path).ok_or_else(|| format!("sitegen has no starter file {path}"))?;
    serde_saphyr::from_str(text).map_err(|e| format!("starter {path} cannot be read: {e}"))
}

/// `starters/trades/<trade>.yaml`: what a trade is, whatever the language.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct TradeFacts {
    /// site.yaml's `trade:` (schema.org's type); left out, the parent type.
    #[serde(default)]
    site_trade: Option<String>,
    /// Whether a new site answers emergencies (its promises, header line, urgent question).
    emergencies: bool,
    services: Vec<ServiceFacts>,
}

#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ServiceFacts {
    key: String,
    icon: String,
    /// The service a person with an emergency looks for (a leak, no heat): on a trade that answers
    /// emergencies its page opens with the urgent question and the call.
    #[serde(default)]
    urgent: bool,
}

/// `starters/<language>/trades/<trade>.yaml`: the trade's words in one language.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct TradeWords {
    /// The trade after "de" or "Need": "électricité", "electrical work".
    trade: String,
    services: std::collections::BTreeMap<String, ServiceWords>,
    #[serde(default)]
    urgent_question: Option<String>,
    #[serde(default)]
    urgent_safety: Option<String>,
}

#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ServiceWords {
    name: String,
    /// Its name in the menu, when the whole name is too long for one line.
    #[serde(default)]
    nav: Option<String>,
    about: String,
}

/// `starters/<language>/language.yaml`.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct LanguageFacts {
    and: String,
    at: String,
    at_each: bool,
    routes: std::collections::BTreeMap<String, String>,
    provinces: std::collections::BTreeMap<String, ProvinceWords>,
}

#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ProvinceWords {
    name: String,
    abbr: String,
}

/// `starters/provinces.yaml`.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ProvinceFacts {
    area_codes: Vec<String>,
    time_zone: String,
}

/// The trades `sitegen init` has starters for (`--trade`), from starters/trades/.
pub fn trades() -> Vec<&'static str> {
    FILES.iter().filter_map(|(p, _)| p.strip_prefix("trades/")?.strip_suffix(".yaml")).collect()
}

/// The province of a Canadian phone number (by its area code; Ontario when none other has it).
fn province(phone: &Phone) -> Result<(String, ProvinceFacts), String> {
    let area = phone.e164()[2..5].to_owned();
    let mut all: Vec<(String, ProvinceFacts)> =
        data::<std::collections::BTreeMap<String, ProvinceFacts>>("provinces.yaml")?.into_iter().collect();
    let at =
        all.iter().position(|(_, p)| p.area_codes.contains(&area)).or_else(|| all.iter().position(|(c, _)| c == "ON"));
    at.map(|i| all.swap_remove(i)).ok_or_else(|| "starters/provinces.yaml has no ON".to_owned())
}

/// The name for phones' home screens and the letter mark: the name without a legal ending
/// ("Prairie Build Co." is "Prairie Build"), whole, never cut inside a phrase ("Toitures du"):
/// a name too long to fit is written whole, and its line marked as an example to shorten.
pub fn short_name(name: &str) -> (String, bool) {
    const LEGAL: &[&str] = &[
        "inc.", "inc", "ltd.", "ltd", "ltée", "ltee", "co.", "co", "corp.", "corp", "enr.", "llc", "limited", "limitée",
    ];
    let mut words: Vec<&str> = name.split_whitespace().collect();
    while words.len() > 1 && words.last().is_some_and(|w| LEGAL.contains(&w.to_lowercase().trim_start_matches(','))) {
        words.pop();
    }
    let short = words.join(" ").trim_end_matches(',').to_owned();
    let long = short.chars().count() > 20;
    (short, long)
}

fn capitalise(text: &str) -> String {
    let mut c = text.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// "heating and cooling" -> "Heating and Cooling".
fn titled(text: &str) -> String {
    text.split(' ').map(|w| if w == "and" { w.to_owned() } else { capitalise(w) }).collect::<Vec<_>>().join(" ")
}

/// The starting site for `start`, or what is wrong with the answers, in plain words. A site in two
/// languages is the first language's site, with the second's in its folder (`content/fr/`): its
/// pages, the parts of site.yaml it says in its own words, its quote form, cities and words, each
/// link leading to its own pages, and each page naming the page it translates.
pub fn starter(start: &Start) -> Result<Starter, String> {
    let Some(second) = start.second.filter(|s| *s != start.language) else { return starter_one(start) };
    let mut first = starter_one(start)?;
    let other = starter_one(&Start { language: second, second: None, ..start.clone() })?;
    let first_tag = start.language.tag();
    for (path, text) in &mut first.files {
        if path == "content/site.yaml" {
            *text = text.replace(
                &format!("\nlanguage: {first_tag}\n"),
                &format!("\nlanguages: [{first_tag}, {}]\n", second.tag()),
            );
        }
    }
    let folder = second.folder();
    // The second language's page of each first-language page, in the order both were written.
    let pages = |s: &Starter| -> Vec<String> {
        s.files
            .iter()
            .map(|(p, _)| p.clone())
            .filter(|p| p.starts_with("content/pages/") && !p.ends_with("/404.yaml"))
            .collect()
    };
    let pairs: Vec<(String, String)> = pages(&first).into_iter().zip(pages(&other)).collect();
    let route = |path: &str| {
        let r = path.trim_start_matches("content/pages/").trim_end_matches(".yaml").trim_end_matches("index");
        format!("/{}", r.trim_end_matches('/'))
    };
    for (path, text) in other.files {
        let Some(rel) = path.strip_prefix("content/") else { continue };
        let translated = match rel {
            "site.yaml" => Some(("site.yaml".to_owned(), site_translation(&text))),
            "words.yaml" | "data/quote-form.yaml" | "data/cities.yaml" | "data/areas.yaml" => {
                Some((rel.to_owned(), text))
            }
            r if r.starts_with("pages/") && !r.ends_with("/404.yaml") && r != "pages/404.yaml" => {
                let paired = pairs.iter().find(|(_, o)| *o == path).map(|(f, _)| f.as_str());
                let text = match paired {
                    // Pages at the same place pair by themselves; others name their translation.
                    Some(f) if f.trim_start_matches("content/") != rel => {
                        text.replacen("\ntitle: ", &format!("\ntranslation: {}\ntitle: ", route(f)), 1)
                    }
                    _ => text,
                };
                Some((rel.to_owned(), text))
            }
            _ => None,
        };
        if let Some((rel, text)) = translated {
            let text = under_folder(
                &text.replace(crate::schema::MODELINE_PREFIX, &format!("{}../", crate::schema::MODELINE_PREFIX)),
                folder,
            );
            first.files.push((format!("content/{folder}/{rel}"), text));
        }
    }
    Ok(first)
}

/// The parts of a whole site.yaml that a second language says in its own words
/// (`raw::SiteTranslation`): the brand's tagline and description, the hours, figures,
/// guarantees, promises, menu, header button and footer.
fn site_translation(site: &str) -> String {
    const KEPT: &[&str] = &["hours:", "figures:", "guarantees:", "promises:", "nav:", "header_action:", "footer:"];
    let mut out = String::new();
    let mut keep = false;
    for line in site.lines() {
        if line.starts_with(crate::schema::MODELINE_PREFIX) {
            out.push_str(&line.replace("site.schema.json", "site-translation.schema.json"));
            out.push_str("\n# What the second language says differently from content/site.yaml: each part here replaces\n# the same part on this language's pages; the rest (phone, address, colours, leads) is site.yaml's.\n");
            continue;
        }
        // Comments at the left belong to the part below them (or to parts left out).
        if line.starts_with('#') {
            continue;
        }
        // The hours' and figures' labels only: their times and values are site.yaml's.
        if line.starts_with("hours:") || line.starts_with("figures:") {
            keep = false;
            if line.starts_with("hours:") {
                let labels: Vec<&str> = site.lines().filter_map(|l| l.strip_prefix("  - label: ")).collect();
                out.push_str(&format!("hours: [{}]\n", labels.join(", ")));
            } else {
                out.push_str("figures:\n");
                let mut in_figures = false;
                for l in site.lines() {
                    if l.starts_with("figures:") {
                        in_figures = true;
                        continue;
                    }
                    if in_figures && !l.starts_with("  ") {
                        break;
                    }
                    if in_figures
                        && let Some((name, rest)) = l.trim().split_once(':')
                        && let Some(label) = rest.split("label: ").nth(1)
                    {
                        out.push_str(&format!("  {name}: {}\n", label.split(" }").next().unwrap_or(label)));
                    }
                }
            }
            continue;
        }
        if !line.starts_with([' ', '#', '-']) {
            keep = KEPT.iter().any(|k| line.starts_with(k));
            if line.starts_with("brand:") {
                out.push_str("brand:\n");
            }
        } else if line.starts_with("  tagline:") || line.starts_with("  description:") {
            if out.ends_with("brand:\n") || out.lines().last().is_some_and(|l| l.starts_with("  tagline:")) {
                out.push_str(line);
                out.push('\n');
            }
            continue;
        }
        if keep {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// Every address of the site in `text` moved under the language's folder: `href: /` is `/fr`,
/// `href: /soumission` is `/fr/soumission` (the quote form's pages too).
fn under_folder(text: &str, folder: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let mut rest = line;
        let mut done = String::new();
        while let Some(at) = ["href: /", "_page: /"].iter().filter_map(|k| rest.find(k).map(|i| i + k.len())).min() {
            done.push_str(&rest[..at - 1]);
            let after = &rest[at..];
            if after.starts_with(|c: char| c.is_ascii_alphanumeric()) {
                done.push_str(&format!("/{folder}/"));
            } else {
                done.push_str(&format!("/{folder}"));
            }
            rest = after;
        }
        done.push_str(rest);
        out.push_str(&done);
    }
    out
}

/// The starting site in one language: the language's starter files filled with the answers.
fn starter_one(start: &Start) -> Result<Starter, String> {
    let name = start.name.trim();
    if name.is_empty() {
        return Err("the business needs a name (--name \"Harbour Roofing\")".to_owned());
    }
    let phone = Phone::parse(&start.phone)?;
    Email::parse(&start.email)?;
    let cities: Vec<(String, String)> =
        start.cities.iter().map(|c| c.trim()).filter(|c| !c.is_empty()).map(|c| (slugify(c), c.to_owned())).collect();
    if cities.is_empty() {
        return Err("name at least one city the business works in (--city Halifax, once per city)".to_owned());
    }
    let trade = start.trade.trim().to_ascii_lowercase();
    if !trades().contains(&trade.as_str()) {
        return Err(format!(
            "`{}` is not a trade sitegen knows: {} (general fits any other)",
            start.trade,
            list(&trades(), "or")
        ));
    }
    let lang = start.language.tag();
    let facts: TradeFacts = data(&format!("trades/{trade}.yaml"))?;
    let words: TradeWords = data(&format!("{lang}/trades/{trade}.yaml"))?;
    let language: LanguageFacts = data(&format!("{lang}/language.yaml"))?;
    let (province, province_facts) = province(&phone)?;
    let province_words = language
        .provinces
        .get(&province)
        .ok_or_else(|| format!("starters/{lang}/language.yaml has no province {province}"))?;

    let mut vars = template::Vars::default();
    let (short, long) = short_name(name);
    let city_names: Vec<&str> = cities.iter().map(|(_, n)| n.as_str()).collect();
    let in_cities = french::list_at(&language.at, &city_names, &language.and, !language.at_each);
    for (k, v) in [
        ("name", name.to_owned()),
        ("short_name", short),
        ("language", lang.to_owned()),
        ("domain", invented_domain(name)),
        ("time_zone", province_facts.time_zone.clone()),
        ("phone", phone.display().to_owned()),
        ("email", start.email.trim().to_owned()),
        ("province", province.clone()),
        ("province_name", province_words.name.clone()),
        ("province_abbr", province_words.abbr.clone()),
        ("first_city", cities[0].1.clone()),
        ("first_city_slug", cities[0].0.clone()),
        ("city_count", cities.len().to_string()),
        ("cities", french::list(&city_names, &language.and)),
        ("In_cities", capitalise(&in_cities)),
        ("in_cities", in_cities),
        ("trade", words.trade.clone()),
        ("Trade", capitalise(&words.trade)),
        ("Trade_title", titled(&words.trade)),
        ("site_trade", facts.site_trade.clone().unwrap_or_default()),
        ("urgent_question", words.urgent_question.clone().unwrap_or_default()),
        ("urgent_safety", words.urgent_safety.clone().unwrap_or_default()),
    ] {
        vars.set(k, v);
    }
    vars.flag("short_name_long", long);
    vars.flag("emergencies", facts.emergencies);
    vars.flag("several_cities", cities.len() > 1);
    // Quebec's Law 25: the privacy policy names the person in charge of personal information.
    vars.flag("quebec", province == "QC");
    for (k, route) in &language.routes {
        vars.set(k, route.clone());
    }
    let field = |k: &str, v: &str| (k.to_owned(), v.to_owned());
    let city_items = cities.iter().map(|(slug, n)| [field("slug", slug), field("name", n)].into()).collect();
    vars.lists.insert("cities".into(), ("city".into(), city_items));
    let mut service_items = Vec::new();
    for s in &facts.services {
        let w = words
            .services
            .get(&s.key)
            .ok_or_else(|| format!("starters/{lang}/trades/{trade}.yaml has no service `{}`", s.key))?;
        service_items.push(
            [
                field("name", &w.name),
                field("nav", w.nav.as_deref().unwrap_or(&w.name)),
                field("slug", &slugify(&w.name)),
                field("icon", &s.icon),
                field("about", &w.about),
                field("urgent", if facts.emergencies && s.urgent { "true" } else { "" }),
            ]
            .into(),
        );
    }
    vars.lists.insert("services".into(), ("service".into(), service_items));

    // The language's files and the common ones, in the order of their starter paths, so that
    // both languages of a bilingual site list their pages alike (`starter` pairs them so).
    let mut files = Vec::new();
    let ours = FILES.iter().filter_map(|(p, t)| {
        let rel = p.strip_prefix(&format!("{lang}/")).or_else(|| p.strip_prefix("common/"))?;
        (rel.starts_with("content/") || rel.starts_with('.')).then_some((*p, rel, *t))
    });
    for (path, rel, text) in ours {
        let each = if rel.contains("[city]") {
            Some("cities")
        } else if rel.contains("[service]") {
            Some("services")
        } else {
            None
        };
        let runs: Vec<template::Vars> = match each {
            Some(list) => {
                let (item, items) = &vars.lists[list];
                items.iter().map(|f| vars.with_item(item, f)).collect()
            }
            None => vec![vars.clone()],
        };
        for v in runs {
            let mut out = rel.to_owned();
            for (k, route) in &language.routes {
                out = out.replace(&format!("[{k}]"), route);
            }
            out = out.replace("[city]", v.text.get("city.slug").map_or("", String::as_str));
            out = out.replace("[service]", v.text.get("service.slug").map_or("", String::as_str));
            let body = template::fill(path, text, &v)?;
            files.push((out.clone(), format!("{}{body}", modeline(&out))));
        }
    }
    // site.yaml first: it is what a person opens first, and what the tests read first.
    files.sort_by_key(|(p, _)| p != "content/site.yaml");

    let photos = cities
        .iter()
        .map(|(slug, _)| Placeholder {
            path: format!("cities/{slug}.jpg"),
            width: PLACEHOLDER_SIZE.0,
            height: PLACEHOLDER_SIZE.1,
            rgb: PLACEHOLDER_RGB,
        })
        .collect();
    Ok(Starter { files, photos })
}

/// The schema line for text editors at the top of a content file (none for other files).
fn modeline(path: &str) -> String {
    let rel = path.strip_prefix("content/").map(Path::new);
    rel.and_then(crate::schema::modeline).map(|l| format!("{l}\n")).unwrap_or_default()
}

/// The site address init writes until the owner gives theirs: `www.` and the name's letters, `.ca`.
pub fn invented_domain(name: &str) -> String {
    format!("www.{}.ca", slugify(name).replace('-', ""))
}

/// The size and colour of the placeholder photos init draws, known to `check` too: a photo of
/// exactly this picture is the starter's, whatever it is called now.
pub const PLACEHOLDER_SIZE: (u32, u32) = (800, 534);
pub const PLACEHOLDER_RGB: [u8; 3] = [0x17, 0x4a, 0x85];

/// The `# EXAMPLE:` notes still in the files at `paths` (relative to `root`): each a warning at its
/// line, naming what to write instead; and on the other lines, what sitegen init invented whose
/// note was deleted but whose words are still there ([`Examples`]).
pub fn example_notes<'p>(root: &Path, paths: impl IntoIterator<Item = &'p Path>) -> Vec<crate::Diagnostic> {
    let mut out = Vec::new();
    for rel in paths {
        let Ok(text) = std::fs::read_to_string(root.join(rel)) else { continue };
        for (i, line) in text.lines().enumerate() {
            let pos = |at: usize| crate::Pos { line: i as u64 + 1, column: line[..at].chars().count() as u64 + 1 };
            // A comment line (a file's own explanations, like site.yaml's first lines) is no note.
            if line.trim_start().starts_with('#') {
                continue;
            }
            let Some(at) = line.find(EXAMPLE_MARK).filter(|at| *at > 0 && line[..*at].ends_with(char::is_whitespace))
            else {
                if let Some(found) = examples().in_line(line) {
                    out.push(crate::Diagnostic::new(
                        rel,
                        pos(line.find(&found).unwrap_or(0)),
                        leftover_message(&found),
                    ));
                }
                continue;
            };
            let note = line[at + EXAMPLE_MARK.len()..].trim();
            let note = if note.is_empty() { String::new() } else { format!(" ({note})") };
            out.push(crate::Diagnostic::new(
                rel,
                pos(at),
                format!(
                    "an example from `sitegen init` is still here{note}: the site shows it as if it were true. \
                     Write the real one, then delete the `# EXAMPLE` note"
                ),
            ));
        }
    }
    out
}

/// What check says about `text`, one of sitegen init's examples whose note was deleted.
pub fn leftover_message(text: &str) -> String {
    format!(
        "`{}` is an example `sitegen init` made up, still published as if it were true (its `# EXAMPLE` note was \
         deleted, the words were not): write the real one in your own words, or remove it",
        shorten(text)
    )
}

fn shorten(text: &str) -> String {
    if text.chars().count() <= 60 {
        text.to_owned()
    } else {
        format!("{}...", text.chars().take(57).collect::<String>())
    }
}

/// Every sentence and fact the starters mark `# EXAMPLE`, in every language and trade, so that
/// `check` knows them by their words once the notes are gone: the example reviews, promises,
/// guarantees, leads, the placeholder photos' descriptions. Values without a letter (a year, "10+")
/// are left out: they may well be true as written, and a warning nobody can answer helps no one.
#[derive(Debug, Default)]
pub struct Examples {
    exact: std::collections::HashSet<String>,
    /// Sentences with a city or a name in them: their fixed pieces, in order.
    patterns: Vec<Vec<String>>,
}

/// The starters' examples, gathered once.
pub fn examples() -> &'static Examples {
    static EXAMPLES: std::sync::OnceLock<Examples> = std::sync::OnceLock::new();
    EXAMPLES.get_or_init(Examples::gather)
}

impl Examples {
    fn gather() -> Examples {
        let mut out = Examples::default();
        for (path, text) in FILES {
            let Some((lang, rest)) = path.split_once('/') else { continue };
            if !rest.starts_with("content/") {
                continue;
            }
            // The services' lines of every trade in this language, for `{{service.about}}`.
            let abouts: Vec<String> = FILES
                .iter()
                .filter(|(p, _)| p.starts_with(&format!("{lang}/trades/")))
                .filter_map(|(p, _)| data::<TradeWords>(p).ok())
                .flat_map(|w| w.services.into_values().map(|s| s.about))
                .collect();
            for line in text.lines() {
                let Some(at) = line.find(EXAMPLE_MARK) else { continue };
                // A step (`- { title: ..., description: ... }`) says how any contractor works; its
                // note asks for the owner's words, but its words alone prove nothing made up.
                if line.trim_start().starts_with("- {") {
                    continue;
                }
                // A list of short names (the placeholder neighbourhoods) is known as a whole.
                if let Some(list) = flow_list(&line[..at]) {
                    out.exact.insert(list);
                    continue;
                }
                for (open, value) in quoted(&line[..at]) {
                    // A figure's label names the example, it is not one; and two words ("Written
                    // prices") are a heading, too common to be known as init's.
                    if line[..open].trim_end().ends_with("label:")
                        || (value.split_whitespace().count() < 3 && !value.contains("{{"))
                    {
                        continue;
                    }
                    if value.contains("{{service.about}}") {
                        out.exact.extend(abouts.iter().map(|a| value.replace("{{service.about}}", a)));
                        continue;
                    }
                    let pieces: Vec<String> = value
                        .split("{{")
                        .enumerate()
                        .map(|(i, p)| if i == 0 { p } else { p.split_once("}}").map_or(p, |(_, rest)| rest) })
                        .map(str::to_owned)
                        .collect();
                    let letters = pieces.iter().flat_map(|p| p.chars()).filter(|c| c.is_alphabetic()).count();
                    if pieces.len() == 1 && letters > 0 {
                        out.exact.insert(value);
                    } else if letters >= 10 {
                        out.patterns.push(pieces);
                    }
                }
            }
        }
        out
    }

    /// Whether `text` (a whole value) is one of the examples.
    pub fn matches(&self, text: &str) -> bool {
        let text = text.trim();
        self.exact.contains(text) || self.patterns.iter().any(|p| pieces_match(p, text))
    }

    /// The first value on a YAML line that is one of the examples.
    pub fn in_line(&self, line: &str) -> Option<String> {
        let code = line.split(" #").next().unwrap_or(line);
        let mut values: Vec<String> = quoted(code).into_iter().map(|(_, v)| v).collect();
        values.extend(flow_list(code));
        // Values written without quotes: after each `key: ` of a line or of a flow mapping.
        for part in code.split([',', '{', '}', '[', ']']) {
            if let Some((_, v)) =
                part.split_once(": ").or_else(|| part.trim_start().strip_prefix("- ").map(|v| ("", v)))
            {
                values.push(v.trim().to_owned());
            }
        }
        values.into_iter().find(|v| self.matches(v))
    }
}

/// A line's list of three or more quoted names (`key: ["Downtown", "North End", ...]`), as one
/// text: "Downtown, North End, ...".
fn flow_list(line: &str) -> Option<String> {
    let list = &line[line.find(": [")? + 3..];
    let items: Vec<String> = quoted(list).into_iter().map(|(_, v)| v).collect();
    (items.len() >= 3).then(|| items.join(", "))
}

/// The strings in double quotes on `line`, unescaped, each with the byte where its quote opens.
fn quoted(line: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut chars = line.char_indices();
    while let Some((open, _)) = chars.by_ref().find(|(_, c)| *c == '"') {
        let mut s = String::new();
        let mut closed = false;
        while let Some((_, c)) = chars.next() {
            match c {
                '\\' => s.extend(chars.next().map(|(_, c)| c)),
                '"' => {
                    closed = true;
                    break;
                }
                c => s.push(c),
            }
        }
        if closed {
            out.push((open, s));
        }
    }
    out
}

/// `text` is the pieces in order with anything between them (a city, a name, a trade).
fn pieces_match(pieces: &[String], text: &str) -> bool {
    let (Some(first), Some(last)) = (pieces.first(), pieces.last()) else { return false };
    if !text.starts_with(first.as_str()) || !text.ends_with(last.as_str()) || text.len() < first.len() + last.len() {
        return false;
    }
    let mut rest = &text[first.len()..text.len() - last.len()];
    for piece in &pieces[1..pieces.len() - 1] {
        match rest.find(piece.as_str()) {
            Some(at) => rest = &rest[at + piece.len()..],
            None => return false,
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(language: Language) -> Start {
        Start {
            name: "Harbour Roofing".into(),
            trade: "roofing".into(),
            cities: vec!["Halifax".into(), "Dartmouth".into()],
            phone: "(902) 555-0134".into(),
            email: "info@harbourroofing.ca".into(),
            language,
            second: None,
        }
    }

    #[test]
    fn a_roofers_site_in_halifax_has_its_pages_and_no_heating_word() {
        let s = starter(&start(Language::EnCa)).unwrap();
        let names: Vec<&str> = s.files.iter().map(|(p, _)| p.as_str()).collect();
        for want in [
            "content/site.yaml",
            "content/pages/index.yaml",
            "content/pages/halifax.yaml",
            "content/pages/dartmouth.yaml",
            "content/pages/roof-replacement.yaml",
            "content/pages/quote.yaml",
            "content/pages/quote/thanks.yaml",
            "content/pages/quote/not-connected.yaml",
            "content/pages/privacy-policy.yaml",
            "content/pages/404.yaml",
        ] {
            assert!(names.contains(&want), "{want} in {names:?}");
        }
        let all: String = s.files.iter().map(|(_, t)| t.as_str()).collect();
        for word in ["heating", "furnace", "Chinook", "Alberta", "(403)"] {
            assert!(!all.contains(word), "{word}");
        }
        assert!(all.contains("region: NS") && all.contains("trade: roofing"));
    }

    #[test]
    fn a_french_site_has_french_addresses() {
        let s = starter(&start(Language::FrCa)).unwrap();
        let names: Vec<&str> = s.files.iter().map(|(p, _)| p.as_str()).collect();
        assert!(
            names.contains(&"content/pages/soumission.yaml")
                && names.contains(&"content/pages/remplacement-de-toiture.yaml")
        );
        assert!(s.files[0].1.contains("language: fr-CA"));
    }

    #[test]
    fn every_trade_fills_in_every_language_with_one_city_or_several() {
        for trade in trades() {
            for language in [Language::EnCa, Language::FrCa] {
                for cities in [vec!["Québec".to_owned()], vec!["Québec".to_owned(), "Lévis".to_owned()]] {
                    let s = starter(&Start { trade: trade.to_owned(), cities, ..start(language) }).unwrap();
                    let all: String = s.files.iter().map(|(_, t)| t.as_str()).collect();
                    assert!(!all.contains("{{") && !all.contains("#each") && !all.contains("#end"), "{trade}");
                }
            }
        }
        assert!(trades().contains(&"general") && trades().contains(&"electrical"));
    }

    #[test]
    fn a_short_name_is_the_name_without_its_legal_ending_never_half_a_phrase() {
        assert_eq!(short_name("Prairie Build Co."), ("Prairie Build".to_owned(), false));
        assert_eq!(short_name("Toitures du Havre"), ("Toitures du Havre".to_owned(), false));
        assert_eq!(
            short_name("Les Installations Électriques Dubé inc."),
            ("Les Installations Électriques Dubé".to_owned(), true)
        );
        assert_eq!(short_name("Co."), ("Co.".to_owned(), false));
    }

    #[test]
    fn inits_examples_are_known_by_their_words() {
        let e = examples();
        assert!(e.matches("A fair written price, and the work was done in one visit."));
        assert!(e.matches("Un prix écrit honnête, et tout a été fait en une seule visite."));
        assert!(e.matches("within one business day") && e.matches("le jour même"));
        assert!(e.matches("Des gens d'ici pour vos travaux de toiture, partout à Dieppe."));
        assert!(e.matches("Placeholder picture for Saskatoon"));
        assert!(e.matches("Panneaux électriques mis à niveau pour les besoins d'aujourd'hui."), "a service's line");
        assert!(!e.matches("2015") && !e.matches("Saskatoon") && !e.matches("Our crew replaced the roof in a day."));
        assert_eq!(
            e.in_line("- quote: \"Un prix écrit honnête, et tout a été fait en une seule visite.\""),
            Some("Un prix écrit honnête, et tout a été fait en une seule visite.".to_owned())
        );
        assert_eq!(e.in_line("  quote_response: within one business day"), Some("within one business day".to_owned()));
        assert_eq!(e.in_line("  quote_response: within two hours"), None);
    }

    #[test]
    fn the_comment_at_the_top_of_site_yaml_is_no_example() {
        let dir = tempfile::tempdir().unwrap();
        let text = "# Lines marked # EXAMPLE: are examples.\nbrand: x  # EXAMPLE: a name\nquote: \"A fair written price, and the work was done in one visit.\"\n";
        std::fs::write(dir.path().join("site.yaml"), text).unwrap();
        let found = example_notes(dir.path(), [Path::new("site.yaml")]);
        let lines: Vec<u64> = found.iter().map(|d| d.pos.line).collect();
        assert_eq!(lines, [2, 3], "{found:?}");
        assert!(found[1].message.contains("made up"));
    }

    #[test]
    fn wrong_answers_are_said_plainly() {
        let mut bad = start(Language::EnCa);
        bad.phone = "555-0134".into();
        assert!(starter(&bad).unwrap_err().contains("7 digits"));
        bad = start(Language::EnCa);
        bad.cities.clear();
        assert!(starter(&bad).unwrap_err().contains("--city"));
    }
}
