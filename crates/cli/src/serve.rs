//! A first preview server: serves the output folder on 127.0.0.1 with static-host semantics
//! (pretty URLs, `404.html` with status 404) and rebuilds when a source file changes.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, SystemTime};

use sitegen_build::BuildOptions;
use tiny_http::{Header, Response, Server};

pub fn run(opts: &BuildOptions, port: u16, no_build: bool) -> ExitCode {
    if !no_build && let Err(e) = crate::build(opts) {
        eprintln!("{}", e.to_string().trim_end());
    }
    let server = match Server::http(("127.0.0.1", port)) {
        Ok(s) => s,
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
    // Several workers, so one slow or stalled connection never holds up the others.
    let server = std::sync::Arc::new(server);
    let workers: Vec<_> = (0..8)
        .map(|_| {
            let server = std::sync::Arc::clone(&server);
            let out = opts.out.clone();
            std::thread::spawn(move || {
                while let Ok(request) = server.recv() {
                    respond(&out, request);
                }
            })
        })
        .collect();
    for w in workers {
        let _ = w.join();
    }
    ExitCode::SUCCESS
}

fn respond(out: &Path, request: tiny_http::Request) {
    let url_path = request.url().split(['?', '#']).next().unwrap_or("/").to_owned();
    let (status, path) = resolve(out, request.url());
    let mut response = match path.as_deref().map(std::fs::read) {
        Some(Ok(bytes)) => Response::from_data(bytes)
            .with_status_code(status)
            .with_header(content_type(path.as_deref().unwrap_or(Path::new("")))),
        _ => Response::from_string("Not found").with_status_code(404),
    };
    // Send what the site's `_headers` asks for, as Netlify and Cloudflare Pages would, so the
    // preview (and the browser tests) run under the real Content-Security-Policy.
    let rules = std::fs::read_to_string(out.join("_headers")).map(|t| parse_headers(&t)).unwrap_or_default();
    for (name, value) in headers_for(&rules, &url_path) {
        if let Ok(h) = Header::from_bytes(name.as_bytes(), value.as_bytes()) {
            response.add_header(h);
        }
    }
    let _ = request.respond(response);
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

fn content_type(path: &Path) -> Header {
    let ct = match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
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
    };
    Header::from_bytes("Content-Type", ct)
        .unwrap_or_else(|_| Header::from_bytes("X-Unknown", "1").expect("static header"))
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
