//! The example sites of `examples/`: another trade in another province (a plumbing company in
//! two British Columbia cities), built by the same generator with no change to it. Nothing of
//! the Alberta heating site may reach them; what still does is listed in examples/README.md.

use crate::common::{copy_dir, repo, sitegen, stderr};
use std::fs;
use std::path::Path;

/// A temporary copy of `examples/NAME` as it is, with nothing of this repository beside it: it
/// must build on the binary's built-in theme and islands alone. The photo cache is the
/// repository's, shared with the other tests.
pub(crate) fn example(name: &str) -> tempfile::TempDir {
    let from = repo().join("examples").join(name);
    let dir = tempfile::tempdir().expect("tempdir");
    copy_dir(&from, dir.path());
    let _ = fs::remove_dir_all(dir.path().join(".sitegen-cache"));
    fs::create_dir_all(repo().join(".sitegen-cache")).expect("cache dir");
    std::os::unix::fs::symlink(repo().join(".sitegen-cache"), dir.path().join(".sitegen-cache")).expect("symlink");
    dir
}

/// Every text file the build wrote (pages, feeds, scripts, styles), with its path.
pub(crate) fn text_files(dir: &Path, out: &mut Vec<(String, String)>) {
    for e in fs::read_dir(dir).unwrap().flatten() {
        let path = e.path();
        if path.is_dir() {
            text_files(&path, out);
        } else if let Ok(text) = fs::read_to_string(&path) {
            out.push((path.display().to_string(), text));
        }
    }
}

const PAGES: &[&str] = &[
    "index.html",
    "victoria/index.html",
    "nanaimo/index.html",
    "water-heaters/index.html",
    "drain-cleaning/index.html",
    "estimate/index.html",
    "estimate/thanks/index.html",
    "estimate/not-connected/index.html",
    "privacy-policy/index.html",
    "404.html",
];

/// Words of the Alberta heating site, lower-case: none may appear anywhere in the example's output.
const ALBERTA: &[&str] =
    &["alberta", "chinook", "furnace", "boiler", "(403)", "+1403", "calgary", "edmonton", "red deer", "gas fitter"];

