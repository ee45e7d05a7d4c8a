//! The editor's side of the preview server: its bundle, the content schemas it builds forms from,
//! and the edit API. Only `sitegen serve` has any of this; nothing of it reaches the output folder
//! (the tags are added to HTML as it is sent, like the reload script).
//!
//! The API answers only requests that carry this run's token (the preview pages hold it; a page of
//! another site cannot read it) and come from the preview's own origin ([`Authorized`], checked
//! before the body is read). It reads and writes through [`sitegen_pipeline::edit::Workspace`],
//! which allows YAML under `content/` only.
//!
//! # Adding an action
//!
//! An action is `POST /_sitegen/edit/<name>` with a JSON request, answered with a JSON reply or an
//! [`ApiError`]. To add one:
//!
//! 1. its request and reply types in [`super::api`] (`#[derive(Deserialize, TS)]` and
//!    `#[derive(Serialize, TS)]`);
//! 2. one line `"name" => method(Request) -> Reply,` in the `actions!` table below;
//! 3. that method, `fn method(&mut self, request: Request) -> Result<Reply, EditError>`, on
//!    [`Session`] (it has the real site's options and the scratch workspace);
//! 4. `make island-types` (writes `editor/api.gen.ts`, where `EditApi` now lists it), then a
//!    one-line wrapper in `editor/api.ts` and `make bundles`.
//!
//! Routing, the token and origin checks, parsing the body (a missing field is a 400 naming it,
//! never an empty string), the status of each error and the TypeScript all follow from the table.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

use axum::Json;
use axum::body::Bytes;
use axum::extract::{FromRequestParts, Path as UrlPath, State};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use sitegen_pipeline::BuildOptions;
use sitegen_pipeline::content::wording::Language;
use sitegen_pipeline::edit::{EditError, Refusal, Workspace};
use sitegen_pipeline::publish::live::LiveStatus;
use sitegen_pipeline::publish::{
    self, Conflicts, History, Pending, PublishError, PublishRequest, Published, ReviewRequest, RunStatus,
    SentForReview, SettleRequest, Updated,
};
use sitegen_pipeline::words::Say;
#[cfg(test)]
use ts_rs::TS;

use super::api::*;
use super::headers;

pub(super) struct Editor {
    opts: BuildOptions,
    token: String,
    origins: Vec<String>,
    /// `editor.js` and its style sheets, written when serve starts (built into sitegen).
    bundle: PathBuf,
    /// Opened at the first edit request; dropped (its scratch copy removed) when serve stops.
    workspace: Mutex<Option<Workspace>>,
    /// The preview's photo queue, which the pages rendered here leave their missing files to.
    photos: Option<Arc<sitegen_pipeline::photo_queue::PhotoQueue>>,
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
            photos: None,
        })
    }

    /// An editor whose bundle is not written, for the router's tests.
    #[cfg(test)]
    pub fn for_tests(opts: &BuildOptions, port: u16, token: &str) -> Editor {
        let origins = vec![format!("http://127.0.0.1:{port}")];
        let bundle = opts.root.join("editor-bundle");
        Editor {
            opts: opts.clone(),
            token: token.to_owned(),
            origins,
            bundle,
            workspace: Mutex::new(None),
            photos: None,
        }
    }

    /// Pages the editor renders leave their missing photo files to the preview's `queue`.
    pub fn with_photos(mut self, queue: Option<Arc<sitegen_pipeline::photo_queue::PhotoQueue>>) -> Editor {
        self.photos = queue;
        self
    }

    /// Resumes watching a Publish that was not live yet when the preview last stopped.
    pub fn resume_live_watch(&self) {
        if publish::live::waiting(&self.opts) {
            watch_live(&self.opts);
        }
    }

    /// What each preview page gets before `</head>`.
    pub fn tags(&self) -> String {
        format!(
            r#"<meta name="sitegen-edit-token" content="{}"><script type="module" src="/_sitegen/editor/editor.js"></script>"#,
            self.token
        )
    }

    /// The encoded photo `/img/<file>` from the photo cache (see [`sitegen_pipeline::edit::encoded_photo`]).
    pub fn encoded_photo(&self, file: &str) -> Option<PathBuf> {
        sitegen_pipeline::edit::encoded_photo(&self.opts, file)
    }

    /// What the editor's server says when the request names no language it speaks: the site's
    /// first language, read from site.yaml when something is said (a small file), so a change of
    /// `language:` shows at the next answer.
    fn say(&self) -> Say {
        Say::of(&self.opts.root)
    }

    /// The language `headers` (or the address's `query`) ask for ([`LANG_HEADER`], `lang=`), else
    /// the site's first.
    pub fn say_for(&self, headers: &HeaderMap, query: Option<&str>) -> Say {
        asked_language(headers, query).map_or_else(|| self.say(), Say)
    }

    /// Removes the scratch copy of the site: called when serve stops.
    pub fn close(&self) {
        drop(self.workspace.lock().unwrap_or_else(PoisonError::into_inner).take());
    }

    /// Runs `run` on the workspace (opened on first use): one edit at a time, answering in `say`'s
    /// language.
    fn session<R>(&self, say: Say, run: impl FnOnce(&mut Session) -> Result<R, ActionError>) -> Result<R, ApiError> {
        let mut guard = self.workspace.lock().unwrap_or_else(PoisonError::into_inner);
        let ws = match guard.as_mut() {
            Some(ws) => ws,
            None => {
                let mut ws = Workspace::open(&self.opts)
                    .map_err(|e| ApiError::from_edit(EditError::Build(e), &self.opts.root, &self.opts.root, say))?;
                if let Some(queue) = &self.photos {
                    ws.encode_in_background(Arc::clone(queue));
                }
                guard.insert(ws)
            }
        };
        let mut session = Session { opts: &self.opts, ws, say };
        run(&mut session).map_err(|e| match e {
            ActionError::Edit(e) => ApiError::from_edit(e, session.ws.scratch(), &self.opts.root, say),
            ActionError::Publish(e) => ApiError::from_publish(e, &self.opts.root, say),
        })
    }
}

