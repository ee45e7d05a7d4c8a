//! French typography on plain text, as the Office québécois de la langue française writes it:
//! a narrow no-break space (U+202F) before `;` `!` `?`, a no-break space (U+00A0) before `:` and
//! inside `« »`, no break between a number and its unit or between the groups of its digits,
//! `…` for three dots and `’` for the apostrophe. A space that is missing is added, one that may
//! break is replaced, so the text an editor types comes out right whatever space they typed.
//!
//! Only text goes through here (the render crate's HTML pass gives it text nodes and the
//! attributes people read; island props are done by the same function so that server-rendered
//! and hydrated markup agree). Words that are addresses (`https://…`, `www.…`, `tel:…`, an e-mail)
//! are left exactly as they are, and so are clock times (`10:30`) and names like `quote-form:draft`,
//! where the mark is not followed by a space.

use std::borrow::Cow;

/// Narrow no-break space: before `;` `!` `?`.
pub const NARROW_NBSP: char = '\u{202f}';
/// No-break space: before `:`, inside `« »`, in numbers and before units.
pub const NBSP: char = '\u{a0}';

/// Units written after a number that must stay on its line ("4 000 $", "15 km", "8 h").
const UNITS: &[&str] =
    &["$", "%", "¢", "€", "km", "m", "m²", "cm", "mm", "kg", "h", "min", "kW", "W", "V", "pi", "pi²", "po", "°C"];

/// `text` in French typography. Borrowed when nothing changes.
pub fn french(text: &str) -> Cow<'_, str> {
    if !text.bytes().any(|b| matches!(b, b' ' | b';' | b'!' | b'?' | b':' | b'.' | b'\'' | 0xC2 | 0xE2)) {
        return Cow::Borrowed(text);
    }
    let out = french_after(None, text);
    if out == text { Cow::Borrowed(text) } else { Cow::Owned(out) }
}

/// `text` in French typography, code between backticks left as written: a message that names a
/// YAML key (`leads: {provider: demo}`) or a value keeps its marks exactly.
pub fn french_prose(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for (i, part) in text.split('`').enumerate() {
        if i > 0 {
            out.push('`');
        }
        if i % 2 == 1 {
            out.push_str(part);
        } else {
            out.push_str(&french_after(out.chars().last(), part));
        }
    }
    out
}

/// `text` in French typography when `before` is the character just before it (the end of the
/// previous text node, across an inline tag like `<strong>4 000</strong> $`); None at the start
/// of a block.
pub fn french_after(before: Option<char>, text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let protected = addresses(&c);
    let mut out: Vec<char> = Vec::with_capacity(c.len() + 8);
    let last = |out: &Vec<char>| out.last().copied().or(before);
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        if protected[i] {
            out.push(ch);
            i += 1;
            continue;
        }
        let next = c.get(i + 1).copied();
        match ch {
            '.' if c.get(i + 1) == Some(&'.') && c.get(i + 2) == Some(&'.') => {
                out.push('…');
                while c.get(i) == Some(&'.') {
                    i += 1;
                }
                continue;
            }
            '\'' if last(&out).is_some_and(char::is_alphabetic) => out.push('’'),
            ';' | '!' | '?' => {
                space_before(&mut out, before, next, NARROW_NBSP);
                out.push(ch);
            }
            // 10:30 and 1:2 keep their colon as it is.
            ':' if !(last(&out).is_some_and(|p| p.is_ascii_digit()) && next.is_some_and(|n| n.is_ascii_digit())) => {
                space_before(&mut out, before, next, NBSP);
                out.push(ch);
            }
            '«' => {
                out.push(ch);
                let mut j = i + 1;
                while c.get(j).is_some_and(|&s| is_space(s)) {
                    j += 1;
                }
                if j < c.len() && c[j] != '\n' {
                    out.push(NBSP);
                }
                i = j;
                continue;
            }
            '»' => {
                let had_space = trim_spaces(&mut out);
                if had_space || out.last().is_some_and(|p| !p.is_whitespace()) {
                    out.push(NBSP);
                }
                out.push(ch);
            }
            ' ' | NARROW_NBSP if last(&out).is_some_and(|p| p.is_ascii_digit()) && binds_to_number(&c[i + 1..]) => {
                out.push(NBSP)
            }
            // "20 h 30": the minutes stay with their hour.
            ' ' if out.len() >= 3
                && out[out.len() - 1] == 'h'
                && out[out.len() - 2] == NBSP
                && out[out.len() - 3].is_ascii_digit()
                && next.is_some_and(|n| n.is_ascii_digit()) =>
            {
                out.push(NBSP)
            }
            _ => out.push(ch),
        }
        i += 1;
    }
    bind_rounds(&mut out);
    out.into_iter().collect()
}

