//! A first preview server: serves the output folder on 127.0.0.1 with static-host semantics
//! (pretty URLs, `404.html` with status 404) and rebuilds when a source file changes.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, SystemTime};

use sitegen_build::BuildOptions;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};

pub fn run(opts: &BuildOptions, port: u16, no_build: bool) -> ExitCode {
    if !no_build && let Err(e) = crate::build(opts) {
        eprintln!("{}", e.to_string().trim_end());
    }
    let listener = match TcpListener::bind(("127.0.0.1", port)) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: cannot listen on 127.0.0.1:{port}: {e}");
            return ExitCode::from(1);
        }
    };
    println!("Serving {} at http://127.0.0.1:{port}/ (Ctrl-C to stop)", opts.out.display());
    if !no_build {
        let watched = opts.clone();
        std::thread::spawn(move || watch(&watched));
    }
    // A thread per connection: browsers open speculative connections that never send a request,
    // and those must not hold up the ones that do.
    for stream in listener.incoming().flatten() {
        let out = opts.out.clone();
        std::thread::spawn(move || handle(stream, &out));
    }
    ExitCode::SUCCESS
}

/// Serves requests on one connection until the client closes it or goes quiet.
fn handle(mut stream: TcpStream, out: &Path) {
    let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
    let mut reader = BufReader::new(match stream.try_clone() {
        Ok(s) => s,
        Err(_) => return,
    });
    loop {
        let mut request_line = String::new();
        if reader.read_line(&mut request_line).unwrap_or(0) == 0 {
            return;
        }
        // Skip the headers; the preview needs only the method and the path.
        let mut keep_alive = true;
        loop {
            let mut line = String::new();
            if reader.read_line(&mut line).unwrap_or(0) == 0 {
                return;
            }
            if line.to_ascii_lowercase().starts_with("connection:") && line.to_ascii_lowercase().contains("close") {
                keep_alive = false;
            }
            if line == "\r\n" || line == "\n" {
                break;
            }
        }
        let mut parts = request_line.split_whitespace();
        let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or("/"));
        let response = respond(out, method, target);
        if stream.write_all(&response).is_err() || !keep_alive {
            return;
        }
    }
}

/// The full HTTP response for one request, headers from `_headers` included.
fn respond(out: &Path, method: &str, target: &str) -> Vec<u8> {
    if method != "GET" && method != "HEAD" {
        return b"HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nAllow: GET, HEAD\r\n\r\n".to_vec();
    }
    let url_path = target.split(['?', '#']).next().unwrap_or("/").to_owned();
    let (status, path) = resolve(out, target);
    let (status, body, ctype) = match path.as_deref().map(|p| (p, std::fs::read(p))) {
        Some((p, Ok(bytes))) => (status, bytes, content_type(p)),
        _ => (404, b"Not found".to_vec(), "text/plain; charset=utf-8"),
    };
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

type HeaderRules = Vec<(String, Vec<(String, String)>)>;

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

fn content_type(path: &Path) -> &'static str {
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

/// Polls the source folders' newest modification time and rebuilds when it changes.
fn watch(opts: &BuildOptions) {
    let mut last = newest(&opts.root);
    loop {
        std::thread::sleep(Duration::from_millis(300));
        let now = newest(&opts.root);
        if now != last {
            last = now;
            if let Err(e) = crate::build(opts) {
                eprintln!("{}", e.to_string().trim_end());
            }
        }
    }
}

fn newest(root: &Path) -> Option<SystemTime> {
    ["content", "templates", "islands", "styles", "static"].iter().flat_map(|d| walkdir_mtimes(&root.join(d))).max()
}

fn walkdir_mtimes(dir: &Path) -> Vec<SystemTime> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if let Ok(m) = e.metadata().and_then(|m| m.modified()) {
                out.push(m);
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
