//! Publishing from the editor: what will go live, then commit the changed content files and push
//! them to the branch that publishes; and "Get the latest" when someone else published first.
//!
//! This module knows git and nothing of HTTP: the preview server (or any other front end) calls
//! [`pending`], [`publish`] and [`get_latest`] and shows their values and errors as they are.
//! Every outcome a person can meet is a variant of [`PublishError`] with a message in plain words,
//! in the site's first language ([`crate::words`], where every sentence said here is written).
//!
//! The rules it keeps:
//! - only files under `content/` are committed (the YAML, photos, the routes lock), named one by
//!   one (`git commit --only -- <paths>`): a change of the person's own elsewhere (a template, a
//!   note in the README) stays on their computer, staged or not;
//! - the content is checked exactly as `sitegen check` (and the editor's Save) checks it before
//!   anything is committed: an invalid edit never reaches a commit;
//! - "Get the latest" rebases the person's unpublished commits in a temporary worktree, so their
//!   working tree (saved but unpublished files, their own changes) is never stashed or rewritten,
//!   and moves their branch with `git reset --keep`, which refuses rather than overwrite a file
//!   with local changes. When both sides changed a file, nothing changes and the files are named.

mod git;
pub mod live;
mod review;
mod runs;
mod settle;

pub use review::{ReviewRequest, SentForReview, send_for_review};

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::words::Say;
use crate::{BuildError, BuildOptions};
use git::{NetworkFailure, RunError, TempWorktree};
pub use settle::{ConflictFile, Conflicts, SettleRequest, Settled};

/// What "Publish" would send, as the editor lists it before asking.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct Pending {
    /// The branch that publishes (the current branch, pushed to its upstream).
    pub branch: String,
    /// The git remote it is pushed to (`origin`).
    pub remote: String,
    /// Content files that differ from what was last published, in path order.
    pub changes: Vec<Change>,
    /// A description made from the file names; the editor offers a better one from its forms.
    pub description: String,
    /// Commits made here but not yet on the remote (a Publish the remote refused), by subject.
    pub unpublished_commits: Vec<String>,
    /// Changed files outside `content/`: they stay on this computer.
    pub not_published: Vec<String>,
    /// Commits the remote has that this clone has not merged (as of the last fetch).
    pub behind: u32,
    /// `site.yaml` sends quote requests nowhere (`leads: {provider: demo}`): Publish needs a
    /// deliberate confirmation.
    pub demo_leads: bool,
    /// `site.yaml` asks for changes to be reviewed (`review: true`): the editor offers "Send for
    /// review" instead of Publish now (which the server refuses then).
    pub review: bool,
}

/// One content file that goes live.
#[derive(Debug, Clone, Serialize, PartialEq, Eq, ts_rs::TS)]
pub struct Change {
    /// Relative to the site's folder: `content/site.yaml`.
    pub path: String,
    pub kind: ChangeKind,
    /// The page's address when the file is a page (`/calgary/furnace-repair`).
    pub route: Option<String>,
    /// Lines of the new file (1-based) that differ from the published one: the editor names the
    /// fields on them ("Phone number").
    pub lines: Vec<u32>,
    /// Already sent for review as it is now (a review not merged yet): its pull request's
    /// address, else its branch. Such a change is listed as waiting, and a new Send leaves it out.
    pub review: Option<String>,
}

#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKind {
    Added,
    Changed,
    Removed,
}

/// What the person confirmed.
#[derive(Debug, Clone, Deserialize, ts_rs::TS)]
pub struct PublishRequest {
    /// The commit message.
    pub description: String,
    /// The files the person was shown ([`Change::path`]): when the content changed since, nothing
    /// is published and the list is shown again.
    pub paths: Vec<String>,
    /// The person confirmed publishing while quote requests go nowhere.
    #[serde(default)]
    pub confirm_demo_leads: bool,
}

/// A successful Publish.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct Published {
    /// The full commit id now at the tip of the publishing branch.
    pub commit: String,
    pub short: String,
    pub branch: String,
    /// The files that went out.
    pub files: Vec<String>,
    /// Where to follow the publishing run, when the remote is on GitHub.
    pub links: Option<RunLinks>,
    pub message: String,
}

/// The pages on GitHub that show a commit's publishing run.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq, ts_rs::TS)]
pub struct RunLinks {
    /// The commit, with its checks' status (a yellow dot, a green tick or a red cross).
    pub commit: String,
    /// The repository's Actions tab, filtered to the branch.
    pub actions: String,
}

/// The published versions of one content file, newest first.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct History {
    pub path: String,
    pub versions: Vec<Version>,
}

/// One published commit that changed the file.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct Version {
    pub commit: String,
    pub short: String,
    pub author: String,
    /// Unix seconds.
    #[ts(type = "number")]
    pub date: i64,
    /// The commit's description (what Publish asked for).
    pub description: String,
    pub kind: ChangeKind,
    /// Lines of this version that the commit changed, for the editor's field names.
    pub lines: Vec<u32>,
    /// The file as this commit left it (None when the commit removed it).
    pub text: Option<String>,
    /// The file as it was before this version (None when this version created it): the fields
    /// it changed are the differences, and Restore puts back only those.
    pub before: Option<String>,
    /// Not published: this clone's own version, put aside when a settle took the latest.
    pub aside: bool,
}

/// How many versions the history lists.
pub const HISTORY_LIMIT: usize = 30;

/// A successful "Get the latest".
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct Updated {
    /// How many commits came in.
    pub commits: u32,
    /// The files they changed.
    pub files: Vec<String>,
    pub message: String,
}

