//! Live reload: the build generation and the errors of the last rebuild, which the watcher
//! publishes and every open tab follows over Server-Sent Events. The reload script is added to
//! responses as they are sent, never written into the output folder, so what is on disk stays
//! exactly what a build writes.

use std::io::Write;
use std::net::TcpStream;
use std::path::Path;
use std::sync::{Condvar, Mutex};
use std::time::Duration;

use sitegen_pipeline::content::Diagnostic;

/// The last rebuild, shared between the watcher and the event streams.
#[derive(Default)]
pub struct Live {
    /// (generation, errors of the last rebuild as a JSON array, notices every page shows as a
    /// JSON array of strings)
    state: Mutex<(u64, String, String)>,
    changed: Condvar,
}

impl Live {
    /// A new generation with its errors; `notices` replace the old ones when given (a failed
    /// rebuild keeps those of the last good one).
    pub(super) fn publish(&self, errors: &[Diagnostic], notices: Option<&[String]>, root: &Path) {
        let json = errors_json(errors, root);
        if let Ok(mut s) = self.state.lock() {
            s.0 += 1;
            s.1 = json;
            if let Some(notices) = notices {
                let items: Vec<String> = notices.iter().map(|n| sitegen_escape::json_string(n)).collect();
                s.2 = format!("[{}]", items.join(","));
            }
        }
        self.changed.notify_all();
    }
    pub(super) fn generation(&self) -> u64 {
        self.state.lock().map(|s| s.0).unwrap_or(0)
    }
}

/// The live-reload client, served at `/_sitegen/reload.js`.
pub(super) const RELOAD_JS: &str = include_str!("reload.js");

/// A Server-Sent Events stream: the current state at once, then every new one; a comment line every
/// 15 s finds closed connections.
pub(super) fn events(mut stream: TcpStream, live: &Live) {
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
                let notices = if guard.2.is_empty() { "[]" } else { guard.2.as_str() };
                format!(
                    "event: state\ndata: {{\"generation\":{},\"errors\":{},\"notices\":{}}}\n\n",
                    guard.0, guard.1, notices
                )
            }
        };
        if stream.write_all(message.as_bytes()).and_then(|()| stream.flush()).is_err() {
            return;
        }
    }
}

/// The errors as a JSON array of `{file, line, column, message, snippet}`.
pub(super) fn errors_json(errors: &[Diagnostic], root: &Path) -> String {
    let items: Vec<String> = errors
        .iter()
        .map(|d| {
            let snippet =
                std::fs::read_to_string(root.join(&d.file)).ok().and_then(|t| d.snippet(&t)).unwrap_or_default();
            format!(
                "{{\"file\":{},\"line\":{},\"column\":{},\"message\":{},\"snippet\":{}}}",
                sitegen_escape::json_string(&d.file.to_string_lossy()),
                d.pos.line,
                d.pos.column,
                sitegen_escape::json_string(&d.message),
                sitegen_escape::json_string(&snippet)
            )
        })
        .collect();
    format!("[{}]", items.join(","))
}

/// `<script type="module" src="/_sitegen/reload.js?g=N">` before `</head>` (or at the end).
pub fn inject_reload(html: &[u8], generation: u64) -> Vec<u8> {
    inject(html, &format!(r#"<script type="module" src="/_sitegen/reload.js?g={generation}"></script>"#))
}

/// `tag` before `</head>` (or at the end).
pub fn inject(html: &[u8], tag: &str) -> Vec<u8> {
    let text = String::from_utf8_lossy(html);
    match text.find("</head>") {
        Some(i) => format!("{}{tag}{}", &text[..i], &text[i..]).into_bytes(),
        None => format!("{text}{tag}").into_bytes(),
    }
}
