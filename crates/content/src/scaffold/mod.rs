//! `sitegen new city` and `sitegen new service`: a new page copied from the nearest existing one,
//! the model's city (and service) names replaced, and every line that still describes the model
//! marked: `# TODO:` on a city's page (another city's facts must not publish), `# EXAMPLE:` on a
//! service page of the whole site ([`Notes`]). The text is copied, not regenerated, so comments and
//! layout survive; the lists that name every service (cards, the quote form) get the new one too
//! (`lists`), on both sides of a site in two languages (`side`). The caller validates the whole
//! site afterwards and undoes the change if it does not load.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

use sitegen_atomic::Durability;

use crate::{City, Diagnostics, read_file, schema::modeline};

mod lists;
mod service;
mod side;

pub use service::new_service;
use side::Side;

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
    /// The routes of the pages made in the site's second language, each the new page's translation.
    pub translations: Vec<String>,
    /// How the copied lines are marked.
    pub notes: Notes,
}

/// How a new page marks the lines that still say what its model said.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum Notes {
    /// `# TODO:`: `check` and `build` fail until each is dealt with (a city's page, copied from
    /// another city's, must not publish that city's facts).
    #[default]
    Todo,
    /// `# EXAMPLE:`, as `sitegen init` marks what it invents: `check` names each one as a warning,
    /// `build --strict` refuses them.
    Example,
}

impl Notes {
    /// The note's start, as written after a value.
    pub fn mark(self) -> &'static str {
        match self {
            Notes::Todo => "# TODO: ",
            Notes::Example => "# EXAMPLE: ",
        }
    }

    /// The word the person looks for.
    pub fn word(self) -> &'static str {
        match self {
            Notes::Todo => "TODO",
            Notes::Example => "EXAMPLE",
        }
    }
}

/// Why a new page could not be made; nothing was written.
#[derive(Debug, thiserror::Error)]
pub enum ScaffoldError {
    #[error("`{given}` has no letters to make a web address from (expected {expected})")]
    NoLetters { given: String, expected: &'static str },
    #[error("route {route} already exists ({existing}); nothing was written")]
    RouteTaken { route: String, existing: String },
    #[error(
        "unknown city `{city}`{hint} (expected one of: {known}; add a city first with `sitegen new city NAME`){also}"
    )]
    UnknownCity { city: String, hint: String, known: String, also: String },
    #[error(
        "`{given}` is one of the site's cities: for a service page of {given} alone, give the service's name after it, like `sitegen new service {slug} \"Drain cleaning\"`; for a service page of the whole site, give the service's name alone"
    )]
    IsACity { given: String, slug: String },
    #[error(
        "`{given}` would be the address of the site's {language} pages (/{slug}): choose another name for the service"
    )]
    LanguageFolder { given: String, slug: String, language: &'static str },
    #[error(
        "--translation names the service in the site's second language, but content/site.yaml names one language (`languages: [fr-CA, en-CA]` names two)"
    )]
    OneLanguage,
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

/// What a page marked `# EXAMPLE:` by `sitegen new` says under the line naming its model.
const EXAMPLE_NOTE: &str = "# Lines marked EXAMPLE still say what the model page said, or are examples: `sitegen check` names\n\
                            # each one until you write your own words and delete its note.\n";

/// Keys whose text was written for the model page and must be rewritten.
const REWRITE: &[&str] =
    &["title", "description", "eyebrow", "lead", "intro", "paragraphs", "text", "badges", "bullets", "service"];
/// Keys whose text is sentences: a service's name in them is kept as the model wrote it ("Water
/// heaters replaced" does not become "Camera inspection replaced"), the line marked.
const PROSE: &[&str] = &[
    "description",
    "lead",
    "intro",
    "paragraphs",
    "text",
    "badges",
    "bullets",
    "answer",
    "quote",
    "features",
    "blurb",
];
/// Keys whose value is words a visitor reads.
const TEXT: &[&str] = &[
    "title",
    "description",
    "eyebrow",
    "lead",
    "intro",
    "paragraphs",
    "text",
    "badges",
    "bullets",
    "label",
    "question",
    "answer",
    "alt",
    "name",
    "quote",
    "features",
    "heading",
    "subtitle",
    "caption",
    "placeholder",
    "hint",
    "empty",
    "title_when_few",
    "link",
    "aside",
    "blurb",
    "note",
];
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
    read_cities(&content.join("data/cities.yaml"), Path::new("content/data/cities.yaml"))
}

