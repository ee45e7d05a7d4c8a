//! The lists of services `sitegen new service` extends, edited as text so that comments, order and
//! layout stay the person's: a card in a page's list of services, a choice in the quote form's
//! menu. What it leaves to the person (the menu, the footer) is said as a file and line.

use super::{Notes, REWRITE, links_to};

pub(crate) fn indent(l: &str) -> usize {
    l.len() - l.trim_start().len()
}

/// The key of a YAML line (`title` of `  - title: x`), if the line starts with one.
pub(crate) fn key_of(line: &str) -> Option<&str> {
    let body = line.trim_start().trim_start_matches("- ");
    let (key, _) = body.split_once(':')?;
    let key = key.trim();
    (!key.is_empty() && !key.contains([' ', '"', '\'', '{', '[', '#'])).then_some(key)
}

/// What follows `key:` on a line, without its note.
pub(crate) fn value_of(line: &str) -> &str {
    let body = line.trim_start().trim_start_matches("- ");
    body.split_once(':').map_or("", |(_, v)| v.trim())
}

/// A scalar as written, without the quotes around it.
pub(crate) fn unquoted(value: &str) -> String {
    let v = value.trim();
    if let Some(inner) = v.strip_prefix('"').and_then(|v| v.strip_suffix('"')) {
        return serde_json::from_str::<String>(v).unwrap_or_else(|_| inner.to_owned());
    }
    if let Some(inner) = v.strip_prefix('\'').and_then(|v| v.strip_suffix('\'')) {
        return inner.replace("''", "'");
    }
    v.to_owned()
}

/// Whether `value` can be written without quotes (inside `{ }` or `[ ]` when `in_flow`).
fn plain_safe(value: &str, in_flow: bool) -> bool {
    let lower = value.to_lowercase();
    !value.is_empty()
        && value == value.trim()
        && !value.starts_with([
            '-', '?', ':', ',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`',
        ])
        && !value.contains(": ")
        && !value.contains(" #")
        && !value.ends_with(':')
        && !(in_flow && value.contains([',', '[', ']', '{', '}']))
        && !["yes", "no", "true", "false", "null", "on", "off", "~"].contains(&lower.as_str())
        && value.parse::<f64>().is_err()
}

/// `value` written as a YAML scalar the way `like` is: in double quotes when `like` is (or when
/// the value needs them), else plain.
pub(crate) fn scalar_like(value: &str, like: &str, in_flow: bool) -> String {
    let quote = like.trim_start().starts_with(['"', '\'']) || !plain_safe(value, in_flow);
    if quote { serde_json::to_string(value).unwrap_or_else(|_| format!("\"{value}\"")) } else { value.to_owned() }
}

/// A line without its `# TODO:` or `# EXAMPLE:` note, and the note's words.
pub(crate) fn split_note(line: &str) -> (&str, Option<&str>) {
    for mark in ["  # TODO: ", "  # EXAMPLE: ", "  # TODO:", "  # EXAMPLE:"] {
        if let Some(at) = line.find(mark) {
            return (&line[..at], Some(line[at + mark.len()..].trim()));
        }
    }
    (line, None)
}

/// Whether a line's value is a block scalar (`>-`, `|`): the lines under it are its text, where a
/// `#` is a character, not a note.
pub(crate) fn opens_block(line: &str) -> bool {
    let v = value_of(split_note(line).0);
    key_of(line).is_some() && v.starts_with(['>', '|']) && v.len() <= 3
}

/// The value of `key:` inside a flow mapping (`{ title: X, href: /x }`) replaced by `value` written
/// like the old one; the old one, unquoted.
fn replace_flow_value(line: &str, key: &str, value: &str) -> Option<(String, String)> {
    let needle = format!("{key}: ");
    let at = line
        .find(&format!("{{ {needle}"))
        .map(|i| i + 2)
        .or_else(|| line.find(&format!(", {needle}")).map(|i| i + 2))?;
    let start = at + needle.len();
    let rest = &line[start..];
    let end = if rest.starts_with('"') {
        let mut escaped = false;
        let close = rest.char_indices().skip(1).find(|&(_, c)| {
            let hit = c == '"' && !escaped;
            escaped = c == '\\' && !escaped;
            hit
        })?;
        start + close.0 + 1
    } else {
        start + rest.find([',', '}']).unwrap_or(rest.len())
    };
    let old = line[start..end].trim_end();
    let new = scalar_like(value, old, true);
    Some((format!("{}{new}{}", &line[..start], &line[start + old.len()..]), unquoted(old)))
}

