//! What `sitegen init` invented, found again by `sitegen check` until a person changes or confirms
//! it. Three ways, from the surest:
//!
//! - **The record** (`content/.invented.yaml`, [`Record`]): init writes down every value it made
//!   up (the founding year, the hours, the figures, the address, the reviews...), by file and key.
//!   `check` names each one at its line while it still reads as written, whatever happened to its
//!   note; `sitegen confirm FILE:LINE` takes it off the record.
//! - **The notes** (`# EXAMPLE: what to write`) are help for the person; on a site without a
//!   record (made before there was one, or by hand) each note is a warning.
//! - **The words** ([`Examples`]): on a site without a record, the starters' example sentences
//!   known by their words once their notes are gone.
//!
//! The loader and the linter use this module; it imports nothing of `init`, so reading a site
//! never depends on how sites are started.

use std::collections::BTreeMap;
use std::path::Path;

use crate::starter_files::STARTERS;

/// The marker of an example fact, in a YAML comment after it.
pub const EXAMPLE_MARK: &str = "# EXAMPLE:";

/// The record of what init invented, from the site's root.
pub const RECORD: &str = "content/.invented.yaml";

/// The services' lines of a trade's words (`<language>/trades/<trade>.yaml`), for [`Examples`].
#[derive(serde::Deserialize)]
struct Abouts {
    #[serde(default)]
    services: BTreeMap<String, About>,
}

#[derive(serde::Deserialize)]
struct About {
    about: String,
}

/// The size and colour of the placeholder photos init draws, known to `check` too: a photo of
/// exactly this picture is the starter's, whatever it is called now.
pub const PLACEHOLDER_SIZE: (u32, u32) = (800, 534);
pub const PLACEHOLDER_RGB: [u8; 3] = [0x17, 0x4a, 0x85];

/// The `# EXAMPLE:` notes still in the files at `paths` (relative to `root`): each a warning at its
/// line, naming what to write instead; and on the other lines, what sitegen init invented whose
/// note was deleted but whose words are still there ([`Examples`]).
pub fn example_notes<'p>(root: &Path, paths: impl IntoIterator<Item = &'p Path>) -> Vec<crate::Diagnostic> {
    let mut out = Vec::new();
    for rel in paths {
        let Ok(text) = std::fs::read_to_string(root.join(rel)) else { continue };
        for (i, line) in text.lines().enumerate() {
            let pos = |at: usize| crate::Pos { line: i as u64 + 1, column: line[..at].chars().count() as u64 + 1 };
            // A comment line (a file's own explanations, like site.yaml's first lines) is no note.
            if line.trim_start().starts_with('#') {
                continue;
            }
            let Some(at) = note_at(line) else {
                if let Some(found) = examples().in_line(line) {
                    out.push(crate::Diagnostic::new(
                        rel,
                        pos(line.find(&found).unwrap_or(0)),
                        leftover_message(&found),
                    ));
                }
                continue;
            };
            let note = line[at + EXAMPLE_MARK.len()..].trim();
            let note = if note.is_empty() { String::new() } else { format!(" ({note})") };
            out.push(crate::Diagnostic::new(
                rel,
                pos(at),
                format!(
                    "an example from `sitegen init` is still here{note}: the site shows it as if it were true. \
                     Write the real one, then delete the `# EXAMPLE` note"
                ),
            ));
        }
    }
    out
}

/// What check says about `text`, one of sitegen init's examples whose note was deleted.
pub fn leftover_message(text: &str) -> String {
    format!(
        "`{}` is an example `sitegen init` made up, still published as if it were true (its `# EXAMPLE` note was \
         deleted, the words were not): write the real one in your own words, or remove it",
        shorten(text)
    )
}

fn shorten(text: &str) -> String {
    if text.chars().count() <= 60 {
        text.to_owned()
    } else {
        format!("{}...", text.chars().take(57).collect::<String>())
    }
}

/// Every sentence and fact the starters mark `# EXAMPLE`, in every language and trade, so that
/// `check` knows them by their words once the notes are gone: the example reviews, promises,
/// guarantees, leads, the placeholder photos' descriptions. Values without a letter (a year, "10+")
/// are left out: they may well be true as written, and a warning nobody can answer helps no one.
#[derive(Debug, Default)]
pub struct Examples {
    exact: std::collections::HashSet<String>,
    /// Sentences with a city or a name in them: their fixed pieces, in order.
    patterns: Vec<Vec<String>>,
}

