//! A small HTML scanner: the link targets and ids of a page. It reads tags only, skips comments and
//! the contents of `<script>` and `<style>`, and never fails: malformed HTML yields what it can.

use std::collections::BTreeSet;

#[derive(Debug, Default, PartialEq, Eq)]
pub struct Scan {
    /// Every `href` and `src` value, entity-decoded.
    pub links: Vec<String>,
    pub ids: BTreeSet<String>,
}

pub fn scan(html: &str) -> Scan {
    let mut out = Scan::default();
    let bytes = html.as_bytes();
    let mut i = 0;
    while let Some(off) = html[i..].find('<') {
        let start = i + off;
        let rest = &html[start..];
        if rest.starts_with("<!--") {
            i = rest.find("-->").map_or(html.len(), |e| start + e + 3);
            continue;
        }
        let Some(end) = tag_end(bytes, start + 1) else {
            break;
        };
        let tag = &html[start + 1..end];
        let name = &tag[..tag.find(|c: char| !c.is_ascii_alphanumeric()).unwrap_or(tag.len())];
        if !name.is_empty() {
            for (attr, value) in attributes(&tag[name.len()..]) {
                if attr.eq_ignore_ascii_case("href") || attr.eq_ignore_ascii_case("src") {
                    out.links.push(sitegen_escape::decode_attribute(value).into_owned());
                } else if attr.eq_ignore_ascii_case("id") {
                    out.ids.insert(sitegen_escape::decode_attribute(value).into_owned());
                }
            }
        }
        i = end + 1;
        if name.eq_ignore_ascii_case("script") || name.eq_ignore_ascii_case("style") {
            i = find_close(html, i, name).unwrap_or(html.len());
        }
    }
    out
}

/// Index of the `>` that ends a tag, skipping quoted attribute values.
fn tag_end(bytes: &[u8], mut i: usize) -> Option<usize> {
    let mut quote = None;
    while i < bytes.len() {
        match (quote, bytes[i]) {
            (None, b'"' | b'\'') => quote = Some(bytes[i]),
            (Some(q), b) if b == q => quote = None,
            (None, b'>') => return Some(i),
            _ => {}
        }
        i += 1;
    }
    None
}

/// Index of the next `</name` (any case) from `from`, without copying the rest of the page.
fn find_close(hay: &str, from: usize, name: &str) -> Option<usize> {
    let bytes = hay.as_bytes();
    let mut i = from;
    while let Some(off) = hay.get(i..)?.find("</") {
        let at = i + off;
        let tag = bytes.get(at + 2..at + 2 + name.len());
        if tag.is_some_and(|t| t.eq_ignore_ascii_case(name.as_bytes())) {
            return Some(at);
        }
        i = at + 2;
    }
    None
}

/// `name="value"` pairs of a tag's attribute text.
fn attributes(s: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let mut chars = s.char_indices().peekable();
    while let Some(&(i, c)) = chars.peek() {
        if c.is_whitespace() || c == '/' {
            chars.next();
            continue;
        }
        let name_end =
            s[i..].find(|c: char| c == '=' || c.is_whitespace() || c == '/' || c == '>').map_or(s.len(), |e| i + e);
        let name = &s[i..name_end];
        while chars.peek().is_some_and(|&(j, _)| j < name_end) {
            chars.next();
        }
        let rest = &s[name_end..];
        let trimmed = rest.trim_start();
        if !trimmed.starts_with('=') {
            if name.is_empty() {
                chars.next();
            }
            continue;
        }
        let after_eq = trimmed[1..].trim_start();
        let value_start = s.len() - after_eq.len();
        let (value, value_end) = match after_eq.chars().next() {
            Some(q @ ('"' | '\'')) => {
                let close = after_eq[1..].find(q).map_or(s.len(), |e| value_start + 1 + e);
                (s.get(value_start + 1..close).unwrap_or(""), (close + 1).min(s.len()))
            }
            _ => {
                let e = after_eq.find(char::is_whitespace).map_or(s.len(), |e| value_start + e);
                (&s[value_start..e], e)
            }
        };
        out.push((name, value));
        while chars.peek().is_some_and(|&(j, _)| j < value_end) {
            chars.next();
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_links_and_ids_but_not_inside_scripts_or_comments() {
        let s = scan(
            r#"<a class="x" href="/a?b=1&amp;c=2">x</a><!-- <a href="/c"> --><script type="application/json">{"href":"<a href='/d'>"}</script><div id='top' data-x="a>b"><img src=/e.png alt=""></div>"#,
        );
        assert_eq!(s.links, vec!["/a?b=1&c=2", "/e.png"]);
        assert!(s.ids.contains("top"));
    }

    #[test]
    fn malformed_html_does_not_panic() {
        for html in ["<", "<a href=", "<a href=\"", "<!--", "<script>", "<a =x>", "<é href='/x'>", "<a\u{2028}href=/x>"]
        {
            let _ = scan(html);
        }
    }
}
