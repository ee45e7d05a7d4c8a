use super::*;

#[test]
fn a_sentence_with_holes_is_matched_and_its_holes_kept() {
    let e = entry("link `{s}` is not allowed ({expected})", "le lien `{s}` n'est pas permis ({expected})".into());
    assert_eq!(fills(&e, "link `ftp://x` is not allowed (expected a page)"), Some(vec!["ftp://x", "expected a page"]));
    let plural = entry("{} warning{}.", "{} avertissement{}.".into());
    assert_eq!(fills(&plural, "1 warning."), Some(vec!["1", ""]));
    assert_eq!(fills(&e, "another sentence"), None);
}

#[test]
fn a_date_in_english_words_is_written_in_french() {
    assert_eq!(french("January 31, 2027", 0).as_deref(), Some("31 janvier 2027"));
    assert_eq!(french("February 1, 2027", 0).as_deref(), Some("1er février 2027"));
    assert_eq!(french("February 30, 2027", 0), None);
}

#[test]
fn english_is_left_as_written_and_french_is_typeset() {
    let m = "this text is empty (write the text inside the quotes, or remove the line if the field is optional)";
    assert_eq!(translate(m, Language::EnCa), m);
    assert!(translate(m, Language::FrCa).starts_with("ce texte est vide"));
    assert_eq!(translate("no such sentence", Language::FrCa), "no such sentence");
}

/// The source files whose sentences a person reads in `check`, `build` or the editor: the
/// content crate's checks, the pipeline's stages, the links and photos checks.
const SOURCES: &[&str] = &[
    "content/src/color.rs",
    "content/src/day.rs",
    "content/src/host.rs",
    "content/src/images.rs",
    "content/src/invented.rs",
    "content/src/lint.rs",
    "content/src/load.rs",
    "content/src/located.rs",
    "content/src/model",
    "content/src/placeholder.rs",
    "content/src/raw",
    "content/src/resolve.rs",
    "content/src/route.rs",
    "content/src/sections",
    "content/src/source.rs",
    "content/src/text.rs",
    "content/src/wording/mod.rs",
    "content/src/zone.rs",
    "pipeline/src/dates.rs",
    "pipeline/src/error.rs",
    "pipeline/src/guard.rs",
    "pipeline/src/init.rs",
    "pipeline/src/offers.rs",
    "pipeline/src/output.rs",
    "pipeline/src/routes.rs",
    "pipeline/src/stages.rs",
    "links/src",
    "images/src",
];

/// Sentences in those files that a person never reads: what the code looks for in the YAML
/// parser's own messages, to say it in plain words (`source.rs`, `load.rs`).
const NOT_SHOWN: &[&str] = &[
    "mapping values are not allowed",
    "mapping values not allowed",
    "did not find expected key",
    "did not find expected '-'",
    "cannot deserialize null",
    "invalid type: null",
    "trailing content after",
    "duplicate mapping key: ",
    "invalid type: sequence, expected a string",
    "expected sequence start",
    "expected mapping start",
    // The record of invented values, a file sitegen reads back.
    "- {{ file: {}, line: {}, key: {}, value: {} }}\n",
    // Words looked for in a person's alt text, and quoted back as they wrote them.
    "picture of our",
    "standing in front of",
    "on site at",
];

/// Every string literal of `text` (outside its tests) that reads as a sentence: three words or
/// more. Holes keep their names; `\` line continuations are joined as the compiler joins them.
fn sentences(text: &str) -> Vec<(usize, String)> {
    let text = text.split("#[cfg(test)]").next().unwrap_or_default();
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            // A comment runs to the end of its line (doc comments hold quotes too).
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
            }
            // A character literal: '"' is not a string.
            b'\''
                if bytes.get(i + 2) == Some(&b'\'')
                    || (bytes.get(i + 1) == Some(&b'\\') && bytes.get(i + 3) == Some(&b'\'')) =>
            {
                i += if bytes[i + 1] == b'\\' { 4 } else { 3 };
            }
            b'"' => {
                let raw = i > 0 && (bytes[i - 1] == b'r' || bytes[i - 1] == b'#');
                let start = i;
                let mut s = String::new();
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    if bytes[i] == b'\\' && !raw {
                        match bytes.get(i + 1) {
                            Some(b'\n') => {
                                i += 2;
                                while i < bytes.len() && bytes[i].is_ascii_whitespace() {
                                    i += 1;
                                }
                                continue;
                            }
                            Some(b'n') => s.push('\n'),
                            Some(&c) => s.push(c as char),
                            None => {}
                        }
                        i += 2;
                        continue;
                    }
                    let ch = text[i..].chars().next().unwrap_or_default();
                    s.push(ch);
                    i += ch.len_utf8();
                }
                i += 1;
                let words = s.split(|c: char| !c.is_ascii_lowercase()).filter(|w| w.len() >= 2).count();
                let line_start = text[..start].rfind('\n').map_or(0, |n| n + 1);
                let attribute = text[line_start..start].trim_start().starts_with("#[");
                if !raw && !attribute && words >= 3 && s.contains(' ') {
                    out.push((text[..start].matches('\n').count() + 1, s));
                }
            }
            _ => i += 1,
        }
    }
    out
}

