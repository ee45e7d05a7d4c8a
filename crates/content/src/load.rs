//! Reading `content/`: every file parsed into its type, every failure turned into a diagnostic.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::de::DeserializeOwned;
use serde_saphyr::{Budget, DuplicateKeyPolicy, Options};

use crate::model::Data;
use crate::parse_cache::{self, ParseCache};
use crate::raw::{PageFile, QuoteFormContent, Redirect, SiteConfig};
use crate::{Diagnostic, Diagnostics, Pos, Route, source};

/// Larger files are refused before parsing: no real page is near this, and it bounds memory.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;
/// Deeper nesting is refused: real content nests about 8 levels.
pub const MAX_DEPTH: usize = 64;

/// Everything read from `content/`, before cross-file checks. The data files need no resolving
/// (they refer to nothing), so they are loaded straight into the model's shared [`Data`].
#[derive(Debug)]
pub struct LoadedContent {
    pub config: SiteConfig,
    /// `data/quote-form.yaml`: the form's words and choices, resolved with `site.yaml`.
    pub quote_form: QuoteFormContent,
    pub data: Data,
    pub pages: Vec<RawPage>,
    /// Routes of page files that exist but did not parse: they are still pages of the site (a
    /// redirect to one is not a redirect to nowhere), only not checkable this run.
    pub unread_routes: Vec<String>,
    pub redirects: Vec<Redirect>,
    /// The text of `brand.logo`'s file, or why it could not be read; None when no logo is named.
    pub logo: Option<Result<String, String>>,
    /// `words.yaml`: the site's own words of the interface, when it has the file.
    pub words: Option<crate::wording::WordsFile>,
    /// The second language's content, when site.yaml names two (`languages:`).
    pub translations: Vec<LoadedTranslation>,
}

/// A second language's content (`content/fr/`), loaded over the first's.
#[derive(Debug)]
pub struct LoadedTranslation {
    pub language: crate::wording::Language,
    /// `content/fr`, as messages show it.
    pub folder: PathBuf,
    /// site.yaml with the translation's parts (`content/fr/site.yaml`) in place.
    pub config: SiteConfig,
    /// `content/fr/site.yaml`, when the site has one.
    pub overlay: Option<PathBuf>,
    /// The files of `content/fr/data/` and `content/fr/words.yaml` that exist, as messages show them.
    pub own_files: Vec<PathBuf>,
    pub quote_form: QuoteFormContent,
    pub data: Data,
    /// Its pages, at addresses under its folder (`/fr/...`).
    pub pages: Vec<RawPage>,
    pub words: Option<crate::wording::WordsFile>,
}

/// One page file as written, with the route its path gives it.
#[derive(Debug)]
pub struct RawPage {
    pub route: Route,
    /// The file, relative to the site root (`content/pages/calgary.yaml`).
    pub source: PathBuf,
    pub file: PageFile,
    /// The file still holds an `# EXAMPLE:` note from `sitegen init` (seen while it was read, so
    /// the warnings read again only the files that have one).
    pub example_notes: bool,
}

/// The data files and the names pages use to refer to them.
const DATA_FILES: &[&str] = &["testimonials", "cities", "areas", "keyword-guides", "resources", "plans", "quote-form"];

/// Reads and parses the whole content tree. Parsing stops at the first error inside one file, so a
/// run reports at most one parse error per file but covers every file. What did load comes back
/// even when some page files are broken, so the pages that parsed can still be checked in the same
/// run: the content is `Some` whenever `site.yaml` and every data file loaded.
pub fn load_all(content_dir: &Path) -> (Option<LoadedContent>, Diagnostics) {
    load_all_cached(content_dir, None)
}

