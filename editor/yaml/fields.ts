/**
 * What a version of a content file changed, field by field, and Restore by field: the fields a
 * version changed get its values back, every other field keeps what it has now (a colleague's
 * later change to another field of the page is not undone). Both are the three-way merge of
 * merge.ts seen from a version: base = the file before it, ours = the version, theirs = now.
 */
import { mergeTexts, type FieldPath } from "./merge";
import { read } from "./patch";

export interface FieldChange {
  path: FieldPath;
  before: unknown;
  after: unknown;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields (leaves, or whole lists whose length changed) that differ between `a` and `b`. */
export function fieldChanges(a: unknown, b: unknown, path: FieldPath = []): FieldChange[] {
  if (same(a, b)) return [];
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((k) => fieldChanges(a[k], b[k], [...path, k]));
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    return a.flatMap((x, i) => fieldChanges(x, b[i], [...path, i]));
  }
  return [{ path, before: a, after: b }];
}

export interface Restored {
  /** The current text with the version's changed fields put back, comments and layout kept. */
  text: string;
  /** The fields the version changed (now back to its values). */
  restored: FieldChange[];
  /** Fields changed since the version that the restore keeps as they are now. */
  kept: FieldPath[];
}

/**
 * `now` with the fields `version` changed (from `before`) set to its values. A version that
 * created the file (`before` null) or a text that cannot be read comes back whole.
 */
export function restoreFields(before: string | null, version: string, now: string): Restored {
  let b: unknown, v: unknown, n: unknown;
  try {
    b = before === null ? undefined : read(before);
    v = read(version);
    n = read(now);
  } catch {
    return { text: version, restored: [], kept: [] };
  }
  if (before === null) return { text: version, restored: fieldChanges(undefined, v), kept: [] };
  const restored = fieldChanges(b, v);
  const under = (p: FieldPath, t: FieldPath) => t.length <= p.length && t.every((seg, i) => seg === p[i]);
  // A field the version changed is "restored" even when later changed again; the rest of what
  // differs between the version and now is later work, kept.
  const kept = fieldChanges(v, n)
    .map((c) => c.path)
    .filter((p) => !restored.some((c) => under(p, c.path)));
  // Conflicts (a field the version changed and someone changed since) take the version's value.
  const { text } = mergeTexts(before, version, now);
  return { text, restored, kept };
}
