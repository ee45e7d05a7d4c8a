//! `sitegen new service [CITY] NAME`: a service page of the whole site (`/drain-cleaning`, copied
//! from another such page, the lines of the model's own marked `# EXAMPLE:`), or of one city
//! (`/calgary/drain-cleaning`, copied from the nearest service page, marked `# TODO:` as before).
//! The lists of services get the new one (a card where the site lists its services, a choice in
//! the quote form when the form lists them all), and on a site in two languages the second
//! language's page is made beside it, marked to translate.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

use super::lists::{self, Card};
use super::side::{Side, language_name, sides};
use super::{
    Copying, Notes, Scaffold, ScaffoldError, adapt, links_to, normalized_units, read_cities, read_text, route_taken,
    shown, slugify, top_level,
};
use crate::City;
use crate::wording::Language;

/// A service's name as its page says it: the words given, accents and all ("Inspection par
/// caméra"), the first letter a capital; or, given as an address (`furnace-repair`,
/// `inspection-par-caméra`), its words in the language's heading style (Title Case in English,
/// sentence case in French), every accent typed kept.
pub(crate) fn service_words(given: &str, language: Language) -> String {
    let given = given.split_whitespace().collect::<Vec<_>>().join(" ");
    let address = !given.contains(' ') && !given.chars().any(char::is_uppercase);
    if !address {
        return capitalised(&given);
    }
    let words: Vec<&str> = given.split('-').filter(|w| !w.is_empty()).collect();
    match language {
        Language::FrCa => capitalised(&words.join(" ")),
        Language::EnCa => words.iter().map(|w| capitalised(w)).collect::<Vec<_>>().join(" "),
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// An argument as a person would type it again in a terminal.
fn shell(arg: &str) -> String {
    if arg.contains(char::is_whitespace) || arg.contains(['"', '\'']) {
        format!("\"{}\"", arg.replace('"', "\\\""))
    } else {
        arg.to_owned()
    }
}

/// The city `given` names: by its address (`red-deer`) or its name (`Red Deer`, `Lévis`).
fn find_city<'c>(cities: &'c [City], given: &str) -> Option<&'c City> {
    let slug = slugify(given);
    cities.iter().find(|c| {
        c.slug.as_str() == given.trim()
            || (!slug.is_empty() && c.slug.as_str() == slug)
            || c.name.as_str() == given.trim()
    })
}

/// A page with `service:` of one language.
struct ServicePage {
    path: PathBuf,
    /// Its address without the language's prefix: `chauffe-eau`, `calgary/furnace-repair`.
    inner: String,
    name: String,
    city: bool,
    text: String,
}

impl ServicePage {
    fn stem(&self) -> String {
        self.path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default()
    }

    /// Its own names, which [`super::normalized`] takes out to compare it with others.
    fn own(&self) -> Vec<String> {
        vec![self.name.clone(), self.name.to_lowercase(), self.stem()]
    }
}

/// Still being written: made by `sitegen new` with its notes, a model only when there is no other.
fn unfinished(text: &str) -> bool {
    text.contains("# Made by `sitegen new") || text.contains("  # TODO: ")
}

/// The service pages of a language, every folder down.
fn service_pages(side: &Side) -> Vec<ServicePage> {
    let mut out = Vec::new();
    let mut folders = vec![side.dir.join("pages")];
    while let Some(dir) = folders.pop() {
        let Ok(entries) = fs::read_dir(&dir) else { continue };
        let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            if path.extension().is_none_or(|x| x != "yaml") {
                continue;
            }
            let Ok(text) = fs::read_to_string(&path) else { continue };
            let Some(name) = top_level(&text, "service") else { continue };
            let rel = path.strip_prefix(side.dir.join("pages")).unwrap_or(&path).with_extension("");
            let inner = rel.to_string_lossy().replace('\\', "/");
            let inner = inner.strip_suffix("/index").unwrap_or(&inner).to_owned();
            let city = top_level(&text, "city").is_some();
            out.push(ServicePage { path, inner, name: lists::unquoted(&name), city, text });
        }
    }
    out
}

