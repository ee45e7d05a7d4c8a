//! The publishing run's state as GitHub tells anyone, without a sign-in: the Actions runs of a
//! public repository for a commit (`GET /repos/{owner}/{repo}/actions/runs?head_sha=…`) and the
//! jobs of a failed one, for the step that failed. The editor says a failed run when it fails
//! instead of waiting out the limit. `SITEGEN_GITHUB_API` points it elsewhere (a local stand-in in
//! the tests). A private repository, no network or no curl: nothing is said (None), and the limit
//! stays the fallback.

use serde_json::Value;

use crate::words::Say;

/// A failed run: the sentence for the editor (in the site's language) and the run's page.
pub struct FailedRun {
    pub message: String,
    pub url: String,
}

fn api() -> String {
    std::env::var("SITEGEN_GITHUB_API")
        .ok()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| "https://api.github.com".to_owned())
        .trim_end_matches('/')
        .to_owned()
}

fn get(url: &str) -> Option<Value> {
    let out = std::process::Command::new("curl")
        .args(["-fsSL", "--max-time", "15", "-H", "Accept: application/vnd.github+json", url])
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    serde_json::from_slice(&out.stdout).ok()
}

/// The failed run of the commit whose GitHub page is `commit_url`
/// (`https://github.com/owner/repo/commit/<sha>`), if GitHub says one failed.
pub fn failed_run(commit_url: &str, say: Say) -> Option<FailedRun> {
    let (slug, sha) = commit_url.strip_prefix("https://github.com/")?.split_once("/commit/")?;
    if !sha.chars().all(|c| c.is_ascii_hexdigit()) || slug.split('/').count() != 2 {
        return None;
    }
    let runs = get(&format!("{}/repos/{slug}/actions/runs?head_sha={sha}", api()))?;
    let run = runs.get("workflow_runs")?.as_array()?.iter().find(|r| {
        matches!(
            r.get("conclusion").and_then(Value::as_str),
            Some("failure" | "cancelled" | "timed_out" | "startup_failure")
        )
    })?;
    let url = run.get("html_url").and_then(Value::as_str).unwrap_or_default().to_owned();
    let step = run.get("jobs_url").and_then(Value::as_str).and_then(get).and_then(|jobs| {
        jobs.get("jobs")?.as_array()?.iter().find_map(|job| {
            job.get("steps")?.as_array()?.iter().find_map(|step| {
                (step.get("conclusion").and_then(Value::as_str) == Some("failure"))
                    .then(|| step.get("name").and_then(Value::as_str).map(str::to_owned))
                    .flatten()
            })
        })
    });
    Some(FailedRun { message: say.run_failed(step.as_deref()), url })
}
