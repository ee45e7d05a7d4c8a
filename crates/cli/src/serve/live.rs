//! Live reload: the build generation and the errors of the last rebuild, which the watcher thread
//! publishes (a `tokio::sync::watch` channel: written from that thread, read by every event
//! stream) and every open tab follows over Server-Sent Events. The reload script is added to
//! responses as they are sent, never written into the output folder, so what is on disk stays
//! exactly what a build writes.

use std::convert::Infallible;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::State;
use axum::http::header::CONTENT_TYPE;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::{Stream, StreamExt};
use serde::Serialize;
use sitegen_pipeline::content::Diagnostic;
use tokio::sync::watch;

use super::api::{ContentError, content_errors};

/// What every open tab is told: the generation, the errors of the last rebuild, the notices every
/// page shows (the `state` event's data).
#[derive(Debug, Clone, Default, Serialize)]
pub(super) struct LiveState {
    generation: u64,
    errors: Vec<ContentError>,
    notices: Vec<String>,
}

/// The last rebuild, shared between the watcher and the event streams.
pub struct Live {
    state: watch::Sender<LiveState>,
    /// The photos the preview left to encode after its build (see `PhotoQueue`).
    pub(super) photos: Option<Arc<sitegen_pipeline::photo_queue::PhotoQueue>>,
    /// The notices of the last good build, before the photos' progress is added.
    notices: std::sync::Mutex<Vec<String>>,
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
    pub(super) fn photo_progress(&self, progress: Option<String>) {
        let base = self.notices.lock().unwrap_or_else(|e| e.into_inner()).clone();
        self.state.send_modify(|s| {
            s.notices = base.into_iter().chain(progress).collect();
        });
    }

    /// A new generation with its errors; `notices` replace the old ones when given (a failed
    /// rebuild keeps those of the last good one).
    pub(super) fn publish(&self, errors: &[Diagnostic], notices: Option<&[String]>, root: &Path) {
        let errors = content_errors(errors, root);
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

/// `/_sitegen/events`: the current state at once, then every new one; a comment every 15 s finds
/// closed connections. The stream ends when the server stops, so shutdown does not wait on tabs.
pub(super) async fn events(
    State((live, stopping)): State<(Arc<Live>, watch::Receiver<bool>)>,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let states = futures_util::stream::unfold((live.state.subscribe(), true), |(mut rx, first)| async move {
        if !first {
            rx.changed().await.ok()?;
        }
        let state = rx.borrow_and_update().clone();
        Some((state, (rx, false)))
    });
    let events = states.map(|state| {
        let data = serde_json::to_string(&state).unwrap_or_else(|_| "{}".to_owned());
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
