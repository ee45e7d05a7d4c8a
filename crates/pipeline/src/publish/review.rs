//! Send for review (`review: true` in site.yaml): the change goes to a branch of its own with a
//! pull request, for the owner to look at before it is live; merging it is publishing. The commit
//! is made beside the working tree (its own index: the person's branch, files and unpublished
//! work are untouched), from the last published commit plus exactly the listed content files.

use serde::{Deserialize, Serialize};

use super::{Checked, PublishError, Repo, RunLinks, git, github_links};
use crate::BuildOptions;
use crate::words::{Opened, Say};
use sitegen_content::Host;

/// What the person confirmed: as for Publish.
#[derive(Debug, Clone, Deserialize, ts_rs::TS)]
pub struct ReviewRequest {
    pub description: String,
    /// The files the person was shown: when the content changed since, nothing is sent.
    pub paths: Vec<String>,
}

/// A change sent for review.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct SentForReview {
    pub branch: String,
    pub commit: String,
    /// The pull request, when GitHub's `gh` opened it.
    pub pull_request: Option<String>,
    /// Where to open the pull request (GitHub's compare page), when `gh` could not.
    pub compare: Option<String>,
    pub links: Option<RunLinks>,
    pub message: String,
}

/// Checks the site as Publish does, then sends the saved content changes for review.
pub fn send_for_review(opts: &BuildOptions, req: &ReviewRequest, say: Say) -> Result<SentForReview, PublishError> {
    let repo = Repo::open(&opts.root)?.saying(say);
    let site = crate::stages::load(opts).ok();
    let host = site.as_ref().map(|s| s.settings.host).unwrap_or_default();
    repo.send_for_review(req, host, || {
        crate::check(opts)?;
        Ok(Checked { demo_leads: false })
    })
}

impl Repo {
    pub(super) fn send_for_review(
        &self,
        req: &ReviewRequest,
        host: Host,
        check: impl FnOnce() -> Result<Checked, crate::BuildError>,
    ) -> Result<SentForReview, PublishError> {
        let before = self.still_shown(&req.paths)?;
        check().map_err(PublishError::Invalid)?;
        let description = match req.description.trim() {
            "" => before.description.clone(),
            d => d.to_owned(),
        };
        // What an earlier review already holds, as it is now, waits there: this one sends the rest.
        let changes: Vec<&super::Change> = before.changes.iter().filter(|c| c.review.is_none()).collect();
        if changes.is_empty() {
            return Err(PublishError::NothingToPublish);
        }
        let base = self.remote_tip().unwrap_or(self.base()?);
        // The published tree plus the listed files as they are on disk, in an index of its own.
        let index = self.index_file("sitegen-review-index")?;
        let with_index = |what: &str, args: &[&str]| self.run_in_index(&index, what, args);
        with_index("start the change for review", &["read-tree", &base])?;
        for change in &changes {
            let top_rel = format!("{}{}", self.prefix, change.path);
            let args: &[&str] = if change.kind == super::ChangeKind::Removed {
                &["update-index", "--force-remove", "--", &top_rel]
            } else {
                &["update-index", "--add", "--", &top_rel]
            };
            with_index("add a file to the change for review", args)?;
        }
        let tree = with_index("write the change for review", &["write-tree"])?;
        let _ = std::fs::remove_file(&index);
        let commit = self
            .run("commit the change for review", &["commit-tree", tree.trim(), "-p", &base, "-m", &description])?
            .trim()
            .to_owned();
        // One branch per review, named for its person and its commit: a second Send is a second
        // review beside the first (never pushed over it), holding only what the first does not.
        let who = self.run("read your name", &["config", "user.name"]).unwrap_or_default();
        let branch = format!("{}-{}", branch_name(&who), &commit[..7.min(commit.len())]);
        let refspec = format!("{commit}:refs/heads/{branch}");
        let out = git::git_network(&self.top, &["push", "--porcelain", &self.remote, &refspec])
            .map_err(|e| self.network_failed("send the change for review", e))?;
        if !out.ok {
            return Err(self.network_error("send the change for review", &format!("{}{}", out.stdout, out.stderr)));
        }
        let url = self.run("read the remote's address", &["remote", "get-url", &self.remote]).unwrap_or_default();
        let links = github_links(url.trim(), &commit, &branch);
        let compare = links.as_ref().map(|l| {
            let repo = l.commit.split("/commit/").next().unwrap_or_default();
            format!("{repo}/compare/{}...{branch}?expand=1", self.remote_branch)
        });
        // The pull request through the person's signed-in `gh`, where there is one.
        let pull_request = compare.as_ref().and_then(|_| {
            let body = self.say.review_body();
            let o = git::gh(
                &self.top,
                &[
                    "pr",
                    "create",
                    "--head",
                    &branch,
                    "--base",
                    &self.remote_branch,
                    "--title",
                    &description,
                    "--body",
                    &body,
                ],
            )
            .ok()?;
            let created =
                o.ok.then(|| o.stdout.lines().last().unwrap_or_default().trim().to_owned())
                    .filter(|u| u.starts_with("https://"));
            // A later Send: the branch's pull request is already open and now shows this commit.
            created.or_else(|| {
                let o = git::gh(&self.top, &["pr", "view", &branch, "--json", "url", "--jq", ".url"]).ok()?;
                o.ok.then(|| o.stdout.trim().to_owned()).filter(|u| u.starts_with("https://"))
            })
        });
        let opened = match (&pull_request, &compare) {
            (Some(pr), _) => Opened::PullRequest(pr),
            (None, Some(_)) => Opened::Link,
            (None, None) => Opened::AskOwner,
        };
        let message = self.say.sent_for_review(&description, &branch, opened, host);
        let files = changes.iter().map(|c| (c.path.clone(), self.blob(&c.path))).collect();
        let link = pull_request.clone().or_else(|| compare.clone());
        self.record_review(SentReview { branch: branch.clone(), commit: commit.clone(), link, files });
        Ok(SentForReview { branch, commit, pull_request, compare, links, message })
    }

