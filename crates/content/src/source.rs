//! The text of a content file around the YAML parser: what an editor's slip looks like before
//! parsing (a file saved in another encoding, tab or pasted non-breaking-space indentation, text
//! cut short by ` #`, a `# TODO` left by `sitegen new`), and the parser's own messages said in
//! plain words at the line that is really wrong.

use serde_json::Value;

use crate::Pos;
use crate::schema::help::{self, FieldHelp};

/// The file as text, or where the first byte that is not UTF-8 sits and what to do about it.
/// A UTF-8 byte-order mark is dropped (some Windows editors write one).
pub fn decode(bytes: &[u8]) -> Result<&str, (Pos, String)> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    std::str::from_utf8(bytes).map_err(|e| {
        let good = &bytes[..e.valid_up_to()];
        let line = good.iter().filter(|b| **b == b'\n').count() as u64 + 1;
        let line_start = good.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
        let column = String::from_utf8_lossy(&good[line_start..]).chars().count() as u64 + 1;
        (
            Pos { line, column },
            "this file is not saved as UTF-8: the character here is in another encoding (often Latin-1 or \
             Windows-1252, from an older editor or a copy from Word). Save the file with the UTF-8 encoding \
             (in most editors: Save As, then Encoding: UTF-8) and type the character again"
                .to_owned(),
        )
    })
}

/// What kind of slip a line of text holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slip {
    /// Tab or non-breaking-space indentation: the parse fails because of it, and the parser's own
    /// message would be about its consequences, somewhere else.
    Indentation,
    /// Text YAML would cut short at ` #`.
    CutText,
    /// Braces or brackets cut short at ` #` (`{ primary: #9b2c2c, ... }`): they never close, so
    /// the parser reads the next lines inside them and complains about those, elsewhere.
    CutBraces,
    /// A `# TODO` note left by `sitegen new`.
    Todo,
    /// Text starting with a character YAML keeps for itself (`*bold*`, `@name`, `` `code` ``).
    Reserved,
}

/// Slips found in the text itself, each at its line. Indentation slips stop the parse (see
/// [`breaks_indentation`]); the others do not, so the rest of the file is still checked in the
/// same run.
pub fn scan(text: &str) -> Vec<(Slip, Pos, String)> {
    let mut out = Vec::new();
    // Inside a block scalar (`|` or `>`), every line indented deeper than its key is text, where
    // `#` is a character like any other.
    let mut block: Option<usize> = None;
    // Inside a quoted scalar that spans lines, `#` is text too.
    let mut open_quote: Option<char> = None;
    for (i, line) in text.lines().enumerate() {
        let number = i as u64 + 1;
        let indent_end = line.find(|c: char| c != ' ').unwrap_or(line.len());
        let rest = &line[indent_end..];
        if let Some(c) = rest.chars().next()
            && (c == '\t' || c == '\u{a0}')
        {
            out.push((Slip::Indentation, Pos { line: number, column: indent_end as u64 + 1 }, indentation_message(c)));
            continue;
        }
        if let Some(q) = open_quote {
            if closes_quote(line, q).is_some() {
                open_quote = None;
            }
            continue;
        }
        if let Some(key_indent) = block {
            if rest.is_empty() || indent_end > key_indent {
                continue;
            }
            block = None;
        }
        if rest.starts_with('#') {
            if let Some(note) = todo_note(rest) {
                out.push((Slip::Todo, Pos { line: number, column: indent_end as u64 + 1 }, todo_message(note)));
            }
            continue;
        }
        let (value_at, value) = value_of(line, indent_end);
        let value = value.trim_end();
        match value.chars().next() {
            Some('|' | '>') => block = Some(indent_end),
            Some(q @ ('"' | '\'')) => {
                match closes_quote(&value[1..], q) {
                    Some(end) => {
                        let after = &value[1 + end + 1..];
                        if let Some(at) = comment_start(after) {
                            check_comment(&mut out, number, line, value_at + 1 + end + 1 + at, None);
                        }
                    }
                    None => open_quote = Some(q),
                }
                continue;
            }
            Some('{' | '[') | None => {
                if let Some(at) = comment_start(value) {
                    match cut_braces(line, value_at, &value[..at], &value[at..]) {
                        Some(message) => {
                            let column = line[..value_at + at].chars().count() as u64 + 1;
                            out.push((Slip::CutBraces, Pos { line: number, column }, message));
                        }
                        None => check_comment(&mut out, number, line, value_at + at, None),
                    }
                }
            }
            // Only a value after a key or a `- `: a line of text continued from the line above may
            // start with any character.
            Some(c @ ('*' | '&' | '!' | '@' | '`' | '%')) if value_at > indent_end => {
                let column = line[..value_at].chars().count() as u64 + 1;
                out.push((Slip::Reserved, Pos { line: number, column }, reserved_message(c, line, value_at)));
            }
            Some(_) => {
                if let Some(at) = comment_start(value) {
                    check_comment(&mut out, number, line, value_at + at, Some((value_at, &value[..at])));
                }
            }
        }
    }
    out
}

