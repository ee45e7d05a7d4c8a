// Publish from the editor: the list of what goes live in plain words, a description, then the
// server checks the site as Save does, commits the changed content files with the person's own git
// and pushes them (crates/pipeline/src/publish.rs). "Get the latest" brings in what others
// published, never losing anything saved here. Every outcome is a sentence from the server.

import { useCallback, useEffect, useRef, useState } from "react";
import { api, EditFailed, type ContentError } from "./api";
import type { Change, LiveStatus, Pending, RunStatus, Schedule, Updated } from "./api.gen";
import { label, loadSchema, schemaName, type Schema } from "./schema";
import { pathAt } from "./yaml/locate";
import { read } from "./yaml/patch";
import { clearRestored, restoredNotes } from "./panel/docs";
import { w, wordsFor } from "./words";
import { Settle } from "./panel/Settle";

/** How often, and how long, the publishing run's state is asked for after a Publish. */
const POLL_MS = 10_000;
const POLL_FOR_MS = 30 * 60_000;

/** How often the editor asks the preview whether the last Publish is live (the preview itself asks the live site). */
const LIVE_POLL_MS = 3_000;

/** Kept across the reload that "Get the latest" causes (the preview rebuilds from the new files). */
const KEPT = "sitegen-publish";

interface Outcome {
  ok: boolean;
  kind: string;
  message: string;
  files: string[];
  links?: { commit: string; actions: string } | null;
  errors?: ContentError[];
  /** The published commit, whose run is followed. */
  commit?: string;
  /** Sent for review: the pull request, or where to open it. */
  review?: { href: string; label: string };
}

interface Kept {
  open: boolean;
  outcome: Outcome | null;
}

function kept(): Kept {
  try {
    return (JSON.parse(sessionStorage.getItem(KEPT) ?? "null") as Kept | null) ?? { open: false, outcome: null };
  } catch {
    return { open: false, outcome: null };
  }
}

/** A change in plain words: `content/site.yaml: Phone number`, `Page /calgary: Hero › Title`. */
export interface Described {
  path: string;
  text: string;
  /** What a Restore put back into this file, while the file still has the text it made. */
  restored?: string;
  /** For the description: the page by its name, then the fields (`Home page: Eyebrow`). */
  short?: string;
}

/** The fields on `lines` of a content file, by their form labels (from the file's schema). */
export function fieldsAt(text: string, lines: number[], schema: Schema): string[] {
  const out: string[] = [];
  let data: unknown;
  try {
    data = read(text);
  } catch {
    data = undefined;
  }
  for (const line of lines) {
    const path = pathAt(text, line, 1);
    if (!path.length) continue;
    const words = describePath(schema, path, data);
    if (words && !out.includes(words)) out.push(words);
  }
  return out;
}

/**
 * `["sections", 2, "hero", "title"]` -> `the “Warm homes” section › Title`: a section by its own
 * title when the file's `data` is given (else `the Hero section`), other fields by the schema's
 * titles, list items by their place (`Reviews 2`).
 */
export function describePath(schema: Schema, path: (string | number)[], data?: unknown): string {
  const parts: string[] = [];
  let s: Schema | undefined = schema;
  let d: unknown = data;
  const at = (v: unknown, seg: string | number): unknown =>
    v !== null && typeof v === "object" ? (v as Record<string | number, unknown>)[seg] : undefined;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i] as string | number;
    if (typeof seg === "number") {
      s = s?.items;
      d = at(d, seg);
      const type = path[i + 1];
      // A list entry of its own (a redirect, a review, a question) by what it says, not "Item 7".
      const named = entryName(d);
      if (path[i - 1] === "sections" && typeof type !== "string" && d && typeof d === "object") {
        // The section itself (its line, or a field of it the path did not reach).
        const [only = ""] = Object.keys(d as object);
        const fields = at(d, only);
        const title = [at(fields, "title"), at(fields, "heading")].find((t) => typeof t === "string" && t.trim());
        parts.pop();
        parts.push(title ? w.section(String(title).trim()) : w.sectionOfType(label(only, s?.properties?.[only])));
        continue;
      }
      if (path[i - 1] === "sections" && typeof type === "string") {
        // A section: named by its title, else by its type, in place of "Sections 3 › Hero".
        const fields = at(d, type);
        const title = [at(fields, "title"), at(fields, "heading"), at(fields, "name")].find((t) => typeof t === "string" && t.trim());
        const next: Schema | undefined = s?.properties?.[type];
        parts.pop();
        parts.push(title ? w.section(String(title).trim()) : w.sectionOfType(label(type, next)));
        s = next;
        d = fields;
        i++;
        continue;
      }
      if (named) parts.push(w.entry(named));
      else if (parts.length) parts[parts.length - 1] += ` ${seg + 1}`;
      else parts.push(w.item(seg + 1));
    } else {
      const next: Schema | undefined =
        s?.properties?.[seg] ?? (typeof s?.additionalProperties === "object" ? s.additionalProperties : undefined);
      parts.push(label(seg, next));
      s = next;
      d = at(d, seg);
    }
  }
  return parts.join(" › ");
}

