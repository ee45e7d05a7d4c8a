//! Reading `content/`: every file parsed into its type, every failure turned into a diagnostic.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::de::DeserializeOwned;
use serde_saphyr::{Budget, DuplicateKeyPolicy, Options};

use crate::model::Data;
use crate::raw::{PageFile, Redirect, SiteConfig};
use crate::{Diagnostic, Diagnostics, Pos, Route};

/// Larger files are refused before parsing: no real page is near this, and it bounds memory.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;
/// Deeper nesting is refused: real content nests about 8 levels.
pub const MAX_DEPTH: usize = 64;

/// Everything read from `content/`, before cross-file checks. The data files need no resolving
/// (they refer to nothing), so they are loaded straight into the model's shared [`Data`].
#[derive(Debug)]
pub struct LoadedContent {
    pub config: SiteConfig,
    pub data: Data,
    pub pages: Vec<RawPage>,
    pub redirects: Vec<Redirect>,
}

/// One page file as written, with the route its path gives it.
#[derive(Debug)]
pub struct RawPage {
    pub route: Route,
    /// The file, relative to the site root (`content/pages/calgary.yaml`).
    pub source: PathBuf,
    pub file: PageFile,
}

/// The data files and the names pages use to refer to them.
const DATA_FILES: &[&str] = &["testimonials", "cities", "areas", "keyword-guides", "resources"];

/// Reads and parses the whole content tree. Parsing stops at the first error inside one file, so a
/// run reports at most one parse error per file but covers every file. What did load comes back
/// even when some page files are broken, so the pages that parsed can still be checked in the same
/// run: the content is `Some` whenever `site.yaml` and every data file loaded.
pub fn load_all(content_dir: &Path) -> (Option<LoadedContent>, Diagnostics) {
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
    let data = load_data(&content_dir.join("data"), &display, &mut diags);
    let settings_and_data_ok = diags.is_empty();
    let pages = load_pages(&content_dir.join("pages"), &display, &mut diags);
    let redirects_path = content_dir.join("redirects.yaml");
    let redirects = if redirects_path.exists() {
        load_file::<Vec<Redirect>>(&redirects_path, &display(&redirects_path))
            .map_err(|d| diags.push(d))
            .unwrap_or_default()
    } else {
        Vec::new()
    };
    let content =
        config.filter(|_| settings_and_data_ok).map(|config| LoadedContent { config, data, pages, redirects });
    (content, diags)
}

/// Loads `site.yaml`, recording a diagnostic when it fails.
pub fn load_site(
    path: &Path,
    display: &(dyn Fn(&Path) -> PathBuf + Sync),
    diags: &mut Diagnostics,
) -> Option<SiteConfig> {
    load_file(path, &display(path)).map_err(|d| diags.push(d)).ok()
}

fn load_data(dir: &Path, display: &(dyn Fn(&Path) -> PathBuf + Sync), diags: &mut Diagnostics) -> Data {
    let mut data = Data::default();
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
        data.testimonials = shared(load_file(&p, &shown).map_err(|d| diags.push(d)).unwrap_or_default());
    }
    if let Some((shown, p)) = read("cities") {
        data.cities = Arc::new(shared(load_file(&p, &shown).map_err(|d| diags.push(d)).unwrap_or_default()));
    }
    if let Some((shown, p)) = read("areas") {
        data.areas = shared_by_name(load_file(&p, &shown).map_err(|d| diags.push(d)).unwrap_or_default());
    }
    if let Some((shown, p)) = read("keyword-guides") {
        data.keyword_guides = shared_by_name(load_file(&p, &shown).map_err(|d| diags.push(d)).unwrap_or_default());
    }
    if let Some((shown, p)) = read("resources") {
        data.resources = shared_by_name(load_file(&p, &shown).map_err(|d| diags.push(d)).unwrap_or_default());
    }
    // A file the generator would silently ignore is a mistake an editor should hear about.
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return data,
        Err(e) => {
            diags.push(Diagnostic::new(display(dir), Pos::default(), format!("cannot read this folder: {e}")));
            return data;
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
    data
}

fn load_pages(dir: &Path, display: &(dyn Fn(&Path) -> PathBuf + Sync), diags: &mut Diagnostics) -> Vec<RawPage> {
    let mut files = Vec::new();
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
                "not a page: only .yaml files belong in content/pages",
            )),
        }
    }

    use rayon::prelude::*;
    let results: Vec<Result<RawPage, Diagnostic>> =
        files.par_iter().map(|path| load_page(dir, path, display(path))).collect();
    let mut pages = Vec::with_capacity(results.len());
    for r in results {
        match r {
            Ok(p) => pages.push(p),
            Err(d) => diags.push(d),
        }
    }
    pages
}

/// Reads the page file `path` under `pages_dir`; its route comes from the path, `shown` is the path
/// messages use.
pub fn load_page(pages_dir: &Path, path: &Path, shown: PathBuf) -> Result<RawPage, Diagnostic> {
    let rel = path.strip_prefix(pages_dir).unwrap_or(path);
    let route = Route::from_page_path(rel).map_err(|m| Diagnostic::new(&shown, Pos::default(), m))?;
    let file: PageFile = load_file(path, &shown)?;
    Ok(RawPage { route, source: shown, file })
}

/// Reads one YAML file into `T`; `shown` is the path used in the message.
pub fn load_file<T: DeserializeOwned>(path: &Path, shown: &Path) -> Result<T, Diagnostic> {
    let meta = fs::metadata(path).map_err(|e| Diagnostic::new(shown, Pos::default(), format!("cannot read: {e}")))?;
    if meta.len() > MAX_FILE_BYTES {
        return Err(Diagnostic::new(
            shown,
            Pos::default(),
            format!(
                "file is {} KiB (expected at most {} KiB: split it into smaller files)",
                meta.len() / 1024,
                MAX_FILE_BYTES / 1024
            ),
        ));
    }
    let text =
        fs::read_to_string(path).map_err(|e| Diagnostic::new(shown, Pos::default(), format!("cannot read: {e}")))?;
    parse_yaml(&text).map_err(|(pos, message)| Diagnostic::new(shown, pos, message))
}

/// Parses YAML text strictly: `yes`/`no` are strings, not booleans; a key written twice is an error;
/// nesting, aliases and size are bounded so hostile input fails fast instead of exhausting memory.
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
