//! The preview server: serves the output folder on 127.0.0.1 with static-host semantics
//! (pretty URLs, `404.html` with status 404), rebuilds what a changed source file affects
//! ([`sitegen_pipeline::preview`]) and reloads open tabs.
//!
//! Live reload touches nothing on disk: HTML responses get a `<script type="module"
//! src="/_sitegen/reload.js?g=N">` (N: the build generation the page came from) before `</head>`,
//! and the script listens to Server-Sent Events at `/_sitegen/events`. Each event carries the
//! current generation and the errors of the last rebuild; the tab reloads when the generation moved
//! on without errors, and shows an overlay with `file:line:col` and the message while there are errors.
//! With `--no-build` nothing is watched and nothing is injected.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, SystemTime};

use sitegen_pipeline::BuildOptions;
use sitegen_pipeline::content::Diagnostic;
use sitegen_pipeline::preview::{Change, Preview};
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};

/// The last rebuild, shared between the watcher and the event streams.
#[derive(Default)]
pub struct Live {
    /// (generation, errors of the last rebuild as a JSON array)
    state: Mutex<(u64, String)>,
    changed: Condvar,
}

impl Live {
    fn publish(&self, errors: &[Diagnostic], root: &Path) {
        let json = errors_json(errors, root);
        if let Ok(mut s) = self.state.lock() {
            s.0 += 1;
            s.1 = json;
        }
        self.changed.notify_all();
    }
    fn generation(&self) -> u64 {
        self.state.lock().map(|s| s.0).unwrap_or(0)
    }
}

pub fn run(opts: &BuildOptions, port: u16, no_build: bool) -> ExitCode {
    let live = if no_build { None } else { Some(Arc::new(Live::default())) };
    let mut preview = None;
    if let Some(live) = &live {
        preview = start(opts, live);
    }
    let listener = match TcpListener::bind(("127.0.0.1", port)) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: cannot listen on 127.0.0.1:{port}: {e}");
            return ExitCode::from(1);
        }
    };
    println!("Serving {} at http://127.0.0.1:{port}/ (Ctrl-C to stop)", opts.out.display());
    if let Some(live) = &live {
        let watched = opts.clone();
        let live = Arc::clone(live);
        std::thread::spawn(move || watch(&watched, preview, &live));
    }
    // A thread per connection: browsers open speculative connections that never send a request,
    // and those must not hold up the ones that do.
    for stream in listener.incoming().flatten() {
        let out = opts.out.clone();
        let live = live.clone();
        std::thread::spawn(move || handle(stream, &out, live.as_deref()));
    }
    ExitCode::SUCCESS
}

/// The first full build of the preview; its errors go to the terminal and to the browser.
fn start(opts: &BuildOptions, live: &Live) -> Option<Preview> {
    let mut preview = match Preview::new(opts) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{}", e.render(&opts.root).trim_end());
            live.publish(&e.diagnostics(), &opts.root);
            return None;
        }
    };
    let result = preview.full();
    report(opts, live, result);
    Some(preview)
}

fn report(opts: &BuildOptions, live: &Live, result: Result<sitegen_pipeline::preview::Update, sitegen_pipeline::BuildError>) {
    match result {
        Ok(u) => {
            let what = if u.full { "every page".to_owned() } else { u.pages.join(", ") };
            let bundle = if u.rebundled { ", islands re-bundled" } else { "" };
            println!("Rebuilt {what}{bundle} in {} ms", u.elapsed.as_millis());
            for w in &u.warnings {
                eprintln!("warning: {}", w.render(&opts.root));
            }
            live.publish(&[], &opts.root);
        }
        Err(e) => {
            eprintln!("{}", e.render(&opts.root).trim_end());
            live.publish(&e.diagnostics(), &opts.root);
        }
    }
}

/// The live-reload client, served at `/_sitegen/reload.js`.
const RELOAD_JS: &str = include_str!("reload.js");

