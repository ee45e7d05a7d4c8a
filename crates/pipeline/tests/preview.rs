//! The preview runs the same stages as `build`: after a one-page update, every file on disk is
//! byte-identical to what a full build of the same content writes; and like `build` it takes the
//! output lock, honours `--strict` and refuses to drop a published route.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use sitegen_pipeline::preview::{Change, Preview};
use sitegen_pipeline::{BuildError, BuildOptions, guard};

mod common;
use common::{copy_dir, repo};

/// The good test site with its own `content/`, the repository's templates, islands and styles.
fn site() -> tempfile::TempDir {
    fs::create_dir_all(repo().join(".sitegen-cache")).unwrap();
    site_linking(&[".sitegen-cache"])
}

/// The good test site, linking the repository's `shared` folders besides templates and the rest.
fn site_linking(shared: &[&str]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&repo().join("tests/sites/good/content"), &dir.path().join("content"));
    for name in ["templates", "islands", "styles", "static", "package.json", "package-lock.json", "node_modules"]
        .iter()
        .chain(shared)
    {
        std::os::unix::fs::symlink(repo().join(name), dir.path().join(name)).unwrap();
    }
    dir
}

fn opts(root: &Path, out: &str) -> BuildOptions {
    BuildOptions { root: root.to_path_buf(), out: root.join(out), ..BuildOptions::default() }
}

fn tree(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .map(Result::unwrap)
        .filter(|e| e.file_type().is_file())
        .map(|e| (e.path().strip_prefix(dir).unwrap().to_path_buf(), fs::read(e.path()).unwrap()))
        .collect()
}

fn edit(root: &Path, rel: &str, from: &str, to: &str) {
    let path = root.join(rel);
    let text = fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "{rel} has no `{from}`");
    fs::write(&path, text.replacen(from, to, 1)).unwrap();
}

#[test]
fn a_one_page_update_writes_exactly_what_a_full_build_writes() {
    let site = site();
    let root = site.path();
    let preview_opts = opts(root, "preview");
    let mut preview = Preview::new(&preview_opts).unwrap();
    preview.full().unwrap();

    // An everyday edit: a new hero title and a new FAQ answer on one page.
    let page = "content/pages/calgary/furnace-repair.yaml";
    let before = fs::read_to_string(root.join(page)).unwrap();
    let title = before.lines().find_map(|l| l.trim().strip_prefix("title: ")).unwrap().to_owned();
    edit(root, page, &title, "Same-Day Furnace Repair <Calgary> & Area");
    let update = preview.update(&[Change::Page(PathBuf::from(page))]).unwrap();
    assert!(!update.full, "one page changed: the one-page path ran");
    assert_eq!(update.pages, vec!["/calgary/furnace-repair".to_owned()]);

    sitegen_pipeline::build(&opts(root, "built")).unwrap();
    let (previewed, built) = (tree(&root.join("preview")), tree(&root.join("built")));
    assert_eq!(previewed.keys().collect::<Vec<_>>(), built.keys().collect::<Vec<_>>());
    for (file, bytes) in &built {
        assert!(previewed[file] == *bytes, "{} differs between the preview and a full build", file.display());
    }
    let html = String::from_utf8(built[Path::new("calgary/furnace-repair/index.html")].clone()).unwrap();
    assert!(html.contains("Same-Day Furnace Repair &lt;Calgary&gt; &amp; Area"), "the edit is in the page");
}

#[test]
fn the_preview_honours_strict_and_the_routes_lock() {
    let site = site();
    let root = site.path();
    // The good site's quote form is the demo: a warning, so an error under --strict.
    let strict = BuildOptions { strict: true, ..opts(root, "preview") };
    let err = Preview::new(&strict).unwrap().full().unwrap_err();
    assert!(matches!(err, BuildError::Strict(_)), "{err}");

    // A published route whose page is gone fails the preview as it fails the build.
    sitegen_pipeline::build(&BuildOptions { record_routes: true, ..opts(root, "dist") }).unwrap();
    fs::remove_file(root.join("content/pages/calgary/furnace-repair.yaml")).unwrap();
    let err = Preview::new(&opts(root, "preview")).unwrap().full().unwrap_err();
    assert!(matches!(&err, BuildError::RemovedRoutes(r) if r == &["/calgary/furnace-repair"]), "{err}");
}

#[test]
fn the_preview_waits_for_the_output_lock_like_a_build() {
    let site = site();
    let o = opts(site.path(), "dist");
    let mut preview = Preview::new(&o).unwrap();
    let held = guard::lock_output(&o.out, Duration::ZERO).unwrap();
    let err = preview.full().unwrap_err();
    assert!(matches!(err, BuildError::Locked { .. }), "{err}");
    drop(held);
    preview.full().unwrap();
}

