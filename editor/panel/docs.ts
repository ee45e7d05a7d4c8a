// The files the editor has open, and what outlives a reload (the chosen tab and section, a message
// after a save). Plain functions and types: the panel's components share them.

import { EditFailed, type Edited, type FileState } from "../api";
import { loadSchema, schemaName, type Schema } from "../schema";
import { mergeTexts, type Conflict } from "../yaml/merge";
import { read } from "../yaml/patch";
import { w } from "../words";

export interface Doc {
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

export type Tab = "sections" | "page" | "site";
const STATE = "sitegen-editor";
/** A message that outlives the reload a save causes. */
const FLASH = "sitegen-editor-flash";

export interface Kept {
  tab: Tab;
  selected: number | null;
  site: string | null;
  /** The History was open: a reload (a rebuild after Get the latest) keeps it open. */
  history?: boolean;
}

/** The form's changed files, as the server takes them. */
export function edited(docs: Record<string, Doc>): Edited[] {
  return Object.values(docs)
    .filter((d) => d.text !== d.saved)
    .map((d) => ({ path: d.path, base: d.base, text: d.text }));
}

/** The page's route as the build names it: `/calgary`, `/`. */
export function currentRoute(): string {
  const p = location.pathname.replace(/\/index\.html$/, "").replace(/\.html$/, "");
  return p.length > 1 ? p.replace(/\/+$/, "") : "/";
}

export async function loadDoc(file: FileState): Promise<Doc> {
  const name = schemaName(file.text);
  if (!name) throw new EditFailed(`${file.path} does not name its form on its first line (# yaml-language-server: $schema=…).`);
  const schema = await loadSchema(name);
  return { path: file.path, base: file.hash, saved: file.text, text: file.text, data: read(file.text), schema };
}

/** The tab and section chosen before the last reload, while edit mode was on. */
export function kept(): Kept | null {
  try {
    return JSON.parse(sessionStorage.getItem(STATE) ?? "null") as Kept | null;
  } catch {
    return null;
  }
}

export function keep(state: Kept | null): void {
  if (state) sessionStorage.setItem(STATE, JSON.stringify(state));
  else sessionStorage.removeItem(STATE);
}

/** Shows `message` after the reload a save causes. */
export function flash(message: string): void {
  sessionStorage.setItem(FLASH, message);
}

/** The message a save left before the reload, once. */
export function takeFlash(): string {
  const message = sessionStorage.getItem(FLASH) ?? "";
  sessionStorage.removeItem(FLASH);
  return message;
}

/**
 * Unsaved typing, kept for this tab across every reload (Get the latest, a restart of the
 * preview, a page switch): per file, the text on disk it was typed over and the typed text.
 */
const UNSAVED = "sitegen-editor-unsaved";

interface Unsaved {
  saved: string;
  text: string;
}

function unsaved(): Record<string, Unsaved> {
  try {
    return (JSON.parse(sessionStorage.getItem(UNSAVED) ?? "null") as Record<string, Unsaved> | null) ?? {};
  } catch {
    return {};
  }
}

/** Records the open files' unsaved typing (and forgets a file once it is saved or discarded). */
export function keepUnsaved(docs: Record<string, Doc>): void {
  const all = unsaved();
  for (const doc of Object.values(docs)) {
    if (doc.text !== doc.saved) all[doc.path] = { saved: doc.saved, text: doc.text };
    else delete all[doc.path];
  }
  if (Object.keys(all).length) sessionStorage.setItem(UNSAVED, JSON.stringify(all));
  else sessionStorage.removeItem(UNSAVED);
}

/** Forgets every file's unsaved typing: Discard. */
export function dropUnsaved(): void {
  sessionStorage.removeItem(UNSAVED);
}

export interface Reapplied {
  doc: Doc;
  /** The typing was put back into the form (merged over what changed on disk meanwhile). */
  kept: boolean;
  /** Fields both the typing and the file on disk changed: the form shows the typed value. */
  conflicts: Conflict[];
}

/**
 * `doc` as loaded from disk with this tab's unsaved typing in it: merged by field over whatever
 * changed on disk meanwhile (someone else's change that came in), never dropped. A text that can
 * no longer be read or merged is put back as it was typed.
 */
export function reapplyUnsaved(doc: Doc): Reapplied {
  const entry = unsaved()[doc.path];
  if (!entry || entry.text === doc.saved) return { doc, kept: false, conflicts: [] };
  let text = entry.text;
  let conflicts: Conflict[] = [];
  try {
    const merged = mergeTexts(entry.saved, entry.text, doc.saved);
    text = merged.text;
    conflicts = merged.conflicts;
  } catch {
    // Kept as typed: Save shows what is wrong with it, and nothing is lost.
  }
  let data: unknown = doc.data;
  try {
    data = read(text);
  } catch {
    // the form shows the file's data; the text keeps the typing
  }
  return { doc: { ...doc, text, data }, kept: text !== doc.saved, conflicts };
}

/** `a, b and c`. */
export function listWords(items: string[]): string {
  return new Intl.ListFormat(w.listLocale, { style: "long", type: "conjunction" }).format(items);
}

/**
 * What a Restore put back, per file ("Restored the About page's title of Nov 25") with the text it
 * made: Publish's description says it while the file still has that text, in any tab (kept in
 * localStorage: the Save, the reload and the Publish may come later, in another tab).
 */
const RESTORED = "sitegen-editor-restored";

export interface RestoredNote {
  sentence: string;
  text: string;
}

export function restoredNotes(): Record<string, RestoredNote> {
  try {
    return (JSON.parse(localStorage.getItem(RESTORED) ?? "null") as Record<string, RestoredNote> | null) ?? {};
  } catch {
    return {};
  }
}

export function noteRestored(path: string, sentence: string, text: string): void {
  localStorage.setItem(RESTORED, JSON.stringify({ ...restoredNotes(), [path]: { sentence, text } }));
}

export function clearRestored(): void {
  localStorage.removeItem(RESTORED);
}
