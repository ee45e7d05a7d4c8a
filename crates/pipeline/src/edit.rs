//! Editing in the browser: the preview's editor changes content files only through here.
//!
//! An edit is tried on a **scratch copy** of the site before anything real changes: `content/` is
//! copied (its YAML; pictures and other files are linked), every other input (templates, islands,
//! styles, static files, packages, the island caches) is linked, so the copy runs the very same
//! stages as `sitegen serve` and `sitegen check` with nothing of their code duplicated:
//!
//! - typing: the edited text goes into the copy and its [`Preview`] re-renders what it affects
//!   (one page for a page file, every page for `site.yaml` or a data file);
//! - saving: [`crate::check`] runs on the copy; only when it passes is the real file replaced
//!   (written beside it, then renamed), and only when it is still the file the form was loaded from
//!   (its hash), so a second tab or a text editor never loses work to an old form;
//! - undo: the bytes a save replaced go back, again only over what that save wrote.
//!
//! The real preview notices the saved file as it notices any editor's save, and reloads the tabs.

use std::fs;
use std::path::{Component, Path, PathBuf};

use sitegen_content::Route;

use crate::preview::{Change, Preview, Update};
use crate::{BuildError, BuildOptions, CheckReport, io};

/// Files an edit may write: YAML under `content/`, never the generated schema or the routes lock.
pub fn content_file(root: &Path, rel: &str) -> Result<PathBuf, EditError> {
    let refuse = |why: &str| Err(EditError::Refused(format!("{rel}: {why}")));
    let path = Path::new(rel);
    let normal = path.components().all(|c| matches!(c, Component::Normal(_)));
    if rel.is_empty() || !normal || rel.contains('\\') {
        return refuse("not a path inside the site (no `..`, no absolute paths)");
    }
    if !rel.starts_with("content/") || rel.split('/').any(|s| s.starts_with('.')) {
        return refuse("only content files can be edited here");
    }
    if path.extension().is_none_or(|e| e != "yaml") {
        return refuse("only .yaml files can be edited here");
    }
    // A link inside content/ must not lead the write elsewhere.
    let content = root.join("content").canonicalize().map_err(io("reading content/"))?;
    let full = root.join(path);
    let parent = full.parent().unwrap_or(&full).canonicalize();
    let inside = parent.as_ref().is_ok_and(|p| p.starts_with(&content));
    let linked = fs::symlink_metadata(&full).is_ok_and(|m| m.file_type().is_symlink());
    if !inside || linked {
        return refuse("this file is outside content/ (through a link)");
    }
    Ok(full)
}

/// The hash a form carries to tell whether the file changed on disk since it was loaded.
pub fn hash(bytes: &[u8]) -> String {
    blake3::hash(bytes).to_hex()[..32].to_owned()
}

#[derive(Debug, thiserror::Error)]
pub enum EditError {
    /// The request names a file the editor may not write.
    #[error("{0}")]
    Refused(String),
    /// The file changed on disk since the form was loaded.
    #[error(
        "{0} was changed elsewhere (another tab or a text editor) since you opened it. Nothing was saved: reload the page to see the new version, then make your change again."
    )]
    Conflict(String),
    /// The content would not build; nothing was written.
    #[error(transparent)]
    Build(#[from] BuildError),
}

/// One save, so it can be undone.
struct Saved {
    rel: String,
    before: Vec<u8>,
    after: String,
}

/// A file as the form loads it.
#[derive(Debug, Clone)]
pub struct Loaded {
    pub rel: String,
    pub text: String,
    pub hash: String,
}

/// A page of the scratch copy: its file and its sections' types, top to bottom.
#[derive(Debug, Clone)]
pub struct PageInfo {
    pub source: String,
    pub sections: Vec<&'static str>,
}

pub struct Workspace {
    root: PathBuf,
    scratch: PathBuf,
    preview: Preview,
    undo: Vec<Saved>,
}

/// How many saves can be undone.
const UNDO_DEPTH: usize = 20;

impl Workspace {
    /// Makes the scratch copy of `opts.root` and builds it once.
    pub fn open(opts: &BuildOptions) -> Result<Workspace, BuildError> {
        let root = std::path::absolute(&opts.root).map_err(io("resolving the site folder"))?;
        let scratch = root.join(".sitegen-cache/edit").join(std::process::id().to_string());
        let _ = fs::remove_dir_all(root.join(".sitegen-cache/edit"));
        copy_site(&root, &scratch).map_err(io(format!("making the scratch copy in {}", scratch.display())))?;
        let scratch_opts = BuildOptions { root: scratch.clone(), out: scratch.join("out"), ..opts.clone() };
        let mut preview = Preview::new(&scratch_opts)?;
        preview.full()?;
        Ok(Workspace { root, scratch, preview, undo: Vec::new() })
    }

