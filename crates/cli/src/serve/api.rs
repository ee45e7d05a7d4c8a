//! The edit API on the wire: what each action of `POST /_sitegen/edit/<action>` takes and answers,
//! and its one error type with the HTTP status and JSON body each error gets. `editor/api.gen.ts`
//! is generated from these types (ts-rs, see [`super::edit::typescript`]) and a test fails when the
//! committed file drifts, so the editor and the server cannot disagree on a shape.
//!
//! The editing itself (scratch copy, checks, atomic writes) is the pipeline's
//! ([`sitegen_pipeline::edit`]), which knows nothing of HTTP; this module translates. Its errors
//! are said in the language the editor asks in (the page's, see `super::edit::Asked`), else the
//! site's first ([`ApiError::respond`], with the words of [`sitegen_pipeline::words`]); content
//! mistakes in that language through the content's catalogue ([`said`]).

use std::path::Path;

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use sitegen_pipeline::content::Diagnostic;
use sitegen_pipeline::edit::{self, EditError};
use sitegen_pipeline::publish::{Failure, FailureKind, PublishError};
use sitegen_pipeline::words::Say;
use ts_rs::TS;

/// `open`: the page at `route`, for its form.
#[derive(Debug, Deserialize, TS)]
pub struct OpenRequest {
    pub route: String,
}

/// `file`: one content file (`content/site.yaml`, a data file), for its form.
#[derive(Debug, Deserialize, TS)]
pub struct FileRequest {
    pub path: String,
}

/// `preview`: the page at `route` rendered with `files` in place of the ones on disk.
#[derive(Debug, Deserialize, TS)]
pub struct PreviewRequest {
    pub route: String,
    pub files: Vec<Edited>,
}

/// `save`: check the site with `files`, then write them.
#[derive(Debug, Deserialize, TS)]
pub struct SaveRequest {
    pub files: Vec<Edited>,
}

/// `undo`: put back what the last save replaced.
#[derive(Debug, Deserialize, TS)]
pub struct UndoRequest {}

/// `publish_pending`: what a Publish would send, before it is asked for.
#[derive(Debug, Deserialize, TS)]
pub struct PendingRequest {}

/// `get_latest`: bring in what others published.
#[derive(Debug, Deserialize, TS)]
pub struct LatestRequest {}

/// `conflicts`: the files this clone and others both changed, each in its three versions.
#[derive(Debug, Deserialize, TS)]
pub struct ConflictsRequest {}

/// `run_status`: the state of the publishing run of `commit`.
#[derive(Debug, Deserialize, TS)]
pub struct StatusRequest {
    pub commit: String,
}

/// `history`: the published versions of a content file.
#[derive(Debug, Deserialize, TS)]
pub struct HistoryRequest {
    pub path: String,
}

/// `scheduled`: what the site's dates will change by themselves, and when.
#[derive(Debug, Deserialize, TS)]
pub struct ScheduleRequest {}

/// A day on which the live site changes by itself (an offer starts or ends).
#[derive(Debug, Serialize, TS)]
pub struct ScheduledChange {
    /// `YYYY-MM-DD`.
    pub day: String,
    pub what: String,
    pub file: String,
    pub line: u32,
    pub column: u32,
}

/// The answer to `scheduled`: the changes, and what must hold for them to happen.
#[derive(Debug, Serialize, TS)]
pub struct Schedule {
    pub changes: Vec<ScheduledChange>,
    pub notes: Vec<String>,
}

/// `live_status`: whether the last Publish is live yet.
#[derive(Debug, Deserialize, TS)]
pub struct LiveRequest {}

/// `photos`: the site's photos, for the picker.
#[derive(Debug, Deserialize, TS)]
pub struct PhotosRequest {}

