//! Photos in the editor: the picker's list of the site's photos, and uploads.
//!
//! An upload is checked as `sitegen check` checks an original (format, weight, pixels: the same
//! words, from [`sitegen_images::probe_bytes`]), its metadata (EXIF with the GPS position, XMP,
//! comments) is taken out losslessly, and it is stored in the **scratch copy** only: the form can
//! show it on the page at once, and nothing reaches the site's `content/images/` until a save
//! whose files use it passes the check. A photo already in the site (the same bytes) is not
//! stored twice: its path is answered instead.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use sitegen_images::{Format, ProbeError, Probes};

use super::{EditError, Refusal, Workspace};
use crate::{PHOTOS_DIR, io};

/// A photo the picker offers: its path under `content/images/` and its size as shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhotoFile {
    pub src: String,
    pub width: u32,
    pub height: u32,
    pub bytes: u64,
    /// Uploaded in this session, not saved into the site yet.
    pub pending: bool,
}

/// What an upload became.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Uploaded {
    pub photo: PhotoFile,
    /// The site has this very photo already (at `photo.src`): nothing new was stored.
    pub reused: bool,
}

/// The file extensions a photo may have.
const PHOTO_EXTENSIONS: &[&str] = &["jpg", "jpeg", "png", "webp"];

/// The folder uploads go to when the photo they replace gives none.
const UPLOADS: &str = "uploads";

/// Whether `src` is a photo path as content writes it: inside `content/images/`, a photo's
/// extension, no dot files.
fn plain_src(src: &str) -> bool {
    let ext = src.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase());
    !src.is_empty()
        && !src.starts_with('/')
        && !src.contains('\\')
        && src.split('/').all(|p| !p.is_empty() && !p.starts_with('.'))
        && ext.is_some_and(|e| PHOTO_EXTENSIONS.contains(&e.as_str()))
}

/// The file of the photo `src` for the picker's thumbnail: the site's, or this session's
/// upload. None for anything that is not a photo path inside `content/images/`.
pub fn photo_path(root: &Path, src: &str) -> Option<PathBuf> {
    if !plain_src(src) {
        return None;
    }
    [root.to_owned(), super::scratch_dir(root)].into_iter().map(|r| r.join(PHOTOS_DIR).join(src)).find(|p| p.is_file())
}

/// A small JPEG of the photo `src` (see [`photo_path`]), at most `width` wide: made once and kept in
/// `.sitegen-cache/thumbs/` under a hash of the photo's bytes. None when there is no such photo or
/// it does not decode.
pub fn thumbnail(root: &Path, src: &str, width: u32) -> Option<Vec<u8>> {
    let path = photo_path(root, src)?;
    let bytes = fs::read(&path).ok()?;
    let key = format!("{}-{width}.jpg", &blake3::hash(&bytes).to_hex()[..32]);
    let cached = root.join(".sitegen-cache/thumbs").join(key);
    if let Ok(jpeg) = fs::read(&cached) {
        return Some(jpeg);
    }
    let jpeg = sitegen_images::thumbnail(&path, width).ok()?;
    let _ = sitegen_atomic::write(&cached, &jpeg, sitegen_atomic::Durability::Cache);
    Some(jpeg)
}

/// An encoded photo (`/img/<file>`) that a page rendered by the editor shows before the preview
/// has published it (an upload not saved yet): the file in the photo cache.
pub fn encoded_photo(opts: &crate::BuildOptions, file: &str) -> Option<PathBuf> {
    let plain = !file.is_empty()
        && !file.starts_with('.')
        && file.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c));
    let path = sitegen_images::cached_file(&opts.photo_cache_dir(), file);
    (plain && path.is_file()).then_some(path)
}

/// The photos under `dir`, as paths relative to it, sorted.
fn photo_files(dir: &Path) -> BTreeSet<String> {
    walkdir::WalkDir::new(dir)
        .follow_links(true)
        .into_iter()
        .flatten()
        .filter(|e| e.file_type().is_file())
        .filter_map(|e| e.path().strip_prefix(dir).ok().map(|p| p.to_string_lossy().replace('\\', "/")))
        .filter(|rel| plain_src(rel))
        .collect()
}

/// `IMG_2041 (1).JPG` -> `img-2041-1`: a file name that needs no quoting anywhere.
fn slug(name: &str) -> String {
    let stem = Path::new(name).file_stem().and_then(|s| s.to_str()).unwrap_or("");
    let mut out = String::new();
    for c in stem.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    let out = out.trim_end_matches('-');
    if out.is_empty() { "photo".to_owned() } else { out.chars().take(60).collect() }
}

fn extension(format: Format) -> &'static str {
    match format {
        Format::Jpeg => "jpg",
        Format::Png => "png",
        Format::WebP => "webp",
    }
}

impl Workspace {
    /// The site's photos (and this session's uploads), for the picker.
    pub fn photos(&mut self) -> Result<Vec<PhotoFile>, EditError> {
        self.link_new_photos()?;
        let dir = self.scratch.join(PHOTOS_DIR);
        let probes = Probes::new(&dir, Some(&self.opts.photo_cache_dir()));
        let mut out = Vec::new();
        for src in photo_files(&dir) {
            // A file the build cannot read is listed by `sitegen check`, not offered here.
            if let Ok(o) = probes.probe(&src) {
                let pending = self.uploads.contains(&src);
                out.push(PhotoFile { src, width: o.width, height: o.height, bytes: o.bytes, pending });
            }
        }
        let _ = probes.save();
        Ok(out)
    }

