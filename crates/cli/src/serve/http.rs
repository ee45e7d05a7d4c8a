//! HTTP/1.1 on `std::net`, answering like the static host the site is deployed to (pretty URLs,
//! `404.html` with status 404, the site's `_headers`), so a page that works in the preview works
//! when deployed. Written by hand: tiny_http stalled when Chromium opened speculative connections
//! that never sent a request.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::edit::Editor;
use super::headers::{headers_for, parse_headers};
use super::live::{self, Live, RELOAD_JS, inject_reload};

/// One request: what the preview and the editor read of it.
pub(super) struct Request {
    pub method: String,
    pub target: String,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Request {
    /// The value of header `name` (lower-case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }
    pub fn path(&self) -> &str {
        self.target.split(['?', '#']).next().unwrap_or("")
    }
}

/// The largest request body accepted (the editor posts one content file, at most 1 MiB).
const MAX_BODY: usize = 2 * 1024 * 1024;

/// Reads one request; None when the client closed the connection or sent garbage.
fn read_request(reader: &mut impl BufRead) -> Option<Request> {
    let mut request_line = String::new();
    if reader.read_line(&mut request_line).unwrap_or(0) == 0 {
        return None;
    }
    let mut headers = Vec::new();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap_or(0) == 0 {
            return None;
        }
        if line == "\r\n" || line == "\n" {
            break;
        }
        if let Some((name, value)) = line.split_once(':') {
            headers.push((name.trim().to_ascii_lowercase(), value.trim().to_owned()));
        }
    }
    let mut parts = request_line.split_whitespace();
    let (method, target) = (parts.next().unwrap_or("").to_owned(), parts.next().unwrap_or("/").to_owned());
    let mut request = Request { method, target, headers, body: Vec::new() };
    let length: usize = request.header("content-length").and_then(|v| v.parse().ok()).unwrap_or(0);
    if length > MAX_BODY {
        return None;
    }
    request.body.resize(length, 0);
    std::io::Read::read_exact(reader, &mut request.body).ok()?;
    Some(request)
}

/// Serves requests on one connection until the client closes it or goes quiet.
pub(super) fn handle(mut stream: TcpStream, out: &Path, live: Option<&Live>, editor: Option<&Editor>) {
    let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
    let mut reader = BufReader::new(match stream.try_clone() {
        Ok(s) => s,
        Err(_) => return,
    });
    while let Some(request) = read_request(&mut reader) {
        let keep_alive = !request.header("connection").is_some_and(|c| c.to_ascii_lowercase().contains("close"));
        let (method, target) = (request.method.as_str(), request.target.as_str());
        if let Some(live) = live {
            let path = request.path();
            if path == "/_sitegen/events" {
                live::events(stream, live);
                return;
            }
            if path == "/_sitegen/reload.js" {
                let head = format!(
                    "HTTP/1.1 200 OK\r\nContent-Type: text/javascript; charset=utf-8\r\nCache-Control: no-store\r\nContent-Length: {}\r\n\r\n",
                    RELOAD_JS.len()
                );
                let body = if method == "HEAD" { "" } else { RELOAD_JS };
                if stream.write_all(format!("{head}{body}").as_bytes()).is_err() || !keep_alive {
                    return;
                }
                continue;
            }
        }
        if let Some(editor) = editor
            && request.path().starts_with("/_sitegen/")
        {
            let response = editor.respond(&request);
            if stream.write_all(&response).is_err() || !keep_alive {
                return;
            }
            continue;
        }
        let tags = editor.map(Editor::tags).unwrap_or_default();
        let response = respond(out, method, target, live.map(Live::generation), &tags);
        if stream.write_all(&response).is_err() || !keep_alive {
            return;
        }
    }
}