/// [`load_all`], taking the page files that did not change since the last load from the parse
/// cache in `cache_dir` (and storing the ones parsed now there).
pub fn load_all_cached(content_dir: &Path, cache_dir: Option<&Path>) -> (Option<LoadedContent>, Diagnostics) {
    let root = content_dir.parent().unwrap_or(Path::new(""));
    let display = |p: &Path| p.strip_prefix(root).unwrap_or(p).to_path_buf();
    let mut diags = Diagnostics::default();

    if !content_dir.is_dir() {
        diags.push(Diagnostic::new(
            display(content_dir),
            Pos::default(),
            "content folder not found (expected content/ with site.yaml, data/ and pages/)",
        ));
        return (None, diags);
    }

    let config = load_site(&content_dir.join("site.yaml"), &display, &mut diags);
    let quote_form = load_quote_form(&content_dir.join("data/quote-form.yaml"), &display, &mut diags);
    let (data, data_ok) = load_data(&content_dir.join("data"), &display, &mut diags, Data::default());
    // A second language's folder (`content/fr/`), when site.yaml names two languages.
    let second = config.as_ref().and_then(|c| c.languages.as_ref()).and_then(|l| l.value.get(1).copied());
    let mut trees = vec![(content_dir.join("pages"), String::new())];
    if let Some(language) = second {
        trees.push((content_dir.join(language.folder()).join("pages"), format!("/{}", language.folder())));
    }
    let mut loaded_pages = load_pages(&trees, &display, &mut diags, cache_dir).into_iter();
    let (pages, mut unread_routes) = loaded_pages.next().unwrap_or_default();
    let words_path = content_dir.join("words.yaml");
    let words = load_words(&words_path, &display, &mut diags);
    let redirects_path = content_dir.join("redirects.yaml");
    let redirects = if redirects_path.exists() {
        take(read_file::<Vec<Redirect>>(&redirects_path, &display(&redirects_path)), &mut diags).unwrap_or_default()
    } else {
        Vec::new()
    };
    let mut translations = Vec::new();
    if let (Some(language), Some((pages, unread))) = (second, loaded_pages.next()) {
        unread_routes.extend(unread.iter().cloned());
        let dir = content_dir.join(language.folder());
        if let Some(t) = load_translation(content_dir, &dir, language, &data, pages, &display, &mut diags) {
            translations.push(t);
        }
    }
    let content = match (config, quote_form) {
        (Some(config), Some(quote_form)) if data_ok && translations.len() == usize::from(second.is_some()) => {
            let logo = config.brand.logo.as_ref().map(|l| {
                std::fs::read_to_string(root.join(&l.value)).map_err(|e| match e.kind() {
                    std::io::ErrorKind::NotFound => "there is no such file".to_owned(),
                    std::io::ErrorKind::InvalidData => "it is not a text file".to_owned(),
                    _ => e.to_string(),
                })
            });
            Some(LoadedContent { config, quote_form, data, pages, unread_routes, redirects, logo, words, translations })
        }
        _ => None,
    };
    (content, diags)
}

/// `words.yaml` of a language, when the site has one.
fn load_words(
    path: &Path,
    display: &(dyn Fn(&Path) -> PathBuf + Sync),
    diags: &mut Diagnostics,
) -> Option<crate::wording::WordsFile> {
    if path.exists() { take(read_file::<crate::wording::WordsFile>(path, &display(path)), diags) } else { None }
}

