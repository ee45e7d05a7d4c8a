//! Editing in the browser: the preview's editor changes content files only through here.
//!
//! An edit is tried on a **scratch copy** of the site before anything real changes: `content/` is
//! copied (its YAML; pictures and other files are linked), every other input (templates, islands,
//! styles, static files, packages, the island caches) is linked, so the copy runs the very same
//! stages as `sitegen serve` and `sitegen check` with nothing of their code duplicated:
//!
//! - typing: the form's files go into the copy (and any other edited file goes back to the real
//!   one) and the page on screen is rendered from it by the build's stages: load and resolve the
//!   whole content, lint that page, render it, fill its islands;
//! - saving: [`crate::check`] runs on the copy; only when it passes is the real file replaced
//!   (written beside it, then renamed), and only when it is still the file the form was loaded from
//!   (its hash), so a second tab or a text editor never loses work to an old form;
//! - undo: the bytes a save replaced go back, again only over what that save wrote.
//!
//! The real preview notices the saved file as it notices any editor's save, and reloads the tabs.
//!
//! Photos ([`photos`]): the picker lists the site's photos; an upload is checked, stripped of its
//! metadata and kept in the scratch copy until a save that uses it, which writes it with the YAML.

mod photos;

pub use photos::{PhotoFile, Uploaded, encoded_photo, photo_path, thumbnail};

use std::fs;
use std::path::{Component, Path, PathBuf};

use std::collections::BTreeSet;

use sitegen_content::Site;

use crate::stages::{self, IslandHtml};
use crate::words::Say;
use crate::{BuildError, BuildOptions, CheckReport, io};

/// Files an edit may write: YAML under `content/`, never the generated schema or the routes lock.
pub fn content_file(root: &Path, rel: &str) -> Result<PathBuf, EditError> {
    let refuse = |why: fn(String) -> Refusal| Err(EditError::Refused(why(rel.to_owned())));
    let path = Path::new(rel);
    let normal = path.components().all(|c| matches!(c, Component::Normal(_)));
    if rel.is_empty() || !normal || rel.contains('\\') {
        return refuse(Refusal::OutsideSite);
    }
    if !rel.starts_with("content/") || rel.split('/').any(|s| s.starts_with('.')) {
        return refuse(Refusal::NotContent);
    }
    if path.extension().is_none_or(|e| e != "yaml") {
        return refuse(Refusal::NotYaml);
    }
    // A link inside content/ must not lead the write elsewhere.
    let content = root.join("content").canonicalize().map_err(io("reading content/"))?;
    let full = root.join(path);
    let parent = full.parent().unwrap_or(&full).canonicalize();
    let inside = parent.as_ref().is_ok_and(|p| p.starts_with(&content));
    let linked = fs::symlink_metadata(&full).is_ok_and(|m| m.file_type().is_symlink());
    if !inside || linked {
        return refuse(Refusal::ThroughLink);
    }
    Ok(full)
}

/// The hash a form carries to tell whether the file changed on disk since it was loaded.
pub fn hash(bytes: &[u8]) -> String {
    blake3::hash(bytes).to_hex()[..32].to_owned()
}

