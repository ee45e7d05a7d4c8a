//! `sitegen init`: a complete starting site for a contractor of any trade, in English or French,
//! written as the YAML files a person edits. Facts the generator cannot know (the year founded,
//! reviews, photos) are written as examples, each marked `# EXAMPLE:` so that `sitegen check`
//! warns about every one until it is replaced ([`example_notes`]); the rest is the person's own
//! answers. The site builds as it is.

use std::path::Path;

use crate::raw::Trade;
use crate::scaffold::slugify;
use crate::wording::Language;
use crate::{Email, Phone};

/// What `sitegen init` is told.
#[derive(Debug, Clone)]
pub struct Start {
    pub name: String,
    pub trade: Trade,
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

/// A trade's services: (English name, French name, icon, a line about it in each language).
struct Service {
    en: &'static str,
    fr: &'static str,
    /// The French name in the menu, short enough for one line.
    fr_nav: &'static str,
    icon: &'static str,
    about_en: &'static str,
    about_fr: &'static str,
}

const fn service(
    en: &'static str,
    fr: &'static str,
    fr_nav: &'static str,
    icon: &'static str,
    about_en: &'static str,
    about_fr: &'static str,
) -> Service {
    Service { en, fr, fr_nav, icon, about_en, about_fr }
}

fn services(trade: Trade) -> [Service; 3] {
    match trade {
        Trade::Heating => [
            service(
                "Furnace Repair",
                "Réparation de fournaise",
                "Réparation",
                "flame",
                "A furnace that stopped or short-cycles, diagnosed and fixed.",
                "Une fournaise arrêtée ou capricieuse, diagnostiquée et réparée.",
            ),
            service(
                "Furnace Replacement",
                "Remplacement de fournaise",
                "Remplacement",
                "home",
                "A new high-efficiency furnace, sized for the house.",
                "Une fournaise neuve à haute efficacité, dimensionnée pour la maison.",
            ),
            service(
                "Heat Pumps",
                "Thermopompes",
                "Thermopompes",
                "fan",
                "Heat pumps installed and serviced for heating and cooling.",
                "Thermopompes installées et entretenues, pour chauffer et climatiser.",
            ),
        ],
        Trade::Hvac => [
            service(
                "Heating",
                "Chauffage",
                "Chauffage",
                "flame",
                "Furnaces and boilers repaired, replaced and maintained.",
                "Fournaises et chaudières réparées, remplacées et entretenues.",
            ),
            service(
                "Air Conditioning",
                "Climatisation",
                "Climatisation",
                "snowflake",
                "Central air and ductless systems installed and repaired.",
                "Climatiseurs centraux et muraux installés et réparés.",
            ),
            service(
                "Maintenance",
                "Entretien",
                "Entretien",
                "wrench",
                "A yearly tune-up that keeps the system safe and efficient.",
                "Une mise au point annuelle pour un système sûr et efficace.",
            ),
        ],
        Trade::Plumbing => [
            service(
                "Drain Cleaning",
                "Débouchage de drains",
                "Drains",
                "droplet",
                "Blocked kitchen, bathroom and main drains cleared.",
                "Drains de cuisine, de salle de bain et principal débouchés.",
            ),
            service(
                "Water Heaters",
                "Chauffe-eau",
                "Chauffe-eau",
                "thermometer",
                "Tank and tankless water heaters replaced and repaired.",
                "Chauffe-eau à réservoir et instantanés remplacés et réparés.",
            ),
            service(
                "Leak Repair",
                "Réparation de fuites",
                "Fuites",
                "wrench",
                "Leaks traced to their source and fixed.",
                "Fuites repérées à la source et réparées.",
            ),
        ],
        Trade::Roofing => [
            service(
                "Roof Replacement",
                "Remplacement de toiture",
                "Remplacement",
                "home",
                "A new roof, from tear-off to the last ridge cap.",
                "Une toiture neuve, de l'arrachage au dernier faîteau.",
            ),
            service(
                "Roof Repair",
                "Réparation de toiture",
                "Réparation",
                "wrench",
                "Leaks, missing shingles and storm damage repaired.",
                "Fuites, bardeaux arrachés et dégâts de tempête réparés.",
            ),
            service(
                "Roof Inspections",
                "Inspection de toiture",
                "Inspection",
                "shield",
                "A written report on the roof's condition, with photos.",
                "Un rapport écrit sur l'état de la toiture, avec photos.",
            ),
        ],
        Trade::Electrical => [
            service(
                "Panel Upgrades",
                "Mise à niveau de panneau",
                "Panneaux",
                "zap",
                "Electrical panels upgraded for today's loads.",
                "Panneaux électriques mis à niveau pour les besoins d'aujourd'hui.",
            ),
            service(
                "Wiring and Repairs",
                "Câblage et réparations",
                "Câblage",
                "wrench",
                "Outlets, circuits and old wiring repaired or replaced.",
                "Prises, circuits et vieux câblage réparés ou remplacés.",
            ),
            service(
                "EV Chargers",
                "Bornes de recharge",
                "Bornes de recharge",
                "gauge",
                "Home chargers for electric vehicles installed.",
                "Bornes de recharge pour véhicules électriques installées.",
            ),
        ],
        Trade::General => [
            service(
                "Renovations",
                "Rénovations",
                "Rénovations",
                "home",
                "Kitchens, bathrooms and basements renovated.",
                "Cuisines, salles de bain et sous-sols rénovés.",
            ),
            service(
                "Repairs",
                "Réparations",
                "Réparations",
                "wrench",
                "The repairs a house needs, done properly.",
                "Les réparations dont une maison a besoin, bien faites.",
            ),
            service(
                "Additions",
                "Agrandissements",
                "Agrandissements",
                "building",
                "More room for the family, planned and built.",
                "Plus d'espace pour la famille, planifié et construit.",
            ),
        ],
    }
}

/// The trade in a sentence: "roofing", "toiture".
fn trade_words(trade: Trade, fr: bool) -> &'static str {
    match (trade, fr) {
        (Trade::Heating, false) => "heating",
        (Trade::Heating, true) => "chauffage",
        (Trade::Hvac, false) => "heating and cooling",
        (Trade::Hvac, true) => "chauffage et climatisation",
        (Trade::Plumbing, false) => "plumbing",
        (Trade::Plumbing, true) => "plomberie",
        (Trade::Roofing, false) => "roofing",
        (Trade::Roofing, true) => "toiture",
        (Trade::Electrical, false) => "electrical work",
        (Trade::Electrical, true) => "électricité",
        (Trade::General, false) => "renovation and repairs",
        (Trade::General, true) => "rénovation et réparations",
    }
}

