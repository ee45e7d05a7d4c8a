//! Hostile YAML is refused quickly with a clear message, never by running out of memory or time:
//! alias bombs ("billion laughs"), files over the size limit, nesting deeper than the budget.

use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

use sitegen_content::raw::PageFile;
use sitegen_content::{load_file, parse_yaml};

/// The limits of `load.rs`, as documented in docs/decisions.md.
const MAX_DEPTH: usize = 64;
const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// Every refusal must come back well within this, on a slow or busy CI machine too (an accepted
/// bomb takes minutes and gigabytes; a refusal takes milliseconds on an idle machine).
const QUICK: Duration = Duration::from_secs(5);

/// Parsed as "anything" (`IgnoredAny`), so it is the budgets that refuse, not a type mismatch first.
fn refused(text: &str) -> String {
    let started = Instant::now();
    let result = parse_yaml::<serde::de::IgnoredAny>(text);
    assert!(started.elapsed() < QUICK, "took {:?}", started.elapsed());
    match result {
        Ok(_) => panic!("hostile YAML was accepted"),
        Err((_, message)) => message,
    }
}

#[test]
fn a_billion_laughs_alias_bomb_is_refused() {
    // Nine levels of ten aliases each: 10^9 strings if expanded.
    let mut yaml =
        String::from("a0: &a0 [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
    for i in 1..10 {
        let p = i - 1;
        yaml.push_str(&format!("a{i}: &a{i} [*a{p},*a{p},*a{p},*a{p},*a{p},*a{p},*a{p},*a{p},*a{p},*a{p}]\n"));
    }
    yaml.push_str("title: *a9\nsections: []\n");
    let message = refused(&yaml);
    assert!(message.starts_with("anchors and aliases (`&name`, `*name`) expand to far more"), "{message}");
}

#[test]
fn nesting_deeper_than_the_budget_is_refused() {
    let depth = 200;
    assert!(depth > MAX_DEPTH);
    let yaml = format!("title: t\nsections: {}{}\n", "[".repeat(depth), "]".repeat(depth));
    let message = refused(&yaml);
    assert!(message.starts_with("nesting is deeper than 64 levels"), "{message}");

    // Block style too.
    let mut yaml = String::from("title: t\nsections:\n");
    for i in 0..depth {
        yaml.push_str(&format!("{}- \n", "  ".repeat(i)));
    }
    let message = refused(&yaml);
    assert!(message.starts_with("nesting is deeper than 64 levels"), "{message}");
}

#[test]
fn a_file_over_the_size_limit_is_refused_before_parsing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("huge.yaml");
    // 2 MiB of one valid string: the refusal must come from the size check, not the parser.
    let body = "x".repeat(2 * 1024 * 1024);
    fs::write(&path, format!("title: {body}\nsections: []\n")).unwrap();
    assert!(fs::metadata(&path).unwrap().len() > MAX_FILE_BYTES);
    let started = Instant::now();
    let err = load_file::<PageFile>(&path, Path::new("content/pages/huge.yaml")).unwrap_err();
    assert!(started.elapsed() < QUICK, "took {:?}", started.elapsed());
    assert_eq!(
        err.to_string().trim_end(),
        "content/pages/huge.yaml: file is 2048 KiB (expected at most 1024 KiB: split it into smaller files)"
    );
}

#[test]
fn a_large_but_allowed_string_still_loads() {
    // 100 KB in one field is content, not an attack.
    let yaml = format!("title: \"{}\"\nsections: []\n", "é".repeat(50_000));
    let page: PageFile = parse_yaml(&yaml).unwrap();
    assert_eq!(page.title.unwrap().len(), 100_000);
}
