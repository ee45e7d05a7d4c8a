//! `sitegen new city` and `sitegen new service`: a new page copied from the nearest existing one,
//! the model's city (and service) names replaced, and every line that still describes the model
//! marked `# TODO:`. The text is copied, not regenerated, so comments and layout survive; the caller
//! validates the whole site afterwards and undoes the change if it does not load.

use std::fs;
use std::path::{Path, PathBuf};

use sitegen_atomic::Durability;

use crate::{City, Diagnostics, read_file, schema::modeline};

/// Files to create or extend, relative to `content/`.
#[derive(Debug, Default)]
pub struct Scaffold {
    /// New files and their text.
    pub create: Vec<(PathBuf, String)>,
    /// Existing files and the text to append to them.
    pub append: Vec<(PathBuf, String)>,
    /// Existing files and their whole new text (a link added to the city's page).
    pub rewrite: Vec<(PathBuf, String)>,
    /// What the editor may still want to add by hand, each starting with `file:line:`.
    pub advice: Vec<String>,
    /// The page the new one was copied from.
    pub model: PathBuf,
    /// The new page's route.
    pub route: String,
}

/// Why a new page could not be made; nothing was written.
#[derive(Debug, thiserror::Error)]
pub enum ScaffoldError {
    #[error("`{given}` has no letters to make a web address from (expected {expected})")]
    NoLetters { given: String, expected: &'static str },
    #[error("route {route} already exists ({existing}); nothing was written")]
    RouteTaken { route: String, existing: String },
    #[error("unknown city `{city}`{hint} (expected one of: {known}; add a city first with `sitegen new city NAME`)")]
    UnknownCity { city: String, hint: String, known: String },
    #[error("no existing {kind} page to copy (expected {expected})")]
    NoModel { kind: &'static str, expected: &'static str },
    /// `data/cities.yaml` does not load: the problems, one per line.
    #[error("{0}")]
    Cities(String),
    #[error("cannot read {path}: {source}")]
    Read { path: String, source: std::io::Error },
}

fn read_text(content: &Path, path: &Path) -> Result<String, ScaffoldError> {
    fs::read_to_string(path).map_err(|source| ScaffoldError::Read { path: shown(content, path), source })
}

/// What a page made by `sitegen new` says under the line naming its model.
const TODO_NOTE: &str = "# Lines marked TODO still say what the model page said: rewrite them, then delete each TODO note\n\
                         # (the site will not build while one is left).\n";

/// Keys whose text was written for the model page and must be rewritten.
const REWRITE: &[&str] =
    &["title", "description", "eyebrow", "lead", "intro", "paragraphs", "text", "badges", "bullets", "service"];
/// Keys that name shared lists: kept as in the model, which exist, so the page loads.
const REFERENCES: &[&str] = &["list", "guide", "resources", "rotation", "area_lists"];

/// `Red Deer` -> `red-deer`, `Trois-Rivières` -> `trois-rivieres` (accents folded, so a French
/// name gives the address people type).
pub fn slugify(name: &str) -> String {
    let mut out = String::new();
    let fold = |c: char| match c {
        'à' | 'â' | 'ä' | 'á' | 'À' | 'Â' | 'Ä' | 'Á' => 'a',
        'é' | 'è' | 'ê' | 'ë' | 'É' | 'È' | 'Ê' | 'Ë' => 'e',
        'î' | 'ï' | 'í' | 'Î' | 'Ï' | 'Í' => 'i',
        'ô' | 'ö' | 'ó' | 'Ô' | 'Ö' | 'Ó' => 'o',
        'ù' | 'û' | 'ü' | 'ú' | 'Ù' | 'Û' | 'Ü' | 'Ú' => 'u',
        'ç' | 'Ç' => 'c',
        'ÿ' => 'y',
        other => other,
    };
    for c in name.trim().chars().map(fold) {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_owned()
}

/// `furnace-repair` -> `Furnace Repair`.
pub fn title_case(slug: &str) -> String {
    slug.split('-')
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut c = w.chars();
            c.next().map(|f| f.to_uppercase().chain(c).collect::<String>()).unwrap_or_default()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn cities(content: &Path) -> Result<Vec<City>, ScaffoldError> {
    let p = content.join("data/cities.yaml");
    // A city added by `sitegen new city` still carries its `# TODO` notes: the list is usable.
    match read_file::<Vec<City>>(&p, Path::new("content/data/cities.yaml")) {
        (Some(cities), _) => Ok(cities),
        (None, found) => Err(ScaffoldError::Cities(Diagnostics(found).to_string().trim_end().to_owned())),
    }
}

/// Where a link to a page that does not exist yet leads meanwhile: the site's own call to action
/// (`header_action` in site.yaml, the quote page on most sites), else the home page.
fn waiting_route(content: &Path) -> String {
    let site = read_file::<crate::raw::SiteConfig>(&content.join("site.yaml"), Path::new("content/site.yaml")).0;
    site.and_then(|s| s.header_action.href.internal_path().map(str::to_owned)).unwrap_or_else(|| "/".to_owned())
}

fn route_taken(content: &Path, rel: &str) -> Option<PathBuf> {
    let pages = content.join("pages");
    [format!("{rel}.yaml"), format!("{rel}/index.yaml")].into_iter().map(|p| pages.join(p)).find(|p| p.exists())
}

/// A new city landing page, `content/pages/<slug>.yaml`, plus the city's entry in `data/cities.yaml`.
///
/// The model is the page of the city `like` (a slug) when given, else the shortest city page that
/// links to service pages of its own: a small, complete example is the quickest to rewrite.
pub fn new_city(content: &Path, name: &str, like: Option<&str>) -> Result<Scaffold, ScaffoldError> {
    let slug = slugify(name);
    if slug.is_empty() {
        return Err(ScaffoldError::NoLetters { given: name.to_owned(), expected: "a city name, e.g. Airdrie" });
    }
    if let Some(existing) = route_taken(content, &slug) {
        return Err(ScaffoldError::RouteTaken { route: format!("/{slug}"), existing: shown(content, &existing) });
    }
    let cities = cities(content)?;
    if let Some(like) = like
        && !cities.iter().any(|c| c.slug.as_str() == like && route_taken(content, like).is_some())
    {
        let slugs: Vec<&str> = cities.iter().map(|c| c.slug.as_str()).collect();
        let hint = crate::suggest::closest(like, &slugs).map(|b| format!(", did you mean `{b}`?")).unwrap_or_default();
        return Err(ScaffoldError::UnknownCity { city: like.to_owned(), hint, known: slugs.join(", ") });
    }
    let pages = cities
        .iter()
        .filter(|c| c.slug.as_str() != slug && like.is_none_or(|l| c.slug.as_str() == l))
        .filter_map(|c| route_taken(content, c.slug.as_str()).map(|p| (c, p)));
    let model = pages
        .filter_map(|(c, p)| {
            let text = fs::read_to_string(&p).ok()?;
            let own_services = text.lines().any(|l| links_to_prefix(l, &format!("/{}/", c.slug.as_str())));
            // Pages with their own service links first, then the shortest.
            Some(((!own_services, text.lines().count()), c, p))
        })
        .min_by_key(|(rank, _, _)| *rank)
        .map(|(_, c, p)| (c, p))
        .ok_or(ScaffoldError::NoModel { kind: "city", expected: "content/pages/<city>.yaml with `city:`" })?;
    let (model_city, model_path) = model;
    let text = read_text(content, &model_path)?;
    let rel = PathBuf::from(format!("pages/{slug}.yaml"));
    let names = [(model_city.name.as_str(), name.trim()), (model_city.slug.as_str(), slug.as_str())];
    let page = adapt(
        content,
        &text,
        &rel,
        &names,
        (Some(model_city.slug.as_str()), slug.as_str()),
        &format!("sitegen new city {name}"),
        &shown(content, &model_path),
    );
    let page = reviews_fallback(content, &page, name.trim(), &slug);
    let mut scaffold = Scaffold {
        create: vec![(rel, page)],
        model: model_path.clone(),
        route: format!("/{slug}"),
        ..Scaffold::default()
    };
    if !cities.iter().any(|c| c.slug.as_str() == slug) {
        let q = |s: &str| serde_json::to_string(s).unwrap_or_default();
        let m = model_city;
        let entry = format!(
            "- slug: {slug}\n  name: {}\n  href: /{slug}\n  blurb: {}  # TODO: one line about {name}\n  image: {{ src: {}, alt: {} }}  # TODO: a photo of {name} in content/images/cities/ and what it shows\n  tags: [{}]  # TODO: the services offered in {name}\n",
            q(name.trim()),
            q(&m.blurb),
            m.image.src.value,
            q(m.image.alt_text()),
            m.tags.iter().map(|t| q(t)).collect::<Vec<_>>().join(", "),
            name = name.trim(),
        );
        scaffold.append.push((PathBuf::from("data/cities.yaml"), entry));
    }
    scaffold.advice = city_lists_advice(content, name.trim(), &slug);
    Ok(scaffold)
}

/// A new city has no reviews yet: a testimonials section of its own city (`city:`) would be empty
/// and refuse to build, so it gets a `title_when_few:` (others shown under a title that says so),
/// marked TODO until the city's own reviews are in data/testimonials.yaml.
fn reviews_fallback(content: &Path, page: &str, name: &str, slug: &str) -> String {
    let reviews = read_file::<Vec<crate::raw::Testimonial>>(
        &content.join("data/testimonials.yaml"),
        Path::new("content/data/testimonials.yaml"),
    )
    .0
    .unwrap_or_default();
    if reviews.iter().any(|t| t.city.as_ref().is_some_and(|c| c.value.as_str() == slug)) {
        return page.to_owned();
    }
    let region = read_file::<crate::raw::SiteConfig>(&content.join("site.yaml"), Path::new("content/site.yaml"))
        .0
        .map(|s| s.address.region_name.to_string())
        .unwrap_or_else(|| "the Region".to_owned());
    let indent = |l: &str| l.len() - l.trim_start().len();
    let lines: Vec<&str> = page.lines().collect();
    let mut out: Vec<String> = Vec::with_capacity(lines.len() + 1);
    let mut i = 0;
    while i < lines.len() {
        out.push(lines[i].to_owned());
        if lines[i].trim_start() == "- testimonials:" {
            let start = indent(lines[i]);
            let end = (i + 1..lines.len())
                .find(|&j| !lines[j].trim().is_empty() && indent(lines[j]) <= start)
                .unwrap_or(lines.len());
            let block = &lines[i + 1..end];
            let city = block.iter().position(|l| l.trim_start().starts_with(&format!("city: {slug}")));
            let has_fallback = block.iter().any(|l| l.trim_start().starts_with("title_when_few:"));
            if let (Some(at), false) = (city, has_fallback) {
                let field = " ".repeat(indent(block[at]));
                out.extend(block[..=at].iter().map(|l| (*l).to_owned()));
                out.push(format!(
                    "{field}title_when_few: What Customers Across {region} Say  # TODO: no review names {name} yet: \
                     add {name}'s reviews to content/data/testimonials.yaml with `city: {slug}`; until there are \
                     three, others are shown under this title"
                ));
                out.extend(block[at + 1..].iter().map(|l| (*l).to_owned()));
                i = end;
                continue;
            }
        }
        i += 1;
    }
    out.join("\n") + "\n"
}

/// Where the content lists cities by hand (the footer of `site.yaml`, the quote form's menu in
/// `data/quote-form.yaml`) and lacks this one: those lists are chosen by the business, so the tool
/// says what to add rather than adding it.
fn city_lists_advice(content: &Path, name: &str, slug: &str) -> Vec<String> {
    let mut out = Vec::new();
    if let Ok(text) = fs::read_to_string(content.join("site.yaml")) {
        // The line of `  key:` inside the top-level `section:`.
        let line_of = |section: &str, key: &str| {
            let top = text.lines().position(|l| l.starts_with(section))?;
            let inside =
                text.lines().enumerate().skip(top + 1).take_while(|(_, l)| l.is_empty() || l.starts_with([' ', '#']));
            inside.filter(|(_, l)| l.trim_start().starts_with(key)).map(|(i, _)| i + 1).next()
        };
        let footer_has = text.lines().any(|l| links_to(l, &format!("/{slug}")));
        if let (false, Some(line)) = (footer_has, line_of("footer:", "service_areas:")) {
            out.push(format!(
                "content/site.yaml:{line}: to list {name} in the footer, add `- {{ label: {name}, href: /{slug} }}` under `service_areas:`"
            ));
        }
    }
    if let Ok(text) = fs::read_to_string(content.join("data/quote-form.yaml"))
        && let Some(line) = text.lines().position(|l| l.starts_with("cities:")).map(|i| i + 1)
        && !text.lines().nth(line - 1).is_some_and(|l| l.contains(name))
    {
        out.push(format!(
            "content/data/quote-form.yaml:{line}: to offer {name} in the quote form's city menu, add `{name}` to `cities:`"
        ));
    }
    out
}

/// Whether a YAML line has `href: ` followed by a link starting with `prefix`.
fn links_to_prefix(line: &str, prefix: &str) -> bool {
    line.split("href: ").skip(1).any(|rest| rest.starts_with(prefix))
}

/// Whether a YAML line has `href: TARGET` (block or inline style).
fn links_to(line: &str, target: &str) -> bool {
    line.split("href: ").skip(1).any(|rest| rest.split([' ', ',', '}', '#', '?']).next() == Some(target))
}

/// The city page's text with a link to `route` added: a `# TODO: link ROUTE once it exists` left by
/// `sitegen new city` is fulfilled, or else the last card that links to one of the city's service
/// pages is copied for the new one. `None` when the page links to `route` already or has no such card.
fn link_from_hub(hub: &str, city: &str, route: &str, title: &str, waiting: &str) -> Option<String> {
    let mut lines: Vec<String> = hub.lines().map(str::to_owned).collect();
    let note = format!("# TODO: link {route} once it exists");
    if let Some(i) = lines.iter().position(|l| l.contains(&note)) {
        let line = &lines[i];
        let cut = line.find(&note).unwrap_or(line.len());
        lines[i] = line[..cut].trim_end().replacen(&format!("href: {waiting}"), &format!("href: {route}"), 1);
        return Some(lines.join("\n") + "\n");
    }
    if lines.iter().any(|l| links_to(l, route)) {
        return None;
    }
    let indent = |l: &str| l.len() - l.trim_start().len();
    // The last list item that links to a page of this city.
    let prefix = format!("href: /{city}/");
    let at = lines.iter().rposition(|l| l.contains(&prefix))?;
    let start =
        (0..=at).rev().find(|&i| lines[i].trim_start().starts_with("- ") && indent(&lines[i]) <= indent(&lines[at]))?;
    let dash = indent(&lines[start]);
    let end = (start + 1..lines.len())
        .find(|&i| !lines[i].trim().is_empty() && indent(&lines[i]) <= dash)
        .unwrap_or(lines.len());
    let mut card: Vec<String> = Vec::new();
    for line in &lines[start..end] {
        let mut new = line.clone();
        if let Some(h) = new.find(&prefix) {
            let from = h + "href: ".len();
            let to = new[from..].find([' ', ',', '}', '#', '?']).map(|e| from + e).unwrap_or(new.len());
            new.replace_range(from..to, route);
        }
        let key = new.trim_start().trim_start_matches("- ").split(':').next().unwrap_or("").trim().to_owned();
        if key == "title" && !new.contains('{') {
            let colon = new.find("title:").unwrap_or(0) + "title:".len();
            new = format!("{} {title}", &new[..colon]);
        } else if new.contains('{') || REWRITE.contains(&key.as_str()) || key == "icon" {
            new.push_str("  # TODO: rewrite for this page");
        }
        card.push(new);
    }
    lines.splice(end..end, card);
    Some(lines.join("\n") + "\n")
}

/// A page `sitegen new service` may copy: its rank (unfinished last, then nearest), its file, its
/// city (None for a service page of no city) and its `service:`.
type Candidate = ((bool, u8), PathBuf, Option<String>, String);

/// A new service page, `content/pages/<city>/<service>.yaml`, copied from the same service in
/// another city, or else from another service page of the same city.
pub fn new_service(content: &Path, city: &str, service: &str) -> Result<Scaffold, ScaffoldError> {
    let cities = cities(content)?;
    let slugs: Vec<&str> = cities.iter().map(|c| c.slug.as_str()).collect();
    let Some(target) = cities.iter().find(|c| c.slug.as_str() == city) else {
        let hint = crate::suggest::closest(city, &slugs).map(|b| format!(", did you mean `{b}`?")).unwrap_or_default();
        return Err(ScaffoldError::UnknownCity { city: city.to_owned(), hint, known: slugs.join(", ") });
    };
    let service_slug = slugify(service);
    if service_slug.is_empty() {
        return Err(ScaffoldError::NoLetters { given: service.to_owned(), expected: "e.g. furnace-repair" });
    }
    let route_rel = format!("{city}/{service_slug}");
    if let Some(existing) = route_taken(content, &route_rel) {
        return Err(ScaffoldError::RouteTaken { route: format!("/{route_rel}"), existing: shown(content, &existing) });
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
        // A page still being written (its `# TODO` notes) is a model only when there is no other.
        let unfinished = text.contains("  # TODO: ");
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
        let Ok(entries) = fs::read_dir(content.join("pages").join(c.slug.as_str())) else { continue };
        for e in entries.flatten() {
            consider(e.path(), Some(c.slug.as_str()));
        }
    }
    if let Ok(entries) = fs::read_dir(content.join("pages")) {
        for e in entries.flatten() {
            consider(e.path(), None);
        }
    }
    candidates.sort();
    let ((_, rank), model_path, model_city_slug, model_service) =
        candidates.into_iter().next().ok_or(ScaffoldError::NoModel {
            kind: "service",
            expected: "a page with `service:`, at content/pages/<service>.yaml or content/pages/<city>/<service>.yaml",
        })?;
    let model_city = model_city_slug.as_deref().and_then(|m| cities.iter().find(|c| c.slug.as_str() == m));
    let model_stem = model_path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let same_service = rank <= 1;
    let service_name =
        if same_service { unquoted(&model_service) } else { service_title(content, service, &service_slug) };
    let mut names: Vec<(String, String)> = Vec::new();
    if !same_service {
        let model_name = unquoted(&model_service);
        names.push((model_name.clone(), service_name.clone()));
        names.push((model_name.to_lowercase(), service_name.to_lowercase()));
        names.push((model_stem.clone(), service_slug.clone()));
    }
    if let Some(m) = model_city {
        names.push((m.name.to_string(), target.name.to_string()));
        names.push((m.slug.to_string(), city.to_owned()));
    }
    let names: Vec<(&str, &str)> = names.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let text = read_text(content, &model_path)?;
    let rel = PathBuf::from(format!("pages/{route_rel}.yaml"));
    let mut page = adapt(
        content,
        &text,
        &rel,
        &names,
        (model_city.map(|c| c.slug.as_str()), city),
        &format!("sitegen new service {city} {service}"),
        &shown(content, &model_path),
    );
    if model_city.is_none() {
        page = with_city(&page, city);
    }
    let route = format!("/{route_rel}");
    let mut scaffold = Scaffold { create: vec![(rel, page)], model: model_path, ..Scaffold::default() };
    if let Some(hub_path) = route_taken(content, city) {
        let hub = read_text(content, &hub_path)?;
        let hub_rel = hub_path.strip_prefix(content).unwrap_or(&hub_path).to_path_buf();
        match link_from_hub(&hub, city, &route, &service_name, &waiting_route(content)) {
            Some(text) => scaffold.rewrite.push((hub_rel, text)),
            None if !hub.lines().any(|l| links_to(l, &route)) => scaffold.advice.push(format!(
                "{}:1: nothing on the {} page links to {route} yet: add a card or a link to it",
                shown(content, &hub_path),
                target.name
            )),
            None => {}
        }
    }
    scaffold.route = route;
    Ok(scaffold)
}

/// The new service's name: the words given when they are words (`"Génératrices"`, accents and
/// all), else made from the address (`furnace-repair`): in title case in English, as a sentence
/// in French ("Mise à niveau de panneau"), as each language writes its headings.
fn service_title(content: &Path, given: &str, slug: &str) -> String {
    let given = given.trim();
    if given != slug {
        let mut c = given.chars();
        return c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default();
    }
    let site = read_file::<crate::raw::SiteConfig>(&content.join("site.yaml"), Path::new("content/site.yaml")).0;
    let first = site.and_then(|s| s.language.or_else(|| s.languages.and_then(|l| l.value.first().copied())));
    if first == Some(crate::wording::Language::FrCa) {
        let mut c = slug.split('-').filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" ").chars().collect::<Vec<_>>();
        if let Some(f) = c.first_mut() {
            *f = f.to_ascii_uppercase();
        }
        return c.into_iter().collect();
    }
    title_case(slug)
}

/// A YAML scalar as written after its key, without the quotes `sitegen init` puts around it.
fn unquoted(value: &str) -> String {
    let v = value.trim();
    v.strip_prefix('"').and_then(|v| v.strip_suffix('"')).unwrap_or(v).to_owned()
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

/// Writes a scaffold; returns what was there before so the caller can undo it.
pub fn apply(content: &Path, scaffold: &Scaffold) -> std::io::Result<Vec<(PathBuf, Option<String>)>> {
    let mut undo = Vec::new();
    for (rel, text) in &scaffold.create {
        let path = content.join(rel);
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir)?;
        }
        // `create_new` refuses to overwrite, even if the file appeared since the check.
        use std::io::Write;
        fs::OpenOptions::new().write(true).create_new(true).open(&path)?.write_all(text.as_bytes())?;
        undo.push((path, None));
    }
    for (rel, text) in &scaffold.rewrite {
        let path = content.join(rel);
        let before = fs::read_to_string(&path)?;
        sitegen_atomic::write(&path, text.as_bytes(), Durability::Synced)?;
        undo.push((path, Some(before)));
    }
    for (rel, text) in &scaffold.append {
        let path = content.join(rel);
        let before = fs::read_to_string(&path)?;
        let sep = if before.ends_with('\n') || before.is_empty() { "" } else { "\n" };
        sitegen_atomic::write(&path, format!("{before}{sep}{text}").as_bytes(), Durability::Synced)?;
        undo.push((path, Some(before)));
    }
    Ok(undo)
}

/// Puts files back as they were before [`apply`].
pub fn undo(undo: &[(PathBuf, Option<String>)]) {
    for (path, before) in undo {
        let _ = match before {
            Some(text) => sitegen_atomic::write(path, text.as_bytes(), Durability::Synced),
            None => fs::remove_file(path),
        };
    }
}

fn shown(content: &Path, p: &Path) -> String {
    let root = content.parent().unwrap_or(content);
    p.strip_prefix(root).unwrap_or(p).display().to_string()
}

/// The value of a top-level `key: value` line.
fn top_level(text: &str, key: &str) -> Option<String> {
    let prefix = format!("{key}:");
    text.lines().find_map(|l| l.strip_prefix(&prefix)).map(|v| v.split(" #").next().unwrap_or(v).trim().to_owned())
}

/// The model's text for the new page: names replaced, links to pages that do not exist sent to
/// the site's call to action meanwhile, lines written for the model marked `# TODO:`.
///
/// `city` is the model's city slug (`None` for a service page of no city, as `sitegen init` writes
/// them) and the new page's.
fn adapt(
    content: &Path,
    text: &str,
    rel: &Path,
    names: &[(&str, &str)],
    city: (Option<&str>, &str),
    command: &str,
    model: &str,
) -> String {
    let waiting = waiting_route(content);
    let (old_city, new_city) = city;
    let mut out = String::new();
    if let Some(line) = modeline(rel) {
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str(&format!("# Made by `{command}` from {model}.\n{TODO_NOTE}"));
    for line in text.lines() {
        // A model made by `sitegen new` and not finished yet: its notes are said once, not twice.
        if line.starts_with(crate::schema::MODELINE_PREFIX)
            || line.starts_with("# Made by `sitegen new ")
            || TODO_NOTE.lines().any(|n| n == line)
        {
            continue;
        }
        let line = line.split("  # TODO: ").next().unwrap_or(line);
        let key = line.trim_start().trim_start_matches("- ").split(':').next().unwrap_or("").trim();
        let is_key = line.trim_start().trim_start_matches("- ").contains(':') && !key.contains(' ') && !key.is_empty();
        // `show: [plan, ...]` names plans of data/plans.yaml; `show: featured` is no reference.
        let names_plans = key == "show" && line.split_once(':').is_some_and(|(_, v)| v.trim_start().starts_with('['));
        if is_key && (REFERENCES.contains(&key) || names_plans) {
            out.push_str(line);
            let whose = old_city.map_or_else(|| "the model page's".to_owned(), |c| format!("{c}'s"));
            out.push_str(&format!("  # TODO: a shared list from content/data; this one is {whose}\n"));
            continue;
        }
        // A photo shows the model's city: kept as it is (renaming it would name a file that does
        // not exist, and alt text that describes another place), marked to replace.
        if is_key && key == "image" {
            let (old, new) = names.first().copied().unwrap_or(("", ""));
            out.push_str(line);
            out.push_str(&format!("  # TODO: a picture of {new} and what it shows; this one is {old}'s\n"));
            continue;
        }
        let mut new = line.to_owned();
        for (from, to) in names {
            new = new.replace(from, to);
        }
        let mut todo = None;
        // Links to pages of the new city that do not exist yet lead to the call to action for now.
        if let Some(i) = new.find(&format!("href: /{new_city}/")) {
            let start = i + "href: ".len();
            let end = new[start..].find([' ', ',', '}', '?', '#']).map(|e| start + e).unwrap_or(new.len());
            let target = new[start..end].to_owned();
            if route_taken(content, target.trim_start_matches('/')).is_none() && !same_route(rel, &target) {
                new.replace_range(start..end, &waiting);
                let parts: Vec<&str> = target.trim_start_matches('/').splitn(2, '/').collect();
                todo = Some(format!(
                    "  # TODO: link {target} once it exists (sitegen new service {} {})",
                    parts.first().unwrap_or(&""),
                    parts.get(1).unwrap_or(&"")
                ));
            }
        }
        if todo.is_none() && is_key && REWRITE.contains(&key) {
            todo = Some("  # TODO: rewrite for this page".to_owned());
        }
        out.push_str(&new);
        if let Some(t) = todo {
            out.push_str(&t);
        }
        out.push('\n');
    }
    out
}

fn same_route(rel: &Path, target: &str) -> bool {
    let r = rel.to_string_lossy().replace('\\', "/");
    r.strip_prefix("pages").and_then(|r| r.strip_suffix(".yaml")) == Some(target)
}
