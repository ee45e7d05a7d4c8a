//! The typography pass of a French page: every text node and every attribute people read (`alt`,
//! `title`, `aria-label`, `placeholder`, a description's `content`) goes through
//! [`sitegen_content::typography::french`], so text typed in content gets the same spaces as the
//! built-in words. Never changed: `<script>` (JSON-LD and island props keep their JSON as it is),
//! `<style>`, `<pre>`, `<code>`, `<textarea>`, comments (island placeholders), URL attributes, and
//! an island's server-rendered markup (`div.island-root`): the browser hydrates it from its props,
//! which get the same typography where they are made ([`props`]), and markup changed after
//! rendering would no longer be what hydration expects.

use sitegen_content::typography::french_after;

/// Inline elements: text on both sides of them reads as one run ("<strong>4 000</strong> $").
const INLINE: &[&str] = &[
    "a", "abbr", "b", "bdi", "cite", "data", "em", "i", "mark", "q", "s", "small", "span", "strong", "sub", "sup",
    "time", "u",
];
/// Elements whose contents are copied untouched.
const RAW: &[&str] = &["script", "style", "pre", "code", "textarea"];
/// Attributes whose values are text people read (screen readers, tooltips, search results).
const TEXT_ATTRIBUTES: &[&str] = &["alt", "title", "aria-label", "placeholder"];
/// `<meta>` whose `content` is text.
const TEXT_METAS: &[&str] = &[
    "description",
    "og:title",
    "og:description",
    "og:image:alt",
    "og:site_name",
    "twitter:title",
    "twitter:description",
];

/// `html` with French typography in its text.
pub fn french_html(html: &str) -> String {
    let mut out = String::with_capacity(html.len() + html.len() / 32);
    let mut rest = html;
    // The character before the current text node, across inline tags; None after a block tag.
    let mut before: Option<char> = None;
    while !rest.is_empty() {
        let Some(lt) = rest.find('<') else {
            text(&mut out, rest, &mut before);
            break;
        };
        text(&mut out, &rest[..lt], &mut before);
        rest = &rest[lt..];
        if let Some(after) = rest.strip_prefix("<!--") {
            let end = after.find("-->").map_or(rest.len(), |e| 4 + e + 3);
            out.push_str(&rest[..end]);
            rest = &rest[end..];
            before = None;
            continue;
        }
        let Some(gt) = tag_end(rest) else {
            out.push_str(rest);
            break;
        };
        let tag = &rest[..=gt];
        rest = &rest[gt + 1..];
        let name = tag_name(tag);
        if name.starts_with('!') || name.starts_with('/') {
            out.push_str(tag);
            if !INLINE.contains(&name.trim_start_matches('/')) {
                before = None;
            }
            continue;
        }
        out.push_str(&attributes(tag, &name));
        if RAW.contains(&name.as_str()) {
            let close = format!("</{name}");
            let end = find_ascii_ci(rest, &close).unwrap_or(rest.len());
            out.push_str(&rest[..end]);
            rest = &rest[end..];
            before = None;
        } else if name == "div" && tag.contains("class=\"island-root\"") {
            let end = matching_div_end(rest);
            out.push_str(&rest[..end]);
            rest = &rest[end..];
            before = None;
        } else if !INLINE.contains(&name.as_str()) {
            before = None;
        }
    }
    out
}

/// One text node, decoded, typeset and written back with `&`, `<` and `>` escaped.
fn text(out: &mut String, raw: &str, before: &mut Option<char>) {
    if raw.is_empty() {
        return;
    }
    let (plain, opaque) = decode(raw);
    let typeset = french_after(*before, &plain);
    if let Some(last) = typeset.chars().last() {
        *before = Some(last);
    }
    encode(out, &typeset, &opaque, false);
}

