//! The parse cache's stamp (src/parse_cache.rs): a hash of this crate's sources and of Cargo.lock,
//! so a cache written by a build of other code (other types, another YAML parser) is never read.
//! And the list of `sitegen init`'s starter files (starters/), embedded so that adding a trade or
//! a language is adding files; likewise the schemas' translations (src/schema/<language>/*.yaml).

use std::hash::Hasher;
use std::path::Path;

fn main() {
    let mut files = Vec::new();
    collect(Path::new("src"), &mut files);
    files.push(Path::new("../../Cargo.lock").to_path_buf());
    files.sort();
    // FNV-1a: stable across builds and toolchains, unlike std's hasher.
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    for f in &files {
        h.write(f.to_string_lossy().as_bytes());
        h.write(&std::fs::read(f).unwrap_or_default());
    }
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=../../Cargo.lock");
    println!("cargo:rustc-env=SITEGEN_PARSE_STAMP={:016x}", h.finish());
    starters();
    schema_languages();
}

/// `$OUT_DIR/schema_languages.rs`: every `src/schema/<language>/*.yaml` as (`<language>/<file>`,
/// its text), so that a new file of translations needs no code.
fn schema_languages() {
    let root = Path::new("src/schema");
    let mut files = Vec::new();
    for entry in std::fs::read_dir(root).into_iter().flatten().flatten() {
        if entry.path().is_dir() {
            println!("cargo:rerun-if-changed={}", entry.path().display());
            collect_all(&entry.path(), &mut files);
        }
    }
    files.retain(|f| f.extension().is_some_and(|e| e == "yaml"));
    embed(root, files, "schema_languages.rs");
}

/// `$OUT_DIR/starters.rs`: every file under starters/ as (path from starters/, its text).
fn starters() {
    let root = Path::new("starters");
    let mut files = Vec::new();
    collect_all(root, &mut files);
    embed(root, files, "starters.rs");
    println!("cargo:rerun-if-changed=starters");
}

/// `$OUT_DIR/<dest>`: `files` (under `root`) as a slice of (path from `root`, its text), sorted.
fn embed(root: &Path, mut files: Vec<std::path::PathBuf>, dest: &str) {
    files.sort();
    let mut out = String::from("&[\n");
    for f in &files {
        let rel = f.strip_prefix(root).unwrap_or(f).to_string_lossy().replace('\\', "/");
        let abs = std::fs::canonicalize(f).unwrap_or_else(|_| f.clone());
        out.push_str(&format!("    ({rel:?}, include_str!({:?})),\n", abs.to_string_lossy()));
    }
    out.push_str("]\n");
    let path = Path::new(&std::env::var("OUT_DIR").unwrap_or_default()).join(dest);
    std::fs::write(path, out).unwrap_or_else(|e| panic!("cannot write {dest}: {e}"));
}

fn collect_all(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_all(&path, out);
        } else if path.file_name().is_some_and(|n| n != "README.md") {
            // rerun-if-changed on a folder sees only its own entries; name each file too.
            println!("cargo:rerun-if-changed={}", path.display());
            out.push(path);
        }
    }
}

fn collect(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

struct Fnv(u64);

impl Hasher for Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x100_0000_01b3);
        }
    }
    fn finish(&self) -> u64 {
        self.0
    }
}
