//! JSON Schema of the content files, derived from the Rust types with `schemars`, so the schema an
//! editor's YAML plug-in checks against can never drift from what the generator accepts.
//!
//! `sitegen schema` writes one schema per kind of file to `content/.schema/` and puts a
//! `# yaml-language-server: $schema=...` line at the top of every YAML file, which VS Code (with the
//! YAML extension) and other editors read to autocomplete fields and flag mistakes while typing.
//! [`plain`] reshapes the derived schema so those editors explain it in plain words, in English;
//! [`schemas_in`] gives them in the site's language ([`overlay`]), as the preview's editor and the
//! files `sitegen schema` writes for a French site read them.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use schemars::{JsonSchema, Schema, SchemaGenerator, generate::SchemaSettings};
use serde_json::{Value, json};

use crate::raw::{
    City, KeywordGuideData, PageFile, Plan, QuoteFormContent, Redirect, Resource, SiteConfig, Testimonial,
};
use crate::wording::Language;
use crate::{Email, EndpointUrl, Href, Located, Phone, Price, Rating, Slug, Words};

/// Folder of the schemas, inside `content/`.
pub const SCHEMA_DIR: &str = ".schema";
/// The first line of every content file starts with this.
pub const MODELINE_PREFIX: &str = "# yaml-language-server: $schema=";

pub mod choices;
pub mod help;
pub mod overlay;
mod plain;

/// One kind of content file: its schema's file name in `content/.schema/`, the schema schemars
/// derives from its type, and the plain title and description an editor shows for the file.
pub struct Kind {
    pub file: &'static str,
    pub generated: Value,
    pub title: &'static str,
    pub description: &'static str,
}

/// Every kind of content file, each listed once.
pub fn kinds() -> Vec<Kind> {
    fn one<T: JsonSchema>(file: &'static str, title: &'static str, description: &'static str) -> Kind {
        Kind { file, generated: generated::<T>(), title, description }
    }
    vec![
        one::<PageFile>(
            "page.schema.json",
            "Page",
            "A page of the site: its title, its description and its sections, top to bottom.",
        ),
        one::<SiteConfig>(
            "site.schema.json",
            "Site settings",
            "Facts used on every page, each written once: the brand, phone number, addresses, hours, menu, footer, where quote requests go and analytics.",
        ),
        one::<crate::raw::SiteTranslation>(
            "site-translation.schema.json",
            "Site settings in the second language",
            "What the site's second language says differently from site.yaml: each part written here replaces the same part on that language's pages; the rest (phone, address, colours, where leads go) is site.yaml's.",
        ),
        one::<Vec<Redirect>>("redirects.schema.json", "Redirects", "Old addresses and the pages they now lead to."),
        one::<Vec<Testimonial>>(
            "testimonials.schema.json",
            "Testimonials",
            "What customers said, shown on the home, city and testimonials pages.",
        ),
        one::<Vec<City>>(
            "cities.schema.json",
            "Cities",
            "The cities the business serves, shown as cards and in the quote form.",
        ),
        one::<BTreeMap<String, Vec<String>>>(
            "areas.schema.json",
            "Area lists",
            "Named lists of neighbourhoods and towns; an areas section shows one by its name.",
        ),
        one::<BTreeMap<String, KeywordGuideData>>(
            "keyword-guides.schema.json",
            "Keyword guides",
            "Named guides of links that take turns on a timer; a keyword guide section shows one by its name.",
        ),
        one::<BTreeMap<String, Vec<Resource>>>(
            "resources.schema.json",
            "Resources",
            "Named sets of articles; a carousel section shows one by its name.",
        ),
        one::<BTreeMap<String, Plan>>(
            "plans.schema.json",
            "Plans",
            "The maintenance plans, each written once by name; a plans section shows them by their names.",
        ),
        one::<crate::wording::WordsSchema>(
            "words.schema.json",
            "The site's own words",
            "The words around the content that this site says its own way: a group, then the word's name and the site's text. Every word left out is the built-in one of the site's language.",
        ),
        one::<QuoteFormContent>(
            "quote-form.schema.json",
            "Quote form",
            "The quote form's words and choices: its button, labels, cities, services, presets and pop-up message.",
        ),
    ]
}

/// Every schema: (file name in `content/.schema/`, the plain schema editors read), in English,
/// the words of the Rust doc comments (what the CLI's own messages quote, [`help`]), each fixed
/// choice with its words ([`choices`]).
pub fn schemas() -> Vec<(&'static str, Value)> {
    kinds()
        .into_iter()
        .map(|k| {
            let mut schema = plain::plain(k.generated, k.title, k.description);
            choices::label(&mut schema);
            (k.file, schema)
        })
        .collect()
}