/// The header the editor names its page's language in (`<html lang>`, like `fr-CA`).
pub(super) const LANG_HEADER: &str = "x-sitegen-lang";

/// The language a request asks to be answered in: [`LANG_HEADER`], else `lang=` in the address's
/// query; None when it names none sitegen speaks ([`language_of`]).
pub(super) fn asked_language(headers: &HeaderMap, query: Option<&str>) -> Option<Language> {
    let header = headers.get(LANG_HEADER).and_then(|v| v.to_str().ok());
    let query = query.into_iter().flat_map(|q| q.split('&')).find_map(|pair| pair.strip_prefix("lang="));
    header.and_then(language_of).or_else(|| query.and_then(language_of))
}

/// The language of a page's `<html lang>` value: `fr-CA` exactly, else by its first part (`fr`,
/// `fr-FR` are French); None for a language sitegen does not speak.
pub(super) fn language_of(tag: &str) -> Option<Language> {
    let tag = tag.trim();
    let primary = |t: &str| t.split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase();
    Language::from_tag(tag)
        .or_else(|| Language::ALL.into_iter().find(|l| !tag.is_empty() && primary(l.tag()) == primary(tag)))
}

/// What the editor's server says to this request is in the language it asks for (the page's:
/// [`asked_language`]), else the site's first.
pub(super) struct Asked(pub Say);

impl FromRequestParts<Arc<Editor>> for Asked {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, editor: &Arc<Editor>) -> Result<Asked, Self::Rejection> {
        Ok(Asked(editor.say_for(&parts.headers, parts.uri.query())))
    }
}

/// A request that carries this run's token and comes from the preview's own origin.
pub(super) struct Authorized;

impl FromRequestParts<Arc<Editor>> for Authorized {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, editor: &Arc<Editor>) -> Result<Authorized, Response> {
        let header = |name: &str| parts.headers.get(name).and_then(|v| v.to_str().ok());
        let say = || editor.say_for(&parts.headers, parts.uri.query());
        if header("x-sitegen-token") != Some(editor.token.as_str()) {
            return Err(ApiError::NoToken.respond(say()));
        }
        if !header("origin").is_some_and(|o| editor.origins.iter().any(|a| a == o)) {
            return Err(ApiError::ForeignOrigin.respond(say()));
        }
        Ok(Authorized)
    }
}

