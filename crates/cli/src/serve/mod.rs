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
//! This module wires the parts together and reports each build; the parts are the HTTP side
//! ([`http`], with the site's `_headers` in [`headers`]), the live-reload state and event stream
//! ([`live`]) and the source watcher ([`watch`]).

mod edit;
mod headers;
mod http;
mod live;
mod watch;

use std::net::TcpListener;
use std::process::ExitCode;
use std::sync::Arc;

use sitegen_pipeline::BuildOptions;
use sitegen_pipeline::preview::{Change, Preview};

use live::Live;

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
    // Editing in the browser comes with the live preview only.
    let port = listener.local_addr().map(|a| a.port()).unwrap_or(port);
    let editor = if no_build { None } else { edit::Editor::start(opts, port).map(Arc::new) };
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
    // A thread per connection: browsers open speculative connections that never send a request,
    // and those must not hold up the ones that do.
    for stream in listener.incoming().flatten() {
        let out = opts.out.clone();
        let live = live.clone();
        let editor = editor.clone();
        std::thread::spawn(move || http::handle(stream, &out, live.as_deref(), editor.as_deref()));
    }
    ExitCode::SUCCESS
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
    let result = preview.full();
    report(opts, live, result, &preview.notices());
    Some(preview)
}

fn report(
    opts: &BuildOptions,
    live: &Live,
    result: Result<sitegen_pipeline::preview::Update, sitegen_pipeline::BuildError>,
    notices: &[String],
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
            report(opts, live, result, &p.notices());
        }
        None => *preview = start(opts, live),
    }
}