/// "24 h sur 24" and "7 jours sur 7" read as one word each: no line breaks inside them (a line
/// ending in "7" and the next starting "jours sur 7" reads as a slip). The comma between the two
/// may still break.
fn bind_rounds(out: &mut [char]) {
    let space = |c: char| c == ' ' || c == NBSP;
    let n = out.len();
    for i in 0..n.saturating_sub(5) {
        if !(space(out[i]) && out[i + 1..i + 4] == ['s', 'u', 'r'] && space(out[i + 4])) {
            continue;
        }
        if !out.get(i + 5).is_some_and(char::is_ascii_digit) {
            continue;
        }
        let start = (0..i).rev().find(|&j| space(out[j])).map_or(0, |j| j + 1);
        let word: String = out[start..i].iter().collect();
        if !matches!(word.as_str(), "h" | "jours" | "heures") || start < 2 || !out[start - 2].is_ascii_digit() {
            continue;
        }
        if space(out[start - 1]) {
            out[start - 1] = NBSP;
            out[i] = NBSP;
            out[i + 4] = NBSP;
        }
    }
}

/// The space a mark takes before it: the spaces typed before it become `space`; a word glued to
/// it gets one, when the mark ends a phrase (a space or the end follows) rather than joining
/// two names (`quote-form:draft`, `page?x=1`).
fn space_before(out: &mut Vec<char>, before: Option<char>, next: Option<char>, space: char) {
    if trim_spaces(out) {
        return out.push(space);
    }
    let prev = out.last().copied().or(before);
    let ends_word =
        prev.is_some_and(|p| p.is_alphanumeric() || matches!(p, '»' | ')' | '…' | '’' | '"' | '”' | '%' | '$' | '*'));
    let ends_phrase =
        next.is_none_or(|n| n.is_whitespace() || matches!(n, '»' | ')' | '"' | '”' | '.' | ',' | '!' | '?'));
    if ends_word && ends_phrase {
        out.push(space);
    }
}

/// Removes the spaces at the end of `out` (not a line break); whether there were any.
fn trim_spaces(out: &mut Vec<char>) -> bool {
    let mut any = false;
    while out.last().is_some_and(|&s| is_space(s)) {
        out.pop();
        any = true;
    }
    any
}

fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | NBSP | NARROW_NBSP)
}

/// Whether what follows a space after a digit belongs to the number: a group of three digits
/// ("4 000") or a unit ("$", "km").
fn binds_to_number(rest: &[char]) -> bool {
    // Every group after the space has three digits; "418 555 0199" is a phone number.
    let mut at = 0;
    let mut groups = 0;
    loop {
        let digits = rest[at..].iter().take_while(|c| c.is_ascii_digit()).count();
        if digits == 0 && groups > 0 {
            return true;
        }
        if digits != 3 {
            break;
        }
        groups += 1;
        at += 3;
        if rest.get(at) == Some(&' ') && rest.get(at + 1).is_some_and(|c| c.is_ascii_digit()) {
            at += 1;
        } else {
            return true;
        }
    }
    if groups > 0 {
        return false;
    }
    let word: String = rest
        .iter()
        .take_while(|c| !c.is_whitespace() && !matches!(c, '.' | ',' | ';' | ':' | '!' | '?' | ')' | '/' | '+'))
        .collect();
    UNITS.contains(&word.as_str())
}