/// A second language's content (`content/fr/`): site.yaml with `content/fr/site.yaml`'s parts in
/// place of its own, the data files with `content/fr/data/`'s in place of the same names, its own
/// words and pages. None (with the problems recorded) when one of its files did not parse.
fn load_translation(
    content_dir: &Path,
    dir: &Path,
    language: crate::wording::Language,
    data: &Data,
    pages: Vec<RawPage>,
    display: &(dyn Fn(&Path) -> PathBuf + Sync),
    diags: &mut Diagnostics,
) -> Option<LoadedTranslation> {
    // The first language's files parse (or the site would not get here); their problems are
    // reported once, by the first language.
    let mut quiet = Diagnostics::default();
    let mut config = load_site(&content_dir.join("site.yaml"), display, &mut quiet)?;
    let overlay_path = dir.join("site.yaml");
    let mut overlay = None;
    if overlay_path.exists() {
        let t = take(read_file::<crate::raw::SiteTranslation>(&overlay_path, &display(&overlay_path)), diags)?;
        let shown = display(&overlay_path);
        for (pos, message) in t.apply(&mut config) {
            diags.push(Diagnostic::new(&shown, pos, message));
        }
        overlay = Some(shown);
    }
    let own_form = dir.join("data/quote-form.yaml");
    let quote_form = if own_form.exists() {
        load_quote_form(&own_form, display, diags)?
    } else {
        load_quote_form(&content_dir.join("data/quote-form.yaml"), display, &mut quiet)?
    };
    let (data, data_ok) = load_data(&dir.join("data"), display, diags, data.clone());
    let words = load_words(&dir.join("words.yaml"), display, diags);
    let mut own_files = Vec::new();
    if let Ok(entries) = fs::read_dir(dir.join("data")) {
        own_files.extend(entries.flatten().map(|e| display(&e.path())));
    }
    if dir.join("words.yaml").exists() {
        own_files.push(display(&dir.join("words.yaml")));
    }
    data_ok.then_some(LoadedTranslation {
        language,
        folder: display(dir),
        config,
        overlay,
        own_files,
        quote_form,
        data,
        pages,
        words,
    })
}

/// The value of a file read, its problems recorded.
fn take<T>((value, found): (Option<T>, Vec<Diagnostic>), diags: &mut Diagnostics) -> Option<T> {
    diags.0.extend(found);
    value
}

/// Loads `site.yaml`, recording what is wrong in it.
pub fn load_site(
    path: &Path,
    display: &(dyn Fn(&Path) -> PathBuf + Sync),
    diags: &mut Diagnostics,
) -> Option<SiteConfig> {
    take(read_file(path, &display(path)), diags)
}

/// Loads `data/quote-form.yaml`, which every site has (its pages link to the form's thank-you and
/// not-connected pages even without a form on them).
pub fn load_quote_form(
    path: &Path,
    display: &(dyn Fn(&Path) -> PathBuf + Sync),
    diags: &mut Diagnostics,
) -> Option<QuoteFormContent> {
    if !path.exists() {
        diags.push(Diagnostic::new(
            display(path),
            Pos::default(),
            "file not found: the quote form's words and choices live here (submit_label, thanks_page, \
             not_connected_page, labels, cities, services, presets, toast; docs/editing-content.md)",
        ));
        return None;
    }
    take(read_file(path, &display(path)), diags)
}

