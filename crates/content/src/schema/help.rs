//! What a field is for, read from the same plain schema editors see: so a message about a field
//! left empty or missing can say what belongs there ("the business phone number ..., like
//! (403) 555-0142") without the words being written twice.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::OnceLock;

use serde_json::Value;

/// One step from a group to what it holds: a field by name, or an item of a list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    Field(String),
    Item,
}

/// What the schema says of one field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldHelp {
    /// What the field is for (the schema's description).
    pub description: Option<String>,
    /// How to write it, with an example where the schema has one (its error message).
    pub how: Option<String>,
    /// Whether its group must have it.
    pub required: bool,
}

fn schemas() -> &'static BTreeMap<&'static str, Value> {
    static SCHEMAS: OnceLock<BTreeMap<&'static str, Value>> = OnceLock::new();
    SCHEMAS.get_or_init(|| super::schemas().into_iter().collect())
}

/// The schema of the file shown as `shown` (`content/site.yaml`), if it is a content file.
pub fn schema_of(shown: &Path) -> Option<&'static Value> {
    let rel = shown.strip_prefix("content").unwrap_or(shown);
    schemas().get(super::schema_for(rel)?)
}

/// The fields a group's schema allows, directly or through `allOf`/`anyOf`/`oneOf`/`then`.
fn property<'a>(node: &'a Value, name: &str) -> Option<(&'a Value, bool)> {
    if let Some(p) = node.get("properties").and_then(|p| p.get(name)) {
        let required = node.get("required").and_then(Value::as_array).is_some_and(|r| r.iter().any(|k| k == name));
        return Some((p, required));
    }
    for key in ["allOf", "anyOf", "oneOf"] {
        for sub in node.get(key).and_then(Value::as_array).into_iter().flatten() {
            if let Some(found) = property(sub, name) {
                return Some(found);
            }
        }
    }
    // A map of names (`plans:`, `keyword-guides:`): every name holds the same kind of group.
    node.get("additionalProperties").filter(|a| a.is_object()).map(|a| (a, true))
}

fn items(node: &Value) -> Option<&Value> {
    if let Some(i) = node.get("items") {
        return Some(i);
    }
    ["allOf", "anyOf", "oneOf"]
        .iter()
        .flat_map(|k| node.get(*k).and_then(Value::as_array).into_iter().flatten())
        .find_map(items)
}

/// What the schema says of the field at `path` (from the top of the file).
pub fn field_help(schema: &Value, path: &[Step]) -> Option<FieldHelp> {
    let mut node = schema;
    let mut required = false;
    for step in path {
        match step {
            Step::Field(name) => (node, required) = property(node, name)?,
            Step::Item => node = items(node)?,
        }
    }
    let text = |k: &str| node.get(k).and_then(Value::as_str).map(str::to_owned);
    Some(FieldHelp { description: text("description"), how: text("errorMessage"), required })
}

/// The fields a file must have at its top level.
pub fn required_top_level(schema: &Value) -> Vec<&str> {
    schema.get("required").and_then(Value::as_array).into_iter().flatten().filter_map(Value::as_str).collect()
}

/// The path of keys leading to the `key:` on line `line` (1-based) of a block-style YAML text,
/// found from the indentation of the lines above it.
pub fn path_at(text: &str, line: u64) -> Vec<Step> {
    let lines: Vec<&str> = text.lines().collect();
    let Some(at) = usize::try_from(line).ok().and_then(|l| l.checked_sub(1)).filter(|l| *l < lines.len()) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    // The column where the wanted key's group starts; every parent starts to its left.
    let mut limit = usize::MAX;
    for l in lines[..=at].iter().rev() {
        let indent = l.find(|c: char| c != ' ').unwrap_or(l.len());
        let rest = &l[indent..];
        if rest.is_empty() || rest.starts_with('#') {
            continue;
        }
        // `- key: value`: the key sits after the dash(es); the dash is one level further out.
        let mut key_at = indent;
        let mut dashes = 0;
        while l[key_at..].starts_with("- ") {
            key_at += 2;
            key_at += l[key_at..].find(|c: char| c != ' ').unwrap_or(0);
            dashes += 1;
        }
        if key_at >= limit && !(dashes > 0 && indent < limit) {
            continue;
        }
        if key_at < limit
            && let Some(key) = key_of(&l[key_at..])
        {
            out.push(Step::Field(key.to_owned()));
        }
        for _ in 0..dashes {
            out.push(Step::Item);
        }
        limit = indent;
        if limit == 0 {
            break;
        }
    }
    out.reverse();
    out
}

/// The key of a `key:` or `key: value` line.
fn key_of(rest: &str) -> Option<&str> {
    let end = rest.find(": ").or_else(|| rest.trim_end().strip_suffix(':').map(str::len))?;
    let key = &rest[..end];
    (!key.is_empty() && !key.contains(['{', '[', '"', '\'', '#'])).then_some(key.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(s: &str) -> Step {
        Step::Field(s.to_owned())
    }

    #[test]
    fn the_path_of_a_line_follows_the_indentation() {
        let text =
            "title: A\nsections:\n  - hero:\n      title: B\n      actions:\n        - label: C\n          href:\n";
        assert_eq!(path_at(text, 1), vec![f("title")]);
        assert_eq!(path_at(text, 4), vec![f("sections"), Step::Item, f("hero"), f("title")]);
        assert_eq!(path_at(text, 7), vec![f("sections"), Step::Item, f("hero"), f("actions"), Step::Item, f("href")]);
        let site = "email:\n  general:\n  quotes: q@x.ca\n";
        assert_eq!(path_at(site, 2), vec![f("email"), f("general")]);
        let list = "- quote: Q\n  author:\n";
        assert_eq!(path_at(list, 2), vec![Step::Item, f("author")]);
        assert_eq!(path_at(list, 1), vec![Step::Item, f("quote")]);
    }

    #[test]
    fn the_schema_says_what_a_field_is_for() {
        let site = schema_of(Path::new("content/site.yaml")).unwrap();
        let phone = field_help(site, &[f("phone")]).unwrap();
        assert!(phone.required);
        assert!(phone.description.unwrap().contains("phone number"));
        let general = field_help(site, &[f("email"), f("general")]).unwrap();
        assert!(general.description.is_some());
        let page = schema_of(Path::new("content/pages/about.yaml")).unwrap();
        let title = field_help(page, &[f("sections"), Step::Item, f("hero"), f("title")]).unwrap();
        assert!(title.description.is_some());
        assert!(required_top_level(site).contains(&"phone"));
    }
}
