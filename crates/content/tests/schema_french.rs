//! The editor's forms in French on a French site (issue 51): every word of the schemas has its
//! French text in `crates/content/src/schema/fr-CA/`, keyed by the English, and a French site's
//! schemas are the English ones with those texts and an `x-label` on every field.
//!
//! When a test here fails after a doc comment changed, the message lists the English texts to
//! translate: write each, with its French, in the folder's YAML (and delete the old line it names
//! as no longer used).

use std::collections::BTreeSet;

use serde_json::Value;
use sitegen_content::schema::overlay::{Coverage, Overlay, not_kept, overlay};
use sitegen_content::schema::{schemas, schemas_in, site_language};
use sitegen_content::wording::Language;

fn french() -> &'static Overlay {
    overlay(Language::FrCa).expect("crates/content/src/schema/fr-CA/ is built in")
}

fn listed(what: &str, texts: &BTreeSet<String>) -> String {
    if texts.is_empty() {
        return String::new();
    }
    let lines: Vec<String> = texts.iter().map(|t| format!("  {t:?}")).collect();
    format!("{what} ({}):\n{}\n", texts.len(), lines.join("\n"))
}

#[test]
fn the_french_files_read_without_a_conflict() {
    assert!(french().problems.is_empty(), "{}", french().problems.join("\n"));
}

/// Passes while the descriptions are being written: the labels and titles are complete.
#[test]
fn every_field_and_title_has_french() {
    let c = Coverage::of(french());
    let report = [
        listed("property keys without a label in fr-CA/labels.yaml", &c.missing.keys),
        listed("titles without French in fr-CA/titles.yaml", &c.missing.titles),
        listed("labels of keys no schema has any more", &c.unused.keys),
        listed("French titles of English titles no schema has any more", &c.unused.titles),
    ]
    .concat();
    assert!(report.is_empty(), "{report}");
}

/// Every word of every schema: property keys, titles and descriptions.
#[test]
fn every_word_of_every_schema_has_french() {
    let c = Coverage::of(french());
    let report = [
        listed("property keys without a label in fr-CA/labels.yaml", &c.missing.keys),
        listed("titles without French in fr-CA/titles.yaml", &c.missing.titles),
        listed("descriptions without French in fr-CA/descriptions-*.yaml", &c.missing.descriptions),
        listed("labels of keys no schema has any more", &c.unused.keys),
        listed("French titles of English titles no schema has any more", &c.unused.titles),
        listed("French descriptions of English descriptions no schema has any more", &c.unused.descriptions),
    ]
    .concat();
    assert!(report.is_empty(), "{report}");
}

#[test]
fn french_keeps_placeholders_yaml_and_addresses_as_written() {
    let o = french();
    let mut slips = Vec::new();
    for (english, french) in o.titles.iter().chain(&o.descriptions) {
        let lost = not_kept(english, french);
        if !lost.is_empty() {
            slips.push(format!("{english:?}\n  -> {french:?}\n  lacks {}", lost.join(", ")));
        }
    }
    // An e-mail is a "courriel" in Canadian French (`email` as a YAML name stays).
    for (key, french) in o.labels.iter().chain(&o.titles).chain(&o.descriptions) {
        let lower = french.to_lowercase();
        if ["e-mail", "adresse email", "par email", "un email", "l'email", "mail "].iter().any(|w| lower.contains(w)) {
            slips.push(format!("{key:?} -> {french:?}: write courriel"));
        }
    }
    assert!(slips.is_empty(), "{}", slips.join("\n"));
}

