// The published versions of the file being edited (crates/pipeline/src/publish.rs `history`):
// each with its date, author, description and the fields it changed (named as Publish names
// them), to look at in the preview as it was, and "Restore this version", which makes it the
// form's unsaved change: Save and Publish as usual, nothing in git's history is rewritten.

import { useEffect, useState } from "react";
import { api } from "../api";
import type { History as HistoryData, Version } from "../api.gen";
import { fieldsAt } from "../Publish";
import type { Doc } from "./docs";

function when(unix: number): string {
  return new Date(unix * 1000).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** What a version changed, in the form's field names. */
function changed(v: Version, doc: Doc): string {
  if (v.kind === "added") return "the file was created";
  if (v.kind === "removed") return "the file was removed";
  if (!v.text || !v.lines.length) return "";
  const fields = fieldsAt(v.text, v.lines, doc.schema);
  const shown = fields.length > 4 ? [...fields.slice(0, 4), `${fields.length - 4} more`] : fields;
  return shown.join(", ");
}

export function History({ doc, onView, onRestore }: {
  doc: Doc;
  /** Shows the page with this text of the file (not saved, not kept); `date` as listed. */
  onView: (text: string, date: string) => void;
  /** Makes this text the form's unsaved change. */
  onRestore: (text: string, date: string) => void;
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
    <section className="sg-history" aria-label="History">
      <h3>Published versions of {doc.path}</h3>
      {failed ? <p className="sg-problems">{failed}</p> : null}
      {!history && !failed ? <p className="sg-note">Reading the history…</p> : null}
      {history && history.versions.length === 0 ? <p>No published version yet.</p> : null}
      {history && history.versions.length ? (
        <ol className="sg-versions">
          {history.versions.map((v, i) => {
            const what = changed(v, doc);
            const same = v.text === doc.text;
            return (
              <li key={v.commit}>
                <p>
                  <strong>{when(v.date)}</strong> · {v.author} · “{v.description}”{i === 0 ? " (the newest published)" : ""}
                </p>
                {what ? <p className="sg-help">Changed: {what}</p> : null}
                {v.text !== null ? (
                  <div className="sg-actions">
                    <button type="button" onClick={() => onView(v.text!, when(v.date))}>
                      View
                    </button>
                    <button type="button" disabled={same} onClick={() => onRestore(v.text!, when(v.date))}>
                      {same ? "This is the form's text" : "Restore this version"}
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
