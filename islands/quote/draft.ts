import { DRAFT_KEY, DRAFT_MAX_AGE_DAYS } from "../props.gen";
import type { QuoteRequest } from "./submit";

// What a visitor typed or chose, kept in localStorage so a reload, a dropped connection or an
// accidental navigation does not lose the lead. Only the fields the visitor touched are kept: the
// page's own choices (a city page's city, a service page's service, the default Home/Business)
// are the page's, and a draft that carried them would set the next page's form to the wrong city
// and service. Removed after a request is sent, ignored once stale, and kept per language (a
// French page's draft does not fill an English form). The key and the age come from the Rust
// props (props.rs), which the privacy policy states too.
const KEY = DRAFT_KEY;
const MAX_AGE_MS = DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

export type DraftField = keyof QuoteRequest;

/** The fields in the order the form shows them (and the "we kept" line names them). */
export const DRAFT_FIELDS: DraftField[] = ["name", "email", "phone", "city", "serviceType", "propertyType", "message"];

export interface Draft {
  /** Only what the visitor typed or chose. */
  values: Partial<QuoteRequest>;
  /** The page it was typed on (its path), for the line that says where it came from. */
  page: string;
  /** The language of that page (`<html lang>`). */
  lang: string;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // disabled storage throws on access
  }
}

/** The draft for a form in `lang`, or null (none, stale, unreadable, another language's). */
export function loadDraft(lang: string, now = Date.now()): Draft | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return null;
    const { values, page, savedAt } = parsed as Partial<Draft>;
    const draftLang = (parsed as Partial<Draft>).lang;
    if (!values || typeof values !== "object" || typeof savedAt !== "number" || now - savedAt > MAX_AGE_MS) {
      clearDraft();
      return null;
    }
    // Another language's draft stays for its own pages (a bilingual visitor may go back).
    if (typeof draftLang !== "string" || draftLang !== lang) return null;
    const clean: Partial<QuoteRequest> = {};
    for (const field of DRAFT_FIELDS) {
      const value = (values as Record<string, unknown>)[field];
      if (typeof value === "string") clean[field] = value;
    }
    if (Object.keys(clean).length === 0) return null;
    return { values: clean, page: typeof page === "string" ? page : "", lang: draftLang, savedAt };
  } catch {
    return null;
  }
}

/**
 * Keeps the touched fields that are not empty; with none there is nothing to keep, and no draft
 * (a visitor who empties the form empties the draft).
 */
export function saveDraft(values: QuoteRequest, touched: Iterable<DraftField>, page: string, lang: string, now = Date.now()): void {
  const kept: Partial<QuoteRequest> = {};
  for (const field of touched) if (values[field].trim() !== "") kept[field] = values[field];
  if (Object.keys(kept).length === 0) {
    clearDraft();
    return;
  }
  try {
    storage()?.setItem(KEY, JSON.stringify({ values: kept, page, lang, savedAt: now }));
  } catch {
    // Full or disabled storage: the form still works, only without a draft.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // ignore
  }
}