/// `POST /_sitegen/edit/{action}`: the editing runs on a blocking thread (it renders and checks
/// the whole site); one at a time, since they share the workspace.
pub(super) async fn action(
    State(editor): State<Arc<Editor>>,
    _: Authorized,
    Asked(say): Asked,
    UrlPath(action): UrlPath<String>,
    body: Bytes,
) -> Response {
    let answer = tokio::task::spawn_blocking(move || editor.act(&action, &body, say)).await;
    match answer {
        Ok(Ok(reply)) => reply,
        Ok(Err(e)) => e.respond(say),
        Err(e) => ApiError::Internal(e.to_string()).respond(say),
    }
}

/// What an upload's address says: the name of the person's file and the photo it replaces.
#[derive(serde::Deserialize)]
pub(super) struct UploadQuery {
    name: String,
    near: Option<String>,
}

/// `POST /_sitegen/upload?name=..&near=..`: a photo's bytes, checked and stored in the scratch
/// copy (see [`Workspace::upload`]). Not an action of the table: its body is the file itself, not
/// JSON (a 20 MB phone photo needs no base64), and it has its own body limit.
pub(super) async fn upload(
    State(editor): State<Arc<Editor>>,
    _: Authorized,
    Asked(say): Asked,
    axum::extract::Query(query): axum::extract::Query<UploadQuery>,
    body: Bytes,
) -> Response {
    let answer = tokio::task::spawn_blocking(move || {
        editor.session(say, |s| s.ws.upload(&query.name, query.near.as_deref(), &body).map_err(ActionError::from))
    })
    .await;
    match answer {
        Ok(Ok(u)) => Json(Uploaded::from(u)).into_response(),
        Ok(Err(e)) => e.respond(say),
        Err(e) => ApiError::Internal(e.to_string()).respond(say),
    }
}

/// The largest upload read: well above the photo limit (25 MB), so a camera's 60 MB TIFF still gets
/// the words `sitegen check` has for it rather than a bare refusal; the preview runs on the
/// person's own computer, where reading it costs nothing but memory for a moment.
pub(super) const MAX_UPLOAD: usize = 256 * 1024 * 1024;

/// The width of the picker's thumbnails (two pixels for each of their 120 on screen).
const THUMB_WIDTH: u32 = 240;

/// `GET /_sitegen/thumb/{*src}`: a small JPEG of a photo of the site (or of an upload of this
/// session).
pub(super) async fn thumb(
    State(editor): State<Arc<Editor>>,
    Asked(say): Asked,
    UrlPath(src): UrlPath<String>,
) -> Response {
    let root = editor.opts.root.clone();
    let answer = tokio::task::spawn_blocking(move || sitegen_pipeline::edit::thumbnail(&root, &src, THUMB_WIDTH)).await;
    match answer {
        Ok(Some(jpeg)) => headers::file(Path::new("thumb.jpg"), jpeg),
        _ => ApiError::NotFound.respond(say),
    }
}

/// `GET /_sitegen/editor/{file}`: the editor's bundle.
pub(super) async fn bundle(State(editor): State<Arc<Editor>>, UrlPath(name): UrlPath<String>) -> Response {
    asset(&editor, &name).await
}

/// `GET /_sitegen/schema/{file}`: the content schemas the forms are built from, made by this
/// sitegen (the types it reads), so a site without `content/.schema/` (a new one, an example)
/// gets the same forms, and a stale copy on disk never misleads them. They speak the page's
/// language (the editor sends it, [`Asked`]), else the site's first, read from site.yaml at each
/// request (a small file), so a change of `language:` shows at the editor's next load.
pub(super) async fn schema(Asked(say): Asked, UrlPath(name): UrlPath<String>) -> Response {
    use sitegen_pipeline::content::schema::{schema_text, schemas_in};
    let found = tokio::task::spawn_blocking(move || schemas_in(say.0).into_iter().find(|(f, _)| *f == name)).await;
    match found {
        Ok(Some((file, schema))) => headers::file(Path::new(file), schema_text(&schema).into_bytes()),
        _ => ApiError::NotFound.respond(say),
    }
}

/// Any other address under `/_sitegen/` while the editor is on.
pub(super) async fn not_found(Asked(say): Asked) -> Response {
    ApiError::NotFound.respond(say)
}

/// A file of the editor's bundle, by a plain name (no folders, no dot files).
async fn asset(editor: &Editor, name: &str) -> Response {
    let plain = !name.is_empty()
        && !name.starts_with('.')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c));
    match tokio::fs::read(editor.bundle.join(name)).await {
        Ok(bytes) if plain => headers::file(Path::new(name), bytes),
        _ => ApiError::NotFound.respond(editor.say()),
    }
}

