//! Embeds the committed bundle (`bundle/`, written by `make bundles`) into the crate, so `sitegen`
//! needs no Node, npm or esbuild to build, preview or edit a site: every file under `bundle/site`
//! (the islands' browser bundle, the stylesheet, the manifest and the server-render script) and
//! `bundle/editor` (the preview's editor) becomes a `(path, bytes)` pair.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

include!("../../build-support/embed_files.rs");

fn list(name: &str, dir: &Path) -> String {
    let mut s = format!("pub(crate) static {name}: &[(&str, &[u8])] = &[\n");
    for (rel, path) in files(dir) {
        writeln!(s, "    ({rel:?}, include_bytes!({:?})),", path.display().to_string()).unwrap();
    }
    s.push_str("];\n");
    s
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap()).join("bundle");
    println!("cargo:rerun-if-changed=bundle");
    let hashes = root.join("inputs.json");
    let mut code = list("SITE_FILES", &root.join("site"));
    code.push_str(&list("EDITOR_FILES", &root.join("editor")));
    if hashes.is_file() {
        writeln!(code, "pub(crate) static INPUTS_JSON: &str = include_str!({:?});", hashes.display().to_string())
            .unwrap();
    } else {
        code.push_str("pub(crate) static INPUTS_JSON: &str = \"{}\";\n");
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("embedded.rs");
    std::fs::write(out, code).unwrap();
}