/// The full HTTP response for one request, headers from `_headers` included. With `generation`
/// (a live preview), HTML gets the reload script.
/// With `tags` (the editor's), HTML gets them too.
fn respond(out: &Path, method: &str, target: &str, generation: Option<u64>, tags: &str) -> Vec<u8> {
    if method != "GET" && method != "HEAD" {
        return b"HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nAllow: GET, HEAD\r\n\r\n".to_vec();
    }
    let url_path = target.split(['?', '#']).next().unwrap_or("/").to_owned();
    let (status, path) = match resolve(out, target) {
        Answer::Redirect(location) => {
            return format!("HTTP/1.1 301 Moved Permanently\r\nLocation: {location}\r\nContent-Length: 0\r\n\r\n")
                .into_bytes();
        }
        Answer::File(p) => (200, Some(p)),
        Answer::NotFound(p) => (404, p),
    };
    let (status, mut body, ctype) = match path.as_deref().map(|p| (p, std::fs::read(p))) {
        Some((p, Ok(bytes))) => (status, bytes, content_type(p)),
        _ => (404, b"Not found".to_vec(), "text/plain; charset=utf-8"),
    };
    if let Some(g) = generation
        && ctype.starts_with("text/html")
    {
        body = inject_reload(&body, g);
        if !tags.is_empty() {
            body = live::inject(&body, tags);
        }
    }
    let reason = if status == 200 { "OK" } else { "Not Found" };
    let mut head = format!("HTTP/1.1 {status} {reason}\r\nContent-Type: {ctype}\r\nContent-Length: {}\r\n", body.len());
    // Send what the site's `_headers` asks for, as Netlify and Cloudflare Pages would, so the
    // preview (and the browser tests) run under the real Content-Security-Policy. A build for a
    // host without `_headers` carries its policy in `<meta>` instead.
    let rules = std::fs::read_to_string(out.join("_headers")).map(|t| parse_headers(&t)).unwrap_or_default();
    for (name, value) in headers_for(&rules, &url_path) {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    let mut response = head.into_bytes();
    if method == "GET" {
        response.extend_from_slice(&body);
    }
    response
}

/// What the preview answers at an address.
#[derive(Debug, PartialEq, Eq)]
pub enum Answer {
    File(PathBuf),
    /// 301 to this address.
    Redirect(String),
    /// 404, with `404.html` when there is one.
    NotFound(Option<PathBuf>),
}

/// Maps a URL to an answer like the static hosts do: a rule of `_redirects`; a file as it is;
/// `/a/` -> `a/index.html` and `/a` -> `a.html`; the other form of a page's address (`/a` where
/// `a/index.html` is, `/a/` where `a.html` is) redirects to its address; otherwise `404.html`.
pub fn resolve(out: &Path, url: &str) -> Answer {
    let (path, query) = match url.split('#').next().unwrap_or("/").split_once('?') {
        Some((p, q)) => (p, Some(q)),
        None => (url.split('#').next().unwrap_or("/"), None),
    };
    let with_query = |to: &str| match query {
        Some(q) if !q.is_empty() => format!("{to}?{q}"),
        _ => to.to_owned(),
    };
    let not_found = || {
        let nf = out.join("404.html");
        Answer::NotFound(nf.is_file().then_some(nf))
    };
    if path.split('/').any(|s| s == "..") || !path.starts_with('/') {
        return not_found();
    }
    if let Some(to) = redirect_rule(out, path) {
        return Answer::Redirect(with_query(&to));
    }
    let rel = path.trim_start_matches('/');
    if rel.is_empty() || path.ends_with('/') {
        let index = out.join(rel).join("index.html");
        if index.is_file() {
            return Answer::File(index);
        }
        let bare = rel.trim_end_matches('/');
        if !bare.is_empty() && out.join(format!("{bare}.html")).is_file() {
            return Answer::Redirect(with_query(&format!("/{bare}")));
        }
        return not_found();
    }
    let file = out.join(rel);
    if file.is_file() {
        return Answer::File(file);
    }
    let html = out.join(format!("{rel}.html"));
    if html.is_file() {
        return Answer::File(html);
    }
    if out.join(rel).join("index.html").is_file() {
        return Answer::Redirect(with_query(&format!("{path}/")));
    }
    not_found()
}

/// The target of the `_redirects` rule (`/from /to 301`) for `path`, when there is one.
fn redirect_rule(out: &Path, path: &str) -> Option<String> {
    let text = std::fs::read_to_string(out.join("_redirects")).ok()?;
    text.lines().find_map(|line| {
        let mut parts = line.split_whitespace();
        match (parts.next(), parts.next()) {
            (Some(from), Some(to)) if from == path && !from.starts_with('#') => Some(to.to_owned()),
            _ => None,
        }
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_map_to_files_like_a_static_host() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::create_dir_all(d.join("a")).unwrap();
        std::fs::write(d.join("a/index.html"), "a").unwrap();
        std::fs::write(d.join("b.html"), "b").unwrap();
        std::fs::write(d.join("404.html"), "nf").unwrap();
        std::fs::write(d.join("_redirects"), "/old /a/ 301\n/old/ /a/ 301\n").unwrap();
        let nf = Answer::NotFound(Some(d.join("404.html")));
        // Directory form: `/a/` is the page, `/a` redirects to it.
        assert_eq!(resolve(d, "/a/?x=1"), Answer::File(d.join("a/index.html")));
        assert_eq!(resolve(d, "/a?x=1"), Answer::Redirect("/a/?x=1".into()));
        // File form: `/b` is the page, `/b/` redirects to it.
        assert_eq!(resolve(d, "/b"), Answer::File(d.join("b.html")));
        assert_eq!(resolve(d, "/b/"), Answer::Redirect("/b".into()));
        assert_eq!(resolve(d, "/old"), Answer::Redirect("/a/".into()));
        assert_eq!(resolve(d, "/old/?utm_source=x"), Answer::Redirect("/a/?utm_source=x".into()));
        assert_eq!(resolve(d, "/"), Answer::NotFound(Some(d.join("404.html"))));
        assert_eq!(resolve(d, "/missing"), nf);
        assert_eq!(resolve(d, "/../etc/passwd"), nf);
    }
}
