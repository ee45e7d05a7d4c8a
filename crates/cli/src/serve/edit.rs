//! The editor's side of the preview server: its bundle, the content schemas it builds forms from,
//! and the edit API. Only `sitegen serve` has any of this; nothing of it reaches the output folder
//! (the tags are added to HTML as it is sent, like the reload script).
//!
//! The API answers only requests that carry this run's token (the preview pages hold it; a page of
//! another site cannot read it) and come from the preview's own origin. It reads and writes through
//! [`sitegen_pipeline::edit::Workspace`], which allows YAML under `content/` only.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde::Deserialize;
use serde_json::{Value, json};
use sitegen_pipeline::BuildOptions;
use sitegen_pipeline::edit::{EditError, Edited, Workspace};

use super::http::{Request, content_type};
use super::live::errors_json;

pub(super) struct Editor {
    opts: BuildOptions,
    token: String,
    origins: Vec<String>,
    /// `editor.js` and its style sheets, written when serve starts (built into sitegen).
    bundle: PathBuf,
    workspace: Mutex<Option<Workspace>>,
    publishing: Mutex<()>,
}

impl Editor {
    /// Writes the editor's bundle; None (with a note) when that fails: the preview still works.
    pub fn start(opts: &BuildOptions, port: u16) -> Option<Editor> {
        let out = opts.root.join(".sitegen-cache/editor");
        match sitegen_pipeline::islands::bundle_editor(&opts.root, &out) {
            Ok(note) => crate::print_note(note.as_deref()),
            Err(e) => {
                eprintln!("note: editing in the browser is off: {e}");
                return None;
            }
        }
        let mut origins = vec![format!("http://127.0.0.1:{port}"), format!("http://localhost:{port}")];
        // In a Codespace the browser reaches the preview through GitHub's forwarded (and signed-in)
        // address of the port; the token still has to come from a preview page.
        if let (Ok(name), Ok(domain)) =
            (std::env::var("CODESPACE_NAME"), std::env::var("GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN"))
        {
            origins.push(format!("https://{name}-{port}.{domain}"));
        }
        Some(Editor {
            opts: opts.clone(),
            token: token(),
            origins,
            bundle: out,
            workspace: Mutex::new(None),
            publishing: Mutex::new(()),
        })
    }

    /// What each preview page gets before `</head>`.
    pub fn tags(&self) -> String {
        format!(
            r#"<meta name="sitegen-edit-token" content="{}"><script type="module" src="/_sitegen/editor/editor.js"></script>"#,
            self.token
        )
    }

    /// The response to a request under `/_sitegen/`.
    pub fn respond(&self, req: &Request) -> Vec<u8> {
        let path = req.path();
        if let Some(file) = path.strip_prefix("/_sitegen/editor/") {
            return self.asset(&self.bundle, file);
        }
        if let Some(file) = path.strip_prefix("/_sitegen/schema/") {
            return self.asset(&self.opts.root.join("content/.schema"), file);
        }
        let Some(action) = path.strip_prefix("/_sitegen/edit/") else {
            return reply(404, &json!({ "message": "not found" }));
        };
        if req.method != "POST" {
            return reply(405, &json!({ "message": "the edit API takes POST requests" }));
        }
        if req.header("x-sitegen-token") != Some(self.token.as_str()) {
            return reply(403, &json!({ "message": "this request does not carry the preview's edit token" }));
        }
        if !req.header("origin").is_some_and(|o| self.origins.iter().any(|a| a == o)) {
            return reply(403, &json!({ "message": "edits are accepted only from the preview's own pages" }));
        }
        let body: Value = match serde_json::from_slice(&req.body) {
            Ok(v) => v,
            Err(_) => return reply(400, &json!({ "message": "the request body is not JSON" })),
        };
        if let Some(op) = action.strip_prefix("publish") {
            return self.publish(op, body);
        }
        let mut guard = match self.workspace.lock() {
            Ok(g) => g,
            Err(p) => p.into_inner(),
        };
        if guard.is_none() {
            match Workspace::open(&self.opts) {
                Ok(w) => *guard = Some(w),
                Err(e) => return self.build_failure(&sitegen_pipeline::edit::EditError::Build(e), None),
            }
        }
        let Some(ws) = guard.as_mut() else { return reply(500, &json!({})) };
        match self.act(ws, action, body) {
            Ok(v) => reply(200, &v),
            Err(e) => self.build_failure(&e, Some(ws)),
        }
    }