/// Where the links of a line lead (`href: TARGET`, block or flow style).
fn href_targets(line: &str) -> impl Iterator<Item = (usize, &str)> {
    line.match_indices("href: ").map(move |(i, _)| {
        let from = i + "href: ".len();
        let rest = &line[from..];
        let quoted = rest.starts_with('"');
        let body = if quoted { &rest[1..] } else { rest };
        let len = body.find([' ', ',', '}', '#', '?', '"']).unwrap_or(body.len());
        (from + usize::from(quoted), &body[..len])
    })
}

/// A `- cards:` section of a page: its lines, its `id:`, and its items' lines.
struct Cards {
    id: Option<String>,
    items: Vec<(usize, usize)>,
}

fn cards_sections(lines: &[String]) -> Vec<Cards> {
    let mut out = Vec::new();
    for (start, line) in lines.iter().enumerate() {
        if line.trim_start() != "- cards:" {
            continue;
        }
        let dash = indent(line);
        let end = (start + 1..lines.len())
            .find(|&i| {
                !lines[i].trim().is_empty() && !lines[i].trim_start().starts_with('#') && indent(&lines[i]) <= dash
            })
            .unwrap_or(lines.len());
        let field =
            |name: &str| (start + 1..end).find(|&i| key_of(&lines[i]) == Some(name) && indent(&lines[i]) <= dash + 6);
        let id = field("id").map(|i| unquoted(value_of(split_note(&lines[i]).0)));
        let mut items = Vec::new();
        if let Some(at) = field("items") {
            let first = (at + 1..end).find(|&i| !lines[i].trim().is_empty() && !lines[i].trim_start().starts_with('#'));
            if let Some(first) = first.filter(|&f| lines[f].trim_start().starts_with("- ")) {
                let item = indent(&lines[first]);
                let block_end = (first..end)
                    .find(|&i| {
                        let l = &lines[i];
                        !l.trim().is_empty()
                            && !l.trim_start().starts_with('#')
                            && (indent(l) < item || (indent(l) == item && !l.trim_start().starts_with("- ")))
                    })
                    .unwrap_or(end);
                let starts: Vec<usize> = (first..block_end)
                    .filter(|&i| indent(&lines[i]) == item && lines[i].trim_start().starts_with("- "))
                    .collect();
                for (n, &s) in starts.iter().enumerate() {
                    let mut e = starts.get(n + 1).copied().unwrap_or(block_end);
                    while e > s + 1 && lines[e - 1].trim().is_empty() {
                        e -= 1;
                    }
                    items.push((s, e));
                }
            }
        }
        out.push(Cards { id, items });
    }
    out
}

/// A card `sitegen new service` adds.
pub(crate) struct Card<'a> {
    pub title: &'a str,
    pub route: &'a str,
    pub notes: Notes,
    /// Said on the title's line (the name still to translate).
    pub title_note: Option<String>,
    /// The notes are in French (a card of a French page).
    pub french: bool,
}

/// `text` with a card for `card.route`, copied from the last card of the page's list of services
/// (a `cards` section `section` accepts, one of whose cards links to a service page: `is_service`)
/// and put after it: its title and link changed, its other words marked. `None` when the page has
/// no such list, or lists the page already.
pub(crate) fn add_card(
    text: &str,
    section: &dyn Fn(Option<&str>) -> bool,
    is_service: &dyn Fn(&str) -> bool,
    card: &Card,
) -> Option<String> {
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let sections = cards_sections(&lines);
    let links = |(s, e): (usize, usize), f: &dyn Fn(&str) -> bool| {
        lines[s..e].iter().any(|l| href_targets(l).any(|(_, t)| f(t)))
    };
    let list = sections
        .iter()
        .filter(|c| section(c.id.as_deref()))
        .find(|c| c.items.iter().any(|&item| links(item, is_service)))?;
    if list.items.iter().any(|&(s, e)| lines[s..e].iter().any(|l| links_to(l, card.route))) {
        return None;
    }
    let &(start, end) = list.items.iter().rev().find(|&&item| links(item, is_service))?;
    let copied = copy_card(&lines[start..end], is_service, card);
    lines.splice(end..end, copied);
    Some(lines.join("\n") + "\n")
}