/// Every way Publish and "Get the latest" can end without doing their job, said in plain words by
/// [`PublishError::message`] (`Display` is the English).
#[derive(Debug)]
pub enum PublishError {
    /// Every saved change has been sent already.
    NothingToPublish,
    /// No `git` that runs on this computer.
    NoGit,
    NotAClone {
        why: CloneProblem,
    },
    /// Someone else published first: "Get the latest", then Publish again.
    Rejected,
    /// This clone and others changed the same files: settle them.
    BothChanged {
        files: Vec<String>,
    },
    Offline {
        remote: RemoteName,
    },
    AuthRefused {
        remote: RemoteName,
    },
    /// The content check refused the site.
    Invalid(BuildError),
    /// Quote requests go nowhere and Publish was not confirmed for that.
    DemoLeads,
    /// `review: true`: Send for review instead.
    ReviewRequired,
    /// The content changed since the list was shown.
    ChangedMeanwhile,
    /// The commit would have sent files the list did not show (taken back).
    Unlisted {
        files: Vec<String>,
    },
    /// Commits of this clone's own change files outside `content/`.
    OwnCommits {
        files: Vec<String>,
    },
    /// git failed at `what`, with its own words.
    Git {
        what: String,
        detail: String,
    },
}

/// Why the site's folder is not a clone Publish can work with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CloneProblem {
    NotARepository,
    /// No branch is checked out.
    NoBranch,
    NoRemote,
}

/// The remote as people know it: its host (`github.com`), else its git name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RemoteName {
    Host(String),
    Named(String),
}

impl std::fmt::Display for PublishError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Say::EN))
    }
}

impl std::error::Error for PublishError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PublishError::Invalid(e) => Some(e),
            _ => None,
        }
    }
}

/// The outcome as a value the editor shows: its kind, the message, the files it names.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct Failure {
    pub kind: FailureKind,
    pub message: String,
    pub files: Vec<String>,
}

#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum FailureKind {
    NothingToPublish,
    NoGit,
    NotAClone,
    Rejected,
    BothChanged,
    Offline,
    AuthRefused,
    Invalid,
    DemoLeads,
    ChangedMeanwhile,
    Unlisted,
    ReviewRequired,
    OwnCommits,
    Git,
}

impl PublishError {
    /// The outcome in plain words, in `say`'s language.
    pub fn message(&self, say: Say) -> String {
        match self {
            PublishError::NothingToPublish => say.nothing_to_publish(),
            PublishError::NoGit => say.no_git(),
            PublishError::NotAClone { why } => say.not_a_clone(*why),
            PublishError::Rejected => say.rejected(),
            PublishError::BothChanged { files } => say.both_changed(files),
            PublishError::Offline { remote } => say.offline(remote),
            PublishError::AuthRefused { remote } => say.auth_refused(remote),
            PublishError::Invalid(_) => say.invalid(),
            PublishError::DemoLeads => say.demo_leads(),
            PublishError::ReviewRequired => say.review_required(),
            PublishError::ChangedMeanwhile => say.changed_meanwhile(),
            PublishError::Unlisted { files } => say.unlisted(files),
            PublishError::OwnCommits { files } => say.own_commits(files),
            PublishError::Git { what, detail } => say.git_failed(what, detail),
        }
    }

    /// The outcome as the editor shows it, in English.
    pub fn failure(&self) -> Failure {
        self.failure_in(Say::EN)
    }

    /// The outcome as the editor shows it, in `say`'s language.
    pub fn failure_in(&self, say: Say) -> Failure {
        use FailureKind as K;
        let (kind, files) = match self {
            PublishError::NothingToPublish => (K::NothingToPublish, vec![]),
            PublishError::NoGit => (K::NoGit, vec![]),
            PublishError::NotAClone { .. } => (K::NotAClone, vec![]),
            PublishError::Rejected => (K::Rejected, vec![]),
            PublishError::BothChanged { files } => (K::BothChanged, files.clone()),
            PublishError::Offline { .. } => (K::Offline, vec![]),
            PublishError::AuthRefused { .. } => (K::AuthRefused, vec![]),
            PublishError::Invalid(_) => (K::Invalid, vec![]),
            PublishError::DemoLeads => (K::DemoLeads, vec![]),
            PublishError::ChangedMeanwhile => (K::ChangedMeanwhile, vec![]),
            PublishError::Unlisted { files } => (K::Unlisted, files.clone()),
            PublishError::ReviewRequired => (K::ReviewRequired, vec![]),
            PublishError::OwnCommits { files } => (K::OwnCommits, files.clone()),
            PublishError::Git { .. } => (K::Git, vec![]),
        };
        Failure { kind, message: self.message(say), files }
    }
}

/// What the site's content says that matters for publishing, known once it passed the check.
#[derive(Debug, Clone, Copy, Default)]
pub struct Checked {
    pub demo_leads: bool,
}

/// What Publish would send from the site at `opts.root`, said in `say`'s language.
pub fn pending(opts: &BuildOptions, say: Say) -> Result<Pending, PublishError> {
    let mut p = Repo::open(&opts.root)?.saying(say).pending()?;
    let site = crate::stages::load(opts).ok();
    p.demo_leads = site.as_ref().is_some_and(is_demo);
    // The published site.yaml's `review: true` holds until a review takes it out: removing it
    // here and publishing in one step would skip the very review it asks for.
    p.review |= site.as_ref().is_some_and(|s| s.settings.review);
    // Publish records the routes that go live in the lock and sends it with the rest: the list
    // says so whenever the lock will change, so it holds exactly what the commit will.
    if let Some(site) = &site {
        let lock = crate::routes::LOCK_FILE;
        let recorded = crate::routes::read(&opts.root).ok();
        let changes = recorded.as_ref() != Some(&crate::routes::published(site));
        if changes && !p.changes.iter().any(|c| c.path == lock) {
            let kind =
                if crate::routes::lock_path(&opts.root).is_file() { ChangeKind::Changed } else { ChangeKind::Added };
            p.changes.push(Change { path: lock.to_owned(), kind, route: None, lines: Vec::new(), review: None });
            p.changes.sort_by(|a, b| a.path.cmp(&b.path));
        }
    }
    Ok(p)
}

