/**
 * Three-way merge of a content file's values by field path: what the person typed (`ours`) and
 * what came in from others (`theirs`), both changed from the text they started from (`base`).
 * Content is typed YAML whose fields we know, so a conflict is two values of one field, never a
 * line of text: fields changed on one side only merge by themselves, and the merged value is
 * written into `theirs`'s text with `patch`, so comments and layout of the untouched lines stay.
 */
import { patch, read } from "./patch";

export type FieldPath = (string | number)[];

export interface Conflict {
  path: FieldPath;
  ours: unknown;
  theirs: unknown;
}

export interface Merged {
  /** `theirs`'s text with every change of `ours` written in; on a conflict, `ours`'s value. */
  text: string;
  /** The fields both sides changed to different values. */
  conflicts: Conflict[];
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The merged value of one field; conflicts at or below `path` are pushed to `out`. */
export function mergeValues(base: unknown, ours: unknown, theirs: unknown, path: FieldPath, out: Conflict[]): unknown {
  if (same(ours, base)) return theirs;
  if (same(theirs, base) || same(ours, theirs)) return ours;
  if (isObject(base) && isObject(ours) && isObject(theirs)) {
    const merged: Record<string, unknown> = {};
    // `theirs`'s key order first (the file's), then keys only `ours` added.
    const keys = [...new Set([...Object.keys(theirs), ...Object.keys(ours)])];
    for (const key of keys) {
      const value = mergeValues(base[key], ours[key], theirs[key], [...path, key], out);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(ours) && Array.isArray(theirs) && base.length === ours.length && base.length === theirs.length) {
    return base.map((b, i) => mergeValues(b, ours[i], theirs[i], [...path, i], out));
  }
  out.push({ path, ours, theirs });
  return ours;
}

/** Merges the texts; throws (a PatchError or a YAML error) only when a text cannot be read. */
export function mergeTexts(base: string, ours: string, theirs: string): Merged {
  if (ours === base) return { text: theirs, conflicts: [] };
  if (theirs === base || ours === theirs) return { text: ours, conflicts: [] };
  const conflicts: Conflict[] = [];
  const data = mergeValues(read(base), read(ours), read(theirs), [], conflicts);
  return { text: patch(theirs, data), conflicts };
}