/// The top-level pages of a language (home, cities, lists of services), in order.
fn top_pages(side: &Side) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = fs::read_dir(side.dir.join("pages"))
        .map(|e| e.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "yaml")).collect())
        .unwrap_or_default();
    out.sort();
    out
}

/// What one language's side of the command makes.
struct Job<'a> {
    content: &'a Path,
    side: &'a Side,
    /// The service's name on this side, and its address.
    name: &'a str,
    slug: &'a str,
    command: &'a str,
    /// A page of the second language: the first language's page it translates, and the page that
    /// one was copied from (whose translation is the best model here).
    first: Option<&'a str>,
    first_model: Option<&'a str>,
    /// The name when it is still the first language's, and that language's name.
    untranslated: Option<(&'a str, &'static str)>,
    cities: &'a [String],
}

impl Job<'_> {
    /// What a line with the name still to translate says.
    fn translate(&self) -> Option<String> {
        self.untranslated.map(|(n, _)| format!("translate \"{n}\" into {}", language_name(self.side.language)))
    }

    /// A file's text as this command has it so far (changed by an earlier step, or on disk).
    fn current(&self, made: &Scaffold, rel: &Path) -> Option<String> {
        made.rewrite
            .iter()
            .find(|(r, _)| r == rel)
            .map(|(_, t)| t.clone())
            .or_else(|| fs::read_to_string(self.content.join(rel)).ok())
    }
}

fn rewrite(made: &mut Scaffold, rel: PathBuf, text: String) {
    match made.rewrite.iter_mut().find(|(r, _)| *r == rel) {
        Some(entry) => entry.1 = text,
        None => made.rewrite.push((rel, text)),
    }
}

