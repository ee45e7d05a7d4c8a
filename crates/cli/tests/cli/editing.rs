//! The editing experience on a copy of the real site: each kind of content error with its line of
//! YAML and caret, warnings and `--strict`, `sitegen new`, and the routes lock.

use crate::common::{real_site as site, repo, sitegen, stderr};
use std::fs;
use std::path::Path;

fn edit(root: &Path, rel: &str, from: &str, to: &str) {
    let p = root.join("content").join(rel);
    let text = fs::read_to_string(&p).unwrap();
    assert!(text.contains(from), "{rel} lacks {from:?}");
    fs::write(&p, text.replacen(from, to, 1)).unwrap();
}

/// What a person does once they rewrote the lines `sitegen new` marked: the notes are deleted.
fn done_with_todos(path: &Path) {
    let text = fs::read_to_string(path).unwrap();
    let done: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("# TODO"))
        .map(|l| format!("{}\n", l.split("  # TODO").next().unwrap()))
        .collect();
    fs::write(path, done).unwrap();
}

/// `sitegen check` fails and prints `expected` (the whole message: first line, source line, caret).
fn assert_error(root: &Path, expected: &str) {
    let out = sitegen(root, &["check"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let err = stderr(&out);
    println!("{err}");
    assert!(err.contains(expected), "expected:\n{expected}\n--- got:\n{err}");
}

#[test]
fn an_unknown_field_shows_the_line_a_caret_and_the_nearest_name() {
    let s = site();
    edit(s.path(), "pages/red-deer.yaml", "      eyebrow: Central", "      eyebrw: Central");
    assert_error(
        s.path(),
        "content/pages/red-deer.yaml:7:7: unknown field `eyebrw`, did you mean `eyebrow`? (expected one of: eyebrow, title, lead, actions, badges, aside, image, proof)\n  |\n7 |       eyebrw: Central Alberta heating and cooling since 2008\n  |       ^",
    );
}

#[test]
fn an_unknown_section_type_is_named_as_such() {
    let s = site();
    edit(
        s.path(),
        "pages/red-deer.yaml",
        "  - cards:\n      id: red-deer-services",
        "  - card:\n      id: red-deer-services",
    );
    assert_error(s.path(), "content/pages/red-deer.yaml:21:5: unknown section type `card`, did you mean `cards`?");
    assert_error(s.path(), "21 |   - card:\n   |     ^");
}

#[test]
fn an_unknown_icon_suggests_one() {
    let s = site();
    edit(s.path(), "pages/red-deer.yaml", "icon: flame", "icon: flme");
    assert_error(s.path(), "unknown icon `flme`, did you mean `flame`? (expected one of: flame, snowflake,");
}

#[test]
fn unknown_references_suggest_the_closest_entry() {
    let s = site();
    edit(s.path(), "pages/red-deer.yaml", "list: red-deer-communities", "list: red-deer-comunities");
    edit(s.path(), "pages/red-deer.yaml", "city: red-deer", "city: red-der");
    assert_error(s.path(), "content/pages/red-deer.yaml:4:7: unknown city `red-der`, did you mean `red-deer`?");
    assert_error(
        s.path(),
        "unknown area list `red-deer-comunities`, did you mean `red-deer-communities`? (expected one of:",
    );
    let s = site();
    let guide = fs::read_to_string(s.path().join("content/pages/index.yaml")).unwrap();
    let (from, to) = if guide.contains("guide: home") { ("guide: home", "guide: hom") } else { panic!("home guide") };
    edit(s.path(), "pages/index.yaml", from, to);
    assert_error(s.path(), "unknown keyword guide `hom`, did you mean `home`?");
    let s = site();
    let file = "pages/edmonton/boiler-replacement.yaml";
    edit(s.path(), file, "resources: edmonton-boiler", "resources: edmonton-boilers");
    assert_error(s.path(), "unknown resource set `edmonton-boilers`, did you mean `edmonton-boiler`?");
}

#[test]
fn a_bad_rating_a_bad_link_a_duplicate_key_and_a_wrong_type_say_what_is_allowed() {
    let s = site();
    edit(s.path(), "data/testimonials.yaml", "rating: 5", "rating: 7");
    assert_error(s.path(), "rating 7 is out of range (expected a whole number from 1 to 5)");

    let s = site();
    edit(s.path(), "pages/red-deer.yaml", "href: /quote }", "href: \"javascript:alert(1)\" }");
    assert_error(s.path(), "link `javascript:alert(1)` is not allowed (expected an internal path like /lakeview");

    let s = site();
    edit(s.path(), "pages/red-deer.yaml", "city: red-deer\n", "city: red-deer\ncity: calgary\n");
    assert_error(s.path(), "content/pages/red-deer.yaml:5:1: key `city` is written twice");

    let s = site();
    edit(
        s.path(),
        "pages/red-deer.yaml",
        "      title: Heating and Cooling Services in Red Deer",
        "      title: [Heating]",
    );
    assert_error(
        s.path(),
        "content/pages/red-deer.yaml:8:14: wrong kind of value: expected text on this line, found a list or a group of lines",
    );
    let s = site();
    edit(s.path(), "pages/red-deer.yaml", "      badges:\n", "      badges: Licensed\n      x-badges:\n");
    assert_error(
        s.path(),
        "content/pages/red-deer.yaml:16:15: wrong kind of value: expected a list (lines starting with `- ` under the key, or [a, b]), found a single value",
    );
}

#[test]
fn warnings_are_printed_and_fail_with_strict() {
    let s = site();
    edit(s.path(), "pages/red-deer.yaml", "description: Furnace, boiler", "# description: Furnace, boiler");
    edit(s.path(), "pages/red-deer.yaml", "eight months. Free", "eight months. Call (403) 555-0142 or get free");
    edit(
        s.path(),
        "pages/lethbridge.yaml",
        "\ntitle: ",
        "\ntitle: Red Deer Furnace, Boiler and HVAC Service | Chinook Heating & Gas\n# ",
    );
    edit(
        s.path(),
        "pages/calgary/furnace-services.yaml",
        "description: A 21-point tune-up",
        "description: A $149 tune-up",
    );
    let privacy = fs::read_to_string(s.path().join("content/pages/privacy-policy.yaml")).unwrap();
    fs::write(
        s.path().join("content/pages/privacy-policy.yaml"),
        privacy.replace("action: { label: Contact Us, href: /contact, style: secondary }", ""),
    )
    .unwrap();

    let out = sitegen(s.path(), &["check"]);
    let err = stderr(&out);
    println!("{err}");
    assert!(out.status.success(), "{err}");
    for w in [
        "warning: content/pages/red-deer.yaml: page has no `description`",
        "warning: content/pages/red-deer.yaml:12:28: phone number `(403) 555-0142` is written into the text",
        "warning: content/pages/red-deer.yaml:2:1: title `Red Deer Furnace, Boiler and HVAC Service | Chinook Heating & Gas` is also the title of content/pages/lethbridge.yaml",
        "price `$149` is written into the text, but it is one of our prices",
        "warning: content/pages/privacy-policy.yaml:",
        "page has no quote form and no call to action",
    ] {
        assert!(err.contains(w), "missing {w:?} in:\n{err}");
    }
    let strict = sitegen(s.path(), &["check", "--strict"]);
    assert_eq!(strict.status.code(), Some(1));
    assert!(stderr(&strict).contains("Warnings are errors with --strict"), "{}", stderr(&strict));
}

#[test]
fn new_city_and_new_service_make_valid_pages_and_never_overwrite() {
    let s = site();
    let out = sitegen(s.path(), &["new", "city", "Airdrie", "--like", "red-deer"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let page = fs::read_to_string(s.path().join("content/pages/airdrie.yaml")).unwrap();
    assert!(page.starts_with("# yaml-language-server: $schema=../.schema/page.schema.json\n"), "{page}");
    assert!(page.contains("city: airdrie\n") && page.contains("Heating and Cooling Services in Airdrie"), "{page}");
    assert!(page.contains("# TODO:"), "{page}");
    assert!(!page.contains("href: /airdrie/"), "links to pages that do not exist: {page}");
    assert!(fs::read_to_string(s.path().join("content/data/cities.yaml")).unwrap().contains("- slug: airdrie\n"));
    // The footer's list of cities is the business's choice: the tool says where to add it.
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        said.contains(
            "content/site.yaml:116: to list Airdrie in the footer, add `- { label: Airdrie, href: /airdrie }`"
        ),
        "{said}"
    );
    assert!(!said.contains("city menu"), "Airdrie is in the quote form's menu already: {said}");

    let out = sitegen(s.path(), &["new", "service", "airdrie", "furnace-services"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let page = fs::read_to_string(s.path().join("content/pages/airdrie/furnace-services.yaml")).unwrap();
    assert!(page.contains("title: Furnace Services in Airdrie"), "{page}");
    // The city page's waiting link now leads to the new page.
    let hub = fs::read_to_string(s.path().join("content/pages/airdrie.yaml")).unwrap();
    assert!(hub.contains("href: /airdrie/furnace-services\n"), "{hub}");
    assert!(!hub.contains("link /airdrie/furnace-services once it exists"), "{hub}");

    let out = sitegen(s.path(), &["new", "service", "calgary", "gutter-cleaning"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let page = fs::read_to_string(s.path().join("content/pages/calgary/gutter-cleaning.yaml")).unwrap();
    assert!(page.contains("service: Gutter Cleaning"), "{page}");
    // Calgary's page gets a card for it, its copied words marked to rewrite.
    let hub = fs::read_to_string(s.path().join("content/pages/calgary.yaml")).unwrap();
    let card = hub.split("- title: Gutter Cleaning\n").nth(1).expect("a card for the new page");
    assert!(card.lines().nth(2).unwrap().ends_with("href: /calgary/gutter-cleaning"), "{card}");
    assert!(card.lines().next().unwrap().ends_with("# TODO: rewrite for this page"), "{card}");

    // The copied text is not published until every `# TODO` note is dealt with.
    let check = sitegen(s.path(), &["check"]);
    assert_eq!(check.status.code(), Some(1));
    let err = stderr(&check);
    assert!(err.contains("content/pages/airdrie.yaml:5:"), "{err}");
    assert!(err.contains("content/data/cities.yaml:") && err.contains("(\"one line about Airdrie\")"), "{err}");
    for file in [
        "pages/airdrie.yaml",
        "pages/airdrie/furnace-services.yaml",
        "pages/calgary/gutter-cleaning.yaml",
        "pages/calgary.yaml",
        "data/cities.yaml",
    ] {
        done_with_todos(&s.path().join("content").join(file));
    }
    let check = sitegen(s.path(), &["check"]);
    assert!(check.status.success(), "{}", stderr(&check));

    let before = fs::read_to_string(s.path().join("content/pages/red-deer.yaml")).unwrap();
    let again = sitegen(s.path(), &["new", "city", "Red Deer"]);
    assert_eq!(again.status.code(), Some(1));
    assert!(stderr(&again).contains("route /red-deer already exists"), "{}", stderr(&again));
    assert_eq!(before, fs::read_to_string(s.path().join("content/pages/red-deer.yaml")).unwrap());
    let again = sitegen(s.path(), &["new", "service", "red-deer", "furnace-services"]);
    assert!(stderr(&again).contains("route /red-deer/furnace-services already exists"), "{}", stderr(&again));
    let unknown = sitegen(s.path(), &["new", "service", "red-der", "furnace-repair"]);
    assert!(stderr(&unknown).contains("unknown city `red-der`, did you mean `red-deer`?"), "{}", stderr(&unknown));
}

/// `sitegen init` writes its service pages at the top (`/renovations`, shared by every city): a
/// service page of one city is copied from one of them, gets its `city:`, and the site checks
/// once its notes are dealt with, in French as in English.
#[test]
fn new_service_and_new_city_work_on_every_site_init_makes() {
    let tmp = tempfile::tempdir().unwrap();
    let fr = tmp.path().join("boreal");
    let args = ["--name", "Électricité Boréal", "--trade", "electrical", "--city", "Québec", "--city", "Lévis"];
    let contact = ["--phone", "(418) 555-0134", "--email", "info@boreal.ca", "--language", "fr-CA"];
    let out = crate::init::init(&fr, &[&args[..], &contact[..]].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    // The folder the docs send the logo to is there, saying what goes in it.
    let keeper = fs::read_to_string(fr.join("static/.gitkeep")).unwrap();
    assert!(keeper.contains("`logo: static/logo.svg` under `brand:`"), "{keeper}");

    let out = sitegen(&fr, &["new", "service", "quebec", "generatrices"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let page = fs::read_to_string(fr.join("content/pages/quebec/generatrices.yaml")).unwrap();
    assert!(page.contains("\nservice: \"Generatrices\"  # TODO: à réécrire pour cette page\ncity: quebec\n"), "{page}");
    // Written with its accents, the name is kept as written; the address folds them.
    let out = sitegen(&fr, &["new", "service", "levis", "Génératrices de secours"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let page = fs::read_to_string(fr.join("content/pages/levis/generatrices-de-secours.yaml")).unwrap();
    assert!(page.contains("\nservice: \"Génératrices de secours\""), "{page}");
    assert_eq!(page.matches("# Made by").count(), 1, "the unfinished page is not the model: {page}");
    // Each city's list of services gets a card for its new page, copied from the last, its words
    // marked to rewrite.
    let hub = fs::read_to_string(fr.join("content/pages/levis.yaml")).unwrap();
    let card = hub.split("- title: \"Génératrices de secours\"\n").nth(1).expect("a card for the new page");
    assert!(card.lines().next().unwrap().ends_with("# TODO: à réécrire pour cette page"), "{card}");
    assert!(card.lines().nth(2).unwrap().ends_with("href: /levis/generatrices-de-secours"), "{card}");
    let out = sitegen(&fr, &["new", "city", "Beauport"]);
    assert!(out.status.success(), "{}", stderr(&out));
    for file in [
        "pages/quebec/generatrices.yaml",
        "pages/levis/generatrices-de-secours.yaml",
        "pages/quebec.yaml",
        "pages/levis.yaml",
        "pages/beauport.yaml",
        "data/cities.yaml",
    ] {
        done_with_todos(&fr.join("content").join(file));
    }
    let check = sitegen(&fr, &["check"]);
    assert!(check.status.success(), "{}", stderr(&check));

    let en = tmp.path().join("prairie");
    let args = ["--name", "Prairie Builders", "--trade", "general", "--city", "Regina"];
    let out =
        crate::init::init(&en, &[&args[..], &["--phone", "(306) 555-0134", "--email", "info@prairie.ca"]].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    let out = sitegen(&en, &["new", "service", "regina", "deck-building"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let path = en.join("content/pages/regina/deck-building.yaml");
    assert!(fs::read_to_string(&path).unwrap().contains("\nservice: \"Deck Building\""));
    // Regina's page lists the services of the whole site: the new page's card goes there.
    let hub = fs::read_to_string(en.join("content/pages/regina.yaml")).unwrap();
    assert!(hub.contains("        - title: \"Deck Building\"\n"), "{hub}");
    assert!(hub.contains("          href: /regina/deck-building\n"), "{hub}");
    done_with_todos(&path);
    done_with_todos(&en.join("content/pages/regina.yaml"));
    let check = sitegen(&en, &["check"]);
    assert!(check.status.success(), "{}", stderr(&check));
}

/// What `sitegen check` warns about, each warning's first line without its line and column.
fn warnings(root: &Path) -> std::collections::BTreeSet<String> {
    let check = sitegen(root, &["check"]);
    assert!(check.status.success(), "{}", stderr(&check));
    let strip = |l: &str| {
        let (file, rest) = l.split_once(": ").unwrap_or((l, ""));
        let file = file.split(':').take(2).collect::<Vec<_>>().join(":");
        format!("{file}: {rest}")
    };
    // A French-first site is warned in French (issue 57).
    stderr(&check)
        .lines()
        .filter_map(|l| l.strip_prefix("warning: ").or_else(|| l.strip_prefix("avertissement\u{a0}: ")))
        .map(strip)
        .collect()
}

/// Issue 56: on a site in French and English, `sitegen new service NAME` makes a service page of
/// the whole site with the name as written, accents and all, its card wherever the site lists its
/// services and its choice in the quote form, and the English page beside it, marked to
/// translate; the site checks with nothing but examples to replace. A city's page of the same
/// service then takes that city's card.
#[test]
fn new_service_makes_a_page_of_the_whole_site_in_both_languages() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("sherbrooke");
    let args = ["--name", "Plomberie Sherbrooke", "--trade", "plumbing", "--city", "Sherbrooke", "--city", "Magog"];
    let contact = ["--phone", "(819) 555-0134", "--email", "info@example.ca", "--language", "fr-CA,en-CA"];
    let out = crate::init::init(&dir, &[&args[..], &contact[..]].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    let before = warnings(&dir);
    let content = dir.join("content");
    let read = |rel: &str| fs::read_to_string(content.join(rel)).unwrap();

    let out = sitegen(&dir, &["new", "service", "Inspection par caméra"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(said.contains("New page /inspection-par-camera copied from content/pages/"), "{said}");
    assert!(said.contains("/en/inspection-par-camera"), "{said}");
    let page = read("pages/inspection-par-camera.yaml");
    for line in [
        "\ntitle: \"Inspection par caméra | Plomberie Sherbrooke\"\n",
        "\nservice: \"Inspection par caméra\"\n",
        "\n      title: \"Inspection par caméra\"\n",
    ] {
        assert!(page.contains(line), "{line:?} in:\n{page}");
    }
    // The words written for the model page are kept as they were, not given the new name.
    assert!(!page.contains("Inspection par camera") && !page.contains("# TODO"), "{page}");
    let lead = page.lines().find(|l| l.trim_start().starts_with("lead:")).unwrap();
    assert!(lead.contains("# EXAMPLE: ce que vous faites, dans vos mots ; copié de la page de"), "{lead}");

    // A card on the home page and on each city's, the new page's words to write marked.
    for hub in ["pages/index.yaml", "pages/sherbrooke.yaml", "pages/magog.yaml"] {
        let text = read(hub);
        let card = text.split("        - title: \"Inspection par caméra\"\n").nth(1).expect(hub);
        let lines: Vec<&str> = card.lines().take(3).collect();
        // In the page's language (issue 57).
        assert!(
            lines[0].contains("# EXAMPLE: ce que vous faites") && lines[0].contains("celle-ci est celle de"),
            "{hub}: {card}"
        );
        assert_eq!(lines[2], "          href: /inspection-par-camera", "{hub}");
    }
    assert!(read("data/quote-form.yaml").contains("  - \"Inspection par caméra\"\n  - \"Autre chose\"\n"));

    // The English page, at the same place under /en, paired with the French one, its name to translate.
    let en = read("en/pages/inspection-par-camera.yaml");
    assert!(en.contains("\ntranslation: /inspection-par-camera\n"), "{en}");
    let translate = "  # EXAMPLE: translate \"Inspection par caméra\" into English";
    assert!(en.contains(&format!("\nservice: \"Inspection par caméra\"{translate}\n")), "{en}");
    assert!(en.contains("Get a Free Quote"), "copied from an English page: {en}");
    let home = read("en/pages/index.yaml");
    assert!(home.contains(&format!("        - title: \"Inspection par caméra\"{translate}\n")), "{home}");
    assert!(home.contains("          href: /en/inspection-par-camera\n"), "{home}");
    assert!(read("en/data/quote-form.yaml").contains(&format!("  - \"Inspection par caméra\"{translate}\n")));

    // `check` passes, links and all; what it says beyond the starting site's warnings are the new
    // examples to replace, each at its line (not even the two pages' shared title, still marked).
    let after = warnings(&dir);
    let new: Vec<&String> = after.difference(&before).collect();
    assert!(new.len() >= 10, "{new:#?}");
    for w in &new {
        assert!(w.contains("made up by sitegen") || w.contains("inventé"), "{w}");
    }
    assert!(new.iter().any(|w| w.starts_with("content/en/pages/inspection-par-camera.yaml:")), "{new:#?}");

    // The same again is refused, with nothing changed.
    let again = sitegen(&dir, &["new", "service", "inspection-par-caméra"]);
    assert_eq!(again.status.code(), Some(1));
    assert!(stderr(&again).contains("route /inspection-par-camera already exists"), "{}", stderr(&again));
    // Two words without quotes, the first no city: said plainly, with what to type.
    let unquoted = sitegen(&dir, &["new", "service", "Soudure", "d'urgence"]);
    assert_eq!(unquoted.status.code(), Some(1));
    assert!(
        stderr(&unquoted).contains("unknown city `Soudure` (expected one of: sherbrooke, magog;")
            && stderr(&unquoted).contains("sitegen new service \"Soudure d'urgence\""),
        "{}",
        stderr(&unquoted)
    );
    let city = sitegen(&dir, &["new", "service", "Magog"]);
    assert!(stderr(&city).contains("`Magog` is one of the site's cities"), "{}", stderr(&city));

    // A city's page of the service, as before: marked `# TODO:`, and the city's card for the
    // service now leads to it, in both languages.
    let out = sitegen(&dir, &["new", "service", "magog", "Inspection par caméra"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let page = read("pages/magog/inspection-par-camera.yaml");
    assert!(page.contains("\nservice: \"Inspection par caméra\"") && page.contains("\ncity: magog\n"), "{page}");
    assert!(page.contains("# TODO:"), "{page}");
    let hub = read("pages/magog.yaml");
    assert!(hub.contains("          href: /magog/inspection-par-camera\n"), "{hub}");
    assert!(!hub.contains("href: /inspection-par-camera\n"), "{hub}");
    let en = read("en/pages/magog/inspection-par-camera.yaml");
    assert!(en.contains("\ntranslation: /magog/inspection-par-camera\n"), "{en}");
    assert!(read("en/pages/magog.yaml").contains("          href: /en/magog/inspection-par-camera\n"));
    let check = sitegen(&dir, &["check"]);
    assert_eq!(check.status.code(), Some(1), "the copied text is not published until rewritten");
    for file in ["pages/magog/inspection-par-camera.yaml", "en/pages/magog/inspection-par-camera.yaml"] {
        done_with_todos(&content.join(file));
    }
    let check = sitegen(&dir, &["check"]);
    assert!(check.status.success(), "{}", stderr(&check));
}

/// The routes lock follows what went live (Publish, or `build --record-routes` for a site published
/// by pushing commits): a page only built on this computer can be deleted freely; one that was
/// published is guarded until a redirect keeps its address or the person lets it go.
#[test]
fn a_published_route_cannot_silently_disappear() {
    let s = site();
    let out_dir = s.path().join("out");
    let out_arg = out_dir.to_str().unwrap();
    let lock = s.path().join("content/.routes.lock");
    fs::write(&lock, "/red-deer\n").unwrap();
    let build = sitegen(s.path(), &["build", "--out", out_arg, "--record-routes"]);
    assert!(build.status.success(), "{}", stderr(&build));
    let routes = fs::read_to_string(&lock).unwrap();
    assert!(
        routes.contains("\n/red-deer/furnace-services\n") && routes.contains("\n/furnace-replacement\n"),
        "{routes}"
    );
    assert!(!routes.contains("/404"), "{routes}");

    // A page nobody links to yet, built here but never published, then deleted: nothing to guard.
    let page = s.path().join("content/pages/red-deer/boiler-services-2.yaml");
    fs::copy(s.path().join("content/pages/red-deer/boiler-services.yaml"), &page).unwrap();
    let text = fs::read_to_string(&page).unwrap();
    fs::write(&page, text.replacen("\ntitle: ", "\ntitle: Second ", 1)).unwrap();
    assert!(sitegen(s.path(), &["build", "--out", out_arg]).status.success());
    assert_eq!(fs::read_to_string(&lock).unwrap(), routes, "a build here records nothing");
    fs::remove_file(&page).unwrap();
    let build = sitegen(s.path(), &["build", "--out", out_arg]);
    assert!(build.status.success(), "{}", stderr(&build));

    // Published, then deleted: refused, by check as by build.
    fs::write(&page, text.replacen("\ntitle: ", "\ntitle: Second ", 1)).unwrap();
    assert!(sitegen(s.path(), &["build", "--out", out_arg, "--record-routes"]).status.success());
    assert!(fs::read_to_string(&lock).unwrap().contains("\n/red-deer/boiler-services-2\n"));
    fs::remove_file(&page).unwrap();
    let build = sitegen(s.path(), &["build", "--out", out_arg]);
    assert_eq!(build.status.code(), Some(1));
    assert!(
        stderr(&build).contains("content/.routes.lock: route /red-deer/boiler-services-2 was published but no page or redirect makes it any more"),
        "{}",
        stderr(&build)
    );
    assert!(stderr(&build).contains("run `sitegen check --accept-removed`"), "{}", stderr(&build));
    assert_eq!(sitegen(s.path(), &["check"]).status.code(), Some(1), "check sees it too");

    // A redirect keeps the address alive.
    let redirects = s.path().join("content/redirects.yaml");
    let text = fs::read_to_string(&redirects).unwrap();
    fs::write(&redirects, format!("{text}- {{ from: /red-deer/boiler-services-2, to: /red-deer/heating-services }}\n"))
        .unwrap();
    assert!(sitegen(s.path(), &["build", "--out", out_arg]).status.success());
    fs::write(&redirects, text).unwrap();
    assert_eq!(sitegen(s.path(), &["build", "--out", out_arg]).status.code(), Some(1));
    // Let go on purpose: check takes it out of the lock, as build does, and the next build passes.
    let accepted = sitegen(s.path(), &["check", "--accept-removed"]);
    assert!(accepted.status.success(), "{}", stderr(&accepted));
    let after = fs::read_to_string(&lock).unwrap();
    assert!(!after.contains("/red-deer/boiler-services-2\n"), "{after}");
    assert!(after.contains("\n/red-deer/furnace-services\n"), "only the route let go leaves: {after}");
    assert!(sitegen(s.path(), &["build", "--out", out_arg]).status.success());
    // The same with build.
    fs::write(&lock, format!("{after}/red-deer/gone\n")).unwrap();
    assert_eq!(sitegen(s.path(), &["check"]).status.code(), Some(1));
    let accepted = sitegen(s.path(), &["build", "--out", out_arg, "--accept-removed"]);
    assert!(accepted.status.success(), "{}", stderr(&accepted));
    assert_eq!(fs::read_to_string(&lock).unwrap(), after);
}

#[test]
fn the_committed_routes_lock_lists_every_published_route() {
    let root = repo();
    let lock = fs::read_to_string(root.join("content/.routes.lock")).expect("content/.routes.lock is committed");
    let out = sitegen(&root, &["check"]);
    assert!(out.status.success(), "{}", stderr(&out));
    for line in ["/\n", "/red-deer\n", "/red-deer/furnace-services\n", "/furnace-replacement\n"] {
        assert!(lock.contains(&format!("\n{line}")), "{line:?} missing from the lock");
    }
}

/// A photo straight from a phone, with a size typed from memory: the made-up size is an error that
/// names the real one; once fixed, the weight is a warning (an error with `--strict`) that says
/// how to make it lighter.
#[test]
fn a_phone_photo_is_taken_as_it_is_and_a_small_one_is_flagged() {
    let s = site();
    let root = s.path();
    // A real 1200 x 630 JPEG padded after its end to the weight of a phone photo: no warning, the
    // build makes the light copies.
    let mut photo = fs::read(repo().join("content/images/og-card.jpg")).unwrap();
    photo.resize(5 * 1024 * 1024, 0);
    fs::write(root.join("content/images/cities/calgary-van.jpg"), photo).unwrap();
    edit(root, "data/cities.yaml", "src: cities/calgary.jpg", "src: cities/calgary-van.jpg");
    let out = sitegen(root, &["check"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(!stderr(&out).contains("photo"), "{}", stderr(&out));

    // 400 pixels wide, shown up to 547 in a card: blurred, so a warning (an error with --strict).
    image::RgbImage::from_pixel(400, 300, image::Rgb([90, 120, 160]))
        .save(root.join("content/images/cities/calgary-small.jpg"))
        .unwrap();
    edit(root, "data/cities.yaml", "src: cities/calgary-van.jpg", "src: cities/calgary-small.jpg");
    let out = sitegen(root, &["check"]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(
        err.contains(
            "warning: content/data/cities.yaml:7:17: photo `cities/calgary-small.jpg` is 400 pixels wide, but it is \
             shown up to 499 pixels wide in a city search card: it will look blurred"
        ),
        "{err}"
    );
    let strict = sitegen(root, &["check", "--strict"]);
    assert_eq!(strict.status.code(), Some(1), "{}", stderr(&strict));
    assert!(stderr(&strict).contains("photo `cities/calgary-small.jpg` is 400 pixels wide"), "{}", stderr(&strict));
}

#[test]
fn new_city_without_reviews_shows_others_under_a_title_that_says_so() {
    let s = site();
    // The model city's reviews section shows its own city only (no title for when there are few).
    edit(
        s.path(),
        "pages/calgary.yaml",
        "      title_when_few: What Customers in Calgary and Across Alberta Say\n",
        "",
    );
    let out = sitegen(s.path(), &["new", "city", "Okotoks", "--like", "calgary"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let page = fs::read_to_string(s.path().join("content/pages/okotoks.yaml")).unwrap();
    let line = page.lines().find(|l| l.contains("title_when_few:")).expect("a title for few reviews");
    assert!(
        line.starts_with(
            "      title_when_few: What Customers Across Alberta Say  # TODO: no review names Okotoks yet"
        ),
        "{line}"
    );
    assert!(line.contains("content/data/testimonials.yaml with `city: okotoks`"), "{line}");

    // Without it, the section has nothing to show: the message is at the section's `city:` line
    // and says what to add where.
    edit(s.path(), "pages/okotoks.yaml", &format!("{line}\n"), "");
    let check = sitegen(s.path(), &["check"]);
    let err = stderr(&check);
    assert!(
        err.contains("no review in content/data/testimonials.yaml has `city: okotoks`, so this section would be empty"),
        "{err}"
    );
    let at = page.lines().position(|l| l.trim() == "city: okotoks" && l.starts_with("      ")).unwrap() + 1;
    assert!(err.contains(&format!("content/pages/okotoks.yaml:{at}:")), "{err}");
}