/// Text that starts with `*`, `&`, `!`, `@`, `` ` `` or `%` is not text to YAML: it fails to read,
/// or (`&`, `!`) loses its first word without a word. Quoting it is the fix, shown on the line.
fn reserved_message(c: char, line: &str, value_at: usize) -> String {
    let why = match c {
        '*' => "YAML reads a `*` at the start of a value as a pointer to another place in the file".to_owned(),
        '&' => "YAML reads a `&` at the start of a value as a name for it, and drops the word after it".to_owned(),
        '!' => "YAML reads a `!` at the start of a value as a mark of its kind, and drops the word after it".to_owned(),
        '`' => "YAML keeps a backtick at the start of a value for its own use".to_owned(),
        _ => format!("YAML keeps a `{c}` at the start of a value for its own use"),
    };
    let key = line[..value_at].trim_end();
    let value = line[value_at..].trim_end();
    let quoted = format!("\"{}\"", value.replace('\\', "\\\\").replace('"', "\\\""));
    let fixed = if key.is_empty() { quoted } else { format!("{} {quoted}", key.trim_start()) };
    let name = if c == '`' { "a backtick (`)".to_owned() } else { format!("`{c}`") };
    format!(
        "text that starts with {name} must be put in quotes: {why}. Write the line with double quotes around \
         the text: {}",
        shorten_to(&fixed, 100)
    )
}

fn indentation_message(c: char) -> String {
    if c == '\t' {
        "this line is indented with a tab; YAML needs spaces. Replace the tab at the start of the line with spaces \
         (as many as the lines around it use)"
            .to_owned()
    } else {
        "this line is indented with a non-breaking space (it looks like a space, but usually comes from text \
         pasted from a web page or Word). Delete the spaces at the start of the line and type them again"
            .to_owned()
    }
}

/// Where the value of a `key: value` or `- value` line starts (a byte offset in `line`), and it.
fn value_of(line: &str, indent_end: usize) -> (usize, &str) {
    let mut at = indent_end;
    while line[at..].starts_with("- ") {
        at += 2;
        at += line[at..].find(|c: char| c != ' ').unwrap_or(line.len() - at);
    }
    let rest = &line[at..];
    // A key is a plain word (no quotes, no `#`) followed by `: ` or a final `:`.
    if !rest.starts_with(['"', '\'', '{', '[', '#']) {
        let key_end = rest.find(": ").or_else(|| rest.strip_suffix(':').map(str::len));
        if let Some(k) = key_end
            && !rest[..k].contains(" #")
        {
            let v = k + 1;
            let skip = rest[v..].find(|c: char| c != ' ').unwrap_or(rest.len() - v);
            return (at + v + skip, &rest[v + skip..]);
        }
    }
    (at, rest)
}

