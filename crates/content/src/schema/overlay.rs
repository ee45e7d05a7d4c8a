//! The schemas in the site's language, gettext style: the English text is the key.
//!
//! The Rust doc comments stay the one source of every title and description; a language other than
//! English has a folder of YAML maps beside this file (`fr-CA/`), embedded by build.rs, that give
//! each English text its translation. So a sentence changed in English has no translation until
//! someone writes one, and the schema tests name it (rather than a stale French sentence living on
//! under a name that still matches).
//!
//! Every `*.yaml` of a language's folder is read and merged: `labels*.yaml` maps a property key to
//! the short label a form shows beside the field (the schema's `x-label`, which the editor reads),
//! `titles*.yaml` an English title to its translation, and every other file an English description
//! to its translation (`description`, and `markdownDescription`, which says the same with `code`).
//! A text without a translation stays English; English itself has no folder and no `x-label`, so
//! its schemas are exactly [`super::schemas`].

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use serde_json::{Value, json};

use crate::wording::Language;

/// Every file of `src/schema/<language>/` as (`<language>/<file>`, its text), listed by build.rs.
const FILES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/schema_languages.rs"));

/// Keywords whose values are data, not schemas: nothing in them is a title or a field.
const DATA: &[&str] = &["const", "enum", "default", "examples", "enumDescriptions", "errorMessage", "required"];

/// One language's translations of the schemas' words.
#[derive(Debug, Default)]
pub struct Overlay {
    /// A property key, as YAML writes it, and its label (`labels*.yaml`).
    pub labels: BTreeMap<String, String>,
    /// An English title and its translation (`titles*.yaml`).
    pub titles: BTreeMap<String, String>,
    /// An English description and its translation (every other file).
    pub descriptions: BTreeMap<String, String>,
    /// What went wrong reading the files: a file that is not a map of texts, or a key that two
    /// files translate differently (the first one is kept). The tests require none.
    pub problems: Vec<String>,
}

impl Overlay {
    /// The overlay made of `files`, each (`name.yaml`, its text); other names are skipped.
    pub fn from_files<'a>(files: impl IntoIterator<Item = (&'a str, &'a str)>) -> Overlay {
        let mut overlay = Overlay::default();
        for (name, text) in files {
            let file = name.rsplit('/').next().unwrap_or(name);
            if !file.ends_with(".yaml") {
                continue;
            }
            let mut options = serde_saphyr::Options::default();
            options.duplicate_keys = serde_saphyr::DuplicateKeyPolicy::Error;
            let map: BTreeMap<String, String> = match serde_saphyr::from_str_with_options(text, options) {
                Ok(map) => map,
                Err(e) => {
                    overlay.problems.push(format!("{name} is not a map of `English: translation` lines: {e}"));
                    continue;
                }
            };
            let into = if file.starts_with("labels") {
                &mut overlay.labels
            } else if file.starts_with("titles") {
                &mut overlay.titles
            } else {
                &mut overlay.descriptions
            };
            for (english, translated) in map {
                match into.get(&english) {
                    Some(earlier) if *earlier != translated => overlay.problems.push(format!(
                        "{name} translates {english:?} as {translated:?}, another file as {earlier:?}: keep one"
                    )),
                    Some(_) => {}
                    None => {
                        into.insert(english, translated);
                    }
                }
            }
        }
        overlay
    }

    /// Every translation in French typography (a no-break space before `:` and inside « », `’`,
    /// `…`), as the editor shows them on a French site; what is between backticks (YAML names and
    /// examples like `leads: { provider: netlify }`) stays exactly as written.
    fn typeset(&mut self) {
        for texts in [&mut self.labels, &mut self.titles, &mut self.descriptions] {
            for text in texts.values_mut() {
                *text = text
                    .split('`')
                    .enumerate()
                    .map(
                        |(i, part)| {
                            if i % 2 == 0 { crate::typography::french(part).into_owned() } else { part.to_owned() }
                        },
                    )
                    .collect::<Vec<_>>()
                    .join("`");
            }
        }
    }

    /// `schema` in this overlay's words: every title and description replaced by its translation
    /// where there is one, and every property given its `x-label`.
    pub fn apply(&self, schema: &mut Value) {
        let Some(map) = schema.as_object_mut() else { return };
        for (keyword, value) in map.iter_mut() {
            match keyword.as_str() {
                "title" => translate(value, &self.titles),
                // A choice's words are titles too (`fr-CA/titles-choices.yaml`).
                super::choices::LABELS => {
                    value.as_array_mut().into_iter().flatten().for_each(|v| translate(v, &self.titles))
                }
                "description" | "markdownDescription" => translate(value, &self.descriptions),
                "properties" => {
                    for (key, property) in value.as_object_mut().into_iter().flatten() {
                        self.apply(property);
                        if let (Some(node), Some(label)) = (property.as_object_mut(), self.labels.get(key)) {
                            node.insert("x-label".into(), json!(label));
                        }
                    }
                }
                k if DATA.contains(&k) => {}
                _ => match value {
                    Value::Array(items) => items.iter_mut().for_each(|s| self.apply(s)),
                    Value::Object(_) => self.apply(value),
                    _ => {}
                },
            }
        }
    }
}