/// What an edit can end with instead of its result; [`Say`] words the refusals and the conflict in
/// the site's language (`Display` is the English).
#[derive(Debug, thiserror::Error)]
pub enum EditError {
    /// The request names a file the editor may not write, or asks for what cannot be done.
    #[error("{}", Say::EN.refusal(.0))]
    Refused(Refusal),
    /// The file changed on disk since the form was loaded.
    #[error("{}", Say::EN.changed_elsewhere(.0))]
    Conflict(String),
    /// The content would not build; nothing was written.
    #[error(transparent)]
    Build(#[from] BuildError),
    /// An uploaded photo the site cannot use (in the words `sitegen check` uses for one).
    #[error(transparent)]
    Photo(#[from] sitegen_images::ProbeError),
}

/// Why an edit request is refused, each with the path or address it names ([`Say::refusal`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Not a path inside the site (`..`, an absolute path).
    OutsideSite(String),
    /// Not a content file (outside `content/`, or a dot file).
    NotContent(String),
    NotYaml(String),
    /// Inside `content/` by its name, elsewhere through a link.
    ThroughLink(String),
    /// Not UTF-8 text.
    NotText(String),
    /// A photo path outside the photos' folder.
    NotPhotoPath(String),
    /// An address that is no page of the site.
    NotAPage(String),
    NoContent,
    NothingToSave,
    /// Refused in words of its own (a new page's, those of `sitegen new`).
    Said(String),
}

/// One save (of one or more files), so it can be undone: each file's bytes before (None: the save
/// made it, an uploaded photo), and the hash of what the save wrote.
struct Saved {
    files: Vec<(String, Option<Vec<u8>>, String)>,
}

/// A file as the form loads it.
#[derive(Debug, Clone)]
pub struct Loaded {
    pub rel: String,
    pub text: String,
    pub hash: String,
}

/// A file as the form has changed it.
#[derive(Debug, Clone)]
pub struct Edited {
    pub rel: String,
    /// The hash of the file when the form loaded it.
    pub base: String,
    pub text: String,
}

/// A page of the site: its file and its sections' types, top to bottom.
#[derive(Debug, Clone)]
pub struct PageInfo {
    pub source: String,
    pub sections: Vec<&'static str>,
    /// The sections of the file the page leaves out on the build's day (their `from:`/`until:`),
    /// by their place in the file: the editor outlines the others.
    pub off_today: Vec<usize>,
}

/// One page rendered from edited content.
#[derive(Debug)]
pub struct Rendered {
    pub html: String,
    pub page: PageInfo,
    pub warnings: Vec<sitegen_content::Diagnostic>,
}

pub struct Workspace {
    root: PathBuf,
    scratch: PathBuf,
    opts: BuildOptions,
    bundle: sitegen_islands::Bundle,
    islands: IslandHtml,
    /// The scratch copy's content as last loaded.
    site: Option<Site>,
    undo: Vec<Saved>,
    /// Photos uploaded into the scratch copy and not saved into the site yet (paths under
    /// `content/images/`).
    uploads: BTreeSet<String>,
    /// The preview's photo queue: a page rendered here leaves its missing photo files to it.
    photos: Option<std::sync::Arc<crate::photo_queue::PhotoQueue>>,
}

/// How many saves can be undone.
const UNDO_DEPTH: usize = 20;

impl Workspace {
    /// From now on a page rendered here leaves the photo files it misses to `queue` (the
    /// preview's), which makes each when a browser asks for it.
    pub fn encode_in_background(&mut self, queue: std::sync::Arc<crate::photo_queue::PhotoQueue>) {
        self.photos = Some(queue);
    }

    /// Makes the scratch copy of `opts.root`.
    pub fn open(opts: &BuildOptions) -> Result<Workspace, BuildError> {
        let root = std::path::absolute(&opts.root).map_err(io("resolving the site folder"))?;
        let scratch = scratch_dir(&root);
        let _ = fs::remove_dir_all(root.join(".sitegen-cache/edit"));
        copy_site(&root, &scratch).map_err(io(format!("making the scratch copy in {}", scratch.display())))?;
        let opts = BuildOptions { root: scratch.clone(), out: scratch.join("out"), ..opts.clone() };
        let bundle = stages::bundle(&opts)?;
        let islands = IslandHtml::default();
        Ok(Workspace {
            root,
            scratch,
            opts,
            bundle,
            islands,
            site: None,
            undo: Vec::new(),
            uploads: BTreeSet::new(),
            photos: None,
        })
    }

    /// The scratch copy's root: error snippets of an edit are read from here.
    pub fn scratch(&self) -> &Path {
        &self.scratch
    }

    /// The real file, as a form loads it.
    pub fn load(&self, rel: &str) -> Result<Loaded, EditError> {
        let path = content_file(&self.root, rel)?;
        let bytes = fs::read(&path).map_err(io(format!("reading {rel}")))?;
        let text =
            String::from_utf8(bytes.clone()).map_err(|_| EditError::Refused(Refusal::NotText(rel.to_owned())))?;
        Ok(Loaded { rel: rel.to_owned(), text, hash: hash(&bytes) })
    }

    /// The page at `route` of the real content with `files` in place of theirs.
    pub fn page(&mut self, route: &str, files: &[Edited]) -> Result<Option<PageInfo>, EditError> {
        let changed = self.stage_only(files)?;
        let site = self.load_site(&changed)?;
        Ok(site.pages.iter().find(|p| p.route.as_str() == route).map(info))
    }

    /// The scratch copy's content, loaded and resolved. Typing in a page's form changes one page
    /// file: that file alone is read again (as the preview does), not the whole content.
    fn load_site(&mut self, changed: &[String]) -> Result<&Site, EditError> {
        let content = self.opts.root.join("content");
        let mut reusable = self.site.is_some() && changed.iter().all(|r| sitegen_content::is_page_file(r));
        if reusable && let Some(site) = self.site.as_mut() {
            for rel in changed {
                // False: the page is new, gone or moved; only a full load can tell what that
                // affects. An error: the full load reports it with every other one.
                reusable &= site.reload_page(&content, Path::new(rel)).unwrap_or(false);
            }
            stages::on_day(site);
        }
        if !reusable {
            self.site = None;
            self.site = Some(stages::load(&self.opts)?);
        }
        Ok(self.site.as_ref().expect("loaded above"))
    }