/// A new service page: of the whole site when `city` is `None` (`content/pages/<service>.yaml`),
/// else of that city (`content/pages/<city>/<service>.yaml`), with the second language's page on
/// a site in two, named `translation` there when given.
pub fn new_service(
    content: &Path,
    city: Option<&str>,
    name: &str,
    translation: Option<&str>,
) -> Result<Scaffold, ScaffoldError> {
    let sides = sides(content);
    let first = &sides[0];
    let cities = super::cities(content)?;
    let slugs: Vec<&str> = cities.iter().map(|c| c.slug.as_str()).collect();
    let target = match city {
        Some(given) => Some(find_city(&cities, given).ok_or_else(|| {
            let hint =
                crate::suggest::closest(given, &slugs).map(|b| format!(", did you mean `{b}`?")).unwrap_or_default();
            // Two words without quotes, the first no city at all: a name of several words.
            let also = if hint.is_empty() {
                format!(
                    ". For a service page of the whole site, give its name alone, in quotes: sitegen new service \"{} {}\"",
                    given.trim(),
                    name.trim()
                )
            } else {
                String::new()
            };
            ScaffoldError::UnknownCity { city: given.to_owned(), hint, known: slugs.join(", "), also }
        })?),
        None => {
            if let Some(c) = find_city(&cities, name) {
                return Err(ScaffoldError::IsACity { given: name.trim().to_owned(), slug: c.slug.to_string() });
            }
            None
        }
    };
    let words = service_words(name, first.language);
    let slug = slugify(&words);
    if slug.is_empty() {
        return Err(ScaffoldError::NoLetters {
            given: name.to_owned(),
            expected: "a service's name, e.g. \"Drain cleaning\"",
        });
    }
    if target.is_none()
        && let Some(l) = Language::ALL.into_iter().find(|l| l.folder() == slug)
    {
        return Err(ScaffoldError::LanguageFolder { given: name.trim().to_owned(), slug, language: language_name(l) });
    }
    if translation.is_some() && sides.len() < 2 {
        return Err(ScaffoldError::OneLanguage);
    }
    let mut command = match target {
        Some(c) => format!("sitegen new service {} {}", c.slug.as_str(), shell(name.trim())),
        None => format!("sitegen new service {}", shell(name.trim())),
    };
    if let Some(t) = translation {
        command.push_str(&format!(" --translation {}", shell(t.trim())));
    }
    // A city's page of a service the whole site has (`chauffe-eau`): the second language's is the
    // city's page of that page's translation (`water-heaters`), by its name.
    let known = match (target, translation, sides.get(1)) {
        (Some(_), None, Some(second)) => {
            let first_pages = service_pages(first);
            first_pages.iter().find(|p| !p.city && p.inner == slug).and_then(|page| {
                let route = first.route(&page.inner);
                service_pages(second)
                    .into_iter()
                    .filter(|p| !p.city && !p.inner.contains('/'))
                    .find(|p| {
                        top_level(&p.text, "translation").map(|t| lists::unquoted(&t)).as_deref()
                            == Some(route.as_str())
                            || p.inner == page.inner
                    })
                    // Its name still the first language's, to translate there: so it is here.
                    .map(|p| (p.name.clone(), p.stem(), p.text.contains(&format!("translate \"{}\"", p.name))))
            })
        }
        _ => None,
    };
    let city_slugs: Vec<String> = slugs.iter().map(|s| (*s).to_owned()).collect();
    let notes = if target.is_some() { Notes::Todo } else { Notes::Example };
    let mut made = Scaffold { notes, ..Scaffold::default() };
    let mut first_route = String::new();
    let mut first_model = String::new();
    for side in &sides {
        let (here, here_slug, untranslated) = match (side.is_second(), translation) {
            (false, _) => (words.clone(), slug.clone(), None),
            (true, Some(t)) => {
                let w = service_words(t, side.language);
                let s = slugify(&w);
                if s.is_empty() {
                    return Err(ScaffoldError::NoLetters {
                        given: t.to_owned(),
                        expected: "the service's name in the second language",
                    });
                }
                (w, s, None)
            }
            (true, None) => match &known {
                Some((name, stem, false)) => (name.clone(), stem.clone(), None),
                Some((name, stem, true)) => {
                    (name.clone(), stem.clone(), Some((name.as_str(), language_name(first.language))))
                }
                None => (words.clone(), slug.clone(), Some((words.as_str(), language_name(first.language)))),
            },
        };
        let job = Job {
            content,
            side,
            name: &here,
            slug: &here_slug,
            command: &command,
            first: side.is_second().then_some(first_route.as_str()),
            first_model: side.is_second().then_some(first_model.as_str()),
            untranslated,
            cities: &city_slugs,
        };
        let route = match target {
            Some(c) => city_page(&job, c, notes, &mut made)?,
            None => site_page(&job, &mut made)?,
        };
        match (route, side.is_second()) {
            (Some(r), false) => {
                first_route = r;
                let inner = made.model.strip_prefix(side.dir.join("pages")).unwrap_or(&made.model).with_extension("");
                first_model = side.route(&inner.to_string_lossy().replace('\\', "/"));
            }
            (Some(r), true) => made.translations.push(r),
            (None, _) => {}
        }
    }
    made.route = first_route;
    Ok(made)
}