/// A photo the picker offers: its path under `content/images/` (what `src:` takes) and its size as
/// shown. Its thumbnail is at `/_sitegen/thumb/<src>`.
#[derive(Debug, Serialize, TS)]
pub struct Photo {
    pub src: String,
    pub width: u32,
    pub height: u32,
    #[ts(type = "number")]
    pub bytes: u64,
    /// Uploaded in this session and not saved yet: a save that uses it writes it into the site.
    pub pending: bool,
}

impl From<edit::PhotoFile> for Photo {
    fn from(p: edit::PhotoFile) -> Photo {
        Photo { src: p.src, width: p.width, height: p.height, bytes: p.bytes, pending: p.pending }
    }
}

/// The answer to `photos`.
#[derive(Debug, Serialize, TS)]
pub struct PhotoList {
    pub photos: Vec<Photo>,
}

/// The answer to an upload (`POST /_sitegen/upload?name=<the file's name>&near=<the photo it
/// replaces>`, the photo's bytes as the body).
#[derive(Debug, Serialize, TS)]
pub struct Uploaded {
    pub photo: Photo,
    /// The site has this very photo already, at `photo.src`: nothing new was stored.
    pub reused: bool,
}

impl From<edit::Uploaded> for Uploaded {
    fn from(u: edit::Uploaded) -> Uploaded {
        Uploaded { photo: u.photo.into(), reused: u.reused }
    }
}

/// `new`: a new page, made as `sitegen new` makes it.
#[derive(Debug, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum NewPage {
    City { name: String },
    Service { city: String, service: String },
}

/// A file as the form has changed it; `base` is its hash when the form loaded it.
#[derive(Debug, Deserialize, TS)]
pub struct Edited {
    pub path: String,
    pub base: String,
    pub text: String,
}

impl From<Edited> for edit::Edited {
    fn from(f: Edited) -> edit::Edited {
        edit::Edited { rel: f.path, base: f.base, text: f.text }
    }
}

/// A content file as a form loads it.
#[derive(Debug, Serialize, TS)]
pub struct FileState {
    pub path: String,
    pub text: String,
    pub hash: String,
}

impl From<edit::Loaded> for FileState {
    fn from(l: edit::Loaded) -> FileState {
        FileState { path: l.rel, text: l.text, hash: l.hash }
    }
}

/// A page: its file and its sections' types, top to bottom.
#[derive(Debug, Serialize, TS)]
pub struct PageSummary {
    pub source: String,
    pub sections: Vec<String>,
    /// The file's sections the page leaves out today (their `from:`/`until:`), by place in the file.
    pub off_today: Vec<usize>,
}

impl From<edit::PageInfo> for PageSummary {
    fn from(p: edit::PageInfo) -> PageSummary {
        PageSummary {
            source: p.source,
            sections: p.sections.iter().map(|s| (*s).to_owned()).collect(),
            off_today: p.off_today,
        }
    }
}

/// The answer to `open`.
#[derive(Debug, Serialize, TS)]
pub struct Opened {
    pub page: Option<PageSummary>,
    pub file: Option<FileState>,
    /// The site-wide files a form can open.
    pub files: Vec<String>,
    pub undo: usize,
    /// Problems of the content as it is on disk (a new page's `# TODO` notes).
    pub errors: Vec<ContentError>,
}

/// The answer to `preview`.
#[derive(Debug, Serialize, TS)]
pub struct Previewed {
    pub html: String,
    pub sections: Vec<String>,
    /// As [`PageSummary::off_today`], for the page as previewed.
    pub off_today: Vec<usize>,
    pub warnings: Vec<String>,
    /// How long the render took on the server.
    pub ms: f64,
}

/// The answer to `save`: each file's new hash, in order.
#[derive(Debug, Serialize, TS)]
pub struct Saved {
    pub hashes: Vec<String>,
    /// The warnings about the files this save wrote, a line each.
    pub warnings: Vec<String>,
    /// Every warning of the site as saved, a line each: the Problems list's.
    pub site_warnings: Vec<String>,
    pub undo: usize,
}