/// The data files, and whether every one of them parsed.
/// `base` holds what a file left out keeps (a second language keeps the first's files it does
/// not replace).
fn load_data(
    dir: &Path,
    display: &(dyn Fn(&Path) -> PathBuf + Sync),
    diags: &mut Diagnostics,
    base: Data,
) -> (Data, bool) {
    let mut data = base;
    let mut parsed = true;
    let load_one = |name: &str| -> Option<PathBuf> {
        let p = dir.join(format!("{name}.yaml"));
        if p.exists() { Some(p) } else { None }
    };
    // Each item is shared by every page that shows it, not copied per page.
    fn shared<T>(items: Vec<T>) -> Vec<Arc<T>> {
        items.into_iter().map(Arc::new).collect()
    }
    fn shared_by_name<T>(named: BTreeMap<String, T>) -> BTreeMap<String, Arc<T>> {
        named.into_iter().map(|(k, v)| (k, Arc::new(v))).collect()
    }
    let read = |name: &str| load_one(name).map(|p| (display(&p), p));
    if let Some((shown, p)) = read("testimonials") {
        let value = take(read_file(&p, &shown), diags);
        parsed &= value.is_some();
        data.testimonials = shared(value.unwrap_or_default());
    }
    if let Some((shown, p)) = read("cities") {
        let value = take(read_file(&p, &shown), diags);
        parsed &= value.is_some();
        data.cities = Arc::new(shared(value.unwrap_or_default()));
    }
    if let Some((shown, p)) = read("areas") {
        let value = take(read_file(&p, &shown), diags);
        parsed &= value.is_some();
        data.areas = shared_by_name(value.unwrap_or_default());
    }
    if let Some((shown, p)) = read("keyword-guides") {
        let value = take(read_file(&p, &shown), diags);
        parsed &= value.is_some();
        data.keyword_guides = shared_by_name(value.unwrap_or_default());
    }
    if let Some((shown, p)) = read("plans") {
        let value = take(read_file(&p, &shown), diags);
        parsed &= value.is_some();
        data.plans = shared_by_name(value.unwrap_or_default());
    }
    if let Some((shown, p)) = read("resources") {
        let value = take(read_file(&p, &shown), diags);
        parsed &= value.is_some();
        data.resources = shared_by_name(value.unwrap_or_default());
    }
    // A file the generator would silently ignore is a mistake an editor should hear about.
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (data, parsed),
        Err(e) => {
            diags.push(Diagnostic::new(display(dir), Pos::default(), format!("cannot read this folder: {e}")));
            return (data, false);
        }
    };
    {
        for entry in entries.flatten() {
            let path = entry.path();
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let is_yaml = path.extension().is_some_and(|e| e == "yaml" || e == "yml");
            if is_yaml && !DATA_FILES.contains(&stem) || path.extension().is_some_and(|e| e == "yml") {
                diags.push(Diagnostic::new(
                    display(&path),
                    Pos::default(),
                    format!(
                        "unknown data file (expected one of {})",
                        DATA_FILES.iter().map(|n| format!("{n}.yaml")).collect::<Vec<_>>().join(", ")
                    ),
                ));
            }
        }
    }
    (data, parsed)
}

/// The pages that parsed, and the routes of the page files that did not.
fn load_pages(
    trees: &[(PathBuf, String)],
    display: &(dyn Fn(&Path) -> PathBuf + Sync),
    diags: &mut Diagnostics,
    cache_dir: Option<&Path>,
) -> Vec<(Vec<RawPage>, Vec<String>)> {
    // One parse cache for every tree: storing it per tree would drop the others' entries.
    let cache = cache_dir.map(ParseCache::open).unwrap_or_default();
    let mut entries = Vec::new();
    let out = trees.iter().map(|(dir, prefix)| load_tree(dir, prefix, display, diags, &cache, &mut entries)).collect();
    cache.store(entries);
    out
}

/// The page files of one tree (`content/pages`, or a second language's, whose routes start with
/// `prefix`).
fn load_tree(
    dir: &Path,
    prefix: &str,
    display: &(dyn Fn(&Path) -> PathBuf + Sync),
    diags: &mut Diagnostics,
    cache: &ParseCache,
    entries: &mut Vec<(parse_cache::Key, Option<Vec<u8>>)>,
) -> (Vec<RawPage>, Vec<String>) {
    let mut files = Vec::new();
    if !prefix.is_empty() && !dir.exists() {
        return (Vec::new(), Vec::new());
    }
    for entry in walkdir::WalkDir::new(dir).sort_by_file_name() {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                let p = e.path().map(display).unwrap_or_else(|| display(dir));
                diags.push(Diagnostic::new(p, Pos::default(), format!("cannot read: {e}")));
                continue;
            }
        };
        let path = entry.path();
        if !entry.file_type().is_file() {
            continue;
        }
        match path.extension().and_then(|e| e.to_str()) {
            Some("yaml") => files.push(path.to_path_buf()),
            Some("yml") => {
                diags.push(Diagnostic::new(display(path), Pos::default(), "page files end in .yaml (rename this file)"))
            }
            _ if path.file_name().is_some_and(|n| n.to_string_lossy().starts_with('.')) => {}
            _ => diags.push(Diagnostic::new(
                display(path),
                Pos::default(),
                format!("not a page: only .yaml files belong in {}", display(dir).display()),
            )),
        }
    }

    use rayon::prelude::*;
    let results: Vec<(Loaded, Vec<Diagnostic>)> =
        files.par_iter().map(|path| load_page_cached(dir, prefix, path, display(path), cache)).collect();
    let mut pages = Vec::with_capacity(results.len());
    let mut unread = Vec::new();
    for (path, (loaded, found)) in files.iter().zip(results) {
        if let Some(key) = loaded.key {
            entries.push((key, loaded.fresh));
        }
        match take((loaded.page, found), diags) {
            Some(page) => pages.push(page),
            None => unread.extend(
                Route::from_page_path(path.strip_prefix(dir).unwrap_or(path)).ok().map(|r| r.under(prefix).to_string()),
            ),
        }
    }
    (pages, unread)
}

