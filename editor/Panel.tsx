// The editor panel of `sitegen serve`: an Edit button on every preview page; in edit mode the page's
// sections are outlined, and forms generated from the content types edit the page, its sections
// and the site-wide files. Every change is re-rendered by the real pipeline on a scratch copy;
// Save checks the whole site as `sitegen check` does and writes only when it passes.
//
// This file holds the editing state and the actions on it (preview, save, discard, undo); the
// tabs' forms are in panel/ (SectionsTab, PageTab, SiteTab), the open files in panel/docs.ts.

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { api, EditFailed, type ContentError, type Edited, type Opened } from "./api";
import type { Version } from "./api.gen";
import { pathKey, type Errors } from "./form/Field";
import { clearOutline, onPick, outline, pageStyles, swapIn } from "./page";
import { PageTab } from "./panel/PageTab";
import { History } from "./panel/History";
import { Problems, SiteWarnings } from "./panel/Problems";
import { SectionsTab } from "./panel/SectionsTab";
import { SiteTab } from "./panel/SiteTab";
import {
  clearRestored,
  currentRoute,
  dropUnsaved,
  edited,
  flash,
  keep,
  keepUnsaved,
  kept,
  listWords,
  loadDoc,
  noteRestored,
  reapplyUnsaved,
  takeFlash,
  type Doc,
  type Tab,
} from "./panel/docs";
import { label, sectionTypes } from "./schema";
import { describePath, Publish } from "./Publish";
import { restoreFields } from "./yaml/fields";
import { pathAt } from "./yaml/locate";
import { patch, read } from "./yaml/patch";
import { w } from "./words";

