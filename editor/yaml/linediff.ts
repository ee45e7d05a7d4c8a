/**
 * A line diff like `git diff` shows, for tests and for telling a person what a save will change:
 * the old lines that go and the new lines that come, around the longest run of unchanged lines.
 */
import { lcs } from "./scalar";

export interface LineDiff {
  /** Old lines not kept, with their 1-based line numbers. */
  removed: { line: number; text: string }[];
  /** New lines not in the old text, with their 1-based line numbers in the new text. */
  added: { line: number; text: string }[];
}

export function diffLines(a: string, b: string): LineDiff {
  const x = a.split("\n");
  const y = b.split("\n");
  const keptA = new Set<number>();
  const keptB = new Set<number>();
  for (const [i, j] of lcs(x, y, (p, q) => p === q)) {
    keptA.add(i);
    keptB.add(j);
  }
  return {
    removed: x.flatMap((text, i) => (keptA.has(i) ? [] : [{ line: i + 1, text }])),
    added: y.flatMap((text, j) => (keptB.has(j) ? [] : [{ line: j + 1, text }])),
  };
}
