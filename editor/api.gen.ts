// Generated from crates/cli/src/serve/api.rs and the `actions!` table of serve/edit.rs by ts-rs:
// do not edit. Regenerate with `make island-types` after changing the edit API's Rust types.

/**
 * One content file that goes live.
 */
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
lines: Array<number>, 
/**
 * Already sent for review as it is now (a review not merged yet): its pull request's
 * address, else its branch. Such a change is listed as waiting, and a new Send leaves it out.
 */
review: string | null, };

export type ChangeKind = "added" | "changed" | "removed";

/**
 * One file both changed: the version both started from, this clone's and the published one.
 */
export type ConflictFile = { path: string, 
/**
 * The version both started from (None when both added the file).
 */
base: string | null, 
/**
 * This computer's saved version (None when it was removed here).
 */
mine: string | null, 
/**
 * The published version (None when it was removed there).
 */
theirs: string | null, 
/**
 * Who published the last change to it, and when (Unix seconds).
 */
author: string, date: number, };

/**
 * The files both this clone and others changed since they last met.
 */
export type Conflicts = { files: Array<ConflictFile>, };

/**
 * `conflicts`: the files this clone and others both changed, each in its three versions.
 */
export type ConflictsRequest = Record<symbol, never>;

/**
 * A content mistake where the editor (and the live-reload overlay) shows it.
 */
export type ContentError = { file: string, line: number, column: number, message: string, 
/**
 * The line with a caret under the place, as the CLI prints it.
 */
snippet: string, };

/**
 * The answer to `new`.
 */
export type Created = { route: string, 
/**
 * What to fill in next, in plain words.
 */
advice: Array<string>, };

/**
 * A file as the form has changed it; `base` is its hash when the form loaded it.
 */
export type Edited = { path: string, base: string, text: string, };

/**
 * The body of every error answer.
 */
export type ErrorBody = { 
/**
 * What went wrong, in the words the CLI would use (empty when `errors` says it).
 */
message: string, errors: Array<ContentError>, 
/**
 * The file changed on disk since the form loaded it.
 */
conflict: boolean, 
/**
 * Publish and "Get the latest": which of their outcomes this is, and the files it names.
 */
kind: FailureKind | null, files: Array<string>, };

export type FailureKind = "nothing_to_publish" | "no_git" | "not_a_clone" | "rejected" | "both_changed" | "offline" | "auth_refused" | "invalid" | "demo_leads" | "changed_meanwhile" | "unlisted" | "review_required" | "own_commits" | "git";

/**
 * `file`: one content file (`content/site.yaml`, a data file), for its form.
 */
export type FileRequest = { path: string, };

/**
 * A content file as a form loads it.
 */
export type FileState = { path: string, text: string, hash: string, };

/**
 * The published versions of one content file, newest first.
 */
export type History = { path: string, versions: Array<Version>, };

/**
 * `history`: the published versions of a content file.
 */
export type HistoryRequest = { path: string, };

/**
 * `get_latest`: bring in what others published.
 */
export type LatestRequest = Record<symbol, never>;

/**
 * `live_status`: whether the last Publish is live yet.
 */
export type LiveRequest = Record<symbol, never>;

export type LiveState = "none" | "waiting" | "live" | "not_live";

/**
 * What the editor shows.
 */
export type LiveStatus = { state: LiveState, message: string, 
/**
 * The page that changed, on the live site.
 */
page_url: string | null, links: RunLinks | null, commit: string | null, 
/**
 * Live: since when (Unix seconds), for the editor to say in the person's own clock and zone.
 */
since: number | null, 
/**
 * Live: how long after Publish, in words (`2 min 40 s`).
 */
after: string | null, 
/**
 * While the live site is still being asked (waiting, or "Not live yet" within a day): when
 * the editor should ask for the status again, in seconds ([`every`], then [`slow_every`]).
 */
ask_again_secs: number | null, };

