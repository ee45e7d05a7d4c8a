//! The French words that change with the word after them, and lists read aloud: what makes
//! "Des travaux de électricité" or "à Québec, Lévis" on a new site (issue 51).

/// Words starting with an aspirated h, which take no elision ("de hauteur", "le Havre"): the
/// ones a contractor's site is likely to write, not the dictionary's few hundred.
const ASPIRATED: &[&str] = &[
    "hache", "haie", "hall", "hameau", "hangar", "hauban", "haut", "haute", "hauteur", "havre", "héron", "hêtre",
    "hibou", "hockey", "homard", "hors", "hotte", "housse", "hublot", "huit", "hutte",
];

/// Whether `word` starts with a vowel sound: a vowel, or an h that is not aspirated.
pub fn vowel_sound(word: &str) -> bool {
    let Some(first) = word.chars().next() else { return false };
    let lower: String = first.to_lowercase().collect();
    if "aeiouàâäéèêëîïôöùûüœæ".contains(lower.as_str()) {
        return true;
    }
    if lower == "h" {
        let head: String = word.chars().take_while(|c| c.is_alphabetic()).collect::<String>().to_lowercase();
        return !ASPIRATED.iter().any(|a| head == *a || (head.starts_with(a) && a.len() >= 5));
    }
    false
}

/// `word` and `next` as French writes them: "de toiture", "d'électricité", "qu'Électricité
/// Boréal", "l'entretien", "le hangar".
pub fn elide(word: &str, next: &str) -> String {
    if vowel_sound(next) {
        let kept = match word {
            "de" => "d",
            "que" => "qu",
            "le" | "la" => "l",
            other => return format!("{other} {next}"),
        };
        format!("{kept}'{next}")
    } else {
        format!("{word} {next}")
    }
}

/// Items as a sentence lists them: "Québec", "Québec et Lévis", "Québec, Lévis et Beauport"
/// (`and` is the language's word; no comma before it in either language's Canadian usage).
pub fn list(items: &[&str], and: &str) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
    }
}

/// Items each after `at` ("à Québec et à Lévis"), as French repeats its prepositions; with
/// `once`, the word comes once ("in Halifax and Dartmouth").
pub fn list_at(at: &str, items: &[&str], and: &str, once: bool) -> String {
    if once {
        return format!("{at} {}", list(items, and));
    }
    let each: Vec<String> = items.iter().map(|i| format!("{at} {i}")).collect();
    list(&each.iter().map(String::as_str).collect::<Vec<_>>(), and)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn de_que_le_and_la_are_elided_before_a_vowel_or_a_mute_h() {
        assert_eq!(elide("de", "électricité"), "d'électricité");
        assert_eq!(elide("de", "toiture"), "de toiture");
        assert_eq!(elide("de", "Ottawa"), "d'Ottawa");
        assert_eq!(elide("de", "Québec"), "de Québec");
        assert_eq!(elide("que", "Électricité Boréal"), "qu'Électricité Boréal");
        assert_eq!(elide("que", "Toitures du Havre"), "que Toitures du Havre");
        assert_eq!(elide("le", "entretien"), "l'entretien");
        assert_eq!(elide("la", "humidité"), "l'humidité");
        assert_eq!(elide("de", "hauteur"), "de hauteur");
        assert_eq!(elide("le", "Havre"), "le Havre");
        assert_eq!(elide("de", "hockey"), "de hockey");
        assert_eq!(elide("de", "habitation"), "d'habitation");
        assert_eq!(elide("de", "Yamaska"), "de Yamaska");
    }

    #[test]
    fn lists_read_aloud() {
        assert_eq!(list(&["Québec"], "et"), "Québec");
        assert_eq!(list(&["Québec", "Lévis"], "et"), "Québec et Lévis");
        assert_eq!(list(&["Québec", "Lévis", "Beauport"], "et"), "Québec, Lévis et Beauport");
        assert_eq!(list_at("à", &["Québec", "Lévis"], "et", false), "à Québec et à Lévis");
        assert_eq!(list_at("in", &["Halifax", "Dartmouth"], "and", true), "in Halifax and Dartmouth");
        assert_eq!(list_at("à", &["Moncton"], "et", false), "à Moncton");
    }
}
