//! End-to-end tests of the `sitegen` binary on a small fixture site: exit codes, messages,
//! snapshots of rendered pages, atomic output and escaping.
//!
//! The fixture has its own `content/`; templates, islands, styles and static files are the
//! repository's own (symlinked), so the snapshots show what the real templates produce.

use crate::common::{fixture, repo, sitegen, stderr};
use std::fs;
use std::path::Path;

/// Content hashes in asset names change with every style or island edit; snapshots show the shape.
fn normalize_hashes(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(i) = rest.find("/assets/") {
        let (head, tail) = rest.split_at(i);
        out.push_str(head);
        let end = tail.find(['"', ')']).unwrap_or(tail.len());
        let path = &tail[..end];
        match path.rfind('-').zip(path.rfind('.')) {
            Some((dash, dot)) if dot > dash => out.push_str(&format!("{}-HASH{}", &path[..dash], &path[dot..])),
            _ => out.push_str(path),
        }
        rest = &tail[end..];
    }
    out.push_str(rest);
    out
}

fn read(root: &Path, rel: &str) -> String {
    fs::read_to_string(root.join("dist").join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

#[test]
fn builds_the_fixture_site() {
    let site = fixture();
    let out = sitegen(site.path(), &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.starts_with("Built 6 pages"), "{stdout}");
    for f in [
        "index.html",
        "quote/index.html",
        "calgary/index.html",
        "calgary/furnace-repair/index.html",
        "404.html",
        "sitemap.xml",
        "robots.txt",
        "favicon.svg",
    ] {
        assert!(site.path().join("dist").join(f).is_file(), "{f} missing");
    }
    let home = read(site.path(), "index.html");
    // The phone number comes from site.yaml, once, for both the link and the text.
    assert!(home.contains(r#"href="tel:+14035550142""#));
    // Shown as written (a copied number must dial), kept on one line by CSS.
    assert!(home.contains(r#"<span class="nowrap">(403) 555-0142</span>"#));
    assert!(home.contains("&copy; 2026 "), "copyright year from SOURCE_DATE_EPOCH");
    // Islands are server-rendered into the page, not left as placeholders.
    assert!(!home.contains("<!--island:"));
    assert!(home.contains(r#"data-island="Menu""#));
    insta::assert_snapshot!(
        "calgary_furnace_repair",
        normalize_hashes(&read(site.path(), "calgary/furnace-repair/index.html"))
    );
    insta::assert_snapshot!("sitemap", read(site.path(), "sitemap.xml"));
}

#[test]
fn the_same_input_gives_byte_identical_output() {
    let site = fixture();
    assert!(sitegen(site.path(), &["build"]).status.success());
    let first = read(site.path(), "index.html");
    assert!(sitegen(site.path(), &["build"]).status.success());
    assert_eq!(first, read(site.path(), "index.html"));
}

#[test]
fn script_in_yaml_text_is_escaped() {
    let site = fixture();
    assert!(sitegen(site.path(), &["build"]).status.success());
    let home = read(site.path(), "index.html");
    assert!(!home.contains("<script>alert"), "raw script tag in output");
    assert!(home.contains("Heat &lt;script&gt;alert(1)&lt;/script&gt; &amp; comfort"), "hero title escaped");
    assert!(home.contains("Is &lt;b&gt;this&lt;/b&gt; escaped?"));
    assert!(home.contains("Great work &lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt;"), "testimonial escaped");
}

#[test]
fn a_content_error_names_file_line_and_column() {
    let site = fixture();
    let page = site.path().join("content/pages/quote.yaml");
    fs::write(&page, "title: Q\ndescription: D\nsections:\n  - hero: { title: Q }\n  - faq:\n      title: F\n      items:\n        - question: q\n          answr: a\n").unwrap();
    let out = sitegen(site.path(), &["build"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("content/pages/quote.yaml:9:11: unknown field `answr`, did you mean `answer`? (expected one of: question, answer)"),
        "{err}"
    );
    assert!(!site.path().join("dist").exists(), "nothing written");
}

#[test]
fn every_broken_file_is_reported_in_one_run() {
    let site = fixture();
    fs::write(site.path().join("content/pages/quote.yaml"), "title: Q\ndescription: D\nsections:\n  - faqs: {}\n")
        .unwrap();
    fs::write(
        site.path().join("content/data/testimonials.yaml"),
        "- quote: q\n  author: a\n  location: l\n  rating: 9\n",
    )
    .unwrap();
    let out = sitegen(site.path(), &["check"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains(
            "content/data/testimonials.yaml:4:11: rating 9 is out of range (expected a whole number from 1 to 5)"
        ),
        "{err}"
    );
    assert!(err.contains("content/pages/quote.yaml:4:5: unknown section type `faqs`, did you mean `faq`?"), "{err}");
    assert!(err.contains("2 problems found"), "{err}");
}

#[test]
fn references_and_links_are_validated() {
    let site = fixture();
    let page = site.path().join("content/pages/calgary.yaml");
    let text =
        fs::read_to_string(&page).unwrap().replace("list: calgary-neighbourhoods", "list: calgary-neighborhoods");
    fs::write(&page, text).unwrap();
    let out = sitegen(site.path(), &["check"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("content/pages/calgary.yaml:6:45: unknown area list `calgary-neighborhoods`, did you mean `calgary-neighbourhoods`?"), "{}", stderr(&out));

    let site = fixture();
    let page = site.path().join("content/pages/index.yaml");
    let text = fs::read_to_string(&page).unwrap().replace("href: /quote }", "href: \"javascript:alert(1)\" }");
    fs::write(&page, text).unwrap();
    let out = sitegen(site.path(), &["check"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("content/pages/index.yaml:8:44: link `javascript:alert(1)` is not allowed"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_broken_internal_link_fails_the_build() {
    let site = fixture();
    let page = site.path().join("content/pages/calgary/furnace-repair.yaml");
    let text = fs::read_to_string(&page)
        .unwrap()
        .replace("/calgary#areas", "/calgary#nowhere")
        .replace("\"#common-issues\"", "/calgary/furnace-repiar");
    fs::write(&page, text).unwrap();
    // `check` is the build without writing: it finds the same broken links, each at the line of
    // YAML that wrote it.
    for command in ["build", "check"] {
        let out = sitegen(site.path(), &[command]);
        assert_eq!(out.status.code(), Some(1), "{command}");
        let err = stderr(&out);
        assert!(
            err.contains("content/pages/calgary/furnace-repair.yaml:16:49: link `/calgary#nowhere` leads nowhere (no element with id `nowhere` on /calgary)"),
            "{command}: {err}"
        );
        assert!(
            err.contains("content/pages/calgary/furnace-repair.yaml:8:51: link `/calgary/furnace-repiar` leads nowhere (no page, redirect or file at this path), did you mean `/calgary/furnace-repair`?"),
            "{command}: {err}"
        );
    }
}

#[test]
fn broken_links_of_the_content_and_of_a_template_are_reported_in_one_run() {
    let site = fixture();
    // The site's own footer, started from the built-in one; every other template is the binary's.
    fs::remove_file(site.path().join("templates")).unwrap();
    let copied = sitegen(site.path(), &["theme", "copy", "partials/footer.html"]);
    assert!(copied.status.success(), "{}", stderr(&copied));
    assert_eq!(fs::read_dir(site.path().join("templates")).unwrap().count(), 1, "only partials/");
    let footer = site.path().join("templates/partials/footer.html");
    let text =
        fs::read_to_string(&footer).unwrap().replacen("</footer>", r#"<a href="/made-by-template">x</a></footer>"#, 1);
    fs::write(&footer, text).unwrap();
    let page = site.path().join("content/pages/calgary/furnace-repair.yaml");
    let text = fs::read_to_string(&page).unwrap().replace("\"#common-issues\"", "/calgary/furnace-repiar");
    fs::write(&page, text).unwrap();
    let out = sitegen(site.path(), &["check"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("content/pages/calgary/furnace-repair.yaml:8:51: link `/calgary/furnace-repiar` leads nowhere"),
        "{err}"
    );
    assert!(
        err.contains("pages (/ and ")
            && err.contains("more) link to `/made-by-template`, which leads nowhere (no page, redirect or file at this path); a template makes this link, not the content"),
        "{err}"
    );
}

#[test]
fn a_site_template_replaces_the_built_in_one_and_one_that_replaces_nothing_is_a_warning() {
    let site = fixture();
    fs::remove_file(site.path().join("templates")).unwrap();
    fs::create_dir_all(site.path().join("templates/sections")).unwrap();
    fs::create_dir_all(site.path().join("templates/partials")).unwrap();
    let footer = repo().join("templates/partials/footer.html");
    let ours = fs::read_to_string(footer).unwrap().replacen("</footer>", "<p>Our own footer line</p></footer>", 1);
    fs::write(site.path().join("templates/partials/footer.html"), ours).unwrap();
    fs::write(site.path().join("templates/sections/fqa.html"), "<p>typo</p>").unwrap();

    let again = sitegen(site.path(), &["theme", "copy", "partials/footer.html"]);
    assert_eq!(again.status.code(), Some(1), "never overwrites the site's own");
    let unknown = sitegen(site.path(), &["theme", "copy", "sections/fqa.html"]);
    assert!(stderr(&unknown).contains("no built-in template is called `sections/fqa.html`"), "{}", stderr(&unknown));
    let list = sitegen(site.path(), &["theme"]);
    let listed = String::from_utf8_lossy(&list.stdout);
    assert!(
        listed.contains("  partials/footer.html  (the site's own)") && listed.contains("  sections/faq.html\n"),
        "{listed}"
    );

    let out = sitegen(site.path(), &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(
        err.contains("warning: templates/sections/fqa.html: this template replaces none of the built-in theme's, so no page uses it."),
        "{err}"
    );
    let home = read(site.path(), "index.html");
    assert!(
        home.contains("<p>Our own footer line</p>") && home.contains(r#"class="site-header""#),
        "own footer, built-in header"
    );
}

#[test]
fn a_gallery_shows_each_picture_at_its_real_size_with_its_description() {
    let site = fixture();
    let out = sitegen(site.path(), &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let page = read(site.path(), "calgary/index.html");
    assert!(page.contains(r#"<section class="section" id="work">"#), "{page}");
    // The furnace photo is 648 × 432: a 16:9 crop (648 × 365), offered at 320, 480 and 648 pixels
    // in AVIF, WebP and JPEG, its real shape in width and height, loaded lazily.
    let picture = page.split("<picture>").find(|p| p.contains("A new high-efficiency furnace")).expect("the photo");
    let picture = &picture[..picture.find("</picture>").unwrap()];
    assert!(picture.starts_with(r#"<source type="image/avif" srcset="/img/furnace-install-320-"#), "{picture}");
    assert!(picture.contains(r#"<source type="image/webp" srcset="/img/furnace-install-320-"#), "{picture}");
    assert!(picture.contains(".jpg 648w\" sizes=\"(min-width: 1152px) 357px,"), "{picture}");
    assert!(
        picture.contains(
            r#"width="648" height="365" alt="A new high-efficiency furnace in a Calgary basement" loading="lazy" decoding="async">"#
        ),
        "{picture}"
    );
    for url in picture.split(['"', ' ']).filter(|w| w.starts_with("/img/")) {
        assert!(site.path().join("dist").join(&url[1..]).is_file(), "{url} is not in the output");
    }
    assert!(page.contains("<figcaption>Furnace replacement, Beltline</figcaption>"), "{page}");
    assert_eq!(page.matches("<figcaption>").count(), 1, "no caption, no figcaption");
    // A photo that is not there is named at its line, with the closest file.
    let yaml = site.path().join("content/pages/calgary.yaml");
    fs::write(&yaml, fs::read_to_string(&yaml).unwrap().replace("team/van.jpg", "team/vann.jpg")).unwrap();
    let out = sitegen(site.path(), &["check"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains(
            "content/pages/calgary.yaml:13:25: there is no photo `team/vann.jpg` in content/images/, did you mean `team/van.jpg`?"
        ),
        "{err}"
    );
}

#[test]
fn a_failed_build_leaves_the_previous_output_untouched() {
    let site = fixture();
    assert!(sitegen(site.path(), &["build"]).status.success());
    let before = read(site.path(), "index.html");
    fs::write(site.path().join("content/pages/quote.yaml"), "title: [unclosed\n").unwrap();
    let out = sitegen(site.path(), &["build"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(before, read(site.path(), "index.html"));
    let leftovers: Vec<_> = fs::read_dir(site.path())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with(".dist."))
        .collect();
    assert!(leftovers.is_empty(), "staging folders left behind");
}

#[test]
fn usage_errors_exit_2_and_help_exits_0() {
    let site = fixture();
    assert_eq!(sitegen(site.path(), &["frobnicate"]).status.code(), Some(2));
    assert_eq!(sitegen(site.path(), &["build", "--bogus"]).status.code(), Some(2));
    let help = sitegen(site.path(), &["build", "--help"]);
    assert_eq!(help.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&help.stdout).contains("Build the complete site"));
}

#[test]
fn check_writes_nothing() {
    let site = fixture();
    let out = sitegen(site.path(), &["check"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!site.path().join("dist").exists());
}

#[test]
fn pages_without_title_or_description_get_sensible_defaults() {
    let site = fixture();
    let page = site.path().join("content/pages/calgary/furnace-repair.yaml");
    let text = fs::read_to_string(&page).unwrap();
    let text: String = text
        .lines()
        .filter(|l| !l.starts_with("title:") && !l.starts_with("description:"))
        .map(|l| format!("{l}\n"))
        .collect();
    fs::write(&page, text).unwrap();
    let out = sitegen(site.path(), &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let html = read(site.path(), "calgary/furnace-repair/index.html");
    assert!(html.contains("<title>Furnace Repair in Calgary | Chinook Heating &amp; Gas</title>"), "title default");
    assert!(
        html.contains(r#"<meta name="description" content="Furnace Repair in Calgary from Chinook Heating &amp; Gas: free quotes answered within 24 hours.">"#),
        "description default, in the built-in words"
    );
    // The site's own words for it (content/words.yaml), with a value the built-in sentence lacks.
    fs::write(
        site.path().join("content/words.yaml"),
        "page:\n  default_description: \"{service} in {city} by {brand}: quotes {quote_response}, emergencies {availability}.\"\n",
    )
    .unwrap();
    let out = sitegen(site.path(), &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let html = read(site.path(), "calgary/furnace-repair/index.html");
    assert!(
        html.contains(r#"<meta name="description" content="Furnace Repair in Calgary by Chinook Heating &amp; Gas: quotes within 24 hours, emergencies 24/7.">"#),
        "description in the site's words"
    );
}

/// Replaces the fixture's `leads:` block (`provider: demo`) by `leads:` and `extra` (indented under it).
/// The opening tag of the page's quote form (its attributes in whatever order the renderer writes).
fn form_tag(html: &str) -> &str {
    let start = html.find("<form").expect("a quote form");
    &html[start..start + html[start..].find('>').unwrap()]
}

fn set_quote_provider(root: &Path, extra: &str) {
    replace_in_site(root, "\nleads:\n  provider: demo\n", &format!("\nleads:\n{extra}"));
}

fn replace_in_site(root: &Path, find: &str, with: &str) {
    let file = root.join("content/site.yaml");
    let text = fs::read_to_string(&file).unwrap();
    assert!(text.contains(find), "fixture's site.yaml has {find:?}");
    fs::write(&file, text.replacen(find, with, 1)).unwrap();
}

fn line_of(root: &Path, needle: &str) -> usize {
    let text = fs::read_to_string(root.join("content/site.yaml")).unwrap();
    text.lines().position(|l| l.contains(needle)).expect("line") + 1
}

#[test]
fn the_demo_quote_form_is_built_with_a_warning() {
    let site = fixture();
    let out = sitegen(site.path(), &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("warning: content/site.yaml: leads provider is `demo`: quote requests go nowhere"));
    assert!(!site.path().join("dist/__forms.html").exists(), "no Netlify form for the demo");

    set_quote_provider(site.path(), "  provider: endpoint\n  url: https://leads.example.com/in\n  format: form\n");
    let out = sitegen(site.path(), &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!stderr(&out).contains("leads provider"), "{}", stderr(&out));
    let quote = read(site.path(), "quote/index.html");
    assert!(
        form_tag(&quote).contains(r#"action="https://leads.example.com/in""#)
            && form_tag(&quote).contains(r#"method="post""#),
        "no-JS post goes to the endpoint"
    );
}

#[test]
fn netlify_gets_its_static_form_registration() {
    let site = fixture();
    set_quote_provider(site.path(), "  provider: netlify\n");
    let out = sitegen(site.path(), &["build", "--host", "netlify"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let forms = read(site.path(), "__forms.html");
    assert!(forms.contains(r#"<form name="quote" data-netlify="true" netlify-honeypot="bot-field""#), "{forms}");
    for field in [
        "form-name",
        "name",
        "email",
        "phone",
        "city",
        "serviceType",
        "propertyType",
        "message",
        "page",
        "service",
        "suspect",
    ] {
        assert!(forms.contains(&format!(r#"name="{field}""#)), "{field}");
    }
    // Valid HTML in the site's language: a form needs a way to be sent (html-validate's wcag/h32).
    assert!(forms.contains(r#"<html lang="en-CA">"#), "{forms}");
    assert!(forms.contains("<button type=\"submit\">Get My Free Quote</button>\n</form>"), "{forms}");
    // Netlify keeps only registered fields: the visit's attribution must be listed too.
    for field in
        ["landingPage", "referrer", "utm_source", "utm_campaign", "gclid", "gbraid", "wbraid", "fbclid", "msclkid"]
    {
        assert!(forms.contains(&format!(r#"<input type="text" name="{field}">"#)), "{field}");
    }
    let quote = read(site.path(), "quote/index.html");
    assert!(quote.contains(r#"data-netlify="true""#) && quote.contains(r#"name="form-name" value="quote""#));
}

#[test]
fn netlify_forms_anywhere_but_netlify_are_refused_at_the_provider_line() {
    let site = fixture();
    set_quote_provider(site.path(), "  provider: netlify\n");
    let line = line_of(site.path(), "provider: netlify");
    for host in ["github-pages", "cloudflare"] {
        let out = sitegen(site.path(), &["build", "--host", host]);
        assert_eq!(out.status.code(), Some(1), "{host}");
        let err = stderr(&out);
        assert!(
            err.contains(&format!("content/site.yaml:{line}:13: provider `netlify` needs the site published on Netlify, but the host is `{host}`")),
            "{err}"
        );
    }
}

#[test]
fn a_wrong_quote_provider_or_url_names_file_line_and_column() {
    let site = fixture();
    set_quote_provider(site.path(), "  provider: mailchimp\n");
    let line = line_of(site.path(), "provider: mailchimp");
    let out = sitegen(site.path(), &["build"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    let at = format!("content/site.yaml:{line}:13: ");
    let message = err.lines().find(|l| l.starts_with(&at)).unwrap_or_else(|| panic!("{err}"));
    assert!(
        message.contains("`mailchimp`") && message.contains("(expected one of: demo, netlify, formspree, endpoint)"),
        "{err}"
    );

    let site = fixture();
    set_quote_provider(site.path(), "  provider: formspree\n  url: formspree.io/f/abc\n");
    let line = line_of(site.path(), "url: formspree.io");
    let err = stderr(&sitegen(site.path(), &["check"]));
    assert!(
        err.contains(&format!("content/site.yaml:{line}:8: form URL `formspree.io/f/abc` is not an http(s) URL")),
        "{err}"
    );

    let site = fixture();
    set_quote_provider(site.path(), "  provider: endpoint\n");
    let line = line_of(site.path(), "provider: endpoint");
    let err = stderr(&sitegen(site.path(), &["check"]));
    assert!(err.contains(&format!("content/site.yaml:{line}:13: provider `endpoint` needs a `url`")), "{err}");
}

#[test]
fn the_destination_block_reads_as_documented_and_the_old_place_says_where_things_moved() {
    // The one-line form of the documentation.
    let site = fixture();
    set_quote_provider(site.path(), "  { provider: endpoint, url: \"https://leads.example.com/in\", format: json }\n");
    replace_in_site(site.path(), "\nleads:\n  {", "\nleads: {");
    let out = sitegen(site.path(), &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        read(site.path(), "quote/index.html")
            .contains(r#""kind":"endpoint","url":"https://leads.example.com/in","format":"json""#)
    );

    // No destination at all: the demo, with its warning.
    let site = fixture();
    replace_in_site(site.path(), "\nleads:\n  provider: demo\n", "\n");
    let out = sitegen(site.path(), &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("warning: content/site.yaml: leads provider is `demo`"), "{}", stderr(&out));
    let quote = read(site.path(), "quote/index.html");
    assert!(
        form_tag(&quote).contains(r#"action="/quote/not-connected/""#) && form_tag(&quote).contains(r#"method="get""#)
    );

    // The block of the earlier documentation, under its old name: one plain message at its line.
    let site = fixture();
    replace_in_site(
        site.path(),
        "\nleads:\n  provider: demo\n",
        "\nquote_form:\n  provider: endpoint\n  url: https://leads.example.com/in\n  format: json\n",
    );
    let line = fs::read_to_string(site.path().join("content/site.yaml"))
        .unwrap()
        .lines()
        .position(|l| l == "quote_form:")
        .unwrap()
        + 1;
    let out = sitegen(site.path(), &["check"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains(&format!("content/site.yaml:{line}:1: `quote_form` has moved out of site.yaml: write where quote requests go as `leads:` here")),
        "{err}"
    );
    assert!(err.contains("content/data/quote-form.yaml"), "{err}");
    assert!(!err.contains("missing field"), "{err}");
    assert!(err.contains("error: 1 problem found"), "{err}");
}

#[test]
fn booking_adds_its_links_and_only_a_booking_window_adds_origins_to_the_csp() {
    let csp = |root: &Path| {
        let headers = read(root, "_headers");
        headers.lines().find_map(|l| l.trim().strip_prefix("Content-Security-Policy: ")).unwrap().to_owned()
    };
    let site = fixture();
    let out = sitegen(site.path(), &["build", "--host", "netlify"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let off = csp(site.path());
    let policy_off = read(site.path(), "privacy-policy/index.html");
    assert!(policy_off.contains("No other company receives anything"), "{policy_off}");
    assert!(!read(site.path(), "quote/index.html").contains("data-booking"));

    // A booking page (Jobber): the links, the privacy policy names it and Canada; the CSP is unchanged.
    let jobber = "https://clienthub.getjobber.com/booking/ee24c0b9-3b81-4134-a69f-4d9434bbad04/";
    replace_in_site(
        site.path(),
        "\nleads:\n",
        &format!("\nbooking: {{ provider: jobber, url: \"{jobber}\" }}\nleads:\n"),
    );
    let out = sitegen(site.path(), &["build", "--host", "netlify"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(csp(site.path()), off, "a booking page needs nothing of the CSP");
    let contact = read(site.path(), "quote/index.html");
    let link = format!(r#"href="{jobber}" data-booking="jobber""#);
    assert!(contact.matches(&link).count() >= 2, "under the form and in the footer: {contact}");
    assert!(!contact.contains("booking-settings"), "no script for a booking page");
    let policy = read(site.path(), "privacy-policy/index.html");
    assert!(policy.contains("<strong>Jobber</strong>, in Canada: runs our online booking"), "{policy}");

    // A booking window (ServiceTitan): its settings in the head, its origins in the CSP, and the
    // United States in the policy.
    replace_in_site(
        site.path(),
        &format!("booking: {{ provider: jobber, url: \"{jobber}\" }}"),
        "booking: { provider: servicetitan, api_key: s125da2s6hshj7oh6w639ppc, scheduler_id: sched_qpfsy4voj5ugkkqw4dq2rv1o }",
    );
    let out = sitegen(site.path(), &["build", "--host", "netlify"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let on = csp(site.path());
    assert!(
        on.contains("script-src 'self' https://embed.scheduler.servicetitan.com https://*.servicetitan.com;")
            && on.contains(" frame-src 'self' https://embed.scheduler.servicetitan.com https://*.servicetitan.com;"),
        "{on}"
    );
    let quote = read(site.path(), "quote/index.html");
    assert!(quote.contains(r#"<script type="application/json" id="booking-settings">{"provider":"servicetitan","script":"https://embed.scheduler.servicetitan.com/scheduler-v1.js","id":"se-widget-embed","data":[["data-api-key","s125da2s6hshj7oh6w639ppc"],["data-schedulerid","sched_qpfsy4voj5ugkkqw4dq2rv1o"]]}</script>"#), "{quote}");
    assert!(!quote.contains(r#"src="https://embed.scheduler"#), "the script is not loaded by the page");
    let policy = read(site.path(), "privacy-policy/index.html");
    assert!(
        policy.contains("<strong>ServiceTitan</strong>, in the United States: runs our online booking"),
        "{policy}"
    );
}

#[test]
fn analytics_is_off_until_written_and_then_adds_its_script_its_origins_and_its_privacy_facts() {
    let csp = |root: &Path| {
        let headers = read(root, "_headers");
        headers.lines().find_map(|l| l.trim().strip_prefix("Content-Security-Policy: ")).unwrap().to_owned()
    };
    // Off: no third-party origin anywhere, and the policy says so.
    let site = fixture();
    let out = sitegen(site.path(), &["build", "--host", "netlify"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let off = read(site.path(), "privacy-policy/index.html");
    assert!(off.contains("This site uses no analytics"), "{off}");
    assert_eq!(
        csp(site.path()),
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; \
         connect-src 'self'; form-action 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'"
    );
    for page in ["index.html", "quote/index.html", "privacy-policy/index.html"] {
        let html = read(site.path(), page);
        assert!(!html.contains("analytics-settings") && !html.contains(r#"src="https://"#), "{page}");
    }
    // Every field a lead can carry is named, by the form's own labels and the generator's list.
    for name in [
        "landingPage",
        "referrer",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "utm_term",
        "utm_content",
        "gclid",
        "gbraid",
        "wbraid",
        "fbclid",
        "msclkid",
        "page",
        "service",
    ] {
        assert!(off.contains(&format!("<code>{name}</code>")), "{name} is not named");
    }
    for label in
        ["Full Name", "Email Address", "Phone Number", "City", "Service Type", "Property Type", "Additional Details"]
    {
        assert!(off.contains(&format!("<li>{label}</li>")), "{label}");
    }
    assert!(off.contains("<code>quote-form:draft</code>") && off.contains("older than 7 days"), "the draft");
    assert!(off.contains("<code>quote-form:attribution</code>"), "where attribution is kept");
    assert!(off.contains("not connected yet"), "demo: nothing is sent");

    // Plausible: its script from its origin, that origin in the CSP, the policy names it and the events.
    replace_in_site(site.path(), "\nleads:\n", "\nanalytics: { provider: plausible }\nleads:\n");
    let out = sitegen(site.path(), &["build", "--host", "netlify"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let on = read(site.path(), "privacy-policy/index.html");
    assert_ne!(on, off);
    // A host without `_headers` carries the same policy in <meta>, less frame-ancestors (ignored there).
    let out = sitegen(site.path(), &["build", "--host", "github-pages", "--out", "dist-gh"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let meta = fs::read_to_string(site.path().join("dist-gh/index.html")).unwrap();
    let meta = meta.split(r#"http-equiv="Content-Security-Policy" content=""#).nth(1).unwrap();
    let meta = &meta[..meta.find('"').unwrap()];
    assert_eq!(meta, csp(site.path()).replace(" frame-ancestors 'none';", ""));
    assert!(!on.contains("This site uses no analytics"));
    assert!(
        on.contains("We count visits with Plausible Analytics")
            && on.contains("<q>Quote Request</q>")
            && on.contains("<q>Phone Call</q>"),
        "{on}"
    );
    let quote = read(site.path(), "quote/index.html");
    assert!(
        quote.contains(
            r#"<script async src="https://plausible.io/js/script.js" data-domain="www.chinookheating.ca"></script>"#
        ),
        "{quote}"
    );
    assert!(quote.contains(r#"<script type="application/json" id="analytics-settings">{"provider":"plausible","script":"https://plausible.io/js/script.js","id":"www.chinookheating.ca","events":{"quote":"Quote Request","call":"Phone Call","text":"Text Message","booking":"Book Online"}}</script>"#), "{quote}");
    let policy = csp(site.path());
    assert!(
        policy.contains("script-src 'self' https://plausible.io;")
            && policy.contains("connect-src 'self' https://plausible.io;"),
        "{policy}"
    );
    assert_eq!(policy.matches("https://").count(), 2, "{policy}");

    // Google Analytics 4: its tag, its collectors, its cookies.
    replace_in_site(
        site.path(),
        "analytics: { provider: plausible }",
        "analytics: { provider: ga4, measurement_id: G-TEST1234 }",
    );
    let out = sitegen(site.path(), &["build", "--host", "netlify"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let ga = read(site.path(), "privacy-policy/index.html");
    assert!(
        ga.contains("Google Analytics 4 (measurement ID G-TEST1234)")
            && ga.contains("<code>_ga_TEST1234</code>")
            && ga.contains("<q>generate_lead</q>"),
        "{ga}"
    );
    assert!(
        read(site.path(), "index.html")
            .contains(r#"<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST1234"></script>"#)
    );
    let policy = csp(site.path());
    assert!(policy.contains("script-src 'self' https://www.googletagmanager.com;"), "{policy}");
    assert!(policy.contains("connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com;"), "{policy}");
    assert!(!policy.contains("plausible"), "{policy}");

    // A mistake in the block is a content error at its line and column.
    replace_in_site(site.path(), "measurement_id: G-TEST1234", "measurement_id: UA-1234-1");
    let line = fs::read_to_string(site.path().join("content/site.yaml"))
        .unwrap()
        .lines()
        .position(|l| l.starts_with("analytics:"))
        .unwrap()
        + 1;
    let err = stderr(&sitegen(site.path(), &["check"]));
    assert!(
        err.contains(&format!("content/site.yaml:{line}:45: measurement ID `UA-1234-1` is a Universal Analytics id")),
        "{err}"
    );
}

#[test]
fn call_tracking_numbers_go_to_the_head_as_data_and_the_html_keeps_the_main_number() {
    let site = fixture();
    let out = sitegen(site.path(), &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let before = read(site.path(), "quote/index.html");
    assert!(!before.contains("phone-swap"), "no numbers by source, no data");
    assert!(!read(site.path(), "privacy-policy/index.html").contains("another of our phone numbers"));

    replace_in_site(site.path(), "\nleads:\n", "\nphone_by_source: { google_ads: 403-555-0199 }\nleads:\n");
    let out = sitegen(site.path(), &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let quote = read(site.path(), "quote/index.html");
    assert!(
        quote.contains(r#"<script type="application/json" id="phone-swap">{"main":{"display":"(403) 555-0142","href":"tel:+14035550142"},"bySource":{"google_ads":{"display":"403-555-0199","href":"tel:+14035550199"}},"textSources":[]}</script>"#),
        "{quote}"
    );
    // Links, shown numbers and structured data keep the main number: only the browser swaps.
    let body = &quote[quote.find("<body").unwrap()..];
    assert!(!body.contains("+14035550199") && !body.contains("403-555-0199"));
    assert!(quote.contains(r#""telephone":"+14035550142""#));
    let policy = read(site.path(), "privacy-policy/index.html");
    assert!(policy.contains("visitors who came from a Google ad see another of our phone numbers"), "{policy}");
}
