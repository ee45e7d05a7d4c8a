//! What the test modules share: scratch sites that use the repository's templates, islands,
//! styles and static files (symlinked), and a way to run `sitegen` on them.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("repository root")
}

/// The repository's inputs a scratch site links to. `.sitegen-cache` is shared too: same
/// inputs, same island bundle, no rebuild per test.
pub const SHARED: &[&str] = &[
    "templates",
    "islands",
    "styles",
    "static",
    "package.json",
    "package-lock.json",
    "node_modules",
    ".sitegen-cache",
];

/// A temporary site whose `content/` is a copy of `content`, everything else linked.
pub fn site_with(content: &Path) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    copy_dir(content, &dir.path().join("content"));
    fs::create_dir_all(repo().join(".sitegen-cache")).expect("cache dir");
    for name in SHARED {
        std::os::unix::fs::symlink(repo().join(name), dir.path().join(name)).expect("symlink");
    }
    dir
}

/// The small good site of `tests/sites/good`, shared with the content and pipeline tests.
pub fn fixture() -> tempfile::TempDir {
    site_with(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/sites/good/content"))
}

/// A copy of the real site's content.
pub fn real_site() -> tempfile::TempDir {
    site_with(&repo().join("content"))
}

pub fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for e in fs::read_dir(from).unwrap().flatten() {
        let dest = to.join(e.file_name());
        if e.path().is_dir() {
            copy_dir(&e.path(), &dest)
        } else {
            fs::copy(e.path(), &dest).unwrap();
        }
    }
}

/// Runs `sitegen ARGS --root ROOT` with a fixed copyright year.
pub fn sitegen(root: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sitegen"))
        .args(args)
        .arg("--root")
        .arg(root)
        .env("SOURCE_DATE_EPOCH", "1790000000")
        .output()
        .expect("run sitegen")
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}