/// The side's service page of the whole site; its route, or `None` when a second language has
/// no page to copy (said as advice).
fn site_page(job: &Job, made: &mut Scaffold) -> Result<Option<String>, ScaffoldError> {
    let (content, side) = (job.content, job.side);
    let route = side.route(job.slug);
    if let Some(existing) = route_taken(&side.dir, job.slug) {
        return Err(ScaffoldError::RouteTaken { route, existing: shown(content, &existing) });
    }
    let pages = service_pages(side);
    let wide: Vec<&ServicePage> = pages.iter().filter(|p| !p.city).collect();
    // The translation of the first language's model, else the shortest finished page at the top,
    // one without an emergency banner first: the least to rewrite.
    let translates = |p: &ServicePage| {
        job.first_model.is_some_and(|m| {
            top_level(&p.text, "translation").is_some_and(|t| lists::unquoted(&t) == m) || format!("/{}", p.inner) == m
        })
    };
    let model = wide
        .iter()
        .filter(|p| !p.inner.contains('/'))
        .min_by_key(|p| (!translates(p), unfinished(&p.text), p.text.contains("- banner:"), p.text.lines().count()));
    let Some(model) = model else {
        if side.is_second() {
            made.advice.push(format!(
                "content/{}: no {} service page to copy: write content/{} with `translation: {}`",
                side.rel("pages").display(),
                language_name(side.language),
                side.rel(&format!("pages/{}.yaml", job.slug)).display(),
                job.first.unwrap_or("/")
            ));
            return Ok(None);
        }
        return Err(ScaffoldError::NoModel {
            kind: "service",
            expected: "a service page of the whole site, content/pages/<service>.yaml with `service:` and no `city:`",
        });
    };
    // What the other service pages all say is the site's way of saying it, not the model's.
    let shared: HashSet<String> = wide
        .iter()
        .filter(|p| p.path != model.path && !p.inner.contains('/') && !unfinished(&p.text))
        .flat_map(|p| normalized_units(&p.text, &p.own()))
        .collect();
    let stem = model.stem();
    let addresses = [(format!("/{stem}"), format!("/{}", job.slug)), (format!("={stem}"), format!("={}", job.slug))];
    let lower = (model.name.to_lowercase(), job.name.to_lowercase());
    let mut service_names: Vec<(&str, &str)> = addresses.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    service_names.push((&model.name, job.name));
    service_names.push((&lower.0, &lower.1));
    let rel = side.rel(&format!("pages/{}.yaml", job.slug));
    let whose = format!("{}'s", model.name);
    let page = adapt(
        &Copying {
            content,
            side,
            rel: &rel,
            route: &route,
            names: &[],
            service_names: &service_names,
            subject: (&model.name, job.name),
            whose: &whose,
            city: None,
            command: job.command,
            model: &shown(content, &model.path),
            notes: Notes::Example,
            shared: Some(&shared),
            own: &model.own(),
            translation: job.first.map(|f| (f, job.untranslated)),
        },
        &model.text,
    );
    made.create.push((rel, page));
    if !side.is_second() {
        made.model = model.path.clone();
    }

    // A card wherever the site lists its services: the home page's, each city's.
    let wide_inner: HashSet<&str> = wide.iter().map(|p| p.inner.as_str()).collect();
    let is_service = |t: &str| side.inner(t).is_some_and(|i| wide_inner.contains(i));
    let section = |id: Option<&str>| {
        id.is_some_and(|id| {
            id == "services" || id == "all-services" || job.cities.iter().any(|c| id == format!("{c}-services"))
        })
    };
    let french = side.language == crate::wording::Language::FrCa;
    let card = Card { title: job.name, route: &route, notes: Notes::Example, title_note: job.translate(), french };
    let mut cards = 0;
    for path in top_pages(side) {
        let rel = path.strip_prefix(content).unwrap_or(&path).to_path_buf();
        let Some(text) = job.current(made, &rel) else { continue };
        if let Some(new) = lists::add_card(&text, &section, &is_service, &card) {
            rewrite(made, rel, new);
            cards += 1;
        }
    }
    if cards == 0 {
        made.advice.push(format!(
            "content/{}:1: nothing links to {route} yet: add a card for it where the site lists its services",
            side.rel("pages/index.yaml").display()
        ));
    }
    let names: Vec<String> = wide.iter().map(|p| p.name.clone()).collect();
    quote_choice(job, &names, made);

    // The menu and the footer are the business's choice: said, not changed.
    let site_rel = side.rel("site.yaml");
    if let Ok(text) = fs::read_to_string(content.join(&site_rel)) {
        let link = format!("`- {{ label: {}, href: {route} }}`", serde_json::to_string(job.name).unwrap_or_default());
        let site = site_rel.display();
        if let Some(line) = lists::lists_services_without(&text, &["nav"], &is_service, &route) {
            made.advice
                .push(format!("content/{site}:{line}: to put {} in the menu, add {link} under `nav:`", job.name));
        }
        if let Some(line) = lists::lists_services_without(&text, &["footer", "services"], &is_service, &route) {
            made.advice.push(format!(
                "content/{site}:{line}: to list {} in the footer, add {link} under `services:`",
                job.name
            ));
        }
    }
    Ok(Some(route))
}