fn copy_card(item: &[String], is_service: &dyn Fn(&str) -> bool, card: &Card) -> Vec<String> {
    // The model card's title, for the notes ("this one is Leak Repair's").
    let old_title = item
        .iter()
        .find_map(|l| {
            let body = split_note(l).0;
            if body.contains('{') {
                replace_flow_value(body, "title", "").map(|(_, old)| old)
            } else {
                (key_of(body) == Some("title")).then(|| unquoted(value_of(body)))
            }
        })
        .unwrap_or_default();
    let mut out = Vec::new();
    let mut block: Option<usize> = None;
    for line in item {
        // The text of a block scalar is copied as it is: a `#` there would be words, not a note.
        if let Some(at) = block {
            if line.trim().is_empty() || indent(line) > at {
                out.push(line.clone());
                continue;
            }
            block = None;
        }
        if opens_block(line) {
            block = Some(indent(line));
        }
        let (body, old_note) = split_note(line);
        let mut new = body.to_owned();
        let found = href_targets(&new).find(|(_, t)| is_service(t)).map(|(a, t)| (a, t.len()));
        if let Some((at, len)) = found {
            new.replace_range(at..at + len, card.route);
        }
        let key = key_of(&new).unwrap_or("").to_owned();
        let flow = new.contains('{');
        let mut title_line = false;
        if flow {
            if let Some((changed, _)) = replace_flow_value(&new, "title", card.title) {
                new = changed;
                title_line = true;
            }
        } else if key == "title" {
            let colon = new.find("title:").unwrap_or(0) + "title:".len();
            new = format!("{} {}", &new[..colon], scalar_like(card.title, value_of(&new), false));
            title_line = true;
        }
        let words = flow || (key != "title" && REWRITE.contains(&key.as_str()));
        let mut said: Vec<String> = Vec::new();
        match card.notes {
            Notes::Todo if words || key == "icon" => {
                said.push(if card.french { "à réécrire pour cette page" } else { "rewrite for this page" }.to_owned())
            }
            Notes::Todo => {}
            Notes::Example if words => {
                let what = old_note.unwrap_or(if card.french {
                    "ce que vous faites, en une ligne"
                } else {
                    "what you do, in a line"
                });
                said.push(match (old_title.is_empty(), card.french) {
                    (true, _) => what.to_owned(),
                    (false, true) => format!("{what} ; celle-ci est celle de {old_title}"),
                    (false, false) => format!("{what}; this one is {old_title}'s"),
                });
            }
            Notes::Example => {}
        }
        if title_line && let Some(t) = &card.title_note {
            said.push(t.clone());
        }
        let note = (!said.is_empty()).then(|| said.join("; "));
        match note {
            Some(n) => new.push_str(&format!("  {}{n}", card.notes.mark())),
            // A note the copied line had (an example's) stays with it when nothing new is said.
            None if card.notes == Notes::Example && old_note.is_some() && !title_line => new = line.clone(),
            None => {}
        }
        out.push(new);
    }
    out
}

/// The quote form's service choices as written: the line of `services:` (0-based), and each
/// choice with its line (a block list) or the line itself (a list in `[ ]`).
struct Choices {
    line: usize,
    flow: bool,
    items: Vec<(String, usize, String)>,
}

