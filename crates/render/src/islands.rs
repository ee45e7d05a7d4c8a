//! Island placement: a template calls `island("Name", props)`; the page gets a wrapper with the
//! props as inert JSON and a placeholder where the server-rendered HTML goes. Identical islands
//! (same component, same props) are recorded once, so the batch render does each only once.

use std::collections::{BTreeMap, HashMap};
use std::sync::Mutex;

use minijinja::{Error, ErrorKind, Value};

const ISLAND_NAMES: &[&str] = &["Menu", "CitySearch", "KeywordGuide", "Carousel", "QuoteForm", "NotFound"];
const PLACEHOLDER_PREFIX: &str = "<!--island:";
const PLACEHOLDER_SUFFIX: &str = "-->";

/// One distinct island to render on the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IslandInstance {
    pub key: String,
    pub component: String,
    /// Props as compact JSON, exactly as the browser will receive them.
    pub props_json: String,
}

#[derive(Debug, Default)]
pub struct IslandRegistry {
    seen: Mutex<BTreeMap<String, IslandInstance>>,
}

impl IslandRegistry {
    pub fn instances(&self) -> Vec<IslandInstance> {
        self.seen.lock().map(|m| m.values().cloned().collect()).unwrap_or_default()
    }
}

pub(crate) fn place(registry: &IslandRegistry, name: &str, props: &Value, load: Option<&str>) -> Result<Value, Error> {
    if !ISLAND_NAMES.contains(&name) {
        return Err(Error::new(
            ErrorKind::InvalidOperation,
            format!("unknown island `{name}` (expected one of {})", ISLAND_NAMES.join(", ")),
        ));
    }
    let load = load.unwrap_or(if name == "Menu" { "idle" } else { "visible" });
    if !matches!(load, "idle" | "visible") {
        return Err(Error::new(
            ErrorKind::InvalidOperation,
            format!("island load `{load}` (expected idle or visible)"),
        ));
    }
    let props_json = serde_json::to_string(props)
        .map_err(|e| Error::new(ErrorKind::BadSerialization, format!("island props: {e}")))?;
    let hash = blake3::hash(format!("{name}\0{props_json}").as_bytes());
    let key = hash.to_hex()[..16].to_owned();
    let html = format!(
        "<div class=\"island\" data-island=\"{name}\" data-load=\"{load}\"><script type=\"application/json\">{}</script><div class=\"island-root\">{PLACEHOLDER_PREFIX}{key}{PLACEHOLDER_SUFFIX}</div></div>",
        json_for_script(&props_json)
    );
    if let Ok(mut seen) = registry.seen.lock() {
        seen.entry(key.clone()).or_insert_with(|| IslandInstance { key, component: name.to_owned(), props_json });
    }
    Ok(Value::from_safe_string(html))
}

/// Makes JSON safe inside a `<script>` element: nothing in it can close the element, open a comment,
/// or end a line in a JavaScript parser.
pub fn json_for_script(json: &str) -> String {
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        match c {
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            '&' => out.push_str("\\u0026"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c => out.push(c),
        }
    }
    out
}

/// Replaces each placeholder with its server-rendered HTML. A key without HTML is a bug upstream,
/// reported rather than shipped as an empty island.
pub fn fill_islands(html: &str, rendered: &HashMap<String, String>) -> Result<String, String> {
    let mut out = String::with_capacity(html.len() + 4096);
    let mut rest = html;
    while let Some(i) = rest.find(PLACEHOLDER_PREFIX) {
        out.push_str(&rest[..i]);
        let after = &rest[i + PLACEHOLDER_PREFIX.len()..];
        let end = after.find(PLACEHOLDER_SUFFIX).ok_or("unterminated island placeholder")?;
        let key = &after[..end];
        out.push_str(rendered.get(key).ok_or_else(|| format!("island {key} was not rendered"))?);
        rest = &after[end + PLACEHOLDER_SUFFIX.len()..];
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::to_value;

    #[test]
    fn script_json_cannot_close_the_block() {
        let s = json_for_script(r#"{"a":"</script><script>alert(1)</script>&\u2028"}"#);
        assert!(!s.contains('<') && !s.contains('>') && !s.contains('&'));
        let s = json_for_script("\"\u{2028}\u{2029}\"");
        assert_eq!(s, "\"\\u2028\\u2029\"");
    }

    #[test]
    fn identical_islands_are_recorded_once() {
        let reg = IslandRegistry::default();
        let props = to_value(&serde_json::json!({"a": 1}));
        let a = place(&reg, "Menu", &props, None).unwrap();
        let b = place(&reg, "Menu", &props, None).unwrap();
        assert_eq!(a.to_string(), b.to_string());
        place(&reg, "Carousel", &props, None).unwrap();
        assert_eq!(reg.instances().len(), 2);
        assert!(place(&reg, "Nope", &props, None).is_err());
    }

    #[test]
    fn fill_replaces_every_placeholder() {
        let reg = IslandRegistry::default();
        let html = place(&reg, "Menu", &Value::from(1), None).unwrap().to_string();
        let key = reg.instances()[0].key.clone();
        let page = format!("<p>{html}{html}</p>");
        let filled = fill_islands(&page, &HashMap::from([(key, "<nav>x</nav>".to_owned())])).unwrap();
        assert_eq!(filled.matches("<nav>x</nav>").count(), 2);
        assert!(fill_islands(&page, &HashMap::new()).is_err());
    }
}
