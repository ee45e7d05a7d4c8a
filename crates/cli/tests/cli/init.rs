//! `sitegen init`: a roofer in Halifax and one in Moncton (in French) start their sites with the
//! binary alone; each checks, builds, and reads as theirs, with nothing of the heating site.

use crate::common::{repo, sitegen, stderr};
use crate::examples::ENGLISH_INTERFACE;
use std::fs;
use std::path::Path;
use std::process::Command;

/// Runs `sitegen init DIR ARGS`. DIR gets the repository's photo cache first (a hidden entry
/// init leaves alone), so the placeholder photos are encoded once for every run of the tests.
pub(crate) fn init(dir: &Path, args: &[&str]) -> std::process::Output {
    if !dir.exists() {
        fs::create_dir_all(dir).unwrap();
        fs::create_dir_all(repo().join(".sitegen-cache")).unwrap();
        std::os::unix::fs::symlink(repo().join(".sitegen-cache"), dir.join(".sitegen-cache")).unwrap();
    }
    Command::new(env!("CARGO_BIN_EXE_sitegen"))
        .arg("init")
        .arg(dir)
        .args(args)
        .env("SITEGEN_YEAR", "2026")
        .output()
        .expect("runs")
}

fn site_yaml(dir: &Path) -> std::path::PathBuf {
    dir.join("content/site.yaml")
}

fn html_files(dir: &Path, out: &mut Vec<(String, String)>) {
    for e in fs::read_dir(dir).unwrap().flatten() {
        let path = e.path();
        if path.is_dir() {
            html_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "html") {
            out.push((path.display().to_string(), fs::read_to_string(&path).unwrap()));
        }
    }
}

const ROOFER: &[&str] = &[
    "--name",
    "Harbour Roofing",
    "--trade",
    "roofing",
    "--city",
    "Halifax",
    "--city",
    "Dartmouth",
    "--phone",
    "(902) 555-0134",
    "--email",
    "info@harbourroofing.ca",
];

