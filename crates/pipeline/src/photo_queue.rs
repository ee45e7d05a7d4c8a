//! The photos the preview has planned but not encoded yet. A fresh clone has hundreds of photo
//! files to encode (a minute and more on two cores); the preview does not wait for them: its
//! first build publishes the ones already in the cache and leaves the rest here. A worker thread
//! makes them one file at a time and puts each into the output as it is ready, and a file a
//! browser asks for before its turn is made at once ([`PhotoQueue::now`]), so the page being
//! looked at gets its photos first: a new 12 MP photo's one file the page shows is on screen in
//! well under a second, while the worker makes its other sizes and formats. A browser never waits
//! for more than the one file it asked for. Until then a page shows each photo's box (its `<img>`
//! has its width and height), so nothing moves when the photo arrives.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Condvar, Mutex, MutexGuard};

use sitegen_images::{OneAtATime, Variant};

/// Shared by the preview (which fills it after each full build), the worker and the server.
pub struct PhotoQueue {
    cache: PathBuf,
    /// `img/` of the preview's output.
    out: PathBuf,
    state: Mutex<State>,
    changed: Condvar,
    /// Keeps the photo being worked on decoded, so its files one by one cost one decode.
    maker: OneAtATime,
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
    /// When files were last added for a page being looked at ([`PhotoQueue::add`]).
    added: Option<std::time::Instant>,
}

/// How long the worker leaves newly added files to the browser: the page asks for the one it
/// shows within this time, and that one is made first, at normal priority (the worker's low
/// priority would slow the photo's shared decode under load).
const BROWSER_FIRST: std::time::Duration = std::time::Duration::from_millis(400);

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
            maker: OneAtATime::default(),
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

    /// After a page's update or the editor's render: `missing` join the waiting files (a new
    /// photo's files, which the page being looked at asks for one by one).
    pub fn add(&self, missing: Vec<Variant>) {
        let mut s = self.lock();
        let mut added = 0;
        for v in missing {
            if !s.working.contains_key(&v.file) && !s.pending.contains_key(&v.file) {
                s.pending.insert(v.file.clone(), v);
                added += 1;
            }
        }
        if s.done >= s.total {
            (s.done, s.total) = (0, 0);
        }
        s.total += added;
        s.added = Some(std::time::Instant::now());
        drop(s);
        self.changed.notify_all();
    }

    /// A photo just uploaded (at `original`, hashed `hash`): decoded now on a thread of its own,
    /// while the person types its alt text, so the one file the page then asks for is made
    /// without waiting for the decode (a 12 MP photo's decode is a third of that file's time
    /// and more on a busy machine). Kept among the last two decoded photos.
    pub fn decode_ahead(self: &std::sync::Arc<Self>, original: PathBuf, hash: String, alpha: bool) {
        let queue = std::sync::Arc::clone(self);
        let spawned = std::thread::Builder::new()
            .name("photo-decode-ahead".to_owned())
            .spawn(move || queue.maker.decode_ahead(&original, &hash, alpha));
        // Without a thread the photo is decoded when it is first asked for, as before.
        drop(spawned);
    }

    pub fn progress(&self) -> Progress {
        let s = self.lock();
        Progress { done: s.done, total: s.total }
    }

    /// Makes `file` now if it is waiting (a browser asked for it) and publishes it; waits for it
    /// if it is being made (one file: the worker takes no more at a time). True when it is in the
    /// output afterwards.
    pub fn now(&self, file: &str) -> bool {
        let mut s = self.lock();
        loop {
            if s.working.contains_key(file) {
                s = self.changed.wait(s).unwrap_or_else(|e| e.into_inner());
                continue;
            }
            let Some(wanted) = s.pending.remove(file) else { return self.out.join(file).is_file() };
            s.working.insert(file.to_owned(), ());
            drop(s);
            self.make(wanted);
            return self.out.join(file).is_file();
        }
    }

    /// Makes waiting files, one at a time, forever (a worker thread's loop); `report` hears the
    /// progress after each file, whether this worker or a browser's request made it.
    ///
    /// It works on one thread at the lowest priority (call it on a thread of its own: it lowers
    /// that thread's): the preview's rebuilds, the editor and the photos a browser asks for go
    /// first (on a fresh clone the queue holds a minute and more of work, and two cores).
    pub fn work(&self, report: impl Fn(Progress) + Send + Sync + 'static) {
        *self.report.lock().unwrap_or_else(|e| e.into_inner()) = Some(std::sync::Arc::new(report));
        lowest_priority();
        let mut last: Option<Variant> = None;
        loop {
            let mut s = self.lock();
            while s.pending.is_empty() {
                s = self.changed.wait(s).unwrap_or_else(|e| e.into_inner());
            }
            if let Some(wait) = s.added.and_then(|t| BROWSER_FIRST.checked_sub(t.elapsed())) {
                s = self.changed.wait_timeout(s, wait).unwrap_or_else(|e| e.into_inner()).0;
                continue;
            }
            let next = next_file(&s, last.as_ref());
            let Some(v) = s.pending.remove(&next) else { continue };
            s.working.insert(next, ());
            drop(s);
            last = Some(v.clone());
            self.make(v);
        }
    }

    /// Makes `v` (taken into `working`) and publishes it; a photo that will not encode is left
    /// out (the next `build` names it at the line that shows it).
    fn make(&self, v: Variant) {
        let made = self.maker.make(&self.cache, &v).map_err(|e| e.to_string()).and_then(|_| {
            sitegen_images::publish(&self.cache, std::slice::from_ref(&v), &self.out).map_err(|e| e.to_string())
        });
        if let Err(e) = made {
            eprintln!("note: a photo could not be made for the preview ({e}); `sitegen build` says where it is used");
        }
        let mut s = self.lock();
        s.working.remove(&v.file);
        s.done += 1;
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

/// The file to make after `last`: another format of the same size (scaled already), else another
/// size of the same photo (decoded already), else the first waiting.
fn next_file(s: &State, last: Option<&Variant>) -> String {
    let same = |f: &dyn Fn(&Variant) -> bool| s.pending.iter().find(|(_, v)| f(v)).map(|(k, _)| k.clone());
    last.and_then(|l| {
        same(&|v| v.original == l.original && (v.crop, v.width, v.height) == (l.crop, l.width, l.height))
            .or_else(|| same(&|v| v.original == l.original))
    })
    .or_else(|| s.pending.keys().next().cloned())
    .unwrap_or_default()
}