fn translate(value: &mut Value, texts: &BTreeMap<String, String>) {
    if let Some(translated) = value.as_str().and_then(|english| texts.get(english)) {
        *value = json!(translated);
    }
}

/// The overlay of `language`, read once; None for a language without a folder (English, whose
/// texts are the keys).
pub fn overlay(language: Language) -> Option<&'static Overlay> {
    static OVERLAYS: OnceLock<BTreeMap<Language, Overlay>> = OnceLock::new();
    OVERLAYS
        .get_or_init(|| {
            Language::ALL
                .into_iter()
                .filter_map(|language| {
                    let folder = format!("{}/", language.tag());
                    let files = FILES.iter().filter(|(name, _)| name.starts_with(&folder)).copied();
                    let files: Vec<(&str, &str)> = files.collect();
                    (!files.is_empty()).then(|| {
                        let mut overlay = Overlay::from_files(files);
                        if language.tag().starts_with("fr") {
                            overlay.typeset();
                        }
                        (language, overlay)
                    })
                })
                .collect()
        })
        .get(&language)
}

/// The words of the English schemas a translation needs: every property key, title and
/// description.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Texts {
    pub keys: BTreeSet<String>,
    pub titles: BTreeSet<String>,
    pub descriptions: BTreeSet<String>,
}

impl Texts {
    /// The words of `schemas`.
    pub fn of<'a>(schemas: impl IntoIterator<Item = &'a Value>) -> Texts {
        let mut texts = Texts::default();
        for schema in schemas {
            texts.collect(schema);
        }
        texts
    }

    fn collect(&mut self, schema: &Value) {
        let Some(map) = schema.as_object() else { return };
        for (keyword, value) in map {
            match (keyword.as_str(), value) {
                ("title", Value::String(s)) => {
                    self.titles.insert(s.clone());
                }
                (super::choices::LABELS, Value::Array(labels)) => {
                    self.titles.extend(labels.iter().filter_map(Value::as_str).map(str::to_owned));
                }
                ("description" | "markdownDescription", Value::String(s)) => {
                    self.descriptions.insert(s.clone());
                }
                ("properties", Value::Object(properties)) => {
                    for (key, property) in properties {
                        self.keys.insert(key.clone());
                        self.collect(property);
                    }
                }
                (k, _) if DATA.contains(&k) => {}
                (_, Value::Array(items)) => items.iter().for_each(|s| self.collect(s)),
                (_, Value::Object(_)) => self.collect(value),
                _ => {}
            }
        }
    }
}

/// What a translation lacks and what it holds that the schemas no longer say (a text changed in
/// English leaves its old translation here).
#[derive(Debug, Default)]
pub struct Coverage {
    pub missing: Texts,
    pub unused: Texts,
}

impl Coverage {
    /// `overlay` against the words of the English schemas.
    pub fn of(overlay: &Overlay) -> Coverage {
        let english: Vec<Value> = super::schemas().into_iter().map(|(_, s)| s).collect();
        let needed = Texts::of(&english);
        let missing = |needed: &BTreeSet<String>, have: &BTreeMap<String, String>| {
            needed.iter().filter(|k| !have.contains_key(*k)).cloned().collect()
        };
        let unused = |needed: &BTreeSet<String>, have: &BTreeMap<String, String>| {
            have.keys().filter(|k| !needed.contains(*k)).cloned().collect()
        };
        Coverage {
            missing: Texts {
                keys: missing(&needed.keys, &overlay.labels),
                titles: missing(&needed.titles, &overlay.titles),
                descriptions: missing(&needed.descriptions, &overlay.descriptions),
            },
            unused: Texts {
                keys: unused(&needed.keys, &overlay.labels),
                titles: unused(&needed.titles, &overlay.titles),
                descriptions: unused(&needed.descriptions, &overlay.descriptions),
            },
        }
    }
}

