//! Every escaping rule of the generator, in one place, so that what one stage writes the next reads
//! back the same way: templates escape text for HTML, the island bridge puts text into the islands'
//! server HTML exactly as their renderer would have escaped it, props JSON goes inside `<script>`
//! blocks, the preview sends JSON to the browser, and the link checker decodes attribute values.

use std::borrow::Cow;

/// How an apostrophe is written: minijinja templates use `&#39;`. `Keep` leaves it as it is, which
/// is safe only inside a double-quoted attribute value (the security policy in `<meta>`, whose
/// `'self'` stays readable in the page source).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Apostrophe {
    Decimal,
    Keep,
}

/// HTML-escapes the five characters that matter in text and quoted attribute values
/// (`& < > " '`). `/` is left alone: it is safe, and escaping it turns every URL into `&#x2f;` soup.
pub fn html(text: &str, apostrophe: Apostrophe) -> Cow<'_, str> {
    let apostrophe = apostrophe == Apostrophe::Decimal;
    let hit = |b: u8| (b == b'&') | (b == b'<') | (b == b'>') | (b == b'"') | (apostrophe & (b == b'\''));
    replace_bytes(text, hit, |b| match b {
        b'&' => "&amp;",
        b'<' => "&lt;",
        b'>' => "&gt;",
        b'"' => "&quot;",
        _ => "&#39;",
    })
}

/// Text as the islands' server renderer (preact-render-to-string) escapes it, in text and in
/// double-quoted attribute values alike: `&`, `<` and `"` only (a `>` or `'` there ends nothing).
pub fn island_text(text: &str) -> Cow<'_, str> {
    replace_bytes(
        text,
        |b| (b == b'&') | (b == b'<') | (b == b'"'),
        |b| match b {
            b'&' => "&amp;",
            b'<' => "&lt;",
            _ => "&quot;",
        },
    )
}

/// `text` with each ASCII byte that `hit` picks replaced by `replacement(byte)`, the runs between
/// copied whole (every page's text goes through here; most of it needs nothing).
fn replace_bytes(text: &str, hit: impl Fn(u8) -> bool, replacement: impl Fn(u8) -> &'static str) -> Cow<'_, str> {
    let bytes = text.as_bytes();
    let Some(first) = position(bytes, &hit) else {
        return Cow::Borrowed(text);
    };
    let mut out = String::with_capacity(text.len() + 16);
    let (mut copied, mut next) = (0, Some(first));
    while let Some(i) = next {
        // `bytes[i]` is ASCII, so `i` is a character boundary.
        out.push_str(&text[copied..i]);
        out.push_str(replacement(bytes[i]));
        copied = i + 1;
        next = position(&bytes[copied..], &hit).map(|off| copied + off);
    }
    out.push_str(&text[copied..]);
    Cow::Owned(out)
}

/// Index of the first byte `hit` picks. 32 bytes are tested at a time with no branch between them,
/// which the compiler turns into vector compares (byte by byte, this was 4% of a large build).
#[inline]
fn position(bytes: &[u8], hit: &impl Fn(u8) -> bool) -> Option<usize> {
    let (chunks, rest) = bytes.as_chunks::<32>();
    for (n, chunk) in chunks.iter().enumerate() {
        if chunk.iter().fold(false, |any, &b| any | hit(b)) {
            return chunk.iter().position(|&b| hit(b)).map(|i| n * 32 + i);
        }
    }
    rest.iter().position(|&b| hit(b)).map(|i| chunks.len() * 32 + i)
}

/// Makes JSON safe inside a `<script>` element: nothing in it can close the element, open a
/// comment, or end a line in a JavaScript parser. The result is still JSON with the same value.
pub fn json_in_script(json: &str) -> Cow<'_, str> {
    let bytes = json.as_bytes();
    // U+2028 and U+2029 (E2 80 A8, E2 80 A9) are the only characters outside ASCII to replace; a
    // lead byte E2 is found with the ASCII ones and looked at more closely.
    let hit = |b: u8| (b == b'<') | (b == b'>') | (b == b'&') | (b == 0xE2);
    let replacement = |i: usize| -> Option<(&'static str, usize)> {
        match bytes[i] {
            b'<' => Some(("\\u003c", 1)),
            b'>' => Some(("\\u003e", 1)),
            b'&' => Some(("\\u0026", 1)),
            _ => match bytes.get(i + 1..i + 3) {
                Some([0x80, 0xA8]) => Some(("\\u2028", 3)),
                Some([0x80, 0xA9]) => Some(("\\u2029", 3)),
                _ => None,
            },
        }
    };
    let mut out: Option<String> = None;
    let (mut copied, mut from) = (0, 0);
    while let Some(i) = position(&bytes[from..], &hit).map(|off| from + off) {
        match replacement(i) {
            // Each match starts a character, so `i` is a boundary.
            Some((r, len)) => {
                let out = out.get_or_insert_with(|| String::with_capacity(json.len() + 16));
                out.push_str(&json[copied..i]);
                out.push_str(r);
                copied = i + len;
                from = copied;
            }
            None => from = i + 1,
        }
    }
    match out {
        None => Cow::Borrowed(json),
        Some(mut out) => {
            out.push_str(&json[copied..]);
            Cow::Owned(out)
        }
    }
}

