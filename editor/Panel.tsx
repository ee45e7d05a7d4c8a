// The editor panel of `sitegen serve`: an Edit button on every preview page; in edit mode the page's
// sections are outlined, and forms generated from the content types edit the page, its sections
// and the site-wide files. Every change is re-rendered by the real pipeline on a scratch copy;
// Save checks the whole site as `sitegen check` does and writes only when it passes.

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { api, EditFailed, type ContentError, type Edited, type FileState, type Opened } from "./api";
import { AddPicker } from "./form/AddPicker";
import { Publish } from "./Publish";
import { Field, ObjectField, move, pathKey, type Errors } from "./form/Field";
import { clearOutline, onPick, outline, pageStyles, sectionElements, swapIn } from "./page";
import { blank, label, loadSchema, schemaName, sectionTypes, type Schema } from "./schema";
import { pathAt } from "./yaml/locate";
import { patch, read } from "./yaml/patch";

interface Doc {
  path: string;
  /** Hash of the file on disk when loaded or last saved: a save over anything else is a conflict. */
  base: string;
  /** The text on disk. */
  saved: string;
  /** The text with the form's changes. */
  text: string;
  data: unknown;
  schema: Schema;
}

type Tab = "sections" | "page" | "site";
const STATE = "sitegen-editor";
/** A message that outlives the reload a save causes. */
const FLASH = "sitegen-editor-flash";

interface Kept {
  tab: Tab;
  selected: number | null;
  site: string | null;
}

declare global {
  interface Window {
    /** Read by the live-reload script: a tab with unsaved changes is not reloaded under them. */
    __sitegenHoldReload?: boolean;
    /** Read by the live-reload script: no error overlay over the panel, which shows the problems. */
    __sitegenEditing?: boolean;
  }
}

/** The form's changed files, as the server takes them. */
function edited(docs: Record<string, Doc>): Edited[] {
  return Object.values(docs)
    .filter((d) => d.text !== d.saved)
    .map((d) => ({ path: d.path, base: d.base, text: d.text }));
}

/** The page's route as the build names it: `/calgary`, `/`. */
export function currentRoute(): string {
  const p = location.pathname.replace(/\/index\.html$/, "").replace(/\.html$/, "");
  return p.length > 1 ? p.replace(/\/+$/, "") : "/";
}

async function loadDoc(file: FileState): Promise<Doc> {
  const name = schemaName(file.text);
  if (!name) throw new EditFailed(`${file.path} does not name its form on its first line (# yaml-language-server: $schema=…).`);
  const schema = await loadSchema(name);
  return { path: file.path, base: file.hash, saved: file.text, text: file.text, data: read(file.text), schema };
}

function kept(): Kept | null {
  try {
    return JSON.parse(sessionStorage.getItem(STATE) ?? "null") as Kept | null;
  } catch {
    return null;
  }
}