/**
 * `new`: a new page, made as `sitegen new` makes it.
 */
export type NewPage = { "kind": "city", name: string, } | { "kind": "service", city: string, service: string, };

/**
 * `open`: the page at `route`, for its form.
 */
export type OpenRequest = { route: string, };

/**
 * The answer to `open`.
 */
export type Opened = { page: PageSummary | null, file: FileState | null, 
/**
 * The site-wide files a form can open.
 */
files: Array<string>, undo: number, 
/**
 * Problems of the content as it is on disk (a new page's `# TODO` notes).
 */
errors: Array<ContentError>, };

/**
 * A page: its file and its sections' types, top to bottom.
 */
export type PageSummary = { source: string, sections: Array<string>, 
/**
 * The file's sections the page leaves out today (their `from:`/`until:`), by place in the file.
 */
off_today: Array<number>, };

/**
 * What "Publish" would send, as the editor lists it before asking.
 */
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
demo_leads: boolean, 
/**
 * `site.yaml` asks for changes to be reviewed (`review: true`): the editor offers "Send for
 * review" instead of Publish now (which the server refuses then).
 */
review: boolean, };

/**
 * `publish_pending`: what a Publish would send, before it is asked for.
 */
export type PendingRequest = Record<symbol, never>;

/**
 * A photo the picker offers: its path under `content/images/` (what `src:` takes) and its size as
 * shown. Its thumbnail is at `/_sitegen/thumb/<src>`.
 */
export type Photo = { src: string, width: number, height: number, bytes: number, 
/**
 * Uploaded in this session and not saved yet: a save that uses it writes it into the site.
 */
pending: boolean, };

/**
 * The answer to `photos`.
 */
export type PhotoList = { photos: Array<Photo>, };

/**
 * `photos`: the site's photos, for the picker.
 */
export type PhotosRequest = Record<symbol, never>;

/**
 * `preview`: the page at `route` rendered with `files` in place of the ones on disk.
 */
export type PreviewRequest = { route: string, files: Array<Edited>, };

/**
 * The answer to `preview`.
 */
export type Previewed = { html: string, sections: Array<string>, 
/**
 * As [`PageSummary::off_today`], for the page as previewed.
 */
off_today: Array<number>, warnings: Array<string>, 
/**
 * How long the render took on the server.
 */
ms: number, };

/**
 * What the person confirmed.
 */
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

/**
 * A successful Publish.
 */
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

/**
 * What the person confirmed: as for Publish.
 */
export type ReviewRequest = { description: string, 
/**
 * The files the person was shown: when the content changed since, nothing is sent.
 */
paths: Array<string>, };

/**
 * The pages on GitHub that show a commit's publishing run.
 */
export type RunLinks = { 
/**
 * The commit, with its checks' status (a yellow dot, a green tick or a red cross).
 */
commit: string, 
/**
 * The repository's Actions tab, filtered to the branch.
 */
actions: string, };

export type RunState = "unknown" | "working" | "live" | "failed";

/**
 * How far a published commit's run is, as GitHub's check runs tell (read-only).
 */
export type RunStatus = { state: RunState, message: string, links: RunLinks | null, };

/**
 * `save`: check the site with `files`, then write them.
 */
export type SaveRequest = { files: Array<Edited>, };

/**
 * The answer to `save`: each file's new hash, in order.
 */
export type Saved = { hashes: Array<string>, 
/**
 * The warnings about the files this save wrote, a line each.
 */
warnings: Array<string>, 
/**
 * Every warning of the site as saved, a line each: the Problems list's.
 */
site_warnings: Array<string>, undo: number, };

/**
 * The answer to `scheduled`: the changes, and what must hold for them to happen.
 */
export type Schedule = { changes: Array<ScheduledChange>, notes: Array<string>, };

/**
 * `scheduled`: what the site's dates will change by themselves, and when.
 */
export type ScheduleRequest = Record<symbol, never>;