    /// The page at `route` rendered from the real content with `files` in place of theirs: the
    /// same stages as a build (load, resolve, lint of that page, render, islands), for one page.
    pub fn render(&mut self, route: &str, files: &[Edited]) -> Result<Rendered, EditError> {
        let changed = self.stage_only(files)?;
        self.load_site(&changed)?;
        let Some(site) = self.site.as_ref() else { return Err(EditError::Refused(Refusal::NoContent)) };
        let Some(page) = site.pages.iter().find(|p| p.route.as_str() == route) else {
            return Err(EditError::Refused(Refusal::NotAPage(route.to_owned())));
        };
        let mut warnings = stages::lint(&self.opts, site, |p| p.route == page.route)?;
        let photos = stages::photos(&self.opts, site)?;
        let bundle = stages::brand(&self.opts, &self.bundle, site)?;
        let renderer = stages::renderer(&self.opts.root, site, &bundle, photos)?;
        let html = stages::render_pages(&renderer, &[page])?;
        // Into the shared cache. With the preview's queue, each missing file is made when the
        // browser asks for it (the page shows a new photo's one file at once, not after all 43).
        let encode = if self.photos.is_some() { stages::Encode::Later } else { stages::Encode::Yes };
        let encoded = stages::encode_photos(&self.opts, site, renderer.photos(), encode)?;
        if let Some(queue) = &self.photos {
            queue.add(encoded.pending);
        }
        warnings.extend(encoded.warnings);
        let mut html = self.islands.fill(&bundle, &renderer.islands(), html)?;
        let html = html.pop().map(|(_, h)| h).unwrap_or_default();
        Ok(Rendered { html, page: info(page), warnings })
    }

    /// Checks the content with `files` as `sitegen check` does and, when it passes and each file is
    /// still the one its form loaded, writes them. Their new hashes, in order.
    pub fn save(&mut self, files: &[Edited]) -> Result<(Vec<String>, CheckReport), EditError> {
        let mut before = Vec::new();
        for f in files {
            let path = content_file(&self.root, &f.rel)?;
            let bytes = fs::read(&path).map_err(io(format!("reading {}", f.rel)))?;
            if hash(&bytes) != f.base {
                return Err(EditError::Conflict(f.rel.clone()));
            }
            before.push((path, bytes));
        }
        self.stage_only(files)?;
        let report = crate::check(&self.opts)?;
        let mut saved = Saved { files: Vec::new() };
        // The photos first: the preview rebuilds when it sees the YAML, and finds them there.
        let texts: Vec<&str> = files.iter().map(|f| f.text.as_str()).collect();
        for (rel, bytes) in self.uploads_used_by(&texts)? {
            let path = photos::photo_file(&self.root, &rel)?;
            if path.exists() {
                return Err(EditError::Conflict(rel));
            }
            if let Some(dir) = path.parent() {
                fs::create_dir_all(dir).map_err(io(format!("creating {}", dir.display())))?;
            }
            write_atomically(&path, &bytes).map_err(io(format!("writing {rel}")))?;
            self.mark_upload(&rel, false);
            saved.files.push((rel, None, hash(&bytes)));
        }
        for (f, (path, bytes)) in files.iter().zip(before) {
            write_atomically(&path, f.text.as_bytes()).map_err(io(format!("writing {}", f.rel)))?;
            saved.files.push((f.rel.clone(), Some(bytes), hash(f.text.as_bytes())));
        }
        self.site = None;
        self.undo.push(saved);
        if self.undo.len() > UNDO_DEPTH {
            self.undo.remove(0);
        }
        Ok((files.iter().map(|f| hash(f.text.as_bytes())).collect(), report))
    }

    /// The warnings `sitegen check` gives the content as saved (what the editor's Problems list
    /// shows): the scratch copy is brought back to the real files first, so typing not yet saved
    /// is not among them.
    pub fn warnings(&mut self) -> Result<Vec<sitegen_content::Diagnostic>, EditError> {
        if !self.stage_only(&[])?.is_empty() {
            self.site = None;
        }
        Ok(crate::check(&self.opts)?.warnings)
    }