#[test]
fn a_french_schema_has_french_titles_and_a_label_on_every_field() {
    let french = schemas_in(Language::FrCa);
    let english = schemas();
    assert_eq!(french.len(), english.len());
    let page = &french.iter().find(|(n, _)| *n == "page.schema.json").unwrap().1;
    assert_eq!(page["title"], "Page");
    let about = "A page of the site: its title, its description and its sections, top to bottom.";
    assert_eq!(page["description"], french_of(about));
    assert_eq!(page["properties"]["sections"]["x-label"], "Sections");
    let text = page.to_string();
    assert!(text.contains(r#""title":"Section haut de page""#) && !text.contains("Hero section"), "hero's title");
    assert!(text.contains(r#""x-label":"Texte d’introduction""#), "lead's label, in French typography");
    let site = &french.iter().find(|(n, _)| *n == "site.schema.json").unwrap().1;
    assert_eq!(site["title"], "Paramètres du site");
    assert_eq!(site["properties"]["email"]["title"], "Adresses courriel");
    assert_eq!(site["properties"]["email"]["x-label"], "Courriel");

    // A fixed choice is offered in words, in French: a button's style, a page's look.
    let action = &page["properties"]["sections"]["items"]["properties"]["cta"]["properties"]["actions"]["items"];
    assert_eq!(
        action["properties"]["style"]["x-enumLabels"],
        serde_json::json!(["Principal", "Secondaire", "Urgence"])
    );
    assert_eq!(page["properties"]["theme"]["x-enumLabels"], serde_json::json!(["Par défaut", "Urgence"]));

    // Every field of every schema is labelled, and only the words changed: the rules are the same.
    for ((name, f), (_, e)) in french.iter().zip(&english) {
        let mut unlabelled = Vec::new();
        fields(f, name, &mut |path, field| {
            if field.get("x-label").and_then(Value::as_str).is_none_or(str::is_empty) {
                unlabelled.push(path.to_owned());
            }
        });
        assert!(unlabelled.is_empty(), "fields without x-label: {unlabelled:?}");
        assert_eq!(&without_words(f.clone()), &without_words(e.clone()), "{name}: more than words differ");
        jsonschema::validator_for(f).unwrap_or_else(|err| panic!("{name} in French is not a valid schema: {err}"));
    }
}

#[test]
fn english_schemas_are_the_schemas_without_a_label() {
    assert_eq!(schemas_in(Language::EnCa), schemas());
    assert!(!schemas().iter().any(|(_, s)| s.to_string().contains("x-label")));
}

#[test]
fn the_site_language_is_the_first_one_site_yaml_names() {
    let dir = tempfile::tempdir().unwrap();
    let content = dir.path();
    assert_eq!(site_language(content), Language::EnCa, "no site.yaml");
    for (yaml, language) in [
        ("name: X\nlanguage: fr-CA\n", Language::FrCa),
        ("language: \"fr-ca\"\nphone: (506) 555-0134\n", Language::FrCa),
        ("languages: [fr-CA, en-CA]\n", Language::FrCa),
        ("languages:\n  - en-CA\n  - fr-CA\n", Language::EnCa),
        ("name: X\n", Language::EnCa),
        // A file the build refuses still says its language, so the editor keeps speaking it.
        ("language: fr-CA\nbrand: [unclosed\n", Language::FrCa),
        ("brand:\n  language: fr-CA\n", Language::EnCa),
    ] {
        std::fs::write(content.join("site.yaml"), yaml).unwrap();
        assert_eq!(site_language(content), language, "{yaml}");
    }
}

/// The French of a description, or the English while it has none.
fn french_of(english: &'static str) -> &'static str {
    french().descriptions.get(english).map_or(english, String::as_str)
}

/// Calls `f` with each field's path and schema.
fn fields(schema: &Value, path: &str, f: &mut impl FnMut(&str, &Value)) {
    let Some(map) = schema.as_object() else { return };
    for (keyword, value) in map {
        match keyword.as_str() {
            "properties" => {
                for (key, field) in value.as_object().into_iter().flatten() {
                    let path = format!("{path}/{key}");
                    f(&path, field);
                    fields(field, &path, f);
                }
            }
            "const" | "enum" | "default" | "examples" | "enumDescriptions" | "errorMessage" | "required" => {}
            _ => match value {
                Value::Array(items) => items.iter().for_each(|s| fields(s, path, f)),
                Value::Object(_) => fields(value, path, f),
                _ => {}
            },
        }
    }
}

/// A schema without its words (titles, descriptions, labels).
fn without_words(mut schema: Value) -> Value {
    fn strip(v: &mut Value) {
        match v {
            Value::Object(map) => {
                for k in ["title", "description", "markdownDescription", "x-label"] {
                    if map.get(k).is_some_and(Value::is_string) {
                        map.remove(k);
                    }
                }
                // A fixed choice's words (`x-enumLabels`): the values beside them are the rule.
                map.remove(sitegen_content::schema::choices::LABELS);
                map.values_mut().for_each(strip);
            }
            Value::Array(items) => items.iter_mut().for_each(strip),
            _ => {}
        }
    }
    strip(&mut schema);
    schema
}