    /// The scratch copy's root: error snippets of an edit are read from here.
    pub fn scratch(&self) -> &Path {
        &self.scratch
    }

    fn scratch_opts(&self) -> &BuildOptions {
        self.preview.options()
    }

    /// The real file, as a form loads it.
    pub fn load(&self, rel: &str) -> Result<Loaded, EditError> {
        let path = content_file(&self.root, rel)?;
        let bytes = fs::read(&path).map_err(io(format!("reading {rel}")))?;
        let text = String::from_utf8(bytes.clone())
            .map_err(|_| EditError::Refused(format!("{rel} is not UTF-8 text: edit it in a text editor")))?;
        Ok(Loaded { rel: rel.to_owned(), text, hash: hash(&bytes) })
    }

    /// The page at `route` in the scratch copy.
    pub fn page(&self, route: &str) -> Option<PageInfo> {
        let page = self.preview.site()?.pages.iter().find(|p| p.route.as_str() == route)?;
        Some(PageInfo {
            source: page.source.to_string_lossy().replace('\\', "/"),
            sections: page.sections.iter().map(|s| s.kind()).collect(),
        })
    }

    /// Puts `text` in the scratch copy and re-renders what it affects; the page at `route` as the
    /// preview would serve it.
    pub fn try_text(&mut self, rel: &str, text: &str, route: &str) -> Result<(Update, String), EditError> {
        content_file(&self.root, rel)?;
        let change = self.stage(rel, text.as_bytes())?;
        let update = self.preview.update(&[change])?;
        let output = self.preview.site().and_then(|s| s.pages.iter().find(|p| p.route.as_str() == route));
        let output = output.map(|p| p.route.output_file()).unwrap_or_else(|| Route::new_unchecked(route).output_file());
        let file = self.scratch_opts().out.join(output);
        let html = fs::read_to_string(&file).map_err(io(format!("reading {}", file.display())))?;
        Ok((update, html))
    }

    /// Checks the edited content as `sitegen check` does and, when it passes and the file is still
    /// the one the form loaded (`base`), writes it. The new hash.
    pub fn save(&mut self, rel: &str, base: &str, text: &str) -> Result<(String, CheckReport), EditError> {
        let path = content_file(&self.root, rel)?;
        let before = fs::read(&path).map_err(io(format!("reading {rel}")))?;
        if hash(&before) != base {
            return Err(EditError::Conflict(rel.to_owned()));
        }
        self.stage(rel, text.as_bytes())?;
        let report = crate::check(self.scratch_opts())?;
        write_atomically(&path, text.as_bytes()).map_err(io(format!("writing {rel}")))?;
        self.undo.push(Saved { rel: rel.to_owned(), before, after: hash(text.as_bytes()) });
        if self.undo.len() > UNDO_DEPTH {
            self.undo.remove(0);
        }
        Ok((hash(text.as_bytes()), report))
    }

    /// Puts back the bytes the last save replaced, if the file is still what that save wrote.
    /// The file and its hash now.
    pub fn undo(&mut self) -> Result<Option<Loaded>, EditError> {
        let Some(last) = self.undo.last() else { return Ok(None) };
        let path = content_file(&self.root, &last.rel)?;
        let now = fs::read(&path).map_err(io(format!("reading {}", last.rel)))?;
        if hash(&now) != last.after {
            return Err(EditError::Conflict(last.rel.clone()));
        }
        let Some(last) = self.undo.pop() else { return Ok(None) };
        write_atomically(&path, &last.before).map_err(io(format!("writing {}", last.rel)))?;
        let change = self.stage(&last.rel, &last.before)?;
        self.preview.update(&[change])?;
        self.load(&last.rel).map(Some)
    }

    /// How many saves can be undone.
    pub fn undo_depth(&self) -> usize {
        self.undo.len()
    }

    /// Makes the scratch copy of `rel` match the real file again (a form closed without saving).
    pub fn discard(&mut self, rel: &str) -> Result<(), EditError> {
        let path = content_file(&self.root, rel)?;
        let bytes = fs::read(&path).map_err(io(format!("reading {rel}")))?;
        let change = self.stage(rel, &bytes)?;
        self.preview.update(&[change])?;
        Ok(())
    }

