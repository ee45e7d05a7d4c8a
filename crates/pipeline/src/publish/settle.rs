//! When two people changed the same file: the three versions of each such file for the editor,
//! which settles them field by field (editor/yaml/merge.ts), and the step that takes the settled
//! texts in. Git stops at "conflict" and hands the person to git; content is typed YAML whose
//! fields the editor knows, so a person can choose between two values of one field instead.
//!
//! Settling moves this clone onto what was published and lays every change of its own over it as
//! a saved, unpublished change: the files both changed get the texts the person settled on, the
//! files only this clone changed keep its version, the rest are the published ones. Before that,
//! this clone's whole content (committed or not) is kept as a commit under `refs/sitegen/aside/`,
//! which the History lists ("Your version, put aside"): nothing is lost, and no state needs git
//! commands to leave.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::{PublishError, Repo, Updated, split_z, status_paths};

/// Where the versions a settle replaced are kept, one commit each.
pub(super) const ASIDE: &str = "refs/sitegen/aside/";

/// The files both this clone and others changed since they last met.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct Conflicts {
    pub files: Vec<ConflictFile>,
}

/// One file both changed: the version both started from, this clone's and the published one.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct ConflictFile {
    pub path: String,
    /// The version both started from (None when both added the file).
    pub base: Option<String>,
    /// This computer's saved version (None when it was removed here).
    pub mine: Option<String>,
    /// The published version (None when it was removed there).
    pub theirs: Option<String>,
    /// Who published the last change to it, and when (Unix seconds).
    pub author: String,
    #[ts(type = "number")]
    pub date: i64,
}

/// `settle`: the text each file both changed is to have.
#[derive(Debug, Clone, Deserialize, ts_rs::TS)]
pub struct SettleRequest {
    pub files: Vec<Settled>,
}

#[derive(Debug, Clone, Deserialize, ts_rs::TS)]
pub struct Settled {
    pub path: String,
    pub text: String,
}

/// Where this clone stands against the last fetched published version.
struct Sides {
    tip: String,
    base: String,
    /// Files (from the repository's top) this clone changed since `base`, saved or committed.
    mine: BTreeSet<String>,
    /// Files the published side changed since `base`.
    theirs: BTreeSet<String>,
}

impl Repo {
    fn sides(&self) -> Result<Sides, PublishError> {
        let tip = self.remote_tip().ok_or_else(|| PublishError::Git {
            what: "compare with the latest".into(),
            detail: "nothing was fetched yet: press Get the latest".into(),
        })?;
        let base = self.run("find the last published commit", &["merge-base", "HEAD", &tip])?.trim().to_owned();
        // Every file, not only content: a note outside content/ that both changed is settled
        // (whole) like the rest, never overwritten by the published one.
        let changed = self.run("list your changes", &["diff", "--name-only", "-z", &base])?;
        let mut mine: BTreeSet<String> = split_z(&changed).map(str::to_owned).collect();
        let status =
            self.run("list your changes", &["status", "--porcelain", "-z", "--no-renames", "--untracked-files=all"])?;
        mine.extend(status_paths(&status));
        let incoming = self.run("list what came in", &["diff", "--name-only", "-z", &base, &tip])?;
        let theirs = split_z(&incoming).map(str::to_owned).collect();
        Ok(Sides { tip, base, mine, theirs })
    }

    fn show(&self, rev: &str, top_rel: &str) -> Option<String> {
        self.run("read a version", &["show", &format!("{rev}:{top_rel}")]).ok()
    }

