//! `sitegen` on its own: a machine with no `node` on the PATH and a site with no `node_modules`
//! builds the same site, byte for byte, as the Node path (islands bundled by esbuild and rendered
//! by Node, `SITEGEN_ISLAND_ENGINE=node`), because the bundle and a JavaScript engine are inside
//! the binary. Each build has a cache of its own (no bundle, no rendered island, no parsed page to
//! reuse); only the encoded photos are shared, as encoding them has nothing to do with Node and
//! takes most of a minute.

use crate::common::{SHARED, copy_dir, repo, stderr};
use crate::drills::tree;
use std::fs;
use std::path::Path;
use std::process::{Command, Output};

/// A copy of the real site's content with the repository's other inputs linked, but no
/// `node_modules` and an empty cache of its own (photos linked).
fn site_without_node_modules() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&repo().join("content"), &dir.path().join("content"));
    for name in SHARED.iter().filter(|n| !matches!(**n, "node_modules" | ".sitegen-cache")) {
        std::os::unix::fs::symlink(repo().join(name), dir.path().join(name)).unwrap();
    }
    fs::create_dir_all(dir.path().join(".sitegen-cache")).unwrap();
    fs::create_dir_all(repo().join(".sitegen-cache/images")).unwrap();
    std::os::unix::fs::symlink(repo().join(".sitegen-cache/images"), dir.path().join(".sitegen-cache/images")).unwrap();
    dir
}

fn build(root: &Path, out: &Path, configure: impl FnOnce(&mut Command)) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_sitegen"));
    c.arg("build").arg("--root").arg(root).arg("--out").arg(out).env("SOURCE_DATE_EPOCH", "1790000000");
    configure(&mut c);
    c.output().unwrap()
}

/// No program at all on the PATH: not node, not npm, not esbuild.
fn no_tools(c: &mut Command) {
    c.env("PATH", "/nonexistent").env_remove("SITEGEN_ISLAND_ENGINE");
}

#[test]
fn without_node_the_site_is_byte_identical_to_the_node_build() {
    let site = site_without_node_modules();
    let root = site.path();
    let alone = root.join("dist-alone");
    let o = build(root, &alone, no_tools);
    assert!(o.status.success(), "a build with no node on the PATH and no node_modules: {}", stderr(&o));
    let said = String::from_utf8_lossy(&o.stdout);
    assert!(said.contains("86 distinct islands, 86 of them rendered now"), "every island rendered in sitegen: {said}");
    assert!(!said.contains("bundled by Node") && !stderr(&o).contains("note:"), "{said}{}", stderr(&o));

    // The Node path in the same folder, with the packages and a cache of its own.
    fs::remove_dir_all(root.join(".sitegen-cache/islands")).unwrap();
    fs::remove_dir_all(root.join(".sitegen-cache/content")).ok();
    std::os::unix::fs::symlink(repo().join("node_modules"), root.join("node_modules")).unwrap();
    let with_node = root.join("dist-node");
    let o = build(root, &with_node, |c| {
        c.env("SITEGEN_ISLAND_ENGINE", "node");
    });
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("bundled by Node"));

    let (a, b) = (tree(&alone), tree(&with_node));
    assert!(a.len() > 100, "a whole site: {} files", a.len());
    if let Some(why) = first_difference(&a, &b) {
        panic!("sitegen alone and the Node path differ: {why}");
    }
}

type Tree = std::collections::BTreeMap<std::path::PathBuf, Vec<u8>>;

/// The first file in which two outputs differ, and how: only in one of them (with the other's
/// nearest name, as a chunk renamed by another hash shows), or where its bytes part, with the
/// text around that place.
fn first_difference(alone: &Tree, node: &Tree) -> Option<String> {
    let only = |x: &Tree, y: &Tree| x.keys().find(|k| !y.contains_key(*k)).cloned();
    // The Node path's file of the same folder that sitegen's output lacks: the same chunk, renamed.
    let nearest =
        |k: &std::path::Path, y: &Tree| y.keys().find(|o| o.parent() == k.parent() && !alone.contains_key(*o)).cloned();
    if let Some(k) = only(alone, node) {
        let other =
            nearest(&k, node).map(|o| format!(" (the Node path has {} there)", o.display())).unwrap_or_default();
        return Some(format!(
            "{} is only in sitegen's output{other}; {} files differ in name in all. A chunk name differs when esbuild \
             saw other paths: is node_modules a link, or were the bundles built from other sources?",
            k.display(),
            alone.keys().filter(|k| !node.contains_key(*k)).count()
        ));
    }
    if let Some(k) = only(node, alone) {
        return Some(format!("{} is only in the Node path's output", k.display()));
    }
    let (path, x) = alone.iter().find(|(k, v)| node[*k] != **v)?;
    let y = &node[path];
    let at = x.iter().zip(y).position(|(p, q)| p != q).unwrap_or(x.len().min(y.len()));
    let around = |v: &[u8]| String::from_utf8_lossy(&v[at.saturating_sub(60)..(at + 60).min(v.len())]).into_owned();
    Some(format!(
        "{} differs from byte {at} ({} and {} bytes long):\n  sitegen: ...{}...\n  Node:    ...{}...",
        path.display(),
        x.len(),
        y.len(),
        around(x),
        around(y)
    ))
}

#[test]
fn changed_island_sources_without_node_build_with_the_built_in_islands_and_say_so() {
    let site = site_without_node_modules();
    let root = site.path();
    // A developer's change to a style, on a machine without Node.
    fs::remove_file(root.join("styles")).unwrap();
    copy_dir(&repo().join("styles"), &root.join("styles"));
    let css = root.join("styles/site.css");
    fs::write(&css, format!("{}\n/* darker buttons */\n", fs::read_to_string(&css).unwrap())).unwrap();
    let o = build(root, &root.join("dist"), no_tools);
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("note: islands/, styles/ or package-lock.json differ from the ones built into this sitegen"),
        "{err}"
    );
    assert!(err.contains("install Node and run `npm ci`"), "says what to do: {err}");
}