/// Every schema in `language`: for a language other than English, each title and description
/// that has a translation in its words, and each field its label as `x-label` ([`overlay`]).
/// English is exactly [`schemas`].
pub fn schemas_in(language: Language) -> Vec<(&'static str, Value)> {
    let mut schemas = schemas();
    if let Some(overlay) = overlay::overlay(language) {
        for (_, schema) in &mut schemas {
            overlay.apply(schema);
        }
    }
    schemas
}

/// The site's first language, as `content_dir/site.yaml` names it (`language:`, or the first of
/// `languages:`); English when it names none. Read on its own, so a site.yaml with a mistake
/// elsewhere (which the build reports) still gives its language, from its own line if need be.
pub fn site_language(content_dir: &Path) -> Language {
    #[derive(serde::Deserialize)]
    struct Languages {
        language: Option<String>,
        languages: Option<Vec<String>>,
    }
    let Ok(text) = fs::read_to_string(content_dir.join("site.yaml")) else { return Language::default() };
    let tag = match serde_saphyr::from_str::<Languages>(&text) {
        Ok(l) => l.language.or_else(|| l.languages.and_then(|l| l.into_iter().next())),
        // A top-level `language: fr-CA` or `languages: [fr-CA, en-CA]` line.
        Err(_) => text.lines().find_map(|line| {
            let value = line.strip_prefix("language:").or_else(|| line.strip_prefix("languages:"))?;
            let value = value.split(" #").next()?.trim().trim_start_matches('[');
            Some(value.split(',').next()?.trim().trim_matches(['"', '\'', ']', ' ']).to_owned())
        }),
    };
    tag.and_then(|t| Language::from_tag(&t)).unwrap_or_default()
}

/// The schema `schemars` derives from a type, before [`plain`] reshapes it (its `$defs` name the
/// Rust types).
pub fn generated<T: JsonSchema>() -> Value {
    SchemaGenerator::new(SchemaSettings::draft2020_12()).into_root_schema_for::<T>().to_value()
}

/// The Rust type names in a generated schema, which no title or description may show.
pub use plain::type_names;

/// The schema file for a YAML file, given its path relative to `content/`.
pub fn schema_for(rel: &Path) -> Option<&'static str> {
    let rel = rel.to_string_lossy().replace('\\', "/");
    // A second language's folder (`fr/`) holds the same kinds of files, and its own site.yaml.
    for language in crate::wording::Language::ALL {
        if let Some(inner) = rel.strip_prefix(language.folder()).and_then(|r| r.strip_prefix('/')) {
            return match inner {
                "site.yaml" => Some("site-translation.schema.json"),
                "redirects.yaml" => None,
                other => schema_for(Path::new(other)),
            };
        }
    }
    match rel.as_str() {
        "site.yaml" => Some("site.schema.json"),
        "redirects.yaml" => Some("redirects.schema.json"),
        "words.yaml" => Some("words.schema.json"),
        "data/testimonials.yaml" => Some("testimonials.schema.json"),
        "data/cities.yaml" => Some("cities.schema.json"),
        "data/areas.yaml" => Some("areas.schema.json"),
        "data/keyword-guides.yaml" => Some("keyword-guides.schema.json"),
        "data/resources.yaml" => Some("resources.schema.json"),
        "data/plans.yaml" => Some("plans.schema.json"),
        "data/quote-form.yaml" => Some("quote-form.schema.json"),
        r if r.starts_with("pages/") && r.ends_with(".yaml") => Some("page.schema.json"),
        _ => None,
    }
}

/// The modeline a file at `rel` (relative to `content/`) should start with.
pub fn modeline(rel: &Path) -> Option<String> {
    let schema = schema_for(rel)?;
    let depth = rel.components().count().saturating_sub(1);
    Some(format!("{MODELINE_PREFIX}{}{SCHEMA_DIR}/{schema}", "../".repeat(depth)))
}

/// `text` with its first line set to `line`: an existing modeline is replaced, otherwise one is added.
pub fn with_modeline(text: &str, line: &str) -> String {
    let rest = match text.split_once('\n') {
        Some((first, rest)) if first.starts_with(MODELINE_PREFIX) => rest,
        None if text.starts_with(MODELINE_PREFIX) => "",
        _ => text,
    };
    format!("{line}\n{rest}")
}