/// The emergency question and the advice of the quote form, by trade.
fn urgent_words(trade: Trade, fr: bool) -> (&'static str, &'static str) {
    match (trade, fr) {
        (Trade::Heating | Trade::Hvac, false) => (
            "No heat or a gas smell right now?",
            "Smell gas? Leave the building first and call from outside. Do not switch lights or appliances on or off.",
        ),
        (Trade::Heating | Trade::Hvac, true) => (
            "Plus de chauffage ou une odeur de gaz en ce moment ?",
            "Une odeur de gaz ? Sortez d'abord du bâtiment et appelez de l'extérieur. N'allumez ni n'éteignez aucune lumière ni aucun appareil.",
        ),
        (Trade::Plumbing, false) => {
            ("Water where it should not be?", "Shut off the main water valve first if you can reach it safely.")
        }
        (Trade::Plumbing, true) => (
            "De l'eau là où il ne devrait pas y en avoir ?",
            "Fermez d'abord l'entrée d'eau principale si vous pouvez l'atteindre sans danger.",
        ),
        (Trade::Roofing, false) => {
            ("Roof leaking right now?", "Move what you can away from the water and stay off the roof: we will tarp it.")
        }
        (Trade::Roofing, true) => (
            "Votre toit coule en ce moment ?",
            "Éloignez ce que vous pouvez de l'eau et ne montez pas sur le toit : nous le bâcherons.",
        ),
        (Trade::Electrical, false) => (
            "Sparks, burning smell or no power?",
            "Switch off the main breaker if it is safe to reach, and keep away from damaged wiring.",
        ),
        (Trade::Electrical, true) => (
            "Des étincelles, une odeur de brûlé ou plus de courant ?",
            "Coupez le disjoncteur principal s'il est accessible sans danger, et éloignez-vous du câblage endommagé.",
        ),
        (Trade::General, false) => ("Damage that cannot wait?", ""),
        (Trade::General, true) => ("Des dégâts qui ne peuvent pas attendre ?", ""),
    }
}

/// The province of a Canadian area code: (code, name in English, name in French).
fn province(phone: &Phone) -> (&'static str, &'static str, &'static str) {
    let area = &phone.e164()[2..5];
    match area {
        "902" | "782" => ("NS", "Nova Scotia", "Nouvelle-Écosse"),
        "506" => ("NB", "New Brunswick", "Nouveau-Brunswick"),
        "709" => ("NL", "Newfoundland and Labrador", "Terre-Neuve-et-Labrador"),
        "418" | "438" | "450" | "514" | "579" | "581" | "819" | "873" | "367" | "354" | "263" | "468" => {
            ("QC", "Quebec", "Québec")
        }
        "204" | "431" | "584" => ("MB", "Manitoba", "Manitoba"),
        "306" | "639" | "474" => ("SK", "Saskatchewan", "Saskatchewan"),
        "403" | "587" | "780" | "825" | "368" => ("AB", "Alberta", "Alberta"),
        "236" | "250" | "604" | "672" | "778" => ("BC", "British Columbia", "Colombie-Britannique"),
        "867" => ("YT", "Yukon", "Yukon"),
        _ => ("ON", "Ontario", "Ontario"),
    }
}