/// The byte offset of the quote that closes a scalar opened with `q`, in `s` (which starts just
/// after the opening quote).
fn closes_quote(s: &str, q: char) -> Option<usize> {
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i] as char;
        if q == '"' && c == '\\' {
            i += 2;
            continue;
        }
        if c == q {
            if q == '\'' && bytes.get(i + 1) == Some(&b'\'') {
                i += 2;
                continue;
            }
            return Some(i);
        }
        i += 1;
    }
    None
}

/// Where a YAML comment starts in a value: a `#` at its start or after a space.
fn comment_start(value: &str) -> Option<usize> {
    if value.starts_with('#') {
        return Some(0);
    }
    value.find(" #").map(|i| i + 1)
}

/// A comment after a value is fine (`provider: demo  # change before publishing`), but `#` right
/// against a word (`#1`, `#yyc`) is text the editor meant to publish: YAML drops it silently.
/// A `# TODO` note after a value is an unfinished line.
fn check_comment(out: &mut Vec<(Slip, Pos, String)>, number: u64, line: &str, at: usize, plain: Option<(usize, &str)>) {
    let column = line[..at].chars().count() as u64 + 1;
    let comment = &line[at..];
    if let Some(note) = todo_note(comment) {
        out.push((Slip::Todo, Pos { line: number, column }, todo_message(note)));
        return;
    }
    let cut = comment[1..].chars().next().is_some_and(|c| !c.is_whitespace());
    if let (true, Some((start, kept))) = (cut, plain) {
        let kept = kept.trim_end();
        let whole = line[start..].trim_end();
        let key = line[..start].trim().trim_start_matches("- ").trim();
        out.push((
            Slip::CutText,
            Pos { line: number, column },
            format!(
                "the text stops before `{}`: YAML reads ` #` as the start of a comment, so this line would be \
                 published as \"{}\". Put the whole text in double quotes: {key} \"{}\"",
                shorten(comment.trim_end()),
                shorten(kept),
                shorten(&whole.replace('\\', "\\\\").replace('"', "\\\""))
            ),
        ));
    }
}

/// Long text cut to what a message needs to show.
fn shorten(s: &str) -> String {
    shorten_to(s, 40)
}

fn shorten_to(s: &str, max: usize) -> String {
    if s.chars().count() <= max { s.to_owned() } else { format!("{}...", s.chars().take(max).collect::<String>()) }
}

/// The note of a `# TODO` comment (`rewrite for this page`), if `comment` is one.
fn todo_note(comment: &str) -> Option<&str> {
    let body = comment.strip_prefix('#')?.trim_start();
    let rest = body.strip_prefix("TODO")?;
    Some(rest.trim_start_matches(':').trim())
}

fn todo_message(note: &str) -> String {
    let note = if note.is_empty() { String::new() } else { format!(" (\"{note}\")") };
    format!(
        "a `# TODO` note from `sitegen new` is still here{note}: the text it marks was copied from another page \
         or city and is not right here yet. Write the right text, then delete the `# TODO` note"
    )
}

