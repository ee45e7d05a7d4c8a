//! The link checker's HTML scan: any text, however malformed, is scanned without a panic, and every
//! link it reports is a substring-free owned value (no slicing past a char boundary).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(html) = std::str::from_utf8(data) else { return };
    let scan = sitegen_links::scan(html);
    // A page with these links checks without a panic too.
    let pages = vec![("/".to_owned(), html.to_owned())];
    let _ = sitegen_links::check(&pages, &sitegen_links::Targets::default());
    assert!(scan.links.len() <= html.len());
});
