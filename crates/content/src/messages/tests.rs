use super::*;

#[test]
fn a_sentence_with_holes_is_matched_and_its_holes_kept() {
    let e = entry("link `{s}` is not allowed ({expected})", "le lien `{s}` n'est pas permis ({expected})".into());
    assert_eq!(fills(&e, "link `ftp://x` is not allowed (expected a page)"), Some(vec!["ftp://x", "expected a page"]));
    assert_eq!(fills(&e, "link `` is not allowed (x)"), None, "a hole is never empty");
    assert_eq!(fills(&e, "another sentence"), None);
}

#[test]
fn english_is_left_as_written_and_french_is_typeset() {
    let m = "this text is empty (write the text inside the quotes, or remove the line if the field is optional)";
    assert_eq!(translate(m, Language::EnCa), m);
    assert!(translate(m, Language::FrCa).starts_with("ce texte est vide"));
    assert_eq!(translate("no such sentence", Language::FrCa), "no such sentence");
}