export function Panel() {
  const route = useMemo(currentRoute, []);
  const start = useMemo(kept, []);
  const [editing, setEditing] = useState(start !== null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [docs, setDocs] = useState<Record<string, Doc>>({});
  const [tab, setTab] = useState<Tab>(start?.tab ?? "sections");
  const [selected, setSelected] = useState<number | null>(start?.selected ?? null);
  const [site, setSite] = useState<string | null>(start?.site ?? null);
  const [errors, setErrors] = useState<ContentError[]>([]);
  /** Whether the errors came from a save (nothing written) or from the live preview. */
  const [errorsFromSave, setErrorsFromSave] = useState(false);
  const [message, setMessage] = useState("");
  const [status, setStatus] = useState(() => {
    const flash = sessionStorage.getItem(FLASH) ?? "";
    sessionStorage.removeItem(FLASH);
    return flash;
  });
  const [undoDepth, setUndoDepth] = useState(0);
  const [busy, setBusy] = useState(false);
  const previewSeq = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  /** When the form last changed: the preview's latency is measured from here to the new page. */
  const changedAt = useRef(0);

  const pagePath = opened?.page?.source ?? null;
  const pageDoc = pagePath ? docs[pagePath] : undefined;
  const siteDoc = site ? docs[site] : undefined;
  const dirty = Object.values(docs).filter((d) => d.text !== d.saved);

  useEffect(() => {
    window.__sitegenHoldReload = dirty.length > 0;
  }, [dirty.length]);

  useEffect(() => {
    window.__sitegenEditing = editing;
    if (editing) document.getElementById("sitegen-overlay")?.remove();
  }, [editing]);

  useEffect(() => {
    if (editing) sessionStorage.setItem(STATE, JSON.stringify({ tab, selected, site } satisfies Kept));
    else sessionStorage.removeItem(STATE);
  }, [editing, tab, selected, site]);

  const fail = useCallback((e: unknown, saving = false) => {
    setErrorsFromSave(saving);
    if (e instanceof EditFailed) {
      setErrors(e.errors);
      setMessage(e.message);
    } else {
      setMessage(e instanceof Error ? e.message : String(e));
    }
  }, []);

  // Entering edit mode: the page's file, its sections and the site-wide files.
  useEffect(() => {
    if (!editing) {
      clearOutline();
      pageStyles(false);
      return;
    }
    pageStyles(true);
    let live = true;
    (async () => {
      try {
        const o = await api.open(route);
        if (!live) return;
        setOpened(o);
        setUndoDepth(o.undo);
        if (o.errors.length) {
          setErrors(o.errors);
          setMessage("This page cannot be published yet.");
        }
        if (o.file) {
          const doc = await loadDoc(o.file);
          if (live) setDocs((d) => ({ ...d, [doc.path]: doc }));
        } else {
          setTab("site");
        }
      } catch (e) {
        fail(e);
      }
    })();
    return () => {
      live = false;
    };
  }, [editing, route, fail]);

  // A site-wide file chosen: load it once.
  useEffect(() => {
    if (!editing || !site || docs[site]) return;
    api
      .file(site)
      .then(loadDoc)
      .then((doc) => setDocs((d) => ({ ...d, [doc.path]: doc })))
      .catch(fail);
  }, [editing, site, docs, fail]);

  const sections = useMemo(() => {
    const data = pageDoc?.data as { sections?: unknown[] } | undefined;
    return Array.isArray(data?.sections) ? (data.sections as Record<string, unknown>[]) : [];
  }, [pageDoc]);
  const types = useMemo(() => (pageDoc ? sectionTypes(pageDoc.schema) : {}), [pageDoc]);
  const labels = sections.map((s, i) => {
    const type = Object.keys(s)[0] ?? "";
    return `${i + 1}. ${types[type]?.title ?? label(type)}`;
  });

  // Outlines follow the sections (and every re-rendered page).
  const [rendered, setRendered] = useState(0);
  const [matched, setMatched] = useState(true);
  useEffect(() => {
    if (!editing || !pageDoc) return;
    setMatched(outline(labels, selected));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing, pageDoc, selected, rendered, labels.join("|")]);
  useEffect(() => {
    if (!editing) return;
    return onPick((i) => {
      setSelected(i);
      setTab("sections");
    });
  }, [editing]);

  /** The form changed `path`'s data: new text, then the page re-rendered from it. */
  const change = (path: string, data: unknown) => {
    const doc = docs[path];
    if (!doc) return;
    let text: string;
    try {
      text = patch(doc.text, data);
    } catch (e) {
      fail(e);
      return;
    }
    changedAt.current = performance.now();
    const next = { ...docs, [path]: { ...doc, text, data } };
    setDocs(next);
    window.clearTimeout(timer.current);
    // Long enough to take a burst of keystrokes as one edit, short enough to feel immediate.
    timer.current = window.setTimeout(() => void preview(edited(next)), 25);
  };

  const preview = async (files: Edited[]) => {
    const seq = ++previewSeq.current;
    try {
      const r = await api.preview(route, files);
      if (seq !== previewSeq.current) return;
      swapIn(r.html);
      setRendered((n) => n + 1);
      setErrors([]);
      setMessage("");
      const ms = Math.round(performance.now() - changedAt.current);
      setStatus(`Preview updated ${ms} ms after the change (the server took ${Math.round(r.ms)} ms).`);
    } catch (e) {
      if (seq !== previewSeq.current) return;
      setStatus("");
      fail(e);
    }
  };

  const save = async () => {
    setBusy(true);
    setErrors([]);
    setMessage("");
    try {
      const next = { ...docs };
      const r = await api.save(edited(docs));
      dirty.forEach((doc, i) => {
        next[doc.path] = { ...doc, base: r.hashes[i] ?? doc.base, saved: doc.text };
      });
      setUndoDepth(r.undo);
      const warnings = r.warnings;
      setDocs(next);
      window.__sitegenHoldReload = false;
      setErrorsFromSave(false);
      const done = `Saved ${dirty.map((d) => d.path).join(", ")}.${warnings.length ? ` ${warnings.length} warning(s).` : ""}`;
      sessionStorage.setItem(FLASH, done);
      setStatus(done);
    } catch (e) {
      fail(e, true);
    } finally {
      setBusy(false);
    }
  };

  const discard = () => {
    window.__sitegenHoldReload = false;
    location.reload();
  };

  const undo = async () => {
    setBusy(true);
    try {
      const r = await api.undo();
      setUndoDepth(r.undo);
      const back = await Promise.all(r.files.map(loadDoc));
      setDocs((d) => ({ ...d, ...Object.fromEntries(back.map((doc) => [doc.path, doc])) }));
      if (back.length) {
        const done = `Undone: ${back.map((d) => d.path).join(", ")} back as before.`;
        sessionStorage.setItem(FLASH, done);
        setStatus(done);
      }
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const fieldErrors = (doc: Doc | undefined): Errors => {
    const map: Errors = new Map();
    if (!doc) return map;
    for (const e of errors) {
      if (e.file !== doc.path || !e.line) continue;
      const key = pathKey(pathAt(doc.text, e.line, e.column));
      map.set(key, [...(map.get(key) ?? []), e.message]);
    }
    return map;
  };

  const setSections = (next: unknown[]) => {
    if (!pageDoc) return;
    change(pageDoc.path, { ...(pageDoc.data as object), sections: next });
  };

  if (!editing) {
    return (
      <button type="button" className="sg-toggle" aria-pressed="false" onClick={() => setEditing(true)}>
        ✎ Edit
      </button>
    );
  }

  const pageErrors = fieldErrors(pageDoc);
  const chosen = selected !== null ? sections[selected] : undefined;
  const chosenType = chosen ? (Object.keys(chosen)[0] ?? "") : "";
  const pageFields: Schema | undefined = pageDoc && {
    ...pageDoc.schema,
    properties: Object.fromEntries(Object.entries(pageDoc.schema.properties ?? {}).filter(([k]) => k !== "sections")),
    required: (pageDoc.schema.required ?? []).filter((k) => k !== "sections"),
  };

  return (
    <>
      <button
        type="button"
        className="sg-toggle"
        aria-pressed="true"
        onClick={() => {
          if (dirty.length && !window.confirm("Leave edit mode? Unsaved changes stay in the form until you reload.")) return;
          setEditing(false);
        }}
      >
        ✎ Editing
      </button>
      <aside className="sg-panel" aria-label="Site editor">
        <header>
          <h2>Edit {route}</h2>
          <p className="sg-file">{pagePath ?? "This address has no page file."}</p>
          <div className="sg-actions">
            <button type="button" className="sg-primary" disabled={busy || dirty.length === 0} onClick={() => void save()}>
              {busy ? "Checking…" : "Save"}
            </button>
            <button type="button" disabled={busy || dirty.length === 0} onClick={discard}>
              Discard changes
            </button>
            <button type="button" disabled={busy || undoDepth === 0} onClick={() => void undo()}>
              Undo last save{undoDepth ? ` (${undoDepth})` : ""}
            </button>
            <Publish unsaved={dirty.length > 0} />
          </div>
          <p className="sg-status" role="status">
            {dirty.length ? `Unsaved: ${dirty.map((d) => d.path).join(", ")}. ` : ""}
            {status}
          </p>
          {message || errors.length ? (
            <div className="sg-problems" role="alert">
              {message ? <p>{message}</p> : null}
              {errors.length ? (
                <p>
                  {errorsFromSave ? "Nothing was saved. " : "The page still shows the last version that worked. "}
                  Fix {errors.length === 1 ? "this problem" : `these ${errors.length} problems`}:
                </p>
              ) : null}
              <ul>
                {errors.map((e, i) => (
                  <li key={i}>
                    <code>{e.line ? `${e.file}:${e.line}:${e.column}` : e.file}</code> {e.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <nav className="sg-tabs" aria-label="What to edit">
            {(["sections", "page", "site"] as Tab[]).map((t) => (
              <button key={t} type="button" aria-pressed={tab === t} onClick={() => setTab(t)} disabled={t !== "site" && !pageDoc}>
                {t === "sections" ? "Sections" : t === "page" ? "Page" : "Site-wide"}
              </button>
            ))}
          </nav>
        </header>
        <div className="sg-body">
          {tab === "sections" && pageDoc ? (
            <>
              {!matched ? <p className="sg-note">The page's sections could not be outlined; choose them from this list.</p> : null}
              <ol className="sg-sections">
                {sections.map((s, i) => {
                  const type = Object.keys(s)[0] ?? "";
                  const fields = (s[type] ?? {}) as Record<string, unknown>;
                  const heading = typeof fields.title === "string" ? fields.title : "";
                  return (
                    <li key={i} className={i === selected ? "sg-chosen" : undefined}>
                      <button type="button" className="sg-section-name" aria-pressed={i === selected} onClick={() => { setSelected(i); sectionElements()[i]?.scrollIntoView({ block: "start" }); }}>
                        {types[type]?.title ?? label(type)}
                        {heading ? <small> {heading}</small> : null}
                      </button>
                      <span className="sg-item-tools">
                        <button type="button" disabled={i === 0} aria-label={`Move section ${i + 1} up`} onClick={() => { setSections(move(sections, i, i - 1)); setSelected(i - 1); }}>↑</button>
                        <button type="button" disabled={i === sections.length - 1} aria-label={`Move section ${i + 1} down`} onClick={() => { setSections(move(sections, i, i + 1)); setSelected(i + 1); }}>↓</button>
                        <button type="button" aria-label={`Remove section ${i + 1}`} onClick={() => { if (window.confirm("Remove this section?")) { setSections(sections.filter((_, j) => j !== i)); setSelected(null); } }}>✕</button>
                      </span>
                    </li>
                  );
                })}
              </ol>
              <AddPicker
                choices={Object.entries(types).map(([t, s]) => [t, s.title ?? label(t)])}
                prompt="Add a section…"
                label="Section type to add"
                button="Add section"
                onAdd={(type) => {
                  const s = types[type];
                  if (!s) return;
                  const at = selected === null ? sections.length : selected + 1;
                  const next = [...sections];
                  next.splice(at, 0, { [type]: blank(s) });
                  setSections(next);
                  setSelected(at);
                }}
              />
              {chosen && types[chosenType] ? (
                <section className="sg-form" aria-label={`Section ${(selected ?? 0) + 1}: ${types[chosenType]?.title ?? chosenType}`}>
                  <h3>{types[chosenType]?.title ?? label(chosenType)}</h3>
                  <ObjectField
                    name={chosenType}
                    schema={{ ...types[chosenType], title: undefined }}
                    value={chosen[chosenType]}
                    path={[]}
                    errors={prefixed(pageErrors, ["sections", selected ?? 0, chosenType])}
                    onChange={(v) => setSections(sections.map((s, j) => (j === selected ? { [chosenType]: v } : s)))}
                  />
                </section>
              ) : (
                <p className="sg-note">Choose a section on the page or in this list to edit it.</p>
              )}
            </>
          ) : null}
          {tab === "page" && pageDoc && pageFields ? (
            <section className="sg-form" aria-label="Page fields">
              <ObjectField
                name="page"
                schema={pageFields}
                value={withoutSections(pageDoc.data)}
                path={[]}
                errors={pageErrors}
                onChange={(v) => change(pageDoc.path, withSections(pageDoc.data, v))}
              />
              <NewPage />
            </section>
          ) : null}
          {tab === "site" ? (
            <section className="sg-form" aria-label="Site-wide files">
              <label className="sg-label" htmlFor="sg-site-file">
                File
              </label>
              <select id="sg-site-file" value={site ?? ""} onChange={(e) => setSite(e.target.value || null)}>
                <option value="">Choose a file…</option>
                {(opened?.files ?? []).map((f) => (
                  <option key={f} value={f}>
                    {f.replace(/^content\//, "")}
                  </option>
                ))}
              </select>
              {siteDoc ? (
                <Field name={siteDoc.schema.title ?? siteDoc.path} schema={siteDoc.schema} value={siteDoc.data} path={[]} errors={fieldErrors(siteDoc)} onChange={(v) => change(siteDoc.path, v)} />
              ) : null}
            </section>
          ) : null}
        </div>
      </aside>
    </>
  );
}

/** Errors under `prefix`, keyed relative to it (a section's form sees its own fields' errors). */
function prefixed(errors: Errors, prefix: (string | number)[]): Errors {
  const p = pathKey(prefix);
  const out: Errors = new Map();
  for (const [k, v] of errors) {
    if (k === p) out.set("", v);
    else if (k.startsWith(`${p}/`)) out.set(k.slice(p.length + 1), v);
  }
  return out;
}

function withoutSections(data: unknown): Record<string, unknown> {
  const { sections: _, ...rest } = (data ?? {}) as Record<string, unknown>;
  return rest;
}

/** The page's fields put back around its sections, in the file's order. */
function withSections(data: unknown, fields: unknown): Record<string, unknown> {
  const old = (data ?? {}) as Record<string, unknown>;
  const f = fields as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(old)) {
    if (k === "sections") out[k] = old[k];
    else if (k in f) out[k] = f[k];
  }
  for (const k of Object.keys(f)) if (!(k in out)) out[k] = f[k];
  return out;
}

/** A new service page for a city, made as `sitegen new service` makes it. */
function NewPage() {
  const [city, setCity] = useState("");
  const [service, setService] = useState("");
  const [result, setResult] = useState<{ route: string; advice: string[] } | null>(null);
  const [problem, setProblem] = useState("");
  return (
    <fieldset className="sg-object">
      <legend>New service page</legend>
      <p className="sg-help">Copies a similar page of the city, like `sitegen new service CITY SERVICE`; then change the lines it marks TODO.</p>
      <label className="sg-label" htmlFor="sg-new-city">City (its address, like calgary)</label>
      <input id="sg-new-city" value={city} onChange={(e) => setCity(e.target.value)} />
      <label className="sg-label" htmlFor="sg-new-service">Service (like Duct Cleaning)</label>
      <input id="sg-new-service" value={service} onChange={(e) => setService(e.target.value)} />
      <button
        type="button"
        disabled={!city || !service}
        onClick={() => {
          setProblem("");
          api.newService(city, service).then(setResult, (e: Error) => setProblem(e.message));
        }}
      >
        Create page
      </button>
      {problem ? <p role="alert" className="sg-field-error">{problem}</p> : null}
      {result ? (
        <div role="status">
          <p>
            Created the page. <a href={result.route}>Open {result.route}</a> and rewrite the text marked
            in red (copied from another page), then Save.
          </p>
          {result.advice.map((a) => (
            <p key={a} className="sg-help">{a}</p>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