/// The parser's message about `text`, at `pos`, in the words of someone editing the file, and at
/// the line that is really wrong when the parser noticed too late. `schema` (the file's plain
/// schema) says what a field left empty is for.
pub fn explain(text: &str, pos: Pos, message: String, schema: Option<&Value>) -> (Pos, String) {
    let line = |n: u64| text.lines().nth(usize::try_from(n.max(1) - 1).unwrap_or(0)).unwrap_or("");
    let here = line(pos.line);
    if message.contains("mapping values are not allowed") || message.contains("mapping values not allowed") {
        return (pos, colon_message(here));
    }
    if message.contains("found a tab") || message.contains("tabs disallowed") {
        return (pos, indentation_message('\t'));
    }
    if message.contains("trailing content after")
        && let Some(found) = quote_inside_quotes(here, pos, &message)
    {
        return found;
    }
    if message.contains("quoted scalar")
        && let Some(found) = unclosed_quote(text, pos)
    {
        return found;
    }
    if let Some(field) = message.strip_prefix("missing field `").and_then(|m| m.split('`').next()) {
        return misplaced_field(text, pos, field).unwrap_or_else(|| {
            (
                pos,
                format!(
                    "`{field}` is missing from this group: add a `{field}:` line, indented like the other fields of the group"
                ),
            )
        });
    }
    if message.starts_with("invalid boolean") {
        let from = usize::try_from(pos.column.max(1) - 1).unwrap_or(0);
        let value: String = here.chars().skip(from).take_while(|c| !matches!(c, ',' | '}' | ']' | '#')).collect();
        return (pos, format!("`{}` is not true or false: write `true` or `false`", value.trim()));
    }
    if message.contains("did not find expected key") || message.contains("did not find expected '-'") {
        return (pos, "this line is not lined up with the lines around it: check that it is indented with the same number of spaces as the other fields of its group".to_owned());
    }
    if message.contains("cannot deserialize null") || message.contains("invalid type: null") {
        return (pos, empty_message(text, pos, schema));
    }
    if let Some(split) = comma_split(here, pos, &message) {
        return (pos, split);
    }
    if message.starts_with("invalid ")
        && ["i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "usize"].iter().any(|t| message.ends_with(t))
    {
        let from = usize::try_from(pos.column.max(1) - 1).unwrap_or(0);
        let value: String = here.chars().skip(from).take_while(|c| !matches!(c, ',' | '}' | ']' | '#')).collect();
        let value = value.trim();
        return (pos, format!("`{value}` is not a whole number (expected digits only, such as 480)"));
    }
    (pos, message)
}

/// A field written with nothing after its colon: its name, what it is for and how to write it,
/// from the schema, and whether the line may go.
fn empty_message(text: &str, pos: Pos, schema: Option<&Value>) -> String {
    let path = help::path_at(text, pos.line);
    let Some(help::Step::Field(key)) = path.last() else {
        return "nothing is written after the colon: write a value, or remove the line if the field is optional"
            .to_owned();
    };
    let found = schema.and_then(|s| help::field_help(s, &path));
    let mut out = format!("nothing is written after `{key}:`");
    match found {
        Some(FieldHelp { description, how, required }) => {
            if let Some(d) = description {
                out.push_str(&format!(". It holds {}", lower_first(d.trim_end_matches('.'))));
            }
            match how {
                Some(h) => out.push_str(&format!(". {}", h.trim_end_matches('.'))),
                None => out.push_str(". Write its value after the colon"),
            }
            if !required {
                out.push_str(", or remove the line (this field is optional)");
            }
        }
        None => out.push_str(": write a value after the colon, or remove the line if the field is optional"),
    }
    out
}

/// Inside `{ ... }` a comma ends a value: unquoted text with a comma becomes a value and then a
/// field named after the rest of the text, which the parser reports as an unknown field.
fn comma_split(line: &str, pos: Pos, message: &str) -> Option<String> {
    let name = message.strip_prefix("unknown field `")?.split('`').next()?;
    let from = usize::try_from(pos.column.max(1) - 1).ok()?;
    let at = line.char_indices().nth(from).map(|(i, _)| i)?;
    if !line[at..].starts_with(name) || !line[..at].contains('{') {
        return None;
    }
    // The text was split only when the "field" has no colon after it.
    let after = line[at + name.len()..].trim_start();
    if after.starts_with(':') {
        return None;
    }
    let before = line[..at].trim_end().strip_suffix(',')?;
    let key_end = before.rfind(": ")?;
    let key_start = before[..key_end].rfind(['{', ',', ' ']).map_or(0, |i| i + 1);
    let key = before[key_start..key_end].trim();
    let head = before[key_end + 2..].trim();
    let whole = format!("{head}, {}", name.trim());
    Some(format!(
        "the comma after `{}` split this text in two: inside {{ ... }} a comma ends a value, so `{}` was read as \
         another field. Put the whole text in double quotes: {key}: \"{}\"",
        shorten_end(head),
        shorten(name.trim()),
        shorten_to(&whole.replace('\\', "\\\\").replace('"', "\\\""), 100)
    ))
}

/// "The business phone number" as it reads inside a sentence; "E-mail" and "URL" keep theirs.
fn lower_first(s: &str) -> String {
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(first), Some(second)) if first.is_uppercase() && second.is_lowercase() => {
            first.to_lowercase().chain(s.chars().skip(1)).collect()
        }
        _ => s.to_owned(),
    }
}

