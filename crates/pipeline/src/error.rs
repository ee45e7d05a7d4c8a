//! Why a build, check or preview update did not publish, as data: every problem with its place, so
//! the CLI prints it and the preview's overlay shows it without parsing text back.

use std::path::{Path, PathBuf};
use std::time::Duration;

use sitegen_content::messages::translate_lines;
use sitegen_content::wording::Language;
use sitegen_content::{Diagnostic, Diagnostics, Pos};
use sitegen_islands::IslandError;
use sitegen_links::BrokenLink;
use sitegen_render::RenderError;

use crate::{guard, routes};

#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error("{0}")]
    Content(Diagnostics),
    #[error("{}", list(.0))]
    Render(Vec<RenderError>),
    #[error(transparent)]
    Islands(#[from] IslandError),
    #[error("{} broken link(s):\n{}", .0.len(), list(.0))]
    Links(Vec<BrokenLink>),
    #[error("{what}: {source}{}", guard::io_hint(.source))]
    Io { what: String, source: std::io::Error },
    /// A signal (SIGINT, SIGTERM) asked the build to stop; it stopped before the swap.
    #[error(
        "the build was interrupted and stopped before replacing the output: its staging folder was removed and the previous output is unchanged. Run the build again to publish."
    )]
    Cancelled,
    /// Another build holds the lock on the same output folder.
    #[error(
        "another sitegen build is writing {} (it holds the lock {}); this one waited {} s and gave up without writing. Let that build finish (or stop it), then build again.",
        .out.display(), .lock.display(), .waited.as_secs()
    )]
    Locked { out: PathBuf, lock: PathBuf, waited: Duration },
    /// Warnings under `--strict`.
    #[error("{}", list(.0))]
    Strict(Vec<Diagnostic>),
    /// Published routes that would disappear.
    #[error("{}", routes::removed_message(.0))]
    RemovedRoutes(Vec<String>),
}

impl BuildError {
    /// How many separate problems this error reports.
    pub fn count(&self) -> usize {
        match self {
            BuildError::Content(d) => d.len(),
            BuildError::Render(e) => e.len(),
            BuildError::Links(l) => l.len(),
            BuildError::Strict(w) => w.len(),
            BuildError::RemovedRoutes(r) => r.len(),
            _ => 1,
        }
    }

    /// The error for people: content problems with the offending line of YAML and a caret under the
    /// column (files are read from `root`); the first line of each stays `file:line:col: message`.
    pub fn render(&self, root: &Path) -> String {
        let many = |d: &mut dyn Iterator<Item = &Diagnostic>| d.map(|d| d.render(root)).collect::<Vec<_>>().join("\n");
        match self {
            BuildError::Content(d) => many(&mut d.iter()),
            BuildError::Strict(w) => many(&mut w.iter()),
            other => other.to_string(),
        }
    }

    /// [`BuildError::render`] in `language` (the site's), from the catalogue of
    /// [`sitegen_content::messages`].
    pub fn render_in(&self, root: &Path, language: Language) -> String {
        let many = |d: &mut dyn Iterator<Item = &Diagnostic>| {
            d.map(|d| d.render_in(root, language)).collect::<Vec<_>>().join("\n")
        };
        match self {
            BuildError::Content(d) => many(&mut d.iter()),
            BuildError::Strict(w) => many(&mut w.iter()),
            other => translate_lines(&other.to_string(), language),
        }
    }

    /// Every problem as data, for the preview's overlay: (file, line, column, message).
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        match self {
            BuildError::Content(d) => d.0.clone(),
            BuildError::Strict(w) => w.clone(),
            BuildError::RemovedRoutes(r) => r
                .iter()
                .map(|r| {
                    Diagnostic::new(routes::LOCK_FILE, Pos::default(), routes::removed_message(std::slice::from_ref(r)))
                })
                .collect(),
            BuildError::Render(errors) => errors.iter().map(render_diagnostic).collect(),
            other => vec![Diagnostic::new("", Pos::default(), other.to_string())],
        }
    }
}

/// A template error at its template and line, naming the page it was rendering.
fn render_diagnostic(e: &RenderError) -> Diagnostic {
    match e {
        RenderError::Template { template: Some(t), line, route, message, expression } => {
            let line = line.map_or(0, |l| l as u64);
            let message = &RenderError::message_with_expression(message, expression.as_deref());
            let (first, rest) = message.split_once('\n').unwrap_or((message, ""));
            let mut text = first.to_owned();
            if let Some(r) = route {
                text.push_str(&format!(" (rendering {r})"));
            }
            if !rest.is_empty() {
                text.push('\n');
                text.push_str(rest);
            }
            Diagnostic::new(format!("templates/{t}"), Pos { line, column: if line > 0 { 1 } else { 0 } }, text)
        }
        other => Diagnostic::new("", Pos::default(), other.to_string()),
    }
}

fn list<T: std::fmt::Display>(items: &[T]) -> String {
    items.iter().map(|i| i.to_string()).collect::<Vec<_>>().join("\n")
}

pub(crate) fn io(what: impl Into<String>) -> impl FnOnce(std::io::Error) -> BuildError {
    let what = what.into();
    move |source| BuildError::Io { what, source }
}
