//! The bundle built into `sitegen` (`crates/islands/bundle/`, embedded by build.rs), and the hashes
//! of the sources it was made from (`inputs.json`, written by `make bundles`).

use std::path::Path;

use serde::Deserialize;

use crate::{Bundle, IslandError, publish_dir, read_manifest, reuse};

include!(concat!(env!("OUT_DIR"), "/embedded.rs"));

/// What the built-in bundle was made from.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct BuiltIn {
    /// The input hash (`input_hash`) of islands/, styles/ and the package files it was made from.
    pub islands_hash: String,
    /// The input hash of editor/ and the package files.
    pub editor_hash: String,
}

impl BuiltIn {
    /// A short name for notices: the first characters of its hash.
    pub fn describe(&self) -> String {
        format!("built-in islands {}", &self.islands_hash[..self.islands_hash.len().min(12)])
    }
}

/// The hashes recorded beside the built-in bundle (empty when none are: then every source differs).
pub fn built_in() -> BuiltIn {
    serde_json::from_str(INPUTS_JSON).unwrap_or_default()
}

/// The built-in bundle, unpacked into `cache_dir` under its hash unless it already is.
pub(crate) fn unpack(cache_dir: &Path, notice: Option<String>) -> Result<Bundle, IslandError> {
    let hash = built_in().islands_hash;
    let name = if hash.len() >= 16 { &hash[..16] } else { "built-in" };
    let dir = cache_dir.join(name);
    if let Some(bundle) = reuse(&dir) {
        return Ok(Bundle { notice, ..bundle });
    }
    let tmp = cache_dir.join(format!(".tmp-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    write_files(&tmp, SITE_FILES).inspect_err(|_| {
        let _ = std::fs::remove_dir_all(&tmp);
    })?;
    let manifest = read_manifest(&tmp).map_err(|e| {
        let _ = std::fs::remove_dir_all(&tmp);
        IslandError::BundleFailed(format!("the bundle built into sitegen has no usable manifest.json: {e}"))
    })?;
    let mut bundle = publish_dir(cache_dir, &tmp, &dir, manifest, false)?;
    bundle.notice = notice;
    Ok(bundle)
}

/// Writes the built-in editor into `out`.
pub(crate) fn write_editor(out: &Path) -> Result<(), IslandError> {
    write_files(out, EDITOR_FILES)
}

fn write_files(dir: &Path, files: &[(&str, &[u8])]) -> Result<(), IslandError> {
    if files.is_empty() {
        return Err(IslandError::BundleFailed(
            "this sitegen was built without its bundle (crates/islands/bundle is empty): run `make bundles`, then build sitegen again"
                .to_owned(),
        ));
    }
    for (rel, bytes) in files {
        let path = dir.join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|e| IslandError::Io(format!("creating {}", parent.display()), e))?;
        }
        std::fs::write(&path, bytes).map_err(|e| IslandError::Io(format!("writing {}", path.display()), e))?;
    }
    Ok(())
}