/// What a translation must write as the English does, missing from `translated`: the
/// `{placeholders}`, the `backticked` YAML, and the addresses (`https://...`).
pub fn not_kept(english: &str, translated: &str) -> Vec<String> {
    let mut verbatim: Vec<String> = Vec::new();
    for (open, close) in [('{', '}'), ('`', '`')] {
        let mut rest = english;
        while let Some(start) = rest.find(open) {
            let after = &rest[start + 1..];
            let Some(end) = after.find(close) else { break };
            let inner = &after[..end];
            // `{name}` is a placeholder; `{ label: ... }` is an example, which a translation may reword.
            if open == '`' || (!inner.is_empty() && inner.chars().all(|c| c.is_ascii_lowercase() || c == '_')) {
                verbatim.push(format!("{open}{inner}{close}"));
            }
            rest = &after[end + 1..];
        }
    }
    for word in english.split_whitespace() {
        let word = word.trim_start_matches(['(', '[', '{', '"']);
        if word.starts_with("https://") || word.starts_with("http://") {
            // An address ends before the sentence's punctuation.
            verbatim.push(word.trim_end_matches(['.', ',', ')', ']', '}', ';', ':', '"']).to_owned());
        }
    }
    verbatim.retain(|v| !translated.contains(v.as_str()));
    verbatim.dedup();
    verbatim
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_merge_and_a_key_translated_twice_differently_is_a_problem() {
        let o = Overlay::from_files([
            ("fr-CA/labels.yaml", "lead: Texte d'introduction\n"),
            ("fr-CA/titles.yaml", "Page: Page\n"),
            ("fr-CA/descriptions-a.yaml", "\"A: b.\": \"A : b.\"\nSame.: Pareil.\n"),
            ("fr-CA/descriptions-b.yaml", "Same.: Pareil.\nOther.: Autre.\n"),
            ("fr-CA/descriptions-c.yaml", "Other.: Différent.\n"),
            ("fr-CA/README.md", "not read"),
        ]);
        assert_eq!(o.labels["lead"], "Texte d'introduction");
        assert_eq!(o.titles["Page"], "Page");
        assert_eq!(o.descriptions.len(), 3);
        assert_eq!(o.descriptions["A: b."], "A : b.");
        assert_eq!(o.descriptions["Other."], "Autre.");
        assert_eq!(o.problems.len(), 1, "{:?}", o.problems);
        assert!(o.problems[0].contains("descriptions-c.yaml") && o.problems[0].contains("Différent"));

        let twice = Overlay::from_files([("fr-CA/titles.yaml", "Page: Page\nPage: Feuille\n")]);
        assert_eq!(twice.problems.len(), 1, "a key written twice in one file: {:?}", twice.problems);
    }

    #[test]
    fn apply_translates_titles_descriptions_and_labels_properties_but_no_data() {
        let o = Overlay::from_files([
            ("labels.yaml", "title: Titre\nitems: Éléments\ncall: Bouton d'appel\n"),
            ("titles.yaml", "Card: Carte\n"),
            ("descriptions.yaml", "The heading.: Le titre.\nThe cards.: Les cartes.\n"),
        ]);
        let mut schema = json!({
            "title": "Card",
            "properties": {
                "title": { "type": "string", "description": "The heading.", "markdownDescription": "The heading." },
                "items": { "type": "array", "description": "The cards.", "items": { "title": "Card" } },
                "unknown": { "type": "string", "description": "Untranslated." },
            },
            "required": ["title"],
            "if": { "properties": { "call": { "const": true } } },
            "enum": [{ "title": "Card" }],
        });
        o.apply(&mut schema);
        assert_eq!(
            schema,
            json!({
                "title": "Carte",
                "properties": {
                    "title": { "type": "string", "description": "Le titre.", "markdownDescription": "Le titre.", "x-label": "Titre" },
                    "items": { "type": "array", "description": "Les cartes.", "items": { "title": "Carte" }, "x-label": "Éléments" },
                    "unknown": { "type": "string", "description": "Untranslated." },
                },
                "required": ["title"],
                "if": { "properties": { "call": { "const": true, "x-label": "Bouton d'appel" } } },
                "enum": [{ "title": "Card" }],
            })
        );
    }

    #[test]
    fn placeholders_code_and_addresses_are_kept() {
        let english =
            "Like { label: Apply, href: https://lender.example.com/apply }, or `call: true` ({quote_response}).";
        assert_eq!(
            not_kept(english, "Comme { label: Apply }, ou `call: vrai` ({quote_response})."),
            ["`call: true`", "https://lender.example.com/apply"]
        );
        let kept =
            "Comme { label: Apply, href: https://lender.example.com/apply }, ou `call: true` ({quote_response}).";
        assert!(not_kept(english, kept).is_empty());
    }
}