    fn act(&self, ws: &mut Workspace, action: &str, body: Value) -> Result<Value, EditError> {
        let field = |name: &str| body.get(name).and_then(Value::as_str).unwrap_or("").to_owned();
        let files = || -> Result<Vec<Edited>, EditError> {
            let list = body.get("files").and_then(Value::as_array).cloned().unwrap_or_default();
            list.iter()
                .map(|f| {
                    let get = |k: &str| f.get(k).and_then(Value::as_str).map(str::to_owned);
                    match (get("path"), get("base"), get("text")) {
                        (Some(rel), Some(base), Some(text)) => Ok(Edited { rel, base, text }),
                        _ => Err(refused(&"each file needs its path, base and text")),
                    }
                })
                .collect()
        };
        match action {
            "open" => {
                let route = field("route");
                // Content that does not build yet (a new page with its `# TODO` notes) can still be
                // opened: its file by its route, with the problems to fix in the form.
                let (page, errors) = match ws.page(&route, &[]) {
                    Ok(page) => (page.map(|p| (p.source, p.sections)), json!([])),
                    Err(EditError::Build(e)) => {
                        let rel = format!("content/pages{}.yaml", if route == "/" { "/index" } else { route.as_str() });
                        let exists = ws.load(&rel).is_ok();
                        let errors =
                            serde_json::from_str(&errors_json(&e.diagnostics(), ws.scratch())).unwrap_or(json!([]));
                        (exists.then(|| (rel, Vec::new())), errors)
                    }
                    Err(e) => return Err(e),
                };
                let file = match &page {
                    Some((source, _)) => Some(loaded(&ws.load(source)?)),
                    None => None,
                };
                Ok(json!({
                    "page": page.map(|(source, sections)| json!({ "source": source, "sections": sections })),
                    "file": file,
                    "files": site_files(&self.opts.root),
                    "undo": ws.undo_depth(),
                    "errors": errors,
                }))
            }
            "file" => Ok(loaded(&ws.load(&field("path"))?)),
            "preview" => {
                let started = std::time::Instant::now();
                let r = ws.render(&field("route"), &files()?)?;
                let warnings: Vec<String> = r.warnings.iter().map(|w| w.render(&self.opts.root)).collect();
                Ok(json!({
                    "html": r.html,
                    "sections": r.page.sections,
                    "warnings": warnings,
                    "ms": started.elapsed().as_secs_f64() * 1000.0,
                }))
            }
            "save" => {
                let files = files()?;
                if files.is_empty() {
                    return Err(refused(&"nothing to save"));
                }
                let (hashes, report) = ws.save(&files)?;
                let warnings: Vec<String> = report.warnings.iter().map(|w| w.render(&self.opts.root)).collect();
                Ok(json!({ "hashes": hashes, "warnings": warnings, "undo": ws.undo_depth() }))
            }
            "undo" => {
                let files: Vec<Value> = ws.undo()?.iter().map(loaded).collect();
                Ok(json!({ "files": files, "undo": ws.undo_depth() }))
            }
            "new" => new_page(&self.opts.root, &NewPage::deserialize(&body).map_err(|e| refused(&e))?),
            _ => Err(refused(&format!("no edit action `{action}`"))),
        }
    }

    /// Publish (`publish`), what it would send (`publish/pending`) and "Get the latest"
    /// (`publish/latest`): [`sitegen_pipeline::publish`] does it all; one at a time.
    fn publish(&self, op: &str, body: Value) -> Vec<u8> {
        use sitegen_pipeline::publish::{self, PublishError, PublishRequest};
        let _one = self.publishing.lock().unwrap_or_else(|p| p.into_inner());
        let result = match op {
            "/pending" => publish::pending(&self.opts).map(|p| json!(p)),
            "/latest" => publish::get_latest(&self.opts).map(|u| json!(u)),
            "/status" => publish::run_status(&self.opts, body.get("commit").and_then(Value::as_str).unwrap_or(""))
                .map(|s| json!(s)),
            "" => match PublishRequest::deserialize(&body) {
                Ok(req) => publish::publish(&self.opts, &req).map(|p| json!(p)),
                Err(e) => return reply(400, &json!({ "message": e.to_string() })),
            },
            _ => return reply(404, &json!({ "message": "not found" })),
        };
        match result {
            Ok(v) => reply(200, &v),
            Err(e) => {
                let mut out = json!(e.failure());
                if let PublishError::Invalid(b) = &e {
                    // The content's mistakes as Save shows them: file, line, column, the CLI's words.
                    let diags = b.diagnostics();
                    out["errors"] = serde_json::from_str(&errors_json(&diags, &self.opts.root)).unwrap_or(json!([]));
                    if diags.is_empty() {
                        out["message"] = json!(format!("{e} {}", b.render(&self.opts.root).trim_end()));
                    }
                }
                reply(if matches!(e, PublishError::Invalid(_)) { 422 } else { 409 }, &out)
            }
        }
    }

