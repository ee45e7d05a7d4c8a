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

/// Testimonials of three cities, one of them from Calgary, for the per-city rule.
const TESTIMONIALS: &str = "\
- { quote: Warm again, author: A., location: \"Calgary, AB\", city: calgary, rating: 5 }
- { quote: Quiet boiler, author: B., location: \"Edmonton, AB\", rating: 5, featured: true }
- { quote: Fair price, author: C., location: \"Red Deer, AB\", rating: 4 }
- { quote: Fast, author: D., location: \"Lethbridge, AB\", rating: 5, featured: true }
";

fn testimonial_section(site: &Site, route: &str) -> (String, Vec<String>) {
    let page = site.pages.iter().find(|p| p.route.as_str() == route).unwrap();
    page.sections
        .iter()
        .find_map(|s| match s {
            sitegen_content::model::Section::Testimonials(t) => {
                Some((t.title.to_string(), t.items.iter().map(|i| i.author.to_string()).collect()))
            }
            _ => None,
        })
        .unwrap()
}

#[test]
fn a_city_section_shows_that_city_and_says_so_when_it_adds_others() {
    let dir = tree();
    let c = dir.path().join("content");
    write(&c, "data/testimonials.yaml", TESTIMONIALS);
    write(
        &c,
        "pages/only.yaml",
        "sections:\n  - hero: { title: Only }\n  - testimonials: { title: What Calgary Customers Say, city: calgary }\n",
    );
    write(
        &c,
        "pages/filled.yaml",
        "sections:\n  - hero: { title: Filled }\n  - testimonials: { title: What Calgary Customers Say, city: calgary, \
         title_when_few: Customers in Calgary and Across Alberta }\n",
    );
    let site = Site::from_dir(&c).unwrap();
    // Without a title that says so, only the city's own, however few.
    assert_eq!(testimonial_section(&site, "/only"), ("What Calgary Customers Say".into(), vec!["A.".into()]));
    // With one, others fill up to three, those not featured first, under that title.
    assert_eq!(
        testimonial_section(&site, "/filled"),
        ("Customers in Calgary and Across Alberta".into(), vec!["A.".into(), "C.".into(), "B.".into()])
    );
}

#[test]
fn a_city_section_names_a_real_city_and_one_with_testimonials() {
    let dir = tree();
    let c = dir.path().join("content");
    write(&c, "data/testimonials.yaml", TESTIMONIALS);
    write(&c, "pages/typo.yaml", "sections:\n  - hero: { title: T }\n  - testimonials: { title: X, city: calgray }\n");
    write(
        &c,
        "pages/none.yaml",
        "sections:\n  - hero: { title: N }\n  - testimonials: { title: Y, city: edmonton-south }\n",
    );
    let errors = errors(&dir);
    assert!(
        errors.iter().any(|e| e.contains("typo.yaml:3:") && e.contains("testimonials city `calgray`")),
        "{errors:?}"
    );
}

#[test]
fn a_drawing_whose_alt_text_claims_real_people_is_flagged_where_it_is_written() {
    let dir = tree();
    let c = dir.path().join("content");
    write(
        &c,
        "pages/about.yaml",
        "sections:\n  - hero:\n      title: About\n      image: { src: team/crew.jpg, alt: Six Chinook technicians in uniform standing in front of a company van, illustration: true }\n  - gallery:\n      title: Work\n      items:\n        - image: { src: team/van.jpg, alt: A service van parked outside a house, illustration: true }\n        - image: { src: jobs/boiler.jpg, alt: Illustration of three red boilers in a boiler room, illustration: true }\n        - image: { src: jobs/real.jpg, alt: Our team in uniform on a real job }\n",
    );
    let site = Site::from_dir(&c).unwrap();
    let found: Vec<String> = sitegen_content::check_illustrations(&site).iter().map(|d| d.to_string()).collect();
    assert_eq!(found.len(), 2, "{found:?}");
    // The claim, at the alt text's line and column, in plain words.
    assert!(found[0].contains("about.yaml:4:"), "{found:?}");
    assert!(found[0].contains("reads as real people or a real place"), "{found:?}");
    // A drawing that does not say it is one.
    assert!(found[1].contains("about.yaml:8:") && found[1].contains("does not say so"), "{found:?}");
}

#[test]
fn a_citys_areas_name_lists_of_areas_yaml() {
    let dir = tree();
    let c = dir.path().join("content");
    let cities = fs::read_to_string(c.join("data/cities.yaml")).unwrap();
    write(&c, "data/cities.yaml", &cities.replace("[calgary-neighbourhoods]", "[calgary-neighborhoods]"));
    let errors = errors(&dir);
    assert!(
        errors.iter().any(|e| e.starts_with("content/data/cities.yaml:7:11:")
            && e.contains("unknown area list `calgary-neighborhoods`, did you mean `calgary-neighbourhoods`?")),
        "{errors:?}"
    );
}
