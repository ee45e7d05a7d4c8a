//! The link checker: after rendering, every `href` and `src` of every page must lead somewhere —
//! a page, a redirect or a file — and every `#fragment` must be an `id` on its target page.
//! All broken links are collected and reported together.

mod scan;

use std::collections::{BTreeSet, HashMap};
use std::fmt;

use rayon::prelude::*;

pub use scan::{Scan, scan};

/// A link that leads nowhere.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct BrokenLink {
    pub route: String,
    pub link: String,
    pub reason: String,
}

impl fmt::Display for BrokenLink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} ({})", self.route, self.link, self.reason)
    }
}

/// What the published site answers, as the host serves it.
#[derive(Debug, Default)]
pub struct Targets {
    /// The address each page is served at with a 200 and no redirect (`/calgary/` or `/calgary`,
    /// as the host's URL form says), and the route of the page there.
    pub pages: HashMap<String, String>,
    /// Files such as `/assets/site-1a2b.css` or `/favicon.svg`.
    pub files: BTreeSet<String>,
    /// Addresses that answer with a redirect.
    pub redirects: BTreeSet<String>,
}

impl Targets {
    /// Pages served at their routes (`/calgary`), as in tests.
    pub fn at_routes<S: AsRef<str>>(routes: &[S]) -> Targets {
        let pages = routes.iter().map(|r| (r.as_ref().to_owned(), r.as_ref().to_owned())).collect();
        Targets { pages, ..Targets::default() }
    }
}

/// The links and ids of every page of a site, scanned once. A page can be replaced and checked
/// alone (the preview's one-page update) against what the rest of the site has.
#[derive(Debug, Default)]
pub struct SiteLinks {
    scans: HashMap<String, Scan>,
    /// Routes whose own links are checked but that no link may lead to (the not-found page, which
    /// is served at any path).
    hidden: Vec<String>,
}

impl SiteLinks {
    /// Scans every page (in parallel): (route, HTML) pairs, borrowed, since a large site's HTML is
    /// hundreds of megabytes.
    pub fn scan<R: AsRef<str> + Sync, H: AsRef<str> + Sync>(pages: &[(R, H)], hidden: &[&str]) -> SiteLinks {
        let scans = pages.par_iter().map(|(route, html)| (route.as_ref().to_owned(), scan(html.as_ref()))).collect();
        SiteLinks { scans, hidden: hidden.iter().map(|h| (*h).to_owned()).collect() }
    }

    /// The index of pages scanned elsewhere (as each was rendered, so no page's HTML has to wait
    /// in memory for the others).
    pub fn from_scans(scans: impl IntoIterator<Item = (String, Scan)>, hidden: &[&str]) -> SiteLinks {
        SiteLinks { scans: scans.into_iter().collect(), hidden: hidden.iter().map(|h| (*h).to_owned()).collect() }
    }

    /// Puts a page's new HTML in place of its old scan. Returns whether its ids changed, i.e.
    /// whether links on other pages to its anchors may have broken (or been mended).
    pub fn replace(&mut self, route: &str, html: &str) -> bool {
        let new = scan(html);
        let ids_changed = self.scans.get(route).is_none_or(|old| old.ids != new.ids);
        self.scans.insert(route.to_owned(), new);
        ids_changed
    }

    /// Every broken link of every page, sorted.
    pub fn check(&self, targets: &Targets) -> Vec<BrokenLink> {
        let routes: Vec<&String> = self.scans.keys().collect();
        let mut broken: Vec<BrokenLink> =
            routes.par_iter().flat_map_iter(|route| self.check_route(route, targets)).collect();
        broken.sort();
        broken.dedup();
        broken
    }

    /// The broken links of one page.
    pub fn check_route(&self, route: &str, targets: &Targets) -> Vec<BrokenLink> {
        let Some(page) = self.scans.get(route) else { return Vec::new() };
        page.links
            .iter()
            .filter_map(|link| {
                self.check_one(link, page, targets).map(|reason| BrokenLink {
                    route: route.to_owned(),
                    link: link.clone(),
                    reason,
                })
            })
            .collect()
    }

    /// A page a link may lead to.
    fn target(&self, path: &str) -> Option<&Scan> {
        if self.hidden.iter().any(|h| h == path) { None } else { self.scans.get(path) }
    }

    fn check_one(&self, link: &str, page: &Scan, targets: &Targets) -> Option<String> {
        if let Some(frag) = link.strip_prefix('#') {
            return (!page.ids.contains(frag)).then(|| format!("no element with id `{frag}` on this page"));
        }
        for (scheme, what) in [("tel:", "telephone"), ("sms:", "text message")] {
            if let Some(num) = link.strip_prefix(scheme) {
                let digits = num.strip_prefix("+1").filter(|d| d.len() == 10 && d.bytes().all(|b| b.is_ascii_digit()));
                return digits.is_none().then(|| format!("{what} links must be {scheme}+1 followed by 10 digits"));
            }
        }
        if let Some(addr) = link.strip_prefix("mailto:") {
            let addr = addr.split('?').next().unwrap_or("");
            let ok = addr.split_once('@').is_some_and(|(l, d)| !l.is_empty() && d.contains('.') && !d.ends_with('.'));
            return (!ok).then(|| "not a valid e-mail address".to_owned());
        }
        if scan::external(link) {
            return None;
        }
        if !link.starts_with('/') || link.starts_with("//") {
            return Some("only site paths, #anchors, https:, tel:, sms: and mailto: links are allowed".to_owned());
        }
        let (path_query, frag) = match link.split_once('#') {
            Some((p, f)) => (p, Some(f)),
            None => (link, None),
        };
        let path = path_query.split('?').next().unwrap_or(path_query);
        if let Some((route, target)) = targets.pages.get(path).and_then(|r| Some((r, self.target(r)?))) {
            return match frag {
                Some(f) if !f.is_empty() && !target.ids.contains(f) => {
                    Some(format!("no element with id `{f}` on {route}"))
                }
                _ => None,
            };
        }
        if targets.redirects.contains(path) || targets.files.contains(path) {
            return None;
        }
        // The page exists, but the host serves it at the other form of the address: this one
        // answers with a redirect (or, on some hosts, not at all).
        let other = match path.strip_suffix('/') {
            Some(bare) if !bare.is_empty() => bare.to_owned(),
            Some(_) => String::new(),
            None => format!("{path}/"),
        };
        if targets.pages.get(&other).is_some_and(|route| self.target(route).is_some()) {
            return Some(format!("the page's address is `{other}`: this one costs a redirect"));
        }
        Some("no page, redirect or file at this path".to_owned())
    }
}

