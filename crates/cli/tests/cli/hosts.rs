//! `host:` (or `--host`): each host gets the URL form it serves with a 200 and no redirect, its
//! redirects the way it applies them, and its headers or, without header support, `<meta>` tags.
//! The hosts' own software is run by `tests/hosts/` (make test-hosts); these check the output.

use std::fs;
use std::path::Path;

use crate::common::{fixture, sitegen, stderr};

/// The fixture site with one redirect, built for `host` into `dist-HOST`.
fn build_for(root: &Path, host: &str) -> std::path::PathBuf {
    let out = format!("dist-{host}");
    let result = sitegen(root, &["build", "--host", host, "--out", &out]);
    assert!(result.status.success(), "{host}: {}", stderr(&result));
    assert!(String::from_utf8_lossy(&result.stdout).contains(&format!("redirects for {host} (")));
    root.join(out)
}

fn with_redirect() -> tempfile::TempDir {
    let site = fixture();
    fs::write(site.path().join("content/redirects.yaml"), "- { from: /old-calgary, to: /calgary }\n").unwrap();
    site
}

/// Old addresses of other shapes: a folder with its slash, a file of an older site.
fn with_odd_redirects() -> tempfile::TempDir {
    let site = fixture();
    fs::write(
        site.path().join("content/redirects.yaml"),
        "- { from: /areas/, to: /calgary }\n- { from: /old-site/quote.html, to: /quote }\n",
    )
    .unwrap();
    site
}

fn read(dir: &Path, rel: &str) -> String {
    fs::read_to_string(dir.join(rel)).unwrap_or_else(|e| panic!("{}: {e}", dir.join(rel).display()))
}

const META_CSP: &str = r#"<meta http-equiv="Content-Security-Policy" content="default-src 'self'; "#;

