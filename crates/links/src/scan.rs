//! A small HTML scanner: the link targets and ids of a page. It reads tags only, skips comments and
//! the contents of `<script>` and `<style>`, and never fails: malformed HTML yields what it can.

use std::collections::BTreeSet;

#[derive(Debug, Default, PartialEq, Eq)]
pub struct Scan {
    /// Every `href` and `src` value the checker looks at, entity-decoded, sorted, each once (a
    /// large site keeps every page's scan until the check; `https:` links are not checked).
    pub links: Vec<String>,
    pub ids: BTreeSet<String>,
}

pub fn scan(html: &str) -> Scan {
    scan_with(html, true)
}

/// [`scan`], reading every tag in two walks when `one_walk` is false (the tests compare the two).
fn scan_with(html: &str, one_walk: bool) -> Scan {
    let mut out = Scan::default();
    // Borrowed from the page until sorted and deduplicated: a page links to the same few places
    // many times.
    let mut links: Vec<std::borrow::Cow<'_, str>> = Vec::new();
    let bytes = html.as_bytes();
    // The current tag's `name=value` pairs.
    let mut pairs: Vec<(&str, &str)> = Vec::new();
    let mut i = 0;
    // Byte by byte: every delimiter is ASCII, so every slice taken is on a character boundary.
    while let Some(start) = next_tag(bytes, i) {
        if bytes[start..].starts_with(b"<!--") {
            i = memchr::memmem::find(&bytes[start..], b"-->").map_or(html.len(), |e| start + e + 3);
            continue;
        }
        let (end, name) = match one_walk.then(|| one_pass(html, start + 1, &mut pairs)).flatten() {
            Some(tag) => tag,
            None => {
                pairs.clear();
                let Some(end) = tag_end(bytes, start + 1) else {
                    break;
                };
                let tag = &html[start + 1..end];
                let name_len = tag.bytes().position(|b| !b.is_ascii_alphanumeric()).unwrap_or(tag.len());
                if name_len > 0 {
                    attributes(&tag[name_len..], |attr, value| pairs.push((attr, value)));
                }
                (end, &tag[..name_len])
            }
        };
        for (attr, value) in pairs.drain(..) {
            if (attr.eq_ignore_ascii_case("href") || attr.eq_ignore_ascii_case("src")) && !external(value) {
                links.push(sitegen_escape::decode_attribute(value));
            } else if attr.eq_ignore_ascii_case("id") {
                out.ids.insert(sitegen_escape::decode_attribute(value).into_owned());
            }
        }
        i = end + 1;
        if name.eq_ignore_ascii_case("script") || name.eq_ignore_ascii_case("style") {
            i = find_close(html, i, name).unwrap_or(html.len());
        }
    }
    links.sort_unstable();
    links.dedup();
    out.links = links.into_iter().map(std::borrow::Cow::into_owned).collect();
    out
}

