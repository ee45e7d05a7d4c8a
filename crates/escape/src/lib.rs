//! Every escaping rule of the generator, in one place, so that what one stage writes the next reads
//! back the same way: templates escape text for HTML, the island bridge puts text into React's
//! server HTML exactly as React would have escaped it, props JSON goes inside `<script>` blocks,
//! the preview sends JSON to the browser, and the link checker decodes attribute values.

use std::borrow::Cow;

/// How an apostrophe is written: minijinja templates use `&#39;`, React's server renderer `&#x27;`.
/// `Keep` leaves it as it is, which is safe only inside a double-quoted attribute value (the
/// security policy in `<meta>`, whose `'self'` stays readable in the page source).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Apostrophe {
    Decimal,
    Hex,
    Keep,
}

/// HTML-escapes the five characters that matter in text and quoted attribute values
/// (`& < > " '`). `/` is left alone: it is safe, and escaping it turns every URL into `&#x2f;` soup.
pub fn html(text: &str, apostrophe: Apostrophe) -> Cow<'_, str> {
    let apostrophe_matters = apostrophe != Apostrophe::Keep;
    if !(text.contains(['&', '<', '>', '"']) || apostrophe_matters && text.contains('\'')) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' if apostrophe == Apostrophe::Hex => out.push_str("&#x27;"),
            '\'' if apostrophe == Apostrophe::Decimal => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// Makes JSON safe inside a `<script>` element: nothing in it can close the element, open a
/// comment, or end a line in a JavaScript parser. The result is still JSON with the same value.
pub fn json_in_script(json: &str) -> Cow<'_, str> {
    if !json.contains(['<', '>', '&', '\u{2028}', '\u{2029}']) {
        return Cow::Borrowed(json);
    }
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        match c {
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            '&' => out.push_str("\\u0026"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
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
        assert_eq!(html(s, Apostrophe::Hex), "Fix &amp; &lt;Repair&gt; &quot;now&quot; it&#x27;s /here");
        for a in [Apostrophe::Decimal, Apostrophe::Hex] {
            assert_eq!(decode_attribute(&html(s, a)), s);
        }
        assert!(matches!(html("plain", Apostrophe::Hex), Cow::Borrowed(_)));
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
    }

    #[test]
    fn json_strings_escape_quotes_controls_and_separators() {
        assert_eq!(json_string("a\"b\\c\nd\u{1}\u{2028}"), r#""a\"b\\c\nd\u0001\u2028""#);
    }
}
