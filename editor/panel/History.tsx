// The versions of the file being edited (crates/pipeline/src/publish.rs `history`): each with
// its date, author, description and the fields it changed with their old and new values, to
// look at in the preview as it was, and "Restore", which puts back the fields that version
// changed (and only those: later changes to other fields stay) as the form's unsaved change.
// Save and Publish as usual; nothing in git's history is rewritten.

import { useEffect, useState } from "react";
import { api } from "../api";
import type { History as HistoryData, Version } from "../api.gen";
import { describePath } from "../Publish";
import { fieldChanges } from "../yaml/fields";
import { read } from "../yaml/patch";
import type { Doc } from "./docs";
import { w } from "../words";

export function when(unix: number): string {
  return new Date(unix * 1000).toLocaleString(w.locale, { dateStyle: "medium", timeStyle: "short" });
}

function plain(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * A change of a long text shown where it differs: the common start and end folded to "…", so
 * "…licensed team…" → "…licensed, local team…" and not two identical first 60 characters.
 */
export function beforeAfter(before: unknown, after: unknown): string {
  let a = plain(before);
  let b = plain(after);
  if (!a) return w.added(b);
  if (!b) return w.removed(a);
  if (a.length > 60 || b.length > 60) {
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start]) start++;
    let end = 0;
    while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
    // Whole words around the difference.
    const from = Math.max(0, a.lastIndexOf(" ", Math.max(0, start - 12)) + 1);
    const cut = (t: string) => {
      const stop = t.indexOf(" ", Math.min(t.length, t.length - end + 12));
      const last = stop === -1 ? t.length : stop;
      return `${from > 0 ? "…" : ""}${t.slice(from, last)}${last < t.length ? "…" : ""}`;
    };
    a = cut(a);
    b = cut(b);
  }
  return w.beforeAfter(a, b);
}

/** What a version changed: each field by its form label, with its value before and after. */
function changed(v: Version, doc: Doc): string[] {
  if (v.kind === "added") return [w.fileCreated];
  if (v.kind === "removed") return [w.fileRemoved];
  if (!v.text || v.before === null) return [];
  try {
    const after = read(v.text);
    const changes = fieldChanges(read(v.before), after);
    const lines = changes.map((c) => w.labelled(describePath(doc.schema, c.path, after), beforeAfter(c.before, c.after)));
    return lines.length > 6 ? [...lines.slice(0, 6), w.otherFields(lines.length - 6)] : lines;
  } catch {
    return [];
  }
}

export function History({ doc, onView, onRestore }: {
  doc: Doc;
  /** Shows the page with this text of the file (not saved, not kept); `date` as listed. */
  onView: (text: string, date: string) => void;
  /** Puts back the fields this version changed, as the form's unsaved change. */
  onRestore: (version: Version) => void;
}) {
  const [history, setHistory] = useState<HistoryData | null>(null);
  const [failed, setFailed] = useState("");
  useEffect(() => {
    let live = true;
    setHistory(null);
    setFailed("");
    api
      .history(doc.path)
      .then((h) => live && setHistory(h))
      .catch((e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [doc.path]);

  return (
    <section className="sg-history" aria-label={w.historyRegion}>
      <h3>{w.versionsOf(doc.path)}</h3>
      {failed ? <p className="sg-problems">{failed}</p> : null}
      {!history && !failed ? <p className="sg-note">{w.readingHistory}</p> : null}
      {history && history.versions.length === 0 ? <p>{w.noVersion}</p> : null}
      {history && history.versions.length ? (
        <ol className="sg-versions">
          {history.versions.map((v) => {
            const what = changed(v, doc);
            const same = v.text === doc.text;
            return (
              <li key={v.commit}>
                <p>
                  <strong>{when(v.date)}</strong> · {v.author} · {w.quoted(v.description)}{v === history.versions.find((x) => !x.aside) ? w.newest : ""}
                </p>
                {what.length ? (
                  <ul className="sg-help" aria-label={w.whatItChanged}>
                    {what.map((w) => (
                      <li key={w}>{w}</li>
                    ))}
                  </ul>
                ) : null}
                {v.text !== null ? (
                  <div className="sg-actions">
                    <button type="button" onClick={() => onView(v.text!, when(v.date))}>
                      {w.view}
                    </button>
                    <button type="button" disabled={same} onClick={() => onRestore(v)}>
                      {same ? w.sameText : v.aside ? w.restoreAside : v.before === null ? w.restoreVersion : w.restoreChanges}
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