#[test]
fn check_finds_what_build_finds_without_writing() {
    let site = site();
    let root = site.path();
    let o = opts(root, "dist");
    // A broken link in a page: `check` fails on it just as `build` does.
    edit(root, "content/pages/index.yaml", "href: /quote }", "href: /qoute }");
    let err = sitegen_pipeline::check(&o).unwrap_err();
    // It is the content's mistake, reported at the YAML that wrote it.
    assert!(
        matches!(&err, BuildError::Content(d) if d.iter().any(|d| d.file.ends_with("content/pages/index.yaml") && d.message.starts_with("link `/qoute` leads nowhere"))),
        "{err}"
    );
    assert!(!o.out.exists(), "check writes nothing");

    // An unreadable routes lock is an error that says so, not an empty list.
    edit(root, "content/pages/index.yaml", "href: /qoute }", "href: /quote }");
    fs::create_dir_all(root.join("content/.routes.lock")).unwrap();
    let err = sitegen_pipeline::check(&o).unwrap_err();
    assert!(err.to_string().contains("cannot read content/.routes.lock"), "{err}");
}

/// Island HTML is cached on disk by bundle, component and props: a build in which no island's props
/// changed renders nothing, one whose props changed renders only those, and the output is
/// byte-identical to a build without the cache.
#[test]
fn a_rebuild_renders_only_the_islands_whose_props_changed() {
    // Its own cache folder, so what is rendered is this test's to count.
    let site = site_linking(&[]);
    let root = site.path();
    let first = sitegen_pipeline::build(&opts(root, "first")).unwrap();
    assert!(first.islands > 0);
    assert_eq!(first.islands_rendered_now, first.islands, "a cold cache renders every island");

    let again = sitegen_pipeline::build(&opts(root, "again")).unwrap();
    assert_eq!(again.islands_rendered_now, 0, "nothing changed: nothing rendered");
    assert!(tree(&root.join("first")) == tree(&root.join("again")), "the cached output is the rendered output");

    // The quote form's heading is one of its props; the page's other islands did not change.
    edit(root, "content/pages/quote.yaml", "title: Your Free Quote", "title: Your Free Heating Quote");
    let edited = sitegen_pipeline::build(&opts(root, "edited")).unwrap();
    assert_eq!(edited.islands_rendered_now, 1, "only the changed quote form is rendered");

    let cache = root.join(".sitegen-cache");
    let rendered: Vec<PathBuf> = walkdir::WalkDir::new(&cache)
        .into_iter()
        .map(Result::unwrap)
        .filter(|e| e.file_type().is_dir() && e.file_name() == "rendered")
        .map(|e| e.into_path())
        .collect();
    assert_eq!(rendered.len(), 1, "one bundle, one folder of rendered islands");
    fs::remove_dir_all(&rendered[0]).unwrap();
    let cold = sitegen_pipeline::build(&opts(root, "cold")).unwrap();
    assert_eq!(cold.islands_rendered_now, cold.islands);
    assert!(tree(&root.join("cold")) == tree(&root.join("edited")), "cache or not, the same bytes");
}

/// A one-page update checks that page's links, and every page's links when the page's anchors
/// changed: removing an id another page links to is refused, as a full build refuses it.
#[test]
fn a_one_page_update_that_removes_an_anchor_another_page_uses_is_refused() {
    let site = site();
    let root = site.path();
    // The home page of the good site links to a section of the Calgary page by its id.
    let (linker, target) = ("content/pages/index.yaml", "content/pages/calgary.yaml");
    let calgary = fs::read_to_string(root.join(target)).unwrap();
    let id = calgary.lines().find_map(|l| l.trim().strip_prefix("id: ")).expect("a section id").to_owned();
    edit(
        root,
        linker,
        "sections:",
        &format!(
            "sections:\n  - cta:\n      title: See our work\n      actions:\n        - {{ label: Our work, href: \"/calgary#{id}\" }}"
        ),
    );
    let mut preview = Preview::new(&opts(root, "preview")).unwrap();
    preview.full().unwrap();

    // Words change, ids stay: only this page's links are checked, and they are fine.
    edit(root, target, "title: Recent work in Calgary", "title: Our recent work in Calgary");
    preview.update(&[Change::Page(PathBuf::from(target))]).unwrap();

    edit(root, target, &format!("id: {id}"), "id: renamed-section");
    let err = preview.update(&[Change::Page(PathBuf::from(target))]).unwrap_err();
    assert!(err.to_string().contains(&format!("/calgary#{id}")), "{err}");
}
