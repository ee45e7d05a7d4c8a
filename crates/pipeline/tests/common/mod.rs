//! What the pipeline's integration tests share: where the repository is, and copying a test site.

use std::fs;
use std::path::{Path, PathBuf};

/// The repository root (templates, islands, the test sites).
pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

/// Copies the folder `from` to `to`, recursively.
pub fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for e in fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let dest = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &dest)
        } else {
            fs::copy(e.path(), dest).map(drop).unwrap()
        }
    }
}
