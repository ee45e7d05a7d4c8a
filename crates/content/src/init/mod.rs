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
pub use french::{elide, list_at};

/// What `sitegen init` is told.
#[derive(Debug, Clone)]
pub struct Start {
    pub name: String,
    /// The trade, in the business's words: a starter's name (`trades()`: heating, roofing...),
    /// one sitegen knows by name (`starters/trades.yaml`: painting, landscaping...), or any other;
    /// on a bilingual site one it does not know is given in both languages, "chimney sweeping / ramonage".
    pub trade: String,
    /// The services, each a page (`--service`, "Lawn care / Entretien de pelouse" on a bilingual
    /// site); none: the trade's own, or a neutral set marked as examples to name.
    pub services: Vec<String>,
    /// Whether the business answers emergencies (asked, or `--emergencies`); None: as its trade usually does.
    pub emergencies: Option<bool>,
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

use crate::invented::{PLACEHOLDER_RGB, PLACEHOLDER_SIZE};
use crate::starter_files::{STARTERS as FILES, file};

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
    /// Other words a person may type for it ("plumber", « plomberie »).
    #[serde(default)]
    also: Vec<String>,
    services: Vec<ServiceFacts>,
}

/// `starters/trades.yaml`: a trade known by name, without a starter of its own.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct NamedTrade {
    /// Its word in each language, by language tag.
    words: std::collections::BTreeMap<String, String>,
    #[serde(default)]
    also: Vec<String>,
    #[serde(default)]
    site_trade: Option<String>,
    emergencies: bool,
    icon: String,
    /// The urgent question and safety line, by language tag, for a trade that answers emergencies.
    #[serde(default)]
    urgent: std::collections::BTreeMap<String, UrgentWords>,
}

#[derive(Debug, Clone, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct UrgentWords {
    question: String,
    safety: String,
}

/// `starters/<language>/neutral.yaml`: the words of a trade without a starter.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Neutral {
    services: Vec<NeutralService>,
    /// The line of a service named with `--service` (`{{service}}` is its name).
    about: String,
    urgent: UrgentWords,
}

#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct NeutralService {
    name: String,
    about: String,
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

/// The trade a new site is for, in one language: its word, its business type, whether it answers
/// emergencies, its services.
#[derive(Debug)]
struct Chosen {
    trade: String,
    site_trade: Option<String>,
    emergencies: bool,
    urgent: Option<UrgentWords>,
    services: Vec<ChosenService>,
}

#[derive(Debug)]
struct ChosenService {
    name: String,
    nav: Option<String>,
    about: String,
    icon: String,
    urgent: bool,
    /// A neutral service init named for a trade it has no starter for: marked as an example.
    example: bool,
}

