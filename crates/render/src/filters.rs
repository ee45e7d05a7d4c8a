//! Template filters for formatting that content should not have to repeat.

use minijinja::{AutoEscape, Environment, Error, ErrorKind, Output, State, Value};

pub fn register(env: &mut Environment<'static>) {
    env.add_filter("clock", clock);
    env.add_filter("fill", fill);
    env.add_filter("json_script", json_script);
    env.add_filter("line_start", line_start);
    env.add_filter("mid_sentence", mid_sentence);
    env.add_filter("stars", stars);
}

/// HTML escaping of the five characters that matter ([`sitegen_escape::html`]). minijinja's default
/// also escapes `/`, which is safe but turns every URL into `&#x2f;` soup in the published pages.
pub fn html_formatter(out: &mut Output, state: &mut State, value: &Value) -> Result<(), Error> {
    if !matches!(state.auto_escape(), AutoEscape::Html) || value.is_safe() || value.is_none() || value.is_undefined() {
        return minijinja::escape_formatter(out, state, value);
    }
    let text = match value.as_str() {
        Some(s) => std::borrow::Cow::Borrowed(s),
        None => std::borrow::Cow::Owned(value.to_string()),
    };
    let escaped = sitegen_escape::html(&text, sitegen_escape::Apostrophe::Decimal);
    out.write_str(&escaped).map_err(|_| Error::new(ErrorKind::WriteFailure, "writing output"))
}

/// `07:00` -> `7:00 AM`, `20:00` -> `8:00 PM`.
fn time12(t: String) -> Result<String, Error> {
    let bad = || Error::new(ErrorKind::InvalidOperation, format!("`{t}` is not HH:MM"));
    let (h, m) = t.split_once(':').ok_or_else(bad)?;
    let h: u8 = h.parse().map_err(|_| bad())?;
    let suffix = if h < 12 { "AM" } else { "PM" };
    let h12 = match h % 12 {
        0 => 12,
        h => h,
    };
    Ok(format!("{h12}:{m} {suffix}"))
}

/// A clock time as the site's language writes it: `07:00` -> `7:00 AM` in English, `7 h` in French
/// (`20:30` -> `20 h 30`), as the Office québécois de la langue française recommends.
fn clock(t: String, lang: &str) -> Result<String, Error> {
    if !lang.starts_with("fr") {
        return time12(t);
    }
    let bad = || Error::new(ErrorKind::InvalidOperation, format!("`{t}` is not HH:MM"));
    let (h, m) = t.split_once(':').ok_or_else(bad)?;
    let h: u8 = h.parse().map_err(|_| bad())?;
    Ok(if m == "00" { format!("{h}\u{a0}h") } else { format!("{h}\u{a0}h\u{a0}{m}") })
}

/// Words of the interface with their `{name}`s filled: `{{ site.words.rated|fill(rating=4) }}`.
/// The result is text (escaped where it is printed), whatever the values are.
fn fill(text: String, kwargs: minijinja::value::Kwargs) -> Result<String, Error> {
    let mut out = text;
    for name in kwargs.args() {
        let value: Value = kwargs.get(name)?;
        out = out.replace(&format!("{{{name}}}"), &value.to_string());
    }
    Ok(out)
}

/// Serializes a value as JSON that is safe inside a `<script>` block (JSON-LD).
fn json_script(v: Value) -> Result<Value, Error> {
    let json = serde_json::to_string(&v).map_err(|e| Error::new(ErrorKind::BadSerialization, e.to_string()))?;
    Ok(Value::from_safe_string(sitegen_escape::json_in_script(&json).into_owned()))
}

/// A label that starts a line ("du lundi au vendredi" as a list's term): its first letter capital.
fn line_start(text: String) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// A label in the middle of a sentence ("Ouvert du lundi au vendredi"): French writes days and
/// "du" in lower case there, so a capital the label starts with (as typed for a line of its own) is
/// lowered. A word in capitals ("QC") stays; English ("Open Mon–Fri") keeps what was typed.
fn mid_sentence(text: String, lang: &str) -> String {
    /// Words French writes in lower case inside a sentence that an hours label may start with; a
    /// name (« Noël », « Pâques ») keeps its capital.
    const COMMON: &[&str] = &[
        "du",
        "de",
        "des",
        "le",
        "la",
        "les",
        "en",
        "tous",
        "toute",
        "fin",
        "jours",
        "semaine",
        "lun",
        "lundi",
        "mar",
        "mardi",
        "mer",
        "mercredi",
        "jeu",
        "jeudi",
        "ven",
        "vendredi",
        "sam",
        "samedi",
        "dim",
        "dimanche",
        "été",
        "hiver",
        "printemps",
        "automne",
        "heures",
    ];
    let first: String = text.chars().take_while(|c| c.is_alphabetic()).collect::<String>().to_lowercase();
    if !lang.starts_with("fr") || !COMMON.contains(&first.as_str()) {
        return text;
    }
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| c.to_lowercase().chain(chars).collect())
}

/// A rating as a list of booleans, filled first: `3 -> [true, true, true, false, false]`.
fn stars(rating: u8) -> Vec<bool> {
    (1..=5).map(|i| i <= rating).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_times_read_naturally() {
        assert_eq!(time12("07:00".into()).unwrap(), "7:00 AM");
        assert_eq!(time12("20:00".into()).unwrap(), "8:00 PM");
        assert_eq!(time12("12:30".into()).unwrap(), "12:30 PM");
        assert_eq!(time12("00:15".into()).unwrap(), "12:15 AM");
        assert!(time12("7".into()).is_err());
    }

    #[test]
    fn clock_times_in_french() {
        assert_eq!(clock("07:00".into(), "fr-CA").unwrap(), "7\u{a0}h");
        assert_eq!(clock("20:30".into(), "fr-CA").unwrap(), "20\u{a0}h\u{a0}30");
        assert_eq!(clock("20:30".into(), "en-CA").unwrap(), "8:30 PM");
    }

    #[test]
    fn hour_labels_fit_where_they_stand() {
        assert_eq!(mid_sentence("Du lundi au vendredi".into(), "fr-CA"), "du lundi au vendredi");
        assert_eq!(mid_sentence("Lun.-ven.".into(), "fr-CA"), "lun.-ven.");
        assert_eq!(mid_sentence("QC".into(), "fr-CA"), "QC");
        assert_eq!(mid_sentence("Noël".into(), "fr-CA"), "Noël");
        assert_eq!(mid_sentence("Samedi".into(), "fr-CA"), "samedi");
        assert_eq!(mid_sentence("Mon–Fri".into(), "en-CA"), "Mon–Fri");
        assert_eq!(line_start("du lundi au vendredi".into()), "Du lundi au vendredi");
        assert_eq!(line_start("été".into()), "Été");
        assert_eq!(line_start(String::new()), "");
    }

    #[test]
    fn stars_fill_from_the_left() {
        assert_eq!(stars(3), vec![true, true, true, false, false]);
    }
}
