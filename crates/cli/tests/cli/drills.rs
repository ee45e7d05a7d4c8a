//! Failure drills: a broken or missing tool, a failing template, an unwritable or full disk, a
//! signal in the middle of a build, two builds at once. Each must end with a clear message and a
//! non-zero exit code, leave the previous output byte-identical and leave no staging folder behind.
//!
//! The read-only and disk-full drills mount a tmpfs (the tests run as root in CI, where a read-only
//! folder cannot be made with `chmod`: root ignores permissions). Where mounting is not permitted
//! they say so and pass without running.

use crate::common::{copy_dir, fixture, repo, stderr};
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Replaces the symlink `name` in the fixture with a real folder whose entries link to the
/// repository's, except those in `except`.
fn unshare(root: &Path, name: &str, except: &[&str]) -> PathBuf {
    let dir = root.join(name);
    fs::remove_file(&dir).expect("remove symlink");
    fs::create_dir(&dir).unwrap();
    for e in fs::read_dir(repo().join(name)).unwrap().flatten() {
        if !except.contains(&e.file_name().to_string_lossy().as_ref()) {
            std::os::unix::fs::symlink(e.path(), dir.join(e.file_name())).unwrap();
        }
    }
    dir
}

/// A fresh, empty island cache, so the bundle step really runs.
fn own_cache(root: &Path) {
    fs::remove_file(root.join(".sitegen-cache")).expect("remove cache symlink");
}

fn command(root: &Path, out: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_sitegen"));
    c.arg("build").arg("--root").arg(root).arg("--out").arg(out).env("SOURCE_DATE_EPOCH", "1790000000");
    c
}

fn build(root: &Path, out: &Path) -> Output {
    command(root, out).output().expect("run sitegen")
}

/// Every file under `dir` with its bytes.
pub(crate) fn tree(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                files.insert(p.strip_prefix(dir).unwrap().to_path_buf(), fs::read(&p).unwrap());
            }
        }
    }
    files
}

/// Staging or set-aside folders beside the output, and unfinished bundles in the cache.
fn leftovers(out: &Path, root: &Path) -> Vec<String> {
    let mut found: Vec<String> = fs::read_dir(out.parent().unwrap())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".dist.tmp-") || n.starts_with(".dist.old-"))
        .collect();
    if let Ok(entries) = fs::read_dir(root.join(".sitegen-cache/islands")) {
        found.extend(
            entries.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).filter(|n| n.starts_with(".tmp-")),
        );
    }
    found
}

/// A fixture with a finished build in `out`; returns the output's files.
fn built(root: &Path, out: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let first = build(root, out);
    assert!(first.status.success(), "first build: {}", stderr(&first));
    tree(out)
}

/// The drill's verdict: exit code 1, the expected words in one message, output unchanged, no leftovers.
fn assert_refused(o: &Output, expected: &str, before: &BTreeMap<PathBuf, Vec<u8>>, root: &Path, out: &Path) {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains(expected), "expected `{expected}` in:\n{err}");
    assert!(err.contains("nothing was written"), "{err}");
    assert!(tree(out) == *before, "the previous output changed");
    assert_eq!(leftovers(out, root), Vec::<String>::new(), "temporary folders left behind");
    eprintln!("--- message ---\n{err}");
}

/// A build needs no packages (sitegen carries its islands: tests/cli/standalone.rs); the Node path,
/// asked for by name, does, and says how to get them.
#[test]
fn missing_island_packages_are_named_with_the_fix() {
    let site = fixture();
    let out = site.path().join("dist");
    let before = built(site.path(), &out);
    own_cache(site.path());
    fs::remove_file(site.path().join("node_modules")).unwrap();
    let o = command(site.path(), &out).env("SITEGEN_ISLAND_ENGINE", "node").output().unwrap();
    assert_refused(&o, "the island packages are not installed", &before, site.path(), &out);
    assert!(stderr(&o).contains("Run `npm ci`"));
}

#[test]
fn a_failing_esbuild_is_reported_with_its_own_message() {
    let site = fixture();
    let out = site.path().join("dist");
    let before = built(site.path(), &out);
    own_cache(site.path());
    // The real build script, on a component with a syntax error: esbuild runs and fails.
    let islands = unshare(site.path(), "islands", &["build.mjs", "client.ts"]);
    fs::copy(repo().join("islands/build.mjs"), islands.join("build.mjs")).unwrap();
    fs::write(islands.join("client.ts"), "export const = 1;\n").unwrap();
    let o = build(site.path(), &out);
    assert_refused(&o, "bundling the islands with esbuild failed", &before, site.path(), &out);
    assert!(stderr(&o).contains("islands/client.ts:1:"), "esbuild names file and line: {}", stderr(&o));
}

#[test]
fn a_template_failing_on_one_page_of_many_fails_the_build() {
    let site = fixture();
    let out = site.path().join("dist");
    let before = built(site.path(), &out);
    // Only the home page has a FAQ section.
    fs::remove_file(site.path().join("templates")).unwrap();
    copy_dir(&repo().join("templates"), &site.path().join("templates"));
    let faq = site.path().join("templates/sections/faq.html");
    fs::write(&faq, format!("{}{{{{ section.no_such_field }}}}\n", fs::read_to_string(&faq).unwrap())).unwrap();
    let o = build(site.path(), &out);
    assert_refused(&o, "sections/faq.html", &before, site.path(), &out);
    let err = stderr(&o);
    assert!(err.lines().next().unwrap().starts_with("/: "), "the failing page is named first: {err}");
    assert!(!err.contains("/quote:") && !err.contains("/calgary:"), "only the failing page: {err}");
    let lines = fs::read_to_string(&faq).unwrap().lines().count();
    assert!(err.contains(&format!("sections/faq.html:{lines}:")), "the template's file and line: {err}");
    assert!(err.contains("in: section.no_such_field"), "the offending expression: {err}");
}