/// A word as a person may type it, for comparing: its address form (`slugify`: lower case, no
/// accents, words joined by hyphens), without a plural `s`.
fn folded(word: &str) -> String {
    slugify(word)
        .split('-')
        .map(|w| w.strip_suffix('s').filter(|w| w.len() > 2).unwrap_or(w))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The first language's part of an answer given in both ("Lawn care / Entretien de pelouse"),
/// and the second's, if written.
pub fn halves(answer: &str) -> (String, Option<String>) {
    match answer.split_once(" / ") {
        Some((a, b)) => (a.trim().to_owned(), Some(b.trim().to_owned()).filter(|b| !b.is_empty())),
        None => (answer.trim().to_owned(), None),
    }
}

/// A trade sitegen knows, by any of its words: its starter's name, or its name in trades.yaml.
enum Known {
    Starter(String),
    Named(NamedTrade),
}

fn known_trade(word: &str) -> Result<Option<Known>, String> {
    let want = folded(word);
    if want.is_empty() {
        return Ok(None);
    }
    for key in trades() {
        let facts: TradeFacts = data(&format!("trades/{key}.yaml"))?;
        if folded(key) == want || facts.also.iter().any(|a| folded(a) == want) {
            return Ok(Some(Known::Starter(key.to_owned())));
        }
    }
    let named: std::collections::BTreeMap<String, NamedTrade> = data("trades.yaml")?;
    Ok(named.into_iter().find_map(|(key, t)| {
        let hit = folded(&key) == want
            || t.words.values().any(|w| folded(w) == want)
            || t.also.iter().any(|a| folded(a) == want);
        hit.then_some(Known::Named(t))
    }))
}

/// Whether sitegen knows `trade` (any of its words) in every language: one it does not know is
/// given in each language of a bilingual site.
pub fn knows_trade(trade: &str) -> bool {
    matches!(known_trade(trade), Ok(Some(_)))
}

/// The trade of `start` in the language `lang`.
fn choose_trade(start: &Start, lang: &str) -> Result<Chosen, String> {
    let (given, _) = halves(&start.trade);
    if given.is_empty() {
        return Err("name the trade (--trade painting, --trade \"snow removal\": any trade, in your words)".to_owned());
    }
    if given.chars().count() > 40 || !given.chars().any(char::is_alphabetic) || given.contains(['"', '{', '}', '#']) {
        return Err(format!(
            "`{given}` does not read as a trade: write it as a sentence would say it, like painting or \"snow removal\""
        ));
    }
    let neutral: Neutral = data(&format!("{lang}/neutral.yaml"))?;
    let fill = |text: &str, trade: &str| {
        text.replace("{{de trade}}", &elide("de", trade))
            .replace("{{Trade}}", &capitalise(trade))
            .replace("{{trade}}", trade)
    };
    // The services the command names, in this language, each with the neutral line about it.
    let named_services = |icon: &str, emergencies: bool| -> Vec<ChosenService> {
        start
            .services
            .iter()
            .map(|s| halves(s).0)
            .filter(|s| !s.is_empty())
            .enumerate()
            .map(|(i, name)| ChosenService {
                about: neutral.about.replace("{{service}}", &name),
                name,
                nav: None,
                icon: icon.to_owned(),
                urgent: emergencies && i == 0,
                example: false,
            })
            .collect()
    };
    match known_trade(&given)? {
        Some(Known::Starter(key)) => {
            let facts: TradeFacts = data(&format!("trades/{key}.yaml"))?;
            let words: TradeWords = data(&format!("{lang}/trades/{key}.yaml"))?;
            let emergencies = start.emergencies.unwrap_or(facts.emergencies);
            let urgent = match (words.urgent_question, words.urgent_safety) {
                (Some(question), Some(safety)) => Some(UrgentWords { question, safety }),
                _ => Some(neutral.urgent.clone()),
            };
            let icon = facts.services.first().map_or("wrench", |s| s.icon.as_str());
            let mut services = named_services(icon, emergencies);
            if services.is_empty() {
                for s in &facts.services {
                    let w = words
                        .services
                        .get(&s.key)
                        .ok_or_else(|| format!("starters/{lang}/trades/{key}.yaml has no service `{}`", s.key))?;
                    services.push(ChosenService {
                        name: w.name.clone(),
                        nav: w.nav.clone(),
                        about: w.about.clone(),
                        icon: s.icon.clone(),
                        urgent: s.urgent,
                        example: false,
                    });
                }
            }
            Ok(Chosen { trade: words.trade, site_trade: facts.site_trade, emergencies, urgent, services })
        }
        known => {
            let (trade, site_trade, usual, icon, urgent) = match known {
                Some(Known::Named(t)) => {
                    let word = t
                        .words
                        .get(lang)
                        .cloned()
                        .ok_or_else(|| format!("starters/trades.yaml has no {lang} word for {given}"))?;
                    (word, t.site_trade, t.emergencies, t.icon, t.urgent.get(lang).cloned())
                }
                // A trade of its own: in the words given, lower case as in a sentence.
                _ => (given.to_lowercase(), None, false, "check".to_owned(), None),
            };
            let emergencies = start.emergencies.unwrap_or(usual);
            let mut services = named_services(&icon, emergencies);
            if services.is_empty() {
                services = neutral
                    .services
                    .iter()
                    .enumerate()
                    .map(|(i, s)| ChosenService {
                        name: fill(&s.name, &trade),
                        nav: None,
                        about: fill(&s.about, &trade),
                        icon: icon.clone(),
                        urgent: emergencies && i == 0,
                        example: true,
                    })
                    .collect();
            }
            let urgent = Some(urgent.unwrap_or_else(|| neutral.urgent.clone()));
            Ok(Chosen { trade, site_trade, emergencies, urgent, services })
        }
    }
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
    let mut site = both_languages(start)?;
    // What init made up, by value: `check` names each until it is changed or confirmed, whether
    // or not its `# EXAMPLE` note is still there (crate::invented).
    let record = crate::invented::Record::of_files(site.files.iter().map(|(p, t)| (p.as_str(), t.as_str())));
    site.files.push((crate::invented::RECORD.to_owned(), record.to_yaml()));
    Ok(site)
}

/// The site in its one or two languages.
fn both_languages(start: &Start) -> Result<Starter, String> {
    let Some(second) = start.second.filter(|s| *s != start.language) else { return starter_one(start) };
    let mut first = starter_one(start)?;
    // What the second language calls the trade and the services: the part after " / ", or the
    // words sitegen knows for the trade; a word it cannot translate is asked for.
    let (trade, trade_second) = halves(&start.trade);
    let trade = match trade_second {
        Some(t) => t,
        None if knows_trade(&trade) => trade,
        None => {
            return Err(format!(
                "sitegen does not know `{trade}` in {lang}: write the trade in both languages, the {lang} after a slash, \
                 like --trade \"{trade} / …\"",
                lang = if second == Language::FrCa { "French" } else { "English" },
            ));
        }
    };
    let mut services = Vec::new();
    for s in &start.services {
        match halves(s) {
            (_, Some(theirs)) => services.push(theirs),
            (ours, None) => {
                return Err(format!(
                    "on a site in two languages, write each service in both, the {lang} after a slash, like \
                     --service \"{ours} / …\"",
                    lang = if second == Language::FrCa { "French" } else { "English" },
                ));
            }
        }
    }
    let other = starter_one(&Start { language: second, second: None, trade, services, ..start.clone() })?;
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
            "words.yaml"
            | "data/quote-form.yaml"
            | "data/cities.yaml"
            | "data/areas.yaml"
            | "data/testimonials.yaml" => Some((rel.to_owned(), text)),
            // Every page, the not-found page too (`/fr/404`, shown at the language's missing
            // addresses), which pairs with no page.
            r if r.starts_with("pages/") => {
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
                let labels: Vec<&str> = site
                    .lines()
                    .skip_while(|l| !l.starts_with("hours:"))
                    .skip(1)
                    .take_while(|l| l.starts_with(' '))
                    .filter_map(|l| l.strip_prefix("  - { label: ")?.split(',').next())
                    .collect();
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
    let lang = start.language.tag();
    let chosen = choose_trade(start, lang)?;
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
        ("trade", chosen.trade.clone()),
        ("Trade", capitalise(&chosen.trade)),
        ("Trade_title", titled(&chosen.trade)),
        ("site_trade", chosen.site_trade.clone().unwrap_or_default()),
        ("urgent_question", chosen.urgent.as_ref().map(|u| u.question.clone()).unwrap_or_default()),
        ("urgent_safety", chosen.urgent.as_ref().map(|u| u.safety.clone()).unwrap_or_default()),
    ] {
        vars.set(k, v);
    }
    vars.flag("short_name_long", long);
    vars.flag("emergencies", chosen.emergencies);
    vars.flag("several_cities", cities.len() > 1);
    // Quebec's Law 25: the privacy policy names the person in charge of personal information.
    vars.flag("quebec", province == "QC");
    for (k, route) in &language.routes {
        vars.set(k, route.clone());
    }
    let field = |k: &str, v: &str| (k.to_owned(), v.to_owned());
    let city_items = cities.iter().map(|(slug, n)| [field("slug", slug), field("name", n)].into()).collect();
    vars.lists.insert("cities".into(), ("city".into(), city_items));
    let service_items = chosen
        .services
        .iter()
        .map(|s| {
            [
                field("name", &s.name),
                field("nav", s.nav.as_deref().unwrap_or(&s.name)),
                field("slug", &slugify(&s.name)),
                field("icon", &s.icon),
                field("about", &s.about),
                field("urgent", if chosen.emergencies && s.urgent { "true" } else { "" }),
                field("example", if s.example { "true" } else { "" }),
            ]
            .into()
        })
        .collect();
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

#[cfg(test)]
mod tests {
    use super::*;

    fn start(language: Language) -> Start {
        Start {
            name: "Harbour Roofing".into(),
            trade: "roofing".into(),
            services: Vec::new(),
            emergencies: None,
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

    /// Every word of the six starters' own trades and services, as a painter's site must not say them.
    fn other_trades_words() -> Vec<String> {
        let mut words: Vec<String> =
            ["renovation", "rénovation", "furnace", "roof", "plumb", "heating", "electric"].map(str::to_owned).to_vec();
        for (path, text) in FILES.iter().filter(|(p, _)| p.contains("/trades/")) {
            let w: TradeWords = data(path).unwrap();
            words.extend(w.services.into_values().map(|s| s.name));
            let _ = text;
        }
        words
    }

    /// The words of `words` that `text` says: a one-word stem at the start of a word ("roof" in
    /// "roofing", not in "proof"), a longer name anywhere.
    fn said(text: &str, words: &[String]) -> Vec<String> {
        let text = text.to_lowercase();
        let starts: Vec<&str> = text.split(|c: char| !c.is_alphanumeric()).collect();
        words
            .iter()
            .filter(|w| {
                let w = w.to_lowercase();
                if w.contains(' ') { text.contains(&w) } else { starts.iter().any(|s| s.starts_with(&w)) }
            })
            .cloned()
            .collect()
    }

    #[test]
    fn a_painter_and_a_landscaper_get_their_own_trade_and_nothing_of_another() {
        let painter = Start {
            name: "Island Colour Painting".into(),
            trade: "house painters".into(),
            cities: vec!["Victoria".into(), "Langford".into()],
            phone: "(250) 555-0134".into(),
            ..start(Language::EnCa)
        };
        let s = starter(&painter).unwrap();
        let all: String = s.files.iter().filter(|(p, _)| p.starts_with("content/")).map(|(_, t)| t.as_str()).collect();
        assert_eq!(said(&all, &other_trades_words()), Vec::<String>::new());
        assert!(all.contains("trade: painting") && all.contains("Painting Done Right"));
        assert!(
            all.contains("- title: \"Residential painting\"  # EXAMPLE"),
            "the neutral services are examples to name"
        );
        let record = s.files.iter().find(|(p, _)| p == crate::invented::RECORD).unwrap();
        assert!(record.1.contains("Residential painting") && record.1.contains("\"2015\""));

        let landscaper = Start {
            name: "Greenline".into(),
            trade: "landscaping".into(),
            cities: vec!["Moncton".into(), "Dieppe".into()],
            phone: "(506) 555-0134".into(),
            second: Some(Language::FrCa),
            ..start(Language::EnCa)
        };
        let s = starter(&landscaper).unwrap();
        let all: String = s.files.iter().filter(|(p, _)| p.starts_with("content/")).map(|(_, t)| t.as_str()).collect();
        assert_eq!(said(&all, &other_trades_words()), Vec::<String>::new());
        assert!(!all.contains("\ntrade:"), "no schema.org type of its own: a home and construction business");
        assert!(
            all.contains("Des travaux d'aménagement paysager bien faits") && all.contains("Landscaping Done Right")
        );
    }

    #[test]
    fn any_trade_in_its_own_words_with_its_services_and_emergencies() {
        let mut own = start(Language::EnCa);
        own.trade = "Aquarium Maintenance".into();
        own.services = vec!["Tank cleaning".into(), "Fish health visits".into()];
        own.emergencies = Some(true);
        let s = starter(&own).unwrap();
        let names: Vec<&str> = s.files.iter().map(|(p, _)| p.as_str()).collect();
        assert!(
            names.contains(&"content/pages/tank-cleaning.yaml")
                && names.contains(&"content/pages/fish-health-visits.yaml")
        );
        let all: String = s.files.iter().map(|(_, t)| t.as_str()).collect();
        assert!(all.contains("Aquarium Maintenance Done Right") && all.contains("availability: \"24/7\""));
        assert!(all.contains("Need help right now?"), "the first service opens with the urgent question");

        // In two languages, a trade sitegen does not know is asked for in both.
        own.second = Some(Language::FrCa);
        assert!(starter(&own).unwrap_err().contains("--trade \"Aquarium Maintenance / …\""));
        own.trade = "aquarium maintenance / entretien d'aquariums".into();
        assert!(starter(&own).unwrap_err().contains("--service \"Tank cleaning / …\""));
        own.services = vec!["Tank cleaning / Nettoyage de bassins".into()];
        let s = starter(&own).unwrap();
        assert!(s.files.iter().any(|(p, _)| p == "content/fr/pages/nettoyage-de-bassins.yaml"));
        let home = &s.files.iter().find(|(p, _)| p == "content/fr/pages/index.yaml").unwrap().1;
        assert!(home.contains("Des travaux d'entretien d'aquariums bien faits"), "{home}");
        // Each language its not-found page, the French one's button to the French home.
        let not_found = &s.files.iter().find(|(p, _)| p == "content/fr/pages/404.yaml").unwrap().1;
        assert!(
            not_found.starts_with("# yaml-language-server: $schema=../../.schema/page.schema.json\n"),
            "{not_found}"
        );
        assert!(not_found.contains("Page introuvable") && not_found.contains("href: /fr }"), "{not_found}");
        assert!(!not_found.contains("translation:"), "{not_found}");

        // Known by other words, in either language.
        for word in ["plumber", "Plombier", "couvreur", "peintres", "Snow Removal", "déneigement", "serrurier"] {
            assert!(knows_trade(word), "{word}");
        }
        assert!(!knows_trade("aquarium maintenance"));
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