/**
 * A day on which the live site changes by itself (an offer starts or ends).
 */
export type ScheduledChange = { 
/**
 * `YYYY-MM-DD`.
 */
day: string, what: string, file: string, line: number, column: number, };

/**
 * A change sent for review.
 */
export type SentForReview = { branch: string, commit: string, 
/**
 * The pull request, when GitHub's `gh` opened it.
 */
pull_request: string | null, 
/**
 * Where to open the pull request (GitHub's compare page), when `gh` could not.
 */
compare: string | null, links: RunLinks | null, message: string, };

/**
 * `settle`: the text each file both changed is to have.
 */
export type SettleRequest = { files: Array<Settled>, };

export type Settled = { path: string, text: string, };

/**
 * The warnings `sitegen check` gives the site as saved, a line each, in the asker's language.
 */
export type SiteWarnings = { warnings: Array<string>, };

/**
 * `run_status`: the state of the publishing run of `commit`.
 */
export type StatusRequest = { commit: string, };

/**
 * `undo`: put back what the last save replaced.
 */
export type UndoRequest = Record<symbol, never>;

/**
 * The answer to `undo`: the files as they are now.
 */
export type Undone = { files: Array<FileState>, undo: number, 
/**
 * Files whose undone save is live: the undo takes a published change back.
 */
live: Array<string>, };

/**
 * A successful "Get the latest".
 */
export type Updated = { 
/**
 * How many commits came in.
 */
commits: number, 
/**
 * The files they changed.
 */
files: Array<string>, message: string, };

/**
 * The answer to an upload (`POST /_sitegen/upload?name=<the file's name>&near=<the photo it
 * replaces>`, the photo's bytes as the body).
 */
export type Uploaded = { photo: Photo, 
/**
 * The site has this very photo already, at `photo.src`: nothing new was stored.
 */
reused: boolean, };

/**
 * One published commit that changed the file.
 */
export type Version = { commit: string, short: string, author: string, 
/**
 * Unix seconds.
 */
date: number, 
/**
 * The commit's description (what Publish asked for).
 */
description: string, kind: ChangeKind, 
/**
 * Lines of this version that the commit changed, for the editor's field names.
 */
lines: Array<number>, 
/**
 * The file as this commit left it (None when the commit removed it).
 */
text: string | null, 
/**
 * The file as it was before this version (None when this version created it): the fields
 * it changed are the differences, and Restore puts back only those.
 */
before: string | null, 
/**
 * Not published: this clone's own version, put aside when a settle took the latest.
 */
aside: boolean, };

/**
 * The request for the site's warnings: nothing but the action.
 */
export type WarningsRequest = Record<symbol, never>;

/** Each action of `POST /_sitegen/edit/<name>`: the JSON it takes and the JSON it answers. */
export interface EditApi {
  open: { request: OpenRequest; reply: Opened };
  file: { request: FileRequest; reply: FileState };
  preview: { request: PreviewRequest; reply: Previewed };
  save: { request: SaveRequest; reply: Saved };
  undo: { request: UndoRequest; reply: Undone };
  new: { request: NewPage; reply: Created };
  photos: { request: PhotosRequest; reply: PhotoList };
  publish_pending: { request: PendingRequest; reply: Pending };
  publish: { request: PublishRequest; reply: Published };
  get_latest: { request: LatestRequest; reply: Updated };
  conflicts: { request: ConflictsRequest; reply: Conflicts };
  settle: { request: SettleRequest; reply: Updated };
  run_status: { request: StatusRequest; reply: RunStatus };
  live_status: { request: LiveRequest; reply: LiveStatus };
  history: { request: HistoryRequest; reply: History };
  send_for_review: { request: ReviewRequest; reply: SentForReview };
  scheduled: { request: ScheduleRequest; reply: Schedule };
  warnings: { request: WarningsRequest; reply: SiteWarnings };
}