/// One edit request's view of the editor: the options of the real site and the workspace.
pub(super) struct Session<'a> {
    opts: &'a BuildOptions,
    ws: &'a mut Workspace,
    /// The language the answer is said in.
    say: Say,
}

/// The actions of the edit API: `"name" => method(Request) -> Reply`, `method` being the
/// [`Session`] method that answers it. Generates the dispatch from the name in the address and the `EditApi`
/// interface of `editor/api.gen.ts`.
macro_rules! actions {
    ($($name:literal => $method:ident($request:ty) -> $reply:ty,)*) => {
        impl Editor {
            /// Runs `action` with its JSON body: parsed before the workspace is touched.
            fn act(&self, action: &str, body: &[u8], say: Say) -> Result<Response, ApiError> {
                $(if action == $name {
                    let request: $request = parse(action, body)?;
                    let reply: $reply = self.session(say, |s| s.$method(request).map_err(ActionError::from))?;
                    return Ok(Json(reply).into_response());
                })*
                Err(ApiError::NoAction(action.to_owned()))
            }
        }

        /// Each action's name with its request and reply types, for the TypeScript.
        #[cfg(test)]
        fn action_types(types: &mut Declarations) -> Vec<(&'static str, String, String)> {
            vec![$(($name, types.add::<$request>(), types.add::<$reply>()),)*]
        }
    };
}

actions! {
    "open" => open(OpenRequest) -> Opened,
    "file" => file(FileRequest) -> FileState,
    "preview" => preview(PreviewRequest) -> Previewed,
    "save" => save(SaveRequest) -> Saved,
    "undo" => undo(UndoRequest) -> Undone,
    "new" => new_page(NewPage) -> Created,
    "photos" => photos(PhotosRequest) -> PhotoList,
    "publish_pending" => publish_pending(PendingRequest) -> Pending,
    "publish" => publish(PublishRequest) -> Published,
    "get_latest" => get_latest(LatestRequest) -> Updated,
    "conflicts" => conflicts(ConflictsRequest) -> Conflicts,
    "settle" => settle(SettleRequest) -> Updated,
    "run_status" => run_status(StatusRequest) -> RunStatus,
    "live_status" => live_status(LiveRequest) -> LiveStatus,
    "history" => history(HistoryRequest) -> History,
    "send_for_review" => send_for_review(ReviewRequest) -> SentForReview,
    "scheduled" => scheduled(ScheduleRequest) -> Schedule,
    "warnings" => warnings(WarningsRequest) -> SiteWarnings,
}

/// What an action fails with: an edit's error, or Publish's (which works on the real site with
/// the person's git, not on the scratch copy).
enum ActionError {
    Edit(EditError),
    Publish(PublishError),
}

impl From<EditError> for ActionError {
    fn from(e: EditError) -> Self {
        ActionError::Edit(e)
    }
}

impl From<PublishError> for ActionError {
    fn from(e: PublishError) -> Self {
        ActionError::Publish(e)
    }
}

/// The action's request from the body: a missing or mistyped field is a 400 that names it.
fn parse<T: serde::de::DeserializeOwned>(action: &str, body: &[u8]) -> Result<T, ApiError> {
    serde_json::from_slice(body).map_err(|e| match e.classify() {
        serde_json::error::Category::Data => ApiError::BadRequest { action: action.to_owned(), reason: e.to_string() },
        _ => ApiError::NotJson { action: action.to_owned() },
    })
}

