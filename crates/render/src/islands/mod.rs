//! Island placement: the view of a section or page holds a typed [`Island`]; placing it gives the
//! wrapper markup with the props as inert JSON and a placeholder where the server-rendered HTML
//! goes. Identical islands (same component, same props) are recorded once, so the batch render
//! does each only once.

pub mod props;

use std::collections::{BTreeMap, HashMap};
use std::sync::Mutex;

pub use props::Island;

use sitegen_escape::json_in_script;

const PLACEHOLDER_PREFIX: &str = "<!--island:";
const PLACEHOLDER_SUFFIX: &str = "-->";

/// One distinct island to render on the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IslandInstance {
    pub key: String,
    pub component: String,
    /// Props as compact JSON, exactly as the browser will receive them. Shared, not copied, when
    /// the instances are listed: a large site's props are tens of megabytes.
    pub props_json: std::sync::Arc<str>,
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

/// The wrapper of `island`, recorded in `registry`. Its server-rendered HTML goes inside when
/// `rendered` has it (the build's render pass, after the batch render), else a placeholder that
/// [`fill_islands`] replaces (the islands pass, and the preview's one page whose islands may be new).
pub(crate) fn place(
    registry: &IslandRegistry,
    island: &Island<'_>,
    rendered: Option<&HashMap<String, String>>,
    language: sitegen_content::wording::Language,
) -> Result<String, String> {
    let name = island.name();
    let mut props_json = island.props_json().map_err(|e| e.to_string())?;
    // The page's typography pass leaves island markup alone (hydration would differ), so the
    // props the markup is rendered from get it here, for the server and the browser alike.
    if language == sitegen_content::wording::Language::FrCa {
        props_json = crate::typography::french_props(&props_json);
    }
    let mut hasher = blake3::Hasher::new();
    hasher.update(name.as_bytes()).update(b"\0").update(props_json.as_bytes());
    let key = hasher.finalize().to_hex()[..16].to_owned();
    let head = format!(
        "<div class=\"island\" data-island=\"{name}\" data-load=\"{}\"><script type=\"application/json\">{}</script><div class=\"island-root\">",
        island.load().as_str(),
        json_in_script(&props_json)
    );
    if let Some(rendered) = rendered {
        // Recorded by the islands pass already.
        let inner = rendered.get(&key).ok_or_else(|| format!("island {key} was not rendered"))?;
        let mut html = String::with_capacity(head.len() + inner.len() + 12);
        html.push_str(&head);
        html.push_str(inner);
        html.push_str("</div></div>");
        return Ok(html);
    }
    let html = format!("{head}{PLACEHOLDER_PREFIX}{key}{PLACEHOLDER_SUFFIX}</div></div>");
    if let Ok(mut seen) = registry.seen.lock() {
        seen.entry(key.clone()).or_insert_with(|| IslandInstance {
            key,
            component: name.to_owned(),
            props_json: props_json.into(),
        });
    }
    Ok(html)
}

/// Replaces each placeholder with its server-rendered HTML. A key without HTML is a bug upstream,
/// reported rather than shipped as an empty island.
pub fn fill_islands(html: &str, rendered: &HashMap<String, String>) -> Result<String, String> {
    // Placeholders are found with memchr's vectorised search: this runs over every byte of every page.
    let prefix = memchr::memmem::Finder::new(PLACEHOLDER_PREFIX);
    let mut out = String::with_capacity(html.len() + 4096);
    let mut rest = html;
    while let Some(i) = prefix.find(rest.as_bytes()) {
        out.push_str(&rest[..i]);
        let after = &rest[i + PLACEHOLDER_PREFIX.len()..];
        let end = memchr::memmem::find(after.as_bytes(), PLACEHOLDER_SUFFIX.as_bytes())
            .ok_or("unterminated island placeholder")?;
        let key = &after[..end];
        out.push_str(rendered.get(key).ok_or_else(|| format!("island {key} was not rendered"))?);
        rest = &after[end + PLACEHOLDER_SUFFIX.len()..];
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::props::{Link, MenuProps, NotFoundProps};
    use super::*;

    fn menu(current: &str) -> Island<'_> {
        static TEXT: std::sync::LazyLock<sitegen_content::wording::MenuText> =
            std::sync::LazyLock::new(|| sitegen_content::wording::Wording::defaults(Default::default()).menu);
        Island::Menu(MenuProps {
            links: vec![Link { label: "Home", href: "/".into() }],
            text: &TEXT,
            current: current.into(),
            call: "Call",
            phone: super::props::Phone { display: "(403) 555-0142", href: "tel:+14035550142".into() },
            quote: Link { label: "Free quote", href: "/quote".into() },
        })
    }

    #[test]
    fn identical_islands_are_recorded_once() {
        let reg = IslandRegistry::default();
        let a = place(&reg, &menu(""), None, Default::default()).unwrap();
        let b = place(&reg, &menu(""), None, Default::default()).unwrap();
        assert_eq!(a, b);
        place(&reg, &menu("/"), None, Default::default()).unwrap();
        place(&reg, &Island::NotFound(NotFoundProps {}), None, Default::default()).unwrap();
        assert_eq!(reg.instances().len(), 3);
        assert!(a.contains(r#"data-island="Menu" data-load="idle""#), "{a}");
        assert!(
            a.contains(
                r#"{"links":[{"label":"Home","href":"/"}],"text":{"navLabel":"Main","toggle":"Menu"},"current":"","call":"Call","phone":{"display":"(403) 555-0142","href":"tel:+14035550142"},"quote":{"label":"Free quote","href":"/quote"}}"#
            ),
            "{a}"
        );
    }

    #[test]
    fn fill_replaces_every_placeholder() {
        let reg = IslandRegistry::default();
        let html = place(&reg, &menu(""), None, Default::default()).unwrap();
        let key = reg.instances()[0].key.clone();
        let page = format!("<p>{html}{html}</p>");
        let filled = fill_islands(&page, &HashMap::from([(key, "<nav>x</nav>".to_owned())])).unwrap();
        assert_eq!(filled.matches("<nav>x</nav>").count(), 2);
        assert!(fill_islands(&page, &HashMap::new()).is_err());
    }
}