/// Checks every page's links against the pages themselves and `targets`.
pub fn check(pages: &[(String, String)], targets: &Targets) -> Vec<BrokenLink> {
    SiteLinks::scan(pages, &[]).check(targets)
}

/// Like [`check`], but the routes in `not_targets` have their own links checked while no link may
/// lead to them.
pub fn check_except(pages: &[(String, String)], targets: &Targets, not_targets: &[&str]) -> Vec<BrokenLink> {
    SiteLinks::scan(pages, not_targets).check(targets)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site() -> Vec<(String, String)> {
        vec![
            (
                "/".into(),
                r##"<a href="/calgary#plans">x</a><a href="#top">t</a><main id="top"></main><img src="/logo.svg">"##
                    .into(),
            ),
            (
                "/calgary".into(),
                r#"<section id="plans"></section><a href="tel:+14035550142">c</a><a href="/quote?service=x">q</a>"#
                    .into(),
            ),
        ]
    }

    #[test]
    fn a_replaced_page_says_whether_its_anchors_changed() {
        let mut links = SiteLinks::scan(&site(), &[]);
        assert!(!links.replace("/calgary", r#"<section id="plans"><h2>New words</h2></section>"#), "same ids");
        assert!(links.replace("/calgary", r#"<section id="prices"></section>"#), "#plans is gone");
        let targets = Targets { files: ["/logo.svg".to_owned()].into(), ..Targets::at_routes(&["/", "/calgary"]) };
        let broken = links.check(&targets);
        assert_eq!(broken.iter().map(|b| b.link.as_str()).collect::<Vec<_>>(), ["/calgary#plans"]);
    }

    #[test]
    fn good_links_pass() {
        let mut pages = site();
        pages.push(("/quote".into(), String::new()));
        let targets =
            Targets { files: ["/logo.svg".to_owned()].into(), ..Targets::at_routes(&["/", "/calgary", "/quote"]) };
        assert_eq!(check(&pages, &targets), vec![]);
    }

    #[test]
    fn every_broken_link_is_reported() {
        let mut pages = site();
        pages.push(("/x".into(), r##"<a href="/calgary#nope">a</a><a href="/gone">b</a><a href="#missing">c</a><a href="tel:555">d</a><a href="sms:+1403">f</a><a href="sms:+14035550142">g</a><a href="javascript:void(0)">e</a>"##.into()));
        let broken = check(&pages, &Targets::at_routes(&["/", "/calgary", "/x"]));
        let links: Vec<&str> = broken.iter().map(|b| b.link.as_str()).collect();
        assert!(links.contains(&"/calgary#nope"));
        assert!(links.contains(&"/gone"));
        assert!(links.contains(&"#missing"));
        assert!(links.contains(&"tel:555"));
        assert!(links.contains(&"sms:+1403"));
        assert!(!links.contains(&"sms:+14035550142"));
        assert!(links.contains(&"javascript:void(0)"));
        assert!(links.contains(&"/logo.svg"));
        assert!(links.contains(&"/quote?service=x"));
        assert_eq!(broken.len(), 8);
    }

    #[test]
    fn hidden_pages_are_checked_but_cannot_be_linked_to() {
        let pages = vec![
            ("/".to_owned(), r#"<a href="/404">x</a>"#.to_owned()),
            ("/404".to_owned(), r#"<a href="/">home</a><a href="/gone">y</a>"#.to_owned()),
        ];
        let broken = check_except(&pages, &Targets::at_routes(&["/", "/404"]), &["/404"]);
        let found: Vec<(&str, &str)> = broken.iter().map(|b| (b.route.as_str(), b.link.as_str())).collect();
        assert_eq!(found, vec![("/", "/404"), ("/404", "/gone")]);
    }

    #[test]
    fn a_link_in_the_other_url_form_is_reported_with_the_page_address() {
        let pages = vec![
            ("/".to_owned(), r#"<a href="/calgary">x</a><a href="/calgary/#plans">y</a>"#.to_owned()),
            ("/calgary".to_owned(), r#"<a href="/">home</a><b id="plans"></b>"#.to_owned()),
        ];
        let targets = Targets {
            pages: [("/".into(), "/".into()), ("/calgary/".into(), "/calgary".into())].into(),
            ..Targets::default()
        };
        let broken = check(&pages, &targets);
        assert_eq!(broken.len(), 1, "{broken:?}");
        assert_eq!(broken[0].link, "/calgary");
        assert!(broken[0].reason.contains("`/calgary/`"), "{}", broken[0].reason);
    }
}