/// The quote form's menu of services gets the new one when it lists every service page of the
/// whole site (`names`), as `sitegen init` writes it; a menu the business chose is left to it,
/// with the line to add it at.
fn quote_choice(job: &Job, names: &[String], made: &mut Scaffold) {
    let rel = match job.side.own_data(job.content, "quote-form.yaml") {
        Some(rel) => rel,
        // A second language without its own form uses the first's.
        None if job.side.is_second() => return,
        None => PathBuf::from("data/quote-form.yaml"),
    };
    let Some(text) = job.current(made, &rel) else { return };
    if lists::form_has(&text, job.name) {
        return;
    }
    let lists_all = names.iter().all(|n| lists::form_has(&text, n));
    match (lists_all, lists::add_choice(&text, job.name, job.translate().as_deref())) {
        (true, Some(new)) => rewrite(made, rel, new),
        _ => {
            if let Some(line) = lists::form_line(&text) {
                made.advice.push(format!(
                    "content/{}:{line}: to offer {} in the quote form's menu of services, add it to `services:`",
                    rel.display(),
                    job.name
                ));
            }
        }
    }
}

/// A page `sitegen new service CITY NAME` may copy: its rank (unfinished last, then nearest), its
/// file, its city (None for a service page of no city) and its `service:`.
type Candidate = ((bool, u8), PathBuf, Option<String>, String);