/// Whether `text` is what the live site has for `rel` (`content/pages/about.yaml`): an Undo that
/// takes such a text back changes the live site, and the editor says so.
pub fn is_published_text(opts: &BuildOptions, rel: &str, text: &[u8]) -> bool {
    let Ok(repo) = Repo::open(&opts.root) else { return false };
    // Only what the remote has is live: a commit made here and never sent is not.
    let Some(tip) = repo.remote_tip() else { return false };
    let top_rel = format!("{}{rel}", repo.prefix);
    repo.run("read the published version", &["show", &format!("{tip}:{top_rel}")])
        .is_ok_and(|live| live.as_bytes() == text)
}

/// Checks the site as `sitegen check` does, records its routes in the lock (the lock follows what
/// goes live: a local build no longer writes it, so a published page's address is guarded from
/// here on), then commits and pushes the content changes.
pub fn publish(opts: &BuildOptions, req: &PublishRequest, say: Say) -> Result<Published, PublishError> {
    // Review means review: a site that asks for it is published by merging, never from here.
    if crate::stages::load(opts).is_ok_and(|s| s.settings.review) {
        return Err(PublishError::ReviewRequired);
    }
    Repo::open(&opts.root)?.saying(say).publish(req, || {
        crate::check(opts)?;
        let site = crate::stages::load(opts)?;
        crate::routes::write(&opts.root, &site)
            .map_err(crate::io(format!("cannot write {}", crate::routes::LOCK_FILE)))?;
        Ok(Checked { demo_leads: is_demo(&site) })
    })
}

/// The files this clone and others both changed, with the three versions of each, for the editor
/// to settle field by field.
pub fn conflicts(opts: &BuildOptions, say: Say) -> Result<Conflicts, PublishError> {
    Repo::open(&opts.root)?.saying(say).conflicts()
}

/// Takes the latest with the person's settled text for each file both changed: the clone's own
/// version is kept aside first (publish/settle.rs).
pub fn settle(opts: &BuildOptions, request: &SettleRequest, say: Say) -> Result<Updated, PublishError> {
    Repo::open(&opts.root)?.saying(say).settle(request)
}

/// Brings in what others published, never losing anything of this clone's.
pub fn get_latest(opts: &BuildOptions, say: Say) -> Result<Updated, PublishError> {
    Repo::open(&opts.root)?.saying(say).get_latest()
}

fn is_demo(site: &sitegen_content::Site) -> bool {
    matches!(site.settings.leads, sitegen_content::model::Provider::Demo)
}

/// The clone the site is in.
pub struct Repo {
    /// The repository's top folder.
    top: PathBuf,
    /// The site's folder inside it, `/`-terminated (`""` when the site is the repository).
    prefix: String,
    remote: String,
    /// The branch on the remote that publishes.
    remote_branch: String,
    /// The language of what is said to the person: the site's first, or the editor's page's
    /// ([`Repo::saying`]).
    say: Say,
}

impl Repo {
    /// The same clone, saying what it says in `say`'s language (the language of the editor's
    /// page rather than the site's first).
    pub fn saying(mut self, say: Say) -> Repo {
        self.say = say;
        self
    }

    pub fn open(root: &Path) -> Result<Repo, PublishError> {
        let not_a_clone = |why: CloneProblem| PublishError::NotAClone { why };
        // A `git` that does not run (macOS's stand-in before the developer tools are installed)
        // is no git: not "not a clone".
        match git::git(root, &["--version"]) {
            Ok(o) if o.ok => {}
            Ok(_) | Err(RunError::Missing) => return Err(PublishError::NoGit),
            Err(e) => return Err(run_failed("run", e)),
        }
        let top = match git::git(root, &["rev-parse", "--show-toplevel"]) {
            Err(RunError::Missing) => return Err(PublishError::NoGit),
            Err(e) => return Err(run_failed("run", e)),
            Ok(o) if !o.ok => return Err(not_a_clone(CloneProblem::NotARepository)),
            Ok(o) => PathBuf::from(o.stdout.trim()),
        };
        let prefix =
            git::git(root, &["rev-parse", "--show-prefix"]).map(|o| o.stdout.trim().to_owned()).unwrap_or_default();
        let branch = match git::git(&top, &["symbolic-ref", "--quiet", "--short", "HEAD"]) {
            Ok(o) if o.ok => o.stdout.trim().to_owned(),
            _ => return Err(not_a_clone(CloneProblem::NoBranch)),
        };
        let config = |key: &str| {
            git::git(&top, &["config", "--get", key]).ok().filter(|o| o.ok).map(|o| o.stdout.trim().to_owned())
        };
        let remotes: Vec<String> =
            git::git(&top, &["remote"]).map(|o| o.stdout.lines().map(str::to_owned).collect()).unwrap_or_default();
        let remote = config(&format!("branch.{branch}.remote"))
            .filter(|r| remotes.contains(r))
            .or_else(|| remotes.iter().find(|r| *r == "origin").cloned())
            .or_else(|| remotes.first().cloned())
            .ok_or_else(|| not_a_clone(CloneProblem::NoRemote))?;
        let remote_branch = config(&format!("branch.{branch}.merge"))
            .map(|m| m.trim_start_matches("refs/heads/").to_owned())
            .unwrap_or_else(|| branch.clone());
        Ok(Repo { top, prefix, remote, remote_branch, say: Say::of(root) })
    }

