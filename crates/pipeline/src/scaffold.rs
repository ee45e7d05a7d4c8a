//! `sitegen new city` and `sitegen new service` as a pipeline step: the content crate copies the
//! nearest page ([`sitegen_content::scaffold`]), this writes it and then loads the whole site
//! through the same stage as `check` and `build` (with the host the options name). A new page
//! that would break the site is taken back out, with every file changed for it; only its `# TODO`
//! notes are expected (its `# EXAMPLE` notes are warnings, which loading does not raise).

use std::path::{Path, PathBuf};

pub use sitegen_content::scaffold::Notes;
use sitegen_content::scaffold::{self, Scaffold, ScaffoldError};

use crate::{BuildError, BuildOptions, stages};

/// The page to make.
#[derive(Debug, Clone)]
pub enum NewPage {
    /// A city landing page: `sitegen new city "Grande Prairie"`, copied from the page of the city
    /// `like` when given (`--like red-deer`).
    City { name: String, like: Option<String> },
    /// A service page: of the whole site (`sitegen new service "Drain cleaning"`, `city` None), or of
    /// a city (`sitegen new service red-deer furnace-repair`); on a site in two languages, the second
    /// language's page too, named `translation` there when given.
    Service { city: Option<String>, service: String, translation: Option<String> },
}

/// What was written.
#[derive(Debug)]
pub struct NewPageReport {
    /// Relative to `content/`: the new page, and the files extended for it.
    pub written: Vec<PathBuf>,
    /// The new page's route.
    pub route: String,
    /// The page it was copied from.
    pub model: PathBuf,
    /// What the editor may still want to add by hand, each starting with `file:line:`.
    pub advice: Vec<String>,
    /// The routes of the pages made in the site's second language.
    pub translations: Vec<String>,
    /// How the lines still to write are marked.
    pub notes: Notes,
}

/// Why no page was made; in every case nothing was left written.
#[derive(Debug, thiserror::Error)]
pub enum NewPageError {
    #[error(transparent)]
    Scaffold(#[from] ScaffoldError),
    #[error("cannot write the new page: {0}")]
    Write(std::io::Error),
    /// The site does not load with the new page (beyond its `# TODO` notes).
    #[error("the new page would not build (copied from {}); nothing was written.", .model.display())]
    WouldNotBuild { model: PathBuf, problems: BuildError },
}

/// What the new page marked `# EXAMPLE:` joins the record of what `sitegen init` made up (on a site
/// that has one, the record, not the notes, is what `check` names): every value on a new noted
/// line of the files just written (`done`: each with its text before), at its line.
fn record_examples(root: &Path, done: &[(PathBuf, Option<String>)]) -> std::io::Result<()> {
    use sitegen_content::invented::{RECORD, Record};
    let Ok(Some(mut record)) = Record::read(root) else { return Ok(()) };
    let mut files = Vec::new();
    for (path, before) in done {
        let now = std::fs::read_to_string(path)?;
        let old: std::collections::HashSet<&str> = before.as_deref().unwrap_or_default().lines().collect();
        // Lines that were there before keep their place in the record (or their confirmation).
        let new: Vec<&str> = now.lines().map(|l| if old.contains(l) { "" } else { l }).collect();
        let rel = path.strip_prefix(root).unwrap_or(path).to_string_lossy().into_owned();
        files.push((rel, new.join("\n")));
    }
    let added = Record::of_files(files.iter().map(|(f, t)| (f.as_str(), t.as_str())));
    if added.inventions.is_empty() {
        return Ok(());
    }
    record.inventions.extend(added.inventions);
    sitegen_atomic::write(&root.join(RECORD), record.to_yaml().as_bytes(), sitegen_atomic::Durability::Synced)
}

/// Makes the page, then loads the site as `check` does; undoes the change when it does not load.
pub fn new_page(opts: &BuildOptions, what: &NewPage) -> Result<NewPageReport, NewPageError> {
    let content = opts.root.join("content");
    let made: Scaffold = match what {
        NewPage::City { name, like } => scaffold::new_city(&content, name, like.as_deref())?,
        NewPage::Service { city, service, translation } => {
            scaffold::new_service(&content, city.as_deref(), service, translation.as_deref())?
        }
    };
    let undo = scaffold::apply(&content, &made).map_err(NewPageError::Write)?;
    let problems = match stages::load(opts) {
        Ok(_) => None,
        // The new page's `# TODO` notes are expected: everything else must already be right.
        Err(BuildError::Content(found)) => {
            let broken: Vec<_> = found.0.into_iter().filter(|d| !d.unfinished).collect();
            (!broken.is_empty()).then_some(BuildError::Content(sitegen_content::Diagnostics(broken)))
        }
        Err(other) => Some(other),
    };
    if let Some(problems) = problems {
        scaffold::undo(&undo);
        return Err(NewPageError::WouldNotBuild { model: made.model, problems });
    }
    record_examples(&opts.root, &undo).map_err(NewPageError::Write)?;
    let written = made.create.iter().chain(&made.rewrite).chain(&made.append).map(|(rel, _)| rel.clone()).collect();
    Ok(NewPageReport {
        written,
        route: made.route,
        model: made.model,
        advice: made.advice,
        translations: made.translations,
        notes: made.notes,
    })
}
