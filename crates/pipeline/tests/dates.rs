//! Pages and sections shown on some days only (`from:`, `until:`): what a build on a day keeps,
//! and the links that would break on a day to come.

mod common;

use common::{copy_dir, repo};
use sitegen_content::wording::Language;
use sitegen_content::{Day, Site};
use sitegen_pipeline::dates::{apply, links_on_days_to_come, waiting, warnings};
use sitegen_pipeline::words::Say;

fn day(s: &str) -> Day {
    Day::parse(s).unwrap()
}

fn site(pages: &[(&str, &str)]) -> (tempfile::TempDir, Site) {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&repo().join("tests/sites/good/content"), &dir.path().join("content"));
    for (rel, text) in pages {
        std::fs::write(dir.path().join("content/pages").join(rel), text).unwrap();
    }
    let site = Site::from_dir(&dir.path().join("content")).unwrap_or_else(|e| panic!("{e}"));
    (dir, site)
}

const SALE: &str =
    "title: Winter sale\nfrom: 2026-12-01\nuntil: 2027-01-31\nsections:\n  - hero:\n      title: Winter sale\n";

#[test]
fn a_page_is_on_the_site_from_its_first_day_to_its_last() {
    let (_dir, mut s) = site(&[("winter-sale.yaml", SALE)]);
    let on = |s: &Site| s.pages.iter().any(|p| p.route.as_str() == "/winter-sale");
    apply(&mut s, day("2026-11-30"));
    assert!(!on(&s) && s.resting.iter().any(|p| p.route.as_str() == "/winter-sale"));
    apply(&mut s, day("2026-12-01"));
    assert!(on(&s) && s.resting.is_empty());
    apply(&mut s, day("2027-01-31"));
    assert!(on(&s));
    apply(&mut s, day("2027-02-01"));
    assert!(!on(&s));
    assert!(warnings(&s, day("2027-02-01"))[0].message.contains("last day (2027-01-31) has passed"));
}

#[test]
fn a_section_is_left_out_outside_its_days_and_the_others_keep_their_order() {
    let page = "title: Holidays\nsections:\n  - hero:\n      title: Holidays\n  - text:\n      title: Closed Dec 25\n      \
                from: 2026-12-20\n      until: 2026-12-26\n  - banner:\n      title: Call us\n      text: Any day.\n      \
                actions:\n        - label: Call\n          call: true\n";
    let (_dir, s) = site(&[("holidays.yaml", page)]);
    let kinds = |s: &Site| {
        let p = s.pages.iter().find(|p| p.route.as_str() == "/holidays").unwrap();
        p.sections.iter().map(|x| x.kind()).collect::<Vec<_>>()
    };
    let mut before = s;
    apply(&mut before, day("2026-12-19"));
    assert_eq!(kinds(&before), ["hero", "banner"]);
    apply(&mut before, day("2026-12-19"));
    assert_eq!(kinds(&before), ["hero", "banner"], "applying twice changes nothing");
    let (_dir2, mut during) = site(&[("holidays.yaml", page)]);
    apply(&mut during, day("2026-12-20"));
    assert_eq!(kinds(&during), ["hero", "text", "banner"]);
    let p = during.pages.iter().find(|p| p.route.as_str() == "/holidays").unwrap();
    assert_eq!(p.dated[0].index, Some(1));
}

#[test]
fn a_link_to_a_page_that_goes_is_a_mistake_unless_it_goes_too() {
    let link = |extra: &str| {
        format!(
            "title: Home of the sale\nsections:\n  - hero:\n      title: Hello\n  - cta:\n      title: Sale\n      \
             actions:\n        - label: See the sale\n          href: /winter-sale\n{extra}"
        )
    };
    let (_dir, mut s) = site(&[("winter-sale.yaml", SALE), ("promo.yaml", &link(""))]);
    apply(&mut s, day("2026-12-05"));
    let found = links_on_days_to_come(&s, day("2026-12-05"));
    assert_eq!(found.0.len(), 1, "{found:?}");
    assert!(found.0[0].message.contains("taken off the site after January 31, 2027"), "{}", found.0[0].message);
    assert!(found.0[0].file.ends_with("promo.yaml") && found.0[0].pos.line == 9, "{:?}", found.0[0]);
    let (_dir, mut s) = site(&[("winter-sale.yaml", SALE), ("promo.yaml", &link("      until: 2027-01-31\n"))]);
    apply(&mut s, day("2026-12-05"));
    assert!(links_on_days_to_come(&s, day("2026-12-05")).0.is_empty());
}

#[test]
fn the_preview_says_which_pages_wait_for_their_first_day() {
    let (_dir, mut s) = site(&[("winter-sale.yaml", SALE)]);
    apply(&mut s, day("2026-11-26"));
    let pages = waiting(&s, day("2026-11-26"));
    assert_eq!(pages, vec![("/winter-sale".to_owned(), day("2026-12-01"))]);
    assert_eq!(
        Say::EN.preview_waiting(&pages),
        "Preview of today: a page is not on the site yet, as its \"On the site from\" day says: /winter-sale from \
         December 1, 2026."
    );
    assert_eq!(
        Say(Language::FrCa).preview_waiting(&pages),
        "Aperçu d’aujourd’hui\u{a0}: une page n’est pas encore sur le site, comme le dit sa date «\u{a0}Sur le site à \
         partir du\u{a0}»\u{a0}: /winter-sale à partir du 1er décembre 2026."
    );
    // A page whose last day passed is a warning of the check, not a notice.
    apply(&mut s, day("2027-02-01"));
    assert!(waiting(&s, day("2027-02-01")).is_empty());
}