/// The starters' examples, gathered once.
pub fn examples() -> &'static Examples {
    static EXAMPLES: std::sync::OnceLock<Examples> = std::sync::OnceLock::new();
    EXAMPLES.get_or_init(Examples::gather)
}

impl Examples {
    fn gather() -> Examples {
        let mut out = Examples::default();
        for (path, text) in STARTERS {
            let Some((lang, rest)) = path.split_once('/') else { continue };
            if !rest.starts_with("content/") {
                continue;
            }
            // The services' lines of every trade in this language, for `{{service.about}}`.
            let abouts: Vec<String> = STARTERS
                .iter()
                .filter(|(p, _)| p.starts_with(&format!("{lang}/trades/")))
                .filter_map(|(_, t)| serde_saphyr::from_str::<Abouts>(t).ok())
                .flat_map(|w| w.services.into_values().map(|s| s.about))
                .collect();
            for line in text.lines() {
                let Some(at) = line.find(EXAMPLE_MARK) else { continue };
                // A step (`- { title: ..., description: ... }`) says how any contractor works; its
                // note asks for the owner's words, but its words alone prove nothing made up.
                if line.trim_start().starts_with("- {") {
                    continue;
                }
                // A list of short names (the placeholder neighbourhoods) is known as a whole.
                if let Some(list) = flow_list(&line[..at]) {
                    out.exact.insert(list);
                    continue;
                }
                for (open, value) in quoted(&line[..at]) {
                    // A figure's label names the example, it is not one; and two words ("Written
                    // prices") are a heading, too common to be known as init's.
                    if line[..open].trim_end().ends_with("label:")
                        || (value.split_whitespace().count() < 3 && !value.contains("{{"))
                    {
                        continue;
                    }
                    if value.contains("{{service.about}}") {
                        out.exact.extend(abouts.iter().map(|a| value.replace("{{service.about}}", a)));
                        continue;
                    }
                    let pieces: Vec<String> = value
                        .split("{{")
                        .enumerate()
                        .map(|(i, p)| if i == 0 { p } else { p.split_once("}}").map_or(p, |(_, rest)| rest) })
                        .map(str::to_owned)
                        .collect();
                    let letters = pieces.iter().flat_map(|p| p.chars()).filter(|c| c.is_alphabetic()).count();
                    if pieces.len() == 1 && letters > 0 {
                        out.exact.insert(value);
                    } else if letters >= 10 {
                        out.patterns.push(pieces);
                    }
                }
            }
        }
        out
    }

    /// Whether `text` (a whole value) is one of the examples.
    pub fn matches(&self, text: &str) -> bool {
        let text = text.trim();
        self.exact.contains(text) || self.patterns.iter().any(|p| pieces_match(p, text))
    }

    /// The first value on a YAML line that is one of the examples.
    pub fn in_line(&self, line: &str) -> Option<String> {
        let code = line.split(" #").next().unwrap_or(line);
        let mut values: Vec<String> = quoted(code).into_iter().map(|(_, v)| v).collect();
        values.extend(flow_list(code));
        // Values written without quotes: after each `key: ` of a line or of a flow mapping.
        for part in code.split([',', '{', '}', '[', ']']) {
            if let Some((_, v)) =
                part.split_once(": ").or_else(|| part.trim_start().strip_prefix("- ").map(|v| ("", v)))
            {
                values.push(v.trim().to_owned());
            }
        }
        values.into_iter().find(|v| self.matches(v))
    }
}

/// A line's list of three or more quoted names (`key: ["Downtown", "North End", ...]`), as one
/// text: "Downtown, North End, ...".
fn flow_list(line: &str) -> Option<String> {
    let list = &line[line.find(": [")? + 3..];
    let items: Vec<String> = quoted(list).into_iter().map(|(_, v)| v).collect();
    (items.len() >= 3).then(|| items.join(", "))
}

