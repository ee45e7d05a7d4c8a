//! What keeps a bad moment from corrupting the output: one build per output folder at a time (a
//! lock file beside it), and a cancellation flag that a signal handler sets and the pipeline checks
//! between steps, so an interrupted build stops before the swap and removes its staging folder.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::BuildError;

static CANCELLED: AtomicBool = AtomicBool::new(false);

/// Asks the running build to stop at its next step. Safe to call from a signal-handling thread.
pub fn cancel() {
    CANCELLED.store(true, Ordering::SeqCst);
}

/// True once [`cancel`] was called.
pub fn cancelled() -> bool {
    CANCELLED.load(Ordering::SeqCst)
}

/// Fails with [`BuildError::Cancelled`] once the build was asked to stop.
pub(crate) fn checkpoint() -> Result<(), BuildError> {
    if cancelled() { Err(BuildError::Cancelled) } else { Ok(()) }
}

/// How long a second build waits for the first before refusing.
pub const LOCK_WAIT: Duration = Duration::from_secs(5);

/// An exclusive lock on one output folder, released when dropped (or when the process dies: the
/// operating system drops `flock` locks with the file descriptor, so a crash leaves no stale lock).
#[derive(Debug)]
pub struct OutputLock {
    _file: File,
}

/// The lock file of `out`: `.dist-build.lock` beside `dist/`, like the staging folders.
pub fn lock_path(out: &Path) -> PathBuf {
    let parent = out.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = out.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "dist".into());
    parent.join(format!(".{name}-build.lock"))
}

/// Takes the lock on `out`, waiting up to `wait` for another build to finish.
pub fn lock_output(out: &Path, wait: Duration) -> Result<OutputLock, BuildError> {
    let path = lock_path(out);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(crate::io(format!("creating {}", parent.display())))?;
    }
    // `flock` needs no write access: an existing lock file on a read-only disk still locks, and the
    // build then fails where it writes, with the message for that.
    let file = File::options()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .or_else(|e| File::open(&path).map_err(|_| e))
        .map_err(crate::io(format!("creating the build lock {}", path.display())))?;
    let started = Instant::now();
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(OutputLock { _file: file }),
            Err(std::fs::TryLockError::WouldBlock) if started.elapsed() < wait => {
                checkpoint()?;
                std::thread::sleep(Duration::from_millis(100));
            }
            Err(std::fs::TryLockError::WouldBlock) => {
                return Err(BuildError::Locked { out: out.to_path_buf(), lock: path, waited: wait });
            }
            Err(std::fs::TryLockError::Error(e)) => {
                return Err(BuildError::Io { what: format!("locking {}", path.display()), source: e });
            }
        }
    }
}

/// Advice for an I/O failure while writing the output, by what the system said.
pub(crate) fn io_hint(e: &std::io::Error) -> &'static str {
    use std::io::ErrorKind::*;
    match e.kind() {
        StorageFull | QuotaExceeded => {
            ". The disk is full: free some space (or build elsewhere with --out) and build again"
        }
        ReadOnlyFilesystem => ". That file system is read-only: build into a writable folder with --out",
        PermissionDenied => ". Permission denied: check who owns the output folder, or build elsewhere with --out",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_lock_on_the_same_output_is_refused_after_waiting() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("dist");
        let first = lock_output(&out, Duration::ZERO).unwrap();
        let started = Instant::now();
        let err = lock_output(&out, Duration::from_millis(300)).unwrap_err();
        assert!(started.elapsed() >= Duration::from_millis(300));
        assert!(matches!(err, BuildError::Locked { .. }), "{err}");
        assert!(err.to_string().contains("another sitegen build is writing"), "{err}");
        drop(first);
        // A child another test forks at this moment holds a copy of the descriptor until it execs
        // (close-on-exec): the lock is free again within moments, as a waiting build sees it.
        lock_output(&out, Duration::from_secs(2)).expect("free again once the first is dropped");
        assert_eq!(lock_path(&out), dir.path().join(".dist-build.lock"));
    }
}
