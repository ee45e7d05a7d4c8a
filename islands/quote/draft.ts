import { DRAFT_KEY, DRAFT_MAX_AGE_DAYS } from "../props.gen";
import type { QuoteRequest } from "./submit";

// What a visitor typed, kept in localStorage so a reload, a dropped connection or an accidental
// navigation does not lose the lead. Removed after a successful submit, and ignored once stale.
// The key and the age come from the Rust props (props.rs), which the privacy policy states too.
const KEY = DRAFT_KEY;
const MAX_AGE_MS = DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

export interface Draft {
  values: QuoteRequest;
  /** When the visitor started filling the form (for the minimum fill time). */
  startedAt: number;
  savedAt: number;
}

const FIELDS: (keyof QuoteRequest)[] = ["name", "email", "phone", "city", "serviceType", "message", "propertyType"];

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // disabled storage throws on access
  }
}

export function loadDraft(now = Date.now()): Draft | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return null;
    const { values, startedAt, savedAt } = parsed as Partial<Draft>;
    if (!values || typeof savedAt !== "number" || now - savedAt > MAX_AGE_MS) {
      clearDraft();
      return null;
    }
    const clean = {} as QuoteRequest;
    for (const field of FIELDS) {
      const value = (values as unknown as Record<string, unknown>)[field];
      clean[field] = typeof value === "string" ? value : "";
    }
    return { values: clean, startedAt: typeof startedAt === "number" ? startedAt : savedAt, savedAt };
  } catch {
    return null;
  }
}

export function saveDraft(values: QuoteRequest, startedAt: number, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ values, startedAt, savedAt: now }));
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

/**
 * True when the visitor typed something worth keeping. The property type and service alone are not:
 * they have a default or come from a `?service=` link, and a draft of them would follow the visitor.
 */
export function hasInput(values: QuoteRequest): boolean {
  return FIELDS.some((field) => field !== "propertyType" && field !== "serviceType" && values[field].trim() !== "");
}