/// The strings in double quotes on `line`, unescaped, each with the byte where its quote opens.
fn quoted(line: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut chars = line.char_indices();
    while let Some((open, _)) = chars.by_ref().find(|(_, c)| *c == '"') {
        let mut s = String::new();
        let mut closed = false;
        while let Some((_, c)) = chars.next() {
            match c {
                '\\' => s.extend(chars.next().map(|(_, c)| c)),
                '"' => {
                    closed = true;
                    break;
                }
                c => s.push(c),
            }
        }
        if closed {
            out.push((open, s));
        }
    }
    out
}

/// `text` is the pieces in order with anything between them (a city, a name, a trade).
fn pieces_match(pieces: &[String], text: &str) -> bool {
    let (Some(first), Some(last)) = (pieces.first(), pieces.last()) else { return false };
    if !text.starts_with(first.as_str()) || !text.ends_with(last.as_str()) || text.len() < first.len() + last.len() {
        return false;
    }
    let mut rest = &text[first.len()..text.len() - last.len()];
    for piece in &pieces[1..pieces.len() - 1] {
        match rest.find(piece.as_str()) {
            Some(at) => rest = &rest[at + piece.len()..],
            None => return false,
        }
    }
    true
}

/// One value `sitegen init` made up: where it wrote it, under which key of its line, and what it
/// wrote. The values written on one line (a step's title and text) are one group: the line is
/// still the made-up one while all of them read as written.
#[derive(Debug, Clone, PartialEq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Invention {
    /// The file, from the site's root (`content/site.yaml`).
    pub file: String,
    /// The line init wrote it on (which group it belongs to; the line may have moved since).
    pub line: u64,
    /// Its key on that line: `opens`, `founded.value`, `description`.
    pub key: String,
    pub value: String,
}

/// `content/.invented.yaml`: what init made up and nobody has changed or confirmed yet.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Record {
    pub inventions: Vec<Invention>,
}

/// The keys on a line that say where or how a value shows, not what is true: a figure's label, a
/// link, an icon, a button's style.
const NOT_FACTS: &[&str] = &["label", "href", "icon", "call", "style", "city", "rating", "featured"];

