//! The one way sitegen replaces a file: write a temporary file beside it, then rename it over
//! the old one. A reader (a build reading a cache, the preview serving a page, a person's editor
//! with the file open) sees the old bytes or the new ones, never half of them, and a crash leaves
//! the old file in place.
//!
//! The temporary file is made by `tempfile` (a unique name, removed when anything fails) and its
//! name starts with a dot, so the preview's watcher, which ignores dot files, never rebuilds for it.

use std::fs;
use std::io::{self, Write};
use std::path::Path;

/// Whether the bytes must be on disk before the rename.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Durability {
    /// Caches and build output: a file lost to a power cut costs a rebuild, so no `fsync`.
    Cache,
    /// What a person wrote (content saved from the editor): `fsync` before the rename.
    Synced,
}

/// Replaces `path` with `bytes`, creating its folder when missing.
pub fn write(path: &Path, bytes: &[u8], durability: Durability) -> io::Result<()> {
    write_with(path, durability, |out| out.write_all(bytes))
}

/// Replaces `path` with what `fill` writes (buffered), creating its folder when missing.
pub fn write_with(
    path: &Path,
    durability: Durability,
    fill: impl FnOnce(&mut io::BufWriter<&fs::File>) -> io::Result<()>,
) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    fs::create_dir_all(dir)?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = tempfile::Builder::new().prefix(&format!(".{name}.")).suffix(".sitegen-tmp").tempfile_in(dir)?;
    {
        let mut out = io::BufWriter::new(tmp.as_file());
        fill(&mut out)?;
        out.flush()?;
    }
    if durability == Durability::Synced {
        tmp.as_file().sync_all()?;
    }
    tmp.persist(path).map(drop).map_err(|e| e.error)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_file_and_leaves_nothing_beside_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("deep/folder/page.html");
        write(&path, b"old", Durability::Cache).unwrap();
        write(&path, b"new", Durability::Synced).unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"new");
        let names: Vec<_> = fs::read_dir(path.parent().unwrap()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names, ["page.html"]);
    }

    #[test]
    fn a_failed_fill_keeps_the_old_file_and_removes_the_temporary_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("cache.bin");
        write(&path, b"old", Durability::Cache).unwrap();
        let err = write_with(&path, Durability::Cache, |out| {
            out.write_all(b"half")?;
            Err(io::Error::other("disk full"))
        })
        .unwrap_err();
        assert_eq!(err.to_string(), "disk full");
        assert_eq!(fs::read(&path).unwrap(), b"old");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn the_temporary_file_is_a_dot_file_the_watcher_ignores() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("site.yaml");
        write_with(&path, Durability::Cache, |_| {
            let names: Vec<String> = fs::read_dir(dir.path())
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect();
            assert!(names.iter().all(|n| n.starts_with(".site.yaml.")), "{names:?}");
            Ok(())
        })
        .unwrap();
    }
}