/// A tmpfs mounted for one drill, unmounted when dropped.
struct Mount(PathBuf);

impl Mount {
    fn tmpfs(dir: &Path, options: &str) -> Option<Mount> {
        fs::create_dir_all(dir).unwrap();
        let ok = Command::new("mount")
            .args(["-t", "tmpfs", "-o", options, "tmpfs"])
            .arg(dir)
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !ok {
            eprintln!("SKIPPED: cannot mount a tmpfs here (needs root and CAP_SYS_ADMIN); drill not run");
        }
        ok.then(|| Mount(dir.to_path_buf()))
    }

    fn remount(&self, options: &str) {
        let ok = Command::new("mount").args(["-o", &format!("remount,{options}")]).arg(&self.0).status().unwrap();
        assert!(ok.success(), "remount {options}");
    }
}

impl Drop for Mount {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.0).status();
    }
}

#[test]
fn a_read_only_output_folder_leaves_the_previous_site() {
    let site = fixture();
    let Some(mount) = Mount::tmpfs(&site.path().join("mnt"), "size=64m") else { return };
    let out = mount.0.join("dist");
    let before = built(site.path(), &out);
    mount.remount("ro");
    let o = build(site.path(), &out);
    assert_refused(&o, "That file system is read-only", &before, site.path(), &out);
}

fn disk_usage(files: &BTreeMap<PathBuf, Vec<u8>>) -> usize {
    // tmpfs stores each file in whole 4 KiB pages; folders are small.
    files.values().map(|b| b.len().div_ceil(4096).max(1) * 4096).sum::<usize>() + files.len() * 512
}

#[test]
fn a_full_disk_leaves_the_previous_site() {
    let site = fixture();
    let elsewhere = site.path().join("measure");
    let size = disk_usage(&built(site.path(), &elsewhere));
    // Room for one copy of the site and half of another: the staging copy cannot be completed.
    let Some(mount) = Mount::tmpfs(&site.path().join("mnt"), &format!("size={}", size + size / 2)) else { return };
    let out = mount.0.join("dist");
    copy_dir(&elsewhere, &out);
    let before = tree(&out);
    let o = build(site.path(), &out);
    assert_refused(&o, "The disk is full", &before, site.path(), &out);
    assert!(stderr(&o).contains("No space left on device"), "{}", stderr(&o));
}

/// Sends `signal` to a build while it is bundling (a slowed-down `build.mjs` says when it starts).
fn interrupt(signal: &str, code: i32) {
    let site = fixture();
    let out = site.path().join("dist");
    let before = built(site.path(), &out);
    own_cache(site.path());
    let islands = unshare(site.path(), "islands", &["build.mjs"]);
    let real = repo().join("islands/build.mjs");
    fs::write(
        islands.join("build.mjs"),
        format!(
            "import {{ writeFileSync }} from 'node:fs';\nwriteFileSync('bundling-started', '');\nawait new Promise((r) => setTimeout(r, 1500));\nawait import({:?});\n",
            real.to_string_lossy()
        ),
    )
    .unwrap();
    let child = command(site.path(), &out).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let started = Instant::now();
    while !site.path().join("bundling-started").exists() {
        assert!(started.elapsed() < Duration::from_secs(30), "the build never started bundling");
        std::thread::sleep(Duration::from_millis(20));
    }
    let sent = Command::new("kill").args([&format!("-{signal}"), &child.id().to_string()]).status().unwrap();
    assert!(sent.success());
    let o = child.wait_with_output().unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(128 + code), "{err}");
    assert!(err.contains(&format!("SIG{signal} received: the build was interrupted")), "{err}");
    assert!(err.contains("the previous output is unchanged"), "{err}");
    assert!(tree(&out) == before, "the previous output changed");
    assert_eq!(leftovers(&out, site.path()), Vec::<String>::new(), "temporary folders left behind");
    eprintln!("--- message ---\n{err}");
}

#[test]
fn sigint_in_the_middle_of_a_build_keeps_the_previous_site() {
    interrupt("INT", 2);
}

#[test]
fn sigterm_in_the_middle_of_a_build_keeps_the_previous_site() {
    interrupt("TERM", 15);
}

#[test]
fn a_build_refuses_while_another_holds_the_output() {
    let site = fixture();
    let out = site.path().join("dist");
    let before = built(site.path(), &out);
    let lock = fs::File::options().write(true).open(site.path().join(".dist-build.lock")).expect("lock file");
    lock.try_lock().expect("the test takes the lock");
    let started = Instant::now();
    let o = build(site.path(), &out);
    assert!(started.elapsed() >= Duration::from_secs(4), "it waits before refusing");
    assert_refused(&o, "another sitegen build is writing", &before, site.path(), &out);
    drop(lock);
    assert!(build(site.path(), &out).status.success(), "builds again once the lock is free");
}

#[test]
fn two_builds_at_once_never_write_together() {
    let site = fixture();
    let out = site.path().join("dist");
    let spawn = || command(site.path(), &out).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let (a, b) = (spawn(), spawn());
    let (a, b) = (a.wait_with_output().unwrap(), b.wait_with_output().unwrap());
    for o in [&a, &b] {
        // Each either waited for the other and built, or gave up with the lock message.
        assert!(o.status.success() || stderr(o).contains("another sitegen build is writing"), "{}", stderr(o));
    }
    assert!(a.status.success() || b.status.success(), "one of them built");
    assert!(out.join("index.html").is_file());
    assert_eq!(leftovers(&out, site.path()), Vec::<String>::new());
}
