/**
 * Property tests over the site's real content: random small edits to every file under content/
 * (change a scalar, remove, insert or move a list item) must read back as the data asked for and
 * touch only the lines that edit is about. The random choices are seeded, so a failure repeats;
 * the seed and the edit are in the test's message.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { isAlias, isMap, isPair, isScalar, isSeq, parseDocument, type Node } from "yaml";
import { diffLines } from "./linediff";
import { patch, read } from "./patch";

const root = join(__dirname, "../../content");
const files = readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".yaml"))
  .sort();

type Path = (string | number)[];
interface Leaf {
  path: Path;
  first: number;
  last: number;
}
interface List {
  path: Path;
  flow: boolean;
  /** `- - a`: the first item shares its line with the outer item's dash. */
  compact: boolean;
  first: number;
  last: number;
  /** Per item: first and last line (1-based). */
  items: { first: number; last: number }[];
}

/** Every scalar value and every list of a file, with the lines they occupy. */
function survey(text: string): { leaves: Leaf[]; lists: List[] } {
  const doc = parseDocument(text, { merge: true });
  const lineOf = (offset: number) => text.slice(0, offset).split("\n").length;
  // The last line with the node's own text (ranges may run on over the next line break).
  const lastLine = (n: Node) => lineOf(text.slice(0, n.range?.[1] ?? 0).trimEnd().length);
  const leaves: Leaf[] = [];
  const lists: List[] = [];
  const walk = (n: unknown, path: Path) => {
    if (isAlias(n) || !n) return;
    if (isScalar(n)) {
      leaves.push({ path, first: lineOf(n.range?.[0] ?? 0), last: lastLine(n) });
    } else if (isMap(n)) {
      for (const p of n.items) if (isPair(p) && isScalar(p.key)) walk(p.value, [...path, String(p.key.value)]);
    } else if (isSeq(n)) {
      lists.push({
        path,
        flow: n.flow === true,
        compact: text.slice(text.lastIndexOf("\n", (n.range?.[0] ?? 0) - 1) + 1, n.range?.[0]).trim() !== "",
        first: lineOf(n.range?.[0] ?? 0),
        last: lastLine(n),
        items: n.items.map((it) => ({ first: lineOf((it as Node).range?.[0] ?? 0), last: lastLine(it as Node) })),
      });
      n.items.forEach((it, i) => walk(it, [...path, i]));
    }
  };
  walk(doc.contents, []);
  return { leaves, lists };
}

function getIn(data: unknown, path: Path): unknown {
  // Undefined once an earlier edit removed part of the path.
  return path.reduce<unknown>((d, k) => (d as Record<string | number, unknown> | undefined)?.[k], data);
}

