//! Loading and validation of a small content tree: cross-file problems are all found in one run,
//! each with its file, line and column.

use std::fs;
use std::path::Path;

use sitegen_content::Site;

mod common;
use common::copy_dir;

/// A minimal valid content tree, using the CLI fixture's site.yaml and data.
fn tree() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/sites/good/content");
    let content = dir.path().join("content");
    fs::create_dir_all(content.join("data")).unwrap();
    fs::create_dir_all(content.join("pages/calgary")).unwrap();
    fs::copy(fixture.join("site.yaml"), content.join("site.yaml")).unwrap();
    for f in ["cities.yaml", "testimonials.yaml", "areas.yaml", "quote-form.yaml"] {
        fs::copy(fixture.join("data").join(f), content.join("data").join(f)).unwrap();
    }
    write(&content, "pages/index.yaml", "sections:\n  - hero: { title: Home }\n");
    dir
}

fn write(content: &Path, rel: &str, text: &str) {
    let p = content.join(rel);
    fs::create_dir_all(p.parent().unwrap()).unwrap();
    fs::write(p, text).unwrap();
}

fn errors(dir: &tempfile::TempDir) -> Vec<String> {
    match Site::from_dir(&dir.path().join("content")) {
        Ok(_) => Vec::new(),
        Err(d) => d.iter().map(|d| d.to_string()).collect(),
    }
}

#[test]
fn a_valid_tree_loads_with_routes_from_paths() {
    let dir = tree();
    write(
        &dir.path().join("content"),
        "pages/calgary/furnace-repair.yaml",
        "city: calgary\nsections:\n  - hero: { title: Repair }\n",
    );
    let site = Site::from_dir(&dir.path().join("content")).unwrap();
    let routes: Vec<&str> = site.pages.iter().map(|p| p.route.as_str()).collect();
    assert_eq!(routes, vec!["/", "/calgary/furnace-repair"]);
}

#[test]
fn cross_file_problems_are_all_reported() {
    let dir = tree();
    let c = dir.path().join("content");
    write(&c, "pages/calgary.yaml", "sections:\n  - hero: { title: A }\n");
    write(&c, "pages/calgary/index.yaml", "sections:\n  - hero: { title: B }\n");
    write(&c, "pages/two.yaml", "sections:\n  - hero: { title: A }\n  - hero: { title: B }\n");
    write(&c, "pages/none.yaml", "sections:\n  - text: { paragraphs: [x] }\n");
    write(
        &c,
        "pages/city.yaml",
        "city: calgarry\nsections:\n  - hero: { title: C }\n  - areas: { title: A, list: nowhere }\n",
    );
    let e = errors(&dir);
    let has = |needle: &str| e.iter().any(|m| m.contains(needle));
    assert!(
        has("content/pages/calgary.yaml:1:1: route /calgary is already made by content/pages/calgary/index.yaml"),
        "{e:#?}"
    );
    assert!(has("content/pages/two.yaml:1:1: page has 2 hero sections"), "{e:#?}");
    assert!(has("content/pages/none.yaml:1:1: page has 0 hero sections"), "{e:#?}");
    assert!(has("content/pages/city.yaml:1:7: unknown city `calgarry`, did you mean `calgary`?"), "{e:#?}");
    assert!(has("content/pages/city.yaml:4:30: unknown area list `nowhere`"), "{e:#?}");
    assert_eq!(e.len(), 5, "{e:#?}");
}

#[test]
fn stray_files_are_reported_not_ignored() {
    let dir = tree();
    let c = dir.path().join("content");
    write(&c, "pages/about.yml", "sections: []\n");
    write(&c, "pages/notes.txt", "hello\n");
    write(&c, "data/reviews.yaml", "[]\n");
    let e = errors(&dir);
    assert!(e.iter().any(|m| m.starts_with("content/pages/about.yml: page files end in .yaml")), "{e:#?}");
    assert!(e.iter().any(|m| m.starts_with("content/pages/notes.txt: not a page")), "{e:#?}");
    assert!(e.iter().any(|m| m.starts_with("content/data/reviews.yaml: unknown data file")), "{e:#?}");
}

#[test]
fn yes_and_no_stay_strings_and_duplicate_keys_are_refused() {
    let dir = tree();
    let c = dir.path().join("content");
    write(&c, "pages/a.yaml", "sections:\n  - hero: { title: no }\n");
    write(&c, "pages/b.yaml", "sections:\n  - hero: { title: x, title: y }\n");
    let e = errors(&dir);
    assert_eq!(e.len(), 1, "{e:#?}");
    assert!(e[0].contains("content/pages/b.yaml:2:23: key `title` is written twice"), "{e:#?}");
}