impl Session<'_> {
    fn open(&mut self, request: OpenRequest) -> Result<Opened, EditError> {
        let route = request.route;
        // Content that does not build yet (a new page with its `# TODO` notes) can still be
        // opened: its file by its route, with the problems to fix in the form.
        let (page, errors) = match self.ws.page(&route, &[]) {
            Ok(page) => (page.map(PageSummary::from), Vec::new()),
            Err(EditError::Build(e)) => {
                let second = sitegen_pipeline::content::wording::Language::ALL
                    .into_iter()
                    .find(|l| self.opts.root.join("content").join(l.folder()).join("pages").is_dir());
                let rel = sitegen_pipeline::content::page_file_of(&route, second);
                let exists = self.ws.load(&rel).is_ok();
                let errors = content_errors(&e.diagnostics(), self.ws.scratch(), self.say);
                (exists.then(|| PageSummary { source: rel, sections: Vec::new(), off_today: Vec::new() }), errors)
            }
            Err(e) => return Err(e),
        };
        let file = match &page {
            Some(p) => Some(self.ws.load(&p.source)?.into()),
            None => None,
        };
        let files = site_files(&self.opts.root);
        Ok(Opened { page, file, files, undo: self.ws.undo_depth(), errors })
    }

    fn file(&mut self, request: FileRequest) -> Result<FileState, EditError> {
        Ok(self.ws.load(&request.path)?.into())
    }

    fn preview(&mut self, request: PreviewRequest) -> Result<Previewed, EditError> {
        let started = std::time::Instant::now();
        let files: Vec<_> = request.files.into_iter().map(Into::into).collect();
        let r = self.ws.render(&request.route, &files)?;
        let page = PageSummary::from(r.page);
        Ok(Previewed {
            html: r.html,
            sections: page.sections,
            off_today: page.off_today,
            warnings: r.warnings.iter().map(|w| warning_line(w, self.say)).collect(),
            ms: started.elapsed().as_secs_f64() * 1000.0,
        })
    }

    fn save(&mut self, request: SaveRequest) -> Result<Saved, EditError> {
        if request.files.is_empty() {
            return Err(EditError::Refused(Refusal::NothingToSave));
        }
        let files: Vec<sitegen_pipeline::edit::Edited> = request.files.into_iter().map(Into::into).collect();
        let saved: Vec<PathBuf> = files.iter().map(|f| PathBuf::from(&f.rel)).collect();
        let (hashes, report) = self.ws.save(&files)?;
        // What concerns this save, in a line each (the site's other warnings are in the Problems
        // list, not repeated after every save, and no code-style excerpt fills the status line).
        let warnings =
            report.warnings.iter().filter(|w| saved.contains(&w.file)).map(|w| warning_line(w, self.say)).collect();
        let site_warnings = report.warnings.iter().map(|w| warning_line(w, self.say)).collect();
        Ok(Saved { hashes, warnings, site_warnings, undo: self.ws.undo_depth() })
    }

    fn warnings(&mut self, _: WarningsRequest) -> Result<SiteWarnings, EditError> {
        // Content that does not build has errors, which the panel shows where they are made;
        // its warnings wait for it to build.
        let warnings = match self.ws.warnings() {
            Ok(all) => all.iter().map(|w| warning_line(w, self.say)).collect(),
            Err(EditError::Build(_)) => Vec::new(),
            Err(e) => return Err(e),
        };
        Ok(SiteWarnings { warnings })
    }

    fn undo(&mut self, _: UndoRequest) -> Result<Undone, EditError> {
        // The saves already published: undoing one changes the live site, and Publish says so.
        let live: Vec<String> = self
            .ws
            .undo_files()
            .into_iter()
            .filter(|rel| {
                std::fs::read(self.opts.root.join(rel))
                    .is_ok_and(|now| publish::is_published_text(self.opts, rel, &now))
            })
            .collect();
        let files = self.ws.undo()?.into_iter().map(FileState::from).collect();
        Ok(Undone { files, undo: self.ws.undo_depth(), live })
    }

    fn publish_pending(&mut self, _: PendingRequest) -> Result<Pending, PublishError> {
        publish::pending(self.opts, self.say)
    }

    /// Checks the site as Save does, commits the changed content files and pushes them, then
    /// watches the live site until it shows them (publish/live.rs).
    fn publish(&mut self, request: PublishRequest) -> Result<Published, PublishError> {
        let published = publish::publish(self.opts, &request, self.say)?;
        publish::live::begin(self.opts, &published);
        watch_live(self.opts);
        Ok(published)
    }

    /// The published versions of a content file, for its history (restoring one is the editor's
    /// unsaved change: nothing in git's history is rewritten).
    fn history(&mut self, request: HistoryRequest) -> Result<History, PublishError> {
        publish::history(self.opts, &request.path, self.say)
    }

    /// Sends the saved content changes to a branch with a pull request, for the owner to review.
    fn send_for_review(&mut self, request: ReviewRequest) -> Result<SentForReview, PublishError> {
        let sent = publish::send_for_review(self.opts, &request, self.say)?;
        publish::live::begin_review(self.opts, &sent.commit, &request.paths, sent.links.clone());
        watch_live(self.opts);
        Ok(sent)
    }

    /// What the site's dates will change by themselves from today on, with what that needs.
    fn scheduled(&mut self, _: ScheduleRequest) -> Result<Schedule, EditError> {
        use sitegen_pipeline::content::Host;
        let site = sitegen_pipeline::stages::load(self.opts).map_err(EditError::Build)?;
        let today = sitegen_pipeline::build_day(site.settings.time_zone.as_ref());
        let changes: Vec<ScheduledChange> = sitegen_pipeline::schedule::upcoming(&site, today)
            .into_iter()
            .map(|c| ScheduledChange {
                day: c.day.to_string(),
                what: said(&c.what, self.say),
                file: c.file.display().to_string(),
                line: c.pos.line as u32,
                column: c.pos.column as u32,
            })
            .collect();
        let say = self.say;
        let mut notes = Vec::new();
        if !changes.is_empty() {
            notes.push(say.daily_run());
            if matches!(site.settings.host, Host::Netlify | Host::Cloudflare) {
                notes.push(say.build_hook());
            }
            if site.settings.time_zone.is_none() {
                notes.push(say.no_time_zone());
            }
        }
        Ok(Schedule { changes, notes })
    }

    /// Whether the last Publish is live yet, as the preview's watcher last saw it.
    fn live_status(&mut self, _: LiveRequest) -> Result<LiveStatus, PublishError> {
        Ok(publish::live::status_in(self.opts, self.say))
    }

    fn get_latest(&mut self, _: LatestRequest) -> Result<Updated, PublishError> {
        publish::get_latest(self.opts, self.say)
    }

    fn conflicts(&mut self, _: ConflictsRequest) -> Result<Conflicts, PublishError> {
        publish::conflicts(self.opts, self.say)
    }

    /// Takes the latest with the person's choice for each file both changed (publish/settle.rs).
    fn settle(&mut self, request: SettleRequest) -> Result<Updated, PublishError> {
        publish::settle(self.opts, &request, self.say)
    }

    fn run_status(&mut self, request: StatusRequest) -> Result<RunStatus, PublishError> {
        publish::run_status(self.opts, &request.commit, self.say)
    }

    fn photos(&mut self, _: PhotosRequest) -> Result<PhotoList, EditError> {
        Ok(PhotoList { photos: self.ws.photos()?.into_iter().map(Photo::from).collect() })
    }

    /// A new page made as `sitegen new` makes it.
    /// The same step as the command: a page that would break the site is taken back out.
    fn new_page(&mut self, request: NewPage) -> Result<Created, EditError> {
        use sitegen_pipeline::scaffold::{self, NewPageError};
        let what = match request {
            NewPage::City { name } => scaffold::NewPage::City { name, like: None },
            NewPage::Service { city, service } => {
                scaffold::NewPage::Service { city: Some(city), service, translation: None }
            }
        };
        let made = scaffold::new_page(self.opts, &what).map_err(|e| match e {
            NewPageError::WouldNotBuild { problems, .. } => EditError::Build(problems),
            other => EditError::Refused(Refusal::Said(said(&other.to_string(), self.say))),
        })?;
        let advice = made.advice.iter().map(|a| said(a, self.say)).collect();
        Ok(Created { route: made.route, advice })
    }
}

