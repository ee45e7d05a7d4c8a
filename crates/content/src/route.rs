//! Routes come from file paths: `content/pages/calgary/furnace-repair.yaml` is `/calgary/furnace-repair`.

use std::fmt;
use std::path::Path;

use serde::Serialize;

/// A site path such as `/` or `/calgary/furnace-repair`; `/404` is the not-found page (and
/// `/fr/404` a second language's).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(transparent)]
pub struct Route(String);

/// Whether `rel` (from the site's root, with `/`) is a page file: under `content/pages/`, or under
/// a second language's `content/fr/pages/`.
pub fn is_page_file(rel: &str) -> bool {
    let in_tree = |tree: &str| rel.strip_prefix(tree).is_some_and(|r| r.ends_with(".yaml"));
    in_tree("content/pages/")
        || crate::wording::Language::ALL.iter().any(|l| in_tree(&format!("content/{}/pages/", l.folder())))
}

/// The page file of `route` as `sitegen new` would write it: `/fr/...` under a second language's
/// folder when `second` names it.
pub fn page_file_of(route: &str, second: Option<crate::wording::Language>) -> String {
    if let Some(l) = second {
        let prefix = format!("/{}", l.folder());
        if route == prefix || route.starts_with(&format!("{prefix}/")) {
            let rest = &route[prefix.len()..];
            return format!("content/{}/pages{}.yaml", l.folder(), if rest.is_empty() { "/index" } else { rest });
        }
    }
    format!("content/pages{}.yaml", if route == "/" { "/index" } else { route })
}

impl Route {
    /// The not-found page's route (`content/pages/404.yaml`): served at any path that has no page.
    pub const NOT_FOUND: &'static str = "/404";

    pub fn not_found() -> Route {
        Route(Self::NOT_FOUND.to_owned())
    }

    /// The route of a page file, given its path relative to `content/pages`.
    pub fn from_page_path(rel: &Path) -> Result<Route, String> {
        let stem = rel.with_extension("");
        let mut segments = Vec::new();
        for part in stem.components() {
            let part = part.as_os_str().to_str().ok_or("file name is not valid UTF-8")?;
            let valid = !part.is_empty()
                && part.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && !part.starts_with('-')
                && !part.ends_with('-');
            if !valid {
                return Err(format!(
                    "`{part}` cannot be part of a web address (expected lower-case words joined by hyphens, e.g. roof-repair.yaml)"
                ));
            }
            segments.push(part);
        }
        if segments.last() == Some(&"index") {
            segments.pop();
        }
        Ok(Route(format!("/{}", segments.join("/"))))
    }

    /// The route under a second language's folder (`/fr`): `/` is `/fr`, `/quote` is
    /// `/fr/quote`. An empty prefix leaves it as it is.
    pub fn under(self, prefix: &str) -> Route {
        match (prefix, self.0.as_str()) {
            ("", _) => self,
            (p, "/") => Route(p.to_owned()),
            (p, r) => Route(format!("{p}{r}")),
        }
    }

    pub fn new_unchecked(s: impl Into<String>) -> Route {
        Route(s.into())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The site's not-found page, or a second language's (`/fr/404`, from
    /// `content/fr/pages/404.yaml`): shown at missing addresses, never linked to.
    pub fn is_not_found(&self) -> bool {
        Self::is_not_found_path(&self.0)
    }

    /// Whether `route` is a not-found page's route: `/404`, or `/404` under a language's folder.
    pub fn is_not_found_path(route: &str) -> bool {
        route == Self::NOT_FOUND
            || crate::wording::Language::ALL
                .iter()
                .any(|l| route.strip_prefix('/').and_then(|r| r.strip_prefix(l.folder())) == Some(Self::NOT_FOUND))
    }

    /// Whether `path` has the shape of a route: `/`, or `/` and lower-case words, digits and
    /// hyphens between single slashes (`/calgary/furnace-repair`). Files (`/favicon.svg`) and
    /// addresses with a trailing slash are not.
    pub fn is_route_shaped(path: &str) -> bool {
        if path == "/" {
            return true;
        }
        path.strip_prefix('/').is_some_and(|rest| {
            rest.split('/').all(|seg| {
                !seg.is_empty() && seg.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            })
        })
    }

    /// Parent routes, nearest last: `/calgary/furnace-repair` -> [`/calgary`].
    pub fn ancestors(&self) -> Vec<Route> {
        let parts: Vec<&str> = self.0.split('/').filter(|s| !s.is_empty()).collect();
        (1..parts.len()).map(|n| Route(format!("/{}", parts[..n].join("/")))).collect()
    }
}

impl AsRef<str> for Route {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for Route {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_follow_file_paths() {
        let r = |p: &str| Route::from_page_path(Path::new(p)).unwrap();
        assert_eq!(r("index.yaml").as_str(), "/");
        assert_eq!(r("calgary.yaml").as_str(), "/calgary");
        assert_eq!(r("calgary/index.yaml").as_str(), "/calgary");
        assert_eq!(r("calgary/furnace-repair.yaml").as_str(), "/calgary/furnace-repair");
        assert!(Route::is_route_shaped(r("calgary/furnace-repair.yaml").as_str()));
        assert!(!Route::is_route_shaped("/favicon.svg") && !Route::is_route_shaped("/calgary/"));
        assert_eq!(r("a/b/c.yaml").ancestors(), vec![Route("/a".into()), Route("/a/b".into())]);
    }

    #[test]
    fn each_language_has_its_not_found_page() {
        let r = |p: &str| Route::from_page_path(Path::new(p)).unwrap().under("");
        assert!(r("404.yaml").is_not_found());
        assert!(r("404.yaml").under("/fr").is_not_found(), "content/fr/pages/404.yaml");
        assert!(Route::is_not_found_path("/en/404"));
        assert!(!Route::is_not_found_path("/fr/calgary/404") && !Route::is_not_found_path("/fr404"));
        assert!(!Route::is_not_found_path("/calgary/404") && !Route::is_not_found_path("/4044"));
    }

    #[test]
    fn odd_file_names_are_refused() {
        for bad in ["Calgary.yaml", "furnace repair.yaml", "a_b.yaml", "-x.yaml"] {
            assert!(Route::from_page_path(Path::new(bad)).is_err(), "{bad}");
        }
    }
}