/// A start tag with its readable attributes typeset.
fn attributes(tag: &str, name: &str) -> String {
    let is_text_meta = name == "meta"
        && ["name", "property"].iter().any(|a| attribute(tag, a).is_some_and(|v| TEXT_METAS.contains(&v)));
    let mut out = String::with_capacity(tag.len());
    let mut rest = tag;
    // Attribute values are double-quoted in our templates; each `name="value"` is looked at.
    while let Some(eq) = rest.find("=\"") {
        let attr_start = rest[..eq].rfind(|c: char| c.is_whitespace()).map_or(0, |i| i + 1);
        let attr = &rest[attr_start..eq];
        let value_start = eq + 2;
        let Some(len) = rest[value_start..].find('"') else { break };
        out.push_str(&rest[..value_start]);
        let value = &rest[value_start..value_start + len];
        if TEXT_ATTRIBUTES.contains(&attr) || (is_text_meta && attr == "content") {
            let (plain, opaque) = decode(value);
            encode(&mut out, &french_after(None, &plain), &opaque, true);
        } else {
            out.push_str(value);
        }
        rest = &rest[value_start + len..];
    }
    out.push_str(rest);
    out
}

fn attribute<'t>(tag: &'t str, name: &str) -> Option<&'t str> {
    let key = format!(" {name}=\"");
    let start = tag.find(&key)? + key.len();
    let len = tag[start..].find('"')?;
    Some(&tag[start..start + len])
}

/// The index of the `>` closing the tag at the start of `s`, outside quoted values.
fn tag_end(s: &str) -> Option<usize> {
    let mut quote = None;
    for (i, b) in s.bytes().enumerate().skip(1) {
        match (quote, b) {
            (None, b'"' | b'\'') if s.as_bytes()[i - 1] == b'=' => quote = Some(b),
            (Some(q), b) if b == q => quote = None,
            (None, b'>') => return Some(i),
            _ => {}
        }
    }
    None
}

/// `div`, `/div`, `!doctype`: the tag's name, lowercase.
fn tag_name(tag: &str) -> String {
    let inner = &tag[1..];
    let (prefix, body) = match inner.strip_prefix('/') {
        Some(body) => ("/", body),
        None => ("", inner),
    };
    let name: String = body.chars().take_while(|c| !c.is_whitespace() && *c != '>' && *c != '/').collect();
    format!("{prefix}{}", name.to_ascii_lowercase())
}

fn find_ascii_ci(hay: &str, needle: &str) -> Option<usize> {
    hay.as_bytes().windows(needle.len()).position(|w| w.eq_ignore_ascii_case(needle.as_bytes()))
}

/// Where the `div` whose start tag was just read ends (before its `</div>`).
fn matching_div_end(s: &str) -> usize {
    let mut depth = 1usize;
    let mut i = 0;
    while i < s.len() {
        let rest = &s[i..];
        if rest.starts_with("</div") {
            depth -= 1;
            if depth == 0 {
                return i;
            }
        } else if rest.starts_with("<div") && rest[4..].starts_with([' ', '>']) {
            depth += 1;
        }
        i += rest[1..].find('<').map_or(rest.len(), |j| j + 1);
    }
    s.len()
}

/// Text with its character references read, and the ones not known here kept aside (as
/// private-use characters) so they come back exactly as written.
fn decode(raw: &str) -> (String, Vec<String>) {
    let mut plain = String::with_capacity(raw.len());
    let mut opaque = Vec::new();
    let mut rest = raw;
    while let Some(amp) = rest.find('&') {
        plain.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let end = rest[1..]
            .find(|c: char| !c.is_ascii_alphanumeric() && c != '#')
            .map(|e| e + 1)
            .filter(|&e| rest.as_bytes().get(e) == Some(&b';'));
        let Some(end) = end else {
            plain.push('&');
            rest = &rest[1..];
            continue;
        };
        let entity = &rest[..=end];
        match named(entity) {
            Some(c) => plain.push(c),
            None => {
                plain.push(char::from_u32(0xE000 + opaque.len() as u32).unwrap_or('\u{E000}'));
                opaque.push(entity.to_owned());
            }
        }
        rest = &rest[end + 1..];
    }
    plain.push_str(rest);
    (plain, opaque)
}

fn named(entity: &str) -> Option<char> {
    let inner = &entity[1..entity.len() - 1];
    if let Some(num) = inner.strip_prefix('#') {
        let n = match num.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => num.parse().ok()?,
        };
        return char::from_u32(n).filter(|c| !('\u{E000}'..='\u{F8FF}').contains(c));
    }
    Some(match inner {
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        "nbsp" => '\u{a0}',
        "laquo" => '«',
        "raquo" => '»',
        "rsquo" => '’',
        "lsquo" => '‘',
        "ldquo" => '“',
        "rdquo" => '”',
        "hellip" => '…',
        _ => return None,
    })
}