fn choices(lines: &[&str]) -> Option<Choices> {
    let line = lines.iter().position(|l| l.starts_with("services:"))?;
    let value = split_note(lines[line]).0["services:".len()..].trim();
    if let Some(inner) = value.strip_prefix('[') {
        let inner = inner.split(" #").next().unwrap_or(inner).trim_end().strip_suffix(']')?;
        let items = split_flow(inner).into_iter().map(|raw| (unquoted(&raw), line, raw)).collect();
        return Some(Choices { line, flow: true, items });
    }
    if !value.is_empty() {
        return None;
    }
    let mut items = Vec::new();
    for (i, l) in lines.iter().enumerate().skip(line + 1) {
        if l.trim().is_empty() || l.trim_start().starts_with('#') {
            continue;
        }
        if indent(l) == 0 && !l.starts_with("- ") {
            break;
        }
        let Some(raw) = l.trim_start().strip_prefix("- ") else { break };
        let raw = split_note(raw).0.split(" #").next().unwrap_or(raw).trim().to_owned();
        items.push((unquoted(&raw), i, raw));
    }
    Some(Choices { line, flow: false, items })
}

/// The items of a flow list (`a, "b, c", d`), as written.
fn split_flow(inner: &str) -> Vec<String> {
    let (mut out, mut cur, mut quote) = (Vec::new(), String::new(), None);
    for c in inner.chars() {
        match (c, quote) {
            ('"' | '\'', None) => quote = Some(c),
            (q, Some(open)) if q == open => quote = None,
            (',', None) => {
                out.push(cur.trim().to_owned());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_owned());
    }
    out
}

/// A last choice like "Other" or "Autre chose", which stays last.
fn is_other(label: &str) -> bool {
    let s = super::slugify(label);
    ["other", "others", "autre", "autres", "something-else", "anything-else", "not-sure", "autre-chose"]
        .contains(&s.as_str())
        || s.starts_with("other-")
        || s.starts_with("autre-")
}

/// The 1-based line of the quote form's `services:`.
pub(crate) fn form_line(text: &str) -> Option<usize> {
    let lines: Vec<&str> = text.lines().collect();
    choices(&lines).map(|c| c.line + 1)
}

/// Whether the quote form has a choice for `name` (the same address).
pub(crate) fn form_has(text: &str, name: &str) -> bool {
    let lines: Vec<&str> = text.lines().collect();
    choices(&lines).is_some_and(|c| c.items.iter().any(|(label, _, _)| super::slugify(label) == super::slugify(name)))
}

/// The quote form's text with `name` among its service choices (before a last "Other"), `note`
/// said beside it. `None` when its `services:` is written in a shape this does not edit.
pub(crate) fn add_choice(text: &str, name: &str, note: Option<&str>) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    let list = choices(&lines)?;
    let like = list.items.first().map_or("\"\"", |(_, _, raw)| raw.as_str());
    let value = scalar_like(name, like, list.flow);
    let before_last = list.items.last().is_some_and(|(label, _, _)| is_other(label));
    let mut out: Vec<String> = lines.iter().map(|l| (*l).to_owned()).collect();
    if list.flow {
        let line = lines[list.line];
        let mut raws: Vec<String> = list.items.iter().map(|(_, _, raw)| raw.clone()).collect();
        let at = if before_last { raws.len() - 1 } else { raws.len() };
        raws.insert(at, value);
        let open = line.find('[')?;
        let close = line.rfind(']')?;
        let mut new = format!("{}[{}]{}", &line[..open], raws.join(", "), &line[close + 1..]);
        if let Some(n) = note
            && !new.contains(" #")
        {
            new.push_str(&format!("  # EXAMPLE: {n}"));
        }
        out[list.line] = new;
    } else {
        let (at, dash) = match (list.items.last(), before_last) {
            (Some((_, i, _)), true) => (*i, lines[*i]),
            (Some((_, i, _)), false) => (*i + 1, lines[*i]),
            (None, _) => (list.line + 1, "  - "),
        };
        let prefix = &dash[..indent(dash)];
        let note = note.map(|n| format!("  # EXAMPLE: {n}")).unwrap_or_default();
        out.insert(at, format!("{prefix}- {value}{note}"));
    }
    Some(out.join("\n") + "\n")
}