/// The site-wide files a form can open: `site.yaml`, the data files, the redirects.
fn site_files(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    // The site's files, then a second language's own (`content/fr/site.yaml`, its data files).
    let folders = std::iter::once("content".to_owned()).chain(
        sitegen_pipeline::content::wording::Language::ALL
            .into_iter()
            .map(|l| format!("content/{}", l.folder()))
            .filter(|f| root.join(f).is_dir()),
    );
    for folder in folders {
        if root.join(&folder).join("site.yaml").is_file() {
            files.push(format!("{folder}/site.yaml"));
        }
        if let Ok(entries) = std::fs::read_dir(root.join(&folder).join("data")) {
            let mut data: Vec<String> = entries
                .flatten()
                .filter_map(|e| e.file_name().to_str().map(str::to_owned))
                .filter(|n| n.ends_with(".yaml") && !n.starts_with('.'))
                .map(|n| format!("{folder}/data/{n}"))
                .collect();
            data.sort();
            files.extend(data);
        }
    }
    if root.join("content/redirects.yaml").is_file() {
        files.push("content/redirects.yaml".to_owned());
    }
    files
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

/// The TypeScript declarations of every type an action takes or answers (and the types those
/// use), each once.
#[cfg(test)]
struct Declarations {
    cfg: ts_rs::Config,
    seen: Vec<std::any::TypeId>,
    /// (name, declaration)
    out: Vec<(String, String)>,
}

#[cfg(test)]
impl Declarations {
    /// Declares `T` and what it uses; its name in TypeScript.
    fn add<T: TS + 'static>(&mut self) -> String {
        ts_rs::TypeVisitor::visit::<T>(self);
        T::name(&self.cfg)
    }
}