/// A page file read through the parse cache: the page, and what the cache needs to know of it
/// (its key if it loaded without a problem, its encoding if it was parsed now).
struct Loaded {
    page: Option<RawPage>,
    key: Option<parse_cache::Key>,
    fresh: Option<Vec<u8>>,
}

/// [`load_page`] through the parse cache.
fn load_page_cached(
    pages_dir: &Path,
    prefix: &str,
    path: &Path,
    shown: PathBuf,
    cache: &ParseCache,
) -> (Loaded, Vec<Diagnostic>) {
    let not_cached = |(page, found)| (Loaded { page, key: None, fresh: None }, found);
    let rel = path.strip_prefix(pages_dir).unwrap_or(path);
    let route = match Route::from_page_path(rel) {
        Ok(r) => r.under(prefix),
        Err(m) => return not_cached((None, vec![Diagnostic::new(&shown, Pos::default(), m)])),
    };
    let bytes = match read_bytes(path) {
        Ok(b) => b,
        Err(message) => return not_cached((None, vec![Diagnostic::new(&shown, Pos::default(), message)])),
    };
    let key = parse_cache::key(&bytes);
    let example_notes = memchr::memmem::find(&bytes, crate::invented::EXAMPLE_MARK.as_bytes()).is_some();
    if let Some(file) = cache.get(&key) {
        let page = RawPage { route, source: shown, file, example_notes };
        return (Loaded { page: Some(page), key: Some(key), fresh: None }, Vec::new());
    }
    match parse_bytes::<PageFile>(&bytes, &shown) {
        (Some(file), found) if found.is_empty() => {
            let fresh = cache.stores().then(|| parse_cache::encode(&file));
            let page = RawPage { route, source: shown, file, example_notes };
            (Loaded { page: Some(page), key: Some(key), fresh }, found)
        }
        (file, found) => not_cached((file.map(|file| RawPage { route, source: shown, file, example_notes }), found)),
    }
}

/// Reads the page file `path` under `pages_dir`; its route comes from the path (under `prefix`,
/// like `/fr`, for a second language's pages), `shown` is the path messages use.
pub fn load_page(pages_dir: &Path, prefix: &str, path: &Path, shown: PathBuf) -> (Option<RawPage>, Vec<Diagnostic>) {
    let (loaded, found) = load_page_cached(pages_dir, prefix, path, shown, &ParseCache::default());
    (loaded.page, found)
}

/// Reads one YAML file into `T`; `shown` is the path used in messages. Every problem comes back,
/// and the value too when the slips found (a `# TODO` note, text cut by ` #`) did not stop the
/// parse, so the rest of the file can still be checked in the same run.
pub fn read_file<T: DeserializeOwned>(path: &Path, shown: &Path) -> (Option<T>, Vec<Diagnostic>) {
    match read_bytes(path) {
        Ok(bytes) => parse_bytes(&bytes, shown),
        Err(message) => (None, vec![Diagnostic::new(shown, Pos::default(), message)]),
    }
}

/// A content file's bytes, unless it is too large to be content or cannot be read.
fn read_bytes(path: &Path) -> Result<Vec<u8>, String> {
    let meta = fs::metadata(path).map_err(|e| format!("cannot read: {e}"))?;
    if meta.len() > MAX_FILE_BYTES {
        return Err(format!(
            "file is {} KiB (expected at most {} KiB: split it into smaller files)",
            meta.len() / 1024,
            MAX_FILE_BYTES / 1024
        ));
    }
    fs::read(path).map_err(|e| format!("cannot read: {e}"))
}

