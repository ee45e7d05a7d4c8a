//! The corpus of editing slips in `tests/mistakes/`: each is a small change to a real content
//! file, and `sitegen check` must refuse it with exactly the reviewed message, in plain words.
//! `UPDATE_MISTAKES=1` rewrites the snapshots after a deliberate change of wording.

use std::fs;
use std::path::{Path, PathBuf};

use crate::common::{real_site, repo, sitegen, stderr};

/// Words a marketing person should never have to read.
const JARGON: &[&str] = &[
    "Option<",
    "i64",
    "u32",
    "usize",
    "deserialize",
    "variant",
    "invalid type",
    "scalar",
    "mapping values",
    "sequence",
    "serde",
    " null",
];

struct Mistake {
    path: PathBuf,
    head: String,
    file: String,
    find: String,
    with: String,
    latin1: bool,
    /// `photo  KIND PATH`: a file the slip puts under the site first (see [`Mistake::put_photo`]).
    photo: Option<(String, String)>,
    /// `args   --strict`: more arguments for `sitegen check`.
    args: Vec<String>,
    expected: String,
}

/// `\n`, `\t`, `\u00a0` and `\\` in `find` and `with`.
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('\\') => out.push('\\'),
            Some('u') => {
                let hex: String = chars.by_ref().take(4).collect();
                out.push(char::from_u32(u32::from_str_radix(&hex, 16).expect("hex")).expect("char"));
            }
            other => panic!("unknown escape \\{other:?} in {s}"),
        }
    }
    out
}

fn corpus() -> Vec<Mistake> {
    let dir = repo().join("tests/mistakes");
    let mut paths: Vec<PathBuf> = fs::read_dir(&dir)
        .expect("tests/mistakes")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "edit"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let text = fs::read_to_string(&path).expect("readable");
            let (head, expected) = text.split_once("---\n").unwrap_or_else(|| panic!("{}: no ---", path.display()));
            // Fields are the first 7 characters of a line; the value is the rest, spaces included.
            let field = |name: &str| -> Option<String> {
                head.lines().find(|l| l.len() >= 7 && l[..7].trim_end() == name).map(|l| unescape(&l[7..]))
            };
            let need = |name: &str| field(name).unwrap_or_else(|| panic!("{}: no `{name}`", path.display()));
            assert!(matches!(need("schema").as_str(), "yes" | "no"), "{}: schema is yes or no", path.display());
            Mistake {
                head: head.to_owned(),
                file: need("file"),
                find: need("find"),
                with: need("with"),
                latin1: field("save").as_deref() == Some("latin1"),
                photo: field("photo").map(|p| {
                    let (kind, path) =
                        p.split_once(' ').unwrap_or_else(|| panic!("{}: photo KIND PATH", path.display()));
                    (kind.to_owned(), path.to_owned())
                }),
                args: field("args").map(|a| a.split_whitespace().map(str::to_owned).collect()).unwrap_or_default(),
                expected: expected.to_owned(),
                path,
            }
        })
        .collect()
}

impl Mistake {
    /// Files a marketing person might drop into content/images/: `svg` a drawing, `heic` an iPhone
    /// photo, `cut` a JPEG whose copy stopped early, `huge` a 26 MB file, `small` a 400 × 300 JPEG.
    fn put_photo(&self, root: &Path) {
        let Some((kind, rel)) = &self.photo else { return };
        let path = root.join(rel);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        match kind.as_str() {
            "svg" => fs::copy(repo().join("static/favicon.svg"), &path).map(drop).unwrap(),
            "heic" => fs::write(&path, b"\0\0\0\x18ftypheic\0\0\0\0mif1heic").unwrap(),
            "cut" => {
                let whole = fs::read(repo().join("content/images/team/van.jpg")).unwrap();
                fs::write(&path, &whole[..300]).unwrap();
            }
            "huge" => fs::File::create(&path).unwrap().set_len(26 * 1024 * 1024).unwrap(),
            "small" => image::RgbImage::from_pixel(400, 300, image::Rgb([90, 120, 160])).save(&path).unwrap(),
            other => panic!("{}: unknown photo kind {other}", self.path.display()),
        }
    }

    fn apply(&self, root: &Path) {
        self.put_photo(root);
        let path = root.join(&self.file);
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(text.contains(&self.find), "{}: `find` is not in {}", self.path.display(), self.file);
        let edited = text.replacen(&self.find, &self.with, 1);
        let bytes: Vec<u8> = if self.latin1 {
            edited.chars().map(|c| u8::try_from(u32::from(c)).expect("a Latin-1 character")).collect()
        } else {
            edited.into_bytes()
        };
        fs::write(&path, bytes).unwrap();
    }
}

#[test]
fn every_slip_is_refused_with_its_reviewed_message_in_plain_words() {
    let all = corpus();
    assert!(all.len() >= 40, "the corpus has {} slips", all.len());
    let update = std::env::var_os("UPDATE_MISTAKES").is_some();
    let mut failures = Vec::new();
    let site = real_site();
    let pristine = site.path().join("content.pristine");
    crate::common::copy_dir(&site.path().join("content"), &pristine);
    for m in &all {
        let content = site.path().join("content");
        fs::remove_dir_all(&content).unwrap();
        crate::common::copy_dir(&pristine, &content);
        m.apply(site.path());
        let mut args = vec!["check"];
        args.extend(m.args.iter().map(String::as_str));
        let out = sitegen(site.path(), &args);
        let err = stderr(&out);
        let name = m.path.file_name().unwrap().to_string_lossy();
        if out.status.code() != Some(1) {
            failures.push(format!("{name}: checks clean (exit {:?}):\n{err}", out.status.code()));
            continue;
        }
        let lower = err.to_lowercase();
        if let Some(word) = JARGON.iter().find(|w| lower.contains(&w.to_lowercase())) {
            failures.push(format!("{name}: the message says `{word}`:\n{err}"));
        }
        if update {
            fs::write(&m.path, format!("{}---\n{err}", m.head)).unwrap();
        } else if err != m.expected {
            failures.push(format!("{name}: expected\n{}--- got\n{err}", m.expected));
        }
    }
    assert!(failures.is_empty(), "{} of {} slips:\n\n{}", failures.len(), all.len(), failures.join("\n\n"));
}
