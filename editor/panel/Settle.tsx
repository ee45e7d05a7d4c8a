// When the person and someone else both changed a file: every field they both changed, side by
// side ("Yours" / "Sam's, published 10:42"), to keep one, the other, or write a third; fields
// changed on one side only merge by themselves (yaml/merge.ts). "Put my change aside" takes the
// published file whole. The server keeps her version from before in the History either way
// (crates/pipeline/src/publish/settle.rs), so no choice here loses a word, and git is never needed.

import { useEffect, useState } from "react";
import { api } from "../api";
import type { ConflictFile, Updated } from "../api.gen";
import { describePath } from "../Publish";
import { loadSchema, schemaName, type Schema } from "../schema";
import { mergeTexts, type Conflict, type FieldPath } from "../yaml/merge";
import { patch, read } from "../yaml/patch";
import { w } from "../words";

/** A file both changed, as the form settles it. */
interface Case {
  file: ConflictFile;
  /** The merged text (every one-sided change in; both-changed fields hold hers until chosen). */
  merged: string | null;
  conflicts: Conflict[];
  schema: Schema | null;
}

type Choice = { kind: "mine" } | { kind: "theirs" } | { kind: "other"; text: string };

function shown(value: unknown): string {
  if (value === undefined) return "(none)";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

function when(unix: number): string {
  return new Date(unix * 1000).toLocaleString(w.locale, { dateStyle: "medium", timeStyle: "short" });
}

function setAt(data: unknown, path: FieldPath, value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (Array.isArray(data)) {
    const copy = [...data];
    copy[head as number] = setAt(copy[head as number], rest, value);
    return copy;
  }
  const obj = (data ?? {}) as Record<string, unknown>;
  const next = setAt(obj[head as string], rest, value);
  const copy = { ...obj };
  if (next === undefined) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}

async function prepare(file: ConflictFile): Promise<Case> {
  const name = schemaName(file.theirs ?? file.mine ?? "");
  const schema = name ? await loadSchema(name).catch(() => null) : null;
  if (file.base === null || file.mine === null || file.theirs === null) return { file, merged: null, conflicts: [], schema };
  try {
    const m = mergeTexts(file.base, file.mine, file.theirs);
    return { file, merged: m.text, conflicts: m.conflicts, schema };
  } catch {
    // A text that cannot be read as fields: chosen whole.
    return { file, merged: null, conflicts: [], schema };
  }
}

/** The text a file gets from the choices, or null while one is missing. */
function settled(c: Case, choices: Record<string, Choice>, aside: boolean): string | null {
  if (aside || c.merged === null) {
    if (aside) return c.file.theirs ?? "";
    const whole = choices[key(c.file.path, [])];
    if (!whole) return null;
    return whole.kind === "mine" ? (c.file.mine ?? "") : (c.file.theirs ?? "");
  }
  let data = read(c.merged);
  for (const conflict of c.conflicts) {
    const choice = choices[key(c.file.path, conflict.path)];
    if (!choice) return null;
    const value = choice.kind === "mine" ? conflict.ours : choice.kind === "theirs" ? conflict.theirs : choice.text;
    data = setAt(data, conflict.path, value);
  }
  return patch(c.merged, data);
}

function key(path: string, field: FieldPath): string {
  return `${path}#${JSON.stringify(field)}`;
}

export function Settle({ onSettled }: { onSettled: (done: Updated) => void }) {
  const [cases, setCases] = useState<Case[] | null>(null);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [aside, setAside] = useState<Record<string, boolean>>({});
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api
      .conflicts()
      .then((c) => Promise.all(c.files.map(prepare)))
      .then((c) => live && setCases(c))
      .catch((e: unknown) => live && setProblem(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, []);

  if (problem) return <p className="sg-problems">{problem}</p>;
  if (!cases) return <p className="sg-note">{w.comparing}</p>;

  const texts = cases.map((c) => settled(c, choices, aside[c.file.path] ?? false));
  const ready = texts.every((t) => t !== null);
  const choose = (k: string, choice: Choice) => setChoices((all) => ({ ...all, [k]: choice }));

  const keep = async () => {
    setBusy(true);
    setProblem("");
    try {
      const done = await api.settle({ files: cases.map((c, i) => ({ path: c.file.path, text: texts[i] ?? "" })) });
      onSettled(done);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sg-settle">
      {cases.map((c) => {
        const theirs = w.theirs(c.file.author, when(c.file.date));
        const isAside = aside[c.file.path] ?? false;
        const fields: { path: FieldPath; ours: unknown; theirs: unknown; label: string }[] =
          c.merged === null
            ? [{ path: [], ours: w.yourWholeFile, theirs: w.theirWholeFile, label: w.wholeFile(c.file.path) }]
            : c.conflicts.map((x) => ({ ...x, label: c.schema ? describePath(c.schema, x.path, read(c.merged ?? "")) : x.path.join(" › ") }));
        return (
          <section key={c.file.path} aria-label={w.settleRegion(c.file.path)}>
            <h4>{c.file.path}</h4>
            {c.merged !== null && c.conflicts.length === 0 ? (
              <p className="sg-help">{w.differentFields}</p>
            ) : null}
            {!isAside
              ? fields.map((f) => {
                  const k = key(c.file.path, f.path);
                  const chosen = choices[k];
                  const canWrite = c.merged !== null && (typeof f.ours === "string" || typeof f.theirs === "string");
                  return (
                    <fieldset key={k}>
                      <legend>{w.bothChangedIt(f.label)}</legend>
                      <label>
                        <input type="radio" name={k} checked={chosen?.kind === "mine"} onChange={() => choose(k, { kind: "mine" })} /> {w.yours}{" "}
                        <q>{shown(f.ours)}</q>
                      </label>
                      <label>
                        <input type="radio" name={k} checked={chosen?.kind === "theirs"} onChange={() => choose(k, { kind: "theirs" })} /> {theirs}:{" "}
                        <q>{shown(f.theirs)}</q>
                      </label>
                      {canWrite ? (
                        <label>
                          <input
                            type="radio"
                            name={k}
                            checked={chosen?.kind === "other"}
                            onChange={() => choose(k, { kind: "other", text: chosen?.kind === "other" ? chosen.text : shown(f.ours) })}
                          />{" "}
                          {w.writeAnother}{" "}
                          <input
                            type="text"
                            aria-label={w.writeAnotherLabel(f.label)}
                            value={chosen?.kind === "other" ? chosen.text : ""}
                            onFocus={() => chosen?.kind !== "other" && choose(k, { kind: "other", text: shown(f.ours) })}
                            onChange={(e) => choose(k, { kind: "other", text: e.currentTarget.value })}
                          />
                        </label>
                      ) : null}
                    </fieldset>
                  );
                })
              : (
                  <p className="sg-help">
                    {w.asideTaken}
                  </p>
                )}
            <label className="sg-confirm">
              <input type="checkbox" checked={isAside} onChange={(e) => setAside((a) => ({ ...a, [c.file.path]: e.currentTarget.checked }))} />
              {w.putAside(c.file.author)}
            </label>
          </section>
        );
      })}
      {problem ? <p className="sg-problems">{problem}</p> : null}
      <div className="sg-actions">
        <button type="button" className="sg-primary" disabled={!ready || busy} onClick={() => void keep()}>
          {busy ? w.gettingLatest : w.keepThese}
        </button>
      </div>
    </div>
  );
}