/// The end of long text, for "the comma after `...set to heat`".
fn shorten_end(s: &str) -> String {
    const MAX: usize = 30;
    let n = s.chars().count();
    if n <= MAX { s.to_owned() } else { format!("...{}", s.chars().skip(n - MAX).collect::<String>()) }
}

/// Top-level fields the file must have and does not: every one of them, each with what it is for,
/// so two deleted groups are two messages in one run.
pub fn missing_top_level(text: &str, schema: &Value) -> Vec<(Pos, String)> {
    let present: Vec<&str> =
        text.lines().filter(|l| !l.starts_with([' ', '#', '-'])).filter_map(|l| l.split(':').next()).collect();
    help::required_top_level(schema)
        .into_iter()
        .filter(|k| !present.contains(k))
        .map(|k| {
            let what = help::field_help(schema, &[help::Step::Field(k.to_owned())])
                .and_then(|h| h.description)
                .map(|d| format!(" ({})", lower_first(d.trim_end_matches('.'))))
                .unwrap_or_default();
            (
                Pos { line: 1, column: 1 },
                format!("`{k}`{what} is missing from this file: add the line `{k}:` with its value, not indented"),
            )
        })
        .collect()
}

/// `{ primary: #9b2c2c, accent: ... }`: a `#` after a space inside braces (or brackets) opened on
/// the line starts a comment, so they are never closed. The message names the value to quote.
fn cut_braces(line: &str, value_at: usize, kept: &str, comment: &str) -> Option<String> {
    let opened = kept.matches(['{', '[']).count();
    let closed = kept.matches(['}', ']']).count();
    if opened <= closed || comment[1..].starts_with(char::is_whitespace) {
        return None;
    }
    let value: String = comment.chars().take_while(|c| !matches!(c, ',' | '}' | ']' | ' ')).collect();
    let key = kept.trim_end().trim_end_matches(':').rsplit(['{', ',', '[']).next().unwrap_or("").trim();
    let fixed = if key.is_empty() { format!("\"{value}\"") } else { format!("{key}: \"{value}\"") };
    let field = line[..value_at].trim().trim_start_matches("- ").trim_end_matches(':').trim();
    Some(format!(
        "`{value}` needs double quotes: without them YAML reads ` #` as the start of a comment, so the rest of \
         this line is dropped and the {} of `{field}` never close. Write {fixed}",
        if kept.trim_start().starts_with('[') { "brackets [ ]" } else { "braces { }" },
    ))
}