impl Record {
    /// Every value on the lines of `files` (path from the site's root, text) that carry an
    /// `# EXAMPLE:` note: what init (or `sitegen new`) made up.
    pub fn of_files<'a>(files: impl IntoIterator<Item = (&'a str, &'a str)>) -> Record {
        let mut inventions = Vec::new();
        for (file, text) in files {
            for (i, line) in text.lines().enumerate() {
                if line.trim_start().starts_with('#') || note(line).is_none() {
                    continue;
                }
                for (key, value) in line_values(line) {
                    inventions.push(Invention { file: file.to_owned(), line: i as u64 + 1, key, value });
                }
            }
        }
        Record { inventions }
    }

    /// The record of the site at `root`: `None` when it has none (a site made before init kept
    /// one, or by hand), a diagnostic when the file cannot be read.
    pub fn read(root: &Path) -> Result<Option<Record>, crate::Diagnostic> {
        let path = root.join(RECORD);
        let Ok(text) = std::fs::read_to_string(&path) else { return Ok(None) };
        match serde_saphyr::from_str::<Option<Vec<Invention>>>(&text) {
            Ok(list) => Ok(Some(Record { inventions: list.unwrap_or_default() })),
            Err(e) => Err(crate::Diagnostic::new(
                RECORD,
                crate::Pos::default(),
                format!(
                    "this file lists what `sitegen init` made up, and it cannot be read ({e}). It is written by sitegen: \
                     take it back from git (`git checkout {RECORD}`), or delete it to have every `# EXAMPLE` note named instead"
                ),
            )),
        }
    }

    /// The file's text: a note of what it is, then one line per value.
    pub fn to_yaml(&self) -> String {
        let mut out = String::from(
            "# What `sitegen init` made up for this site (a year, hours, figures, reviews, sentences), one value a\n\
             # line. `sitegen check` names each one at its line for as long as it reads as written here, so\n\
             # nothing invented is published unnamed (`build --strict` refuses them). Change it to the truth,\n\
             # or if it is true already, run `sitegen confirm FILE:LINE`: it leaves this list. Written by\n\
             # sitegen; no need to edit it by hand.\n",
        );
        if self.inventions.is_empty() {
            out.push_str("[]\n");
        }
        for i in &self.inventions {
            let q = |s: &str| serde_json::to_string(s).unwrap_or_default();
            out.push_str(&format!(
                "- {{ file: {}, line: {}, key: {}, value: {} }}\n",
                q(&i.file),
                i.line,
                q(&i.key),
                q(&i.value)
            ));
        }
        out
    }

    /// The groups of values written on one line, in the record's order.
    fn groups(&self) -> Vec<&[Invention]> {
        self.inventions.chunk_by(|a, b| a.file == b.file && a.line == b.line).collect()
    }

    /// Every made-up value that still reads as written: a warning at its line, naming it, what to
    /// write (the note's words, when the line still has one) and how to say it is true.
    pub fn still_there(&self, root: &Path) -> Vec<crate::Diagnostic> {
        let mut texts: BTreeMap<&str, Option<String>> = BTreeMap::new();
        let mut out = Vec::new();
        for group in self.groups() {
            let file = group[0].file.as_str();
            let text = texts.entry(file).or_insert_with(|| std::fs::read_to_string(root.join(file)).ok());
            let Some(text) = text else { continue };
            for (n, line) in matching_lines(text, group) {
                let at = line.find(&group[0].value).or_else(|| line.find(&group[0].key)).unwrap_or(0);
                let pos = crate::Pos { line: n, column: line[..at].chars().count() as u64 + 1 };
                out.push(crate::Diagnostic::new(
                    file,
                    pos,
                    invented_message(group, note(line), &format!("{file}:{n}")),
                ));
            }
        }
        out
    }

    /// Takes off the record what is at `file:line` now (the person says it is true); the values
    /// taken off, or why there are none.
    pub fn confirm(&mut self, root: &Path, file: &str, line: u64) -> Result<Vec<Invention>, String> {
        let text = std::fs::read_to_string(root.join(file)).map_err(|e| format!("cannot read {file}: {e}"))?;
        let target = text.lines().nth(line.saturating_sub(1) as usize).unwrap_or_default();
        let mut confirmed = Vec::new();
        for group in self.groups() {
            if group[0].file == file && group_on_line(group, target) {
                confirmed.extend(group.iter().cloned());
            }
        }
        if confirmed.is_empty() {
            return Err(format!(
                "nothing `sitegen init` made up is left at {file}:{line}: its values were changed or confirmed already \
                 (`sitegen check` names the ones that are left, each with its line)"
            ));
        }
        self.inventions.retain(|i| !confirmed.contains(i));
        Ok(confirmed)
    }
}

/// The lines of `text` (numbered from 1) on which every value of `group` reads as written.
fn matching_lines<'t>(text: &'t str, group: &[Invention]) -> Vec<(u64, &'t str)> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim_start().starts_with('#') && group_on_line(group, l))
        .map(|(i, l)| (i as u64 + 1, l))
        .collect()
}

fn group_on_line(group: &[Invention], line: &str) -> bool {
    // Cheap first: the first value's first words are on the line (up to a quote or escape, or a
    // list's first item).
    let first = group[0].value.split(['"', '\\', ',', '\'']).next().unwrap_or_default();
    if !line.contains(first) {
        return false;
    }
    let values = line_values(line);
    group.iter().all(|i| values.iter().any(|(k, v)| *k == i.key && *v == i.value))
}

/// What check says of a line of made-up values.
pub fn invented_message(group: &[Invention], note: Option<&str>, place: &str) -> String {
    let shown: Vec<String> = group.iter().map(|i| format!("`{}`", shorten(&i.value))).collect();
    let what = note.filter(|n| !n.is_empty()).map(|n| format!(" ({n})")).unwrap_or_default();
    let one = group.len() == 1;
    format!(
        "{} {} made up by sitegen{what} and {} published as if {} true: write the real {}, or if {} true, \
         run `sitegen confirm {place}`",
        shown.join(" and "),
        if one { "was" } else { "were" },
        if one { "is" } else { "are" },
        if one { "it were" } else { "they were" },
        if one { "one" } else { "ones" },
        if one { "it is" } else { "they are" },
    )
}

/// The words of a line's `# EXAMPLE:` note, if it has one.
fn note(line: &str) -> Option<&str> {
    note_at(line).map(|at| line[at + EXAMPLE_MARK.len()..].trim())
}