/** A small seeded generator (mulberry32), so every run makes the same edits. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (n: number) => Math.floor(next() * n), pick: <T>(xs: T[]): T => xs[Math.floor(next() * xs.length)] as T };
}

const comments = (text: string) => text.split("\n").filter((l) => l.trim().startsWith("#")).sort();
const content = (ls: { text: string }[]) =>
  ls.map((l) => l.text).filter((t) => t.trim() !== "" && !t.trim().startsWith("#")).sort();

function patched(text: string, data: unknown, what: string): string {
  let out: string;
  try {
    out = patch(text, data);
  } catch (e) {
    throw new Error(`${what}: ${(e as Error).message}`, { cause: e });
  }
  expect(read(out), what).toEqual(data);
  expect(out, what).not.toContain("\t");
  expect(out.split("\n")[0], what).toBe(text.split("\n")[0]);
  return out;
}

// Rounds per kind of edit and file: 89 files x 13 patches take about 20 s on the shared machine.
// YAML_PATCH_ROUNDS and YAML_PATCH_SEED explore further by hand.
const ROUNDS = Number(process.env.YAML_PATCH_ROUNDS ?? 3);
const SEED = Number(process.env.YAML_PATCH_SEED ?? 0);

describe.each(files)("content/%s", (file) => {
  const text = readFileSync(join(root, file), "utf8");
  const { leaves, lists } = survey(text);
  const seed = [...file].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7) ^ SEED;
  const rnd = random(seed);
  const json = JSON.stringify(read(text));
  const fresh = () => JSON.parse(json) as unknown;

  test("unchanged data gives the same bytes", () => {
    expect(patch(text, fresh())).toBe(text);
  });

  test("a changed scalar changes only its own lines", () => {
    for (let r = 0; r < ROUNDS && leaves.length > 0; r++) {
      const leaf = rnd.pick(leaves);
      const data = fresh();
      const parent = getIn(data, leaf.path.slice(0, -1)) as Record<string | number, unknown>;
      const key = leaf.path[leaf.path.length - 1] as string | number;
      const old = parent[key];
      if (typeof old === "number") parent[key] = old + 1;
      else if (typeof old === "boolean") parent[key] = !old;
      else if (typeof old === "string" && old.includes(" ") && rnd.int(2) === 0) {
        const words = old.split(" ");
        words[rnd.int(words.length)] = "changed";
        parent[key] = words.join(" ");
      } else parent[key] = `${String(old ?? "")} (edited)`.trim();
      const what = `seed ${seed}: ${leaf.path.join(".")} = ${JSON.stringify(parent[key])}`;
      const out = patched(text, data, what);
      const diff = diffLines(text, out);
      for (const l of diff.removed) expect(l.line, what).toBeGreaterThanOrEqual(leaf.first);
      for (const l of diff.removed) expect(l.line, what).toBeLessThanOrEqual(leaf.last);
      if (leaf.first === leaf.last) {
        expect(diff.removed.length, what).toBe(1);
        expect(diff.added.length, what).toBe(1);
      } else {
        expect(diff.added.length, what).toBeLessThanOrEqual(diff.removed.length + 1);
      }
      expect(comments(out), what).toEqual(comments(text));
    }
  });

  test("removing a list item removes only its lines", () => {
    const candidates = lists.filter((l) => l.items.length > (l.flow ? 0 : 1));
    for (let r = 0; r < ROUNDS && candidates.length > 0; r++) {
      const list = rnd.pick(candidates);
      const i = rnd.int(list.items.length);
      const data = fresh();
      (getIn(data, list.path) as unknown[]).splice(i, 1);
      const what = `seed ${seed}: remove ${[...list.path, i].join(".")}`;
      const out = patched(text, data, what);
      const diff = diffLines(text, out);
      const item = list.items[i] as { first: number; last: number };
      if (list.flow || list.compact) {
        for (const l of diff.removed) expect(l.line, what).toBeGreaterThanOrEqual(list.first);
        for (const l of diff.removed) expect(l.line, what).toBeLessThanOrEqual(list.last);
        expect(diff.added.length, what).toBeLessThanOrEqual(diff.removed.length);
      } else {
        // One run of lines goes: the item's, and the blank or comment lines between it and its
        // neighbour. (A line diff may show the run shifted onto an identical neighbouring line,
        // as `git diff` would, e.g. two items that both start with `- >-`.)
        const from = i > 0 ? (list.items[i - 1] as { last: number }).last + 1 : item.first;
        const to = i > 0 ? item.last : (list.items[1] as { first: number }).first - 1;
        const next = list.items[i + 1] as { last: number } | undefined;
        expect(diff.added, what).toEqual([]);
        const run = diff.removed.map((l) => l.line);
        expect(run, what).toEqual(run.map((_, k) => (run[0] as number) + k));
        expect(run.length, what).toBeGreaterThanOrEqual(item.last - item.first + 1);
        expect(run.length, what).toBeLessThanOrEqual(to - from + 1);
        expect(run[0], what).toBeGreaterThanOrEqual(from);
        expect(run[run.length - 1], what).toBeLessThanOrEqual(next ? next.last : to);
      }
    }
  });

  test("inserting a list item only adds lines", () => {
    const candidates = lists.filter((l) => l.items.length > 0);
    for (let r = 0; r < ROUNDS && candidates.length > 0; r++) {
      const list = rnd.pick(candidates);
      const data = fresh();
      const items = getIn(data, list.path) as unknown[];
      const copy = JSON.parse(JSON.stringify(rnd.pick(items))) as unknown;
      const at = rnd.int(items.length + 1);
      items.splice(at, 0, copy);
      const what = `seed ${seed}: insert at ${[...list.path, at].join(".")}`;
      const out = patched(text, data, what);
      const diff = diffLines(text, out);
      if (list.flow || list.compact) {
        for (const l of diff.removed) expect(l.line, what).toBeGreaterThanOrEqual(list.first);
        for (const l of diff.removed) expect(l.line, what).toBeLessThanOrEqual(list.last);
      } else {
        expect(diff.removed, what).toEqual([]);
        expect(diff.added.length, what).toBeGreaterThan(0);
      }
      expect(comments(out), what).toEqual(comments(text));
    }
  });

  test("moving a list item moves its text", () => {
    const candidates = lists.filter((l) => l.items.length > 1);
    for (let r = 0; r < ROUNDS && candidates.length > 0; r++) {
      const list = rnd.pick(candidates);
      const data = fresh();
      const items = getIn(data, list.path) as unknown[];
      const from = rnd.int(items.length);
      let to = rnd.int(items.length - 1);
      if (to >= from) to++;
      const [moved] = items.splice(from, 1);
      items.splice(to, 0, moved);
      const what = `seed ${seed}: move ${list.path.join(".")} ${from} -> ${to}`;
      const out = patched(text, data, what);
      const diff = diffLines(text, out);
      if (list.flow || list.compact) {
        // One line of a flow list changes; in a compact list the first line keeps its `- - `.
        for (const l of diff.removed) expect(l.line, what).toBeGreaterThanOrEqual(list.first);
        for (const l of diff.removed) expect(l.line, what).toBeLessThanOrEqual(list.last);
      } else {
        // The same lines, in another order: nothing rewritten.
        expect(content(diff.added), what).toEqual(content(diff.removed));
      }
      expect(comments(out), what).toEqual(comments(text));
    }
  });

  test("hostile text in any scalar reads back exactly", () => {
    for (let r = 0; r < ROUNDS && leaves.length > 0; r++) {
      const leaf = rnd.pick(leaves);
      const data = fresh();
      const parent = getIn(data, leaf.path.slice(0, -1)) as Record<string | number, unknown>;
      const value = rnd.pick(HOSTILE);
      parent[leaf.path[leaf.path.length - 1] as string | number] = value;
      patched(text, data, `seed ${seed}: ${leaf.path.join(".")} = ${JSON.stringify(value)}`);
    }
  });

  test("several edits in one save", () => {
    for (let r = 0; r < ROUNDS && lists.length > 0; r++) {
      const data = fresh();
      const done: string[] = [];
      for (let k = 0; k < 4; k++) {
        const list = rnd.pick(lists);
        const items = getIn(data, list.path) as unknown[] | undefined;
        if (!Array.isArray(items) || items.length === 0) continue;
        const i = rnd.int(items.length);
        const op = rnd.int(3);
        if (op === 0) items.splice(i, 1);
        else if (op === 1) items.splice(rnd.int(items.length + 1), 0, JSON.parse(JSON.stringify(items[i])));
        else items.splice(rnd.int(items.length), 0, ...items.splice(i, 1));
        done.push(`${["remove", "copy", "move"][op]} ${[...list.path, i].join(".")}`);
      }
      const leaf = rnd.pick(leaves);
      const parent = getIn(data, leaf.path.slice(0, -1)) as Record<string | number, unknown> | undefined;
      const key = leaf.path[leaf.path.length - 1] as string | number;
      if (parent && typeof parent === "object" && Object.hasOwn(parent, key)) {
        parent[key] = "Changed, too";
        done.push(`set ${leaf.path.join(".")}`);
      }
      patched(text, data, `seed ${seed}: ${done.join("; ")}`);
    }
  });
});

/** Text a person might paste, or that breaks naive YAML writers. */
const HOSTILE = [
  "",
  " ",
  "  leading and trailing  ",
  "key: value",
  "a #not a comment",
  "#comment?",
  "- dash",
  "? question",
  "[bracket]",
  "{brace}",
  "x, y",
  "'single'",
  '"double"',
  "it's",
  "back\\slash",
  "yes",
  "No",
  "~",
  "null",
  "0x1F",
  "1e3",
  ".inf",
  "12:30",
  "2024-01-01",
  "---",
  "...",
  "--- not a document",
  "line one\nline two",
  "ends with newline\n",
  "\n\nstarts with blank lines",
  "two\n\nparagraphs",
  "trailing spaces   \nnext",
  "  indented first line\nsecond",
  "tab\tinside",
  "bell\u0007",
  "emoji 🔥 and accents é ü",
  "right-to-left \u202e text",
  "line\u2028separator",
  "zero\u200bwidth",
  "%percent",
  "@at",
  "`backtick`",
  "&anchor",
  "*alias",
  "!tag",
  "|pipe",
  ">greater",
  "</script><script>alert(1)</script>",
  "a".repeat(300),
  Array.from({ length: 80 }, (_, i) => `word${i}`).join(" "),
];