/// The side's service page of `city`, copied from the same service in another city, or else from
/// another service page of the same city, or one of no city; its route, or `None` when a second
/// language has no page to copy (said as advice).
fn city_page(job: &Job, city: &City, notes: Notes, made: &mut Scaffold) -> Result<Option<String>, ScaffoldError> {
    let (content, side) = (job.content, job.side);
    let city = city.slug.as_str();
    let (cities_path, cities_shown) = side.data(content, "cities.yaml");
    let cities = read_cities(&cities_path, &cities_shown)?;
    let Some(target) = cities.iter().find(|c| c.slug.as_str() == city) else {
        made.advice.push(format!(
            "{}:1: {city} is not among the {} cities: add it, then make its page",
            cities_shown.display(),
            language_name(side.language)
        ));
        return Ok(None);
    };
    let service_slug = job.slug;
    let route_rel = format!("{city}/{service_slug}");
    let route = side.route(&route_rel);
    if let Some(existing) = route_taken(&side.dir, &route_rel) {
        return Err(ScaffoldError::RouteTaken { route, existing: shown(content, &existing) });
    }
    // Candidates: every page one level down that names a city and a service, then the service
    // pages of no city (`sitegen init` writes its services at the top, shared by every city).
    let mut candidates: Vec<Candidate> = Vec::new();
    let mut consider = |p: PathBuf, model_city: Option<&str>| {
        if p.extension().is_none_or(|x| x != "yaml") {
            return;
        }
        let Ok(text) = fs::read_to_string(&p) else { return };
        let Some(model_service) = top_level(&text, "service") else { return };
        // A page still being written (its notes) is a model only when there is no other.
        let unfinished = unfinished(&text);
        // A page at the top that names its city is that city's landing page, not a model.
        if model_city.is_none() && top_level(&text, "city").is_some() {
            return;
        }
        let stem = p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        // The same service first (of a city, then of none), then the city's other services.
        let rank = match (stem == service_slug, model_city) {
            (true, Some(_)) => 0,
            (true, None) => 1,
            (false, Some(c)) if c == city => 2,
            (false, Some(_)) => 3,
            (false, None) => 4,
        };
        candidates.push(((unfinished, rank), p, model_city.map(str::to_owned), model_service));
    };
    for c in &cities {
        let Ok(entries) = fs::read_dir(side.dir.join("pages").join(c.slug.as_str())) else { continue };
        for e in entries.flatten() {
            consider(e.path(), Some(c.slug.as_str()));
        }
    }
    if let Ok(entries) = fs::read_dir(side.dir.join("pages")) {
        for e in entries.flatten() {
            consider(e.path(), None);
        }
    }
    candidates.sort();
    let Some(((_, rank), model_path, model_city_slug, model_service)) = candidates.into_iter().next() else {
        if side.is_second() {
            made.advice.push(format!(
                "content/{}: no {} service page to copy: write content/{} with `translation: {}`",
                side.rel("pages").display(),
                language_name(side.language),
                side.rel(&format!("pages/{route_rel}.yaml")).display(),
                job.first.unwrap_or("/")
            ));
            return Ok(None);
        }
        return Err(ScaffoldError::NoModel {
            kind: "service",
            expected: "a page with `service:`, at content/pages/<service>.yaml or content/pages/<city>/<service>.yaml",
        });
    };
    let model_city = model_city_slug.as_deref().and_then(|m| cities.iter().find(|c| c.slug.as_str() == m));
    let model_stem = model_path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let same_service = rank <= 1;
    let model_name = lists::unquoted(&model_service);
    let service_name = if same_service { model_name.clone() } else { job.name.to_owned() };
    let addresses = [
        (format!("/{model_stem}"), format!("/{service_slug}")),
        (format!("={model_stem}"), format!("={service_slug}")),
    ];
    let lower = (model_name.to_lowercase(), service_name.to_lowercase());
    let mut service_names: Vec<(&str, &str)> = Vec::new();
    if !same_service {
        service_names.extend(addresses.iter().map(|(a, b)| (a.as_str(), b.as_str())));
        service_names.push((&model_name, &service_name));
        service_names.push((&lower.0, &lower.1));
    }
    let city_names: Vec<(String, String)> = model_city
        .map(|m| vec![(m.name.to_string(), target.name.to_string()), (m.slug.to_string(), city.to_owned())])
        .unwrap_or_default();
    let names: Vec<(&str, &str)> = city_names.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let subject = if same_service { names.first().copied() } else { None }.unwrap_or((&model_name, &service_name));
    let whose = model_city.map_or_else(|| "the model page's".to_owned(), |c| format!("{}'s", c.slug.as_str()));
    let text = read_text(content, &model_path)?;
    let rel = side.rel(&format!("pages/{route_rel}.yaml"));
    let mut page = adapt(
        &Copying {
            content,
            side,
            rel: &rel,
            route: &route,
            names: &names,
            service_names: &service_names,
            subject,
            whose: &whose,
            city: Some(city),
            command: job.command,
            model: &shown(content, &model_path),
            notes,
            shared: None,
            own: &[],
            translation: job.first.map(|f| (f, job.untranslated)),
        },
        &text,
    );
    if model_city.is_none() {
        page = with_city(&page, city);
    }
    made.create.push((rel, page));
    if !side.is_second() {
        made.model = model_path;
    }
    if let Some(hub_path) = route_taken(&side.dir, city) {
        let hub_rel = hub_path.strip_prefix(content).unwrap_or(&hub_path).to_path_buf();
        let hub = job.current(made, &hub_rel).ok_or_else(|| ScaffoldError::Read {
            path: shown(content, &hub_path),
            source: std::io::Error::other("unreadable"),
        })?;
        let wide: HashSet<String> =
            service_pages(side).into_iter().filter(|p| !p.city).map(|p| side.route(&p.inner)).collect();
        let french = side.language == crate::wording::Language::FrCa;
        let card = Card { title: &service_name, route: &route, notes, title_note: job.translate(), french };
        match link_from_hub(&hub, job, city, &card, &wide) {
            Some(text) => rewrite(made, hub_rel, text),
            None if !hub.lines().any(|l| links_to(l, &route)) => made.advice.push(format!(
                "{}:1: nothing on the {} page links to {route} yet: add a card or a link to it",
                shown(content, &hub_path),
                target.name
            )),
            None => {}
        }
    }
    let names: Vec<String> = service_pages(side).into_iter().filter(|p| !p.city).map(|p| p.name).collect();
    quote_choice(job, &names, made);
    Ok(Some(route))
}

