//! What `check`, `build` and the editor's server say about content, in the site's language.
//!
//! The code that finds a mistake writes its message in English, where the facts are (a file, a
//! value, the closest right word); this module is the one catalogue that gives each of those
//! sentences its French. The catalogue (`fr-CA.yaml`) maps every English sentence, with its
//! holes written as in the source (`{s}`, `{expected}`, `{}`), to the French one with the same
//! holes. A message is matched against the sentences; what fills a hole is itself translated when
//! it is a sentence of the catalogue (the "(expected …)" pieces), and otherwise kept as written:
//! it is the person's own text, a file name or a YAML key.
//!
//! English stays exactly as the code wrote it. A test reads the sources and holds that every
//! sentence a person can be shown has its French here, with French typography and no English
//! word left (see `tests`).

use std::sync::OnceLock;

use crate::typography::french_prose;
use crate::wording::Language;

/// The French catalogue: English sentence -> French sentence.
const FR_CA: &str = include_str!("fr-CA.yaml");

/// `message` in `language`: English as written; French from the catalogue, typeset, or the
/// English when the catalogue has no sentence for it (a test keeps that from happening to a
/// message the code can write).
pub fn translate(message: &str, language: Language) -> String {
    match language {
        Language::EnCa => message.to_owned(),
        Language::FrCa => french(message, 0).map_or_else(|| message.to_owned(), |m| french_prose(&m)),
    }
}

/// A text of several lines in `language`: as a whole when the catalogue has it, otherwise line by
/// line, a line that starts with a place (`content/site.yaml:4:5: `, `/fr/404: `) keeping it.
pub fn translate_lines(text: &str, language: Language) -> String {
    if language == Language::EnCa || has_french(text) {
        return translate(text, language);
    }
    text.lines().map(|line| translate_line(line, language)).collect::<Vec<_>>().join("\n")
}

fn translate_line(line: &str, language: Language) -> String {
    if has_french(line) {
        return translate(line, language);
    }
    match line.split_once(": ") {
        Some((place, rest)) if !place.is_empty() && !place.contains(' ') => {
            format!("{place}: {}", translate_line(rest, language))
        }
        _ => line.to_owned(),
    }
}

/// Whether `message` has a French sentence in the catalogue.
pub fn has_french(message: &str) -> bool {
    french(message, 0).is_some()
}

/// One entry of the catalogue, its English cut at the holes.
#[derive(Debug)]
struct Entry {
    /// The literal pieces around the holes: `holes.len() + 1` of them.
    pieces: Vec<String>,
    /// Each hole's name (`s`, `expected`), or its place for `{}` (`0`, `1`…).
    holes: Vec<String>,
    french: String,
    /// How many literal characters the English has: the more, the more specific.
    weight: usize,
}

fn catalogue() -> &'static [Entry] {
    static CATALOGUE: OnceLock<Vec<Entry>> = OnceLock::new();
    CATALOGUE.get_or_init(|| {
        let map: Vec<(String, String)> = parse_catalogue(FR_CA);
        let mut entries: Vec<Entry> = map.into_iter().map(|(en, fr)| entry(&en, fr)).collect();
        entries.sort_by_key(|e| std::cmp::Reverse(e.weight));
        entries
    })
}

/// The catalogue's pairs in file order. A mistake in the embedded file is a bug of this program:
/// the tests parse it, so it never reaches a person.
fn parse_catalogue(text: &str) -> Vec<(String, String)> {
    let map: indexmap_free::Pairs = serde_saphyr::from_str(text).unwrap_or_default();
    map.0
}

mod indexmap_free {
    //! A YAML mapping read as pairs in order, without a map type that would need a dependency.
    use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};

    #[derive(Default)]
    pub(super) struct Pairs(pub Vec<(String, String)>);

    impl<'de> Deserialize<'de> for Pairs {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Pairs, D::Error> {
            struct V;
            impl<'de> Visitor<'de> for V {
                type Value = Pairs;
                fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                    f.write_str("a mapping of English to French sentences")
                }
                fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Pairs, A::Error> {
                    let mut out = Vec::new();
                    while let Some(pair) = map.next_entry::<String, String>()? {
                        out.push(pair);
                    }
                    Ok(Pairs(out))
                }
            }
            d.deserialize_map(V)
        }
    }
}

/// Cuts `english` at its holes: `{name}`, `{}`, `{name:?}` (a format spec is dropped), `{{` and
/// `}}` being the braces themselves.
fn entry(english: &str, french: String) -> Entry {
    let (pieces, holes) = cut(english);
    let weight = pieces.iter().map(|p| p.chars().count()).sum();
    Entry { pieces, holes, french, weight }
}

fn cut(text: &str) -> (Vec<String>, Vec<String>) {
    let mut pieces = vec![String::new()];
    let mut holes = Vec::new();
    let mut piece = String::new();
    let mut positional = 0;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' | '}' if chars.peek() == Some(&c) => {
                chars.next();
                piece.push(c);
            }
            '{' => {
                let mut name = String::new();
                for c in chars.by_ref() {
                    if c == '}' {
                        break;
                    }
                    name.push(c);
                }
                let name = name.split(':').next().unwrap_or_default().to_owned();
                // `{}` are numbered apart from named holes, as `format!` numbers its arguments.
                let name = if name.is_empty() {
                    positional += 1;
                    (positional - 1).to_string()
                } else {
                    name
                };
                holes.push(name);
                pieces.push(std::mem::take(&mut piece));
            }
            c => piece.push(c),
        }
    }
    pieces.push(piece);
    pieces.remove(0);
    (pieces, holes)
}

/// What fills each hole when `message` reads as `entry`, or None.
fn fills<'m>(entry: &Entry, message: &'m str) -> Option<Vec<&'m str>> {
    let first = &entry.pieces[0];
    let mut rest = message.strip_prefix(first.as_str())?;
    if entry.holes.is_empty() {
        return rest.is_empty().then(Vec::new);
    }
    let last = entry.pieces.last().map(String::as_str).unwrap_or_default();
    let mut out = Vec::with_capacity(entry.holes.len());
    // The shortest fill for each hole but the last (an `s` of a plural may be empty). A hole
    // never spans lines: a text of several lines is translated line by line.
    for piece in &entry.pieces[1..entry.pieces.len() - 1] {
        let at = rest.find(piece.as_str())?;
        out.push(&rest[..at]);
        rest = &rest[at + piece.len()..];
    }
    out.push(rest.strip_suffix(last)?);
    if out.iter().any(|fill| fill.contains('\n')) {
        return None;
    }
    Some(out)
}

/// The French of `message`, untypeset, or None.
fn french(message: &str, depth: usize) -> Option<String> {
    if depth > 4 {
        return None;
    }
    // A date the message wrote in English words ("January 31, 2027").
    if let Some(day) = crate::Day::from_long(message) {
        return Some(day.long_in(Language::FrCa));
    }
    catalogue().iter().find_map(|entry| {
        let fills = fills(entry, message)?;
        let (pieces, holes) = cut(&entry.french);
        let mut out = pieces[0].clone();
        for (hole, piece) in holes.iter().zip(&pieces[1..]) {
            let at = entry.holes.iter().position(|h| h == hole)?;
            let fill = fills[at];
            out.push_str(&french(fill, depth + 1).unwrap_or_else(|| fill.to_owned()));
            out.push_str(piece);
        }
        Some(out)
    })
}

#[cfg(test)]
mod tests;