    /// Checks an uploaded photo, takes its metadata out and stores it in the scratch copy, in the
    /// folder of the photo it replaces (`near`) or in `uploads/`, named after the person's file.
    pub fn upload(&mut self, name: &str, near: Option<&str>, bytes: &[u8]) -> Result<Uploaded, EditError> {
        let (original, orientation) = sitegen_images::probe_bytes(name, bytes)?;
        let clean = sitegen_images::strip_metadata(bytes, original.format, orientation)
            .map_err(|detail| ProbeError::Damaged { rel: name.to_owned(), detail })?;
        self.link_new_photos()?;
        let dir = self.scratch.join(PHOTOS_DIR);
        let existing = photo_files(&dir);
        let photo = |src: String, pending: bool| PhotoFile {
            src,
            width: original.width,
            height: original.height,
            bytes: clean.len() as u64,
            pending,
        };
        let hash = blake3::hash(&clean);
        for src in &existing {
            if fs::read(dir.join(src)).is_ok_and(|b| blake3::hash(&b) == hash) {
                let pending = self.uploads.contains(src);
                return Ok(Uploaded { photo: photo(src.clone(), pending), reused: true });
            }
        }
        let folder = near
            .filter(|n| plain_src(n))
            .and_then(|n| n.rsplit_once('/').map(|(f, _)| f.to_owned()))
            .unwrap_or_else(|| UPLOADS.to_owned());
        let (stem, ext) = (slug(name), extension(original.format));
        let taken = |src: &str| existing.contains(src) || self.root.join(PHOTOS_DIR).join(src).exists();
        let src = (1..)
            .map(|n| if n == 1 { format!("{folder}/{stem}.{ext}") } else { format!("{folder}/{stem}-{n}.{ext}") })
            .find(|s| !taken(s))
            .expect("some name is free");
        let path = dir.join(&src);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).map_err(io(format!("creating {}", parent.display())))?;
        }
        fs::write(&path, &clean).map_err(io(format!("writing {}", path.display())))?;
        if let Some(queue) = &self.photos {
            queue.decode_ahead(path, hash.to_hex().to_string(), original.alpha);
        }
        self.uploads.insert(src.clone());
        Ok(Uploaded { photo: photo(src, true), reused: false })
    }

    /// Photos added to the real `content/images/` since the scratch copy was made (a text
    /// editor, a save), linked into it so the preview finds them.
    pub(super) fn link_new_photos(&self) -> Result<(), EditError> {
        let real = self.root.join(PHOTOS_DIR);
        let scratch = self.scratch.join(PHOTOS_DIR);
        let have = photo_files(&scratch);
        for src in photo_files(&real) {
            if !have.contains(&src) {
                super::link(&real.join(&src), &scratch.join(&src)).map_err(io(format!("linking {src}")))?;
            }
        }
        Ok(())
    }

    /// The uploads the files of a save use: `(path under content/, bytes)`, to be written into
    /// the site with them.
    pub(super) fn uploads_used_by(&self, texts: &[&str]) -> Result<Vec<(String, Vec<u8>)>, EditError> {
        let mut out = Vec::new();
        for src in &self.uploads {
            if texts.iter().any(|t| t.contains(src.as_str())) {
                let path = self.scratch.join(PHOTOS_DIR).join(src);
                let bytes = fs::read(&path).map_err(io(format!("reading {}", path.display())))?;
                out.push((format!("{PHOTOS_DIR}/{src}"), bytes));
            }
        }
        Ok(out)
    }

    /// A saved upload is the site's now; one a save undid is pending again.
    pub(super) fn mark_upload(&mut self, rel: &str, pending: bool) {
        let Some(src) = rel.strip_prefix(PHOTOS_DIR).map(|s| s.trim_start_matches('/').to_owned()) else { return };
        if pending {
            self.uploads.insert(src);
        } else {
            self.uploads.remove(&src);
        }
    }
}

/// The real file of a photo a save wrote (`content/images/...`), checked like [`super::content_file`].
pub(super) fn photo_file(root: &Path, rel: &str) -> Result<PathBuf, EditError> {
    match rel.strip_prefix(PHOTOS_DIR).and_then(|s| s.strip_prefix('/')) {
        Some(src) if plain_src(src) => Ok(root.join(rel)),
        _ => Err(EditError::Refused(Refusal::NotPhotoPath(rel.to_owned()))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_uploads_need_no_quoting() {
        assert_eq!(slug("IMG_2041 (1).JPG"), "img-2041-1");
        assert_eq!(slug("Furnace – new install.jpeg"), "furnace-new-install");
        assert_eq!(slug("../../.bashrc"), "bashrc");
        assert_eq!(slug("✓.png"), "photo");
    }

    #[test]
    fn only_photo_paths_inside_the_images_folder() {
        for ok in ["cities/calgary.jpg", "a.PNG", "uploads/x.webp"] {
            assert!(plain_src(ok), "{ok}");
        }
        for bad in ["", "/etc/x.jpg", "../x.jpg", "a/../x.jpg", ".hidden.jpg", "a/.b/x.jpg", "x.yaml", "x", "a\\b.jpg"]
        {
            assert!(!plain_src(bad), "{bad}");
        }
        assert!(photo_file(Path::new("/s"), "content/images/uploads/a.jpg").is_ok());
        assert!(photo_file(Path::new("/s"), "content/site.yaml").is_err());
        assert!(photo_file(Path::new("/s"), "content/images/../site.jpg").is_err());
    }
}