declare global {
  interface Window {
    /** Read by the live-reload script: a tab with unsaved changes is not reloaded under them. */
    __sitegenHoldReload?: boolean;
    /** Read by the live-reload script: no error overlay over the panel, which shows the problems. */
    __sitegenEditing?: boolean;
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
  const [status, setStatus] = useState(takeFlash);
  /**
   * Per file, what became of unsaved typing a reload brought back: shown until that file is saved
   * or discarded, so a preview's "updated" line cannot hide it.
   */
  const [typingNotes, setTypingNotes] = useState<Record<string, string>>({});
  const [undoDepth, setUndoDepth] = useState(0);
  /** The site's warnings as saved (it still publishes): the Problems list's, not the status line's. */
  const [siteWarnings, setSiteWarnings] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [showHistory, setShowHistory] = useState(start?.history ?? false);
  const previewSeq = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  /** When the form last changed: the preview's latency is measured from here to the new page. */
  const changedAt = useRef(0);
  /** Unsaved typing came back into a file just loaded: the page is shown with it once more. */
  const typingBack = useRef(false);

  const pagePath = opened?.page?.source ?? null;
  const pageDoc = pagePath ? docs[pagePath] : undefined;
  const siteDoc = site ? docs[site] : undefined;
  const dirty = Object.values(docs).filter((d) => d.text !== d.saved);

  useEffect(() => {
    window.__sitegenHoldReload = dirty.length > 0;
  }, [dirty.length]);

  // Unsaved typing outlives every reload of this tab (Get the latest, a restart, a page switch).
  useEffect(() => {
    if (editing) keepUnsaved(docs);
  }, [docs, editing]);

  /** A file loaded from disk, with this tab's unsaved typing put back into it, and said so. */
  const withTyping = useCallback((loaded: Doc): Doc => {
    const { doc, kept: back, conflicts } = reapplyUnsaved(loaded);
    if (!back) return doc;
    typingBack.current = true;
    const both = conflicts.map((c) => w.bothChanged(describePath(doc.schema, c.path, doc.data), JSON.stringify(c.ours), JSON.stringify(c.theirs)));
    const note = `${w.typingKept(doc.path)}${both.join("")}`;
    setTypingNotes((n) => ({ ...n, [doc.path]: note }));
    return doc;
  }, []);

  useEffect(() => {
    window.__sitegenEditing = editing;
    if (editing) document.getElementById("sitegen-overlay")?.remove();
  }, [editing]);

  useEffect(() => {
    keep(editing ? { tab, selected, site, history: showHistory } : null);
  }, [editing, tab, selected, site, showHistory]);

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
        setOffToday(o.page?.off_today ?? []);
        // The list can wait: the page's form comes first.
        api
          .warnings()
          .then((r) => live && setSiteWarnings(r.warnings))
          .catch(() => undefined);
        setUndoDepth(o.undo);
        if (o.errors.length) {
          setErrors(o.errors);
          setMessage(w.cannotPublish);
        }
        if (o.file) {
          const doc = withTyping(await loadDoc(o.file));
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
  }, [editing, route, fail, withTyping]);

  // A site-wide file chosen: load it once.
  useEffect(() => {
    if (!editing || !site || docs[site]) return;
    api
      .file(site)
      .then(loadDoc)
      .then((loaded) => {
        const doc = withTyping(loaded);
        setDocs((d) => ({ ...d, [doc.path]: doc }));
      })
      .catch(fail);
  }, [editing, site, docs, fail, withTyping]);

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
  // The file's sections the page leaves out today (their `from:`/`until:`): not on the page.
  const [offToday, setOffToday] = useState<number[]>([]);
  useEffect(() => {
    if (!editing || !pageDoc) return;
    setMatched(outline(labels, selected, offToday));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `labels` is a new array each render; its text is the dependency
  }, [editing, pageDoc, selected, rendered, labels.join("|"), offToday.join(",")]);
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
      setOffToday(r.off_today);
      setRendered((n) => n + 1);
      setErrors([]);
      setMessage("");
      const ms = Math.round(performance.now() - changedAt.current);
      setStatus(w.previewUpdated(ms, Math.round(r.ms)));
    } catch (e) {
      if (seq !== previewSeq.current) return;
      setStatus("");
      fail(e);
    }
  };

  useEffect(() => {
    if (!typingBack.current) return;
    typingBack.current = false;
    void preview(edited(docs));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a loaded file brought typing back
  }, [docs]);

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
      setSiteWarnings(r.site_warnings);
      const warnings = r.warnings;
      setDocs(next);
      setTypingNotes((n) => Object.fromEntries(Object.entries(n).filter(([path]) => !next[path] || next[path].text !== next[path].saved)));
      window.__sitegenHoldReload = false;
      setErrorsFromSave(false);
      // Each warning in its own words: a count alone tells nobody what to look at.
      const done = w.saved(dirty.map((d) => d.path).join(", "), warnings);
      flash(done);
      setStatus(done);
    } catch (e) {
      fail(e, true);
    } finally {
      setBusy(false);
    }
  };

  const discard = () => {
    dropUnsaved();
    clearRestored();
    window.__sitegenHoldReload = false;
    location.reload();
  };

  const undo = async () => {
    setBusy(true);
    // A reload while the undo is on its way would cut it off: the person pressed Undo and nothing
    // happened. The rebuild it causes reloads the tab once the form lets go (below).
    window.__sitegenHoldReload = true;
    let typing = dirty.length > 0;
    try {
      const r = await api.undo();
      setUndoDepth(r.undo);
      api
        .warnings()
        .then((list) => setSiteWarnings(list.warnings))
        .catch(() => undefined);
      // Typing not saved yet in a file the undo puts back stays in the form, over the undone text.
      const back = await Promise.all(r.files.map(async (f) => withTyping(await loadDoc(f))));
      typing = dirty.some((d) => !back.some((b) => b.path === d.path)) || back.some((b) => b.text !== b.saved);
      setDocs((d) => ({ ...d, ...Object.fromEntries(back.map((doc) => [doc.path, doc])) }));
      // An undone save that was already live: Publish puts the text from before back on the live
      // site, and its list says so rather than describing a new edit.
      for (const path of r.live) {
        const file = r.files.find((f) => f.path === path);
        if (file) noteRestored(path, w.undoneLive(owner(path)), file.text);
      }
      if (back.length) {
        const done = r.live.length ? w.undoneLiveStatus(r.live.map(owner).join(", ")) : w.undone(back.map((d) => d.path).join(", "));
        flash(done);
        setStatus(done);
      }
    } catch (e) {
      fail(e);
    } finally {
      window.__sitegenHoldReload = typing;
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

  /** The file the History lists: the site-wide file on that tab, else the page's. */
  const historyDoc = tab === "site" ? siteDoc : pageDoc;

  /** What the History's file is, in words: "the About page", "the site-wide settings". */
  const owner = (path: string): string => {
    if (path === pagePath) {
      const words = route === "/" ? w.homeWords : route.split("/").filter(Boolean).join(" ").replace(/-/g, " ");
      return w.pageOwner(words);
    }
    if (path === "content/site.yaml") return w.siteOwner;
    return path.replace(/^content\//, "");
  };

  /**
   * Restore: the fields the version changed get its values back in the form (unsaved), every
   * other field keeps what it has now, typing included (yaml/fields.ts).
   */
  const restore = async (v: Version) => {
    if (!historyDoc || v.text === null) return;
    const r = restoreFields(v.before, v.text, historyDoc.text);
    changedAt.current = performance.now();
    const next = { ...docs, [historyDoc.path]: { ...historyDoc, text: r.text, data: read(r.text) } };
    setDocs(next);
    await preview(edited(next));
    const data = read(r.text);
    // "Title" reads "title" inside a sentence; a section's own title keeps its capitals.
    const names = (paths: (string | number)[][]) =>
      paths.map((p) => describePath(historyDoc.schema, p, data).replace(/^\p{Lu}(?=[\p{Ll} ])/u, (c) => c.toLowerCase()));
    const fields = names(r.restored.map((c) => c.path));
    const day = new Date(v.date * 1000).toLocaleDateString(w.locale, { month: "short", day: "numeric" });
    const what = w.restoredWhat(owner(historyDoc.path), fields.length ? listWords(fields) : w.restoredText, day);
    noteRestored(historyDoc.path, w.restoredNote(what), r.text);
    const kept = names(r.kept);
    setStatus(w.restoredStatus(what, kept.length ? listWords(kept) : ""));
  };

  /** The page as it was with an earlier version of the file; the form keeps its own text. */
  const view = async (text: string, when: string) => {
    if (!historyDoc) return;
    changedAt.current = performance.now();
    await preview(edited({ ...docs, [historyDoc.path]: { ...historyDoc, text } }));
    setStatus(w.showing(when));
  };

  const setSections = (next: unknown[]) => {
    if (!pageDoc) return;
    change(pageDoc.path, { ...(pageDoc.data as object), sections: next });
  };

  if (!editing) {
    return (
      <button type="button" className="sg-toggle" aria-pressed="false" onClick={() => setEditing(true)}>
        {w.edit}
      </button>
    );
  }

  const pageErrors = fieldErrors(pageDoc);

  return (
    <>
      <button
        type="button"
        className="sg-toggle"
        aria-pressed="true"
        onClick={() => {
          if (dirty.length && !window.confirm(w.leaveEditing)) return;
          setEditing(false);
        }}
      >
        {w.editing}
      </button>
      <aside className="sg-panel" aria-label={w.panel}>
        <header>
          <h2>{w.editRoute(route)}</h2>
          <p className="sg-file">{pagePath ?? w.noPageFile}</p>
          <div className="sg-actions">
            <button type="button" className="sg-primary" disabled={busy || dirty.length === 0} onClick={() => void save()}>
              {busy ? w.checking : w.save}
            </button>
            <button type="button" disabled={busy || dirty.length === 0} onClick={discard}>
              {w.discard}
            </button>
            <button type="button" disabled={busy || undoDepth === 0} onClick={() => void undo()}>
              {w.undo(undoDepth)}
            </button>
            <button type="button" aria-pressed={showHistory} disabled={!historyDoc} onClick={() => setShowHistory((h) => !h)}>
              {w.history}
            </button>
            <Publish unsaved={dirty.length > 0} />
          </div>
          {showHistory && historyDoc ? (
            <History
              doc={historyDoc}
              onView={(text, date) => void view(text, date)}
              onRestore={(v) => void restore(v)}
            />
          ) : null}
          <p className="sg-status" role="status">
            {dirty.length ? w.unsaved(dirty.map((d) => d.path).join(", ")) : ""}
            {status}
          </p>
          {Object.entries(typingNotes).map(([path, note]) =>
            docs[path] && docs[path].text !== docs[path].saved ? (
              <p key={path} className="sg-status sg-kept">
                {note}
              </p>
            ) : null,
          )}
          <Problems message={message} errors={errors} fromSave={errorsFromSave} />
          <nav className="sg-tabs" aria-label={w.tabs}>
            {(["sections", "page", "site"] as Tab[]).map((t) => (
              <button key={t} type="button" aria-pressed={tab === t} onClick={() => setTab(t)} disabled={t !== "site" && !pageDoc}>
                {t === "sections" ? w.tabSections : t === "page" ? w.tabPage : w.tabSite}
              </button>
            ))}
          </nav>
        </header>
        <div className="sg-body">
          <SiteWarnings warnings={siteWarnings} />
          {tab === "sections" && pageDoc ? (
            <SectionsTab
              sections={sections}
              types={types}
              selected={selected}
              onSelect={setSelected}
              matched={matched}
              offToday={offToday}
              errors={pageErrors}
              onChange={setSections}
            />
          ) : null}
          {tab === "page" && pageDoc ? (
            <PageTab doc={pageDoc} errors={pageErrors} onChange={(data) => change(pageDoc.path, data)} />
          ) : null}
          {tab === "site" ? (
            <SiteTab
              files={opened?.files ?? []}
              chosen={site}
              onChoose={setSite}
              doc={siteDoc}
              errors={fieldErrors(siteDoc)}
              onChange={(data) => siteDoc && change(siteDoc.path, data)}
            />
          ) : null}
        </div>
      </aside>
    </>
  );
}