/// The time zone of most of a province's people (the area code cannot tell Lloydminster or
/// Labrador apart): an offer's days start and end there.
fn time_zone(region: &str) -> &'static str {
    match region {
        "NS" => "America/Halifax",
        "NB" => "America/Moncton",
        "NL" => "America/St_Johns",
        "QC" => "America/Toronto",
        "MB" => "America/Winnipeg",
        "SK" => "America/Regina",
        "AB" => "America/Edmonton",
        "BC" => "America/Vancouver",
        "YT" => "America/Whitehorse",
        _ => "America/Toronto",
    }
}

/// YAML text in double quotes.
fn q(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
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
            "words.yaml" | "data/quote-form.yaml" | "data/cities.yaml" => Some((rel.to_owned(), text)),
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

/// The starting site in one language.
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
    let fr = start.language == Language::FrCa;
    let t = |en: &str, fr_text: &str| if fr { fr_text.to_owned() } else { en.to_owned() };
    let (region, region_en, region_fr) = province(&phone);
    let zone = time_zone(region);
    let region_name = if fr { region_fr } else { region_en };
    let short = name.split_whitespace().take(2).collect::<Vec<_>>().join(" ");
    let trade = trade_words(start.trade, fr);
    let services = services(start.trade);
    let service_name = |s: &Service| if fr { s.fr } else { s.en };
    let service_about = |s: &Service| if fr { s.about_fr } else { s.about_en };
    let service_slug = |s: &Service| slugify(service_name(s));
    let quote = if fr { "/soumission" } else { "/quote" };
    let thanks = if fr { "/soumission/merci" } else { "/quote/thanks" };
    let not_connected = if fr { "/soumission/non-envoyee" } else { "/quote/not-connected" };
    let privacy = if fr { "/confidentialite" } else { "/privacy-policy" };
    let domain = format!("www.{}.ca", slugify(name).replace('-', ""));
    let first_city = &cities[0].1;
    let city_list = cities.iter().map(|(_, n)| n.as_str()).collect::<Vec<_>>().join(", ");
    let trade_type = format!("{:?}", start.trade).to_lowercase();
    let mark = EXAMPLE_MARK;
    let mut files = Vec::new();
    let modeline = |schema: &str, depth: usize| {
        format!("# yaml-language-server: $schema={}.schema/{schema}\n", "../".repeat(depth))
    };

    // site.yaml
    let nav_services: String = services
        .iter()
        .map(|s| format!("  - {{ label: {}, href: /{} }}\n", q(if fr { s.fr_nav } else { s.en }), service_slug(s)))
        .collect();
    let footer_cities: String =
        cities.iter().map(|(slug, n)| format!("    - {{ label: {}, href: /{slug} }}\n", q(n))).collect();
    let footer_services: String = services
        .iter()
        .map(|s| format!("    - {{ label: {}, href: /{} }}\n", q(service_name(s)), service_slug(s)))
        .collect();
    let site = format!(
        "{modeline}# Facts used on every page, each written once. Lines marked {mark} are examples from\n\
         # sitegen init: `sitegen check` names each one until it is replaced (docs/starting-a-site.md).\n\
         brand:\n  name: {name_q}\n  short_name: {short_q}\n  tagline: {tagline}\n  description: {description}\n  \
         # social_image: {{ src: work.jpg, alt: ... }}  (a photo of your work in content/images/, 1200 x 630, for shared\n  \
         # pages without a photo of their own; without it, a card of your logo and name on your colour)\n  \
         # The site's colours, in quotes. The build checks that text on them is readable.\n  \
         colors: {{ primary: \"#1f5fa8\", accent: \"#174a85\", dark: \"#1e293b\" }}\n  \
         # logo: static/logo.svg  (an SVG of your logo; without it, the first letter of short_name)\n\
         trade: {trade_type}\nlanguage: {lang}\nbase_url: https://{domain}  {mark} the address the site will have\n\
         time_zone: {zone}\n\
         phone: {phone}\nemail:\n  general: {email}\n  quotes: {email}\n\
         address:\n  locality: {first_city_q}\n  region: {region}\n  region_name: {region_name_q}\n  country: CA\n\
         hours:\n  - label: {weekdays}\n    days: [monday, tuesday, wednesday, thursday, friday]\n    opens: \"08:00\"  {mark} your opening hours\n    closes: \"17:00\"\n\
         social: []\n\
         figures:\n  \
         founded: {{ value: \"2015\", label: {founded} }}  {mark} the year you started\n  \
         experience: {{ value: \"10+\", label: {experience} }}  {mark}\n  \
         installs: {{ value: \"500+\", label: {jobs} }}  {mark}\n  \
         customers: {{ value: \"400+\", label: {customers} }}  {mark}\n  \
         cities: {{ value: \"{city_count}\", label: {communities} }}\n  \
         technicians: {{ value: \"4\", label: {crew} }}  {mark}\n\
         guarantees:\n  - title: {g1}  {mark} what you promise every customer\n    text: {g1_text}\n  - title: {g2}\n    text: {g2_text}\n\
         promises:\n  quote_response: {quote_response}\n  emergency_dispatch: {dispatch}  {mark} how fast you get to an emergency\n  availability: \"24/7\"  {mark} when you answer emergencies\n  same_day_service: {same_day}\n\
         nav:\n  - {{ label: {home}, href: / }}\n{nav_services}\
         header_action: {{ label: {get_quote}, href: {quote} }}\n\
         footer:\n  about: {about}\n  service_areas:\n{footer_cities}  services:\n{footer_services}  \
         contact_action: {{ label: {ask_quote}, href: {quote} }}\n  credit: {{ label: {credit}, href: https://{domain}/ }}\n  \
         legal:\n    - {{ label: {privacy_label}, href: {privacy} }}\n\
         # Where quote requests go: demo sends nothing. Set netlify, formspree or endpoint before publishing (docs/deploy.md).\n\
         leads:\n  provider: demo\n",
        modeline = modeline("site.schema.json", 0),
        name_q = q(name),
        short_q = q(&short),
        tagline =
            q(&t(&format!("{} in {city_list}", capitalise(trade)), &format!("{} à {city_list}", capitalise(trade)))),
        description = q(&t(
            &format!(
                "{name}: {trade} for homes and businesses in {city_list}, {region_en}. Free quotes, licensed and insured."
            ),
            &format!(
                "{name} : {trade} pour maisons et commerces à {city_list}, {region_fr}. Soumissions gratuites, entreprise licenciée et assurée."
            ),
        )),
        lang = start.language.tag(),
        phone = q(phone.display()),
        email = start.email.trim(),
        first_city_q = q(first_city),
        region_name_q = q(region_name),
        weekdays = q(&t("Mon-Fri", "Lun-ven")),
        founded = q(&t("In business since", "En affaires depuis")),
        experience = q(&t("Years of experience", "Années d'expérience")),
        jobs = q(&t("Jobs completed", "Travaux réalisés")),
        customers = q(&t("Customers served", "Clients servis")),
        city_count = cities.len(),
        communities = q(&t("Communities served", "Municipalités desservies")),
        crew = q(&t("Licensed tradespeople", "Employés qualifiés")),
        g1 = q(&t("Written prices", "Prix écrits")),
        g1_text = q(&t(
            "You approve the price before we start, and the bill does not grow behind your back.",
            "Vous approuvez le prix avant que nous commencions, et la facture ne gonfle pas en cachette."
        )),
        g2 = q(&t("Clean work sites", "Chantiers propres")),
        g2_text = q(&t(
            "We protect your home while we work and leave it as we found it.",
            "Nous protégeons votre maison pendant les travaux et la laissons comme nous l'avons trouvée."
        )),
        quote_response = q(&t("within one business day", "en un jour ouvrable")),
        dispatch = q(&t("the same day", "le jour même")),
        same_day = q(&t("same-day visits for most repairs", "visites le jour même pour la plupart des réparations")),
        home = q(&t("Home", "Accueil")),
        get_quote = q(&t("Get a Quote", "Soumission")),
        about = q(&t(
            &format!("{name} does {trade} in {city_list}."),
            &format!("{name} offre ses services de {trade} à {city_list}."),
        )),
        ask_quote = q(&t("Ask for a Quote", "Demander une soumission")),
        credit = q(name),
        privacy_label = q(&t("Privacy Policy", "Politique de confidentialité")),
    );
    files.push(("content/site.yaml".to_owned(), site));

    // data/quote-form.yaml
    let city_choices =
        cities.iter().map(|(_, n)| q(n)).chain([q(&t("Somewhere else", "Ailleurs"))]).collect::<Vec<_>>().join(", ");
    let service_choices = services
        .iter()
        .map(|s| q(service_name(s)))
        .chain([q(&t("Something else", "Autre chose"))])
        .collect::<Vec<_>>()
        .join(", ");
    let form = format!(
        "{}# The quote form's words and choices.\nsubmit_label: {}\nthanks_page: {thanks}\nnot_connected_page: {not_connected}\n\
         labels:\n  name: {}\n  email: {}\n  phone: {}\n  city: {}\n  service_type: {}\n  property_type: {}\n  message: {}\n\
         cities: [{city_choices}]\nservices: [{service_choices}]\npresets: {{}}\ntoast:\n  title: {}\n  description: {}\n\
         property_types: {{ residential: {}, commercial: {} }}\n\
         intros:\n  quote_response: {}\n  same_day_service: {}\n  emergency_dispatch: {}\n",
        modeline("quote-form.schema.json", 1),
        q(&t("Send My Request", "Envoyer ma demande")),
        q(&t("Full Name", "Nom complet")),
        q(&t("Email Address", "Adresse courriel")),
        q(&t("Phone Number", "Numéro de téléphone")),
        q(&t("City", "Ville")),
        q(&t("Service", "Service")),
        q(&t("Building", "Bâtiment")),
        q(&t("Details", "Détails")),
        q(&t("Request Received", "Demande reçue")),
        q(&t("We will call you back {quote_response}.", "Nous vous rappelons {quote_response}.")
            .replace("{quote_response}", &t("within one business day", "en un jour ouvrable"))),
        q(&t("Home", "Maison")),
        q(&t("Business", "Commerce")),
        q(&t(
            "Tell us about the job. We answer {quote_response}.",
            "Décrivez-nous les travaux. Nous répondons {quote_response}."
        )),
        q(&t(
            "Tell us what you need: we offer {same_day_service}.",
            "Dites-nous ce qu'il vous faut : nous offrons des {same_day_service}."
        )),
        q(&t(
            "For an emergency, call us ({availability}): we come {emergency_dispatch}.",
            "Pour une urgence, appelez-nous ({availability}) : nous venons {emergency_dispatch}."
        )),
    );
    files.push(("content/data/quote-form.yaml".to_owned(), form));

    // data/cities.yaml
    let mut city_data =
        format!("{}# The cities the business serves, each with a page.\n", modeline("cities.schema.json", 1));
    let tags = services.iter().map(|s| q(service_name(s))).collect::<Vec<_>>().join(", ");
    for (slug, n) in &cities {
        city_data.push_str(&format!(
            "- slug: {slug}\n  name: {}\n  href: /{slug}\n  blurb: {}  {mark} one line about {n}\n  image: {{ src: cities/{slug}.jpg, alt: {} }}  {mark} a photo of your work in {n}\n  tags: [{tags}]\n",
            q(n),
            q(&t(&format!("{} across {n} and nearby.", capitalise(trade)), &format!("{} partout à {n} et aux alentours.", capitalise(trade)))),
            q(&t(&format!("Placeholder picture for {n}"), &format!("Image provisoire pour {n}"))),
        ));
    }
    files.push(("content/data/cities.yaml".to_owned(), city_data));

    // data/testimonials.yaml
    let review = |who: &str, city: &str, slug: &str, text: &str| {
        format!(
            "- quote: {}  {mark} a real review, in the customer's words, or delete it\n  author: {}\n  location: {}\n  city: {slug}\n  rating: 5\n  featured: true\n",
            q(text),
            q(who),
            q(&format!("{city}, {region}"))
        )
    };
    let (slug0, city0) = &cities[0];
    let testimonials = format!(
        "{}# What customers said. Only real reviews: each example below is marked until it is replaced.\n{}{}",
        modeline("testimonials.schema.json", 1),
        review(
            "Alex M.",
            city0,
            slug0,
            &t(
                "They came when they said they would, explained the job and left the place clean.",
                "Ils sont venus à l'heure dite, ont expliqué les travaux et ont tout laissé propre."
            )
        ),
        review(
            "Sam R.",
            city0,
            slug0,
            &t(
                "A fair written price, and the work was done in one visit.",
                "Un prix écrit honnête, et les travaux ont été faits en une seule visite."
            )
        ),
    );
    files.push(("content/data/testimonials.yaml".to_owned(), testimonials));
    for (file, schema) in
        [("areas", "areas"), ("keyword-guides", "keyword-guides"), ("resources", "resources"), ("plans", "plans")]
    {
        files.push((
            format!("content/data/{file}.yaml"),
            format!("{}{{}}\n", modeline(&format!("{schema}.schema.json"), 1)),
        ));
    }

    // words.yaml: the trade's own emergency question and safety advice.
    let (question, safety) = urgent_words(start.trade, fr);
    let mut words = format!(
        "{}# The words around the content that this site says its own way (the rest are built in).\nquote_form:\n  urgent_question: {}\n",
        modeline("words.schema.json", 0),
        q(question)
    );
    if !safety.is_empty() {
        words.push_str(&format!("  urgent_safety: {}\n", q(safety)));
    }
    files.push(("content/words.yaml".to_owned(), words));

    // Pages.
    let page = |rel: &str, body: String| {
        let depth = rel.matches('/').count() + 1;
        (format!("content/pages/{rel}"), format!("{}{body}", modeline("page.schema.json", depth)))
    };
    let cards: String = services
        .iter()
        .map(|s| {
            format!(
                "        - title: {}\n          description: {}\n          icon: {}\n          href: /{}\n",
                q(service_name(s)),
                q(service_about(s)),
                s.icon,
                service_slug(s)
            )
        })
        .collect();
    files.push(page(
        "index.yaml",
        format!(
            "title: {}\ndescription: {}\nsections:\n  - hero:\n      eyebrow: {}\n      title: {}\n      lead: {}\n      proof: true\n      actions:\n        - {{ label: {}, href: {quote} }}\n        - {{ label: {}, call: true, style: secondary }}\n\
             \x20 - cards:\n      id: services\n      title: {}\n      items:\n{cards}\
             \x20 - steps:\n      id: how-it-works\n      title: {}\n      items:\n        - {{ title: {}, description: {} }}\n        - {{ title: {}, description: {} }}\n        - {{ title: {}, description: {} }}\n\
             \x20 - city_cards:\n      id: cities\n      title: {}\n      link: {}\n\
             \x20 - testimonials:\n      title: {}\n      show: featured\n\
             \x20 - cta:\n      title: {}\n      tone: dark\n      actions:\n        - {{ label: {}, call: true }}\n        - {{ label: {}, href: {quote}, style: secondary }}\n",
            q(&t(&format!("{} in {city_list} | {name}", capitalise(trade)), &format!("{} à {city_list} | {name}", capitalise(trade)))),
            q(&t(&format!("{name}: {trade} in {city_list}, {region_en}. Free written quotes."), &format!("{name} : {trade} à {city_list}, {region_fr}. Soumissions écrites gratuites."))),
            q(&format!("{city_list}, {region}")),
            q(&t(&format!("{} Done Right", capitalise(trade)), &format!("Des travaux de {trade} bien faits"))),
            q(&t("Licensed, insured and local. You get a written price before any work starts.", "Une entreprise licenciée, assurée et d'ici. Vous recevez un prix écrit avant le début des travaux.")),
            q(&t("Get a Free Quote", "Soumission gratuite")),
            q(&t("Call Us", "Appelez-nous")),
            q(&t("What We Do", "Nos services")),
            q(&t("How It Works", "Comment ça marche")),
            q(&t("You call or send the form", "Vous appelez ou envoyez le formulaire")),
            q(&t("Tell us what you need and where you are.", "Dites-nous ce qu'il vous faut et où vous êtes.")),
            q(&t("We give you a written price", "Nous vous donnons un prix écrit")),
            q(&t("No work starts before you approve it.", "Aucun travail ne commence sans votre accord.")),
            q(&t("We do the job and clean up", "Nous faisons le travail et nettoyons")),
            q(&t("And we stand behind it.", "Et nous le garantissons.")),
            q(&t("Where We Work", "Où nous travaillons")),
            q(&t(&format!("{} in", capitalise(trade)), &format!("{} à", capitalise(trade)))),
            q(&t("What Customers Say", "Ce que disent nos clients")),
            q(&t("Ready when you are", "Prêts quand vous l'êtes")),
            q(&t("Call Now", "Appelez maintenant")),
            q(&t("Get a Free Quote", "Soumission gratuite")),
        ),
    ));
    for (slug, n) in &cities {
        files.push(page(
            &format!("{slug}.yaml"),
            format!(
                "title: {}\ndescription: {}\ncity: {slug}\nsections:\n  - hero:\n      eyebrow: {}\n      title: {}\n      lead: {}  {mark} a sentence about your work in {n}\n      actions:\n        - {{ label: {}, href: {quote} }}\n        - {{ label: {}, call: true, style: secondary }}\n\
                 \x20 - testimonials:\n      title: {}\n      city: {slug}\n      title_when_few: {}\n\
                 \x20 - cta:\n      title: {}\n      actions:\n        - {{ label: {}, href: {quote} }}\n        - {{ label: {}, call: true, style: secondary }}\n",
                q(&t(&format!("{} in {n} | {name}", capitalise(trade)), &format!("{} à {n} | {name}", capitalise(trade)))),
                q(&t(&format!("{name}: {trade} in {n}, {region_en}. Free written quotes."), &format!("{name} : {trade} à {n}, {region_fr}. Soumissions écrites gratuites."))),
                q(&format!("{n}, {region}")),
                q(&t(&format!("Your {} Team in {n}", titled(trade)), &format!("Votre équipe en {trade} à {n}"))),
                q(&t(&format!("Local crews for {trade} across {n}."), &format!("Des équipes d'ici pour vos travaux de {trade} partout à {n}."))),
                q(&t("Get a Free Quote", "Soumission gratuite")),
                q(&t("Call Us", "Appelez-nous")),
                q(&t(&format!("What Customers in {n} Say"), &format!("Ce que disent nos clients de {n}"))),
                q(&t("What Our Customers Say", "Ce que disent nos clients")),
                q(&t(&format!("Need {trade} in {n}?"), &format!("Besoin de travaux de {trade} à {n} ?"))),
                q(&t("Get a Free Quote", "Soumission gratuite")),
                q(&t("Call Now", "Appelez maintenant")),
            ),
        ));
    }
    for s in &services {
        let sname = service_name(s);
        files.push(page(
            &format!("{}.yaml", service_slug(s)),
            format!(
                "title: {}\ndescription: {}\nservice: {}\nsections:\n  - hero:\n      eyebrow: {}\n      title: {}\n      lead: {}  {mark} what you do, in your words\n      actions:\n        - {{ label: {}, href: {quote} }}\n        - {{ label: {}, call: true, style: secondary }}\n\
                 \x20 - steps:\n      title: {}\n      items:\n        - {{ title: {}, description: {} }}\n        - {{ title: {}, description: {} }}\n        - {{ title: {}, description: {} }}\n\
                 \x20 - cta:\n      title: {}\n      actions:\n        - {{ label: {}, href: {quote} }}\n        - {{ label: {}, call: true, style: secondary }}\n",
                q(&format!("{sname} | {name}")),
                q(&format!("{} {}", service_about(s), t(&format!("Serving {city_list}."), &format!("À {city_list}.")))),
                q(sname),
                q(&city_list),
                q(sname),
                q(service_about(s)),
                q(&t("Get a Free Quote", "Soumission gratuite")),
                q(&t("Call Us", "Appelez-nous")),
                q(&t("How We Work", "Notre façon de travailler")),
                q(&t("We look at the job", "Nous évaluons les travaux")),
                q(&t("On site, at a time that suits you.", "Sur place, au moment qui vous convient.")),
                q(&t("You get a written price", "Vous recevez un prix écrit")),
                q(&t("Before any work starts.", "Avant le début des travaux.")),
                q(&t("We do it right", "Nous faisons le travail comme il faut")),
                q(&t("And clean up after ourselves.", "Et nous nettoyons derrière nous.")),
                q(&t(&format!("Ready for {}?", sname.to_lowercase()), &format!("Prêt pour : {}", sname.to_lowercase()))),
                q(&t("Get a Free Quote", "Soumission gratuite")),
                q(&t("Call Now", "Appelez maintenant")),
            ),
        ));
    }
    let quote_rel = &quote[1..];
    files.push(page(
        &format!("{quote_rel}.yaml"),
        format!(
            "title: {}\ndescription: {}\nsections:\n  - hero:\n      eyebrow: {}\n      title: {}\n      lead: {}\n      actions:\n        - {{ label: {}, href: \"#quote\" }}\n\
             \x20 - guarantees:\n      id: our-promise\n      title: {}\n\
             \x20 - quote_form:\n      id: quote\n      title: {}\n",
            q(&t(&format!("Free Quote | {name}"), &format!("Soumission gratuite | {name}"))),
            q(&t(&format!("Ask {name} for a free, written quote in {city_list}."), &format!("Demandez à {name} une soumission gratuite et écrite à {city_list}."))),
            q(&t("Free, written quotes", "Soumissions gratuites et écrites")),
            q(&t("Get a Free Quote", "Obtenez une soumission gratuite")),
            q(&t("Tell us what you need. We read every request and call you back with a price.", "Dites-nous ce qu'il vous faut. Nous lisons chaque demande et vous rappelons avec un prix.")),
            q(&t("Start my request", "Commencer ma demande")),
            q(&t("What You Can Count On", "Nos engagements")),
            q(&t("Tell Us About the Job", "Parlez-nous des travaux")),
        ),
    ));
    let short_page = |title: &str, description: &str, eyebrow: &str, heading: &str, lead: &str| {
        format!(
            "title: {}\ndescription: {}\nnoindex: true\nsections:\n  - hero:\n      eyebrow: {}\n      title: {}\n      lead: {}\n      actions:\n        - {{ label: {}, call: true }}\n        - {{ label: {}, href: /, style: secondary }}\n",
            q(title),
            q(description),
            q(eyebrow),
            q(heading),
            q(lead),
            q(&t("Call Us Now", "Appelez-nous")),
            q(&t("Back to the Home Page", "Retour à l'accueil")),
        )
    };
    files.push(page(
        &format!("{}.yaml", &thanks[1..]),
        short_page(
            &t(&format!("Thank You | {name}"), &format!("Merci | {name}")),
            &t(
                "We received your request and will call you back.",
                "Nous avons reçu votre demande et vous rappellerons.",
            ),
            &t("Request received", "Demande reçue"),
            &t("Thank You, We Have Your Request", "Merci, nous avons votre demande"),
            &t(
                "We will call you back within one business day. If it cannot wait, call us now.",
                "Nous vous rappelons en un jour ouvrable. Si ça ne peut pas attendre, appelez-nous.",
            ),
        ),
    ));
    files.push(page(
        &format!("{}.yaml", &not_connected[1..]),
        short_page(
            &t(&format!("Request Not Sent | {name}"), &format!("Demande non envoyée | {name}")),
            &t(
                "Our online form is not connected yet, so your request was not sent. Please call us.",
                "Notre formulaire en ligne n'est pas encore branché : votre demande n'a pas été envoyée. Appelez-nous.",
            ),
            &t("Your request was not sent", "Votre demande n'a pas été envoyée"),
            &t("Online Requests Are Not Connected Yet", "Les demandes en ligne ne sont pas encore branchées"),
            &t(
                "What you typed was not sent or saved. Please call us instead.",
                "Ce que vous avez écrit n'a été ni envoyé ni enregistré. Appelez-nous plutôt.",
            ),
        ),
    ));
    files.push(page(
        &format!("{}.yaml", &privacy[1..]),
        format!(
            "title: {}\ndescription: {}\nsections:\n  - hero:\n      title: {}\n      lead: {}\n      actions: [{{ label: {}, href: {quote} }}, {{ label: {}, call: true, style: secondary }}]\n\
             \x20 - privacy_details:\n      id: what-we-collect\n\
             \x20 - text:\n      id: your-choices\n      title: {}\n      paragraphs:\n        - {}\n",
            q(&t(&format!("Privacy Policy | {name}"), &format!("Politique de confidentialité | {name}"))),
            q(&t(&format!("What {name} receives through its quote form and how to ask us to delete it."), &format!("Ce que {name} reçoit par son formulaire de soumission et comment nous demander de l'effacer."))),
            q(&t("Privacy Policy", "Politique de confidentialité")),
            q(&t("This site has no accounts. What we receive is what you send us through the quote form, and we use it only to answer you.", "Ce site n'a pas de comptes. Nous recevons ce que vous nous envoyez par le formulaire de soumission, et nous ne l'utilisons que pour vous répondre.")),
            q(&t("Ask for a Quote", "Demander une soumission")),
            q(&t("Call Us", "Appelez-nous")),
            q(&t("Your Choices", "Vos choix")),
            q(&t("You can ask us what we hold about you, ask us to correct it, or ask us to delete it, by phone or email.", "Vous pouvez nous demander ce que nous détenons à votre sujet, le faire corriger ou le faire effacer, par téléphone ou par courriel.")),
        ),
    ));
    files.push(page(
        "404.yaml",
        format!(
            "title: {}\ndescription: {}\nsections:\n  - not_found:\n      code: \"404\"\n      title: {}\n      action: {{ label: {}, href: / }}\n",
            q(&t(&format!("Page Not Found | {name}"), &format!("Page introuvable | {name}"))),
            q(&t("The page you were looking for does not exist. Start again from the home page.", "La page que vous cherchez n'existe pas. Recommencez à partir de l'accueil.")),
            q(&t("This page does not exist", "Cette page n'existe pas")),
            q(&t("Back to the Home Page", "Retour à l'accueil")),
        ),
    ));
    files.push((".gitignore".to_owned(), "/dist/\n/.sitegen-cache/\n".to_owned()));

    let photos = cities
        .iter()
        .map(|(slug, _)| Placeholder {
            path: format!("cities/{slug}.jpg"),
            width: 800,
            height: 534,
            rgb: [0x17, 0x4a, 0x85],
        })
        .collect();
    Ok(Starter { files, photos })
}

