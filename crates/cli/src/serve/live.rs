//! Live reload: the build generation and the errors of the last rebuild, which the watcher thread
//! publishes (a `tokio::sync::watch` channel: written from that thread, read by every event
//! stream) and every open tab follows over Server-Sent Events. The reload script is added to
//! responses as they are sent, never written into the output folder, so what is on disk stays
//! exactly what a build writes.
//!
//! Each tab hears it in its page's language (`/_sitegen/events?lang=fr-CA`, the page's
//! `<html lang>`): the notices are kept in every language sitegen speaks ([`Said`]), the errors'
//! messages are given their French by the content's catalogue as they are sent.

use std::collections::BTreeMap;
use std::convert::Infallible;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{RawQuery, State};
use axum::http::header::CONTENT_TYPE;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::{Stream, StreamExt};
use serde::Serialize;
use sitegen_pipeline::content::Diagnostic;
use sitegen_pipeline::content::wording::Language;
use sitegen_pipeline::words::Say;
use tokio::sync::watch;

use super::api::{ContentError, content_errors, said};

/// A sentence in each language sitegen speaks.
pub(super) type Said = BTreeMap<Language, String>;

/// `say` in each language sitegen speaks: one [`Said`] for each sentence it returns (the same
/// number in every language).
pub(super) fn in_each_language(say: impl Fn(Say) -> Vec<String>) -> Vec<Said> {
    let mut out: Vec<Said> = Vec::new();
    for language in Language::ALL {
        for (i, sentence) in say(Say(language)).into_iter().enumerate() {
            if out.len() <= i {
                out.push(Said::new());
            }
            out[i].insert(language, sentence);
        }
    }
    out
}

/// What every open tab is told: the generation, the errors of the last rebuild (in English, as
/// found), the notices every page shows.
#[derive(Debug, Clone, Default)]
pub(super) struct LiveState {
    generation: u64,
    errors: Vec<ContentError>,
    notices: Vec<Said>,
}

/// The `state` event's data, in one tab's language: the overlay's heading and note with it.
#[derive(Debug, Serialize)]
struct Shown<'a> {
    generation: u64,
    errors: Vec<ContentError>,
    notices: Vec<&'a str>,
    heading: String,
    note: String,
}

impl LiveState {
    fn shown(&self, say: Say) -> Shown<'_> {
        let errors: Vec<ContentError> =
            self.errors.iter().map(|e| ContentError { message: said(&e.message, say), ..e.clone() }).collect();
        Shown {
            generation: self.generation,
            heading: say.cannot_rebuild(errors.len()),
            note: say.fix_and_save(),
            errors,
            notices: self
                .notices
                .iter()
                .filter_map(|n| n.get(&say.0).or_else(|| n.values().next()).map(String::as_str))
                .collect(),
        }
    }
}

/// The last rebuild, shared between the watcher and the event streams.
pub struct Live {
    state: watch::Sender<LiveState>,
    /// The photos the preview left to encode after its build (see `PhotoQueue`).
    pub(super) photos: Option<Arc<sitegen_pipeline::photo_queue::PhotoQueue>>,
    /// The notices of the last good build, before the photos' progress is added.
    notices: std::sync::Mutex<Vec<Said>>,
}

impl Default for Live {
    fn default() -> Live {
        Live { state: watch::Sender::new(LiveState::default()), photos: None, notices: Default::default() }
    }
}

impl Live {
    /// A live preview whose photos are encoded by `photos` while it is already answering.
    pub(super) fn with_photos(photos: Arc<sitegen_pipeline::photo_queue::PhotoQueue>) -> Live {
        Live { photos: Some(photos), ..Live::default() }
    }

    /// Shows `progress` ("Photos: 120 of 446 ready") under the build's notices in every open tab,
    /// or takes it away; no page reloads for it.
    pub(super) fn photo_progress(&self, progress: Option<Said>) {
        let base = self.notices.lock().unwrap_or_else(|e| e.into_inner()).clone();
        self.state.send_modify(|s| {
            s.notices = base.into_iter().chain(progress).collect();
        });
    }

    /// A new generation with its errors; `notices` replace the old ones when given (a failed
    /// rebuild keeps those of the last good one).
    pub(super) fn publish(&self, errors: &[Diagnostic], notices: Option<&[Said]>, root: &Path) {
        let errors = content_errors(errors, root, Say::EN);
        if let Some(notices) = notices {
            *self.notices.lock().unwrap_or_else(|e| e.into_inner()) = notices.to_vec();
        }
        self.state.send_modify(|s| {
            s.generation += 1;
            s.errors = errors;
            if let Some(notices) = notices {
                s.notices = notices.to_vec();
            }
        });
    }
    pub(super) fn generation(&self) -> u64 {
        self.state.borrow().generation
    }
}

/// `/_sitegen/reload.js`: the live-reload client.
pub(super) async fn script() -> Response {
    ([(CONTENT_TYPE, "text/javascript; charset=utf-8")], include_str!("reload.js")).into_response()
}

/// `/_sitegen/events?lang=<the page's language>`: the current state at once, then every new one,
/// in that language (else the site's first); a comment every 15 s finds closed connections. The
/// stream ends when the server stops, so shutdown does not wait on tabs.
pub(super) async fn events(
    State((live, stopping, root)): State<(Arc<Live>, watch::Receiver<bool>, Arc<std::path::PathBuf>)>,
    RawQuery(query): RawQuery,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let asked = query.as_deref().and_then(|q| q.split('&').find_map(|p| p.strip_prefix("lang=")));
    let say = asked.and_then(super::edit::language_of).map_or_else(|| Say::of(&root), Say);
    let states = futures_util::stream::unfold((live.state.subscribe(), true), |(mut rx, first)| async move {
        if !first {
            rx.changed().await.ok()?;
        }
        let state = rx.borrow_and_update().clone();
        Some((state, (rx, false)))
    });
    let events = states.map(move |state| {
        let data = serde_json::to_string(&state.shown(say)).unwrap_or_else(|_| "{}".to_owned());
        Ok(Event::default().event("state").data(data))
    });
    let mut stopping = stopping;
    let stop = async move {
        let _ = stopping.wait_for(|stop| *stop).await;
    };
    Sse::new(events.take_until(stop)).keep_alive(KeepAlive::new().interval(Duration::from_secs(15)).text("ping"))
}

/// `<script type="module" src="/_sitegen/reload.js?g=N">` before `</head>` (or at the end), and the
/// mark of a preview: a quote form not connected to a provider shows its whole flow here (with the
/// notice that nothing is sent), while a published one says it sent nothing.
pub fn inject_reload(html: &[u8], generation: u64) -> Vec<u8> {
    inject(
        html,
        &format!(
            r#"<meta name="sitegen-preview" content="on"><script type="module" src="/_sitegen/reload.js?g={generation}"></script>"#
        ),
    )
}

/// `tag` before `</head>` (or at the end).
pub fn inject(html: &[u8], tag: &str) -> Vec<u8> {
    let text = String::from_utf8_lossy(html);
    match text.find("</head>") {
        Some(i) => format!("{}{tag}{}", &text[..i], &text[i..]).into_bytes(),
        None => format!("{text}{tag}").into_bytes(),
    }
}