/// The answer to `undo`: the files as they are now.
#[derive(Debug, Serialize, TS)]
pub struct Undone {
    pub files: Vec<FileState>,
    pub undo: usize,
    /// Files whose undone save is live: the undo takes a published change back.
    pub live: Vec<String>,
}

/// The answer to `new`.
#[derive(Debug, Serialize, TS)]
pub struct Created {
    pub route: String,
    /// What to fill in next, in plain words.
    pub advice: Vec<String>,
}

/// A content mistake where the editor (and the live-reload overlay) shows it.
#[derive(Debug, Clone, Serialize, TS)]
pub struct ContentError {
    pub file: String,
    #[ts(type = "number")]
    pub line: u64,
    #[ts(type = "number")]
    pub column: u64,
    pub message: String,
    /// The line with a caret under the place, as the CLI prints it.
    pub snippet: String,
}

/// The mistakes with their snippets, read from the files under `root`, each message in `say`'s
/// language (the content catalogue's French, [`said`]).
pub fn content_errors(errors: &[Diagnostic], root: &Path, say: Say) -> Vec<ContentError> {
    errors
        .iter()
        .map(|d| ContentError {
            file: d.file.to_string_lossy().into_owned(),
            line: d.pos.line,
            column: d.pos.column,
            message: said(&d.message, say),
            snippet: std::fs::read_to_string(root.join(&d.file)).ok().and_then(|t| d.snippet(&t)).unwrap_or_default(),
        })
        .collect()
}

/// A content message (a diagnostic's, a photo check's), written in English where it is found, in
/// `say`'s language: every one the editor is shown goes through the content's one catalogue.
pub fn said(message: &str, say: Say) -> String {
    sitegen_pipeline::content::messages::translate(message, say.0)
}

/// A warning as the CLI prints it (`file:line:column: message` and the line), its message in
/// `say`'s language.
/// A warning in a line (`content/site.yaml:50: …`), in `say`'s language: for the status line and
/// the Problems list, where the code excerpt of [`warning`] would be a wall.
pub fn warning_line(d: &Diagnostic, say: Say) -> String {
    let message = said(&d.message, say);
    match d.pos.line {
        0 => format!("{}: {message}", d.file.display()),
        line => format!("{}:{line}: {message}", d.file.display()),
    }
}

/// The body of every error answer.
#[derive(Debug, Serialize, TS)]
pub struct ErrorBody {
    /// What went wrong, in the words the CLI would use (empty when `errors` says it).
    pub message: String,
    pub errors: Vec<ContentError>,
    /// The file changed on disk since the form loaded it.
    pub conflict: bool,
    /// Publish and "Get the latest": which of their outcomes this is, and the files it names.
    pub kind: Option<FailureKind>,
    pub files: Vec<String>,
}

/// Everything the edit API can answer instead of a reply, with its status; [`ApiError::message`]
/// says it in a language (`Display` is the English).
#[derive(Debug)]
pub enum ApiError {
    NoToken,
    ForeignOrigin,
    NotFound,
    NoAction(String),
    /// The body is not the shape the action takes (`reason`: serde's words, naming the field).
    BadRequest {
        action: String,
        reason: String,
    },
    /// The body is not JSON.
    NotJson {
        action: String,
    },
    /// The request names a file the editor may not write, or asks for what cannot be done (said).
    Refused(String),
    /// The file changed on disk since the form was loaded (said).
    Conflict(String),
    /// The content would not build; nothing was written.
    Content {
        errors: Vec<ContentError>,
        message: String,
    },
    /// Publish or "Get the latest" did not do its job (content refused, push refused, offline...).
    Publish {
        failure: Failure,
        errors: Vec<ContentError>,
    },
    /// The server failed (a worker thread died).
    Internal(String),
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Say::EN))
    }
}

impl std::error::Error for ApiError {}