fn read_cities(path: &Path, shown: &Path) -> Result<Vec<City>, ScaffoldError> {
    // A city added by `sitegen new city` still carries its `# TODO` notes: the list is usable.
    match read_file::<Vec<City>>(path, shown) {
        (Some(cities), _) => Ok(cities),
        (None, found) => Err(ScaffoldError::Cities(Diagnostics(found).to_string().trim_end().to_owned())),
    }
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
        return Err(ScaffoldError::UnknownCity {
            city: like.to_owned(),
            hint,
            known: slugs.join(", "),
            also: String::new(),
        });
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
    let side = side::sides(content).swap_remove(0);
    let whose = format!("{}'s", model_city.slug.as_str());
    let page = adapt(
        &Copying {
            content,
            side: &side,
            rel: &rel,
            route: &format!("/{slug}"),
            names: &names,
            service_names: &[],
            subject: names[0],
            whose: &whose,
            city: Some(slug.as_str()),
            command: &format!("sitegen new city {name}"),
            model: &shown(content, &model_path),
            notes: Notes::Todo,
            shared: None,
            own: &[],
            translation: None,
        },
        &text,
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

/// Writes a scaffold; returns what was there before so the caller can undo it.
/// A failure part way puts back what was already written.
pub fn apply(content: &Path, scaffold: &Scaffold) -> std::io::Result<Vec<(PathBuf, Option<String>)>> {
    let mut done = Vec::new();
    match write_all(content, scaffold, &mut done) {
        Ok(()) => Ok(done),
        Err(e) => {
            undo(&done);
            Err(e)
        }
    }
}

fn write_all(content: &Path, scaffold: &Scaffold, undo: &mut Vec<(PathBuf, Option<String>)>) -> std::io::Result<()> {
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
    Ok(())
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

/// How [`adapt`] copies a model page.
pub(crate) struct Copying<'a> {
    pub content: &'a Path,
    /// The language the new page is in.
    pub side: &'a Side,
    /// The new page's file, relative to `content/`, and its address.
    pub rel: &'a Path,
    pub route: &'a str,
    /// Names replaced on every line: the city's name and address.
    pub names: &'a [(&'a str, &'a str)],
    /// The service's names and address: replaced on every line but sentences, where a name
    /// replaced would say something of another service under the new one's name.
    pub service_names: &'a [(&'a str, &'a str)],
    /// What the page is about, the model's and the new one's (for the notes).
    pub subject: (&'a str, &'a str),
    /// Whose shared lists the model names (`red-deer's`).
    pub whose: &'a str,
    /// The new page's city (`None`: a page of the whole site).
    pub city: Option<&'a str>,
    pub command: &'a str,
    pub model: &'a str,
    pub notes: Notes,
    /// With [`Notes::Example`]: the lines the site's other pages of the kind share ([`normalized`]),
    /// the site's own way of saying things, left unmarked; every other line with words is marked.
    pub shared: Option<&'a HashSet<String>>,
    /// The model's own names, for [`normalized`].
    pub own: &'a [String],
    /// A page of the second language: the first language's page it translates, and the name it
    /// still has in the first language with that language's name, when it is not translated yet.
    pub translation: Option<(&'a str, Option<(&'a str, &'static str)>)>,
}

/// A page's lines as units: one line, or a block scalar's first line with the lines of its text.
fn units(lines: &[&str]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let mut j = i + 1;
        if lists::opens_block(lines[i]) {
            let at = lists::indent(lines[i]);
            while j < lines.len() && (lines[j].trim().is_empty() || lists::indent(lines[j]) > at) {
                j += 1;
            }
            while j > i + 1 && lines[j - 1].trim().is_empty() {
                j -= 1;
            }
        }
        out.push((i, j));
        i = j;
    }
    out
}

/// A unit of a page as any page of its kind writes it: without notes, the page's own names
/// (`own`: its service's name and address) replaced by one mark.
pub(crate) fn normalized(unit: &[&str], own: &[String]) -> String {
    let mut own: Vec<&String> = own.iter().filter(|n| !n.is_empty()).collect();
    own.sort_by_key(|n| std::cmp::Reverse(n.len()));
    unit.iter()
        .map(|l| {
            let mut body = lists::split_note(l).0.trim().to_owned();
            for n in &own {
                body = body.replace(n.as_str(), "\u{1}");
            }
            body
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every unit of a page's text, [`normalized`].
pub(crate) fn normalized_units(text: &str, own: &[String]) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    units(&lines).into_iter().map(|(s, e)| normalized(&lines[s..e], own)).collect()
}

/// Whether a line (without its note) has words a visitor reads.
fn has_text(body: &str) -> bool {
    let t = body.trim_start();
    if t.trim_start_matches("- ").starts_with('{') {
        return TEXT.iter().any(|k| t.contains(&format!("{k}: ")));
    }
    match lists::key_of(body) {
        Some(k) => TEXT.contains(&k) && !lists::value_of(body).is_empty(),
        None => t.strip_prefix("- ").is_some_and(|v| v.chars().any(char::is_alphabetic)),
    }
}

/// The model's text for the new page: names replaced, links to pages that do not exist sent to
/// the language's call to action meanwhile, lines written for the model marked ([`Copying`]).
fn adapt(c: &Copying, text: &str) -> String {
    let waiting = c.side.waiting_route(c.content);
    let mark = c.notes.mark();
    let mut out = String::new();
    if let Some(line) = modeline(c.rel) {
        out.push_str(&line);
        out.push('\n');
    }
    match c.translation {
        Some((first, untranslated)) => {
            let language = side::language_name(c.side.language);
            out.push_str(&format!("# Made by `{}` from {}, as the {language} page of {first}.\n", c.command, c.model));
            if let Some((name, from)) = untranslated {
                out.push_str(&format!(
                    "# Its name is still in {from} (\"{name}\"): the lines marked {} say where to translate it; for an\n\
                     # address in {language}, rename this file and keep `translation:`.\n",
                    c.notes.word()
                ));
            }
        }
        None => out.push_str(&format!("# Made by `{}` from {}.\n", c.command, c.model)),
    }
    out.push_str(match c.notes {
        Notes::Todo => TODO_NOTE,
        Notes::Example => EXAMPLE_NOTE,
    });
    if let Some((first, _)) = c.translation {
        out.push_str(&format!("translation: {first}\n"));
    }
    let lines: Vec<&str> = text.lines().collect();
    let mut header = false;
    for (s, e) in units(&lines) {
        let line = lines[s];
        // A model made by `sitegen new` and not finished yet: its notes are said once, not twice;
        // its `translation:` is its own.
        if line.starts_with(crate::schema::MODELINE_PREFIX) || line.starts_with("translation:") {
            continue;
        }
        if line.starts_with("# Made by `sitegen new ") {
            header = true;
            continue;
        }
        if header && line.starts_with('#') {
            continue;
        }
        header = false;
        let (body, old_note) = match c.notes {
            Notes::Todo => (line.split("  # TODO: ").next().unwrap_or(line), None),
            Notes::Example => lists::split_note(line),
        };
        let key = lists::key_of(body).unwrap_or("");
        let flow = body.trim_start().trim_start_matches("- ").starts_with('{');
        let prose = if flow {
            false
        } else if key.is_empty() {
            true
        } else {
            PROSE.contains(&key)
        };
        let shared = c.shared.is_some_and(|set| set.contains(&normalized(&lines[s..e], c.own)));
        let mut said: Vec<String> = Vec::new();
        // The notes are read by whoever writes this page: in its language.
        let fr = c.side.language == crate::wording::Language::FrCa;
        // `show: [plan, ...]` names plans of data/plans.yaml; `show: featured` is no reference.
        let names_plans = key == "show" && lists::value_of(body).starts_with('[');
        let reference = !key.is_empty() && (REFERENCES.contains(&key) || names_plans);
        let mut new = body.to_owned();
        if reference {
            // Lists shared by name are kept, which exist, so the page loads.
            if !shared {
                said.push(match fr {
                    true => format!("une liste commune de content/data ; celle-ci est celle de {}", c.whose),
                    false => format!("a shared list from content/data; this one is {}", c.whose),
                });
            }
        } else if key == "image" {
            // A photo shows the model's subject: kept as it is (renaming it would name a file that
            // does not exist, and alt text that describes another place), marked to replace.
            if !shared {
                let (old, new) = c.subject;
                said.push(match fr {
                    true => format!("une photo de {new} et ce qu'elle montre ; celle-ci est celle de {old}"),
                    false => format!("a picture of {new} and what it shows; this one is {old}'s"),
                });
            }
        } else {
            if !prose {
                for (from, to) in c.service_names {
                    new = new.replace(from, to);
                }
            }
            for (from, to) in c.names {
                new = new.replace(from, to);
            }
            // Links to pages of the new city that do not exist yet lead to the call to action for now.
            if let Some(city) = c.city
                && let Some(i) = new.find(&format!("href: {}/{city}/", c.side.prefix))
            {
                let start = i + "href: ".len();
                let end = new[start..].find([' ', ',', '}', '?', '#']).map(|e| start + e).unwrap_or(new.len());
                let target = new[start..end].to_owned();
                let inner = c.side.inner(&target).unwrap_or("").to_owned();
                if route_taken(&c.side.dir, &inner).is_none() && target != c.route {
                    new.replace_range(start..end, &waiting);
                    let parts: Vec<&str> = inner.splitn(2, '/').collect();
                    let (city, service) = (parts.first().unwrap_or(&""), parts.get(1).unwrap_or(&""));
                    said.push(match fr {
                        true => {
                            format!("lien vers {target} dès que la page existe (sitegen new service {city} {service})")
                        }
                        false => format!("link {target} once it exists (sitegen new service {city} {service})"),
                    });
                }
            }
            match c.notes {
                Notes::Todo if said.is_empty() && !key.is_empty() && REWRITE.contains(&key) => {
                    said.push(if fr { "à réécrire pour cette page" } else { "rewrite for this page" }.to_owned())
                }
                Notes::Todo => {}
                // Words the site's other pages of the kind do not share were written for the model
                // (but for the new name itself, as a heading).
                Notes::Example
                    if !shared && has_text(body) && lists::unquoted(lists::value_of(&new)) != c.subject.1 =>
                {
                    let (new_name, model) = (&c.subject.1, &c.subject.0);
                    said.push(match (fr, old_note) {
                        (true, Some(n)) => format!("{n} ; copié de la page de {model}"),
                        (true, None) => {
                            format!("ce que vous dites de {new_name}, dans vos mots ; copié de la page de {model}")
                        }
                        (false, Some(n)) => format!("{n}; copied from the page of {model}"),
                        (false, None) => {
                            format!("what you say of {new_name}, in your words; copied from the page of {model}")
                        }
                    })
                }
                Notes::Example => {}
            }
        }
        if let Some((_, Some((name, _)))) = c.translation
            && new.contains(name)
        {
            said.push(format!("translate \"{name}\" into {}", side::language_name(c.side.language)));
        }
        if let Some(n) = old_note
            && !said.is_empty()
            && !said.iter().any(|s| s.starts_with(n))
        {
            said.insert(0, n.to_owned());
        }
        out.push_str(&new);
        match (said.is_empty(), old_note) {
            (false, _) => out.push_str(&format!("  {mark}{}", said.join("; "))),
            (true, Some(n)) => out.push_str(&format!("  {}{n}", Notes::Example.mark())),
            (true, None) => {}
        }
        out.push('\n');
        // The text of a block scalar: names replaced, never a note (a `#` there is a character).
        for l in &lines[s + 1..e] {
            let mut t = (*l).to_owned();
            for (from, to) in c.names {
                t = t.replace(from, to);
            }
            out.push_str(&t);
            out.push('\n');
        }
    }
    out
}
