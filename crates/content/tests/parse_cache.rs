//! The parse cache gives exactly what parsing gives: on the real site's pages, after an edit, with
//! a page that has a slip, and with a cache that is damaged or written by other code.

use std::fs;
use std::path::{Path, PathBuf};

use sitegen_content::{Diagnostics, LoadedContent, load_all, load_all_cached};

mod common;
use common::copy_dir;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A copy of the real site's content in a temporary folder, with a cache folder beside it.
fn real_site() -> (tempfile::TempDir, PathBuf, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&repo().join("content"), &dir.path().join("content"));
    let (content, cache) = (dir.path().join("content"), dir.path().join("cache"));
    (dir, content, cache)
}

/// Everything a load found, as text: equal text means equal pages, in the same order.
fn shown((content, diags): &(Option<LoadedContent>, Diagnostics)) -> String {
    let pages = content.as_ref().map(|c| format!("{:#?}", c.pages)).unwrap_or_default();
    format!("{pages}\n{diags:?}")
}

#[test]
fn every_page_of_the_real_site_comes_back_from_the_cache_as_parsed() {
    let (_dir, content, cache) = real_site();
    let parsed = shown(&load_all(&content));
    let first = shown(&load_all_cached(&content, Some(&cache)));
    let stored = fs::read(cache.join("pages.bin")).expect("the first load stores the cache");
    let second = shown(&load_all_cached(&content, Some(&cache)));
    assert!(first == parsed, "the first load differs from a parse");
    assert!(second == parsed, "decoded pages differ from parsed ones");
    assert!(parsed.contains("furnace"), "the real pages were loaded");
    // Nothing changed, so the second load left the cache as it was.
    assert_eq!(fs::read(cache.join("pages.bin")).unwrap(), stored);
}

#[test]
fn an_edited_page_is_parsed_again() {
    let (_dir, content, cache) = real_site();
    load_all_cached(&content, Some(&cache));
    let page = content.join("pages/calgary.yaml");
    let text = fs::read_to_string(&page).unwrap();
    let edited = text.replacen("title: ", "title: Edited ", 1);
    assert_ne!(edited, text);
    fs::write(&page, &edited).unwrap();
    let after = shown(&load_all_cached(&content, Some(&cache)));
    assert_eq!(after, shown(&load_all(&content)));
    assert!(after.contains("Edited "));
    // And back: the old text's entry is gone, so this is a parse too, with the same result.
    fs::write(&page, &text).unwrap();
    assert_eq!(shown(&load_all_cached(&content, Some(&cache))), shown(&load_all(&content)));
}

#[test]
fn a_page_with_a_problem_is_never_stored_and_reports_it_every_time() {
    let (_dir, content, cache) = real_site();
    let page = content.join("pages/calgary.yaml");
    let text = fs::read_to_string(&page).unwrap();
    fs::write(&page, text.replacen("title: ", "title: Heat # TODO check ", 1)).unwrap();
    let first = load_all_cached(&content, Some(&cache));
    assert!(!first.1.0.is_empty(), "the slip is reported");
    let second = load_all_cached(&content, Some(&cache));
    assert_eq!(shown(&second), shown(&first));
    assert_eq!(shown(&second), shown(&load_all(&content)));
}

#[test]
fn a_damaged_or_foreign_cache_is_ignored() {
    let (_dir, content, cache) = real_site();
    let parsed = shown(&load_all(&content));
    load_all_cached(&content, Some(&cache));
    let file = cache.join("pages.bin");
    let good = fs::read(&file).unwrap();
    let foreign = {
        let mut b = good.clone();
        // Another build's stamp: the second line.
        let at = b.iter().position(|&c| c == b'\n').unwrap() + 1;
        b[at] = if b[at] == b'0' { b'1' } else { b'0' };
        b
    };
    let mut flipped = good.clone();
    let last = flipped.len() - 1;
    flipped[last / 2] ^= 0xff;
    flipped[last] ^= 0xff;
    for damaged in
        [good[..good.len() / 2].to_vec(), good[..30].to_vec(), Vec::new(), foreign, flipped, b"junk".to_vec()]
    {
        fs::write(&file, &damaged).unwrap();
        // Not assert_eq: the difference would be every page of the site.
        assert!(shown(&load_all_cached(&content, Some(&cache))) == parsed, "a damaged cache changed a page");
    }
}