impl ApiError {
    /// An edit's failure as the panel shows it: content mistakes with file, line, column and
    /// snippet (read under `scratch`, where the edited files are), other build failures in the
    /// words the CLI would print for `root`, refusals and conflicts as `say` says them.
    pub fn from_edit(e: EditError, scratch: &Path, root: &Path, say: Say) -> ApiError {
        match e {
            EditError::Refused(r) => ApiError::Refused(say.refusal(&r)),
            EditError::Conflict(file) => ApiError::Conflict(say.changed_elsewhere(&file)),
            // An upload the site cannot use: the words `sitegen check` has for such a file.
            EditError::Photo(p) => ApiError::Content { errors: Vec::new(), message: said(&p.to_string(), say) },
            EditError::Build(b) => {
                let diagnostics = b.diagnostics();
                let message = if diagnostics.is_empty() { b.render(root).trim_end().to_owned() } else { String::new() };
                ApiError::Content { errors: content_errors(&diagnostics, scratch, say), message }
            }
        }
    }

    /// A Publish's failure: the content's mistakes as Save shows them (file, line, column, the
    /// CLI's words), every other outcome as `say` says it.
    pub fn from_publish(e: PublishError, root: &Path, say: Say) -> ApiError {
        let mut failure = e.failure_in(say);
        let mut errors = Vec::new();
        if let PublishError::Invalid(b) = &e {
            let diagnostics = b.diagnostics();
            if diagnostics.is_empty() {
                failure.message = format!("{} {}", failure.message, b.render(root).trim_end());
            }
            errors = content_errors(&diagnostics, root, say);
        }
        ApiError::Publish { failure, errors }
    }