    /// `git` in the repository's top folder; its stdout, or its message as an error.
    fn run(&self, what: &str, args: &[&str]) -> Result<String, PublishError> {
        match git::git(&self.top, args) {
            Ok(o) if o.ok => Ok(o.stdout),
            Ok(o) => Err(PublishError::Git { what: what.to_owned(), detail: o.stderr.trim().to_owned() }),
            Err(e) => Err(run_failed(what, e)),
        }
    }

    /// A fresh index file of its own under the git folder (`name`), for a commit built beside the
    /// person's own index (Send for review, a version put aside).
    fn index_file(&self, name: &str) -> Result<PathBuf, PublishError> {
        let index = self.run("find the git folder", &["rev-parse", "--git-path", name])?;
        let index = self.top.join(index.trim());
        let _ = std::fs::remove_file(&index);
        Ok(index)
    }

    /// [`Repo::run`] with `index` as git's index.
    fn run_in_index(&self, index: &Path, what: &str, args: &[&str]) -> Result<String, PublishError> {
        match git::git_with_index(&self.top, index, args) {
            Ok(o) if o.ok => Ok(o.stdout),
            Ok(o) => Err(PublishError::Git { what: what.to_owned(), detail: o.stderr.trim().to_owned() }),
            Err(e) => Err(run_failed(what, e)),
        }
    }

    /// `content/` as a path from the repository's top.
    fn content(&self) -> String {
        format!("{}content", self.prefix)
    }

    /// Whether the published site.yaml (the remote's, else the last published commit's) asks for
    /// review: then every change, `review:` itself included, goes through review.
    fn published_asks_for_review(&self) -> bool {
        let Ok(base) = self.remote_tip().map_or_else(|| self.base(), Ok) else { return false };
        self.run("read the published site.yaml", &["show", &format!("{base}:{}/site.yaml", self.content())])
            .is_ok_and(|text| sitegen_content::asks_for_review(&text))
    }

    /// A path from the repository's top, relative to the site's folder.
    fn site_path(&self, top_rel: &str) -> String {
        top_rel.strip_prefix(&self.prefix).unwrap_or(top_rel).to_owned()
    }

    /// A content file people publish: not the generated schemas, not an editor's scratch file.
    fn publishable(&self, top_rel: &str) -> bool {
        let Some(rel) = top_rel.strip_prefix(&self.prefix).and_then(|r| r.strip_prefix("content/")) else {
            return false;
        };
        rel == ".routes.lock" || !rel.split('/').any(|s| s.starts_with('.'))
    }

    fn tracking(&self) -> String {
        format!("refs/remotes/{}/{}", self.remote, self.remote_branch)
    }

    /// The remote branch's last fetched commit, when it was ever fetched.
    fn remote_tip(&self) -> Option<String> {
        self.run(
            "read the remote branch",
            &["rev-parse", "--verify", "--quiet", &format!("{}^{{commit}}", self.tracking())],
        )
        .ok()
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
    }

    /// What the live site was built from, as far as this clone knows: where this branch and the
    /// remote's last met (HEAD when the remote was never fetched or has no such branch).
    fn base(&self) -> Result<String, PublishError> {
        match self.remote_tip() {
            Some(tip) => {
                Ok(self.run("find the last published commit", &["merge-base", "HEAD", &tip])?.trim().to_owned())
            }
            None => Ok("HEAD".to_owned()),
        }
    }

    fn count(&self, range: &str) -> u32 {
        self.run("count commits", &["rev-list", "--count", range]).ok().and_then(|s| s.trim().parse().ok()).unwrap_or(0)
    }

    pub fn pending(&self) -> Result<Pending, PublishError> {
        let base = self.base()?;
        let content = self.content();
        // Commits made here (by the person, not by Publish) may hold more than content.
        let committed = self.run("compare with the remote", &["diff", "--name-only", "-z", &base, "HEAD"])?;
        let outside: Vec<String> = split_z(&committed).filter(|p| !self.publishable(p)).map(str::to_owned).collect();
        if !outside.is_empty() {
            return Err(PublishError::OwnCommits { files: outside });
        }
        let mut changes = Vec::new();
        let tracked = self
            .run("list the changed files", &["diff", "--name-status", "--no-renames", "-z", &base, "--", &content])?;
        let mut fields = split_z(&tracked);
        while let (Some(status), Some(path)) = (fields.next(), fields.next()) {
            if !self.publishable(path) {
                continue;
            }
            let kind = match status.chars().next() {
                Some('A') => ChangeKind::Added,
                Some('D') => ChangeKind::Removed,
                _ => ChangeKind::Changed,
            };
            let lines = if kind == ChangeKind::Changed { self.changed_lines(&base, path)? } else { Vec::new() };
            changes.push(self.change(path, kind, lines));
        }
        let untracked =
            self.run("list the new files", &["ls-files", "--others", "--exclude-standard", "-z", "--", &content])?;
        for path in split_z(&untracked).filter(|p| self.publishable(p)) {
            changes.push(self.change(path, ChangeKind::Added, Vec::new()));
        }
        changes.sort_by(|a, b| a.path.cmp(&b.path));
        self.mark_sent_for_review(&mut changes);
        let unpublished_commits = self
            .run("list the unpublished commits", &["log", "--format=%s", &format!("{base}..HEAD")])?
            .lines()
            .map(str::to_owned)
            .collect();
        let status = self.run("list the local changes", &["status", "--porcelain", "-z", "--untracked-files=no"])?;
        let not_published = status_paths(&status).into_iter().filter(|p| !self.publishable(p)).collect();
        let behind = self.remote_tip().map(|tip| self.count(&format!("HEAD..{tip}"))).unwrap_or(0);
        let description = self.say.update_description(&changes.iter().map(|c| c.path.clone()).collect::<Vec<_>>());
        Ok(Pending {
            branch: self.remote_branch.clone(),
            remote: self.remote.clone(),
            changes,
            description,
            unpublished_commits,
            not_published,
            behind,
            demo_leads: false,
            review: self.published_asks_for_review(),
        })
    }

