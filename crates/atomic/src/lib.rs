//! The one way sitegen replaces a file: write a temporary file beside it, then rename it over
//! the old one. A reader (a build reading a cache, the preview serving a page, a person's editor
//! with the file open) sees the old bytes or the new ones, never half of them, and a crash leaves
//! the old file in place.
//!
//! The temporary file is made by `tempfile` (a unique name, removed when anything fails) and its
//! name starts with a dot, so the preview's watcher, which ignores dot files, never rebuilds for it.
//!
//! Modes: `tempfile` makes its files readable by their owner alone (0600), and a rename keeps that.
//! A web server running as another user (nginx's `www-data`, a host's upload of the folder with
//! `rsync -a`) then serves none of them. So a new file gets what the umask leaves of `rw-rw-rw-`
//! (0644 under the usual 022), as `cp` and every editor give, and a replaced file keeps its own mode.

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
    let existing = fs::metadata(path).ok().filter(|m| m.is_file()).map(|m| m.permissions());
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".sitegen-tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // Passed to open(2), so the umask applies, as for any new file.
        builder.permissions(fs::Permissions::from_mode(0o666));
    }
    let tmp = builder.tempfile_in(dir)?;
    if let Some(permissions) = existing {
        tmp.as_file().set_permissions(permissions)?;
    }
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

/// The mode a new file of this process gets: `rw-rw-rw-` less the umask (0o644 under 022), found
/// once by making a file, since reading the umask means changing it (racy with other threads).
#[cfg(unix)]
pub fn new_file_mode() -> u32 {
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    static MODE: std::sync::OnceLock<u32> = std::sync::OnceLock::new();
    *MODE.get_or_init(|| {
        let probe = || -> io::Result<u32> {
            let dir = tempfile::tempdir()?;
            let path = dir.path().join("mode");
            let file = fs::OpenOptions::new().write(true).create_new(true).mode(0o666).open(&path)?;
            Ok(file.metadata()?.permissions().mode() & 0o777)
        };
        probe().unwrap_or(0o644)
    })
}

/// Gives `path` the mode a new file gets ([`new_file_mode`]) unless it has it: for files that
/// reach the output by a hard link or a copy, which carry the mode of where they came from.
pub fn make_like_new(path: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let want = new_file_mode();
        if fs::metadata(path)?.permissions().mode() & 0o777 != want {
            fs::set_permissions(path, fs::Permissions::from_mode(want))?;
        }
    }
    #[cfg(not(unix))]
    let _ = path;
    Ok(())
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

    /// The umask of a test process is the runner's (022 here); the modes follow it whatever it is.
    #[cfg(unix)]
    #[test]
    fn a_new_file_gets_the_umask_mode_and_a_replaced_one_keeps_its_own() {
        use std::os::unix::fs::PermissionsExt;
        let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
        let want = new_file_mode();
        assert_eq!(want & 0o600, 0o600, "the owner reads and writes");
        assert_eq!(want & 0o111, 0, "no file is executable");
        #[cfg(target_os = "linux")]
        {
            let status = fs::read_to_string("/proc/self/status").unwrap();
            let umask = status.lines().find_map(|l| l.strip_prefix("Umask:")).unwrap().trim();
            assert_eq!(want, 0o666 & !u32::from_str_radix(umask, 8).unwrap());
        }
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("page.html");
        write(&path, b"new", Durability::Cache).unwrap();
        assert_eq!(mode(&path), want);
        fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
        write(&path, b"again", Durability::Synced).unwrap();
        assert_eq!(mode(&path), 0o640, "a person's own mode stays");
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
        make_like_new(&path).unwrap();
        assert_eq!(mode(&path), want);
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