/// What `sitegen schema` changed.
#[derive(Debug, Default)]
pub struct SchemaReport {
    pub schemas: Vec<PathBuf>,
    pub files_updated: Vec<PathBuf>,
}

/// Writes `content/.schema/*.json`, in the site's first language ([`site_language`]), and makes
/// every YAML file under `content_dir` point at its schema.
pub fn write_schemas(content_dir: &Path) -> std::io::Result<SchemaReport> {
    let mut report = SchemaReport::default();
    let dir = content_dir.join(SCHEMA_DIR);
    fs::create_dir_all(&dir)?;
    for (name, schema) in schemas_in(site_language(content_dir)) {
        let path = dir.join(name);
        let text = schema_text(&schema);
        if fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            sitegen_atomic::write(&path, text.as_bytes(), sitegen_atomic::Durability::Cache)?;
            report.schemas.push(path);
        }
    }
    for entry in walkdir::WalkDir::new(content_dir).sort_by_file_name() {
        let entry = entry.map_err(std::io::Error::other)?;
        let path = entry.path();
        let Ok(rel) = path.strip_prefix(content_dir) else { continue };
        let Some(line) = modeline(rel) else { continue };
        let text = fs::read_to_string(path)?;
        let updated = with_modeline(&text, &line);
        if updated != text {
            sitegen_atomic::write(path, updated.as_bytes(), sitegen_atomic::Durability::Synced)?;
            report.files_updated.push(path.to_path_buf());
        }
    }
    Ok(report)
}

/// A schema as written to disk: pretty JSON and a final newline.
pub fn schema_text(schema: &serde_json::Value) -> String {
    let mut text = serde_json::to_string_pretty(schema).unwrap_or_default();
    text.push('\n');
    text
}

/// Positions are for diagnostics: the schema is that of the value.
impl<T: JsonSchema> JsonSchema for Located<T> {
    fn inline_schema() -> bool {
        T::inline_schema()
    }
    fn schema_name() -> Cow<'static, str> {
        T::schema_name()
    }
    fn schema_id() -> Cow<'static, str> {
        T::schema_id()
    }
    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        T::json_schema(generator)
    }
}

// The YAML reader takes a number or `true` where text belongs (`value: 2008`), so text types whose
// rule such a value can meet accept it too.
macro_rules! string_schema {
    ($ty:ty, $name:literal, $schema:expr) => {
        impl JsonSchema for $ty {
            fn schema_name() -> Cow<'static, str> {
                $name.into()
            }
            fn json_schema(_: &mut SchemaGenerator) -> Schema {
                Schema::try_from($schema).expect("an object")
            }
        }
    };
}

/// What Rust calls whitespace or a control character, none of which a link, an address or a URL
/// may contain (a JavaScript `\s` differs by a character or two, so the class is spelt out).
const SPACE_OR_CONTROL: &str = r"\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000";

/// Exactly [`Phone::parse`]: 10 digits, or 11 starting with 1, with ` ()+-.` anywhere, and area
/// code and exchange not starting with 0 or 1. `sep` is the punctuation allowed between digits.
fn phone_pattern(sep: &str) -> String {
    let s = format!("[{sep}]*");
    let d = |class: &str| format!("{class}{s}");
    let digits: String =
        ["[2-9]", "[0-9]", "[0-9]", "[2-9]", "[0-9]", "[0-9]", "[0-9]", "[0-9]", "[0-9]", "[0-9]"].map(d).concat();
    format!("{s}(?:1{s})?{digits}")
}

/// Exactly [`Email::parse`].
const EMAIL: &str = r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-][A-Za-z0-9.-]*\.[A-Za-z0-9.-]*[A-Za-z0-9-]";

/// Exactly [`Href::parse`].
fn href_pattern() -> String {
    let c = format!("[^{SPACE_OR_CONTROL}]");
    let path_start = format!("[^/\\\\{SPACE_OR_CONTROL}]");
    let host = format!("[^/?#@{SPACE_OR_CONTROL}]*");
    let phone = phone_pattern("()+.\\-");
    format!(
        "^(?:/(?:{path_start}{c}*)?|#{c}+|https://{host}\\.{host}(?:[/?#]{c}*)?|mailto:{EMAIL}(?:\\?{c}*)?|tel:{phone})$"
    )
}

