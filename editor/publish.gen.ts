// Generated from crates/pipeline/src/publish.rs by ts-rs: do not edit.
// Regenerate with `make island-types` after changing the Rust types.

export type Pending = { 
/**
 * The branch that publishes (the current branch, pushed to its upstream).
 */
branch: string, 
/**
 * The git remote it is pushed to (`origin`).
 */
remote: string, 
/**
 * Content files that differ from what was last published, in path order.
 */
changes: Array<Change>, 
/**
 * A description made from the file names; the editor offers a better one from its forms.
 */
description: string, 
/**
 * Commits made here but not yet on the remote (a Publish the remote refused), by subject.
 */
unpublished_commits: Array<string>, 
/**
 * Changed files outside `content/`: they stay on this computer.
 */
not_published: Array<string>, 
/**
 * Commits the remote has that this clone has not merged (as of the last fetch).
 */
behind: number, 
/**
 * `site.yaml` sends quote requests nowhere (`leads: {provider: demo}`): Publish needs a
 * deliberate confirmation.
 */
demo_leads: boolean, };

export type Change = { 
/**
 * Relative to the site's folder: `content/site.yaml`.
 */
path: string, kind: ChangeKind, 
/**
 * The page's address when the file is a page (`/calgary/furnace-repair`).
 */
route: string | null, 
/**
 * Lines of the new file (1-based) that differ from the published one: the editor names the
 * fields on them ("Phone number").
 */
lines: Array<number>, };

export type ChangeKind = "added" | "changed" | "removed";

export type PublishRequest = { 
/**
 * The commit message.
 */
description: string, 
/**
 * The files the person was shown ([`Change::path`]): when the content changed since, nothing
 * is published and the list is shown again.
 */
paths: Array<string>, 
/**
 * The person confirmed publishing while quote requests go nowhere.
 */
confirm_demo_leads: boolean, };

export type Published = { 
/**
 * The full commit id now at the tip of the publishing branch.
 */
commit: string, short: string, branch: string, 
/**
 * The files that went out.
 */
files: Array<string>, 
/**
 * Where to follow the publishing run, when the remote is on GitHub.
 */
links: RunLinks | null, message: string, };

export type RunLinks = { 
/**
 * The commit, with its checks' status (a yellow dot, a green tick or a red cross).
 */
commit: string, 
/**
 * The repository's Actions tab, filtered to the branch.
 */
actions: string, };

export type Updated = { 
/**
 * How many commits came in.
 */
commits: number, 
/**
 * The files they changed.
 */
files: Array<string>, message: string, };

export type Failure = { kind: FailureKind, message: string, files: Array<string>, };

export type FailureKind = "nothing_to_publish" | "no_git" | "not_a_clone" | "rejected" | "both_changed" | "offline" | "auth_refused" | "invalid" | "demo_leads" | "changed_meanwhile" | "own_commits" | "git";

export type RunStatus = { state: RunState, message: string, links: RunLinks | null, };

export type RunState = "unknown" | "working" | "live" | "failed";