/// `{name}`, `{}` and `{name:?}` all read `{}`: a sentence and the catalogue's key are the same
/// sentence whatever the holes are called.
fn shape(s: &str) -> String {
    let (pieces, _) = cut(s);
    pieces.join("{}")
}

fn source_files() -> Vec<std::path::PathBuf> {
    let crates = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for s in SOURCES {
        let p = crates.join(s);
        if p.is_dir() {
            for e in walkdir::WalkDir::new(&p).into_iter().flatten() {
                let name = e.file_name().to_string_lossy();
                if name.ends_with(".rs") && name != "tests.rs" {
                    files.push(e.into_path());
                }
            }
        } else {
            files.push(p);
        }
    }
    files.sort();
    files
}

/// Every sentence the sources can show has its French: as a whole sentence of the catalogue, or
/// as a piece of one (a hint the code adds to several messages is written with each of them).
#[test]
fn every_message_has_its_french() {
    let keys: Vec<String> = parse_catalogue(FR_CA).into_iter().map(|(en, _)| shape(&en)).collect();
    // A section's or a field's title is the schema's, with its French beside the schema's.
    let titles: Vec<String> =
        parse_catalogue(include_str!("../schema/fr-CA/titles.yaml")).into_iter().map(|(en, _)| en).collect();
    let mut missing = Vec::new();
    for file in source_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        for (line, s) in sentences(&text) {
            // Markup: the logo's and the social card's SVG.
            let markup = s.trim_start().starts_with('<') || s.contains("=\"");
            // A file's own comment (content/.routes.lock's header), in the file, not said.
            let comment = s.starts_with("# ");
            if NOT_SHOWN.contains(&s.as_str()) || titles.contains(&s) || markup || comment {
                continue;
            }
            let s = shape(&s);
            if !keys.iter().any(|k| k.contains(s.as_str())) {
                missing.push(format!("{}:{line}: {s:?}", file.display()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "{} sentences have no French in messages/fr-CA.yaml:\n{}",
        missing.len(),
        missing.join("\n")
    );
}

/// Each French sentence has the English one's holes, reads as French (no English word outside
/// code and holes), and the English has no two holes side by side (the matcher could not tell
/// where one ends).
#[test]
fn every_french_sentence_keeps_its_holes_and_has_no_english() {
    const ENGLISH: &[&str] = &[
        "the", "is", "of", "and", "or", "to", "with", "write", "expected", "not", "this", "that", "your", "it", "in",
        "for", "has", "than", "from", "must", "only", "which", "remove", "found", "field", "line", "file",
    ];
    let mut wrong = Vec::new();
    for (en, fr) in parse_catalogue(FR_CA) {
        let (en_pieces, mut en_holes) = cut(&en);
        let (_, mut fr_holes) = cut(&fr);
        if en_pieces.get(1..en_pieces.len() - 1).unwrap_or_default().iter().any(String::is_empty) {
            wrong.push(format!("two holes side by side: {en:?}"));
        }
        en_holes.sort();
        en_holes.dedup();
        fr_holes.sort();
        fr_holes.dedup();
        if en_holes != fr_holes {
            wrong.push(format!("holes {en_holes:?} became {fr_holes:?}: {fr:?}"));
        }
        let (pieces, _) = cut(&fr);
        for (i, part) in pieces.join(" ").split('`').enumerate() {
            let english = part.split(|c: char| !c.is_alphabetic()).find(|w| ENGLISH.contains(w));
            if let (0, Some(word)) = (i % 2, english) {
                wrong.push(format!("English `{word}` in {fr:?}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
