//! Where the site is published (`host:` in `site.yaml`, or `--host`), and the one place that
//! decides the form of its URLs: the address a page is served at with a 200 and no redirect, the
//! file it is written to, and how an internal link written in content (`/calgary`) is published.
//!
//! | host | page `/about` is written to | and linked as | redirects | headers |
//! |---|---|---|---|---|
//! | `netlify` | `about/index.html` | `/about/` | `_redirects` (no file at the old path, so the 301 applies) | `_headers` |
//! | `cloudflare` | `about.html` | `/about` | `_redirects` | `_headers` |
//! | `github-pages` | `about/index.html` | `/about/` | an HTML page with a meta refresh | `<meta>` CSP and referrer policy |
//! | `s3` | `about/index.html` | `/about/` | a CloudFront function (301), and meta refresh pages for the bare bucket | `<meta>`, plus a CloudFront response headers policy |
//! | `generic` | `about/index.html` | `/about/` | meta refresh pages | `<meta>` |
//!
//! A host answers the other form with a redirect (Cloudflare `/about/` -> `/about`, the others
//! `/about` -> `/about/`), so every link, canonical and sitemap entry uses the form above.

use std::borrow::Cow;
use std::fmt;

use serde::Deserialize;

use crate::Route;

/// Where the site is published: it decides the URL form, how redirects and headers are written.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Host {
    /// Netlify: pages at /about/, real 301 redirects from _redirects, headers from _headers.
    Netlify,
    /// Cloudflare Pages: pages at /about (about.html), real 301 redirects and headers from its files.
    Cloudflare,
    /// GitHub Pages: pages at /about/; redirects are pages that move the visitor on; no custom headers, so the security policy is written into every page.
    GithubPages,
    /// Amazon S3 behind CloudFront: pages at /about/, redirects by a generated CloudFront function; the security policy is written into every page.
    S3,
    /// Any other static server: pages at /about/, redirects as pages that move the visitor on, the security policy written into every page.
    #[default]
    Generic,
}

impl Host {
    pub const ALL: [Host; 5] = [Host::Netlify, Host::Cloudflare, Host::GithubPages, Host::S3, Host::Generic];

    /// As written in `site.yaml` and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Host::Netlify => "netlify",
            Host::Cloudflare => "cloudflare",
            Host::GithubPages => "github-pages",
            Host::S3 => "s3",
            Host::Generic => "generic",
        }
    }

    /// The host named `name` (`--host github-pages`).
    pub fn parse(name: &str) -> Result<Host, String> {
        Host::ALL.into_iter().find(|h| h.name() == name).ok_or_else(|| {
            let names: Vec<&str> = Host::ALL.iter().map(|h| h.name()).collect();
            format!("unknown host `{name}` (expected one of: {})", names.join(", "))
        })
    }

    /// The form of this host's URLs.
    pub fn urls(self) -> Urls {
        match self {
            Host::Cloudflare => Urls::File,
            Host::Netlify | Host::GithubPages | Host::S3 | Host::Generic => Urls::Directory,
        }
    }

    /// Reads `_headers` and `_redirects` from the published folder (Netlify, Cloudflare Pages).
    pub fn reads_host_files(self) -> bool {
        matches!(self, Host::Netlify | Host::Cloudflare)
    }

    /// Sends no headers of ours, so what HTML can carry of the security policy goes into `<meta>`.
    pub fn needs_meta_policy(self) -> bool {
        !self.reads_host_files()
    }

    /// Has no redirect rules of its own (or none every set-up has), so a redirect source gets an
    /// HTML page that moves the visitor on. Never on a host that reads `_redirects`: a file at the
    /// old path would shadow the rule (Netlify applies an unforced rule only where no file exists).
    pub fn needs_redirect_pages(self) -> bool {
        !self.reads_host_files()
    }
}

impl fmt::Display for Host {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The two URL forms static hosts serve without a redirect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Urls {
    /// `/about/`, written to `about/index.html`.
    Directory,
    /// `/about`, written to `about.html`.
    File,
}

impl Urls {
    /// The address `route` is served at with a 200 and no redirect: `/about/` or `/about`. The
    /// home page is `/` in both forms; the not-found page, served at any unknown path, is named
    /// by its file (`/404.html`).
    pub fn page(self, route: &str) -> Cow<'_, str> {
        if route == "/" {
            return Cow::Borrowed("/");
        }
        if Route::is_not_found_path(route) {
            return Cow::Owned(format!("/{}", self.file(route)));
        }
        match self {
            Urls::Directory => Cow::Owned(format!("{route}/")),
            Urls::File => Cow::Borrowed(route),
        }
    }

    /// The file `route` is written to, relative to the output folder.
    pub fn file(self, route: &str) -> String {
        match (route, self) {
            ("/", _) => "index.html".to_owned(),
            // `404.html` in every form, where hosts look for it (`fr/404.html` for `/fr/404`).
            (r, _) if Route::is_not_found_path(r) => format!("{}.html", &r[1..]),
            (r, Urls::Directory) => format!("{}/index.html", &r[1..]),
            (r, Urls::File) => format!("{}.html", &r[1..]),
        }
    }

