//! Nothing published names our source files or the generator's insides (issue 51): a visitor, or
//! a competitor reading `_headers`, learns nothing of where sitegen keeps its templates, and a
//! site owner's files never point at a checkout they do not have. Notes for us stay in template
//! comments (`{# #}`), which are not published.

use crate::common::{real_site, repo, sitegen, stderr};
use crate::examples::{example, text_files};
use std::fs;
use std::path::Path;

/// What only our sources say. "content/" is the site's own folder, but no published file has a
/// reason to name it either: a page speaks of the site's settings in words.
const SOURCE_PATHS: &[&str] = &[
    "templates/",
    "crates/",
    ".rs ",
    ".rs)",
    ".rs,",
    ".rs\"",
    ".rs;",
    "content/",
    "src/",
    "islands/",
    "node_modules",
    ".sitegen-cache",
    "sitegen_",
];

fn source_paths_in(site: &Path, host: &str) -> Vec<String> {
    let out = site.join(format!("dist-{host}"));
    let build = sitegen(site, &["build", "--host", host, "--out", out.to_str().unwrap()]);
    assert!(build.status.success(), "{}", stderr(&build));
    source_paths_in_output(&out)
}

/// Every place a file of the built site in `out` names one of our source paths.
pub(crate) fn source_paths_in_output(out: &Path) -> Vec<String> {
    let mut files = Vec::new();
    text_files(out, &mut files);
    assert!(files.iter().any(|(p, _)| p.ends_with("index.html")), "no pages in {}", out.display());
    let mut found = Vec::new();
    for (path, text) in &files {
        for needle in SOURCE_PATHS {
            if let Some(at) = text.find(needle) {
                let from = text[..at].char_indices().rev().nth(40).map_or(0, |(i, _)| i);
                let to = text[at..].char_indices().nth(40).map_or(text.len(), |(i, _)| at + i);
                found.push(format!("{path}: `{needle}` in {:?}", &text[from..to]));
            }
        }
    }
    found
}

/// The real site and every example, for the hosts that get files of their own (`_headers` and
/// `_redirects` on Netlify, the CloudFront function on S3).
#[test]
fn no_published_file_names_a_source_file() {
    let mut sites = vec![("the site".to_owned(), real_site())];
    for e in fs::read_dir(repo().join("examples")).unwrap().flatten().filter(|e| e.path().is_dir()) {
        let name = e.file_name().to_string_lossy().into_owned();
        sites.push((name.clone(), example(&name)));
    }
    assert!(sites.len() >= 3, "the examples are found");
    let mut found = Vec::new();
    for (name, site) in &sites {
        for host in ["netlify", "s3"] {
            found.extend(source_paths_in(site.path(), host).into_iter().map(|f| format!("{name} ({host}): {f}")));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
