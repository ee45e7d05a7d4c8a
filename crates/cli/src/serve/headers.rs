//! Every response header the preview sets, decided here: the content type of a file by its name,
//! `Cache-Control: no-store` on the preview's own answers (the reload script, the event stream,
//! the editor and its API), and on the site's files what the site's `_headers` asks for, read the
//! way Netlify and Cloudflare Pages read it, so the preview (and the browser tests) send the same
//! headers as the deployed site, its Content-Security-Policy first of all. A build for a host
//! without `_headers` carries its policy in `<meta>` instead.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::http::{HeaderName, HeaderValue};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

type HeaderRules = Vec<(String, Vec<(String, String)>)>;

/// Marks a response as the site's answer at this URL path (a file, its 404 page, a redirect):
/// [`layer`] gives a file the site's `_headers`, where the preview's own answers under
/// `/_sitegen/` get `no-store`.
#[derive(Clone)]
pub(super) struct SiteFile(pub String);

/// The middleware every response passes through on its way out.
pub(super) async fn layer(State(out): State<Arc<PathBuf>>, request: Request, next: Next) -> Response {
    let own = request.uri().path().starts_with("/_sitegen/");
    let mut response = next.run(request).await;
    match response.extensions_mut().remove::<SiteFile>() {
        // Redirects carry only their `Location`, as the static host's do.
        Some(_) if response.status().is_redirection() => {}
        Some(SiteFile(path)) => {
            let text = tokio::fs::read_to_string(out.join("_headers")).await.unwrap_or_default();
            for (name, value) in headers_for(&parse_headers(&text), &path) {
                if let (Ok(name), Ok(value)) = (HeaderName::try_from(name), HeaderValue::try_from(value)) {
                    response.headers_mut().insert(name, value);
                }
            }
        }
        None if own => {
            response.headers_mut().insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
        }
        // A method the static host would not take either: its status and `Allow` only.
        None => {}
    }
    response
}

/// A file's bytes as a response typed by its name.
pub(super) fn file(name: &Path, bytes: Vec<u8>) -> Response {
    ([(CONTENT_TYPE, content_type(name))], bytes).into_response()
}

pub(super) fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "json" | "webmanifest" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "xml" => "application/xml",
        "txt" | "" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// Parses the `_headers` format: a path pattern on its own line, indented `Name: value` lines under it.
pub fn parse_headers(text: &str) -> HeaderRules {
    let mut rules: HeaderRules = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if !line.starts_with([' ', '\t']) {
            rules.push((trimmed.to_owned(), Vec::new()));
        } else if let (Some(rule), Some((name, value))) = (rules.last_mut(), trimmed.split_once(':')) {
            rule.1.push((name.trim().to_owned(), value.trim().to_owned()));
        }
    }
    rules
}

/// Every header of every rule matching `path`; repeated names are joined with commas, like the hosts do.
pub fn headers_for(rules: &HeaderRules, path: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for (pattern, headers) in rules {
        let hit = match pattern.strip_suffix('*') {
            Some(prefix) => path.starts_with(prefix),
            None => pattern == path || pattern.trim_end_matches('/') == path.trim_end_matches('/'),
        };
        if !hit {
            continue;
        }
        for (name, value) in headers {
            match out.iter_mut().find(|(n, _)| n.eq_ignore_ascii_case(name)) {
                Some((_, v)) => {
                    v.push_str(", ");
                    v.push_str(value);
                }
                None => out.push((name.clone(), value.clone())),
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_rules_match_like_static_hosts() {
        let rules = parse_headers(
            "# c\n/*\n  X-A: 1\n/assets/*\n  Cache-Control: immutable\n/calgary\n  Cache-Control: short\n",
        );
        assert_eq!(
            headers_for(&rules, "/assets/x.js"),
            vec![("X-A".into(), "1".into()), ("Cache-Control".into(), "immutable".into())]
        );
        assert_eq!(
            headers_for(&rules, "/calgary/"),
            vec![("X-A".into(), "1".into()), ("Cache-Control".into(), "short".into())]
        );
        assert_eq!(headers_for(&rules, "/calgary/x").len(), 1);
    }
}