/// `'l'équipe'`: an apostrophe inside single quotes ends the text there (and `"say "hi""` inside
/// double quotes), and the parser only says "trailing content". The fix, in words.
fn quote_inside_quotes(here: &str, pos: Pos, message: &str) -> Option<(Pos, String)> {
    let q = if message.contains("single-quoted") {
        '\''
    } else if message.contains("double-quoted") {
        '"'
    } else {
        return None;
    };
    let indent_end = here.find(|c: char| c != ' ').unwrap_or(here.len());
    let (at, value) = value_of(here, indent_end);
    let value = value.trim_end();
    let inner = value.strip_prefix(q)?;
    let end = closes_quote(inner, q)?;
    let column = here[..at + 1 + end].chars().count() as u64 + 1;
    let text = inner.strip_suffix(q).unwrap_or(inner);
    let message = if q == '\'' {
        format!(
            "the apostrophe after `{}` ends the text that the single quote before it opened. Inside single quotes \
             write an apostrophe twice ('{}'), or put the text in double quotes: \"{}\"",
            shorten(&inner[..end]),
            shorten(&text.replace("''", "'").replace('\'', "''")),
            shorten(&text.replace("''", "'").replace('"', "\\\"")),
        )
    } else {
        format!(
            "the \" after `{}` ends the text that the \" before it opened. Inside double quotes write \\\" for a \
             quotation mark, or use « » or “ ” in the text",
            shorten(&inner[..end]),
        )
    };
    Some((Pos { line: pos.line, column }, message))
}

/// The quote that opens a text and never closes: the parser notices only lines later.
fn unclosed_quote(text: &str, pos: Pos) -> Option<(Pos, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let last = usize::try_from(pos.line).ok()?.min(lines.len());
    (0..last).rev().take(50).find_map(|i| {
        let line = lines[i];
        let indent_end = line.find(|c: char| c != ' ').unwrap_or(line.len());
        let (at, value) = value_of(line, indent_end);
        let q = value.chars().next().filter(|c| *c == '"' || *c == '\'')?;
        closes_quote(&value[1..], q).is_none().then(|| {
            (
                Pos { line: i as u64 + 1, column: line[..at].chars().count() as u64 + 1 },
                format!("this text opens a quote ({q}) that is never closed: add a closing {q} at the end of the text"),
            )
        })
    })
}

/// `: ` inside unquoted text makes YAML read a second key; curly quotes from a word processor do
/// not count as quotes. The fix is the same: straight double quotes around the whole text.
fn colon_message(line: &str) -> String {
    let indent_end = line.find(|c: char| c != ' ').unwrap_or(line.len());
    let (at, value) = value_of(line, indent_end);
    let value = value.trim_end();
    let key = line[..at].trim().trim_start_matches("- ").trim();
    let curly = value.starts_with(['\u{201c}', '\u{201d}', '\u{2018}', '\u{2019}']);
    let inner = value.trim_matches(['\u{201c}', '\u{201d}', '\u{2018}', '\u{2019}']);
    let fixed = format!("{key} \"{}\"", shorten(&inner.replace('\\', "\\\\").replace('"', "\\\"")));
    if curly {
        format!(
            "this text is in curly quotes (“ ”), which YAML does not read as quotes, so the `: ` inside it starts a \
             new field. Use straight double quotes instead: {fixed}"
        )
    } else {
        format!(
            "this text contains `: ` (a colon and a space), which YAML reads as the start of a new field. Put the \
             whole text in double quotes: {fixed}"
        )
    }
}

