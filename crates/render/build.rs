//! Embeds the default theme (`templates/` of this repository: pages, sections, partials, icons and
//! site files) into the crate, so `sitegen` builds a site that has no `templates/` of its own. A
//! site's own `templates/` overrides it file by file (`theme.rs`).

use std::fmt::Write as _;
use std::path::PathBuf;

include!("../../build-support/embed_files.rs");

fn main() {
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap()).join("../../templates");
    println!("cargo:rerun-if-changed=../../templates");
    let mut code = String::from("pub(crate) static BUILT_IN: &[(&str, &str)] = &[\n");
    for (rel, path) in files(&dir) {
        writeln!(code, "    ({rel:?}, include_str!({:?})),", path.display().to_string()).unwrap();
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("theme.rs");
    std::fs::write(out, code).unwrap();
}
