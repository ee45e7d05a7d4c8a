//! The starters `sitegen init` fills (`crates/content/starters/`), embedded by build.rs: read by
//! `init` to write a site and by `invented` to know the starters' example sentences.

/// Every starter file, by its path under `crates/content/starters/`, with its text.
pub const STARTERS: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/starters.rs"));

/// A starter file's text.
pub fn file(path: &str) -> Option<&'static str> {
    STARTERS.iter().find(|(p, _)| *p == path).map(|(_, t)| *t)
}