#[test]
fn a_roofer_in_halifax_starts_a_site_that_checks_builds_and_is_theirs() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("harbour-roofing");
    let out = init(&dir, ROOFER);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}\n{}", stderr(&out));
    assert!(said.contains("Checked 11 pages: no errors"), "{said}");
    // Every example fact is named until it is replaced.
    let err = stderr(&out);
    assert!(err.contains("content/data/testimonials.yaml:3:") && err.contains("made up by sitegen"), "{err}");
    assert!(err.contains("content/site.yaml") && err.contains("(the year you started)"), "{err}");

    // The editor's and text editors' hints speak of no other site, in English (as the
    // repository's own, with no French labels).
    for schema in fs::read_dir(dir.join("content/.schema")).unwrap().flatten() {
        let text = fs::read_to_string(schema.path()).unwrap();
        assert_eq!(text, fs::read_to_string(repo().join("content/.schema").join(schema.file_name())).unwrap());
        let text = text.to_lowercase();
        for word in ["furnace", "calgary", "(403)", "chinook", "alberta", "x-label"] {
            assert!(!text.contains(word), "{} says `{word}`", schema.path().display());
        }
    }

    let build = sitegen(&dir, &["build"]);
    assert!(build.status.success(), "{}", stderr(&build));
    let dist = dir.join("dist");
    for page in [
        "index.html",
        "halifax/index.html",
        "dartmouth/index.html",
        "roof-replacement/index.html",
        "quote/index.html",
        "quote/thanks/index.html",
        "quote/not-connected/index.html",
        "privacy-policy/index.html",
        "404.html",
    ] {
        assert!(dist.join(page).is_file(), "{page}");
    }
    let mut pages = Vec::new();
    html_files(&dist, &mut pages);
    for (path, html) in &pages {
        let lower = html.to_lowercase();
        for word in ["heating", "furnace", "chinook", "alberta", "(403)", "gas smell", "#c2410c"] {
            assert!(!lower.contains(word), "{path} says `{word}`");
        }
        assert!(html.contains(r#"<html lang="en-CA">"#), "{path}");
    }
    let home = fs::read_to_string(dist.join("index.html")).unwrap();
    assert!(home.contains(r#""@type":"RoofingContractor""#) && home.contains("tel:+19025550134"));
    let quote = fs::read_to_string(dist.join("quote/index.html")).unwrap();
    assert!(quote.contains("Roof leaking right now?"), "the trade's own emergency question");
    let css = home.split(r#"<link rel="stylesheet" href="/assets/"#).nth(1).and_then(|r| r.split('"').next()).unwrap();
    assert!(fs::read_to_string(dist.join("assets").join(css)).unwrap().contains("--c-brand:#1f5fa8"));

    // The form names who receives a request only once it goes somewhere; the offers box, once
    // the content asks for it, is unticked and the privacy policy says what a tick sends.
    assert!(!quote.contains("quote-form__notice") && !quote.contains(r#"type="checkbox""#));
    let form = dir.join("content/data/quote-form.yaml");
    let text = fs::read_to_string(&form).unwrap();
    fs::write(
        &form,
        format!("{text}consent: Send me offers and maintenance reminders by e-mail. I can unsubscribe at any time.\n"),
    )
    .unwrap();
    let yaml = dir.join("content/site.yaml");
    let site_text = fs::read_to_string(&yaml).unwrap();
    fs::write(
        &yaml,
        site_text.replace(
            "leads:\n  provider: demo\n",
            "leads:\n  provider: formspree\n  url: https://formspree.io/f/abc\n",
        ),
    )
    .unwrap();
    let build = sitegen(&dir, &["build", "--host", "netlify"]);
    assert!(build.status.success(), "{}", stderr(&build));
    let quote = fs::read_to_string(dist.join("quote/index.html")).unwrap();
    let boxed = quote.split(r#"type="checkbox""#).nth(1).expect("the consent box").split('>').next().unwrap();
    assert!(boxed.contains(r#"name="consent""#) && !boxed.contains("checked"), "{boxed}");
    assert!(quote.contains("through Formspree, a service based in the United States"), "the provider notice");
    let policy = fs::read_to_string(dist.join("privacy-policy/index.html")).unwrap();
    assert!(policy.contains("<code>consent</code>") && policy.contains("Formspree is a company in the United States"));
    fs::write(&yaml, site_text).unwrap();
    fs::write(&form, text).unwrap();

    // The brand changed in site.yaml shows in the next build: a yellow, its accent left out,
    // passes as it is; its buttons stay yellow with dark text, and its text on white (links, the
    // accent) is a darker shade of it that the build works out.
    let yaml = dir.join("content/site.yaml");
    let text = fs::read_to_string(&yaml)
        .unwrap()
        .replace(r##"primary: "#1f5fa8", accent: "#174a85","##, r##"primary: "#facc15","##);
    fs::write(&yaml, text).unwrap();
    let build = sitegen(&dir, &["build"]);
    assert!(build.status.success(), "{}", stderr(&build));
    let home = fs::read_to_string(dist.join("index.html")).unwrap();
    let css = home.split(r#"<link rel="stylesheet" href="/assets/"#).nth(1).and_then(|r| r.split('"').next()).unwrap();
    let css = fs::read_to_string(dist.join("assets").join(css)).unwrap();
    assert!(
        css.contains(
            "--c-brand:#facc15;--c-on-brand:#1f2937;--c-brand-text:#8d7103;--c-brand-dark:#8d7103;--c-on-brand-dark:#ffffff;"
        ),
        "{}",
        &css[css.rfind(":root").unwrap()..]
    );
}

#[test]
fn a_french_roofer_gets_a_french_site() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("toitures");
    let args = [
        "--name",
        "Toitures du Havre",
        "--trade",
        "roofing",
        "--city",
        "Moncton",
        "--city",
        "Dieppe",
        "--phone",
        "(506) 555-0134",
        "--email",
        "info@toitureshavre.ca",
        "--language",
        "fr-CA",
    ];
    let out = init(&dir, &args);
    assert!(out.status.success(), "{}", stderr(&out));

    // The editor's forms and text editors' hints are in French too (issue 51), and `sitegen
    // schema` keeps them so.
    let schema = |name: &str| fs::read_to_string(dir.join("content/.schema").join(name)).unwrap();
    let page = schema("page.schema.json");
    assert!(page.contains(r#""title": "Section haut de page""#) && !page.contains("Hero section"), "hero's title");
    assert!(page.contains(r#""x-label": "Texte d’introduction""#), "lead's label");
    let site = schema("site.schema.json");
    assert!(site.contains(r#""title": "Paramètres du site""#) && site.contains(r#""x-label": "Courriel""#));
    let again = sitegen(&dir, &["schema"]);
    assert!(String::from_utf8_lossy(&again.stdout).contains("Wrote 0 schema file(s)"), "{}", stderr(&again));
    assert_eq!(schema("page.schema.json"), page);

    assert!(sitegen(&dir, &["build"]).status.success());
    let dist = dir.join("dist");
    assert!(dist.join("soumission/index.html").is_file() && dist.join("remplacement-de-toiture/index.html").is_file());
    let mut pages = Vec::new();
    html_files(&dist, &mut pages);
    for (path, html) in &pages {
        assert!(html.contains(r#"<html lang="fr-CA">"#), "{path}");
        for words in ENGLISH_INTERFACE {
            assert!(!html.contains(words), "{path} says `{words}`");
        }
    }
    let home = fs::read_to_string(dist.join("index.html")).unwrap();
    assert!(home.contains("Soumission gratuite") && home.contains("Toitures du Havre"));
    let quote = fs::read_to_string(dist.join("soumission/index.html")).unwrap();
    // Read as text: the French typography puts a narrow no-break space before the question mark.
    assert!(page_text(&quote).contains("Votre toit coule en ce moment ?"), "the trade's emergency question in French");
}

/// Quebec's Law 25: a new site there says where the person in charge of personal information is
/// written, in a comment (no invented person goes live), `check` reminds until it is written, and
/// once the line is filled the policy names them.
#[test]
fn a_quebec_site_is_shown_where_to_name_its_privacy_officer() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("boreale");
    let args =
        ["--name", "Électricité Boréale", "--trade", "electrical", "--city", "Québec", "--phone", "(418) 555-0199"];
    let out = init(&dir, &[&args[..], &["--email", "info@boreale.ca", "--language", "fr-CA"]].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    let site = site_yaml(&dir);
    let text = fs::read_to_string(&site).unwrap();
    let line = "# privacy_officer: { name: \"Prénom Nom\", title: \"Présidente\", email: info@boreale.ca }";
    assert!(text.contains(line), "{text}");
    assert!(stderr(&sitegen(&dir, &["check"])).contains("Loi 25"), "in the site's French");
    // The hours' label as someone would type it for a line of its own, with a capital.
    let text = text.replace(r#"label: "lun.-ven.""#, r#"label: "Du lundi au vendredi""#);
    fs::write(&site, text.replace(line, "privacy_officer: { name: \"Julie Gagnon\", title: \"Présidente\" }")).unwrap();
    let build = sitegen(&dir, &["build"]);
    assert!(!stderr(&build).contains("Loi 25"), "{}", stderr(&build));
    let policy = fs::read_to_string(dir.join("dist/confidentialite/index.html")).unwrap();
    assert!(page_text(&policy).contains("Julie Gagnon, Présidente, est responsable"), "{}", page_text(&policy));
    let home = page_text(&fs::read_to_string(dir.join("dist/index.html")).unwrap());
    assert!(home.contains("Ouvert du lundi au vendredi"), "the header's hours mid-sentence: {home}");

    // Outside Quebec, no such line.
    let other = tmp.path().join("halifax");
    let out = init(
        &other,
        &[
            "--name",
            "Nova Roofing",
            "--trade",
            "roofing",
            "--city",
            "Halifax",
            "--phone",
            "(902) 555-0134",
            "--email",
            "a@b.ca",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!fs::read_to_string(site_yaml(&other)).unwrap().contains("privacy_officer"));
}

#[test]
fn init_refuses_a_folder_with_files_missing_answers_and_two_languages_in_plain_words() {
    let tmp = tempfile::tempdir().unwrap();
    fs::write(tmp.path().join("notes.txt"), "mine").unwrap();
    let out = init(tmp.path(), ROOFER);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("already has files in it"), "{}", stderr(&out));
    assert_eq!(fs::read_to_string(tmp.path().join("notes.txt")).unwrap(), "mine");

    let empty = tmp.path().join("new");
    let out = init(&empty, &["--name", "Harbour Roofing"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("needs --trade, --city, --phone, --email"), "{}", stderr(&out));

    for (languages, said) in [("en-CA,en-CA", "names the same language twice"), ("en-CA,es", "is not a language")] {
        let mut both = ROOFER.to_vec();
        both.extend(["--language", languages]);
        let out = init(&empty, &both);
        assert_eq!(out.status.code(), Some(2));
        assert!(stderr(&out).contains(said), "{}", stderr(&out));
    }
    assert_eq!(fs::read_dir(&empty).unwrap().count(), 1, "nothing written beside the cache");
}

/// The closing note of issue 34: a bilingual roofer in Halifax, English at the site's addresses
/// and French under /fr/, each page with its translation, both languages' words where they belong.
#[test]
fn a_bilingual_roofer_in_halifax_gets_both_languages_paired() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("harbour");
    let mut args = ROOFER.to_vec();
    args.extend(["--language", "en-CA,fr-CA"]);
    let out = init(&dir, &args);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}\n{}", stderr(&out));
    // 11 pages in each language, the not-found page too.
    assert!(said.contains("Checked 22 pages: no errors"), "{said}");
    let err = stderr(&out);
    assert!(!err.contains("only: the"), "every page has its translation: {err}");
    assert!(err.contains("content/fr/pages/reparation-de-toiture.yaml") && err.contains("made up by sitegen"), "{err}");

    let build = sitegen(&dir, &["build"]);
    assert!(build.status.success(), "{}", stderr(&build));
    let dist = dir.join("dist");
    let mut pages = Vec::new();
    html_files(&dist, &mut pages);
    assert_eq!(pages.len(), 22, "every page of both languages");
    for (path, html) in &pages {
        let lower = html.to_lowercase();
        for word in ["heating", "furnace", "chinook", "alberta", "(403)", "chauffage", "fournaise"] {
            assert!(!lower.contains(word), "{path} says `{word}`");
        }
        if path.contains("/dist/fr/") {
            assert!(html.contains(r#"<html lang="fr-CA">"#), "{path}");
            for words in ENGLISH_INTERFACE {
                assert!(!html.contains(words), "{path} says `{words}` on a French page");
            }
        } else {
            assert!(html.contains(r#"<html lang="en-CA">"#), "{path}");
        }
    }
    // Issue 57: a missing French address is answered in French, with a link to the English
    // home and no canonical address; the one 404.html this host serves carries both languages.
    let introuvable = fs::read_to_string(dist.join("fr/404.html")).unwrap();
    assert!(introuvable.contains("<h1>Cette page n’existe pas</h1>"), "{introuvable}");
    assert!(introuvable.contains(r#"<a class="lang-bar__link" href="/" hreflang="en-CA" lang="en-CA">English</a>"#));
    assert!(!introuvable.contains(r#"rel="canonical""#) && !introuvable.contains(r#"rel="alternate""#));
    let not_found = fs::read_to_string(dist.join("404.html")).unwrap();
    assert!(not_found.contains(r#"<a class="lang-bar__link" href="/fr/" hreflang="fr-CA" lang="fr-CA">Français</a>"#));
    assert!(not_found.contains(r#"<template id="language-pick-page" data-prefix="/fr/" data-lang="fr-CA""#));
    assert!(
        not_found.contains(r#"<script src="/language-pick.js"></script>"#) && dist.join("language-pick.js").is_file()
    );
    // Each language its web manifest, in its words.
    let manifest = fs::read_to_string(dist.join("fr/site.webmanifest")).unwrap();
    assert!(manifest.contains(r#""lang": "fr-CA""#) && manifest.contains(r#""start_url": "/fr/""#), "{manifest}");
    assert!(introuvable.contains(r#"<link rel="manifest" href="/fr/site.webmanifest">"#));
    // Without its file, the French not-found page is made of the built-in French words.
    fs::remove_file(dir.join("content/fr/pages/404.yaml")).unwrap();
    let build = sitegen(&dir, &["build"]);
    assert!(build.status.success(), "{}", stderr(&build));
    let built_in = fs::read_to_string(dist.join("fr/404.html")).unwrap();
    assert!(built_in.contains("<title>Page introuvable | Harbour Roofing</title>"), "{built_in}");
    assert!(built_in.contains("<h1>Cette page n’existe pas</h1>") && built_in.contains(">Retour à l’accueil<"));
    // Issue 57: the French home shows French reviews (examples to replace, like the English ones).
    let accueil = fs::read_to_string(dist.join("fr/index.html")).unwrap();
    assert!(accueil.contains("Un prix écrit honnête") && !accueil.contains("A fair written price"), "French reviews");
    assert!(fs::read_to_string(dist.join("index.html")).unwrap().contains("A fair written price"));
    // Each page names both versions for search engines and links to the other for visitors.
    let quote = fs::read_to_string(dist.join("quote/index.html")).unwrap();
    let soumission = fs::read_to_string(dist.join("fr/soumission/index.html")).unwrap();
    for html in [&quote, &soumission] {
        for link in [
            r#"<link rel="alternate" hreflang="en-CA" href="https://www.harbourroofing.ca/quote/">"#,
            r#"<link rel="alternate" hreflang="fr-CA" href="https://www.harbourroofing.ca/fr/soumission/">"#,
            r#"<link rel="alternate" hreflang="x-default" href="https://www.harbourroofing.ca/quote/">"#,
        ] {
            assert!(html.contains(link), "{link}");
        }
    }
    assert!(quote.contains(r#"href="/fr/soumission/" hreflang="fr-CA" lang="fr-CA">Français</a>"#));
    assert!(soumission.contains(r#"href="/quote/" hreflang="en-CA" lang="en-CA">English</a>"#));
    assert!(soumission.contains(r#"<a class="brand" href="/fr/">"#), "the French brand leads to the French home");
    assert!(
        page_text(&soumission).contains("Votre toit coule en ce moment ?") && quote.contains("Roof leaking right now?")
    );
    let fr_home = fs::read_to_string(dist.join("fr/index.html")).unwrap();
    assert!(fr_home.contains(r#"href="/fr/halifax/""#) && fr_home.contains("Accueil"), "French menu and cities");
    let sitemap = fs::read_to_string(dist.join("sitemap.xml")).unwrap();
    assert!(sitemap.contains(
        r#"<loc>https://www.harbourroofing.ca/roof-repair/</loc><xhtml:link rel="alternate" hreflang="en-CA" href="https://www.harbourroofing.ca/roof-repair/"/><xhtml:link rel="alternate" hreflang="fr-CA" href="https://www.harbourroofing.ca/fr/reparation-de-toiture/"/><xhtml:link rel="alternate" hreflang="x-default" href="https://www.harbourroofing.ca/roof-repair/"/></url>"#
    ), "{sitemap}: each translated page's x-default is the site's first language (issue 57)");

    // A logo picture goes through the photo pipeline: a small square for the header, in both
    // languages; the tab's icon stays the letter. Outside content/images/ it is refused, plainly.
    fs::copy(repo().join("content/images/team/van.jpg"), dir.join("content/images/logo.jpg")).unwrap();
    let text = fs::read_to_string(site_yaml(&dir)).unwrap();
    let with_logo = text.replace("  # logo: static/logo.svg", "  logo: static/logo.jpg\n  # logo: static/logo.svg");
    fs::write(site_yaml(&dir), &with_logo).unwrap();
    let refused = sitegen(&dir, &["check"]);
    assert!(stderr(&refused).contains("a logo picture goes in content/images/"), "{}", stderr(&refused));
    fs::write(site_yaml(&dir), with_logo.replace("logo: static/logo.jpg", "logo: content/images/logo.jpg")).unwrap();
    let build = sitegen(&dir, &["build"]);
    assert!(build.status.success(), "{}", stderr(&build));
    for page in ["index.html", "fr/soumission/index.html"] {
        let html = fs::read_to_string(dist.join(page)).unwrap();
        let mark = html
            .split(r#"<picture class="brand-mark">"#)
            .nth(1)
            .expect("the logo picture")
            .split("</picture>")
            .next()
            .unwrap();
        assert!(mark.contains(r#"sizes="36px" width="72" height="72" alt="""#), "{mark}");
        let src = mark.split(r#"<img src="/"#).nth(1).and_then(|r| r.split('"').next()).unwrap();
        assert!(dist.join(src).is_file(), "{src}");
    }
    assert!(fs::read_to_string(dist.join("favicon.svg")).unwrap().contains(">H</text>"), "the letter in the tab");
    // The home screens' icons are drawn from the picture; each language is shared with its own
    // card (no social_image: init writes none), in its own words.
    assert_eq!(image::image_dimensions(dist.join("apple-touch-icon.png")).unwrap(), (180, 180));
    assert_eq!(image::image_dimensions(dist.join("fr/social-card.png")).unwrap(), (1200, 630));
    let fr_quote = fs::read_to_string(dist.join("fr/soumission/index.html")).unwrap();
    assert!(
        fr_quote.contains(r#"<meta property="og:image" content="https://www.harbourroofing.ca/fr/social-card.png">"#)
    );
    let en_quote = fs::read_to_string(dist.join("quote/index.html")).unwrap();
    assert!(en_quote.contains(r#"<meta property="og:image" content="https://www.harbourroofing.ca/social-card.png">"#));

    // A French page without its English one is named, as a warning; a translation that names no
    // page is an error at its line.
    let french = fs::read_to_string(dir.join("content/fr/pages/reparation-de-toiture.yaml")).unwrap();
    let extra = dir.join("content/fr/pages/toits-plats.yaml");
    fs::write(&extra, french.replace("translation: /roof-repair\n", "translation: /flat-roofs\n")).unwrap();
    let check = sitegen(&dir, &["check"]);
    let err = stderr(&check);
    assert!(err.contains("content/fr/pages/toits-plats.yaml:2:14: unknown page `/flat-roofs`"), "{err}");
    fs::write(&extra, french.replace("translation: /roof-repair\n", "")).unwrap();
    let check = sitegen(&dir, &["check"]);
    let err = stderr(&check);
    assert!(check.status.success(), "{err}");
    assert!(err.contains("content/fr/pages/toits-plats.yaml:1:1: this page is in French only"), "{err}");
}

/// The text a visitor reads on a page: tags, scripts and styles out, the entities we write decoded.
fn page_text(html: &str) -> String {
    // Scripts and styles first (their text is no one's reading), then every tag.
    let mut html = html.to_owned();
    for tag in ["script", "style"] {
        while let Some(at) = html.find(&format!("<{tag}")) {
            let end = html[at..].find(&format!("</{tag}>")).map_or(html.len(), |e| at + e + tag.len() + 3);
            html.replace_range(at..end, " ");
        }
    }
    let mut out = String::new();
    let mut rest = html.as_str();
    while let Some(lt) = rest.find('<') {
        out.push_str(&rest[..lt]);
        out.push(' ');
        rest = rest[lt..].find('>').map_or("", |at| &rest[lt + at + 1..]);
    }
    out.push_str(rest);
    let decoded = [
        ("&rsquo;", "’"),
        ("&nbsp;", " "),
        ("&#39;", "'"),
        ("&quot;", "\""),
        ("&amp;", "&"),
        ("&lt;", "<"),
        ("&gt;", ">"),
    ]
    .iter()
    .fold(out, |t, (e, c)| t.replace(e, c));
    decoded.replace(['\u{a0}', '\u{202f}'], " ").split_whitespace().collect::<Vec<_>>().join(" ")
}

/// French words the site wrote without their elision: "de électricité", "que Électricité".
fn elision_slips(text: &str) -> Vec<String> {
    // Aspirated h: these take "de", "le" as they are.
    const ASPIRATED: &[&str] = &["Havre", "haut", "hauteur", "hockey", "hall"];
    let words: Vec<&str> = text.split(' ').collect();
    words
        .windows(2)
        .filter(|w| ["de", "que", "le", "la", "De", "Que", "Le", "La"].contains(&w[0]))
        .filter(|w| {
            let next = w[1].trim_start_matches(['«', '“', '"']);
            next.chars().next().is_some_and(|c| "aeiouhéèêàâîôûAEIOUÉÈÊÀÂÎÔÛH".contains(c))
                && !ASPIRATED.iter().any(|a| next.starts_with(a))
        })
        .map(|w| w.join(" "))
        .collect()
}

/// Issue 51: every trade's starter in both languages, with one city and with several, checks with
/// only its examples to replace, builds, reads right (no "..", no French elision slip, no city
/// list that repeats the province, no plain space before French ; ! ? : », no straight apostrophe
/// in French, no source path in any published file), and once every `# EXAMPLE` note is deleted `check` still names
/// what init made up by its words: the reviews, the placeholder photos' descriptions, the promises.
#[test]
fn every_starter_reads_right_and_its_examples_are_found_without_their_notes() {
    let tmp = tempfile::tempdir().unwrap();
    let trades = ["heating", "hvac", "plumbing", "roofing", "electrical", "general"];
    for (i, trade) in trades.iter().enumerate() {
        for (language, cities, name) in [
            (
                "fr-CA",
                if i % 2 == 0 { vec!["Québec"] } else { vec!["Québec", "Lévis", "Ottawa"] },
                "Électricité Boréal",
            ),
            ("en-CA", if i % 2 == 0 { vec!["Saskatoon", "Warman"] } else { vec!["Saskatoon"] }, "Prairie Build Co."),
        ] {
            let dir = tmp.path().join(format!("{trade}-{language}"));
            let mut args = vec!["--name", name, "--trade", trade, "--phone", "(418) 555-0134", "--email", "a@b.ca"];
            args.extend(["--language", language]);
            for c in &cities {
                args.extend(["--city", c]);
            }
            let out = init(&dir, &args);
            let err = stderr(&out);
            assert!(out.status.success(), "{trade} {language}: {err}");
            for warning in err.lines().filter(|l| l.starts_with("warning:")) {
                assert!(
                    warning.contains("made up by sitegen")
                        || warning.contains("the blank placeholder `sitegen init` drew")
                        || warning.contains("leads provider is `demo`")
                        || warning.contains("Law 25"),
                    "{trade} {language}: a new site warns only about its examples: {warning}"
                );
            }
            let build = sitegen(&dir, &["build"]);
            assert!(build.status.success(), "{trade} {language}: {}", stderr(&build));
            assert_eq!(crate::published::source_paths_in_output(&dir.join("dist")), Vec::<String>::new());
            let mut pages = Vec::new();
            html_files(&dir.join("dist"), &mut pages);
            for (path, html) in &pages {
                let text = page_text(html);
                let dots = text.match_indices("..").filter(|(at, _)| !text[*at..].starts_with("...")).count();
                assert_eq!(dots, 0, "{path}: `..` in {text}");
                assert!(!text.contains("Co.. "), "{path}");
                if language == "fr-CA" {
                    assert_eq!(elision_slips(&text), Vec::<String>::new(), "{path}");
                    assert_eq!(crate::french::slips(&crate::french::read(html)), Vec::<String>::new(), "{path}");
                    assert!(!text.contains(", Québec") && !text.contains("Québec, Québec"), "{path}: {text}");
                }
                for (a, b) in cities.iter().zip(cities.iter().skip(1)) {
                    assert!(!text.contains(&format!("{a}, {b}, {a}")), "{path}");
                }
            }
            let home = fs::read_to_string(dir.join("dist/index.html")).unwrap();
            let city = fs::read_to_string(
                dir.join("dist").join(cities[0].to_lowercase().replace('é', "e")).join("index.html"),
            )
            .unwrap();
            let title =
                |h: &str| h.split("<title>").nth(1).and_then(|t| t.split("</title>").next()).unwrap().to_owned();
            assert_ne!(title(&home), title(&city), "{trade} {language}: the home page and the city page differ");
            assert!(
                !home.contains("Communities served") && !home.contains("Municipalités desservies") || cities.len() > 1
            );
            if cities.len() == 1 {
                assert!(!home.contains(r#"class="city-cards"#), "{trade} {language}: no lone city card");
            }
            // The city page is worth a visit: the services there, its neighbourhoods, questions.
            assert!(
                city.contains(r#"class="area-grid"#) && city.contains(r#"class="faq""#),
                "{trade} {language}: city page"
            );
            assert_eq!(
                city.matches(r#"<a class="card-link""#).count(),
                3,
                "{trade} {language}: each service, from the city page"
            );
            let opens_with_call = |h: &str| {
                h.split("<main").nth(1).and_then(|m| m.split("<section").nth(1)).is_some_and(|first| {
                    first.starts_with(r#" class="banner"#)
                        && first.find("tel:").is_some_and(|tel| first.find("href=\"/").is_none_or(|q| tel < q))
                })
            };
            let urgent: Vec<&String> = pages.iter().filter(|(_, h)| opens_with_call(h)).map(|(p, _)| p).collect();
            assert_eq!(
                urgent.len(),
                usize::from(*trade != "general"),
                "{trade} {language}: the repair page opens with the urgent question and the call: {urgent:?}"
            );
            if *trade == "general" {
                let all: String = pages.iter().map(|(_, h)| page_text(h).to_lowercase()).collect();
                assert!(!all.contains("24/7") && !all.contains("emergenc") && !all.contains("urgence"), "{language}");
            }

            // Every note deleted: check still names what init made up, by its record.
            let mut files = Vec::new();
            yaml_files(&dir.join("content"), &mut files);
            for f in &files {
                let text = fs::read_to_string(f).unwrap();
                let kept: String = text
                    .lines()
                    .map(|l| l.split("  # EXAMPLE").next().unwrap_or(l))
                    .map(|l| format!("{l}\n"))
                    .collect();
                fs::write(f, kept).unwrap();
            }
            let check = sitegen(&dir, &["check"]);
            let err = stderr(&check);
            assert!(
                !err.contains("`# EXAMPLE` note\n") && !err.contains("an example from `sitegen init` is still here")
            );
            for (file, what) in [
                ("content/data/testimonials.yaml:3:", "the first review"),
                ("content/data/testimonials.yaml:9:", "the second review"),
                ("content/data/cities.yaml:", "the placeholder photo's description"),
                ("content/site.yaml:", "a promise or guarantee"),
                ("content/pages/index.yaml:", "the home page's lead"),
                ("content/data/areas.yaml:", "the placeholder neighbourhoods"),
                ("`2015`", "the founding year"),
                ("`10+`", "a figure"),
                ("`08:00`", "the opening hours"),
                ("`https://www.", "the made-up address"),
                ("content/pages/index.yaml:", "a step"),
            ] {
                assert!(
                    err.lines().any(|l| l.contains(file) && (l.contains("made up") || l.contains("inventé"))),
                    "{trade} {language}: {what} is named ({file}) without its note:\n{err}"
                );
            }
            let placeholder = if language == "fr-CA" {
                "l’image provisoire que `sitegen init`"
            } else {
                "the blank placeholder `sitegen init` drew"
            };
            assert!(err.contains(placeholder), "the photo itself, by its bytes: {err}");
            let strict = sitegen(&dir, &["check", "--strict"]);
            assert!(!strict.status.success(), "{trade} {language}: --strict refuses a site with examples left");
            // A made-up promise that happens to be true is confirmed, and named no more.
            let promise = err
                .lines()
                .find(|l| {
                    l.contains("content/site.yaml:")
                        && (l.contains("made up") || l.contains("inventé"))
                        && l.contains("`sitegen confirm")
                })
                .unwrap();
            let place = promise.split("`sitegen confirm ").nth(1).unwrap().split('`').next().unwrap();
            let confirmed = sitegen(&dir, &["confirm", place]);
            assert!(confirmed.status.success(), "{}", stderr(&confirmed));
            let again = stderr(&sitegen(&dir, &["check"]));
            let named = again.contains("made up") || again.contains("inventé");
            assert!(!again.contains(&format!("{place}:")) && named, "{place} confirmed:\n{again}");
        }
    }
}

fn yaml_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for e in fs::read_dir(dir).unwrap().flatten() {
        let path = e.path();
        if path.is_dir() && !path.ends_with(".schema") {
            yaml_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "yaml") {
            out.push(path);
        }
    }
}

/// Issue 56: a house painter in Victoria and a bilingual landscaper in Moncton start their sites
/// with `--trade painting` and `--trade landscaping`: every page built says their trade, no word
/// of another trade's starter, the business type is schema.org's for the trade (HousePainter; a
/// landscaper has none: HomeAndConstructionBusiness), and the quote form's phone example is in
/// the site's own area code.
#[test]
fn a_painter_and_a_bilingual_landscaper_get_their_own_trade_on_every_page() {
    let tmp = tempfile::tempdir().unwrap();
    let other_trades = [
        "renovation",
        "rénovation",
        "furnace",
        "fournaise",
        "roof",
        "toiture",
        "plumb",
        "plomberie",
        "heating",
        "chauffage",
        "electric",
        "électri",
        "drain",
        "water heater",
        "chauffe-eau",
        "addition",
        "agrandissement",
    ];
    for (name, args, trade_words, business, area) in [
        (
            "painter",
            vec!["--trade", "painting", "--city", "Victoria", "--city", "Langford", "--phone", "(250) 555-0134"],
            vec!["painting"],
            "HousePainter",
            "250 555 0199",
        ),
        (
            "landscaper",
            vec![
                "--trade",
                "landscaping",
                "--city",
                "Moncton",
                "--city",
                "Dieppe",
                "--phone",
                "(506) 555-0134",
                "--language",
                "en-CA,fr-CA",
            ],
            vec!["landscaping", "aménagement paysager"],
            "HomeAndConstructionBusiness",
            "506 555 0199",
        ),
    ] {
        let dir = tmp.path().join(name);
        let mut all = vec!["--name", "Greenline Co.", "--email", "info@greenline.ca"];
        all.extend(args);
        let out = init(&dir, &all);
        assert!(out.status.success(), "{name}: {}", stderr(&out));
        let build = sitegen(&dir, &["build"]);
        assert!(build.status.success(), "{name}: {}", stderr(&build));
        let mut pages = Vec::new();
        html_files(&dir.join("dist"), &mut pages);
        for (path, html) in &pages {
            let text = page_text(html).to_lowercase();
            let words: Vec<&str> = text.split(|c: char| !c.is_alphanumeric() && c != '-').collect();
            for w in other_trades {
                assert!(
                    !(words.iter().any(|x| x.starts_with(w)) || (w.contains(' ') && text.contains(w))),
                    "{name}: `{w}` on {path}"
                );
            }
            if !path.ends_with("404.html") {
                assert!(html.contains(&format!("\"@type\":\"{business}\"")), "{name}: {path} says it is a {business}");
            }
        }
        let home = page_text(&fs::read_to_string(dir.join("dist/index.html")).unwrap()).to_lowercase();
        assert!(home.contains(trade_words[0]), "{name}: {home}");
        if let Some(fr) = trade_words.get(1) {
            let home = page_text(&fs::read_to_string(dir.join("dist/fr/index.html")).unwrap()).to_lowercase();
            assert!(home.contains(fr), "{name}: {home}");
        }
        let quote = fs::read_to_string(dir.join("dist/quote/index.html")).unwrap();
        assert!(quote.contains(area) && !quote.contains("403 555"), "{name}: the phone example is local");
    }
}

/// Issue 57: a spring offer in site.yaml with its words translated in content/fr/site.yaml (only
/// the words, as the docs say) runs on the same days on both sides: on neither in November, on
/// both in April, its French button to the French quote page; a day the translation sets
/// differently is named at its line.
#[test]
fn a_translated_offer_keeps_its_days_on_both_sides() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("harbour");
    let mut args = ROOFER.to_vec();
    args.extend(["--language", "en-CA,fr-CA"]);
    assert!(init(&dir, &args).status.success());
    let append = |rel: &str, text: &str| {
        let path = dir.join(rel);
        let mut all = fs::read_to_string(&path).unwrap();
        all.push_str(text);
        fs::write(path, all).unwrap();
    };
    append(
        "content/site.yaml",
        "offer:\n  title: \"Spring clean-up: 15% off\"\n  text: \"On every roof repair booked in April.\"\n  \
         action: { label: \"Book it\", href: /quote }\n  code: spring-15\n  starts: 2027-04-01\n  ends: 2027-04-30\n",
    );
    append(
        "content/fr/site.yaml",
        "offer:\n  title: \"Nettoyage printanier : 15 % de rabais\"\n  text: \"Sur toute réparation réservée en avril.\"\n  \
         action: { label: \"Réserver\" }\n",
    );
    for home in ["content/pages/index.yaml", "content/fr/pages/index.yaml"] {
        let path = dir.join(home);
        let text = fs::read_to_string(&path).unwrap().replacen("sections:\n", "sections:\n  - offer: {}\n", 1);
        fs::write(path, text).unwrap();
    }
    let build_on = |day: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_sitegen"))
            .args(["build", "--root"])
            .arg(&dir)
            .env("SITEGEN_TODAY", day)
            .env("SOURCE_DATE_EPOCH", "1790000000")
            .output()
            .unwrap();
        assert!(out.status.success(), "{day}: {}", stderr(&out));
        let read = |p: &str| fs::read_to_string(dir.join("dist").join(p)).unwrap();
        (read("index.html"), read("fr/index.html"))
    };
    let (en, fr) = build_on("2026-11-20");
    assert!(!en.contains("Spring clean-up") && !fr.contains("Nettoyage printanier"), "in November, on neither side");
    let (en, fr) = build_on("2027-04-10");
    assert!(en.contains("Spring clean-up") && fr.contains("Nettoyage printanier"), "in April, on both");
    assert!(fr.contains(r#"href="/fr/soumission/?offer=spring-15""#), "the French button leads to the French form");
    assert!(fr.contains("30 avril 2027"), "its last day, in French");

    // A day the translation sets differently is named, at its line.
    append("content/fr/site.yaml", "  ends: 2027-05-31\n");
    let check = sitegen(&dir, &["check"]);
    let err = stderr(&check);
    assert!(!check.status.success(), "{err}");
    assert!(
        err.contains("content/fr/site.yaml:")
            && err.contains("the offer's ends is site.yaml's (ends: 2027-04-30 there)"),
        "{err}"
    );
}