/// Serves requests on one connection until the client closes it or goes quiet.
fn handle(mut stream: TcpStream, out: &Path, live: Option<&Live>) {
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
        if let Some(live) = live {
            let path = target.split(['?', '#']).next().unwrap_or("");
            if path == "/_sitegen/events" {
                events(stream, live);
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
        let response = respond(out, method, target, live.map(Live::generation));
        if stream.write_all(&response).is_err() || !keep_alive {
            return;
        }
    }
}

/// A Server-Sent Events stream: the current state at once, then every new one; a comment line every
/// 15 s finds closed connections.
fn events(mut stream: TcpStream, live: &Live) {
    let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: keep-alive\r\n\r\n";
    if stream.write_all(head.as_bytes()).is_err() {
        return;
    }
    let mut seen = None;
    loop {
        let message = {
            let Ok(guard) = live.state.lock() else { return };
            let (guard, _) =
                match live.changed.wait_timeout_while(guard, Duration::from_secs(15), |s| Some(s.0) == seen) {
                    Ok(r) => r,
                    Err(_) => return,
                };
            if Some(guard.0) == seen {
                ": ping\n\n".to_owned()
            } else {
                seen = Some(guard.0);
                format!("event: state\ndata: {{\"generation\":{},\"errors\":{}}}\n\n", guard.0, guard.1)
            }
        };
        if stream.write_all(message.as_bytes()).and_then(|()| stream.flush()).is_err() {
            return;
        }
    }
}

/// The errors as a JSON array of `{file, line, column, message, snippet}`.
fn errors_json(errors: &[Diagnostic], root: &Path) -> String {
    let items: Vec<String> = errors
        .iter()
        .map(|d| {
            let snippet =
                std::fs::read_to_string(root.join(&d.file)).ok().and_then(|t| d.snippet(&t)).unwrap_or_default();
            format!(
                "{{\"file\":{},\"line\":{},\"column\":{},\"message\":{},\"snippet\":{}}}",
                json_string(&d.file.to_string_lossy()),
                d.pos.line,
                d.pos.column,
                json_string(&d.message),
                json_string(&snippet)
            )
        })
        .collect();
    format!("[{}]", items.join(","))
}

fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 || c == '\u{2028}' || c == '\u{2029}' => {
                out.push_str(&format!("\\u{:04x}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The full HTTP response for one request, headers from `_headers` included. With `generation`
/// (a live preview), HTML gets the reload script.
fn respond(out: &Path, method: &str, target: &str, generation: Option<u64>) -> Vec<u8> {
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

/// `<script type="module" src="/_sitegen/reload.js?g=N">` before `</head>` (or at the end).
pub fn inject_reload(html: &[u8], generation: u64) -> Vec<u8> {
    let tag = format!(r#"<script type="module" src="/_sitegen/reload.js?g={generation}"></script>"#);
    let text = String::from_utf8_lossy(html);
    match text.find("</head>") {
        Some(i) => format!("{}{tag}{}", &text[..i], &text[i..]).into_bytes(),
        None => format!("{text}{tag}").into_bytes(),
    }
}

/// The folders and files a build reads, relative to the root.
const SOURCES: &[&str] = &["content", "templates", "islands", "styles", "static", "package.json", "package-lock.json"];

/// Rebuilds what changed files affect, told of changes by the operating system (inotify through
/// `notify`): a save reaches the page in tens of milliseconds, where polling would wait a tick and
/// stat every file of a large site each time. Falls back to polling when no watch can be set up.
fn watch(opts: &BuildOptions, mut preview: Option<Preview>, live: &Live) {
    let root = std::path::absolute(&opts.root).unwrap_or_else(|_| opts.root.clone());
    let (tx, rx) = std::sync::mpsc::channel::<Vec<PathBuf>>();
    let watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
        use notify::EventKind::{Access, Create, Modify, Remove};
        use notify::event::{AccessKind, AccessMode};
        if let Ok(e) = event
            && matches!(e.kind, Create(_) | Modify(_) | Remove(_) | Access(AccessKind::Close(AccessMode::Write)))
        {
            let _ = tx.send(e.paths);
        }
    });
    let watching = watcher.and_then(|mut w| {
        use notify::{RecursiveMode, Watcher};
        for name in SOURCES {
            let path = root.join(name);
            if path.exists() {
                w.watch(&path, RecursiveMode::Recursive)?;
            }
        }
        Ok(w)
    });
    let _watcher = match watching {
        Ok(w) => w,
        Err(e) => {
            eprintln!("note: cannot watch for changes ({e}); checking every 300 ms instead");
            return poll(opts, preview, live);
        }
    };
    while let Ok(first) = rx.recv() {
        // Editors save in steps (write, rename, touch): take what arrives until 20 ms of quiet.
        let mut paths: std::collections::BTreeSet<PathBuf> = first.into_iter().collect();
        while let Ok(more) = rx.recv_timeout(Duration::from_millis(20)) {
            paths.extend(more);
        }
        let mut changes: Vec<Change> = paths
            .iter()
            .filter_map(|p| p.strip_prefix(&root).ok())
            .filter(|p| !p.components().any(|c| c.as_os_str() == "node_modules"))
            .filter(|p| !passing_temp_file(&root, p))
            .filter_map(Change::of)
            .collect();
        changes.sort();
        changes.dedup();
        rebuild(opts, &mut preview, live, &changes);
    }
}

/// An editor's or `sed -i`'s scratch file that came and went during the save (`sedAbC123`,
/// `4913`, `page.yaml~`): without this, one save would look like a new content file.
fn passing_temp_file(root: &Path, rel: &Path) -> bool {
    let name = rel.file_name().map(|n| n.to_string_lossy()).unwrap_or_default();
    !root.join(rel).exists() && (!name.contains('.') || name.ends_with('~'))
}

fn rebuild(opts: &BuildOptions, preview: &mut Option<Preview>, live: &Live, changes: &[Change]) {
    if changes.is_empty() {
        return;
    }
    match preview.as_mut() {
        Some(p) => report(opts, live, p.update(changes)),
        None => *preview = start(opts, live),
    }
}

/// Polls the source folders every 300 ms: the fallback where the OS cannot watch them.
fn poll(opts: &BuildOptions, mut preview: Option<Preview>, live: &Live) {
    let mut last = snapshot(&opts.root);
    loop {
        std::thread::sleep(Duration::from_millis(300));
        let mut now = snapshot(&opts.root);
        if now == last {
            continue;
        }
        // Editors save in steps: wait until the files hold still.
        loop {
            std::thread::sleep(Duration::from_millis(60));
            let again = snapshot(&opts.root);
            if again == now {
                break;
            }
            now = again;
        }
        let mut changes: Vec<Change> = now
            .iter()
            .filter(|(p, m)| last.get(*p) != Some(m))
            .map(|(p, _)| p)
            .chain(last.keys().filter(|p| !now.contains_key(*p)))
            .filter_map(|p| Change::of(p))
            .collect();
        changes.sort();
        changes.dedup();
        last = now;
        rebuild(opts, &mut preview, live, &changes);
    }
}

type Snapshot = BTreeMap<PathBuf, (SystemTime, u64)>;

/// Modification time and size of every source file, by path relative to the root.
fn snapshot(root: &Path) -> Snapshot {
    let mut out = Snapshot::new();
    let mut stack: Vec<PathBuf> = Vec::new();
    for name in SOURCES {
        let path = root.join(name);
        match std::fs::metadata(&path) {
            Ok(m) if m.is_dir() => stack.push(path),
            Ok(m) => {
                out.insert(PathBuf::from(name), (m.modified().unwrap_or(SystemTime::UNIX_EPOCH), m.len()));
            }
            Err(_) => {}
        }
    }
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.file_name().is_some_and(|n| n == "node_modules") {
                continue;
            }
            if p.is_dir() {
                stack.push(p);
            } else if let Ok(m) = e.metadata() {
                let rel = p.strip_prefix(root).unwrap_or(&p).to_path_buf();
                out.insert(rel, (m.modified().unwrap_or(SystemTime::UNIX_EPOCH), m.len()));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scratch_files_of_a_save_are_not_changes() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("content/pages")).unwrap();
        std::fs::write(dir.path().join("content/pages/kept.yaml"), "").unwrap();
        std::fs::write(dir.path().join("content/pages/stray"), "").unwrap();
        let gone = |name: &str| passing_temp_file(dir.path(), Path::new(name));
        assert!(gone("content/pages/sedAbC123"));
        assert!(gone("content/pages/4913"));
        assert!(gone("content/pages/calgary.yaml~"));
        // A removed page is a change; so is a stray file that stays (the build reports it).
        assert!(!gone("content/pages/removed.yaml"));
        assert!(!gone("content/pages/kept.yaml"));
        assert!(!gone("content/pages/stray"));
    }

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