    /// Writes `bytes` at `rel` in the scratch copy; what that changes.
    fn stage(&self, rel: &str, bytes: &[u8]) -> Result<Change, EditError> {
        let path = self.scratch.join(rel);
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir).map_err(io(format!("creating {}", dir.display())))?;
        }
        fs::write(&path, bytes).map_err(io(format!("writing {}", path.display())))?;
        Ok(Change::of(Path::new(rel)).unwrap_or(Change::Content))
    }
}

impl Drop for Workspace {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.scratch);
    }
}

/// Writes beside the file, then renames over it: a reader (the preview, an editor) sees the old
/// file or the new one, never half of it. The name starts with a dot so the watcher ignores it.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = path.with_file_name(format!(".{name}.sitegen-{}", std::process::id()));
    let result = (|| {
        let mut f = fs::File::create(&tmp)?;
        std::io::Write::write_all(&mut f, bytes)?;
        f.sync_all()?;
        fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// What a build reads besides `content/`; linked into the scratch copy.
const LINKED: &[&str] =
    &["templates", "islands", "styles", "static", "package.json", "package-lock.json", "node_modules", "tsconfig.json"];

/// `content/`'s YAML copied (the editor writes those), everything else linked.
fn copy_site(root: &Path, scratch: &Path) -> std::io::Result<()> {
    fs::create_dir_all(scratch)?;
    for name in LINKED {
        let from = root.join(name);
        if from.exists() {
            link(&from, &scratch.join(name))?;
        }
    }
    // The island caches (bundles, rendered islands) are shared: the copy reuses what serve built.
    let cache = root.join(".sitegen-cache");
    for entry in fs::read_dir(&cache).into_iter().flatten().flatten() {
        if entry.file_name() != "edit" {
            link(&entry.path(), &scratch.join(".sitegen-cache").join(entry.file_name()))?;
        }
    }
    let content = root.join("content");
    for entry in walkdir::WalkDir::new(&content) {
        let entry = entry.map_err(std::io::Error::other)?;
        let rel = entry.path().strip_prefix(root).unwrap_or(entry.path());
        let to = scratch.join(rel);
        if entry.file_type().is_dir() {
            fs::create_dir_all(&to)?;
        } else if entry.path().extension().is_some_and(|e| e == "yaml" || e == "yml" || e == "lock")
            || rel.to_string_lossy().ends_with(".routes.lock")
        {
            fs::copy(entry.path(), &to)?;
        } else {
            link(entry.path(), &to)?;
        }
    }
    Ok(())
}

fn link(from: &Path, to: &Path) -> std::io::Result<()> {
    if let Some(dir) = to.parent() {
        fs::create_dir_all(dir)?;
    }
    #[cfg(unix)]
    return std::os::unix::fs::symlink(from, to);
    #[cfg(not(unix))]
    {
        if from.is_dir() {
            return Err(std::io::Error::other("the editor's scratch copy needs symbolic links"));
        }
        fs::copy(from, to).map(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_content_yaml_can_be_written() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        fs::create_dir_all(root.join("content/pages")).unwrap();
        fs::create_dir_all(root.join("templates")).unwrap();
        fs::write(root.join("content/site.yaml"), "a: 1").unwrap();
        assert!(content_file(root, "content/site.yaml").is_ok());
        assert!(content_file(root, "content/pages/new.yaml").is_ok());
        for bad in [
            "",
            "/etc/passwd",
            "content/../Cargo.toml",
            "content/pages/../../templates/x.yaml",
            "templates/page.yaml",
            "content/.routes.lock",
            "content/.schema/page.schema.json",
            "content/.schema/x.yaml",
            "content/site.json",
            "content\\site.yaml",
            "./content/site.yaml",
        ] {
            assert!(matches!(content_file(root, bad), Err(EditError::Refused(_))), "{bad} accepted");
        }
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(root.join("templates"), root.join("content/pages/out")).unwrap();
            assert!(content_file(root, "content/pages/out/x.yaml").is_err());
            std::os::unix::fs::symlink(root.join("Cargo.yaml"), root.join("content/pages/l.yaml")).unwrap();
            assert!(content_file(root, "content/pages/l.yaml").is_err());
        }
    }

    #[test]
    fn an_atomic_write_leaves_no_scratch_file() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("a.yaml");
        fs::write(&p, "old").unwrap();
        write_atomically(&p, b"new").unwrap();
        assert_eq!(fs::read_to_string(&p).unwrap(), "new");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }
}
