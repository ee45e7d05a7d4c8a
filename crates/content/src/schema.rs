//! JSON Schema of the content files, derived from the Rust types with `schemars`, so the schema an
//! editor's YAML plug-in checks against can never drift from what the generator accepts.
//!
//! `sitegen schema` writes one schema per kind of file to `content/.schema/` and puts a
//! `# yaml-language-server: $schema=...` line at the top of every YAML file, which VS Code (with the
//! YAML extension) and other editors read to autocomplete fields and flag mistakes while typing.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use schemars::{JsonSchema, Schema, SchemaGenerator, generate::SchemaSettings, json_schema};

use crate::raw::{City, KeywordGuideData, PageFile, Redirect, Resource, SiteConfig, Testimonial};
use crate::{Email, EndpointUrl, Href, Located, Phone, Rating, Slug};

/// Folder of the schemas, inside `content/`.
pub const SCHEMA_DIR: &str = ".schema";
/// The first line of every content file starts with this.
pub const MODELINE_PREFIX: &str = "# yaml-language-server: $schema=";

/// Every schema: (file name in `content/.schema/`, schema).
pub fn schemas() -> Vec<(&'static str, serde_json::Value)> {
    fn one<T: JsonSchema>() -> serde_json::Value {
        let generator = SchemaGenerator::new(SchemaSettings::draft2020_12());
        generator.into_root_schema_for::<T>().to_value()
    }
    vec![
        ("page.schema.json", one::<PageFile>()),
        ("site.schema.json", one::<SiteConfig>()),
        ("redirects.schema.json", one::<Vec<Redirect>>()),
        ("testimonials.schema.json", one::<Vec<Testimonial>>()),
        ("cities.schema.json", one::<Vec<City>>()),
        ("areas.schema.json", one::<BTreeMap<String, Vec<String>>>()),
        ("keyword-guides.schema.json", one::<BTreeMap<String, KeywordGuideData>>()),
        ("resources.schema.json", one::<BTreeMap<String, Vec<Resource>>>()),
    ]
}

/// The schema file for a YAML file, given its path relative to `content/`.
pub fn schema_for(rel: &Path) -> Option<&'static str> {
    let rel = rel.to_string_lossy().replace('\\', "/");
    match rel.as_str() {
        "site.yaml" => Some("site.schema.json"),
        "redirects.yaml" => Some("redirects.schema.json"),
        "data/testimonials.yaml" => Some("testimonials.schema.json"),
        "data/cities.yaml" => Some("cities.schema.json"),
        "data/areas.yaml" => Some("areas.schema.json"),
        "data/keyword-guides.yaml" => Some("keyword-guides.schema.json"),
        "data/resources.yaml" => Some("resources.schema.json"),
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

/// Writes `content/.schema/*.json` and makes every YAML file under `content_dir` point at its schema.
pub fn write_schemas(content_dir: &Path) -> std::io::Result<SchemaReport> {
    let mut report = SchemaReport::default();
    let dir = content_dir.join(SCHEMA_DIR);
    fs::create_dir_all(&dir)?;
    for (name, schema) in schemas() {
        let path = dir.join(name);
        let text = schema_text(&schema);
        if fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            fs::write(&path, text)?;
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
            fs::write(path, updated)?;
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

macro_rules! string_schema {
    ($ty:ty, $name:literal, $schema:tt) => {
        impl JsonSchema for $ty {
            fn schema_name() -> Cow<'static, str> {
                $name.into()
            }
            fn json_schema(_: &mut SchemaGenerator) -> Schema {
                json_schema!($schema)
            }
        }
    };
}

string_schema!(Href, "Href", {
    "type": "string",
    "description": "A link: an internal path like /calgary, an #anchor, an https:// URL, a mailto: or a tel: link.",
    "pattern": "^(/[^/\\\\\\s]|/$|#\\S|https://[^\\s/@]+\\.|mailto:\\S+@|tel:[0-9+(])\\S*$"
});
string_schema!(Slug, "Slug", {
    "type": "string",
    "description": "Lower-case words joined by hyphens, e.g. furnace-repair.",
    "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
});
string_schema!(Phone, "Phone", {
    "type": "string",
    "description": "A 10-digit Canadian phone number, e.g. (403) 555-0142.",
    "pattern": "^[0-9 ()+.-]+$"
});
string_schema!(Email, "Email", {
    "type": "string",
    "description": "An e-mail address, e.g. info@example.ca.",
    "pattern": "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+$"
});
string_schema!(EndpointUrl, "EndpointUrl", {
    "type": "string",
    "description": "An https:// URL such as https://formspree.io/f/FORM_ID, or http://127.0.0.1:PORT/ for local testing.",
    "pattern": "^https?://\\S+$"
});
string_schema!(Rating, "Rating", {
    "type": "integer",
    "description": "Whole stars from 1 to 5.",
    "minimum": 1,
    "maximum": 5
});
