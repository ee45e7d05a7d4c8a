//! The broken sites of `tests/sites/invalid/`: the good site with one edit each, and the message
//! the generator must give. Shared by the content and CLI tests (`#[path]`-included), so every
//! kind of mistake is tried at every level that can see it.

use std::fs;
use std::path::{Path, PathBuf};

/// Where a mistake can be seen: in `content/` alone, or only once the pages are rendered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    Content,
    Site,
}

#[derive(Debug)]
pub struct Broken {
    pub name: String,
    pub file: PathBuf,
    pub find: String,
    pub with: String,
    pub stage: Stage,
    pub expect: String,
}

pub fn sites_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/sites")
}

/// Every broken site, by name.
pub fn all() -> Vec<Broken> {
    let mut out = Vec::new();
    let mut entries: Vec<PathBuf> = fs::read_dir(sites_dir().join("invalid"))
        .expect("tests/sites/invalid")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "edit"))
        .collect();
    entries.sort();
    for path in entries {
        let text = fs::read_to_string(&path).expect("readable");
        let field = |name: &str| -> String {
            text.lines()
                .find_map(|l| l.strip_prefix(name).and_then(|r| r.strip_prefix(' ')))
                .unwrap_or_else(|| panic!("{}: no `{name}` line", path.display()))
                .replace("\\n", "\n")
        };
        out.push(Broken {
            name: path.file_stem().unwrap().to_string_lossy().into_owned(),
            file: PathBuf::from(field("file")),
            find: field("find"),
            with: field("with"),
            stage: match field("stage").as_str() {
                "content" => Stage::Content,
                "site" => Stage::Site,
                other => panic!("{}: stage `{other}` (expected content or site)", path.display()),
            },
            expect: field("expect"),
        });
    }
    out
}

impl Broken {
    /// Makes the edit in the site at `root` (a copy of the good site).
    pub fn apply(&self, root: &Path) {
        let path = root.join(&self.file);
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(text.contains(&self.find), "{}: `{}` is not in {}", self.name, self.find, self.file.display());
        fs::write(&path, text.replacen(&self.find, &self.with, 1)).unwrap();
    }
}
