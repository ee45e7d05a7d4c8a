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
    let (status, path) = resolve(out, target);
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
    // preview (and the browser tests) run under the real Content-Security-Policy.
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

/// Maps a URL to a file like a static host: `/a` -> `a/index.html`, otherwise `404.html` with 404.
pub fn resolve(out: &Path, url: &str) -> (u16, Option<PathBuf>) {
    let path = url.split(['?', '#']).next().unwrap_or("/");
    if path.split('/').any(|s| s == "..") {
        return (404, Some(out.join("404.html")));
    }
    let rel = path.trim_start_matches('/');
    let candidates = [out.join(rel), out.join(rel).join("index.html")];
    for c in candidates {
        if c.is_file() {
            return (200, Some(c));
        }
    }
    let nf = out.join("404.html");
    (404, nf.is_file().then_some(nf))
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
        std::fs::create_dir_all(dir.path().join("a")).unwrap();
        std::fs::write(dir.path().join("a/index.html"), "a").unwrap();
        std::fs::write(dir.path().join("404.html"), "nf").unwrap();
        assert_eq!(resolve(dir.path(), "/a?x=1"), (200, Some(dir.path().join("a/index.html"))));
        assert_eq!(resolve(dir.path(), "/a/"), (200, Some(dir.path().join("a/index.html"))));
        assert_eq!(resolve(dir.path(), "/missing"), (404, Some(dir.path().join("404.html"))));
        assert_eq!(resolve(dir.path(), "/../etc/passwd"), (404, Some(dir.path().join("404.html"))));
    }
}