/// The usual tag read in one walk: a name of letters and digits, then attributes written as HTML
/// writers write them (`name`, `name=value`, `name="value"`), the tag's end found as they are read;
/// its end and name, with its pairs in `pairs`. `None` for anything else (no name, a quote where
/// no value starts, a stray `=`, no end): [`tag_end`] and [`attributes`] then read it in two
/// walks, as they read every tag before (one walk is a third less work for the scan, the largest
/// item of a big build's profile).
fn one_pass<'a>(html: &'a str, from: usize, pairs: &mut Vec<(&'a str, &'a str)>) -> Option<(usize, &'a str)> {
    let b = html.as_bytes();
    let mut i = from;
    while b.get(i)?.is_ascii_alphanumeric() {
        i += 1;
    }
    if i == from {
        return None;
    }
    let name = &html[from..i];
    loop {
        match *b.get(i)? {
            b'>' => return Some((i, name)),
            c if is_space(c) || c == b'/' => i += 1,
            b'"' | b'\'' | b'=' => return None,
            _ => {
                let attr_start = i;
                loop {
                    match *b.get(i)? {
                        b'=' | b'>' | b'/' => break,
                        b'"' | b'\'' => return None,
                        c if is_space(c) => break,
                        _ => i += 1,
                    }
                }
                let attr = &html[attr_start..i];
                let mut j = i;
                while is_space(*b.get(j)?) {
                    j += 1;
                }
                if b[j] != b'=' {
                    // A name without a value (`hidden`).
                    i = j;
                    continue;
                }
                j += 1;
                while is_space(*b.get(j)?) {
                    j += 1;
                }
                match b[j] {
                    q @ (b'"' | b'\'') => {
                        let close = j + 1 + close_quote(b, j + 1, q)?;
                        pairs.push((attr, &html[j + 1..close]));
                        i = close + 1;
                    }
                    _ => {
                        let mut k = j;
                        loop {
                            match *b.get(k)? {
                                b'>' => break,
                                b'"' | b'\'' => return None,
                                c if is_space(c) => break,
                                _ => k += 1,
                            }
                        }
                        pairs.push((attr, &html[j..k]));
                        i = k;
                    }
                }
            }
        }
    }
}

/// HTML's whitespace between attributes: space, tab, line feed, form feed, carriage return.
fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\x0c' | b'\r')
}

/// Index of the next `<` from `i`: most are a few bytes away (the markup between tags is mostly
/// whitespace).
fn next_tag(bytes: &[u8], i: usize) -> Option<usize> {
    near_then_memchr(bytes.get(i..)?, b'<').map(|off| i + off)
}

/// A link to another site, which the checker accepts as it is.
pub(crate) fn external(value: &str) -> bool {
    value.starts_with("https://") || value.starts_with("http://")
}

/// Index of the `>` that ends a tag, skipping quoted attribute values. Byte by byte: a tag is a
/// few dozen bytes, shorter than what memchr's vector search needs to pay for its start.
fn tag_end(bytes: &[u8], mut i: usize) -> Option<usize> {
    while let Some(&b) = bytes.get(i) {
        match b {
            b'>' => return Some(i),
            b'"' | b'\'' => i += 2 + close_quote(bytes, i + 1, b)?,
            _ => i += 1,
        }
    }
    None
}

/// The offset from `from` of the next `quote`: byte by byte for the first bytes (most attribute
/// values are short), memchr's vector search after them (a `srcset` is hundreds of bytes).
fn close_quote(bytes: &[u8], from: usize, quote: u8) -> Option<usize> {
    near_then_memchr(bytes.get(from..)?, quote)
}

/// The offset of the first `byte` in `hay`, looked for one by one in the first 16 bytes.
fn near_then_memchr(hay: &[u8], byte: u8) -> Option<usize> {
    let near = hay.len().min(16);
    match hay[..near].iter().position(|&b| b == byte) {
        Some(off) => Some(off),
        None => memchr::memchr(byte, &hay[near..]).map(|off| near + off),
    }
}

/// Index of the next `</name` (any case) from `from`, without copying the rest of the page.
fn find_close(hay: &str, from: usize, name: &str) -> Option<usize> {
    let bytes = hay.as_bytes();
    let finder = memchr::memmem::Finder::new(b"</");
    let mut i = from;
    while let Some(off) = finder.find(bytes.get(i..)?) {
        let at = i + off;
        let tag = bytes.get(at + 2..at + 2 + name.len());
        if tag.is_some_and(|t| t.eq_ignore_ascii_case(name.as_bytes())) {
            return Some(at);
        }
        i = at + 2;
    }
    None
}