    /// An error as the panel shows it: content mistakes with file, line and column and the CLI's
    /// words; a conflict or a refused request as one message.
    fn build_failure(&self, e: &EditError, ws: Option<&Workspace>) -> Vec<u8> {
        match e {
            EditError::Refused(m) => reply(403, &json!({ "message": m })),
            EditError::Conflict(_) => reply(409, &json!({ "message": e.to_string(), "conflict": true })),
            EditError::Build(b) => {
                let diags = b.diagnostics();
                let scratch = ws.map(Workspace::scratch).unwrap_or(&self.opts.root);
                let errors: Value = serde_json::from_str(&errors_json(&diags, scratch)).unwrap_or(json!([]));
                let message = if diags.is_empty() { b.render(&self.opts.root) } else { String::new() };
                reply(422, &json!({ "errors": errors, "message": message.trim_end() }))
            }
        }
    }

    /// A file of `dir`, by a plain name (no folders).
    fn asset(&self, dir: &Path, name: &str) -> Vec<u8> {
        let plain = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c));
        match std::fs::read(dir.join(name)) {
            Ok(bytes) if plain && !name.starts_with('.') => {
                let mut head = format!(
                    "HTTP/1.1 200 OK\r\nContent-Type: {}\r\nCache-Control: no-store\r\nContent-Length: {}\r\n\r\n",
                    content_type(Path::new(name)),
                    bytes.len()
                )
                .into_bytes();
                head.extend_from_slice(&bytes);
                head
            }
            _ => reply(404, &json!({ "message": "not found" })),
        }
    }
}

#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum NewPage {
    City { name: String },
    Service { city: String, service: String },
}

/// A new page made as `sitegen new` makes it.
fn new_page(root: &Path, what: &NewPage) -> Result<Value, EditError> {
    use sitegen_pipeline::content::scaffold;
    let content = root.join("content");
    let made = match what {
        NewPage::City { name } => scaffold::new_city(&content, name, None),
        NewPage::Service { city, service } => scaffold::new_service(&content, city, service),
    }
    .map_err(|m| refused(&m))?;
    scaffold::apply(&content, &made).map_err(|e| refused(&format!("cannot write the new page: {e}")))?;
    Ok(json!({ "route": made.route.to_string(), "advice": made.advice }))
}

fn refused(m: &dyn std::fmt::Display) -> EditError {
    EditError::Refused(m.to_string())
}

fn loaded(l: &sitegen_pipeline::edit::Loaded) -> Value {
    json!({ "path": l.rel, "text": l.text, "hash": l.hash })
}

/// The site-wide files a form can open: `site.yaml`, the data files, the redirects.
fn site_files(root: &Path) -> Vec<String> {
    let mut files = vec!["content/site.yaml".to_owned()];
    if let Ok(entries) = std::fs::read_dir(root.join("content/data")) {
        let mut data: Vec<String> = entries
            .flatten()
            .filter_map(|e| e.file_name().to_str().map(str::to_owned))
            .filter(|n| n.ends_with(".yaml") && !n.starts_with('.'))
            .map(|n| format!("content/data/{n}"))
            .collect();
        data.sort();
        files.extend(data);
    }
    if root.join("content/redirects.yaml").is_file() {
        files.push("content/redirects.yaml".to_owned());
    }
    files
}

fn reply(status: u16, body: &Value) -> Vec<u8> {
    let text = body.to_string();
    let reason = match status {
        200 => "OK",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        409 => "Conflict",
        422 => "Unprocessable Content",
        _ => "Error",
    };
    format!(
        "HTTP/1.1 {status} {reason}\r\nContent-Type: application/json\r\nCache-Control: no-store\r\nContent-Length: {}\r\n\r\n{text}",
        text.len()
    )
    .into_bytes()
}

/// 128 random bits from the operating system, as hex.
fn token() -> String {
    let mut bytes = [0u8; 16];
    let random = std::fs::File::open("/dev/urandom").and_then(|mut f| std::io::Read::read_exact(&mut f, &mut bytes));
    if random.is_err() {
        // No /dev/urandom (not Unix): the time and the process, hashed. Still unknown to other sites.
        let seed = format!("{:?}{}", std::time::SystemTime::now(), std::process::id());
        bytes.copy_from_slice(&blake3::hash(seed.as_bytes()).as_bytes()[..16]);
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