#[test]
fn reloading_one_page_checks_it_like_a_full_load() {
    let dir = tree();
    let content = dir.path().join("content");
    write(&content, "pages/calgary.yaml", "title: Calgary\ncity: calgary\nsections:\n  - hero: { title: Calgary }\n");
    let mut site = Site::from_dir(&content).unwrap();
    let source = Path::new("content/pages/calgary.yaml");

    // An edit: the page is replaced, with defaults filled as a full load fills them.
    write(&content, "pages/calgary.yaml", "city: calgary\nsections:\n  - hero: { title: Calgary Heating }\n");
    assert!(site.reload_page(&content, source).unwrap());
    let fresh = Site::from_dir(&content).unwrap();
    let page = |s: &Site| format!("{:?}", s.pages.iter().find(|p| p.source == source).unwrap());
    assert_eq!(page(&site), page(&fresh));

    // A broken reference is the same error as in a full load, and the old page stays.
    write(&content, "pages/calgary.yaml", "city: calgray\nsections:\n  - hero: { title: Calgary }\n");
    let err = site.reload_page(&content, source).unwrap_err().0[0].to_string();
    assert!(err.contains("unknown city `calgray`, did you mean `calgary`?"), "{err}");
    assert_eq!(page(&site), page(&fresh));

    // A file that no longer makes one of the site's pages asks for a full load.
    fs::remove_file(content.join("pages/calgary.yaml")).unwrap();
    assert!(!site.reload_page(&content, source).unwrap());
    assert!(!site.reload_page(&content, Path::new("content/pages/new.yaml")).unwrap());
}

#[test]
fn a_broken_file_does_not_hide_the_mistakes_of_the_files_that_parsed() {
    let dir = tree();
    let content = dir.path().join("content");
    write(&content, "pages/broken.yaml", "title: [unclosed\n");
    write(&content, "pages/calgary.yaml", "city: calgray\nsections:\n  - hero: { title: Calgary }\n");
    let errors = errors(&dir);
    assert_eq!(errors.len(), 2, "{errors:#?}");
    assert!(errors[0].starts_with("content/pages/broken.yaml:"), "{errors:#?}");
    assert!(errors[1].contains("content/pages/calgary.yaml:1:7: unknown city `calgray`"), "{errors:#?}");
}

#[path = "../../../tests/sites/broken.rs"]
mod broken;

#[test]
fn every_broken_site_of_the_content_kind_fails_to_load_with_its_message() {
    let sites = broken::all();
    assert!(sites.len() >= 8, "the shared broken sites are found");
    for site in sites.iter().filter(|s| s.stage == broken::Stage::Content) {
        let dir = tempfile::tempdir().unwrap();
        copy_dir(&broken::sites_dir().join("good/content"), &dir.path().join("content"));
        site.apply(dir.path());
        let errors = errors(&dir);
        assert!(
            errors.iter().any(|e| e.starts_with(&site.expect)),
            "{}: expected `{}`, got {errors:#?}",
            site.name,
            site.expect
        );
    }
}

#[test]
fn a_hero_with_both_a_photo_and_a_box_is_refused_at_the_photo() {
    let dir = tree();
    write(
        &dir.path().join("content"),
        "pages/index.yaml",
        "sections:\n  - hero:\n      title: Home\n      aside: { title: Why, items: [Fast] }\n      image: { src: team/van.jpg, alt: Van }\n",
    );
    let errors = errors(&dir);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("pages/index.yaml:5:") && errors[0].contains("not both"), "{errors:?}");
}

#[test]
fn the_financing_terms_of_site_yaml_are_read_and_a_page_may_show_them() {
    let dir = tree();
    let c = dir.path().join("content");
    let site_yaml = fs::read_to_string(c.join("site.yaml")).unwrap();
    let terms = "financing:\n  text: Pay monthly.\n  from_monthly: $89\n  apply: { label: Apply, href: /contact }\n";
    fs::write(c.join("site.yaml"), format!("{site_yaml}{terms}")).unwrap();
    write(&c, "pages/index.yaml", "sections:\n  - hero: { title: Home }\n  - financing: { title: Financing }\n");
    let site = Site::from_dir(&c).unwrap();
    let financing = site.settings.financing.as_ref().expect("site.yaml's financing");
    assert_eq!(financing.from_monthly.as_ref().map(|p| p.as_str()), Some("$89"));
    assert!(site.written_links().iter().any(|(file, href)| href.as_str() == "/contact" && file.ends_with("site.yaml")));
    assert_eq!(site.pages[0].sections[1].kind(), "financing");
}