    /// What went wrong, in `say`'s language (the words of a content mistake or of git stay as they
    /// are).
    pub fn message(&self, say: Say) -> String {
        match self {
            ApiError::NoToken => say.no_token(),
            ApiError::ForeignOrigin => say.foreign_origin(),
            ApiError::NotFound => say.not_found(),
            ApiError::NoAction(action) => say.no_action(action),
            ApiError::BadRequest { action, reason } => say.bad_request(action, reason),
            ApiError::NotJson { action } => say.bad_request(action, &say.not_json()),
            ApiError::Refused(m) | ApiError::Conflict(m) => m.clone(),
            ApiError::Content { message, .. } => message.clone(),
            ApiError::Publish { failure, .. } => failure.message.clone(),
            ApiError::Internal(what) => say.internal(what),
        }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::NoToken | ApiError::ForeignOrigin | ApiError::Refused(_) => StatusCode::FORBIDDEN,
            ApiError::NotFound | ApiError::NoAction(_) => StatusCode::NOT_FOUND,
            ApiError::BadRequest { .. } | ApiError::NotJson { .. } => StatusCode::BAD_REQUEST,
            ApiError::Conflict(_) => StatusCode::CONFLICT,
            ApiError::Content { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::Publish { failure, .. } if failure.kind == FailureKind::Invalid => {
                StatusCode::UNPROCESSABLE_ENTITY
            }
            ApiError::Publish { .. } => StatusCode::CONFLICT,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The answer: its status and the JSON body, the message in `say`'s language.
    pub fn respond(self, say: Say) -> Response {
        let status = self.status();
        let conflict = matches!(self, ApiError::Conflict(_));
        let message = self.message(say);
        let (errors, kind, files) = match self {
            ApiError::Content { errors, .. } => (errors, None, Vec::new()),
            ApiError::Publish { failure, errors } => (errors, Some(failure.kind), failure.files),
            _ => (Vec::new(), None, Vec::new()),
        };
        (status, Json(ErrorBody { message, errors, conflict, kind, files })).into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_error_has_its_status_and_a_message() {
        let cases = [
            (ApiError::NoToken, 403),
            (ApiError::ForeignOrigin, 403),
            (ApiError::Refused("x".into()), 403),
            (ApiError::NotFound, 404),
            (ApiError::NoAction("publsh".into()), 404),
            (ApiError::BadRequest { action: "open".into(), reason: "missing field `route`".into() }, 400),
            (ApiError::Conflict("changed".into()), 409),
            (ApiError::Content { errors: Vec::new(), message: "bad".into() }, 422),
        ];
        for (e, status) in cases {
            assert_eq!(e.status().as_u16(), status, "{e:?}");
            assert!(!e.to_string().is_empty(), "{e:?}");
        }
    }

    #[test]
    fn a_french_site_is_told_of_a_file_changed_on_disk_and_of_a_refused_publish_in_french() {
        use sitegen_pipeline::content::wording::Language;
        let fr = Say(Language::FrCa);
        let root = Path::new(".");
        let changed = ApiError::from_edit(EditError::Conflict("content/site.yaml".into()), root, root, fr);
        assert_eq!(changed.status(), StatusCode::CONFLICT);
        assert_eq!(
            changed.message(fr),
            "content/site.yaml a été modifié ailleurs (un autre onglet ou un éditeur de texte) depuis que vous \
             l’avez ouvert. Rien n’a été enregistré\u{a0}: rechargez la page pour voir la nouvelle version, puis \
             refaites votre modification."
        );
        let refused =
            ApiError::from_edit(EditError::Refused(edit::Refusal::NotYaml("content/x.json".into())), root, root, fr);
        assert_eq!(refused.message(fr), "content/x.json\u{a0}: seuls les fichiers .yaml peuvent être modifiés ici");
        let both =
            ApiError::from_publish(PublishError::BothChanged { files: vec!["content/site.yaml".into()] }, root, fr);
        assert_eq!(both.status(), StatusCode::CONFLICT);
        assert!(both.message(fr).starts_with("Vous et quelqu’un d’autre avez tous deux modifié content/site.yaml."));
        // English as before, for an English site.
        let en = ApiError::from_edit(EditError::Conflict("content/site.yaml".into()), root, root, Say::EN);
        assert!(en.to_string().starts_with("content/site.yaml was changed elsewhere"), "{en}");
    }

    #[test]
    fn a_content_mistake_is_shown_in_the_language_asked_for() {
        use sitegen_pipeline::content::Pos;
        use sitegen_pipeline::content::wording::Language;
        let empty =
            "this text is empty (write the text inside the quotes, or remove the line if the field is optional)";
        let d = Diagnostic::new("content/fr/pages/index.yaml", Pos::default(), empty);
        let root = Path::new("/nowhere");
        let fr = content_errors(std::slice::from_ref(&d), root, Say(Language::FrCa));
        assert!(fr[0].message.starts_with("ce texte est vide"), "{:?}", fr[0].message);
        let en = content_errors(std::slice::from_ref(&d), root, Say::EN);
        assert_eq!(en[0].message, empty);
        assert!(warning_line(&d, Say(Language::FrCa)).contains(": ce texte est vide"));
    }

    #[test]
    fn a_missing_field_is_a_bad_request_not_an_empty_string() {
        let err = serde_json::from_str::<OpenRequest>("{}").unwrap_err();
        assert!(err.to_string().contains("missing field `route`"), "{err}");
        let new: NewPage = serde_json::from_str(r#"{"kind":"service","city":"Calgary","service":"x"}"#).unwrap();
        assert!(matches!(new, NewPage::Service { .. }));
        assert!(serde_json::from_str::<UndoRequest>("{}").is_ok());
    }
}

/// The request for the site's warnings: nothing but the action.
#[derive(Debug, Deserialize, TS)]
pub struct WarningsRequest {}

/// The warnings `sitegen check` gives the site as saved, a line each, in the asker's language.
#[derive(Debug, Serialize, TS)]
pub struct SiteWarnings {
    pub warnings: Vec<String>,
}