/// The city page's text with a link to the new page: a `# TODO: link ROUTE once it exists` left by
/// `sitegen new city` is fulfilled; or else its link to the same service of the whole site
/// (`/chauffe-eau`) now leads to the city's; or else a card is copied from the last that links to
/// one of the city's own service pages, or else to one of the site's, in its list of services.
/// `None` when the page links to the new one already or has no list of services.
fn link_from_hub(hub: &str, job: &Job, city: &str, card: &Card, wide: &HashSet<String>) -> Option<String> {
    let route = card.route;
    let mut lines: Vec<String> = hub.lines().map(str::to_owned).collect();
    let note = format!("# TODO: link {route} once it exists");
    if let Some(i) = lines.iter().position(|l| l.contains(&note)) {
        let waiting = job.side.waiting_route(job.content);
        let line = &lines[i];
        let cut = line.find(&note).unwrap_or(line.len());
        lines[i] = line[..cut].trim_end().replacen(&format!("href: {waiting}"), &format!("href: {route}"), 1);
        return Some(lines.join("\n") + "\n");
    }
    if lines.iter().any(|l| links_to(l, route)) {
        return None;
    }
    let same = job.side.route(job.slug);
    if wide.contains(&same) && lines.iter().any(|l| links_to(l, &same)) {
        for line in lines.iter_mut().filter(|l| links_to(l, &same)) {
            *line = line.replacen(&format!("href: {same}"), &format!("href: {route}"), 1);
        }
        return Some(lines.join("\n") + "\n");
    }
    let own = format!("{}/{city}/", job.side.prefix);
    if let Some(text) = lists::add_card(hub, &|_| true, &|t| t.starts_with(&own), card) {
        return Some(text);
    }
    let section = |id: Option<&str>| {
        id.is_some_and(|id| id == "services" || id == "all-services" || id == format!("{city}-services"))
    };
    lists::add_card(hub, &section, &|t| wide.contains(t), card)
}

/// A service page copied from one of no city gets the city it is for (`city:` after `service:`),
/// which its reviews, its structured data and the city's links go by.
fn with_city(page: &str, city: &str) -> String {
    let mut out = String::with_capacity(page.len() + city.len() + 8);
    for line in page.lines() {
        out.push_str(line);
        out.push('\n');
        if line.starts_with("service:") {
            out.push_str(&format!("city: {city}\n"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_keeps_its_accents_and_an_address_gives_words_in_the_heading_style() {
        assert_eq!(service_words("Inspection par caméra", Language::FrCa), "Inspection par caméra");
        assert_eq!(service_words("  inspection   par caméra ", Language::FrCa), "Inspection par caméra");
        assert_eq!(service_words("inspection-par-caméra", Language::FrCa), "Inspection par caméra");
        assert_eq!(service_words("électricité", Language::FrCa), "Électricité");
        assert_eq!(service_words("deck-building", Language::EnCa), "Deck Building");
        assert_eq!(service_words("Génératrices", Language::EnCa), "Génératrices");
        assert_eq!(slugify(&service_words("Inspection par caméra", Language::FrCa)), "inspection-par-camera");
    }
}