    fn change(&self, top_rel: &str, kind: ChangeKind, lines: Vec<u32>) -> Change {
        let path = self.site_path(top_rel);
        let route = path.strip_prefix("content/pages/").and_then(|p| p.strip_suffix(".yaml")).map(|p| {
            match p.strip_suffix("index").map(|d| d.trim_end_matches('/')) {
                Some(dir) if p == "index" || p.ends_with("/index") => format!("/{dir}"),
                _ => format!("/{p}"),
            }
        });
        Change { path, kind, route, lines, review: None }
    }

    /// See [`history`].
    pub fn history(&self, path: &str) -> Result<History, PublishError> {
        let top_rel = format!("{}{path}", self.prefix);
        if !path.starts_with("content/")
            || path.split('/').any(|s| s == ".." || s.is_empty())
            || !self.publishable(&top_rel)
        {
            return Err(PublishError::Git {
                what: "read the history".to_owned(),
                detail: format!("{path} is not a content file"),
            });
        }
        let tip = self.remote_tip().unwrap_or_else(|| "HEAD".to_owned());
        let limit = format!("-n{HISTORY_LIMIT}");
        let log = self
            .run("read the history", &["log", &limit, "--format=%H%x1f%an%x1f%at%x1f%s%x1e", &tip, "--", &top_rel])?;
        let mut versions = Vec::new();
        for entry in log.split('\x1e').map(str::trim).filter(|e| !e.is_empty()) {
            let mut f = entry.split('\x1f');
            let (Some(commit), Some(author), Some(date), Some(description)) = (f.next(), f.next(), f.next(), f.next())
            else {
                continue;
            };
            let text = self.run("read an earlier version", &["show", &format!("{commit}:{top_rel}")]).ok();
            let parent =
                self.run("read an earlier version", &["rev-parse", "--verify", "-q", &format!("{commit}^")]).ok();
            let existed = parent.as_ref().is_some_and(|p| {
                self.run("read an earlier version", &["cat-file", "-e", &format!("{}:{top_rel}", p.trim())]).is_ok()
            });
            let kind = match (&text, existed) {
                (None, _) => ChangeKind::Removed,
                (Some(_), false) => ChangeKind::Added,
                (Some(_), true) => ChangeKind::Changed,
            };
            let lines = match (&parent, kind) {
                (Some(p), ChangeKind::Changed) => self.lines_between(p.trim(), Some(commit), &top_rel)?,
                _ => Vec::new(),
            };
            let before = match (&parent, existed) {
                (Some(p), true) => {
                    self.run("read an earlier version", &["show", &format!("{}:{top_rel}", p.trim())]).ok()
                }
                _ => None,
            };
            versions.push(Version {
                commit: commit.to_owned(),
                short: commit.chars().take(7).collect(),
                author: author.to_owned(),
                date: date.parse().unwrap_or(0),
                description: description.to_owned(),
                kind,
                lines,
                text,
                before,
                aside: false,
            });
        }
        // Versions a settle put aside (publish/settle.rs), newest first, where they differ from
        // the published one: the person's own work, to view or restore.
        let asides = self
            .run(
                "read the versions put aside",
                &[
                    "for-each-ref",
                    "--sort=-committerdate",
                    "--format=%(objectname)%1f%(committerdate:unix)",
                    settle::ASIDE,
                ],
            )
            .unwrap_or_default();
        let published = self.run("read the published version", &["show", &format!("{tip}:{top_rel}")]).ok();
        let mut aside = Vec::new();
        for line in asides.lines() {
            let Some((commit, date)) = line.split_once('\x1f') else { continue };
            let Ok(text) = self.run("read a version put aside", &["show", &format!("{commit}:{top_rel}")]) else {
                continue;
            };
            if published.as_deref() == Some(text.as_str())
                || aside.iter().any(|v: &Version| v.text.as_deref() == Some(&text))
            {
                continue;
            }
            // What the person's version was made from (where it and the published line last
            // met): Restore puts back only the fields the person changed, never a colleague's
            // later field the published version has and the put-aside one predates.
            let from = self
                .run("read a version put aside", &["merge-base", commit, &tip])
                .ok()
                .and_then(|base| {
                    self.run("read a version put aside", &["show", &format!("{}:{top_rel}", base.trim())]).ok()
                })
                .or_else(|| published.clone());
            aside.push(Version {
                commit: commit.to_owned(),
                short: commit.chars().take(7).collect(),
                author: self.say.you(),
                date: date.parse().unwrap_or(0),
                description: self.say.put_aside(),
                kind: ChangeKind::Changed,
                lines: self.lines_between(&tip, Some(commit), &top_rel).unwrap_or_default(),
                text: Some(text),
                before: from,
                aside: true,
            });
        }
        // One list in time order, newest first: a version put aside among the published ones of
        // its day, not above a later one.
        aside.extend(versions);
        aside.sort_by_key(|v| std::cmp::Reverse(v.date));
        Ok(History { path: path.to_owned(), versions: aside })
    }

    /// The new file's lines that differ from `base`'s (a removed line counts as the line after it).
    fn changed_lines(&self, base: &str, top_rel: &str) -> Result<Vec<u32>, PublishError> {
        self.lines_between(base, None, top_rel)
    }

