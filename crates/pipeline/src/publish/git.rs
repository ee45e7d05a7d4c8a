//! The person's own `git`, run as a program: sitegen links no git library and stores no token, so
//! publishing uses exactly the git (and the stored credentials) that GitHub Desktop, VS Code or a
//! Codespace set up. Every call is non-interactive: a missing password is an answer, never a
//! prompt that hangs the preview.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Longest a network call (fetch, push) may take before it counts as "no network": long enough
/// for a first sign-in in Git Credential Manager's window, which is the person's to answer.
const NETWORK_TIMEOUT: Duration = Duration::from_secs(180);

/// What running git gave back.
#[derive(Debug)]
pub(super) struct Output {
    pub ok: bool,
    pub stdout: String,
    pub stderr: String,
}

#[derive(Debug)]
pub(super) enum RunError {
    /// There is no `git` program on the PATH.
    Missing,
    /// It ran longer than [`NETWORK_TIMEOUT`] and was stopped.
    TimedOut,
    Io(std::io::Error),
}

/// A git command in `dir` with its own index file (a commit made beside the working tree's).
pub(super) fn git_with_index(dir: &Path, index: &Path, args: &[&str]) -> Result<Output, RunError> {
    let mut cmd = Command::new("git");
    cmd.arg("-C").arg(dir).args(args).env("GIT_INDEX_FILE", index).env("GIT_TERMINAL_PROMPT", "0").env("LC_ALL", "C");
    wait(cmd, None)
}

/// A git command in `dir`.
pub(super) fn git(dir: &Path, args: &[&str]) -> Result<Output, RunError> {
    run(dir, args, None)
}

/// A git command that talks to the remote: stopped after [`NETWORK_TIMEOUT`].
pub(super) fn git_network(dir: &Path, args: &[&str]) -> Result<Output, RunError> {
    run(dir, args, Some(NETWORK_TIMEOUT))
}

/// GitHub's `gh` tool, when installed (Codespaces have it, signed in): read-only calls only.
pub(super) fn gh(dir: &Path, args: &[&str]) -> Result<Output, RunError> {
    let mut cmd = Command::new("gh");
    cmd.current_dir(dir).args(args).env("GH_PROMPT_DISABLED", "1").env("GH_NO_UPDATE_NOTIFIER", "1");
    wait(cmd, Some(Duration::from_secs(20)))
}

fn run(dir: &Path, args: &[&str], timeout: Option<Duration>) -> Result<Output, RunError> {
    let mut cmd = Command::new("git");
    cmd.arg("-C").arg(dir).args(args);
    // Never ask on the terminal (the preview has none a person looks at; a credential manager's
    // own sign-in window is fine); English messages, so a refused push is told apart from a
    // refused password; no pager, no editor.
    cmd.env("GIT_TERMINAL_PROMPT", "0")
        .env("LC_ALL", "C")
        .env("GIT_PAGER", "cat")
        .env("GIT_EDITOR", "true")
        .env("GIT_MERGE_AUTOEDIT", "no");
    // SSH remotes: no passphrase or host-key question either, unless the person configured ssh.
    if std::env::var_os("GIT_SSH_COMMAND").is_none() {
        cmd.env("GIT_SSH_COMMAND", "ssh -o BatchMode=yes");
    }
    wait(cmd, timeout)
}

/// Runs `cmd` to its end (or stops it after `timeout`), reading both its outputs.
fn wait(mut cmd: Command, timeout: Option<Duration>) -> Result<Output, RunError> {
    cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = cmd.spawn().map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => RunError::Missing,
        _ => RunError::Io(e),
    })?;
    // Read both pipes on threads: a chatty push must not block on a full pipe while we wait.
    let mut out = child.stdout.take();
    let mut err = child.stderr.take();
    let out_thread = std::thread::spawn(move || {
        let mut s = String::new();
        if let Some(o) = out.as_mut() {
            let _ = o.read_to_string(&mut s);
        }
        s
    });
    let err_thread = std::thread::spawn(move || {
        let mut s = String::new();
        if let Some(e) = err.as_mut() {
            let _ = e.read_to_string(&mut s);
        }
        s
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(RunError::Io)? {
            break status;
        }
        if timeout.is_some_and(|t| started.elapsed() > t) {
            let _ = child.kill();
            let _ = child.wait();
            return Err(RunError::TimedOut);
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let stdout = out_thread.join().unwrap_or_default();
    let stderr = err_thread.join().unwrap_or_default();
    Ok(Output { ok: status.success(), stdout, stderr })
}

/// A temporary worktree, removed (with git's record of it) when dropped.
pub(super) struct TempWorktree {
    pub top: PathBuf,
    pub dir: PathBuf,
}

impl Drop for TempWorktree {
    fn drop(&mut self) {
        let dir = self.dir.to_string_lossy().into_owned();
        let _ = git(&self.top, &["worktree", "remove", "--force", &dir]);
        let _ = std::fs::remove_dir_all(&self.dir);
        let _ = git(&self.top, &["worktree", "prune"]);
    }
}

/// What kind of failure a network command's message describes.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum NetworkFailure {
    /// The remote has commits this clone does not (someone published meanwhile).
    Rejected,
    Offline,
    Auth,
    Other,
}

/// Reads git's (English) message of a failed fetch or push.
pub(super) fn classify(stderr: &str) -> NetworkFailure {
    let s = stderr.to_ascii_lowercase();
    let any = |words: &[&str]| words.iter().any(|w| s.contains(w));
    if any(&["[rejected]", "non-fast-forward", "fetch first", "failed to push some refs", "stale info"])
        && !any(&["permission", "denied", "authentication"])
    {
        return NetworkFailure::Rejected;
    }
    if any(&[
        "authentication failed",
        "could not read username",
        "could not read password",
        "terminal prompts disabled",
        "permission denied",
        "access denied",
        "returned error: 401",
        "returned error: 403",
        "the requested url returned error: 403",
        "invalid username or password",
        "host key verification failed",
        "repository not found",
    ]) {
        return NetworkFailure::Auth;
    }
    if any(&[
        "could not resolve host",
        "could not resolve hostname",
        "failed to connect",
        "network is unreachable",
        "connection timed out",
        "connection refused",
        "operation timed out",
        "temporary failure in name resolution",
        "name or service not known",
        "no route to host",
        "couldn't connect",
        "could not connect",
        "ssl_connect",
        "connection reset",
    ]) {
        return NetworkFailure::Offline;
    }
    NetworkFailure::Other
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn git_messages_are_told_apart() {
        let rejected =
            " ! [rejected]        HEAD -> main (fetch first)\nerror: failed to push some refs to '/tmp/r.git'\n";
        assert_eq!(classify(rejected), NetworkFailure::Rejected);
        let offline = "fatal: unable to access 'https://github.com/o/r.git/': Could not resolve host: github.com\n";
        assert_eq!(classify(offline), NetworkFailure::Offline);
        let auth = "fatal: could not read Username for 'https://github.com': terminal prompts disabled\n";
        assert_eq!(classify(auth), NetworkFailure::Auth);
        let auth = "remote: Permission to o/r.git denied to someone.\nfatal: unable to access 'https://github.com/o/r.git/': The requested URL returned error: 403\n";
        assert_eq!(classify(auth), NetworkFailure::Auth);
        assert_eq!(classify("fatal: something else\n"), NetworkFailure::Other);
    }
}
