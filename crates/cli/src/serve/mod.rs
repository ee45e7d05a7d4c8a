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
//!
//! This module wires the parts together on axum (tokio, hyper): the routes, all in [`router`]; the
//! response headers, all set by [`headers::layer`] (with the site's `_headers`); the output folder
//! as a static host answers it ([`site`]); the live-reload state and its event stream ([`live`]);
//! the editor and its typed edit API ([`edit`], [`api`]); the source watcher ([`watch`]), a plain
//! thread that rebuilds and publishes into a `tokio::sync::watch` channel the event streams read.
//! Ctrl-C (or SIGTERM) stops it gracefully: the event streams end, open requests finish, the
//! editor's scratch copy is removed.

mod api;
mod edit;
mod headers;
mod live;
mod site;
#[cfg(test)]
mod tests;
mod watch;

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{any, get, post};
use sitegen_pipeline::BuildOptions;
use sitegen_pipeline::preview::{Change, Preview};
use tokio::sync::watch as channel;

use edit::Editor;
use live::Live;

/// The largest request body accepted (the editor posts content files, each at most 1 MiB).
const MAX_BODY: usize = 2 * 1024 * 1024;

/// How long open connections get to finish once the server is told to stop.
const GRACE: Duration = Duration::from_secs(3);

/// What the handlers share.
#[derive(Clone)]
struct App {
    out: Arc<PathBuf>,
    /// The site's folder (its site.yaml names the language a tab that names none hears).
    root: Arc<PathBuf>,
    /// None with `--no-build`: nothing is watched or injected.
    live: Option<Arc<Live>>,
    /// None with `--no-build`, or when the editor's bundle could not be written.
    editor: Option<Arc<Editor>>,
    /// Becomes true when the server is told to stop.
    stopping: channel::Receiver<bool>,
}

pub fn run(opts: &BuildOptions, port: u16, no_build: bool) -> ExitCode {
    // The preview answers before its photos are encoded: a queue takes them (see PhotoQueue).
    let live = if no_build {
        None
    } else {
        let queue = sitegen_pipeline::photo_queue::PhotoQueue::new(&opts.photo_cache_dir(), &opts.out);
        Some(Arc::new(Live::with_photos(Arc::new(queue))))
    };
    let mut preview = None;
    if let Some(live) = &live {
        preview = start(opts, live);
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: cannot start the preview server: {e}");
            return ExitCode::from(1);
        }
    };
    let code = runtime.block_on(serve(opts, port, live, preview));
    // A rebuild or an edit still running on a blocking thread is not waited for.
    runtime.shutdown_timeout(Duration::from_millis(500));
    code
}

async fn serve(opts: &BuildOptions, port: u16, live: Option<Arc<Live>>, preview: Option<Preview>) -> ExitCode {
    let listener = match tokio::net::TcpListener::bind(("127.0.0.1", port)).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: cannot listen on 127.0.0.1:{port}: {e}");
            return ExitCode::from(1);
        }
    };
    // Editing in the browser comes with the live preview only.
    let port = listener.local_addr().map(|a| a.port()).unwrap_or(port);
    let editor = match &live {
        Some(live) => Editor::start(opts, port).map(|e| Arc::new(e.with_photos(live.photos.clone()))),
        None => None,
    };
    if let Some(e) = &editor {
        e.resume_live_watch();
    }
    println!("Serving {} at http://127.0.0.1:{port}/ (Ctrl-C to stop)", opts.out.display());
    if editor.is_some() {
        println!(
            "Edit the site in the browser: open a page and press Edit (changes are checked, then saved to content/)."
        );
    }
    if let Some(live) = &live {
        let watched = opts.clone();
        let live = Arc::clone(live);
        std::thread::spawn(move || watch::watch(&watched, preview, &live));
    }
    if let Some(queue) = live.as_ref().and_then(|l| l.photos.clone()) {
        let live = live.clone();
        std::thread::spawn(move || encode_photos(&queue, live));
    }
    let (stop, stopping) = channel::channel(false);
    let app = App {
        out: Arc::new(opts.out.clone()),
        root: Arc::new(opts.root.clone()),
        live,
        editor: editor.clone(),
        stopping: stopping.clone(),
    };
    let server = axum::serve(listener, router(app)).with_graceful_shutdown(async move {
        stop_signal().await;
        println!("Stopping the preview…");
        let _ = stop.send(true);
    });
    let mut stopped = stopping;
    let result = tokio::select! {
        r = server => r.map_err(|e| e.to_string()),
        _ = async { let _ = stopped.wait_for(|s| *s).await; tokio::time::sleep(GRACE).await } => {
            Err(format!("connections still open after {} s; stopping anyway", GRACE.as_secs()))
        }
    };
    if let Some(editor) = editor {
        editor.close();
    }
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("note: {e}");
            ExitCode::SUCCESS
        }
    }
}