    /// The lines of `top_rel` at `to` (the working tree when None) that differ from `from`'s.
    fn lines_between(&self, from: &str, to: Option<&str>, top_rel: &str) -> Result<Vec<u32>, PublishError> {
        let mut args = vec!["diff", "-U0", "--no-color", "--no-ext-diff", from];
        args.extend(to);
        args.extend(["--", top_rel]);
        let diff = self.run("compare a file", &args)?;
        let mut lines = BTreeSet::new();
        for hunk in diff.lines().filter(|l| l.starts_with("@@ ")) {
            let Some(new) = hunk.split(' ').find(|w| w.starts_with('+')) else { continue };
            let mut parts = new[1..].split(',');
            let start: u32 = parts.next().and_then(|s| s.parse().ok()).unwrap_or(1);
            let count: u32 = parts.next().and_then(|s| s.parse().ok()).unwrap_or(1);
            if count == 0 {
                lines.insert(start.max(1));
            }
            lines.extend(start..start + count);
        }
        Ok(lines.into_iter().collect())
    }

    /// What would go now, when it is exactly the files the person was shown (`paths`): nothing
    /// goes when there is nothing, or when the content changed since the list was shown.
    fn still_shown(&self, paths: &[String]) -> Result<Pending, PublishError> {
        let before = self.pending()?;
        if before.changes.is_empty() {
            return Err(PublishError::NothingToPublish);
        }
        let shown: BTreeSet<&str> = paths.iter().map(String::as_str).collect();
        if shown != before.changes.iter().map(|c| c.path.as_str()).collect() {
            return Err(PublishError::ChangedMeanwhile);
        }
        Ok(before)
    }

    /// Checks with `check`, commits the content changes with `req.description`, pushes.
    pub fn publish(
        &self,
        req: &PublishRequest,
        check: impl FnOnce() -> Result<Checked, BuildError>,
    ) -> Result<Published, PublishError> {
        // Review means review, against the editor too: what the live site asks is what holds.
        if self.published_asks_for_review() {
            return Err(PublishError::ReviewRequired);
        }
        let before = self.still_shown(&req.paths)?;
        let checked = check().map_err(PublishError::Invalid)?;
        if checked.demo_leads && !req.confirm_demo_leads {
            return Err(PublishError::DemoLeads);
        }
        let description = match req.description.trim() {
            "" => before.description.clone(),
            d => d.to_owned(),
        };
        let base = self.base()?;
        let head = self.run("read the current commit", &["rev-parse", "HEAD"])?.trim().to_owned();
        self.commit(&description)?;
        self.sends_only(&base, &head, &req.paths)?;
        self.push()?;
        let commit = self.run("read the new commit", &["rev-parse", "HEAD"])?.trim().to_owned();
        let short = commit.chars().take(7).collect::<String>();
        let url = self.run("read the remote's address", &["remote", "get-url", &self.remote]).unwrap_or_default();
        let links = github_links(url.trim(), &commit, &self.remote_branch);
        let files: Vec<String> = self
            .files_between(&base, &commit)
            .unwrap_or_else(|| before.changes.iter().map(|c| c.path.clone()).collect());
        // The commit's own subject: a Publish that only sends an earlier, refused commit keeps it.
        let subject = self.run("read the new commit", &["log", "-1", "--format=%s", &commit])?.trim().to_owned();
        let message = self.say.published(&short, &subject, &self.remote_branch, links.is_some());
        Ok(Published { commit, short, branch: self.remote_branch.clone(), files, links, message })
    }

    /// A push sends exactly what the person confirmed: the files `base..HEAD` changes are the
    /// listed ones (and the routes lock Publish itself writes). Anything else (a file saved by
    /// another program while the check ran, an earlier commit's forgotten change) undoes the new
    /// commit, keeping every change in the working tree, and stops the Publish.
    fn sends_only(&self, base: &str, before: &str, listed: &[String]) -> Result<(), PublishError> {
        let sent = self.files_between(base, "HEAD").ok_or_else(|| PublishError::Git {
            what: "compare the commit with the list".into(),
            detail: "git diff failed".into(),
        })?;
        let unlisted: Vec<String> =
            sent.into_iter().filter(|p| p != crate::routes::LOCK_FILE && !listed.contains(p)).collect();
        if unlisted.is_empty() {
            return Ok(());
        }
        self.run("take the commit back", &["reset", "--quiet", "--soft", before])?;
        Err(PublishError::Unlisted { files: unlisted })
    }

    /// The files `from..to` changed, relative to the site.
    fn files_between(&self, from: &str, to: &str) -> Option<Vec<String>> {
        let out = self.run("list the published files", &["diff", "--name-only", "-z", from, to]).ok()?;
        Some(split_z(&out).map(|p| self.site_path(p)).collect())
    }

    /// Commits every changed content file, named one by one (nothing else, staged or not).
    fn commit(&self, description: &str) -> Result<(), PublishError> {
        let content = self.content();
        let status = self.run(
            "list the changed files",
            &["status", "--porcelain", "-z", "--no-renames", "--untracked-files=all", "--", &content],
        )?;
        let mut paths = Vec::new();
        let mut new = Vec::new();
        for entry in split_z(&status) {
            let (code, path) = entry.split_at(3.min(entry.len()));
            if !self.publishable(path) {
                continue;
            }
            if code.starts_with("??") {
                new.push(path.to_owned());
            }
            paths.push(path.to_owned());
        }
        if paths.is_empty() {
            return Ok(()); // Only unpublished commits: they are pushed as they are.
        }
        if !new.is_empty() {
            let mut args = vec!["add", "--"];
            args.extend(new.iter().map(String::as_str));
            self.run("add the new content files", &args)?;
        }
        let mut args = vec!["commit", "--quiet", "--only", "-m", description, "--"];
        args.extend(paths.iter().map(String::as_str));
        self.run("commit the content files", &args)?;
        Ok(())
    }