/// Which characters belong to an address (a URL, `www.`, `tel:`, `mailto:`, an e-mail, a path):
/// they are never changed.
fn addresses(c: &[char]) -> Vec<bool> {
    let mut protected = vec![false; c.len()];
    let mut start = 0;
    while start < c.len() {
        if c[start].is_whitespace() {
            start += 1;
            continue;
        }
        let end = (start..c.len()).find(|&j| c[j].is_whitespace()).unwrap_or(c.len());
        let word: String = c[start..end].iter().collect();
        let address = word.contains("://")
            || word.starts_with("www.")
            || ["tel:", "sms:", "mailto:", "http:", "https:"].iter().any(|p| word.starts_with(p))
            || (word.contains('@') && word.contains('.'))
            || (word.starts_with('/') && word.len() > 1);
        if address {
            // A sentence's own mark after the address stays typographic: "https://a.ca ?" has a
            // space, and the address itself ends before trailing punctuation.
            let mut stop = end;
            while stop > start && matches!(c[stop - 1], '.' | ',' | ';' | '!' | '?' | ')' | '»') {
                stop -= 1;
            }
            protected[start..stop].iter_mut().for_each(|p| *p = true);
        }
        start = end;
    }
    protected
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fr(s: &str) -> String {
        french(s).into_owned()
    }

    #[test]
    fn marks_get_their_no_break_space_whether_typed_or_not() {
        assert_eq!(fr("plus de courant ?"), "plus de courant\u{202f}?");
        assert_eq!(fr("plus de courant?"), "plus de courant\u{202f}?");
        assert_eq!(fr("plus de courant\u{a0}?"), "plus de courant\u{202f}?");
        assert_eq!(fr("Oui ; non ! Vraiment ?!"), "Oui\u{202f}; non\u{202f}! Vraiment\u{202f}?!");
        assert_eq!(fr("Téléphone : 418"), "Téléphone\u{a0}: 418");
        assert_eq!(fr("Téléphone: 418"), "Téléphone\u{a0}: 418");
        assert_eq!(fr("« Bonjour »"), "«\u{a0}Bonjour\u{a0}»");
        assert_eq!(fr("«Bonjour»"), "«\u{a0}Bonjour\u{a0}»");
    }

    #[test]
    fn times_addresses_and_names_keep_their_marks() {
        assert_eq!(fr("à 10:30"), "à 10:30");
        assert_eq!(fr("voir https://a.ca/x?y=1 ou www.a.ca"), "voir https://a.ca/x?y=1 ou www.a.ca");
        assert_eq!(fr("tel:4185550199"), "tel:4185550199");
        assert_eq!(fr("quote-form:draft"), "quote-form:draft");
        assert_eq!(fr("écrivez à bonjour@a.ca ?"), "écrivez à bonjour@a.ca\u{202f}?");
        assert_eq!(fr("Écrivez à bonjour@a.ca."), "Écrivez à bonjour@a.ca.");
    }

    #[test]
    fn numbers_stay_with_their_groups_and_units() {
        assert_eq!(fr("à partir de 4 000 $ par toit"), "à partir de 4\u{a0}000\u{a0}$ par toit");
        assert_eq!(fr("1 200 000 clients"), "1\u{a0}200\u{a0}000 clients");
        assert_eq!(fr("15 % de rabais, à 20 km"), "15\u{a0}% de rabais, à 20\u{a0}km");
        assert_eq!(fr("de 8 h 30 à 17 h"), "de 8\u{a0}h\u{a0}30 à 17\u{a0}h");
        assert_eq!(fr("418 555 0199"), "418 555 0199");
        assert_eq!(fr("12 couvreurs"), "12 couvreurs");
    }

    #[test]
    fn round_the_clock_stays_on_one_line() {
        assert_eq!(fr("Urgences 7 jours sur 7"), "Urgences 7\u{a0}jours\u{a0}sur\u{a0}7");
        assert_eq!(
            fr("Nous répondons 24 h sur 24, 7 jours sur 7 et venons vite."),
            "Nous répondons 24\u{a0}h\u{a0}sur\u{a0}24, 7\u{a0}jours\u{a0}sur\u{a0}7 et venons vite."
        );
        assert_eq!(fr("24 heures sur 24"), "24\u{a0}heures\u{a0}sur\u{a0}24");
        assert_eq!(fr("des jours sur la toiture"), "des jours sur la toiture");
        assert_eq!(fr("3 toits sur 4"), "3 toits sur 4");
    }

    #[test]
    fn dots_and_apostrophes() {
        assert_eq!(fr("Envoi en cours..."), "Envoi en cours…");
        assert_eq!(fr("l'équipe d'aujourd'hui"), "l’équipe d’aujourd’hui");
        assert_eq!(fr("'cité'"), "'cité’");
    }

    #[test]
    fn the_pass_is_idempotent() {
        for s in
            ["Vous préférez ? Appelez : 4 000 $ « oui »...", "l'offre !", "de 8 h 30", "24 h sur 24, 7 jours sur 7"]
        {
            let once = fr(s);
            assert_eq!(fr(&once), once, "{s}");
        }
    }
}
