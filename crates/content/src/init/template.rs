//! The starters' own small template language: `{{name}}` substitution, a line-level `#each`
//! and `#if`, and the French words that change with the next one (`{{de trade}}` is "de toiture"
//! or "d'électricité"). Plain substitution rather than minijinja: only the render crate knows
//! minijinja, the starters are YAML the content crate writes, and these three forms are all a
//! starter needs (docs/decisions.md).
//!
//! - `{{name}}` is the value of `name`, escaped for a YAML double-quoted string (the starters
//!   put text in quotes, so a business called `"Bob" & Sons` stays one string).
//! - `{{de name}}`, `{{que name}}`, `{{le name}}`, `{{la name}}`: the word and the value, elided
//!   before a vowel or a mute h (`french::elide`).
//! - A line `#each cities` repeats the lines up to its `#end` once per city, with `{{city.name}}`
//!   and the city's other fields; `#if name` keeps its lines when `name` is not empty (`#if !name`
//!   when it is). Directive lines are not written.

use std::collections::BTreeMap;

use super::french;

/// The values a starter file is filled with: text by name, and the lists `#each` walks.
#[derive(Debug, Clone, Default)]
pub struct Vars {
    pub text: BTreeMap<String, String>,
    /// A list by its name (`cities`) and the name of one item (`city`).
    pub lists: BTreeMap<String, (String, Vec<BTreeMap<String, String>>)>,
}

impl Vars {
    pub fn set(&mut self, name: &str, value: impl Into<String>) {
        self.text.insert(name.to_owned(), value.into());
    }

    /// `flag` as `#if` reads it: "true" or "".
    pub fn flag(&mut self, name: &str, on: bool) {
        self.set(name, if on { "true" } else { "" });
    }

    /// These values with one item's fields added as `item.field`.
    pub fn with_item(&self, item: &str, fields: &BTreeMap<String, String>) -> Vars {
        let mut out = self.clone();
        for (k, v) in fields {
            out.text.insert(format!("{item}.{k}"), v.clone());
        }
        out
    }
}

/// `text` filled with `vars`; an unknown name, an unclosed block or a stray `#end` is an error
/// naming the starter file (a mistake of the starter, found by the tests that fill every one).
pub fn fill(file: &str, text: &str, vars: &Vars) -> Result<String, String> {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut out = String::with_capacity(text.len() + 256);
    let end = block(file, &lines, 0, vars, &mut out)?;
    if end < lines.len() {
        return Err(format!("starter {file}:{}: `#end` without its `#each` or `#if`", end + 1));
    }
    Ok(out)
}

/// Fills `lines[at..]` up to the `#end` that closes this block (or the end); the index of that `#end`.
fn block(file: &str, lines: &[&str], mut at: usize, vars: &Vars, out: &mut String) -> Result<usize, String> {
    while at < lines.len() {
        let line = lines[at].trim();
        if line == "#end" {
            return Ok(at);
        }
        if let Some(list) = line.strip_prefix("#each ") {
            let (item, items) = vars
                .lists
                .get(list.trim())
                .ok_or_else(|| format!("starter {file}:{}: no list `{}`", at + 1, list.trim()))?;
            let mut end = skip(file, lines, at + 1)?;
            for fields in items {
                end = block(file, lines, at + 1, &vars.with_item(item, fields), out)?;
            }
            at = end + 1;
            continue;
        }
        if let Some(cond) = line.strip_prefix("#if ") {
            let (negated, name) = cond.trim().strip_prefix('!').map_or((false, cond.trim()), |n| (true, n));
            let value = vars.text.get(name).ok_or_else(|| format!("starter {file}:{}: no value `{name}`", at + 1))?;
            let on = !value.is_empty() && value != "false";
            let end = if on != negated { block(file, lines, at + 1, vars, out)? } else { skip(file, lines, at + 1)? };
            at = end + 1;
            continue;
        }
        out.push_str(&substitute(file, at + 1, lines[at], vars)?);
        at += 1;
    }
    Ok(at)
}

/// The index of the `#end` closing the block that starts at `at`, without writing anything.
fn skip(file: &str, lines: &[&str], mut at: usize) -> Result<usize, String> {
    let open = at;
    let mut depth = 0;
    while at < lines.len() {
        let line = lines[at].trim();
        if line.starts_with("#each ") || line.starts_with("#if ") {
            depth += 1;
        } else if line == "#end" {
            if depth == 0 {
                return Ok(at);
            }
            depth -= 1;
        }
        at += 1;
    }
    Err(format!("starter {file}:{open}: this block has no `#end`"))
}

fn substitute(file: &str, line_no: usize, line: &str, vars: &Vars) -> Result<String, String> {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(open) = rest.find("{{") {
        out.push_str(&rest[..open]);
        let after = &rest[open + 2..];
        let close = after.find("}}").ok_or_else(|| format!("starter {file}:{line_no}: `{{{{` without `}}}}`"))?;
        let expr = after[..close].trim();
        let (word, name) = match expr.split_once(' ') {
            Some((w, n)) => (Some(w), n.trim()),
            None => (None, expr),
        };
        let value = vars.text.get(name).ok_or_else(|| format!("starter {file}:{line_no}: no value `{name}`"))?;
        let value = match word {
            None => value.clone(),
            Some(w @ ("de" | "que" | "le" | "la")) => french::elide(w, value),
            Some(w) => return Err(format!("starter {file}:{line_no}: `{w}` is not de, que, le or la")),
        };
        out.push_str(&value.replace('\\', "\\\\").replace('"', "\\\""));
        rest = &after[close + 2..];
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars() -> Vars {
        let mut v = Vars::default();
        v.set("name", "Électricité \"Boréal\"");
        v.set("trade", "électricité");
        v.flag("emergencies", false);
        let city = |n: &str| BTreeMap::from([("name".to_owned(), n.to_owned())]);
        v.lists.insert("cities".into(), ("city".into(), vec![city("Québec"), city("Lévis")]));
        v
    }

    #[test]
    fn values_lists_conditions_and_elision() {
        let text = "title: \"{{name}}\"\nabout: \"Services {{de trade}}\"\n#each cities\n- \"{{city.name}}\"\n#end\n#if emergencies\nurgent: yes\n#end\n#if !emergencies\nurgent: no\n#end\n";
        assert_eq!(
            fill("t", text, &vars()).unwrap(),
            "title: \"Électricité \\\"Boréal\\\"\"\nabout: \"Services d'électricité\"\n- \"Québec\"\n- \"Lévis\"\nurgent: no\n"
        );
    }

    #[test]
    fn a_starters_mistakes_are_named_at_their_line() {
        assert!(fill("t", "a: {{nope}}\n", &vars()).unwrap_err().contains("t:1: no value `nope`"));
        assert!(fill("t", "#if emergencies\na: b\n", &vars()).unwrap_err().contains("no `#end`"));
        assert!(fill("t", "a: b\n#end\n", &vars()).unwrap_err().contains("`#end` without"));
        assert!(fill("t", "a: {{du trade}}\n", &vars()).unwrap_err().contains("`du` is not"));
    }
}