/// Parses a file's bytes into `T`, with every slip found in its text.
fn parse_bytes<T: DeserializeOwned>(bytes: &[u8], shown: &Path) -> (Option<T>, Vec<Diagnostic>) {
    let fail = |pos, message: String| (None, vec![Diagnostic::new(shown, pos, message)]);
    let text = match source::decode(bytes) {
        Ok(t) => t,
        Err((pos, message)) => return fail(pos, message),
    };
    let slips = source::scan(text);
    let mut diags: Vec<Diagnostic> = slips
        .iter()
        .map(|(slip, pos, m)| Diagnostic {
            unfinished: *slip == source::Slip::Todo,
            ..Diagnostic::new(shown, *pos, m.clone())
        })
        .collect();
    match parse_yaml(text) {
        Ok(value) => (Some(value), diags),
        Err((pos, message)) => {
            // A slip found in the text is the cause; the parser's complaint about the same line
            // would only confuse.
            if !slips.iter().any(|(slip, p, _)| {
                matches!(slip, source::Slip::Indentation | source::Slip::CutBraces) || p.line == pos.line
            }) {
                let schema = crate::schema::help::schema_of(shown);
                // The parser stops at the first field missing from the file; say every one.
                let missing = match (message.starts_with("missing field `"), schema) {
                    (true, Some(schema)) => source::missing_top_level(text, schema),
                    _ => Vec::new(),
                };
                if missing.is_empty() {
                    let (pos, message) = source::explain(text, pos, message, schema);
                    diags.push(Diagnostic::new(shown, pos, message));
                } else {
                    diags.extend(missing.into_iter().map(|(pos, message)| Diagnostic::new(shown, pos, message)));
                }
            }
            (None, diags)
        }
    }
}

/// Reads one YAML file into `T`, or every problem found in it.
pub fn load_file<T: DeserializeOwned>(path: &Path, shown: &Path) -> Result<T, Diagnostics> {
    match read_file(path, shown) {
        (Some(value), diags) if diags.is_empty() => Ok(value),
        (_, diags) => Err(Diagnostics(diags)),
    }
}

/// Parses YAML text strictly: `yes`/`no` are strings, not booleans; a key written twice is an error;
/// nesting, aliases and size are bounded so hostile input fails fast instead of exhausting memory.
/// Whether the text of a site.yaml asks for review (`review: true`), read alone: what Publish asks
/// of the published version, which the working tree may already have changed.
pub fn asks_for_review(site_yaml: &str) -> bool {
    #[derive(serde::Deserialize)]
    struct Review {
        #[serde(default)]
        review: bool,
    }
    parse_yaml::<Review>(site_yaml).is_ok_and(|r| r.review)
}

pub fn parse_yaml<T: DeserializeOwned>(text: &str) -> Result<T, (Pos, String)> {
    let mut budget = Budget::default();
    budget.max_depth = MAX_DEPTH;
    budget.max_aliases = 1000;
    let mut options = Options::default();
    options.strict_booleans = true;
    options.duplicate_keys = DuplicateKeyPolicy::Error;
    options.budget = Some(budget);
    serde_saphyr::from_str_with_options::<T>(text, options).map_err(|e| {
        let pos = e.location().map(|l| Pos { line: l.line(), column: l.column() }).unwrap_or_default();
        (pos, clean_message(&e.without_snippet().to_string()))
    })
}