#[test]
fn cloudflare_pages_are_route_html_at_bare_addresses_with_301_rules_and_headers() {
    let site = with_redirect();
    let dist = build_for(site.path(), "cloudflare");
    assert!(dist.join("calgary/furnace-repair.html").is_file());
    assert!(dist.join("calgary.html").is_file() && !dist.join("calgary/index.html").exists());
    let page = read(&dist, "calgary/furnace-repair.html");
    assert!(page.contains(r#"<link rel="canonical" href="https://www.chinookheating.ca/calgary/furnace-repair">"#));
    assert!(page.contains(r#"<li><a href="/calgary">Calgary</a></li>"#), "links in the same form");
    assert!(!page.contains("http-equiv"), "headers come from _headers");
    // Real 301s for both forms of the old address, and no file there to shadow them.
    assert_eq!(read(&dist, "_redirects"), "/old-calgary /calgary 301\n/old-calgary/ /calgary 301\n");
    assert!(!dist.join("old-calgary.html").exists() && !dist.join("old-calgary").exists());
    let headers = read(&dist, "_headers");
    assert!(headers.contains("frame-ancestors 'none'"));
    let rules: Vec<&str> = headers.lines().filter(|l| l.starts_with('/')).collect();
    assert_eq!(
        rules,
        ["/*", "/assets/*", "/img/*", "/images/*", "/", "/calgary", "/calgary/*", "/privacy-policy", "/quote"]
    );
    assert!(read(&dist, "sitemap.xml").contains("<loc>https://www.chinookheating.ca/calgary/furnace-repair</loc>"));
}

#[test]
fn netlify_pages_end_in_a_slash_with_301_rules_and_headers_matching_one_rule_each() {
    let site = with_redirect();
    let dist = build_for(site.path(), "netlify");
    let page = read(&dist, "calgary/furnace-repair/index.html");
    assert!(page.contains(r#"<link rel="canonical" href="https://www.chinookheating.ca/calgary/furnace-repair/">"#));
    assert!(page.contains(r#"<li><a href="/calgary/">Calgary</a></li>"#));
    assert!(!page.contains("http-equiv"));
    assert_eq!(read(&dist, "_redirects"), "/old-calgary /calgary/ 301\n/old-calgary/ /calgary/ 301\n");
    assert!(!dist.join("old-calgary").exists(), "a file at the old address would shadow the rule on Netlify");
    let headers = read(&dist, "_headers");
    let rules: Vec<&str> = headers.lines().filter(|l| l.starts_with('/')).collect();
    // `/calgary/*` would also match `/calgary`-something on Netlify: one rule per depth instead.
    assert_eq!(
        rules,
        ["/*", "/assets/*", "/img/*", "/images/*", "/", "/calgary", "/calgary/:p1", "/privacy-policy", "/quote"]
    );
}

#[test]
fn hosts_without_redirects_or_headers_get_redirect_pages_and_the_policy_in_meta_tags() {
    let site = with_redirect();
    for host in ["github-pages", "s3", "generic"] {
        let dist = build_for(site.path(), host);
        assert!(!dist.join("_headers").exists() && !dist.join("_redirects").exists(), "{host}: nothing relies on them");
        let moved = read(&dist, "old-calgary/index.html");
        assert!(moved.contains(r#"<meta http-equiv="refresh" content="0; url=/calgary/">"#), "{host}: {moved}");
        assert!(moved.contains(r#"<link rel="canonical" href="https://www.chinookheating.ca/calgary/">"#));
        for rel in
            ["index.html", "calgary/index.html", "calgary/furnace-repair/index.html", "quote/index.html", "404.html"]
        {
            let html = read(&dist, rel);
            let head = &html[..html.find("<title>").unwrap_or(0)];
            assert!(head.contains(META_CSP), "{host} {rel}: CSP before anything loads");
            assert!(head.contains(r#"<meta name="referrer" content="strict-origin-when-cross-origin">"#));
            // A CSP in <meta> cannot say frame-ancestors (browsers ignore it there and warn).
            assert!(!html.contains("frame-ancestors"), "{host} {rel}");
        }
        let function = dist.join("_cloudfront-function.js");
        assert_eq!(function.exists(), host == "s3", "{host}");
    }
    let s3 = read(&site.path().join("dist-s3"), "_cloudfront-function.js");
    assert!(s3.contains(r#"var REDIRECTS = {"/old-calgary": "/calgary/"};"#), "{s3}");
}

#[test]
fn old_addresses_with_a_slash_or_a_file_name_redirect_as_written() {
    let site = with_odd_redirects();
    let cloudflare = build_for(site.path(), "cloudflare");
    assert_eq!(
        read(&cloudflare, "_redirects"),
        "/areas /calgary 301\n/areas/ /calgary 301\n/old-site/quote.html /quote 301\n"
    );
    let pages = build_for(site.path(), "github-pages");
    assert!(read(&pages, "areas/index.html").contains(r#"url=/calgary/""#));
    assert!(read(&pages, "old-site/quote.html").contains(r#"url=/quote/""#), "the old file itself moves visitors on");
    let s3 = build_for(site.path(), "s3");
    assert!(
        read(&s3, "_cloudfront-function.js").contains(r#"{"/areas": "/calgary/", "/old-site/quote.html": "/quote/"}"#)
    );
}

#[test]
fn a_misspelt_host_is_refused_at_its_line_and_column() {
    let site = fixture();
    let file = site.path().join("content/site.yaml");
    let text = fs::read_to_string(&file).unwrap();
    fs::write(&file, format!("{text}host: netlfy\n")).unwrap();
    let line = text.lines().count() + 1;
    let out = sitegen(site.path(), &["check"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains(&format!("content/site.yaml:{line}:7: ")), "{err}");
    assert!(err.contains("netlify"), "names what to write: {err}");
    // A good host in site.yaml is what a build without --host publishes for.
    fs::write(&file, format!("{text}host: cloudflare\n")).unwrap();
    let out = sitegen(site.path(), &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(site.path().join("dist/calgary.html").is_file());
}

#[test]
fn an_unknown_host_option_is_a_usage_error() {
    let site = fixture();
    let out = sitegen(site.path(), &["build", "--host", "heroku"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out)
            .contains("unknown host `heroku` (expected one of: netlify, cloudflare, github-pages, s3, generic)")
    );
}