    fn push(&self) -> Result<(), PublishError> {
        let refspec = format!("HEAD:refs/heads/{}", self.remote_branch);
        let out = git::git_network(&self.top, &["push", "--porcelain", &self.remote, &refspec])
            .map_err(|e| self.network_failed("send the commit", e))?;
        if out.ok {
            return Ok(());
        }
        Err(self.network_error("send the commit", &format!("{}{}", out.stdout, out.stderr)))
    }

    fn network_failed(&self, what: &str, e: RunError) -> PublishError {
        match e {
            RunError::TimedOut => PublishError::Offline { remote: self.remote_name() },
            e => run_failed(what, e),
        }
    }

    fn network_error(&self, what: &str, message: &str) -> PublishError {
        match git::classify(message) {
            NetworkFailure::Rejected => PublishError::Rejected,
            NetworkFailure::Offline => PublishError::Offline { remote: self.remote_name() },
            NetworkFailure::Auth => PublishError::AuthRefused { remote: self.remote_name() },
            NetworkFailure::Other => PublishError::Git { what: what.to_owned(), detail: message.trim().to_owned() },
        }
    }

    /// The remote's host (`github.com`) as people know it, else its git name.
    fn remote_name(&self) -> RemoteName {
        let url = self.run("read the remote's address", &["remote", "get-url", &self.remote]).unwrap_or_default();
        host_of(url.trim()).map_or_else(|| RemoteName::Named(self.remote.clone()), RemoteName::Host)
    }

    /// Fetches the publishing branch and moves this one onto it, the unpublished commits rebased
    /// on top: in a temporary worktree, so nothing of the working tree is touched until the
    /// result is known to apply over it.
    pub fn get_latest(&self) -> Result<Updated, PublishError> {
        let refspec = format!("+refs/heads/{}:{}", self.remote_branch, self.tracking());
        let out = git::git_network(&self.top, &["fetch", "--no-tags", &self.remote, &refspec])
            .map_err(|e| self.network_failed("get the latest", e))?;
        if !out.ok {
            return Err(self.network_error("get the latest", &out.stderr));
        }
        let Some(tip) = self.remote_tip() else {
            return Err(PublishError::Git {
                what: "get the latest".into(),
                detail: "the remote has no such branch".into(),
            });
        };
        let behind = self.count(&format!("HEAD..{tip}"));
        if behind == 0 {
            return Ok(Updated { commits: 0, files: vec![], message: self.say.already_latest() });
        }
        let target = if self.count(&format!("{tip}..HEAD")) == 0 { tip.clone() } else { self.rebased_onto(&tip)? };
        // Files the move changes must have no unsaved or uncommitted change here.
        let incoming = self.run("compare with the latest", &["diff", "--name-only", "-z", "HEAD", &target])?;
        let incoming: Vec<String> = split_z(&incoming).map(str::to_owned).collect();
        let local = self.run("list the local changes", &["status", "--porcelain", "-z", "--untracked-files=all"])?;
        let local = status_paths(&local);
        let both: Vec<String> = incoming.iter().filter(|p| local.contains(*p)).map(|p| self.site_path(p)).collect();
        if !both.is_empty() {
            return Err(PublishError::BothChanged { files: both });
        }
        self.run("move to the latest version", &["reset", "--quiet", "--keep", &target])?;
        let files: Vec<String> = self
            .run("list what came in", &["diff", "--name-only", "-z", "HEAD@{1}", "HEAD"])
            .map(|o| split_z(&o).map(|p| self.site_path(p)).collect())
            .unwrap_or_else(|_| incoming.iter().map(|p| self.site_path(p)).collect());
        let message = self.say.got_latest(behind, &files, self.count(&format!("{tip}..HEAD")) > 0);
        Ok(Updated { commits: behind, files, message })
    }

    /// This branch's unpublished commits replayed on `tip`, in a temporary worktree: the new tip.
    fn rebased_onto(&self, tip: &str) -> Result<String, PublishError> {
        let dir = std::env::temp_dir().join(format!(
            "sitegen-rebase-{}-{}",
            std::process::id(),
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0)
        ));
        let path = dir.to_string_lossy().into_owned();
        self.run("prepare the update", &["worktree", "add", "--quiet", "--detach", &path, "HEAD"])?;
        let tree = TempWorktree { top: self.top.clone(), dir: dir.clone() };
        let rebase =
            git::git(&tree.dir, &["rebase", "--quiet", tip]).map_err(|e| run_failed("combine the changes", e))?;
        if !rebase.ok {
            let conflicted = git::git(&tree.dir, &["diff", "--name-only", "-z", "--diff-filter=U"])
                .map(|o| split_z(&o.stdout).map(|p| self.site_path(p)).collect::<Vec<_>>())
                .unwrap_or_default();
            let _ = git::git(&tree.dir, &["rebase", "--abort"]);
            if conflicted.is_empty() {
                return Err(PublishError::Git {
                    what: "combine the changes".into(),
                    detail: rebase.stderr.trim().into(),
                });
            }
            return Err(PublishError::BothChanged { files: conflicted });
        }
        let head = git::git(&tree.dir, &["rev-parse", "HEAD"]).map_err(|e| run_failed("combine the changes", e))?;
        Ok(head.stdout.trim().to_owned())
    }
}

fn run_failed(what: &str, e: RunError) -> PublishError {
    match e {
        RunError::Missing => PublishError::NoGit,
        RunError::TimedOut => PublishError::Git { what: what.to_owned(), detail: "git did not answer in time".into() },
        RunError::Io(e) => PublishError::Git { what: what.to_owned(), detail: e.to_string() },
    }
}