/// The parser appends the position we already print; keep the message, say it in plain words, and
/// add a suggestion when a name is misspelt.
/// The parser's budget errors (`Depth { depth: 65 }`, `Nodes { .. }`, `Aliases { .. }`) in words.
fn budget_message(what: &str) -> String {
    if what.starts_with("Depth") {
        format!(
            "nesting is deeper than {MAX_DEPTH} levels (real content nests about 8): check for runaway indentation or brackets"
        )
    } else if what.starts_with("Alias") || what.starts_with("Anchor") || what.starts_with("Nodes") {
        "anchors and aliases (`&name`, `*name`) expand to far more than any page needs (an alias bomb?): write the values out instead"
            .to_owned()
    } else {
        let kind = what.split([' ', '{']).next().unwrap_or(what);
        format!("the file is too large or complex to read safely ({kind} limit): split it into smaller files")
    }
}

fn clean_message(raw: &str) -> String {
    let first = raw.lines().next().unwrap_or(raw).trim();
    let msg = match first.rfind(" at line ") {
        Some(i) if first[i..].contains("column") => &first[..i],
        _ => first,
    };
    if let Some(what) = msg.strip_prefix("budget breached: ") {
        return budget_message(what);
    }
    if let Some(key) = msg.strip_prefix("duplicate mapping key: ") {
        let key = key.split(',').next().unwrap_or(key);
        return format!("key `{key}` is written twice (expected each key once; remove one of them)");
    }
    for what in ["unknown variant `", "unknown field `"] {
        if let Some(rest) = msg.strip_prefix(what)
            && let Some((name, tail)) = rest.split_once('`')
        {
            let choices: Vec<&str> =
                tail.split_once("expected one of ").map(|(_, l)| l.split(", ").collect()).unwrap_or_default();
            let kind = if what.contains("variant") { variant_kind(&choices) } else { "field" };
            let mut out = format!("unknown {kind} `{name}`");
            if let Some(best) = crate::suggest::closest(name, &choices) {
                out.push_str(&format!(", did you mean `{best}`?"));
            }
            if !choices.is_empty() {
                out.push_str(&format!(" (expected one of: {})", choices.join(", ")));
            }
            return out;
        }
    }
    plain_type_message(msg).unwrap_or_else(|| msg.to_owned())
}

/// What a list of enum variants names, for "unknown section type `faqs`" rather than "unknown variant".
fn variant_kind(choices: &[&str]) -> &'static str {
    if choices == crate::raw::Section::KINDS {
        "section type"
    } else if choices == crate::raw::Icon::NAMES {
        "icon"
    } else {
        "value"
    }
}

/// serde's "invalid type: sequence, expected a string" in the words an editor uses.
fn plain_type_message(msg: &str) -> Option<String> {
    match msg {
        "expected sequence start" => {
            return Some(
                "wrong kind of value: expected a list (lines starting with `- ` under the key, or [a, b]), found a single value"
                    .to_owned(),
            );
        }
        "expected mapping start" => {
            return Some(
                "wrong kind of value: expected a group of `key: value` lines under the key, found a single value"
                    .to_owned(),
            );
        }
        _ => {}
    }
    if let Some(what) = msg.strip_prefix("expected ").and_then(|m| m.strip_suffix(" scalar")) {
        let what = if what == "string" { "text" } else { what };
        return Some(format!(
            "wrong kind of value: expected {what} on this line, found a list or a group of lines (write the value after the colon)"
        ));
    }
    let rest = msg.strip_prefix("invalid type: ")?;
    let (found, expected) = rest.split_once(", expected ")?;
    let word = |t: &str| -> String {
        let t = t.trim();
        if t.starts_with("sequence") || t.contains("sequence") || t.starts_with("a sequence") {
            "a list (lines starting with `- `)".to_owned()
        } else if t.starts_with("map") || t.contains("struct") || t.contains("map") {
            "a group of `key: value` lines".to_owned()
        } else if t.starts_with("string") || t.contains("a string") {
            "text".to_owned()
        } else if t.contains("integer")
            || t.contains("u32")
            || t.contains("u8")
            || t.contains("usize")
            || t.contains("i64")
        {
            "a whole number".to_owned()
        } else if t.contains("bool") {
            "true or false".to_owned()
        } else {
            t.to_owned()
        }
    };
    Some(format!("wrong kind of value: found {}, expected {}", word(found), word(expected)))
}