/// Where a line's `# EXAMPLE:` note starts: after a value and a space, never a whole comment line.
fn note_at(line: &str) -> Option<usize> {
    line.find(EXAMPLE_MARK).filter(|at| *at > 0 && line[..*at].ends_with(char::is_whitespace))
}

/// The values written on one YAML line, by their key (`founded.value` inside a flow mapping), as
/// text: `opens: "08:00"` is `[("opens", "08:00")]`. A line that is not a whole YAML mapping by
/// itself (a block's opening key, a long text folded over lines) has none.
pub fn line_values(line: &str) -> Vec<(String, String)> {
    // The note after the values is a YAML comment: the parser leaves it out by itself.
    let code = line.trim().trim_start_matches("- ").trim_start();
    if !code.contains(':') {
        return Vec::new();
    }
    let Ok(value) = serde_saphyr::from_str::<Node>(code) else { return Vec::new() };
    let mut out = Vec::new();
    flatten("", &value, &mut out);
    out.retain(|(k, _)| !NOT_FACTS.contains(&k.rsplit('.').next().unwrap_or(k)));
    out
}

fn flatten(prefix: &str, node: &Node, out: &mut Vec<(String, String)>) {
    match node {
        Node::Map(entries) => {
            for (k, v) in entries {
                let key = if prefix.is_empty() { k.clone() } else { format!("{prefix}.{k}") };
                flatten(&key, v, out);
            }
        }
        // A block's key alone (`hero:`) opens what follows; no value of its own.
        Node::Empty => {}
        v if !prefix.is_empty() => out.push((prefix.to_owned(), v.text())),
        _ => {}
    }
}

/// A YAML value with its mappings in their written order (what the line shows first comes first).
#[derive(Debug)]
enum Node {
    Empty,
    Text(String),
    List(Vec<Node>),
    Map(Vec<(String, Node)>),
}

impl Node {
    fn text(&self) -> String {
        match self {
            Node::Empty => String::new(),
            Node::Text(s) => s.clone(),
            Node::List(items) => items.iter().map(Node::text).collect::<Vec<_>>().join(", "),
            Node::Map(entries) => {
                entries.iter().map(|(k, v)| format!("{k}: {}", v.text())).collect::<Vec<_>>().join(", ")
            }
        }
    }
}

