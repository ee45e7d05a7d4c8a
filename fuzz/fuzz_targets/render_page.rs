//! Page model -> rendered HTML: arbitrary text in every kind of page field renders without a panic
//! and stays inert. The oracle: escaped text never adds markup, so the page has exactly as many `<`
//! as the same page with plain text, and outside `<script>` blocks as many quotes.
#![no_main]

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use sitegen_render::{Assets, Renderer};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// One page using most section kinds, `{N}` marking where the N-th fuzz string goes.
const PAGE: &str = r#"title: {0}
description: {1}
sections:
  - hero:
      eyebrow: {2}
      title: {3}
      lead: {4}
      badges: [{5}]
      actions: [{ label: {6}, href: /quote }]
      aside: { title: {7}, items: [{8}] }
  - cards:
      title: {9}
      intro: {10}
      items: [{ title: {11}, description: {12}, link_text: {13}, href: /quote, bullets: [{14}] }]
  - faq:
      title: {15}
      items: [{ question: {16}, answer: {17} }]
  - steps:
      title: {18}
      items: [{ title: {19}, description: {20} }]
  - text:
      title: {21}
      paragraphs: [{22}]
      bullets: [{23}]
  - testimonials: { title: {0}, intro: {1} }
  - cta: { title: {2}, text: {3}, actions: [{ label: {4}, call: true }] }
  - banner: { title: {5}, text: {6}, actions: [{ label: {7}, href: /quote }] }
  - quote_form: { title: {8}, intro: {9} }
  - case_studies:
      title: {10}
      items: [{ title: {11}, location: {12}, challenge: {13}, solution: {14}, results: {15} }]
  - checklist: { title: {16}, groups: [{ title: {17}, items: [{18}] }] }
  - repair_types: { title: {19}, items: [{ title: {20}, description: {21}, symptoms: [{22}] }] }
  - links: { title: {23}, items: [{ text: {0}, href: /quote }] }
"#;
const SLOTS: usize = 24;

fn page_yaml(strings: &[String]) -> String {
    let mut yaml = String::with_capacity(PAGE.len() + strings.iter().map(String::len).sum::<usize>() * 2);
    let mut rest = PAGE;
    while let Some(open) = rest.find('{') {
        let close = rest[open..].find('}').map(|c| open + c);
        match close.and_then(|c| rest[open + 1..c].parse::<usize>().ok().map(|i| (c, i))) {
            Some((close, i)) => {
                yaml.push_str(&rest[..open]);
                // JSON strings are YAML double-quoted strings; the leading `a` keeps every field
                // non-empty, so the page's structure does not depend on the input.
                let s = strings.get(i % strings.len().max(1)).map(String::as_str).unwrap_or("");
                yaml.push_str(&serde_json::to_string(&format!("a{s}")).unwrap());
                rest = &rest[close + 1..];
            }
            None => {
                yaml.push_str(&rest[..=open]);
                rest = &rest[open + 1..];
            }
        }
    }
    yaml.push_str(rest);
    yaml
}

/// A private copy of the fixture content, where each input is written as `pages/fuzz.yaml`.
fn content_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("sitegen-fuzz-{}", std::process::id()));
        copy_dir(&repo().join("tests/sites/good/content"), &dir);
        dir
    })
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let dest = to.join(e.file_name());
        if e.path().is_dir() { copy_dir(&e.path(), &dest) } else { std::fs::copy(e.path(), &dest).map(drop).unwrap() }
    }
}

/// Renders the fixture site plus the fuzz page; `None` when the content is refused.
fn render(strings: &[String]) -> Option<String> {
    std::fs::write(content_dir().join("pages/fuzz.yaml"), page_yaml(strings)).unwrap();
    let site = sitegen_content::Site::from_dir(content_dir()).ok()?;
    let assets = Assets { css: "/assets/site.css".into(), client: "/assets/client.js".into(), preload: vec![] };
    let renderer = Renderer::new(&repo().join("templates"), &site, &assets, 2026).expect("templates compile");
    let page = site.pages.iter().find(|p| p.route.as_str() == "/fuzz")?;
    Some(renderer.render_page(page).expect("a valid page renders"))
}

/// Quotes outside `<script>…</script>` (JSON inside scripts legitimately holds `\"`).
fn quotes_outside_scripts(html: &str) -> usize {
    let mut n = 0;
    let mut rest = html;
    loop {
        let (outside, tail) = match rest.find("<script") {
            Some(i) => (&rest[..i], Some(&rest[i..])),
            None => (rest, None),
        };
        n += outside.matches(['"', '\'']).count();
        match tail.and_then(|t| t.find("</script>").map(|e| &t[e + 9..])) {
            Some(next) => rest = next,
            None => return n,
        }
    }
}

fn baseline() -> &'static (usize, usize) {
    static B: OnceLock<(usize, usize)> = OnceLock::new();
    B.get_or_init(|| {
        let html = render(&["x".to_owned()]).expect("the baseline page renders");
        (html.matches('<').count(), quotes_outside_scripts(&html))
    })
}

fuzz_target!(|data: &[u8]| {
    let strings: Vec<String> =
        data.split(|b| *b == 0).take(SLOTS).map(|s| String::from_utf8_lossy(s).into_owned()).collect();
    let (lt, quotes) = *baseline();
    if let Some(html) = render(&strings) {
        assert_eq!(html.matches('<').count(), lt, "text added markup:\n{html}");
        assert_eq!(quotes_outside_scripts(&html), quotes, "text added an attribute quote:\n{html}");
    }
});
