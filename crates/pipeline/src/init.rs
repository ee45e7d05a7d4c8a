//! `sitegen init DIR`: writes the starting site of [`sitegen_content::init::starter`] into a new
//! or empty folder (its text files, placeholder photos drawn by `sitegen_images`, and the content
//! schemas for text editors), then the caller checks it like any site.

use std::fs;
use std::path::{Path, PathBuf};

use sitegen_content::init::{Start, starter};

/// Why a site could not be started, in plain words.
#[derive(Debug, thiserror::Error)]
pub enum InitError {
    #[error("{0}")]
    Answers(String),
    #[error(
        "{0} already has files in it: sitegen init starts a site in a new or empty folder (a .git folder is fine), so nothing of yours is overwritten. Choose another folder."
    )]
    NotEmpty(PathBuf),
    #[error("cannot write {0}: {1}")]
    Io(PathBuf, std::io::Error),
}

/// `static/`'s keeper: its path, and what it says. Named `.gitkeep`, git's convention for a folder
/// kept while empty, which the build leaves out of the site.
const STATIC_NOTE: (&str, &str) = (
    "static/.gitkeep",
    "# Files in static/ are published as they are, at the site's root (static/logo.svg is /logo.svg).\n\
     # Put your logo's SVG here as logo.svg, then write `logo: static/logo.svg` under `brand:` in\n\
     # content/site.yaml (docs/editing-content.md, \"Change the colours and the logo\").\n\
     # Photos of your work go in content/images/, not here.\n",
);

/// Writes the starting site for `start` into `dir`; the files written, relative to `dir`.
pub fn init(dir: &Path, start: &Start) -> Result<Vec<PathBuf>, InitError> {
    // Hidden entries (`.git` of a repository just made, a cache) are not the person's files.
    let visible = |e: &fs::DirEntry| !e.file_name().to_string_lossy().starts_with('.');
    if fs::read_dir(dir).is_ok_and(|entries| entries.flatten().any(|e| visible(&e))) {
        return Err(InitError::NotEmpty(dir.to_path_buf()));
    }
    let site = starter(start).map_err(InitError::Answers)?;
    let write = |rel: &Path, bytes: &[u8]| {
        let path = dir.join(rel);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).map_err(|e| InitError::Io(parent.to_path_buf(), e))?;
        }
        fs::write(&path, bytes).map_err(|e| InitError::Io(path.clone(), e))
    };
    let mut written = Vec::new();
    for (rel, text) in &site.files {
        if rel.starts_with('.') && dir.join(rel).exists() {
            continue;
        }
        write(Path::new(rel), text.as_bytes())?;
        written.push(PathBuf::from(rel));
    }
    // The folder the docs send the logo to exists from the start, with a note of what goes there
    // (git keeps no empty folder; the build never publishes this file).
    write(Path::new(STATIC_NOTE.0), STATIC_NOTE.1.as_bytes())?;
    written.push(PathBuf::from(STATIC_NOTE.0));
    for photo in &site.photos {
        let rel = Path::new("content/images").join(&photo.path);
        let jpeg = sitegen_images::placeholder_jpeg(photo.width, photo.height, photo.rgb)
            .map_err(|e| InitError::Io(rel.clone(), std::io::Error::other(e)))?;
        write(&rel, &jpeg)?;
        written.push(rel);
    }
    let content = dir.join("content");
    let schemas = sitegen_content::schema::write_schemas(&content).map_err(|e| InitError::Io(content.clone(), e))?;
    written.extend(schemas.schemas.iter().filter_map(|p| p.strip_prefix(dir).ok().map(Path::to_path_buf)));
    Ok(written)
}

/// The photos still the plain placeholder `sitegen init` drew (known by their bytes, whatever
/// their name or description says now): a warning at each `src` that shows one, so that a new
/// site is not published with blank pictures (`--strict` refuses them).
pub fn placeholder_photos<'a>(
    photos: &sitegen_render::photos::Photos,
    written: impl IntoIterator<Item = (&'a Path, &'a sitegen_content::raw::Image)>,
) -> Vec<sitegen_content::Diagnostic> {
    use sitegen_content::invented::{PLACEHOLDER_RGB, PLACEHOLDER_SIZE};
    static HASH: std::sync::OnceLock<Option<String>> = std::sync::OnceLock::new();
    let drawn = HASH.get_or_init(|| {
        let jpeg = sitegen_images::placeholder_jpeg(PLACEHOLDER_SIZE.0, PLACEHOLDER_SIZE.1, PLACEHOLDER_RGB).ok()?;
        sitegen_images::probe_bytes("placeholder.jpg", &jpeg).ok().map(|(o, _)| o.hash)
    });
    let Some(drawn) = drawn else { return Vec::new() };
    written
        .into_iter()
        .filter(|(_, i)| photos.original(&i.src.value).is_some_and(|o| &o.hash == drawn))
        .map(|(file, i)| {
            sitegen_content::Diagnostic::new(
                file,
                i.src.pos,
                format!(
                    "photo `{}` is the blank placeholder `sitegen init` drew, not a photo of your work: put a photo \
                     of a job in its place (and say what it shows in `alt`)",
                    i.src.value
                ),
            )
        })
        .collect()
}

/// `sitegen confirm FILE:LINE`: what `sitegen init` made up at
/// that line is true after all, so it leaves the record and `check` stops naming it. The values
/// taken off, or why there are none, in plain words.
pub fn confirm(root: &Path, file: &str, line: u64) -> Result<Vec<sitegen_content::invented::Invention>, String> {
    use sitegen_content::invented::{RECORD, Record};
    let mut record = match Record::read(root) {
        Ok(Some(r)) => r,
        Ok(None) => {
            return Err(format!(
                "this site has no {RECORD} (it was not started with this version of `sitegen init`), so `check` knows \
                 its examples by their `# EXAMPLE` notes: once a value is true, delete the note after it"
            ));
        }
        Err(d) => return Err(d.message),
    };
    let file = file.trim_start_matches("./");
    let confirmed = record.confirm(root, file, line)?;
    sitegen_atomic::write(&root.join(RECORD), record.to_yaml().as_bytes(), sitegen_atomic::Durability::Synced)
        .map_err(|e| format!("cannot write {RECORD}: {e}"))?;
    Ok(confirmed)
}