impl<'de> serde::Deserialize<'de> for Node {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Node, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Node;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a YAML value")
            }
            fn visit_str<E>(self, v: &str) -> Result<Node, E> {
                Ok(Node::Text(v.to_owned()))
            }
            fn visit_bool<E>(self, v: bool) -> Result<Node, E> {
                Ok(Node::Text(v.to_string()))
            }
            fn visit_i64<E>(self, v: i64) -> Result<Node, E> {
                Ok(Node::Text(v.to_string()))
            }
            fn visit_u64<E>(self, v: u64) -> Result<Node, E> {
                Ok(Node::Text(v.to_string()))
            }
            fn visit_f64<E>(self, v: f64) -> Result<Node, E> {
                Ok(Node::Text(v.to_string()))
            }
            fn visit_unit<E>(self) -> Result<Node, E> {
                Ok(Node::Empty)
            }
            fn visit_none<E>(self) -> Result<Node, E> {
                Ok(Node::Empty)
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Node, A::Error> {
                let mut items = Vec::new();
                while let Some(n) = seq.next_element()? {
                    items.push(n);
                }
                Ok(Node::List(items))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Node, A::Error> {
                let mut entries = Vec::new();
                while let Some((k, v)) = map.next_entry::<Node, Node>()? {
                    entries.push((k.text(), v));
                }
                Ok(Node::Map(entries))
            }
        }
        d.deserialize_any(Visit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lines_values_are_read_by_their_keys() {
        assert_eq!(line_values("    opens: \"08:00\"  # EXAMPLE: your hours"), [("opens".into(), "08:00".into())]);
        assert_eq!(
            line_values("  founded: { value: \"2015\", label: \"In business since\" }  # EXAMPLE: the year"),
            [("founded.value".into(), "2015".into())]
        );
        assert_eq!(
            line_values(
                "        - { title: \"We do the work\", description: \"And leave # the place clean.\" }  # EXAMPLE: x"
            ),
            [("title".into(), "We do the work".into()), ("description".into(), "And leave # the place clean.".into())]
        );
        assert_eq!(
            line_values("base_url: https://www.x.ca  # EXAMPLE: the address"),
            [("base_url".into(), "https://www.x.ca".into())]
        );
        assert_eq!(line_values("  - hero:"), []);
        assert_eq!(
            line_values("  areas: [\"Downtown\", \"North End\"]"),
            [("areas".into(), "Downtown, North End".into())]
        );
    }

    #[test]
    fn a_made_up_value_is_named_until_it_is_changed_or_confirmed_whatever_its_note() {
        let dir = tempfile::tempdir().unwrap();
        let written = "figures:\n  founded: { value: \"2015\", label: \"In business since\" }  # EXAMPLE: the year you started\n\
                       promises:\n  quote_response: \"within one business day\"  # EXAMPLE: how soon\n";
        let mut record = Record::of_files([("content/site.yaml", written)]);
        assert_eq!(record.inventions.len(), 2);
        // Read back as written.
        std::fs::create_dir_all(dir.path().join("content")).unwrap();
        std::fs::write(dir.path().join(RECORD), record.to_yaml()).unwrap();
        assert_eq!(Record::read(dir.path()).unwrap().unwrap(), record);
        // The notes deleted, a line added above: both still named, at their new lines.
        let now = "# mine\nfigures:\n  founded: { value: \"2015\", label: \"Since\" }\npromises:\n  quote_response: within one business day\n";
        std::fs::write(dir.path().join("content/site.yaml"), now).unwrap();
        let found = record.still_there(dir.path());
        assert_eq!(found.iter().map(|d| d.pos.line).collect::<Vec<_>>(), [3, 5], "{found:?}");
        assert!(
            found[0].message.contains("`2015` was made up")
                && found[0].message.contains("sitegen confirm content/site.yaml:3")
        );
        // The year changed, the promise confirmed: nothing left.
        std::fs::write(dir.path().join("content/site.yaml"), now.replace("2015", "2009")).unwrap();
        assert_eq!(record.still_there(dir.path()).len(), 1);
        let taken = record.confirm(dir.path(), "content/site.yaml", 5).unwrap();
        assert_eq!(taken[0].value, "within one business day");
        assert!(record.still_there(dir.path()).is_empty());
        assert!(record.confirm(dir.path(), "content/site.yaml", 5).unwrap_err().contains("nothing"));
    }

    #[test]
    fn inits_examples_are_known_by_their_words() {
        let e = examples();
        assert!(e.matches("A fair written price, and the work was done in one visit."));
        assert!(e.matches("Un prix écrit honnête, et tout a été fait en une seule visite."));
        assert!(e.matches("within one business day") && e.matches("le jour même"));
        assert!(e.matches("Des gens d'ici pour vos travaux de toiture, partout à Dieppe."));
        assert!(e.matches("Placeholder picture for Saskatoon"));
        assert!(e.matches("Panneaux électriques mis à niveau pour les besoins d'aujourd'hui."), "a service's line");
        assert!(!e.matches("2015") && !e.matches("Saskatoon") && !e.matches("Our crew replaced the roof in a day."));
        assert_eq!(
            e.in_line("- quote: \"Un prix écrit honnête, et tout a été fait en une seule visite.\""),
            Some("Un prix écrit honnête, et tout a été fait en une seule visite.".to_owned())
        );
        assert_eq!(e.in_line("  quote_response: within one business day"), Some("within one business day".to_owned()));
        assert_eq!(e.in_line("  quote_response: within two hours"), None);
    }

    #[test]
    fn the_comment_at_the_top_of_site_yaml_is_no_example() {
        let dir = tempfile::tempdir().unwrap();
        let text = "# Lines marked # EXAMPLE: are examples.\nbrand: x  # EXAMPLE: a name\nquote: \"A fair written price, and the work was done in one visit.\"\n";
        std::fs::write(dir.path().join("site.yaml"), text).unwrap();
        let found = example_notes(dir.path(), [Path::new("site.yaml")]);
        let lines: Vec<u64> = found.iter().map(|d| d.pos.line).collect();
        assert_eq!(lines, [2, 3], "{found:?}");
        assert!(found[1].message.contains("made up"));
    }
}