    /// See [`super::conflicts`].
    pub fn conflicts(&self) -> Result<Conflicts, PublishError> {
        let sides = self.sides()?;
        let mut files = Vec::new();
        for top_rel in sides.mine.intersection(&sides.theirs) {
            let mine = std::fs::read_to_string(self.top.join(top_rel)).ok();
            let theirs = self.show(&sides.tip, top_rel);
            if mine == theirs {
                continue; // Both made the same change.
            }
            let last = self
                .run(
                    "read who changed it",
                    &["log", "-1", "--format=%an%x1f%at", &format!("{}..{}", sides.base, sides.tip), "--", top_rel],
                )
                .unwrap_or_default();
            let (author, date) = last.trim().split_once('\x1f').unwrap_or(("someone else", "0"));
            files.push(ConflictFile {
                path: self.site_path(top_rel),
                base: self.show(&sides.base, top_rel),
                mine,
                theirs,
                author: author.to_owned(),
                date: date.parse().unwrap_or(0),
            });
        }
        Ok(Conflicts { files })
    }

    /// See [`super::settle`].
    pub fn settle(&self, request: &SettleRequest) -> Result<Updated, PublishError> {
        let sides = self.sides()?;
        // Commits of this clone's own that change more than content are the engineer's to send.
        let committed = self.run("compare with the remote", &["diff", "--name-only", "-z", &sides.base, "HEAD"])?;
        let outside: Vec<String> = split_z(&committed).filter(|p| !self.publishable(p)).map(str::to_owned).collect();
        if !outside.is_empty() {
            return Err(PublishError::OwnCommits { files: outside });
        }
        let both: BTreeSet<String> = self.conflicts()?.files.into_iter().map(|f| f.path).collect();
        let given: BTreeSet<String> = request.files.iter().map(|f| f.path.clone()).collect();
        let left: Vec<String> = both.difference(&given).cloned().collect();
        if !left.is_empty() {
            return Err(PublishError::BothChanged { files: left });
        }
        if let Some(extra) = given.difference(&both).next() {
            return Err(PublishError::Git {
                what: "settle the changes".into(),
                detail: format!("{extra} is not a file you and someone else both changed"),
            });
        }
        self.put_aside()?;
        self.run("move to the latest version", &["reset", "--quiet", "--mixed", &sides.tip])?;
        let only_theirs: Vec<&str> = sides.theirs.difference(&sides.mine).map(String::as_str).collect();
        if !only_theirs.is_empty() {
            let source = format!("--source={}", sides.tip);
            let mut args = vec!["restore", source.as_str(), "--staged", "--worktree", "--"];
            args.extend(only_theirs.iter().copied());
            self.run("take in what others published", &args)?;
        }
        for file in &request.files {
            let path = self.top.join(format!("{}{}", self.prefix, file.path));
            sitegen_atomic::write(&path, file.text.as_bytes(), sitegen_atomic::Durability::Synced)
                .map_err(|e| PublishError::Git { what: format!("write {}", file.path), detail: e.to_string() })?;
        }
        let came_in: Vec<String> = sides.theirs.iter().map(|p| self.site_path(p)).collect();
        let commits = self.count(&format!("{}..{}", sides.base, sides.tip));
        Ok(Updated {
            commits,
            message: self.say.settled(&request.files.iter().map(|f| f.path.clone()).collect::<Vec<_>>()),
            files: came_in,
        })
    }

    /// This clone's files as they are now (commits and saved files, ignored ones aside) as a commit
    /// under [`ASIDE`].
    fn put_aside(&self) -> Result<(), PublishError> {
        let index = self.index_file("sitegen-aside-index")?;
        let with_index = |what: &str, args: &[&str]| self.run_in_index(&index, what, args);
        with_index("keep your version", &["read-tree", "HEAD"])?;
        with_index("keep your version", &["add", "--all", "--", "."])?;
        let tree = with_index("keep your version", &["write-tree"])?;
        let _ = std::fs::remove_file(&index);
        let commit = self
            .run(
                "keep your version",
                &["commit-tree", tree.trim(), "-p", "HEAD", "-m", "Your version, put aside when you got the latest"],
            )?
            .trim()
            .to_owned();
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
        self.run("keep your version", &["update-ref", &format!("{ASIDE}{now}"), &commit])?;
        Ok(())
    }
}
