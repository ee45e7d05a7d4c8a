//! Values computed for templates that the content does not hold directly.

use std::collections::BTreeMap;

use serde::Serialize;
use sitegen_content::{Page, Site};

/// Hashed asset paths from the islands build, for `<link>` and `<script>` tags.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Assets {
    pub css: String,
    pub client: String,
    pub preload: Vec<String>,
}

#[derive(Debug, Serialize)]
pub struct Crumb {
    pub label: String,
    pub href: String,
}

/// The short name of every route (`/calgary` -> `Calgary`), for breadcrumbs.
pub fn route_titles(site: &Site) -> BTreeMap<String, String> {
    site.pages.iter().map(|p| (p.route.to_string(), short_name(site, p.route.as_str()))).collect()
}

fn short_name(site: &Site, route: &str) -> String {
    if route == "/" {
        return "Home".to_owned();
    }
    let last = route.rsplit('/').next().unwrap_or(route);
    if let Some(city) = site.data.cities.iter().find(|c| c.slug.as_str() == last) {
        return city.name.clone();
    }
    last.split('-')
        .map(|w| match w {
            "hvac" => "HVAC".to_owned(),
            "and" | "of" => w.to_owned(),
            _ => {
                let mut c = w.chars();
                c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Home, then each ancestor that is a page, then the page itself; empty for top-level pages.
pub fn breadcrumbs(page: &Page, titles: &BTreeMap<String, String>) -> Vec<Crumb> {
    let ancestors = page.route.ancestors();
    if ancestors.is_empty() || page.route.is_not_found() {
        return Vec::new();
    }
    let mut crumbs = vec![Crumb { label: "Home".to_owned(), href: "/".to_owned() }];
    for a in ancestors {
        if let Some(label) = titles.get(a.as_str()) {
            crumbs.push(Crumb { label: label.clone(), href: a.to_string() });
        }
    }
    let label = titles.get(page.route.as_str()).cloned().unwrap_or_default();
    crumbs.push(Crumb { label, href: page.route.to_string() });
    crumbs
}