    /// An internal link as content writes it (`/calgary`, `/quote?service=x#form`) in this form
    /// (`/calgary/`, `/quote/?service=x#form`). Only paths shaped like routes change: files
    /// (`/favicon.svg`), anchors, other sites, `tel:` and `mailto:` are returned as they are.
    pub fn link(self, href: &str) -> Cow<'_, str> {
        let end = href.find(['?', '#']).unwrap_or(href.len());
        let (path, rest) = href.split_at(end);
        if !path.starts_with('/') || path == "/" || !Route::is_route_shaped(path) {
            return Cow::Borrowed(href);
        }
        match self.page(path) {
            Cow::Borrowed(_) => Cow::Borrowed(href),
            Cow::Owned(p) => Cow::Owned(format!("{p}{rest}")),
        }
    }

    /// The file a host serves at `path` with a 200: a route-shaped path as [`Urls::file`] writes
    /// it, `/old/` as `old/index.html`, any other path (`/old.html`) as that file.
    pub fn file_at(self, path: &str) -> String {
        if Route::is_route_shaped(path) {
            self.file(path)
        } else if let Some(dir) = path.strip_suffix('/') {
            format!("{}/index.html", dir.trim_start_matches('/'))
        } else {
            path.trim_start_matches('/').to_owned()
        }
    }

    /// The route a page address names, when it is in this form (the inverse of [`Urls::page`]).
    pub fn route(self, url_path: &str) -> Option<&str> {
        if url_path == "/" {
            return Some("/");
        }
        let route = match self {
            Urls::Directory => url_path.strip_suffix('/')?,
            Urls::File => url_path,
        };
        Route::is_route_shaped(route).then_some(route)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directory_form_ends_pages_with_a_slash() {
        let u = Urls::Directory;
        assert_eq!(u.page("/"), "/");
        assert_eq!(u.page("/calgary/furnace-repair"), "/calgary/furnace-repair/");
        assert_eq!(u.file("/calgary/furnace-repair"), "calgary/furnace-repair/index.html");
        assert_eq!(u.file("/"), "index.html");
        assert_eq!(u.file("/404"), "404.html");
        assert_eq!(u.page("/404"), "/404.html");
        assert_eq!(u.file("/fr/404"), "fr/404.html");
        assert_eq!(u.page("/fr/404"), "/fr/404.html");
        assert_eq!(u.link("/fr/404"), "/fr/404.html");
        assert_eq!(u.file("/fr/calgary/404"), "fr/calgary/404/index.html", "only a language's own 404");
        assert_eq!(u.link("/calgary"), "/calgary/");
        assert_eq!(u.link("/quote?service=furnace-repair#form"), "/quote/?service=furnace-repair#form");
        assert_eq!(u.link("/calgary#plans"), "/calgary/#plans");
        assert_eq!(u.route("/calgary/"), Some("/calgary"));
        assert_eq!(u.route("/calgary"), None);
        assert_eq!(u.file_at("/old"), "old/index.html");
        assert_eq!(u.file_at("/old/"), "old/index.html");
        assert_eq!(u.file_at("/old-site/about-us.html"), "old-site/about-us.html");
        assert_eq!(Urls::File.file_at("/old"), "old.html");
    }

    #[test]
    fn file_form_keeps_addresses_bare() {
        let u = Urls::File;
        assert_eq!(u.page("/calgary"), "/calgary");
        assert_eq!(u.file("/calgary"), "calgary.html");
        assert_eq!(u.file("/calgary/furnace-repair"), "calgary/furnace-repair.html");
        assert_eq!(u.file("/fr/404"), "fr/404.html");
        assert_eq!(u.page("/fr/404"), "/fr/404.html");
        assert_eq!(u.file("/404"), "404.html");
        assert_eq!(u.link("/quote?service=x"), "/quote?service=x");
        assert_eq!(u.route("/calgary"), Some("/calgary"));
        assert_eq!(u.route("/calgary/"), None);
    }

    #[test]
    fn links_that_are_not_pages_stay_as_written() {
        for u in [Urls::Directory, Urls::File] {
            for href in [
                "/",
                "/?x=1",
                "/favicon.svg",
                "/images/cities/calgary.svg",
                "#plans",
                "https://www.example.com/a",
                "tel:+14035550142",
                "mailto:info@example.ca",
                "/calgary/",
            ] {
                assert_eq!(u.link(href), href, "{u:?} {href}");
            }
        }
    }

    #[test]
    fn hosts_are_named_as_written() {
        for h in Host::ALL {
            assert_eq!(Host::parse(h.name()), Ok(h));
        }
        assert!(Host::parse("netlfy").unwrap_err().contains("netlify, cloudflare, github-pages, s3, generic"));
        assert_eq!(Host::Cloudflare.urls(), Urls::File);
        assert_eq!(Host::GithubPages.urls(), Urls::Directory);
    }
}
