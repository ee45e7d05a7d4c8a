//! Which source files changed, and when to rebuild: events from the operating system through
//! `notify`, polling only where no watch can be set up, and a filter that keeps an editor's
//! scratch files from looking like new content.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use sitegen_pipeline::BuildOptions;
use sitegen_pipeline::preview::{Change, Preview};

use super::live::Live;
use super::rebuild;

/// The folders and files a build reads, relative to the root.
const SOURCES: &[&str] = &["content", "templates", "islands", "styles", "static", "package.json", "package-lock.json"];

/// Rebuilds what changed files affect, told of changes by the operating system (inotify through
/// `notify`): a save reaches the page in tens of milliseconds, where polling would wait a tick and
/// stat every file of a large site each time. Falls back to polling when no watch can be set up.
pub(super) fn watch(opts: &BuildOptions, mut preview: Option<Preview>, live: &Live) {
    let root = std::path::absolute(&opts.root).unwrap_or_else(|_| opts.root.clone());
    let (tx, rx) = std::sync::mpsc::channel::<Vec<PathBuf>>();
    let watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
        use notify::EventKind::{Access, Create, Modify, Remove};
        use notify::event::{AccessKind, AccessMode};
        if let Ok(e) = event
            && matches!(e.kind, Create(_) | Modify(_) | Remove(_) | Access(AccessKind::Close(AccessMode::Write)))
        {
            let _ = tx.send(e.paths);
        }
    });
    let watching = watcher.and_then(|mut w| {
        use notify::{RecursiveMode, Watcher};
        for name in SOURCES {
            let path = root.join(name);
            if path.exists() {
                w.watch(&path, RecursiveMode::Recursive)?;
            }
        }
        Ok(w)
    });
    let _watcher = match watching {
        Ok(w) => w,
        Err(e) => {
            eprintln!("note: cannot watch for changes ({e}); checking every 300 ms instead");
            return poll(opts, preview, live);
        }
    };
    while let Ok(first) = rx.recv() {
        // Editors save in steps (write, rename, touch): take what arrives until 20 ms of quiet.
        let mut paths: std::collections::BTreeSet<PathBuf> = first.into_iter().collect();
        while let Ok(more) = rx.recv_timeout(Duration::from_millis(20)) {
            paths.extend(more);
        }
        let mut changes: Vec<Change> = paths
            .iter()
            .filter_map(|p| p.strip_prefix(&root).ok())
            .filter(|p| !p.components().any(|c| c.as_os_str() == "node_modules"))
            .filter(|p| !passing_temp_file(&root, p))
            .filter_map(Change::of)
            .collect();
        changes.sort();
        changes.dedup();
        rebuild(opts, &mut preview, live, &changes);
    }
}

/// An editor's or `sed -i`'s scratch file that came and went during the save (`sedAbC123`,
/// `4913`, `page.yaml~`): without this, one save would look like a new content file.
fn passing_temp_file(root: &Path, rel: &Path) -> bool {
    let name = rel.file_name().map(|n| n.to_string_lossy()).unwrap_or_default();
    !root.join(rel).exists() && (!name.contains('.') || name.ends_with('~'))
}

/// Polls the source folders every 300 ms: the fallback where the OS cannot watch them.
fn poll(opts: &BuildOptions, mut preview: Option<Preview>, live: &Live) {
    let mut last = snapshot(&opts.root);
    loop {
        std::thread::sleep(Duration::from_millis(300));
        let mut now = snapshot(&opts.root);
        if now == last {
            continue;
        }
        // Editors save in steps: wait until the files hold still.
        loop {
            std::thread::sleep(Duration::from_millis(60));
            let again = snapshot(&opts.root);
            if again == now {
                break;
            }
            now = again;
        }
        let mut changes: Vec<Change> = now
            .iter()
            .filter(|(p, m)| last.get(*p) != Some(m))
            .map(|(p, _)| p)
            .chain(last.keys().filter(|p| !now.contains_key(*p)))
            .filter_map(|p| Change::of(p))
            .collect();
        changes.sort();
        changes.dedup();
        last = now;
        rebuild(opts, &mut preview, live, &changes);
    }
}

type Snapshot = BTreeMap<PathBuf, (SystemTime, u64)>;

/// Modification time and size of every source file, by path relative to the root.
fn snapshot(root: &Path) -> Snapshot {
    let mut out = Snapshot::new();
    let mut stack: Vec<PathBuf> = Vec::new();
    for name in SOURCES {
        let path = root.join(name);
        match std::fs::metadata(&path) {
            Ok(m) if m.is_dir() => stack.push(path),
            Ok(m) => {
                out.insert(PathBuf::from(name), (m.modified().unwrap_or(SystemTime::UNIX_EPOCH), m.len()));
            }
            Err(_) => {}
        }
    }
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.file_name().is_some_and(|n| n == "node_modules") {
                continue;
            }
            if p.is_dir() {
                stack.push(p);
            } else if let Ok(m) = e.metadata() {
                let rel = p.strip_prefix(root).unwrap_or(&p).to_path_buf();
                out.insert(rel, (m.modified().unwrap_or(SystemTime::UNIX_EPOCH), m.len()));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scratch_files_of_a_save_are_not_changes() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("content/pages")).unwrap();
        std::fs::write(dir.path().join("content/pages/kept.yaml"), "").unwrap();
        std::fs::write(dir.path().join("content/pages/stray"), "").unwrap();
        let gone = |name: &str| passing_temp_file(dir.path(), Path::new(name));
        assert!(gone("content/pages/sedAbC123"));
        assert!(gone("content/pages/4913"));
        assert!(gone("content/pages/calgary.yaml~"));
        // A removed page is a change; so is a stray file that stays (the build reports it).
        assert!(!gone("content/pages/removed.yaml"));
        assert!(!gone("content/pages/kept.yaml"));
        assert!(!gone("content/pages/stray"));
    }
}