    /// The reviews sent from here and not merged yet (the remote's branch does not hold them).
    fn open_reviews(&self) -> Vec<SentReview> {
        let Ok(bytes) = std::fs::read(self.reviews_file()) else { return Vec::new() };
        let all: Vec<SentReview> = serde_json::from_slice(&bytes).unwrap_or_default();
        let Some(tip) = self.remote_tip() else { return all };
        all.into_iter()
            .filter(|r| self.run("read a review", &["merge-base", "--is-ancestor", &r.commit, &tip]).is_err())
            .collect()
    }

    fn record_review(&self, review: SentReview) {
        let mut all = self.open_reviews();
        all.push(review);
        let path = self.reviews_file();
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let bytes = serde_json::to_vec_pretty(&all).unwrap_or_default();
        let _ = sitegen_atomic::write(&path, &bytes, sitegen_atomic::Durability::Cache);
    }

    fn reviews_file(&self) -> std::path::PathBuf {
        self.top.join(&self.prefix).join(REVIEWS_FILE)
    }

    /// The file as it is now, by git's name for its bytes (`-` when it is gone).
    fn blob(&self, path: &str) -> String {
        let top_rel = format!("{}{path}", self.prefix);
        self.run("read a file", &["hash-object", "--", &top_rel])
            .map_or_else(|_| "-".to_owned(), |s| s.trim().to_owned())
    }

    /// Marks each change an open review already holds exactly as it is now.
    pub(super) fn mark_sent_for_review(&self, changes: &mut [super::Change]) {
        let reviews = self.open_reviews();
        if reviews.is_empty() {
            return;
        }
        for change in changes {
            let blob = self.blob(&change.path);
            change.review = reviews
                .iter()
                .rev()
                .find(|r| r.files.iter().any(|(p, b)| *p == change.path && *b == blob))
                .map(|r| r.link.clone().unwrap_or_else(|| r.branch.clone()));
        }
    }
}

/// Where the reviews sent from this clone are kept, under the site's cache folder.
const REVIEWS_FILE: &str = ".sitegen-cache/reviews.json";

/// A review sent from here: its branch and commit, where to see it, and each file as it was sent.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct SentReview {
    branch: String,
    commit: String,
    link: Option<String>,
    files: Vec<(String, String)>,
}

/// `review/sam-tremblay`: the person's review branch, from their git name (`review/changes`
/// without one).
fn branch_name(who: &str) -> String {
    let mut slug = String::new();
    for c in who.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
        if slug.len() >= 40 {
            break;
        }
    }
    let slug = slug.trim_end_matches('-');
    if slug.is_empty() { "review/changes".to_owned() } else { format!("review/{slug}") }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_review_branch_is_named_for_its_person() {
        assert_eq!(super::branch_name("Sam Tremblay"), "review/sam-tremblay");
        assert_eq!(super::branch_name("Été"), "review/t");
        assert_eq!(super::branch_name(""), "review/changes");
    }
}