/// Calls `each(name, value)` for the `name="value"` pairs of a tag's attribute text.
fn attributes<'a>(s: &'a str, mut each: impl FnMut(&'a str, &'a str)) {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if is_space(b[i]) || b[i] == b'/' {
            i += 1;
            continue;
        }
        let name_end =
            i + b[i..].iter().position(|&c| c == b'=' || is_space(c) || c == b'/' || c == b'>').unwrap_or(b.len() - i);
        let name = &s[i..name_end];
        let mut j = name_end;
        while j < b.len() && is_space(b[j]) {
            j += 1;
        }
        if j >= b.len() || b[j] != b'=' {
            // A name without a value (`hidden`), or a stray character.
            i = if name.is_empty() { name_end + 1 } else { name_end };
            continue;
        }
        j += 1;
        while j < b.len() && is_space(b[j]) {
            j += 1;
        }
        let (value, value_end) = match b.get(j) {
            Some(&q @ (b'"' | b'\'')) => {
                let close = close_quote(b, j + 1, q).map_or(b.len(), |e| j + 1 + e);
                (&s[j + 1..close], close + 1)
            }
            _ => {
                let e = b[j..].iter().position(|&c| is_space(c)).map_or(b.len(), |e| j + e);
                (&s[j..e], e)
            }
        };
        each(name, value);
        i = value_end;
    }
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
        // Each link once, sorted; links to other sites are not kept (nothing checks them).
        let s = scan(r#"<a href="/b"><a href="https://x.ca/"><a href="/a"><a href="/b"><img src="http://y.ca/i.png">"#);
        assert_eq!(s.links, vec!["/a", "/b"]);
    }

    #[test]
    fn attributes_are_read_as_html_writes_them() {
        let s = scan("<a\n\thref = \"/a\"\rhidden data-x='1'><input disabled id=q><img\x0csrc='/i.png'/><p id=\"\">");
        assert_eq!(s.links, vec!["/a", "/i.png"]);
        assert_eq!(s.ids.iter().collect::<Vec<_>>(), ["", "q"]);
        // A quote left open swallows the rest of the tag, as in a browser.
        assert_eq!(scan("<a title=\"x href=/b>").links, Vec::<String>::new());
    }

    #[test]
    fn one_walk_reads_every_tag_as_two_walks_do() {
        // Pieces of a real page with HTML's awkward characters dropped in anywhere: quotes where no
        // value starts, stray `=`, `>` in values, tags left open, comments and scripts cut short.
        let page = r##"<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="canonical" href="https://x.ca/a/"><script type="application/json">{"a":"\u003c/script>"}</script><style>a>b{}</style></head><body class="theme-a"><a class="skip-link" href="#main">Skip</a><nav aria-label="Menu"><a href="/b/" aria-current=page>B</a><a href=/c?x=1&amp;y=2 data-x='1>2'>C</a></nav><main id=main tabindex="-1"><img src="/p.jpg" srcset="/p-1.jpg 1x, /p-2.jpg 2x" alt="" hidden><input id="q" disabled/><a href = "/d" id = 'e'>D</a><!-- <a href="/z"> --></main></body></html>"##;
        let specials = [
            "<",
            ">",
            "\"",
            "'",
            "=",
            " ",
            "/",
            "\t",
            "<!--",
            "-->",
            "<script>",
            "</script>",
            "href=",
            "id=",
            "é",
            "&amp;",
            "<a ",
        ];
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed as usize
        };
        assert_eq!(scan_with(page, true), scan_with(page, false));
        for _ in 0..50_000 {
            let start = next() % page.len();
            let mut s = page[start..(start + next() % 300).min(page.len())].to_owned();
            for _ in 0..next() % 8 {
                let at = next() % (s.len() + 1);
                if s.is_char_boundary(at) {
                    s.insert_str(at, specials[next() % specials.len()]);
                }
            }
            assert_eq!(scan_with(&s, true), scan_with(&s, false), "{s:?}");
        }
    }

    #[test]
    fn malformed_html_does_not_panic() {
        for html in ["<", "<a href=", "<a href=\"", "<!--", "<script>", "<a =x>", "<é href='/x'>", "<a\u{2028}href=/x>"]
        {
            let _ = scan(html);
        }
    }
}