/** What a list entry is known by: a redirect's `from`, a review's author, a question, a name. */
function entryName(d: unknown): string | undefined {
  if (!d || typeof d !== "object" || Array.isArray(d)) return undefined;
  const e = d as Record<string, unknown>;
  if (typeof e.from === "string" && typeof e.to === "string") return `${e.from} → ${e.to}`;
  const name = [e.question, e.author, e.name, e.title, e.label].find((v) => typeof v === "string" && v.trim());
  return typeof name === "string" ? name.trim() : undefined;
}

function where(c: Change): string {
  if (c.route) return w.pageWhere(c.route, c.path);
  return c.path;
}

async function describe(c: Change): Promise<Described> {
  // The lock Publish writes: every address that went live, so none vanishes unnoticed.
  if (c.path.endsWith("/.routes.lock")) return { path: c.path, text: w.routesLock };
  if (c.kind === "added") return { path: c.path, text: c.route ? w.newPage(c.route, c.path) : w.newFile(c.path) };
  if (c.kind === "removed") return { path: c.path, text: c.route ? w.removedPage(c.route, c.path) : w.removedFile(c.path) };
  const everyPage = c.path === "content/site.yaml" ? w.everyPage : "";
  if (!c.path.endsWith(".yaml") || !c.lines.length) return { path: c.path, text: `${where(c)}${everyPage}` };
  try {
    const file = await api.file(c.path);
    const name = schemaName(file.text);
    const fields = name ? fieldsAt(file.text, c.lines, await loadSchema(name)) : [];
    const shown = fields.length > 4 ? [...fields.slice(0, 4), w.otherFields(fields.length - 4)] : fields;
    const note = restoredNotes()[c.path];
    const restored = note && note.text === file.text ? note.sentence : undefined;
    const fieldsSaid = shown.join(", ") || w.changed;
    const short = w.labelled(c.route ? w.pageShort(c.route) : c.path.replace(/^content\//, ""), fieldsSaid);
    return { path: c.path, text: `${w.labelled(where(c), fieldsSaid)}${everyPage}`, short, restored };
  } catch {
    return { path: c.path, text: `${where(c)}${everyPage}` };
  }
}

/**
 * A first description from the list: `site.yaml: Phone`, or what a Restore put back ("Restored
 * the About page's title of Nov 25"); the server's when it grows long.
 */
function prefill(described: Described[], fallback: string): string {
  const parts = described
    .filter((d) => !d.path.endsWith("/.routes.lock"))
    .map((d) => (d.restored ?? d.short ?? d.text.replace(/^content\//, "")).replace(w.everyPage, ""));
  if (!parts.length) return fallback;
  // As many of the changes as a commit's first line holds, then how many more: the fields
  // changed, never "Update 4 content files".
  let text = parts[0] ?? "";
  for (let i = 1; i < parts.length; i++) {
    const more = w.moreChanges(parts.length - i);
    const next = `${text}; ${parts[i]}`;
    if (next.length > 72 || (i < parts.length - 1 && `${next}; ${more}`.length > 72 && `${text}; ${more}`.length <= 72)) {
      return `${text}; ${more}`;
    }
    text = next;
  }
  return text;
}

function failed(e: unknown): Outcome {
  if (e instanceof EditFailed) {
    return { ok: false, kind: e.kind ?? "error", message: e.message, files: e.files, errors: e.errors };
  }
  return { ok: false, kind: "error", message: e instanceof Error ? e.message : String(e), files: [] };
}

/**
 * Whether the last Publish is live: the preview process watches the live site after a Publish
 * (crates/pipeline/src/publish/live.rs) and keeps what it saw, so this shows the same after a
 * reload or a restart of the preview. `published` restarts the asking after a new Publish.
 */
function useLive(published: string | undefined): LiveStatus | null {
  const [live, setLive] = useState<LiveStatus | null>(null);
  useEffect(() => {
    let stop = false;
    let timer: number | undefined;
    const ask = async () => {
      try {
        const s = await api.liveStatus();
        if (stop) return;
        setLive(s);
        // Past "Not live yet" the server still asks the host, slower: so does the editor, and the
        // message turns into "Live since" when the host catches up.
        if (s.ask_again_secs !== null) timer = window.setTimeout(() => void ask(), Math.max(LIVE_POLL_MS, s.ask_again_secs * 1000));
      } catch {
        // Not served by a preview with the editor: nothing to show.
      }
    };
    void ask();
    return () => {
      stop = true;
      window.clearTimeout(timer);
    };
  }, [published]);
  return live;
}

/** What the site's dates will change by themselves (an offer starts or ends), and what that needs. */
function Scheduled() {
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  useEffect(() => {
    let live = true;
    api
      .scheduled()
      .then((s) => live && setSchedule(s))
      .catch(() => {
        // Content that does not build yet: the problems are shown elsewhere.
      });
    return () => {
      live = false;
    };
  }, []);
  if (!schedule || schedule.changes.length === 0) return null;
  return (
    <div className="sg-scheduled">
      <p>{w.comingUp}</p>
      <ul aria-label={w.datedChanges}>
        {schedule.changes.map((c) => (
          <li key={`${c.day}${c.what}`}>{c.what}</li>
        ))}
      </ul>
      {schedule.notes.map((n) => (
        <p key={n} className="sg-help">
          {n}
        </p>
      ))}
    </div>
  );
}

/** The server's words, with the time the site went live in this person's own clock and zone. */
function liveWords(live: LiveStatus): string {
  if (live.state !== "live" || live.since === null) return live.message;
  const clock = new Date(live.since * 1000).toLocaleTimeString(w.locale, { hour: "numeric", minute: "2-digit", timeZoneName: "short" });
  // The server speaks the site's first language, the editor the page's: either may be the other.
  for (const words of [w, wordsFor("en"), wordsFor("fr")]) {
    if (words.liveSince.test(live.message)) return live.message.replace(words.liveSince, words.liveSinceAt(clock));
  }
  return live.message;
}

/** The live site's state after a Publish, with the page that changed. */
export function LiveNote({ live }: { live: LiveStatus | null }) {
  if (!live || live.state === "none") return null;
  return (
    <div className="sg-live" role="status" data-state={live.state}>
      <p>{liveWords(live)}</p>
      {live.state === "live" && live.page_url ? (
        <p>
          <a href={live.page_url} target="_blank" rel="noreferrer">
            {w.seeLivePage}
          </a>
        </p>
      ) : null}
      {live.state === "not_live" && live.links ? (
        <p>
          <a href={live.links.actions} target="_blank" rel="noreferrer">
            {w.seeRun}
          </a>
        </p>
      ) : null}
    </div>
  );
}

export function Publish({ unsaved }: { unsaved: boolean }) {
  const start = useState(kept)[0];
  const [open, setOpen] = useState(start.open);
  const [pending, setPending] = useState<Pending | null>(null);
  const [described, setDescribed] = useState<Described[]>([]);
  const [description, setDescription] = useState("");
  const [confirmDemo, setConfirmDemo] = useState(false);
  const [busy, setBusy] = useState<"" | "loading" | "publishing" | "reviewing" | "updating">("");
  const [outcome, setOutcome] = useState<Outcome | null>(start.outcome);
  const [run, setRun] = useState<RunStatus | null>(null);
  const box = useRef<HTMLElement>(null);
  const live = useLive(outcome?.kind === "published" || outcome?.kind === "review" ? outcome.commit : undefined);
  /** The review a change already waits in, as it is now: its pull request's address or branch. */
  const sentFor = (path: string): string | undefined => pending?.changes.find((c) => c.path === path)?.review ?? undefined;

  // The outcome is the first thing in the section: bring it into view.
  useEffect(() => {
    if (outcome) box.current?.scrollTo?.({ top: 0 });
  }, [outcome]);

  // After a Publish: the run's state, where it can be read (GitHub with a signed-in `gh`).
  const commit = outcome?.kind === "published" ? outcome.commit : undefined;
  useEffect(() => {
    setRun(null);
    if (!commit) return;
    let stop = false;
    let timer: number | undefined;
    const started = Date.now();
    const ask = async () => {
      try {
        const s = await api.runStatus(commit);
        if (stop) return;
        setRun(s);
        if (s.state === "working" && Date.now() - started < POLL_FOR_MS) timer = window.setTimeout(() => void ask(), POLL_MS);
      } catch {
        // The links stay; the state is only a convenience.
      }
    };
    void ask();
    return () => {
      stop = true;
      window.clearTimeout(timer);
    };
  }, [commit]);

  useEffect(() => {
    sessionStorage.setItem(KEPT, JSON.stringify({ open, outcome } satisfies Kept));
  }, [open, outcome]);

  const load = useCallback(async () => {
    setBusy("loading");
    try {
      const p = await api.publishPending();
      const d = await Promise.all(p.changes.map(describe));
      setPending(p);
      setDescribed(d);
      setDescription(prefill(d, p.description));
    } catch (e) {
      setPending(null);
      setOutcome(failed(e));
    } finally {
      setBusy("");
    }
  }, []);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const publish = async () => {
    if (!pending) return;
    setBusy("publishing");
    setOutcome(null);
    try {
      const r = await api.publish({
        description,
        paths: pending.changes.map((c) => c.path),
        confirm_demo_leads: confirmDemo,
      });
      setOutcome({ ok: true, kind: "published", message: r.message, files: r.files, links: r.links, commit: r.commit });
      clearRestored();
      setConfirmDemo(false);
      setPending(null);
      setDescribed([]);
    } catch (e) {
      setOutcome(failed(e));
      void load();
    } finally {
      setBusy("");
    }
  };

  /** Send for review (site.yaml `review: true`): a branch and a pull request, nothing live. */
  const review = async () => {
    if (!pending) return;
    setBusy("reviewing");
    setOutcome(null);
    try {
      const r = await api.sendForReview({ description, paths: pending.changes.map((c) => c.path) });
      const link = r.pull_request ?? r.compare;
      setOutcome({
        ok: true,
        kind: "review",
        message: r.message,
        files: [],
        commit: r.commit,
        review: link ? { href: link, label: r.pull_request ? w.seePullRequest : w.openPullRequest } : undefined,
      });
    } catch (e) {
      setOutcome(failed(e));
      void load();
    } finally {
      setBusy("");
    }
  };

  /** Shows what came in; when files changed, after the reload their rebuild causes (true). */
  const updated = (r: Updated): boolean => {
    const done: Outcome = { ok: true, kind: "updated", message: r.message, files: r.files };
    setOutcome(done);
    if (!r.files.length) return false;
    sessionStorage.setItem(KEPT, JSON.stringify({ open: true, outcome: done } satisfies Kept));
    window.__sitegenHoldReload = false;
    location.reload();
    return true;
  };

  const latest = async () => {
    setBusy("updating");
    setOutcome(null);
    // The files that come in rebuild the preview, and a rebuild reloads the page: that reload
    // waits until the outcome is kept for after it, however fast the rebuild is.
    const held = window.__sitegenHoldReload;
    window.__sitegenHoldReload = true;
    try {
      if (await updated(await api.getLatest())) return;
      await load();
    } catch (e) {
      setOutcome(failed(e));
    } finally {
      window.__sitegenHoldReload = held;
      setBusy("");
    }
  };

  if (!open) {
    return (
      <>
        <button type="button" onClick={() => { setOutcome(null); setOpen(true); }}>
          {w.publishOpen}
        </button>
        <LiveNote live={live} />
      </>
    );
  }

  const nothing = pending !== null && pending.changes.length === 0 && pending.unpublished_commits.length === 0;
  const needsConfirm = pending?.demo_leads === true;
  return (
    <section className="sg-publish" aria-label={w.publishRegion} ref={box}>
      {/* Review means review: the panel never offers to publish what goes through review. */}
      <h3>{pending?.review ? w.reviewTitle : w.publishTitle}</h3>
      {outcome ? (
        <div className={outcome.ok ? "sg-outcome" : "sg-problems"} role={outcome.ok ? "status" : "alert"} data-kind={outcome.kind}>
          <p>{outcome.message}</p>
          {outcome.files.length > 0 && outcome.kind === "both_changed" ? (
            <ul>
              {outcome.files.map((f) => (
                <li key={f}>
                  <code>{f}</code>
                </li>
              ))}
            </ul>
          ) : null}
          {outcome.errors?.length ? (
            <ul>
              {outcome.errors.map((e, i) => (
                <li key={i}>
                  <code>{e.line ? `${e.file}:${e.line}:${e.column}` : e.file}</code> {e.message}
                </li>
              ))}
            </ul>
          ) : null}
          {run && run.state !== "unknown" ? (
            <p className="sg-run" data-state={run.state}>
              {run.message}
            </p>
          ) : null}
          {outcome.review ? (
            <p>
              <a href={outcome.review.href} target="_blank" rel="noreferrer">
                {outcome.review.label}
              </a>
            </p>
          ) : null}
          {outcome.links && outcome.kind === "published" ? (
            <p>
              <a href={outcome.links.actions} target="_blank" rel="noreferrer">
                {w.seeRun}
              </a>{" "}
              {w.runDots}{" "}
              <a href={outcome.links.commit} target="_blank" rel="noreferrer">
                {w.theCommit}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      {outcome?.kind === "both_changed" && outcome.files.length > 0 ? (
        <Settle
          onSettled={(r) => {
            if (!updated(r)) void load();
          }}
        />
      ) : null}
      <LiveNote live={live} />
      {busy === "loading" ? <p className="sg-note">{w.lookingChanges}</p> : null}
      {pending && !nothing ? (
        <>
          <p>{pending.review ? w.goReview : w.goLive}</p>
          <ul className="sg-changes" aria-label={w.whatGoesLive}>
            {described
              .filter((d) => !sentFor(d.path))
              .map((d) => (
                <li key={d.path}>{d.restored ? `${d.text} (${d.restored})` : d.text}</li>
              ))}
            {pending.unpublished_commits.map((c) => (
              <li key={c}>{w.savedEarlier(c)}</li>
            ))}
          </ul>
          {described.some((d) => sentFor(d.path)) ? (
            <>
              <p>{w.alreadySent}</p>
              <ul className="sg-changes" aria-label={w.alreadySentList}>
                {described
                  .filter((d) => sentFor(d.path))
                  .map((d) => {
                    const link = sentFor(d.path) ?? "";
                    return (
                      <li key={d.path}>
                        {d.text}{" "}
                        {link.startsWith("https://") ? (
                          <a href={link} target="_blank" rel="noreferrer">
                            {w.seeReview}
                          </a>
                        ) : (
                          w.onBranch(link)
                        )}
                      </li>
                    );
                  })}
              </ul>
            </>
          ) : null}
          {pending.not_published.length ? (
            <p className="sg-help">{w.staysHere(pending.not_published.join(", "))}</p>
          ) : null}
          {pending.behind ? (
            <p className="sg-help">{w.behind(pending.behind)}</p>
          ) : null}
          <label className="sg-label" htmlFor="sg-publish-description">
            {w.description}
          </label>
          <input id="sg-publish-description" value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
          {needsConfirm ? (
            <label className="sg-confirm">
              <input type="checkbox" checked={confirmDemo} onChange={(e) => setConfirmDemo(e.currentTarget.checked)} />
              {w.demoConfirm}
            </label>
          ) : null}
        </>
      ) : null}
      {nothing ? <p>{w.nothingToPublish}</p> : null}
      <Scheduled />
      {unsaved ? <p className="sg-help">{w.notSavedYet}</p> : null}
      <div className="sg-actions">
        {/* Review means review: a site that asks for it (site.yaml `review: true`) is published by
            merging the pull request, so Publish now is not offered at all. */}
        {pending?.review ? null : (
          <button
            type="button"
            className="sg-primary"
            disabled={busy !== "" || !pending || nothing || (needsConfirm && !confirmDemo) || !description.trim()}
            onClick={() => void publish()}
          >
            {busy === "publishing" ? w.publishing : w.publishNow}
          </button>
        )}
        {pending?.review ? (
          <button
            type="button"
            className="sg-primary"
            disabled={busy !== "" || !pending || nothing || !description.trim()}
            onClick={() => void review()}
          >
            {busy === "reviewing" ? w.sending : w.sendForReview}
          </button>
        ) : null}
        <button type="button" disabled={busy !== ""} onClick={() => void latest()}>
          {busy === "updating" ? w.gettingLatest : w.getLatest}
        </button>
        <button type="button" disabled={busy !== ""} onClick={() => { setOpen(false); setOutcome(null); }}>
          {w.close}
        </button>
      </div>
    </section>
  );
}