#[test]
fn the_plumbing_example_checks_and_builds_without_a_word_of_the_alberta_site() {
    let site = example("plumbing");

    let check = sitegen(site.path(), &["check"]);
    let check_err = stderr(&check);
    assert!(check.status.success(), "{check_err}");
    // Its one warning is on purpose: an example's form sends nobody's request anywhere (demo).
    let warnings: Vec<&str> = check_err.lines().filter(|l| l.starts_with("warning:")).collect();
    assert_eq!(warnings.len(), 1, "{check_err}");
    assert!(warnings[0].contains("leads provider is `demo`"), "{check_err}");

    let build = sitegen(site.path(), &["build"]);
    assert!(build.status.success(), "{}", stderr(&build));
    let stdout = String::from_utf8_lossy(&build.stdout);
    assert!(stdout.starts_with(&format!("Built {} pages", PAGES.len())), "{stdout}");
    let dist = site.path().join("dist");
    for page in PAGES {
        assert!(dist.join(page).is_file(), "{page} missing");
    }

    let mut files = Vec::new();
    text_files(&dist, &mut files);
    for (path, text) in &files {
        let lower = text.to_lowercase();
        for word in ALBERTA {
            assert!(!lower.contains(word), "{path} contains `{word}`");
        }
        // "heating" leaks from one place still: the quote form island's default message
        // placeholder (islands/QuoteForm/QuoteForm.tsx, examples/README.md). Anywhere else fails.
        if path.ends_with(".html") {
            let rest = lower.replace("tell us about your heating needs", "");
            assert!(!rest.contains("heating"), "{path} says heating");
        }
    }

    let read = |rel: &str| fs::read_to_string(dist.join(rel)).unwrap();
    let home = read("index.html");
    assert!(home.contains("Cedar Coast Plumbing") && home.contains(r#"href="tel:+12505550117""#));
    assert!(home.contains(r#"href="/victoria/""#) && home.contains(r#"href="/nanaimo/""#), "both cities linked");
    // The header's action leads to the form on the site's own quote page, /estimate.
    assert!(home.contains(r#"href="/estimate/#quote""#));
    assert!(read("victoria/index.html").contains("James Bay"));
    assert!(read("nanaimo/index.html").contains("Departure Bay"));
    let form = read("estimate/index.html");
    for choice in ["Water Heater", "Drain Cleaning", "Leak Repair", "Repiping", "Nanaimo", "What Needs Fixing"] {
        assert!(form.contains(choice), "the form lacks {choice}");
    }
    assert!(form.contains(r#"action="/estimate/not-connected/""#));
    assert_eq!(read("favicon.svg"), fs::read_to_string(repo().join("examples/plumbing/static/favicon.svg")).unwrap());

    // Its own look from its site.yaml: its colours in the one stylesheet, none of the heating
    // site's orange; its water drop drawn in the header; a plumber to search engines.
    let css_name =
        home.split(r#"<link rel="stylesheet" href="/assets/"#).nth(1).and_then(|r| r.split('"').next()).unwrap();
    let css = read(&format!("assets/{css_name}"));
    assert!(css.contains("--c-brand:#0f766e") && css.contains("--c-brand-dark:#0f5257"), "brand colours in {css_name}");
    // Its teal reads on white: it is its own text shade, with white on the buttons, as before.
    assert!(
        css.contains("--c-on-brand:#ffffff;--c-brand-text:#0f766e;") && css.contains("--c-on-brand-dark:#ffffff;"),
        "derived colours in {css_name}"
    );
    for orange in ["#c2410c", "#9a3412", "#fff7ed"] {
        for (path, text) in &files {
            assert!(!text.to_lowercase().contains(orange), "{path} has the heating site's colour {orange}");
        }
    }
    assert!(home.contains(r##"<meta name="theme-color" content="#0f5257">"##));
    assert!(home.contains(r##"<svg class="brand-mark" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false"><rect width="36" height="36" rx="8" fill="#0f5257"/>"##));
    assert!(home.contains(r#""@type":"Plumber""#));
    assert!(
        !site.path().join("templates").exists() && !site.path().join("islands").exists(),
        "nothing of the repository beside it"
    );
}

/// Interface words of the built-in English: none may show on a page of a French site.
pub(crate) const ENGLISH_INTERFACE: &[&str] = &[
    "Skip to main content",
    "Free quote",
    "Call or get a free quote",
    "Service Areas",
    "All rights reserved",
    "Select your city",
    "Select a service",
    "Submitting",
    "Please enter",
    "Pause rotation",
    "Previous slide",
    "Learn More",
    "Most Popular",
    "customer review",
    "Close notification",
    "Is it an emergency",
    "What the Quote Form Sends",
    "Where Your Visit Came From",
    "the page of this site you sent the form from",
];

#[test]
fn a_french_site_wears_french_words_around_its_own_content() {
    let site = example("plumbing");
    let yaml = site.path().join("content/site.yaml");
    let text = fs::read_to_string(&yaml).unwrap().replace("trade: plumbing\n", "trade: plumbing\nlanguage: fr-CA\n");
    fs::write(&yaml, text).unwrap();
    let build = sitegen(site.path(), &["build"]);
    assert!(build.status.success(), "{}", stderr(&build));
    let dist = site.path().join("dist");
    for page in PAGES {
        let html = fs::read_to_string(dist.join(page)).unwrap();
        assert!(html.contains(r#"<html lang="fr-CA">"#) && html.contains(r#"content="fr_CA""#), "{page}: lang");
        for words in ENGLISH_INTERFACE {
            assert!(!html.contains(words), "{page} says `{words}` on a French site");
        }
    }
    let home = fs::read_to_string(dist.join("index.html")).unwrap();
    for words in ["Aller au contenu principal", "Soumission gratuite", "Régions desservies", "Tous droits réservés"]
    {
        assert!(home.contains(words), "home lacks `{words}`");
    }
    // Opening hours the French way (7 h 30), the island's words in its props.
    assert!(home.contains("7\u{a0}h\u{a0}30"), "hours in French");
    assert!(home.contains(r#""toggle":"Menu""#) && home.contains(r#""navLabel":"Principal""#));
}

#[test]
fn a_site_without_an_emergency_service_never_mentions_one() {
    let site = example("plumbing");
    let yaml = site.path().join("content/site.yaml");
    let text = fs::read_to_string(&yaml).unwrap();
    let text = text.replace("  emergency_dispatch: within 90 minutes\n", "").replace("  availability: 24/7\n", "");
    fs::write(&yaml, text.clone()).unwrap();
    // Its quote form writes its own intro, so nothing names the emergency service any more.
    let out = sitegen(site.path(), &["check"]);
    assert!(out.status.success(), "{}", stderr(&out));
    // Without any offer either: the home page's offer section is named as showing nothing.
    let start = text.find("offer:\n").unwrap();
    let end = text[start..].find("guarantees:").unwrap() + start;
    fs::write(&yaml, format!("{}{}", &text[..start], &text[end..])).unwrap();
    let build = sitegen(site.path(), &["build"]);
    assert!(build.status.success(), "{}", stderr(&build));
    assert!(
        stderr(&build).contains("content/pages/index.yaml")
            && stderr(&build).contains("has an offer section, but site.yaml has no `offer:`"),
        "{}",
        stderr(&build)
    );
    let dist = site.path().join("dist");
    for page in PAGES {
        let html = fs::read_to_string(dist.join(page)).unwrap();
        for words in ["24/7 emergency", "Emergency service", "quote-form__urgent", "within 90 minutes"] {
            assert!(!html.contains(words), "{page} says `{words}` with no emergency service");
        }
    }
    let home = fs::read_to_string(dist.join("index.html")).unwrap();
    assert!(home.contains("Quotes answered the next business day."), "the footer's line without emergencies");

    // A page that promises emergency dispatch cannot be built then.
    let page = site.path().join("content/pages/drain-cleaning.yaml");
    let text = fs::read_to_string(&page).unwrap().replacen(
        "service: Drain Cleaning\n",
        "service: Drain Cleaning\npromise: emergency_dispatch\n",
        1,
    );
    fs::write(&page, text).unwrap();
    let out = sitegen(site.path(), &["check"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains(
            "this page's `promise:` is emergency_dispatch, but site.yaml's promises describe no emergency service"
        ),
        "{}",
        stderr(&out)
    );
}

/// Every page of a built site, with its path.
fn pages_of(dist: &Path) -> Vec<(String, String)> {
    let mut files = Vec::new();
    text_files(dist, &mut files);
    files.into_iter().filter(|(p, _)| p.ends_with(".html")).collect()
}

#[test]
fn the_french_roofing_example_made_with_init_is_french_and_a_roofers() {
    let site = example("toitures");
    let check = sitegen(site.path(), &["check"]);
    let check_err = stderr(&check);
    assert!(check.status.success(), "{check_err}");
    // `check` speaks the site's French (issue 57).
    let warnings: Vec<&str> = check_err.lines().filter(|l| l.starts_with("avertissement\u{a0}:")).collect();
    assert_eq!(warnings.len(), 1, "only the demo form's: every example of init was replaced\n{check_err}");
    let build = sitegen(site.path(), &["build"]);
    assert!(build.status.success(), "{}", stderr(&build));
    let dist = site.path().join("dist");
    let pages = pages_of(&dist);
    assert_eq!(pages.len(), 12, "home, 3 cities, 3 services, quote with thanks and not-sent, privacy, 404, ...");
    for (path, html) in &pages {
        assert!(html.contains(r#"<html lang="fr-CA">"#), "{path}: lang");
        for words in ENGLISH_INTERFACE {
            assert!(!html.contains(words), "{path} says `{words}`");
        }
        let lower = html.to_lowercase();
        for word in ALBERTA.iter().chain(&["heating", "chauffage", "plumb"]) {
            assert!(!lower.contains(word), "{path} contains `{word}`");
        }
        // French a reader would not correct: « et » before the last town, no « Prêt pour : »,
        // and round the clock in words that never break across lines (issue 57).
        for slip in ["Dieppe, Riverview", "Prêt pour", "7 jours", "jours sur 7", "24/7"] {
            assert!(!html.contains(slip), "{path} says `{slip}`");
        }
    }
    let home = fs::read_to_string(dist.join("index.html")).unwrap();
    assert!(home.contains("Moncton, Dieppe et Riverview"));
    assert!(home.contains("Urgences jour et nuit, 7\u{a0}jours\u{a0}sur\u{a0}7"), "{home}");
    assert!(home.contains(r#""@type":"RoofingContractor""#));
    let css = home.split(r#"<link rel="stylesheet" href="/assets/"#).nth(1).and_then(|r| r.split('"').next()).unwrap();
    assert!(fs::read_to_string(dist.join("assets").join(css)).unwrap().contains("--c-brand:#9b2c2c"));
    assert!(dist.join("soumission/merci/index.html").is_file() && dist.join("confidentialite/index.html").is_file());
}

#[test]
fn a_french_privacy_policy_names_every_company_that_receives_something_in_french() {
    let site = example("toitures");
    let yaml = site.path().join("content/site.yaml");
    let text = fs::read_to_string(&yaml).unwrap();
    let at = text.find("leads:\n  provider: demo\n").expect("the example's demo form");
    let with = format!(
        "{}leads: {{ provider: formspree, url: \"https://formspree.io/f/xyzabcde\" }}\nanalytics: {{ provider: ga4, \
         measurement_id: G-ABC123XYZ }}\nbooking: {{ provider: servicetitan, api_key: s125da2s6hshj7oh6w639ppc, \
         scheduler_id: sched_qpfsy4voj5ugkkqw4dq2 }}\n{}",
        &text[..at],
        &text[at + "leads:\n  provider: demo\n".len()..]
    );
    fs::write(&yaml, with).unwrap();
    let build = sitegen(site.path(), &["build"]);
    assert!(build.status.success(), "{}", stderr(&build));
    let policy = fs::read_to_string(site.path().join("dist/confidentialite/index.html")).unwrap();
    for company in ["Formspree", "Google Analytics 4", "ServiceTitan"] {
        // The typography pass writes the no-break space itself, not its entity.
        assert!(policy.contains(&format!("<strong>{company}</strong>, aux États-Unis\u{a0}:")), "{company}: {policy}");
    }
    assert!(policy.contains("Qui d’autre traite vos renseignements"), "{policy}");
    assert!(policy.contains("gère notre réservation en ligne"), "{policy}");
    assert!(policy.contains("Il est aussi informé de trois événements"), "calls and Book online: {policy}");
    assert!(!policy.contains("United States") && !policy.contains("runs our online booking"), "{policy}");
}

#[test]
fn a_french_site_on_netlify_registers_its_form_in_french_and_its_policy_names_the_suspect_mark() {
    let site = example("toitures");
    let yaml = site.path().join("content/site.yaml");
    let text =
        fs::read_to_string(&yaml).unwrap().replace("leads:\n  provider: demo\n", "leads:\n  provider: netlify\n");
    fs::write(&yaml, text).unwrap();
    let build = sitegen(site.path(), &["build", "--host", "netlify"]);
    assert!(build.status.success(), "{}", stderr(&build));
    let dist = site.path().join("dist");
    let forms = fs::read_to_string(dist.join("__forms.html")).unwrap();
    assert!(forms.contains(r#"<html lang="fr-CA">"#) && forms.contains("<title>Envoyer ma demande</title>"), "{forms}");
    assert!(forms.contains(r#"<button type="submit">Envoyer ma demande</button>"#), "{forms}");
    // The Maison / Commerce choice is one field to Netlify, however many buttons the page has.
    assert_eq!(forms.matches(r#"name="propertyType""#).count(), 1, "{forms}");
    assert!(forms.contains(r#"<input type="text" name="suspect">"#), "{forms}");
    let policy = fs::read_to_string(dist.join("confidentialite/index.html")).unwrap();
    assert!(
        policy.contains("oui, si le formulaire est parti quelques secondes à peine après l’ouverture de la page")
            && policy.contains("(<code>suspect</code>)"),
        "{policy}"
    );
}

#[test]
fn a_form_without_the_home_or_business_question_neither_asks_nor_registers_it() {
    let site = example("plumbing");
    let form = site.path().join("content/data/quote-form.yaml");
    let text = fs::read_to_string(&form).unwrap();
    let without = text
        .replace("property_types: { residential: Home, commercial: Business }\n", "")
        .replace("  property_type: Building\n", "");
    fs::write(&form, &without).unwrap();
    let yaml = site.path().join("content/site.yaml");
    let site_text = fs::read_to_string(&yaml)
        .unwrap()
        .replace("  provider: demo\n", "  provider: netlify\n")
        .replace("host: generic", "host: netlify");
    fs::write(&yaml, site_text).unwrap();
    let build = sitegen(site.path(), &["build"]);
    assert!(build.status.success(), "{}", stderr(&build));
    let dist = site.path().join("dist");
    let estimate = fs::read_to_string(dist.join("estimate/index.html")).unwrap();
    assert!(!estimate.contains("field--property") && !estimate.contains(">Building<"), "no toggle");
    assert!(!fs::read_to_string(dist.join("__forms.html")).unwrap().contains("propertyType"), "not registered");
    let privacy = fs::read_to_string(dist.join("privacy-policy/index.html")).unwrap();
    assert!(
        privacy.contains("<li>Town</li>") && !privacy.contains("<li>Building</li>"),
        "the policy lists what is asked"
    );

    // A label without the question, or the question without its label, is named.
    fs::write(
        &form,
        without.replace(
            "  message: Anything We Should Know\n",
            "  message: Anything We Should Know\n  property_type: Building\n",
        ),
    )
    .unwrap();
    let out = sitegen(site.path(), &["check"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("labels.property_type names a Home / Business choice the form does not offer"),
        "{}",
        stderr(&out)
    );
}