fn capitalise(text: &str) -> String {
    let mut c = text.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// "heating and cooling" -> "Heating and Cooling".
fn titled(text: &str) -> String {
    text.split(' ').map(|w| if w == "and" { w.to_owned() } else { capitalise(w) }).collect::<Vec<_>>().join(" ")
}

/// The `# EXAMPLE:` notes still in the files at `paths` (relative to `root`): each a warning at its
/// line, naming what to write instead.
pub fn example_notes<'p>(root: &Path, paths: impl IntoIterator<Item = &'p Path>) -> Vec<crate::Diagnostic> {
    let mut out = Vec::new();
    for rel in paths {
        let Ok(text) = std::fs::read_to_string(root.join(rel)) else { continue };
        if !text.contains(EXAMPLE_MARK) {
            continue;
        }
        for (i, line) in text.lines().enumerate() {
            let Some(at) = line.find(EXAMPLE_MARK) else { continue };
            if at > 0 && !line[..at].ends_with(char::is_whitespace) {
                continue;
            }
            let note = line[at + EXAMPLE_MARK.len()..].trim();
            let note = if note.is_empty() { String::new() } else { format!(" ({note})") };
            out.push(crate::Diagnostic::new(
                rel,
                crate::Pos { line: i as u64 + 1, column: line[..at].chars().count() as u64 + 1 },
                format!(
                    "an example from `sitegen init` is still here{note}: the site shows it as if it were true. \
                     Write the real one, then delete the `# EXAMPLE` note"
                ),
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(language: Language) -> Start {
        Start {
            name: "Harbour Roofing".into(),
            trade: Trade::Roofing,
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
    fn wrong_answers_are_said_plainly() {
        let mut bad = start(Language::EnCa);
        bad.phone = "555-0134".into();
        assert!(starter(&bad).unwrap_err().contains("7 digits"));
        bad = start(Language::EnCa);
        bad.cities.clear();
        assert!(starter(&bad).unwrap_err().contains("--city"));
    }
}