    /// Puts back the bytes the last save replaced, if the files are still what that save wrote.
    /// The files as they are now.
    pub fn undo(&mut self) -> Result<Vec<Loaded>, EditError> {
        let Some(last) = self.undo.last() else { return Ok(Vec::new()) };
        let path = |rel: &str, before: &Option<Vec<u8>>| match before {
            Some(_) => content_file(&self.root, rel),
            None => photos::photo_file(&self.root, rel),
        };
        for (rel, before, after) in &last.files {
            let now = fs::read(path(rel, before)?).map_err(io(format!("reading {rel}")))?;
            if &hash(&now) != after {
                return Err(EditError::Conflict(rel.clone()));
            }
        }
        let Some(last) = self.undo.pop() else { return Ok(Vec::new()) };
        let mut out = Vec::new();
        for (rel, before, _) in &last.files {
            match before {
                Some(before) => {
                    write_atomically(&content_file(&self.root, rel)?, before).map_err(io(format!("writing {rel}")))?;
                    self.stage(rel, before)?;
                    out.push(self.load(rel)?);
                }
                // A photo the save put into the site: out again (its copy in the scratch stays,
                // an upload not saved).
                None => {
                    fs::remove_file(photos::photo_file(&self.root, rel)?).map_err(io(format!("removing {rel}")))?;
                    self.mark_upload(rel, true);
                }
            }
        }
        self.site = None;
        Ok(out)
    }

    /// The content files the next Undo puts back (not the photos a save added).
    pub fn undo_files(&self) -> Vec<String> {
        let files = self.undo.last().map(|s| s.files.as_slice()).unwrap_or_default();
        files.iter().filter(|(_, before, _)| before.is_some()).map(|(rel, _, _)| rel.clone()).collect()
    }

    /// How many saves can be undone.
    pub fn undo_depth(&self) -> usize {
        self.undo.len()
    }

    /// Makes the scratch copy's content equal to the real content (which a text editor, `sitegen
    /// new` or another tab's save may have changed), but for `files`: another tab's or an abandoned
    /// form's edits never leak into this one's. The files whose bytes changed.
    fn stage_only(&mut self, files: &[Edited]) -> Result<Vec<String>, EditError> {
        for f in files {
            content_file(&self.root, &f.rel)?;
        }
        self.link_new_photos()?;
        let mut changed = Vec::new();
        let real = yaml_files(&self.root);
        for rel in &real {
            if files.iter().any(|f| &f.rel == rel) {
                continue;
            }
            let bytes = fs::read(self.root.join(rel)).map_err(io(format!("reading {rel}")))?;
            if self.stage(rel, &bytes)? {
                changed.push(rel.clone());
            }
        }
        for rel in yaml_files(&self.scratch) {
            if !real.contains(&rel) && !files.iter().any(|f| f.rel == rel) {
                let _ = fs::remove_file(self.scratch.join(&rel));
                changed.push(rel);
            }
        }
        for f in files {
            if self.stage(&f.rel, f.text.as_bytes())? {
                changed.push(f.rel.clone());
            }
        }
        Ok(changed)
    }

    /// Writes `bytes` at `rel` in the scratch copy; whether that changed it.
    fn stage(&self, rel: &str, bytes: &[u8]) -> Result<bool, EditError> {
        let path = self.scratch.join(rel);
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir).map_err(io(format!("creating {}", dir.display())))?;
        }
        if fs::read(&path).is_ok_and(|old| old == bytes) {
            return Ok(false);
        }
        fs::write(&path, bytes).map_err(io(format!("writing {}", path.display())))?;
        Ok(true)
    }
}

/// The YAML files of `root/content/`, relative to `root`, `/`-separated.
fn yaml_files(root: &Path) -> BTreeSet<String> {
    walkdir::WalkDir::new(root.join("content"))
        .into_iter()
        .flatten()
        .filter(|e| e.file_type().is_file() && e.path().extension().is_some_and(|x| x == "yaml"))
        .filter_map(|e| e.path().strip_prefix(root).ok().map(|p| p.to_string_lossy().replace('\\', "/")))
        .filter(|rel| !rel.split('/').any(|s| s.starts_with('.')))
        .collect()
}

fn info(page: &sitegen_content::model::Page) -> PageInfo {
    PageInfo {
        source: page.source.to_string_lossy().replace('\\', "/"),
        sections: page.sections.iter().map(|s| s.kind()).collect(),
        off_today: page.dated.iter().filter(|d| d.index.is_none()).map(|d| d.written).collect(),
    }
}

impl Drop for Workspace {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.scratch);
    }
}

/// What a person wrote is replaced atomically and on disk before the rename: the preview and an
/// editor with the file open see the old file or the new one, never half of it.
fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    sitegen_atomic::write(path, bytes, sitegen_atomic::Durability::Synced)
}

/// The preview server's scratch copy of the site at `root`: one per serve process.
fn scratch_dir(root: &Path) -> PathBuf {
    root.join(".sitegen-cache/edit").join(std::process::id().to_string())
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
}