fn split_z(s: &str) -> impl Iterator<Item = &str> {
    s.split('\0').filter(|p| !p.is_empty())
}

/// The paths of `git status --porcelain -z --no-renames` (a rename's old path too, when renames
/// are reported).
fn status_paths(status: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut entries = split_z(status);
    while let Some(entry) = entries.next() {
        if entry.len() < 4 {
            continue;
        }
        out.insert(entry[3..].to_owned());
        if (entry.starts_with('R') || entry.starts_with('C'))
            && let Some(old) = entries.next()
        {
            out.insert(old.to_owned());
        }
    }
    out
}

/// `github.com` of `https://github.com/o/r.git` or `git@github.com:o/r.git`.
fn host_of(url: &str) -> Option<String> {
    let rest = url.split_once("://").map(|(_, r)| r).unwrap_or(url);
    let rest = rest.rsplit_once('@').map(|(_, r)| r).unwrap_or(rest);
    let host = rest.split([':', '/']).next()?;
    (!host.is_empty() && host.contains('.')).then(|| host.to_owned())
}

/// The published versions of `path` (`content/pages/about.yaml`), newest first: the commits of
/// the publishing branch (as last fetched) that changed it, each with its author, date,
/// description, the lines it changed and the file as it left it.
pub fn history(opts: &BuildOptions, path: &str, say: Say) -> Result<History, PublishError> {
    let repo = Repo::open(&opts.root)?.saying(say);
    repo.history(path)
}

/// How far a published commit's run is, as GitHub's check runs tell (read-only).
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct RunStatus {
    pub state: RunState,
    pub message: String,
    pub links: Option<RunLinks>,
}

#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum RunState {
    /// The editor cannot read it here (not GitHub, or no signed-in `gh`): the links say it.
    Unknown,
    Working,
    /// The site online with this commit (the deployment succeeded).
    Live,
    /// The run failed before publishing: nothing of this commit is online.
    Failed,
}

/// The publishing run of `commit` on GitHub, read with the person's signed-in `gh` when there is
/// one (a Codespace has it); otherwise [`RunState::Unknown`] with the links to look at.
pub fn run_status(opts: &BuildOptions, commit: &str, say: Say) -> Result<RunStatus, PublishError> {
    let repo = Repo::open(&opts.root)?.saying(say);
    let say = repo.say;
    let unknown = |links: Option<RunLinks>, message: String| RunStatus { state: RunState::Unknown, message, links };
    if commit.len() < 7 || !commit.chars().all(|c| c.is_ascii_hexdigit()) {
        return Ok(unknown(None, say.not_a_commit_id()));
    }
    let url = repo.run("read the remote's address", &["remote", "get-url", &repo.remote]).unwrap_or_default();
    let links = github_links(url.trim(), commit, &repo.remote_branch);
    let Some(slug) =
        links.as_ref().and_then(|l| l.commit.strip_prefix("https://github.com/")?.split("/commit/").next())
    else {
        return Ok(unknown(None, say.not_on_github()));
    };
    let api = format!("repos/{slug}/commits/{commit}/check-runs");
    let jq = ".check_runs[] | [.name, .status, (.conclusion // \"\")] | @tsv";
    match git::gh(&repo.top, &["api", &api, "--jq", jq]) {
        Ok(o) if o.ok => {
            let (state, message) = read_checks(say, &o.stdout);
            Ok(RunStatus { state, message, links })
        }
        _ => Ok(unknown(links, say.follow_on_github())),
    }
}

/// The run's state from its check runs, one `name<TAB>status<TAB>conclusion` a line.
fn read_checks(say: Say, tsv: &str) -> (RunState, String) {
    let checks: Vec<(&str, &str, &str)> = tsv
        .lines()
        .filter_map(|l| {
            let mut f = l.split('\t');
            Some((f.next()?, f.next()?, f.next().unwrap_or("")))
        })
        .collect();
    let failed = |c: &&(&str, &str, &str)| matches!(c.2, "failure" | "cancelled" | "timed_out" | "action_required");
    let deployed = checks.iter().any(|c| c.0.starts_with("Publish to GitHub Pages") && c.2 == "success");
    let done = checks.iter().filter(|c| c.1 == "completed").count();
    if deployed && checks.iter().any(|c| failed(&c)) {
        return (RunState::Live, say.run_live_with_a_problem());
    }
    if deployed {
        return (RunState::Live, say.run_live());
    }
    if let Some(c) = checks.iter().find(|c| failed(c)) {
        return (RunState::Failed, say.run_failed_at(c.0));
    }
    if !checks.is_empty() && done == checks.len() {
        return (RunState::Live, say.run_done());
    }
    (RunState::Working, say.run_working(done, checks.len().max(1)))
}

/// The commit's and the Actions tab's pages, for a remote on GitHub.
pub fn github_links(url: &str, commit: &str, branch: &str) -> Option<RunLinks> {
    let rest = url
        .strip_prefix("https://github.com/")
        .or_else(|| url.strip_prefix("git@github.com:"))
        .or_else(|| url.strip_prefix("ssh://git@github.com/"))
        .or_else(|| url.split_once("@github.com/").map(|(_, r)| r))?;
    let repo = rest.trim_end_matches('/').trim_end_matches(".git");
    let (owner, name) = repo.split_once('/')?;
    if owner.is_empty() || name.is_empty() || name.contains('/') {
        return None;
    }
    Some(RunLinks {
        commit: format!("https://github.com/{owner}/{name}/commit/{commit}"),
        actions: format!("https://github.com/{owner}/{name}/actions?query=branch%3A{branch}"),
    })
}

#[cfg(test)]
mod tests;