#[cfg(test)]
impl ts_rs::TypeVisitor for Declarations {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        let id = std::any::TypeId::of::<T>();
        // Only types derived here have a declaration (and a file name); `String`, `Vec<_>` do not.
        if T::output_path().is_none() || self.seen.contains(&id) {
            return;
        }
        self.seen.push(id);
        let decl = format!("{}export {}", T::docs().unwrap_or_default(), T::decl(&self.cfg));
        self.out.push((T::name(&self.cfg), decl));
        T::visit_dependencies(self);
    }
}

/// `editor/api.gen.ts`: the request and reply of every action, the `EditApi` interface mapping
/// each action's name to them, and the error body (a test fails when the committed file differs).
/// Written by that test: the server itself needs only the derives.
#[cfg(test)]
pub fn typescript() -> String {
    let mut types = Declarations { cfg: ts_rs::Config::default(), seen: Vec::new(), out: Vec::new() };
    let actions = action_types(&mut types);
    types.add::<ErrorBody>();
    types.add::<Uploaded>();
    let mut out = String::from(
        "// Generated from crates/cli/src/serve/api.rs and the `actions!` table of serve/edit.rs by ts-rs:\n\
         // do not edit. Regenerate with `make island-types` after changing the edit API's Rust types.\n\n",
    );
    // By name: ts-rs visits a type's fields in no fixed order, and the file must not change
    // from one compilation to the next.
    types.out.sort();
    for (_, decl) in &types.out {
        out.push_str(decl);
        out.push_str("\n\n");
    }
    out.push_str("/** Each action of `POST /_sitegen/edit/<name>`: the JSON it takes and the JSON it answers. */\n");
    out.push_str("export interface EditApi {\n");
    for (name, request, reply) in actions {
        out.push_str(&format!("  {name}: {{ request: {request}; reply: {reply} }};\n"));
    }
    out.push_str("}\n");
    out
}

/// One watcher at a time asks the live site every few seconds until the Publish is live or the
/// watch gives up (the process asks, so a closed browser tab loses nothing).
fn watch_live(opts: &BuildOptions) {
    use std::sync::atomic::{AtomicBool, Ordering};
    static WATCHING: AtomicBool = AtomicBool::new(false);
    if WATCHING.swap(true, Ordering::SeqCst) {
        return;
    }
    let opts = opts.clone();
    std::thread::spawn(move || {
        // Past "Not live yet" too, slower: a host that publishes late still turns it into "Live since".
        loop {
            let s = publish::live::check(&opts);
            if s.state == publish::live::LiveState::Live {
                println!("{}", s.message);
            }
            let Some(secs) = s.ask_again_secs else { break };
            std::thread::sleep(std::time::Duration::from_secs(secs));
        }
        WATCHING.store(false, Ordering::SeqCst);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_committed_typescript_is_what_the_edit_api_generates() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../editor/api.gen.ts");
        let generated = typescript();
        if std::env::var_os("UPDATE_ISLAND_TYPES").is_some() {
            std::fs::write(&path, &generated).unwrap();
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == generated,
            "editor/api.gen.ts is out of date with the edit API's Rust types: run `make island-types` and commit it"
        );
    }

    #[test]
    fn every_action_is_in_the_typescript_once() {
        let ts = typescript();
        for name in ["open", "file", "preview", "save", "undo", "new"] {
            assert_eq!(ts.matches(&format!("\n  {name}: {{ request: ")).count(), 1, "{name}: {ts}");
        }
        assert_eq!(ts.matches("export type FileState =").count(), 1, "{ts}");
    }
}