/// `s` as a JSON string literal, quotes included.
pub fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 || c == '\u{2028}' || c == '\u{2029}' => {
                out.push_str(&format!("\\u{:04x}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Decodes the entities an attribute value written by [`html`] (or minijinja's default escaping,
/// which also escapes `/`) can contain. `&amp;` last, so `&amp;lt;` stays `&lt;`.
pub fn decode_attribute(v: &str) -> Cow<'_, str> {
    if !v.contains('&') {
        return Cow::Borrowed(v);
    }
    Cow::Owned(
        v.replace("&quot;", "\"")
            .replace("&#x27;", "'")
            .replace("&#39;", "'")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&#x2f;", "/")
            .replace("&#x2F;", "/")
            .replace("&amp;", "&"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_escapes_the_five_and_round_trips() {
        let s = r#"Fix & <Repair> "now" it's /here"#;
        assert_eq!(html(s, Apostrophe::Decimal), "Fix &amp; &lt;Repair&gt; &quot;now&quot; it&#39;s /here");
        assert_eq!(decode_attribute(&html(s, Apostrophe::Decimal)), s);
        assert!(matches!(html("plain", Apostrophe::Decimal), Cow::Borrowed(_)));
        assert_eq!(island_text(s), "Fix &amp; &lt;Repair> &quot;now&quot; it's /here");
        assert_eq!(decode_attribute(&island_text(s)), s);
        assert!(matches!(island_text("it's > plain"), Cow::Borrowed(_)));
        // Kept apostrophes: only inside a double-quoted value, where they cannot end it.
        assert_eq!(html(s, Apostrophe::Keep), "Fix &amp; &lt;Repair&gt; &quot;now&quot; it's /here");
        assert!(matches!(html("default-src 'self'", Apostrophe::Keep), Cow::Borrowed(_)));
        assert_eq!(decode_attribute("&amp;lt;"), "&lt;");
    }

    #[test]
    fn script_json_cannot_close_the_block() {
        let s = json_in_script(r#"{"a":"</script><script>alert(1)</script>&"}"#);
        assert!(!s.contains('<') && !s.contains('>') && !s.contains('&'));
        assert_eq!(json_in_script("\"\u{2028}\u{2029}\""), "\"\\u2028\\u2029\"");
        // Other characters starting with the same byte are left alone.
        assert_eq!(json_in_script("\"\u{2026} & \u{2029}\u{2030}é\""), "\"\u{2026} \\u0026 \\u2029\u{2030}é\"");
        assert!(matches!(json_in_script("{\"a\":\"Heat \u{2014} Gas\"}"), Cow::Borrowed(_)));
    }

    /// The rules written out one character at a time, against which the fast scans are checked.
    fn reference(text: &str, rule: impl Fn(char) -> Option<&'static str>) -> String {
        text.chars().map(|c| rule(c).map_or_else(|| c.to_string(), str::to_owned)).collect()
    }

    #[test]
    fn fast_scans_equal_the_rules_on_random_text() {
        // Texts of every length around the 32-byte chunks, the special characters anywhere in
        // them (first, last, across chunk ends), among multi-byte characters.
        let alphabet =
            ['a', ' ', '&', '<', '>', '"', '\'', 'é', '\u{2014}', '\u{2026}', '\u{2028}', '\u{2029}', '\u{2030}'];
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..20_000 {
            let len = (next() % 100) as usize;
            let dense = next() % 4 == 0;
            let text: String = (0..len)
                .map(|_| if dense || next() % 16 == 0 { alphabet[(next() % 13) as usize] } else { 'x' })
                .collect();
            let html_rule = |keep: bool| {
                move |c| match c {
                    '&' => Some("&amp;"),
                    '<' => Some("&lt;"),
                    '>' => Some("&gt;"),
                    '"' => Some("&quot;"),
                    '\'' if !keep => Some("&#39;"),
                    _ => None,
                }
            };
            assert_eq!(html(&text, Apostrophe::Decimal), reference(&text, html_rule(false)), "{text:?}");
            assert_eq!(html(&text, Apostrophe::Keep), reference(&text, html_rule(true)), "{text:?}");
            let island = |c| match c {
                '&' => Some("&amp;"),
                '<' => Some("&lt;"),
                '"' => Some("&quot;"),
                _ => None,
            };
            assert_eq!(island_text(&text), reference(&text, island), "{text:?}");
            let script = |c| match c {
                '<' => Some("\\u003c"),
                '>' => Some("\\u003e"),
                '&' => Some("\\u0026"),
                '\u{2028}' => Some("\\u2028"),
                '\u{2029}' => Some("\\u2029"),
                _ => None,
            };
            assert_eq!(json_in_script(&text), reference(&text, script), "{text:?}");
        }
    }

    #[test]
    fn json_strings_escape_quotes_controls_and_separators() {
        assert_eq!(json_string("a\"b\\c\nd\u{1}\u{2028}"), r#""a\"b\\c\nd\u0001\u2028""#);
    }
}