fn encode(out: &mut String, text: &str, opaque: &[String], attribute: bool) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' if attribute => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\u{E000}'..='\u{F8FF}' => match opaque.get(c as usize - 0xE000) {
                Some(e) => out.push_str(e),
                None => out.push(c),
            },
            c => out.push(c),
        }
    }
}

/// Island props (compact JSON) with French typography in their text values: the same text the
/// pass gives the page, so the server-rendered markup and the browser's agree. Values under keys
/// that are addresses or identifiers the form sends back (`href`, `value`...) are left alone.
pub fn french_props(json: &str) -> String {
    const KEEP: &[&str] = &[
        "href",
        "action",
        "value",
        "serviceType",
        "code",
        "slug",
        "script",
        "id",
        "honeypot",
        "page",
        "thanksUrl",
        "quote",
        "name",
        "key",
        "kind",
        "format",
        "method",
        "load",
    ];
    let b = json.as_bytes();
    let mut out = String::with_capacity(json.len() + 64);
    let mut last_key = String::new();
    let mut i = 0;
    let mut copied = 0;
    while i < b.len() {
        if b[i] != b'"' {
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        while i < b.len() && b[i] != b'"' {
            i += if b[i] == b'\\' { 2 } else { 1 };
        }
        let end = (i + 1).min(b.len());
        i = end;
        let token = &json[start..end];
        let is_key = b.get(i) == Some(&b':');
        let Ok(value) = serde_json::from_str::<String>(token) else { continue };
        if is_key {
            last_key = value;
            continue;
        }
        if KEEP.contains(&last_key.as_str()) {
            continue;
        }
        let typeset = french_after(None, &value);
        if typeset != value {
            out.push_str(&json[copied..start]);
            out.push_str(&serde_json::to_string(&typeset).unwrap_or_else(|_| token.to_owned()));
            copied = end;
        }
    }
    out.push_str(&json[copied..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_readable_attributes_are_typeset() {
        let html = r#"<p title="Vraiment ?">Plus de courant ? Appelez : <strong>4 000</strong> $ l&#39;équipe...</p>"#;
        assert_eq!(
            french_html(html),
            "<p title=\"Vraiment\u{202f}?\">Plus de courant\u{202f}? Appelez\u{a0}: <strong>4\u{a0}000</strong>\u{a0}$ l’équipe…</p>"
        );
    }

    #[test]
    fn scripts_urls_comments_and_islands_are_untouched() {
        let html = concat!(
            r#"<a href="/a?b=1">Lien !</a><script type="application/ld+json">{"a": "b ?"}</script>"#,
            r#"<style>a:hover{color:red}</style><!--island:abc-->"#,
            r#"<div class="island"><div class="island-root"><div><p>Oui ?</p></div><p>Non ?</p></div></div><p>Fin ?</p>"#,
        );
        assert_eq!(french_html(html), html.replace("Lien !", "Lien\u{202f}!").replace("Fin ?", "Fin\u{202f}?"),);
    }

    #[test]
    fn entities_stay_entities() {
        assert_eq!(french_html("<p>A &amp; B &lt;3 &copy; ?</p>"), "<p>A &amp; B &lt;3 &copy;\u{202f}?</p>");
        assert_eq!(french_html("<p>Tel &middot; Courriel</p>"), "<p>Tel &middot; Courriel</p>");
    }

    #[test]
    fn the_pass_is_idempotent() {
        let html = r#"<p title="« Oui »">Vous préférez ? Appelez : 4 000 $ l'offre... <em>vraiment</em> !</p>"#;
        let once = french_html(html);
        assert_eq!(french_html(&once), once);
    }

    #[test]
    fn props_get_the_same_text_and_keep_their_addresses() {
        let json = r#"{"text":{"submitting":"Envoi en cours..."},"href":"/a?b","choices":[{"label":"Toit ?","value":"Toit ?"}]}"#;
        assert_eq!(
            french_props(json),
            "{\"text\":{\"submitting\":\"Envoi en cours…\"},\"href\":\"/a?b\",\"choices\":[{\"label\":\"Toit\u{202f}?\",\"value\":\"Toit ?\"}]}"
        );
    }
}