/// The parser says a field is missing where the group ends; when the field is written nearby
/// with other indentation, the real mistake is that line's indentation.
fn misplaced_field(text: &str, pos: Pos, field: &str) -> Option<(Pos, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let at = usize::try_from(pos.line).ok()?.checked_sub(1)?;
    let indent = |l: &str| l.find(|c: char| c != ' ').unwrap_or(l.len());
    // The group's own indentation: the field the parser pointed at, after any `- `.
    let group = lines.get(at).map(|l| {
        let i = indent(l);
        i + if l[i..].starts_with("- ") { 2 } else { 0 }
    })?;
    let near = (at.saturating_sub(30)..(at + 30).min(lines.len())).filter(|i| *i != at);
    let mut best: Option<usize> = None;
    for i in near {
        let l = lines[i];
        // A field one or two spaces off; a list item (`- title:`) starts a group of its own.
        let start = indent(l);
        if l[start..].starts_with(&format!("{field}:")) && start != group && start.abs_diff(group) <= 2 {
            let closer = best.is_none_or(|b| i.abs_diff(at) < b.abs_diff(at));
            if closer {
                best = Some(i);
            }
        }
    }
    let i = best?;
    let start = indent(lines[i]);
    let (more_less, n) = if start < group { ("fewer", group - start) } else { ("more", start - group) };
    Some((
        Pos { line: i as u64 + 1, column: start as u64 + 1 },
        format!(
            "`{field}` is indented with {n} {more_less} space{} than the other fields of its group, so it does not belong to it: \
             line it up with them ({group} spaces before `{field}`)",
            if n == 1 { "" } else { "s" }
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn messages(text: &str) -> Vec<(u64, u64, String)> {
        scan(text).into_iter().map(|(_, p, m)| (p.line, p.column, m)).collect()
    }

    #[test]
    fn latin1_is_found_at_its_character() {
        let (pos, msg) = decode(b"a: 1\nlocation: Caf\xe9\n").unwrap_err();
        assert_eq!(pos, Pos { line: 2, column: 14 });
        assert!(msg.contains("UTF-8"), "{msg}");
        assert_eq!(decode(b"\xEF\xBB\xBFa: 1\n").unwrap(), "a: 1\n");
    }

    #[test]
    fn tabs_and_pasted_spaces_in_indentation() {
        let m = messages("a:\n\tb: 1\n  c: 2\n\u{a0} d: 3\n");
        assert_eq!(m.len(), 2);
        assert_eq!((m[0].0, m[0].1), (2, 1));
        assert!(m[0].2.contains("tab"));
        assert_eq!((m[1].0, m[1].1), (4, 1));
        assert!(m[1].2.contains("non-breaking"));
    }

    #[test]
    fn text_cut_by_a_hash_is_found_and_real_comments_are_not() {
        let m = messages("- quote: Chinook is #1 in Airdrie\n  author: A\n");
        assert_eq!(m.len(), 1, "{m:?}");
        assert_eq!((m[0].0, m[0].1), (1, 21));
        assert!(m[0].2.contains("published as \"Chinook is\""), "{}", m[0].2);
        assert!(m[0].2.contains("quote: \"Chinook is #1 in Airdrie\""), "{}", m[0].2);
        for fine in [
            "provider: demo  # change before publishing\n",
            "quote: \"Chinook is #1\"\n",
            "quote: 'Chinook is #1'\n",
            "answer: >-\n  Chinook is #1 in Airdrie\nnext: x\n",
            "href: /calgary#plans\n",
            "# a comment #1\n",
            "items:\n  - \"We are #1\"\n",
            "text: \"a long quoted\n  text #1 over lines\"\n",
        ] {
            assert!(messages(fine).is_empty(), "{fine:?}: {:?}", messages(fine));
        }
        assert_eq!(messages("items:\n  - We are #1\n").len(), 1);
    }

    #[test]
    fn todo_notes_fail() {
        let m = messages("# TODO: lines marked TODO\ntitle: X  # TODO: rewrite for this page\nok: y # fine\n");
        assert_eq!(m.iter().map(|m| m.0).collect::<Vec<_>>(), vec![1, 2]);
        assert!(m[1].2.contains("rewrite for this page"));
    }

    #[test]
    fn parser_messages_in_plain_words() {
        let text = "- quote: Great: really\n";
        let (_, m) =
            explain(text, Pos { line: 1, column: 15 }, "mapping values are not allowed in this context".into(), None);
        assert!(m.contains("quote: \"Great: really\""), "{m}");
        let text = "- quote: \u{201c}Great: really\u{201d}\n";
        let (_, m) =
            explain(text, Pos { line: 1, column: 15 }, "mapping values are not allowed in this context".into(), None);
        assert!(m.contains("curly quotes") && m.contains("quote: \"Great: really\""), "{m}");
    }

    #[test]
    fn text_starting_with_a_reserved_character_is_found_and_quoted() {
        for (text, quoted) in [
            ("- quote: **Fast!** They came\n", "quote: \"**Fast!** They came\""),
            ("author: @mike.r\n", "author: \"@mike.r\""),
            ("title: & more\n", "title: \"& more\""),
            ("items:\n  - !important\n", "\"!important\""),
        ] {
            let m = messages(text);
            assert_eq!(m.len(), 1, "{text:?}: {m:?}");
            assert!(m[0].2.contains(quoted), "{}", m[0].2);
        }
        for fine in [
            "quote: \"*bold*\"\n",
            "quote: A *bold* move\n",
            "text: |\n  *one*\n",
            "a: { b: c }\n",
            "quote: A long text\n  *continued* here\n",
        ] {
            assert!(messages(fine).is_empty(), "{fine:?}: {:?}", messages(fine));
        }
    }

    #[test]
    fn a_colour_cut_by_a_hash_inside_braces_is_found_at_its_line() {
        let found = scan("brand:\n  colors: { primary: #9b2c2c, accent: \"#7b1e1e\" }\ntrade: roofing\n");
        assert_eq!(found.len(), 1, "{found:?}");
        let (slip, pos, message) = &found[0];
        assert_eq!((*slip, pos.line, pos.column), (Slip::CutBraces, 2, 22));
        assert!(message.contains("Write primary: \"#9b2c2c\""), "{message}");
        // A real note after closed braces is a note.
        assert!(scan("colors: { primary: \"#9b2c2c\" } # the brand's red\n").is_empty());
    }

    #[test]
    fn an_apostrophe_inside_single_quotes_says_to_double_it() {
        let line = "  lead: 'l'équipe est là'";
        let (pos, message) = explain(
            line,
            Pos { line: 1, column: 12 },
            "invalid trailing content after single-quoted scalar".into(),
            None,
        );
        assert_eq!((pos.line, pos.column), (1, 11));
        assert!(message.contains("('l''équipe est là')") && message.contains("\"l'équipe est là\""), "{message}");
    }

    #[test]
    fn a_comma_inside_braces_is_said_to_split_the_text() {
        let line = "  - { title: Roof, text: Old shingles off, then every old layer comes off }";
        let at = line.find("then").unwrap() as u64 + 1;
        let (_, m) = explain(
            line,
            Pos { line: 1, column: at },
            "unknown field `then every old layer comes off`, expected one of: title, text".into(),
            None,
        );
        assert!(m.contains("comma after `Old shingles off`"), "{m}");
        assert!(m.contains("text: \"Old shingles off, then every old layer c"), "{m}");
        // A real unknown field (it has its colon) keeps the parser's words.
        let line = "  - { title: Roof, txt: Old }";
        let (_, m) = explain(line, Pos { line: 1, column: 20 }, "unknown field `txt`".into(), None);
        assert_eq!(m, "unknown field `txt`");
    }

    #[test]
    fn a_field_left_empty_says_what_belongs_there() {
        let site = crate::schema::help::schema_of(std::path::Path::new("content/site.yaml"));
        let text = "brand:\n  name: X\nphone:\n";
        let (_, m) = explain(text, Pos { line: 3, column: 6 }, "invalid type: null, expected a string".into(), site);
        assert!(m.starts_with("nothing is written after `phone:`. It holds the business phone number"), "{m}");
        assert!(m.contains("like (555) 555-0142"), "{m}");
        assert!(!m.contains("optional"), "phone is required: {m}");
    }

    #[test]
    fn a_missing_field_points_at_the_misindented_line() {
        let text = "items:\n  - name: A\n    price: $1\n   features:\n      - x\n";
        let (pos, m) = explain(text, Pos { line: 3, column: 5 }, "missing field `features`".into(), None);
        assert_eq!(pos, Pos { line: 4, column: 4 });
        assert!(m.contains("1 fewer space"), "{m}");
    }
}