/// The 1-based line of the list `key` of a YAML file (`nav:` at the top, or `footer:`'s
/// `services:`) when one of its links leads to a service page (`is_service`) and none to `route`.
pub(crate) fn lists_services_without(
    text: &str,
    path: &[&str],
    is_service: &dyn Fn(&str) -> bool,
    route: &str,
) -> Option<usize> {
    let lines: Vec<&str> = text.lines().collect();
    let (mut from, mut to, mut depth) = (0, lines.len(), None::<usize>);
    let mut at = None;
    for key in path {
        let found = (from..to).find(|&i| {
            key_of(lines[i]) == Some(key)
                && !lines[i].trim_start().starts_with('#')
                && depth.is_none_or(|d| indent(lines[i]) > d)
        })?;
        let own = indent(lines[found]);
        from = found + 1;
        to = (from..to)
            .find(|&i| {
                let l = lines[i];
                !l.trim().is_empty()
                    && !l.trim_start().starts_with('#')
                    && (indent(l) < own || (indent(l) == own && !l.trim_start().starts_with("- ")))
            })
            .unwrap_or(to);
        depth = Some(own);
        at = Some(found);
    }
    let at = at?;
    let block = &lines[at..to];
    let leads = block.iter().any(|l| href_targets(l).any(|(_, t)| is_service(t)));
    let has = block.iter().any(|l| links_to(l, route));
    (leads && !has).then_some(at + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_is_copied_after_the_last_service_card_with_its_title_and_link_changed() {
        let page = "sections:\n  - cards:\n      id: services\n      items:\n        - title: \"Chauffe-eau\"\n          description: \"Chauffe-eau remplacés.\"  # EXAMPLE: what you do, in a line\n          icon: thermometer\n          href: /chauffe-eau\n\n  - cta:\n      title: x\n";
        let card = Card {
            title: "Inspection par caméra",
            route: "/inspection-par-camera",
            notes: Notes::Example,
            title_note: None,
            french: false,
        };
        let out = add_card(page, &|id| id == Some("services"), &|t| t == "/chauffe-eau", &card).unwrap();
        assert!(
            out.contains("          href: /chauffe-eau\n        - title: \"Inspection par caméra\"\n          description: \"Chauffe-eau remplacés.\"  # EXAMPLE: what you do, in a line; this one is Chauffe-eau's\n          icon: thermometer\n          href: /inspection-par-camera\n\n  - cta:"),
            "{out}"
        );
        assert_eq!(add_card(&out, &|_| true, &|t| t == "/chauffe-eau", &card), None, "listed once");

        let flow = "sections:\n  - cards:\n      id: services\n      items:\n        - { title: Boiler Replacement, description: \"Quiet heat.\", icon: droplet, href: /boiler-replacement }\n";
        let card = Card {
            title: "Duct Cleaning",
            route: "/duct-cleaning",
            notes: Notes::Todo,
            title_note: None,
            french: false,
        };
        let out = add_card(flow, &|_| true, &|t| t == "/boiler-replacement", &card).unwrap();
        assert!(
            out.ends_with("        - { title: Duct Cleaning, description: \"Quiet heat.\", icon: droplet, href: /duct-cleaning }  # TODO: rewrite for this page\n"),
            "{out}"
        );
    }

    #[test]
    fn a_choice_goes_before_other_in_either_list_shape() {
        let block = "services:\n  - \"Chauffe-eau\"\n  - \"Autre chose\"\npresets: {}\n";
        assert_eq!(
            add_choice(block, "Inspection par caméra", None).unwrap(),
            "services:\n  - \"Chauffe-eau\"\n  - \"Inspection par caméra\"\n  - \"Autre chose\"\npresets: {}\n"
        );
        let flow = "services: [Furnace Repair, Maintenance, Other]\n";
        assert_eq!(
            add_choice(flow, "Duct Cleaning", None).unwrap(),
            "services: [Furnace Repair, Maintenance, Duct Cleaning, Other]\n"
        );
        assert!(form_has(flow, "furnace repair") && !form_has(flow, "Duct Cleaning"));
    }
}
