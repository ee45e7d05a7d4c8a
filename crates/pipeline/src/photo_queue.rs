//! The photos the preview has planned but not encoded yet. A fresh clone has hundreds of photo
//! files to encode (a minute and more on two cores); the preview does not wait for them: its
//! first build publishes the ones already in the cache and leaves the rest here. A worker thread
//! encodes them one original at a time and puts each into the output as it is ready, and a photo a
//! browser asks for before its turn is encoded at once ([`PhotoQueue::now`]), so the page being
//! looked at gets its photos first. Until then a page shows each photo's box (its `<img>` has its
//! width and height), so nothing moves when the photo arrives.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Condvar, Mutex, MutexGuard};

use sitegen_images::Variant;

/// Shared by the preview (which fills it after each full build), the worker and the server.
pub struct PhotoQueue {
    cache: PathBuf,
    /// `img/` of the preview's output.
    out: PathBuf,
    state: Mutex<State>,
    changed: Condvar,
    /// Told the progress after each original, whoever encoded it.
    report: Mutex<Option<Reporter>>,
}

type Reporter = std::sync::Arc<dyn Fn(Progress) + Send + Sync>;

#[derive(Debug, Default)]
struct State {
    /// Files not encoded yet, by name.
    pending: BTreeMap<String, Variant>,
    /// Files being encoded now (by the worker or for a browser).
    working: BTreeMap<String, ()>,
    /// Of the last build's files that were missing, how many there were and how many are done.
    total: usize,
    done: usize,
}

/// How far the queue is: `done` of `total` files ready.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    pub done: usize,
    pub total: usize,
}

impl PhotoQueue {
    /// A queue that encodes into the photo cache `cache` and publishes into `out` (the output).
    pub fn new(cache: &Path, out: &Path) -> PhotoQueue {
        PhotoQueue {
            cache: cache.to_path_buf(),
            out: out.join(sitegen_images::OUTPUT_DIR),
            state: Mutex::new(State::default()),
            changed: Condvar::new(),
            report: Mutex::new(None),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// After a full build: `missing` are the files of its pages not in the cache.
    pub(crate) fn replace(&self, missing: Vec<Variant>) {
        let mut s = self.lock();
        s.pending =
            missing.into_iter().filter(|v| !s.working.contains_key(&v.file)).map(|v| (v.file.clone(), v)).collect();
        s.total = s.pending.len() + s.working.len();
        s.done = 0;
        self.changed.notify_all();
    }

    pub fn progress(&self) -> Progress {
        let s = self.lock();
        Progress { done: s.done, total: s.total }
    }

    /// Encodes `file` now if it is waiting (a browser asked for it) and publishes it; waits for it
    /// if it is being encoded. True when it is in the output afterwards.
    pub fn now(&self, file: &str) -> bool {
        let mut s = self.lock();
        loop {
            if s.working.contains_key(file) {
                s = self.changed.wait(s).unwrap_or_else(|e| e.into_inner());
                continue;
            }
            // This file alone: the browser waits for it, not for its original's other sizes.
            let Some(wanted) = s.pending.remove(file) else { return self.out.join(file).is_file() };
            s.working.insert(file.to_owned(), ());
            drop(s);
            self.encode(vec![wanted]);
            return self.out.join(file).is_file();
        }
    }

    /// Encodes waiting files, one original at a time, forever (a worker thread's loop); `report`
    /// hears the progress after each original, whether this worker or a browser's request made it.
    ///
    /// It works on one thread at the lowest priority: the preview's rebuilds, the editor and the
    /// photos a browser asks for go first (on a fresh clone the queue holds a minute and more of
    /// work, and two cores).
    pub fn work(&self, report: impl Fn(Progress) + Send + Sync + 'static) {
        *self.report.lock().unwrap_or_else(|e| e.into_inner()) = Some(std::sync::Arc::new(report));
        let pool = rayon::ThreadPoolBuilder::new().num_threads(1).start_handler(|_| lowest_priority()).build();
        match pool {
            Ok(pool) => pool.install(|| self.drain()),
            Err(_) => self.drain(),
        }
    }

    fn drain(&self) {
        loop {
            let mut s = self.lock();
            while s.pending.is_empty() {
                s = self.changed.wait(s).unwrap_or_else(|e| e.into_inner());
            }
            let original = s.pending.values().next().map(|v| v.original.clone()).unwrap_or_default();
            let group = take_group(&mut s, &original);
            drop(s);
            self.encode(group);
        }
    }

    /// Encodes `group` (taken into `working`) and publishes it; a photo that will not encode is
    /// left out (the next `build` names it at the line that shows it).
    fn encode(&self, group: Vec<Variant>) {
        let encoded = sitegen_images::encode(&self.cache, &group)
            .map_err(|e| e.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))
            .and_then(|_| sitegen_images::publish(&self.cache, &group, &self.out).map_err(|e| e.to_string()));
        if let Err(e) = encoded {
            eprintln!("note: a photo could not be made for the preview ({e}); `sitegen build` says where it is used");
        }
        let mut s = self.lock();
        for v in &group {
            s.working.remove(&v.file);
        }
        s.done += group.len();
        let progress = Progress { done: s.done, total: s.total };
        drop(s);
        self.changed.notify_all();
        let report = self.report.lock().unwrap_or_else(|e| e.into_inner()).clone();
        if let Some(report) = report {
            report(progress);
        }
    }
}

impl std::fmt::Debug for PhotoQueue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PhotoQueue").field("out", &self.out).field("progress", &self.progress()).finish()
    }
}

/// Makes the calling thread the last to get the processor (Linux, where `nice` is per thread;
/// elsewhere the same call would lower the whole server).
fn lowest_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority with who = 0 changes only the calling thread's nice value on Linux.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, 19);
    }
}

/// Moves every waiting file of `original` from pending to working.
fn take_group(s: &mut State, original: &Path) -> Vec<Variant> {
    let files: Vec<String> = s.pending.iter().filter(|(_, v)| v.original == original).map(|(f, _)| f.clone()).collect();
    let mut group = Vec::with_capacity(files.len());
    for f in files {
        if let Some(v) = s.pending.remove(&f) {
            s.working.insert(f, ());
            group.push(v);
        }
    }
    group
}