/// Every address the preview answers. The preview's own live under `/_sitegen/`; everything else
/// is the output folder, answered as the static host would.
fn router(app: App) -> Router {
    let mut own = Router::new();
    if let Some(live) = &app.live {
        own = own.route("/_sitegen/reload.js", get(live::script)).route(
            "/_sitegen/events",
            get(live::events).with_state((Arc::clone(live), app.stopping.clone(), Arc::clone(&app.root))),
        );
    }
    if let Some(editor) = &app.editor {
        let editor_routes = Router::new()
            .route("/_sitegen/editor/{file}", get(edit::bundle))
            .route("/_sitegen/schema/{file}", get(edit::schema))
            .route("/_sitegen/edit/{action}", post(edit::action))
            .route("/_sitegen/upload", post(edit::upload).layer(DefaultBodyLimit::max(edit::MAX_UPLOAD)))
            .route("/_sitegen/thumb/{*src}", get(edit::thumb))
            .route("/_sitegen/{*rest}", any(edit::not_found))
            .with_state(Arc::clone(editor));
        own = own.merge(editor_routes);
    }
    let out = Arc::clone(&app.out);
    own.fallback_service(get(site::page).with_state(app))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::from_fn_with_state(out, headers::layer))
}

/// Ctrl-C, or SIGTERM where there is one (a terminal closing, a test ending).
async fn stop_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = term => {}
    }
}

/// The first full build of the preview; its errors go to the terminal and to the browser.
fn start(opts: &BuildOptions, live: &Live) -> Option<Preview> {
    let mut preview = match Preview::new(opts) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{}", e.render(&opts.root).trim_end());
            live.publish(&e.diagnostics(), None, &opts.root);
            return None;
        }
    };
    if let Some(queue) = &live.photos {
        preview.encode_in_background(Arc::clone(queue));
    }
    let result = preview.full();
    report(opts, live, result, &live::in_each_language(|say| preview.notices_in(say)));
    Some(preview)
}

/// The worker of the photo queue: encodes what the builds left, telling the terminal and every
/// open tab how far it is ("Photos: 120 of 446 ready", in each tab's language there), on one line
/// that rewrites itself in a terminal and at the start and end otherwise.
fn encode_photos(queue: &sitegen_pipeline::photo_queue::PhotoQueue, live: Option<Arc<Live>>) {
    use std::io::IsTerminal;
    let terminal = std::io::stdout().is_terminal();
    let started = std::sync::Mutex::new(None::<std::time::Instant>);
    let first = queue.progress();
    if first.total > first.done {
        println!(
            "Photos: {} of {} ready; the rest are being made (each page asks for its own first)",
            first.done, first.total
        );
    }
    queue.work(move |p| {
        let mut began = started.lock().unwrap_or_else(|e| e.into_inner());
        let began = *began.get_or_insert_with(std::time::Instant::now);
        let line = format!("Photos: {} of {} ready", p.done, p.total);
        if p.done >= p.total {
            if terminal {
                print!("\r\x1b[2K");
            }
            println!("{line} ({:.0} s)", began.elapsed().as_secs_f64());
            if let Some(live) = &live {
                live.photo_progress(None);
            }
        } else {
            if terminal {
                print!("\r\x1b[2K{line}");
                let _ = std::io::Write::flush(&mut std::io::stdout());
            }
            if let Some(live) = &live {
                let said = live::in_each_language(|say| vec![say.photos_ready(p.done, p.total)]);
                live.photo_progress(said.into_iter().next());
            }
        }
    });
}

fn report(
    opts: &BuildOptions,
    live: &Live,
    result: Result<sitegen_pipeline::preview::Update, sitegen_pipeline::BuildError>,
    notices: &[live::Said],
) {
    match result {
        Ok(u) => {
            let what = if u.full { "every page".to_owned() } else { u.pages.join(", ") };
            let bundle = if u.rebundled { ", islands re-bundled" } else { "" };
            println!("Rebuilt {what}{bundle} in {} ms", u.elapsed.as_millis());
            for w in &u.warnings {
                eprintln!("warning: {}", w.render(&opts.root));
            }
            live.publish(&[], Some(notices), &opts.root);
        }
        Err(e) => {
            eprintln!("{}", e.render(&opts.root).trim_end());
            live.publish(&e.diagnostics(), None, &opts.root);
        }
    }
}

fn rebuild(opts: &BuildOptions, preview: &mut Option<Preview>, live: &Live, changes: &[Change]) {
    if changes.is_empty() {
        return;
    }
    match preview.as_mut() {
        Some(p) => {
            let result = p.update(changes);
            report(opts, live, result, &live::in_each_language(|say| p.notices_in(say)));
        }
        None => *preview = start(opts, live),
    }
}
