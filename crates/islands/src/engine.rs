//! The embedded JavaScript engine: QuickJS (through `rquickjs`) runs the islands' server-render
//! script (`server.js`, the same file Node runs on the comparison path) inside `sitegen`, so a build
//! needs no Node. One runtime per thread: a runtime is single-threaded, and loading the script into
//! a fresh one costs a few tens of milliseconds, so a batch is split over threads only when it is
//! large enough to pay for that.

use rquickjs::{Context, Function, Runtime};
use serde::Deserialize;

use crate::IslandError;

/// QuickJS's default stack limit is too small for the renderer's recursion over a deep component tree.
const JS_STACK: usize = 8 << 20;
/// The Rust thread that runs QuickJS needs room for the JS stack on top of its own.
const THREAD_STACK: usize = JS_STACK + (8 << 20);
/// A runtime that grows past this has a runaway component, not a page of markup.
const MEMORY_LIMIT: usize = 1 << 30;

/// What `globalThis.sitegenRenderIslands` answers (islands/server.tsx).
#[derive(Deserialize)]
struct Reply {
    ok: bool,
    #[serde(default)]
    html: Vec<String>,
    #[serde(default)]
    errors: Vec<ReplyError>,
}

#[derive(Deserialize)]
pub(crate) struct ReplyError {
    pub component: Option<String>,
    pub message: String,
}

/// Turns the script's error list into one message, a line per broken island.
pub(crate) fn errors_message(errors: &[ReplyError]) -> String {
    errors
        .iter()
        .map(|e| format!("{}: {}", e.component.as_deref().filter(|c| !c.is_empty()).unwrap_or("island"), e.message))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Renders one request (`{"islands":[...]}`) with `server_js`, on a thread of its own.
pub(crate) fn render_request(server_js: &str, request: String, expected: usize) -> Result<Vec<String>, IslandError> {
    let answer = std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name("islands-quickjs".to_owned())
            .stack_size(THREAD_STACK)
            .spawn_scoped(scope, || run(server_js, &request))
            .map_err(|e| IslandError::Io("starting the island renderer".to_owned(), e))?
            .join()
            .map_err(|_| IslandError::RenderFailed("the island renderer stopped unexpectedly".to_owned()))?
    })?;
    parse_reply(&answer, expected)
}

/// The script's answer: the HTML of every island in order, or every island's error.
pub(crate) fn parse_reply(answer: &str, expected: usize) -> Result<Vec<String>, IslandError> {
    let reply: Reply = serde_json::from_str(answer)
        .map_err(|e| IslandError::RenderFailed(format!("the server-render script gave no usable answer: {e}")))?;
    match reply {
        Reply { ok: true, html, .. } if html.len() == expected => Ok(html),
        Reply { errors, .. } if !errors.is_empty() => Err(IslandError::RenderFailed(errors_message(&errors))),
        Reply { html, .. } => Err(IslandError::RenderFailed(format!(
            "the server-render script returned {} islands for {expected}",
            html.len()
        ))),
    }
}

/// Loads the script into a fresh runtime and calls it once.
fn run(server_js: &str, request: &str) -> Result<String, IslandError> {
    let failed = |what: &str, e: rquickjs::Error| IslandError::RenderFailed(format!("{what}: {e}"));
    let runtime = Runtime::new().map_err(|e| failed("starting QuickJS", e))?;
    runtime.set_max_stack_size(JS_STACK);
    runtime.set_memory_limit(MEMORY_LIMIT);
    let context = Context::full(&runtime).map_err(|e| failed("starting QuickJS", e))?;
    context.with(|ctx| {
        // An exception is a value in the context: turn it into its message and stack.
        let thrown = |what: &str, e: rquickjs::Error| -> IslandError {
            if matches!(e, rquickjs::Error::Exception) {
                let value = ctx.catch();
                let text = value
                    .as_exception()
                    .map(|ex| {
                        let message = ex.message().unwrap_or_default();
                        match ex.stack() {
                            Some(stack) if !stack.is_empty() => format!("{message}\n{stack}"),
                            _ => message,
                        }
                    })
                    .or_else(|| value.as_string().and_then(|s| s.to_string().ok()))
                    .unwrap_or_else(|| format!("{value:?}"));
                IslandError::RenderFailed(format!("{what}: {}", text.trim_end()))
            } else {
                failed(what, e)
            }
        };
        ctx.eval::<(), _>(server_js).map_err(|e| thrown("loading the server-render script", e))?;
        let render: Function = ctx
            .globals()
            .get("sitegenRenderIslands")
            .map_err(|e| failed("the server-render script does not define sitegenRenderIslands", e))?;
        render.call::<_, String>((request,)).map_err(|e| thrown("rendering the islands", e))
    })
}