/// [`EndpointUrl::parse`]: https:// and a host name, or http(s) to this computer; a port; no
/// `user@`, no `#fragment`.
fn endpoint_pattern() -> String {
    let c = format!("[^#{SPACE_OR_CONTROL}]");
    let named = r"[A-Za-z0-9][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)*\.[A-Za-z0-9-]*[A-Za-z0-9]";
    let local = r"(?:localhost|127\.0\.0\.1|\[::1\])";
    let port = r"(?::\+?0*(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?";
    format!("^(?:https://(?:{named}|{local})|http://{local}){port}(?:[/?]{c}*)?$")
}

string_schema!(
    Href,
    "Href",
    json!({
        "type": "string",
        "description": "A link: a page of this site like /lakeview, an #anchor on the page, an https:// address, mailto: and an e-mail address, or tel: and a phone number.",
        "pattern": href_pattern(),
        "errorMessage": "Write a link without spaces: a page of this site like /lakeview, an #anchor, an https:// address, mailto:name@example.ca or tel: and the phone number's digits.",
    })
);
string_schema!(
    Slug,
    "Slug",
    json!({
        "type": ["string", "integer", "boolean"],
        "minimum": 0,
        "description": "A short name in lower-case words joined by hyphens, like roof-repair.",
        "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
        "errorMessage": "Write lower-case words joined by hyphens, like roof-repair (no spaces or capitals).",
    })
);
string_schema!(
    Phone,
    "Phone",
    json!({
        "type": ["string", "integer"],
        "minimum": 2_000_000_000_u64,
        "maximum": 19_999_999_999_u64,
        "description": "A 10-digit Canadian phone number, like (555) 555-0142.",
        "pattern": format!("^{}$", phone_pattern(" ()+.\\-")),
        "errorMessage": "Write a 10-digit phone number with its area code, like (555) 555-0142 (digits, spaces and ( ) - . + only).",
    })
);
string_schema!(
    Email,
    "Email",
    json!({
        "type": "string",
        "description": "An e-mail address, like info@example.ca.",
        "pattern": format!("^{EMAIL}$"),
        "errorMessage": "Write an e-mail address, like info@example.ca.",
    })
);
string_schema!(
    EndpointUrl,
    "EndpointUrl",
    json!({
        "type": "string",
        "description": "An https:// address such as https://formspree.io/f/FORM_ID, or http://127.0.0.1:PORT/ for local testing.",
        "pattern": endpoint_pattern(),
        "errorMessage": "Write an https:// address, like https://formspree.io/f/FORM_ID (plain http:// only for this computer, like http://127.0.0.1:8080/).",
    })
);
string_schema!(
    Words,
    "Words",
    json!({
        "type": ["string", "number", "boolean"],
        "description": "Text shown on the site; it cannot be empty.",
        "pattern": "\\S",
        "errorMessage": "Write the text here: it cannot be empty or only spaces.",
    })
);
string_schema!(
    Price,
    "Price",
    json!({
        "type": "string",
        "description": "A price with its dollar sign, like $149, $1,299 or $89.99 (in French 149 $, 1 299 $ or 89,99 $), or words without figures, like Custom.",
        "pattern": "^\\s*(\\$([0-9]+|[0-9]{1,3}(,[0-9]{3})+)(\\.[0-9]{2})?|([0-9]+|[0-9]{1,3}([ \\u00a0\\u202f][0-9]{3})+)(,[0-9]{2})?[ \\u00a0\\u202f]?\\$|[^0-9$]*[^0-9$\\s][^0-9$]*)\\s*$",
        "errorMessage": "Write a price with its dollar sign, like $149, or words like Custom.",
    })
);
string_schema!(
    crate::Day,
    "Day",
    json!({
        "type": "string",
        "description": "A day, written year-month-day, like 2027-01-31.",
        "format": "date",
        "pattern": "^\\s*[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])\\s*$",
        "errorMessage": "Write the day as year-month-day, like 2027-01-31.",
    })
);
string_schema!(
    Rating,
    "Rating",
    json!({
        "type": "integer",
        "description": "Whole stars from 1 to 5.",
        // A list rather than minimum and maximum, whose messages an editor words itself.
        "enum": [1, 2, 3, 4, 5],
        "errorMessage": "Write whole stars from 1 to 5, like 5.",
    })
);
string_schema!(
    crate::Color,
    "Color",
    json!({
        "type": "string",
        "description": "A colour as # and six hexadecimal digits, in quotes (YAML reads an unquoted # as the start of a note), like \"#1d4f91\".",
        "pattern": "^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",
        "errorMessage": "Write the colour as # and six hexadecimal digits, in quotes, like \"#1d4f91\".",
    })
);
