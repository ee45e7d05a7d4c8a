//! SIGINT, SIGTERM and SIGHUP during `sitegen build`: the first asks the build to stop at its next
//! step (it then removes its staging folder and leaves the previous output as it was); a second one
//! exits at once, and the next build cleans up whatever that left behind.

use std::sync::Arc;
use std::sync::atomic::{AtomicI32, Ordering};

use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

/// The first signal received, or 0.
pub struct Watch(Arc<AtomicI32>);

impl Watch {
    /// Starts watching; without a handler (an unusual platform) the default behaviour stays.
    pub fn install() -> Watch {
        let first = Arc::new(AtomicI32::new(0));
        if let Ok(mut signals) = Signals::new([SIGINT, SIGTERM, SIGHUP]) {
            let seen = Arc::clone(&first);
            std::thread::spawn(move || {
                for sig in signals.forever() {
                    if seen.compare_exchange(0, sig, Ordering::SeqCst, Ordering::SeqCst).is_ok() {
                        eprintln!("{}: stopping the build (a second signal stops at once)…", name(sig));
                        sitegen_pipeline::cancel();
                    } else {
                        std::process::exit(128 + sig);
                    }
                }
            });
        }
        Watch(first)
    }

    pub fn received(&self) -> Option<i32> {
        match self.0.load(Ordering::SeqCst) {
            0 => None,
            sig => Some(sig),
        }
    }
}

pub fn name(sig: i32) -> &'static str {
    match sig {
        SIGINT => "SIGINT",
        SIGTERM => "SIGTERM",
        SIGHUP => "SIGHUP",
        _ => "signal",
    }
}
