/**
 * Lossless YAML patching: write a changed value back into a content file so that only the bytes
 * of what changed move.
 *
 * The editor's forms work on plain JSON (`read`). When a form is saved, `patch` compares the old
 * data with the new, walks the `yaml` package's node tree (which keeps every node's source range)
 * alongside, and turns each difference into a text splice:
 * - a changed scalar: its own source range, written in its old style (scalar.ts);
 * - a key added to or removed from a mapping, an item added, removed or moved in a sequence: the
 *   collection's items are cut into text blocks (an item with the comment lines directly above it)
 *   and the separators between them (line breaks, blank lines, commas); the new list is the old
 *   blocks in the new order, new items serialized with `yaml`'s `stringify` at the item column, and
 *   the old separators in their old places;
 * - anything else (a value of another kind): the value alone, freshly serialized.
 * Splices never overlap and are applied from the end of the file backwards. Everything outside
 * them (comments, blank lines, key order, quoting, CRLF, a byte order mark, the
 * `# yaml-language-server` line, a missing final newline) is untouched. The result is read back
 * and compared with what was asked for; any difference is a PatchError, never a wrong file.
 */
import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  stringify,
  visit,
  Scalar,
  type Document,
  type Node,
  type Pair,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";
import {
  blockScalar,
  canSingleQuote,
  doubleQuoted,
  isRecord,
  lcs,
  plainSafe,
  singleQuoted,
} from "./scalar";

/** A mistake or an edit we cannot make cleanly, in words for the person editing. */
export class PatchError extends Error {
  override name = "PatchError";
}

const PARSE_OPTIONS = { keepSourceTokens: true, merge: true, uniqueKeys: true, strict: true } as const;

/** The file's data as plain JSON values (what the form edits). */
export function read(text: string): unknown {
  return load(text).toJS({ maxAliasCount: 1000 }) as unknown;
}

/** Text whose data is `next`, changing only the bytes of what differs between read(text) and next. */
export function patch(text: string, next: unknown): string {
  const doc = load(text);
  const old = doc.toJS({ maxAliasCount: 1000 }) as unknown;
  next = JSON.parse(JSON.stringify(next ?? null)) as unknown; // plain JSON: no undefined, no Dates
  if (deepEqual(old, next)) return text;

  const ctx = context(text, doc);
  const root = doc.contents;
  let edits: Edit[];
  if (!root) {
    edits = [{ start: text.length, end: text.length, text: freshRoot(ctx, next) }];
  } else {
    edits = diff(ctx, root, old, next, { flow: false, col: 0, after: "root", from: root.range[0] });
  }
  checkAnchors(ctx);
  const out = splice(text, 0, text.length, edits);

  // The safety net: the file we would write must hold exactly the data that was asked for.
  let back: unknown;
  try {
    back = read(out);
  } catch {
    back = undefined;
  }
  if (back === undefined || !deepEqual(back, next)) {
    throw new PatchError(
      ctx.anchors.size > 0 || ctx.merges
        ? "This change touches a part of the file that is shared with other places (an anchor `&name`, " +
            "an alias `*name` or a `<<:` merge), so it cannot be saved from the form. Make it in the YAML file."
        : "This change could not be written without disturbing the rest of the file, so nothing was saved. " +
            "Make it in the YAML file, or tell the developers which change it was.",
    );
  }
  return out;
}

function load(text: string): Document.Parsed {
  const doc = parseDocument(text, PARSE_OPTIONS);
  const err = doc.errors[0];
  if (err) {
    const pos = err.linePos?.[0];
    const where = pos ? ` on line ${pos.line}, column ${pos.col}` : "";
    const what = (err.message.split(" at line ")[0] ?? err.message).replace(/\.$/, "");
    throw new PatchError(`The file is not valid YAML${where}: ${what}. Fix it in the file before editing it here.`);
  }
  return doc;
}

// ---------------------------------------------------------------------------------------------
// What we learn once about the file, so new text looks like the old.

interface Ctx {
  text: string;
  eol: string;
  /** Spaces a nested mapping is indented by. */
  step: number;
  /** Whether `- ` items under a key are indented (`key:\n  - a`) or at the key's column. */
  indentSeq: boolean;
  quote: "single" | "double";
  flowPad: { map: boolean; seq: boolean };
  /** Anchor name -> number of aliases to it. */
  anchors: Map<string, number>;
  merges: boolean;
  /** New values seen where an alias or an anchored node changed, checked after the walk. */
  aliasChanges: Map<string, unknown[]>;
  anchorChanges: Map<string, unknown>;
}

function context(text: string, doc: Document.Parsed): Ctx {
  const ctx: Ctx = {
    text,
    eol: /\r\n/.test(text.slice(0, (text.indexOf("\n") + 1) || text.length)) ? "\r\n" : "\n",
    step: 2,
    indentSeq: true,
    quote: "double",
    flowPad: { map: true, seq: true },
    anchors: new Map(),
    merges: false,
    aliasChanges: new Map(),
    anchorChanges: new Map(),
  };
  let step: number | undefined;
  let indentSeq: boolean | undefined;
  const padSeen = { map: false, seq: false };
  let singles = 0;
  let doubles = 0;
  visit(doc, {
    Pair(_, pair) {
      const k = pair.key;
      const v = pair.value;
      if (isMergeKey(k)) ctx.merges = true;
      if (!isScalar(k) || !k.range || !v || !(isMap(v) || isSeq(v)) || v.flow || !v.range) return;
      const keyCol = column(text, k.range[0]);
      const valCol = column(text, v.range[0]);
      if (isMap(v) && step === undefined && valCol > keyCol) step = valCol - keyCol;
      if (isSeq(v) && indentSeq === undefined) indentSeq = valCol > keyCol;
    },
    Scalar(_, s) {
      if (s.type === Scalar.QUOTE_SINGLE) singles++;
      if (s.type === Scalar.QUOTE_DOUBLE) doubles++;
      if (s.anchor) ctx.anchors.set(s.anchor, ctx.anchors.get(s.anchor) ?? 0);
    },
    Map(_, m) {
      noteCollection(m, "map");
    },
    Seq(_, s) {
      noteCollection(s, "seq");
    },
    Alias(_, a) {
      ctx.anchors.set(a.source, (ctx.anchors.get(a.source) ?? 0) + 1);
    },
  });
  function noteCollection(n: YAMLMap | YAMLSeq, kind: "map" | "seq") {
    if (n.anchor) ctx.anchors.set(n.anchor, ctx.anchors.get(n.anchor) ?? 0);
    if (n.flow && n.items.length > 0 && n.range && !padSeen[kind]) {
      padSeen[kind] = true;
      ctx.flowPad[kind] = /\s/.test(text[n.range[0] + 1] ?? "");
    }
  }
  ctx.step = step ?? 2;
  ctx.indentSeq = indentSeq ?? true;
  ctx.quote = singles > doubles ? "single" : "double";
  return ctx;
}

// ---------------------------------------------------------------------------------------------
// The walk: old node + old data + new data -> splices.

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Where a value sits, so it can be replaced whole when its kind changes. */
interface Slot {
  flow: boolean;
  /** Column of the key or `-` that owns the value. */
  col: number;
  after: "key" | "dash" | "root" | "flow";
  /** Offset just after the `:` or `-` (block), or the value's start (flow, root). */
  from: number;
}

function diff(ctx: Ctx, node: Node | null, old: unknown, next: unknown, slot: Slot): Edit[] {
  if (isAlias(node)) {
    // The value lives at the anchor; it is patched there (checkAnchors makes sure that is right).
    if (!deepEqual(old, next)) push(ctx.aliasChanges, node.source, next);
    return [];
  }
  if (deepEqual(old, next)) return [];
  if (!node) throw new PatchError("This part of the file has a key without a value that the form cannot fill in.");
  if (node.anchor) ctx.anchorChanges.set(node.anchor, next);
  if (isScalar(node) && (next === null || typeof next !== "object")) return [scalarEdit(ctx, node, next, slot)];
  if (isMap(node) && isRecord(next) && isRecord(old)) return mapDiff(ctx, node, old, next, slot);
  if (isSeq(node) && Array.isArray(next) && Array.isArray(old)) return seqDiff(ctx, node, old, next, slot);
  return [replaceValue(ctx, node, next, slot)];
}

/** `<<` in a mapping: `yaml` reads it as a symbol when merge keys are on. */
function isMergeKey(k: unknown): boolean {
  return isScalar(k) && (typeof k.value === "symbol" || k.value === "<<");
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V) {
  m.set(k, [...(m.get(k) ?? []), v]);
}

/**
 * A value shared through an anchor is one value in the file: a form may change it only when it
 * changes it the same way everywhere it appears.
 */
function checkAnchors(ctx: Ctx) {
  const refuse = (name: string) =>
    new PatchError(
      `This value is shared through an anchor (&${name}) with other places in the same file, ` +
        "and the change was made in only one of them. Change it in the YAML file, or give this place its own value there.",
    );
  for (const [name, values] of ctx.aliasChanges) {
    if (!ctx.anchorChanges.has(name)) throw refuse(name);
    const at = ctx.anchorChanges.get(name);
    if (values.some((v) => !deepEqual(v, at))) throw refuse(name);
  }
  for (const name of ctx.anchorChanges.keys()) {
    if ((ctx.aliasChanges.get(name)?.length ?? 0) < (ctx.anchors.get(name) ?? 0)) throw refuse(name);
  }
}

// --- scalars ---------------------------------------------------------------------------------

function scalarEdit(ctx: Ctx, node: Scalar, next: unknown, slot: Slot): Edit {
  const [start] = range(node);
  const block = node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED;
  const end = block ? valueEnd(ctx, node) : range(node)[1];
  let text: string;
  if (typeof next === "string") {
    text = scalarText(ctx, node, next, slot);
  } else {
    // Numbers, booleans and null are always plain, so they stay typed.
    text = next === null ? "null" : String(next);
  }
  // An empty value (`key:`) has no text of its own: keep a space after the `:`.
  if (start === end && /[:-]/.test(ctx.text[start - 1] ?? "")) text = " " + text;
  // `sitegen new` marks copied text with a trailing `# TODO` note that the build refuses to
  // publish; writing a new value in the form is what the note asks for, so the note goes with
  // the old value. (Any other comment stays.)
  if (!block) {
    const todo = /^[ ]+#\s*TODO\b[^\r\n]*/.exec(ctx.text.slice(end));
    if (todo) return { start, end: end + todo[0].length, text };
  }
  return { start, end, text };
}

function scalarText(ctx: Ctx, node: Scalar, s: string, slot: Slot): string {
  const quoted = () =>
    ctx.quote === "single" && canSingleQuote(s) ? singleQuoted(s) : doubleQuoted(s);
  // An empty string had to be quoted (a field the form just added, or `""` written by hand); the
  // text typed into it is written like any new value: plain when it can be.
  const wasEmpty = (node.type === Scalar.QUOTE_SINGLE || node.type === Scalar.QUOTE_DOUBLE) && node.value === "";
  switch (wasEmpty ? Scalar.PLAIN : node.type) {
    case Scalar.BLOCK_LITERAL:
    case Scalar.BLOCK_FOLDED: {
      const [start] = range(node);
      const parentIndent = (node.srcToken as { indent?: number } | undefined)?.indent ?? slot.col;
      const b = blockScalar(
        {
          source: ctx.text.slice(start, valueEnd(ctx, node)),
          value: String(node.value ?? ""),
          parentIndent,
          defaultIndent: slot.col + (slot.after === "dash" ? 2 : ctx.step),
          eol: ctx.eol,
        },
        s,
      );
      return b ?? doubleQuoted(s);
    }
    case Scalar.QUOTE_SINGLE:
      return canSingleQuote(s) ? singleQuoted(s) : doubleQuoted(s);
    case Scalar.QUOTE_DOUBLE:
      return doubleQuoted(s);
    default: {
      if (plainSafe(s, slot.flow)) return s;
      // A plain value that now has several lines becomes a literal block in block context.
      if (!slot.flow && slot.after !== "root" && s.includes("\n")) {
        const b = blockScalar(
          { source: "|", value: "", parentIndent: slot.col, defaultIndent: slot.col + (slot.after === "dash" ? 2 : ctx.step), eol: ctx.eol },
          s,
        );
        if (b) return b;
      }
      return quoted();
    }
  }
}

// --- mappings --------------------------------------------------------------------------------

/** One item of a rebuilt collection: an old item (with its own inner edits) or a new value. */
type Entry = { old: number; edits: Edit[] } | { fresh: unknown; key?: string };

function mapDiff(ctx: Ctx, node: YAMLMap, old: Record<string, unknown>, next: Record<string, unknown>, slot: Slot): Edit[] {
  const pairs = node.items as Pair[];
  const keys = pairs.map((p) => {
    if (isMergeKey(p.key)) return "<<";
    if (!isScalar(p.key)) throw new PatchError("This part of the file uses a complex key the form cannot edit.");
    return String(p.key.value);
  });
  const own = new Set(keys);
  const merged = own.has("<<");
  const refuseMerge = () =>
    new PatchError(
      'This part copies values from another block with "<<:" (a merge key); the copied values can only be changed in the YAML file.',
    );
  const slots = node.flow ? null : blockItems(ctx, node);
  const entries: Entry[] = [];
  let structural = false;
  pairs.forEach((p, i) => {
    const k = keys[i] as string;
    if (k === "<<") {
      entries.push({ old: i, edits: [] });
      return;
    }
    if (!Object.hasOwn(next, k)) {
      structural = true;
      return;
    }
    const s: Slot = slots
      ? { flow: false, col: slots.col, after: "key", from: (slots.indicators[i] ?? 0) + 1 }
      : { flow: true, col: 0, after: "flow", from: p.value ? range(p.value as Node)[0] : 0 };
    entries.push({ old: i, edits: diff(ctx, p.value as Node | null, old[k], next[k], s) });
  });
  for (const k of Object.keys(next)) {
    if (own.has(k)) continue;
    if (merged && Object.hasOwn(old, k)) {
      // Inherited through `<<:`: fine while untouched.
      if (deepEqual(old[k], next[k])) continue;
      throw refuseMerge();
    }
    entries.push({ fresh: next[k], key: k });
    structural = true;
  }
  if (merged && Object.keys(old).some((k) => !own.has(k) && !Object.hasOwn(next, k))) throw refuseMerge();

  if (!structural) return entries.flatMap((e) => ("edits" in e ? e.edits : []));
  if (entries.length === 0 && !node.flow) return [replaceValue(ctx, node, {}, slot)];
  return [rebuild(ctx, node, entries)];
}

// --- sequences -------------------------------------------------------------------------------

function seqDiff(ctx: Ctx, node: YAMLSeq, old: unknown[], next: unknown[], slot: Slot): Edit[] {
  if (next.length === 0 && !node.flow) return [replaceValue(ctx, node, [], slot)];
  // Which old item each new item is: first the longest run of unchanged items in order, then
  // unchanged items that moved, then changed items paired in order within the gaps between
  // unchanged ones. Unpaired new items are new; unpaired old items are removed.
  const plan: (number | null)[] = next.map(() => null);
  const used = new Set<number>();
  const anchors = lcs(old, next, deepEqual);
  for (const [i, j] of anchors) {
    plan[j] = i;
    used.add(i);
  }
  next.forEach((v, j) => {
    if (plan[j] !== null) return;
    const i = old.findIndex((o, i) => !used.has(i) && deepEqual(o, v));
    if (i >= 0) {
      plan[j] = i;
      used.add(i);
    }
  });
  const bounds: [number, number][] = [[-1, -1], ...anchors, [old.length, next.length]];
  for (let g = 0; g + 1 < bounds.length; g++) {
    const [i0, j0] = bounds[g] as [number, number];
    const [i1, j1] = bounds[g + 1] as [number, number];
    const freeOld: number[] = [];
    for (let i = i0 + 1; i < i1; i++) if (!used.has(i)) freeOld.push(i);
    for (let j = j0 + 1; j < j1 && freeOld.length > 0; j++) {
      if (plan[j] !== null) continue;
      const i = freeOld.shift() as number;
      plan[j] = i;
      used.add(i);
    }
  }

  // Left over: items that changed and moved. Pair each with the free old item it shares most
  // fields with, so its comments and layout go with it.
  next.forEach((v, j) => {
    if (plan[j] !== null) return;
    let best = -1;
    let bestScore = 0;
    old.forEach((o, i) => {
      const score = used.has(i) ? 0 : likeness(o, v);
      if (score > bestScore) [best, bestScore] = [i, score];
    });
    if (best >= 0) {
      plan[j] = best;
      used.add(best);
    }
  });

  const slots = node.flow ? null : blockItems(ctx, node);
  const itemSlot = (i: number): Slot =>
    slots
      ? { flow: false, col: slots.col, after: "dash", from: (slots.indicators[i] ?? 0) + 1 }
      : { flow: true, col: 0, after: "flow", from: range(node.items[i] as Node)[0] };
  const entries: Entry[] = plan.map((i, j) =>
    i === null
      ? { fresh: next[j] }
      : { old: i, edits: diff(ctx, node.items[i] as Node | null, old[i], next[j], itemSlot(i)) },
  );
  if (next.length === old.length && plan.every((i, j) => i === j)) {
    return entries.flatMap((e) => ("edits" in e ? e.edits : []));
  }
  return [rebuild(ctx, node, entries)];
}

/** How many fields two mappings have in common (0 for anything else). */
function likeness(a: unknown, b: unknown): number {
  if (!isRecord(a) || !isRecord(b)) return 0;
  return Object.keys(a).filter((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k])).length;
}

// --- rebuilding a collection's item list -------------------------------------------------------

/**
 * Replace the run of items of `node` with `entries`: old items keep their exact text (plus their
 * own edits), new ones are serialized at the item column. An old item keeps the separator before
 * it (line break, blank lines, and comments set apart by a blank line); when the items before it
 * were removed, a separator with comments among theirs is kept instead, so a heading comment over
 * a group outlives the group's first item. A new item (or the old first one, which had none) gets
 * a plain separator like the others have, so no comment is ever written twice.
 */
function rebuild(ctx: Ctx, node: YAMLMap | YAMLSeq, entries: Entry[]): Edit {
  const { text, eol } = ctx;
  const flow = node.flow === true;
  const kind = isMap(node) ? "map" : "seq";
  const spans = flow ? flowSpans(node) : blockSpans(ctx, node);
  const col = flow ? 0 : blockItems(ctx, node).col;
  // New items follow their siblings: in `- { label: A, href: /a }` lists, a new item is one line too.
  const values = node.items.map((it) => (isPair(it) ? it.value : it));
  const siblingsFlow = values.some((v) => isMap(v) || isSeq(v)) && values.every((v) => !(isMap(v) || isSeq(v)) || v.flow);
  const texts = entries.map((e) => {
    if ("edits" in e) {
      const sp = spans[e.old] as Span;
      return splice(text, sp.s, sp.e, e.edits);
    }
    if (flow) return kind === "map" ? `${keyText(e.key ?? "", true)}: ${flowText(ctx, e.fresh)}` : flowText(ctx, e.fresh);
    return kind === "map"
      ? `${keyText(e.key ?? "", false)}:${freshValue(ctx, e.fresh, col, "key", siblingsFlow)}`
      : `-${freshValue(ctx, e.fresh, col, "dash", siblingsFlow)}`;
  });

  const [open, close] = range(node);
  if (flow && (spans.length === 0 || texts.length === 0)) {
    const pad = ctx.flowPad[kind] ? " " : "";
    return { start: open + 1, end: close - 1, text: texts.length ? pad + texts.join(", ") + pad : "" };
  }
  // seps[i]: the text between old item i-1 and old item i (seps[0] is unused).
  const seps = spans.map((sp, i) => (i === 0 ? "" : text.slice((spans[i - 1] as Span).e, sp.s)));
  let plain: string;
  if (flow) {
    const last = seps[seps.length - 1];
    plain = last && !last.includes("#") ? last : ", ";
  } else {
    // As many blank lines as every old separator has (none if any has none).
    const blanks = seps.slice(1).map((sep) => sep.split("\n").slice(1, -1).filter((l) => l.trim() === "").length);
    plain = eol.repeat(1 + (blanks.length ? Math.min(...blanks) : 0)) + " ".repeat(col);
  }
  let out = texts[0] ?? "";
  let prev = -1; // the old item written last, if the entry before was one
  entries.forEach((e, j) => {
    const i = "edits" in e ? e.old : -1;
    if (j > 0) {
      let sep = plain;
      if (i > 0) {
        sep = seps[i] as string;
        if (prev >= 0 && prev < i && !sep.includes("#")) {
          sep = seps.slice(prev + 1, i).find((s) => s.includes("#")) ?? sep;
        }
      }
      out += sep + texts[j];
    }
    prev = i;
  });
  const first = spans[0] as Span;
  const lastSpan = spans[spans.length - 1] as Span;
  return { start: first.s, end: lastSpan.e, text: out };
}

interface Span {
  s: number;
  e: number;
}

/** Offsets of the `-` or key of each item of a block collection, of its `:`, and their column. */
function blockItems(ctx: Ctx, node: YAMLMap | YAMLSeq): { starts: number[]; indicators: number[]; col: number } {
  const tok = node.srcToken as
    | { type: string; items: { start: { type: string; offset: number }[]; key?: { offset: number } | null; sep?: { type: string; offset: number }[] }[] }
    | undefined;
  if (!tok || (tok.type !== "block-map" && tok.type !== "block-seq") || tok.items.length !== node.items.length) {
    throw new PatchError("This part of the file is laid out in a way the form cannot edit; change it in the YAML file.");
  }
  const starts: number[] = [];
  const indicators: number[] = [];
  for (const it of tok.items) {
    const lead = it.start.find((t) => t.type !== "space" && t.type !== "newline" && t.type !== "comment");
    if (lead?.type === "explicit-key-ind") {
      throw new PatchError("This part of the file uses `? key` entries, which the form cannot edit.");
    }
    const start = lead?.offset ?? it.key?.offset;
    const ind = tok.type === "block-seq" ? lead?.offset : it.sep?.find((t) => t.type === "map-value-ind")?.offset;
    if (start === undefined || ind === undefined) {
      throw new PatchError("This part of the file is laid out in a way the form cannot edit; change it in the YAML file.");
    }
    starts.push(start);
    indicators.push(ind);
  }
  return { starts, indicators, col: column(ctx.text, starts[0] ?? 0) };
}

/**
 * Text blocks of a block collection's items. A block runs from the comment lines directly above
 * the item (same column, no blank line between) to the end of the item's last line, its trailing
 * comment included. The first item's comments stay put: above the first item they usually
 * describe the whole list (or the file).
 */
function blockSpans(ctx: Ctx, node: YAMLMap | YAMLSeq): Span[] {
  const { text } = ctx;
  const { starts, col } = blockItems(ctx, node);
  const commentAbove = new RegExp(`^ {${col}}#`);
  const spans: Span[] = [];
  node.items.forEach((item, i) => {
    const start = starts[i] as number;
    const value = isPair(item) ? ((item.value ?? item.key) as Node) : (item as Node);
    const e = lineEnd(text, valueEnd(ctx, value));
    let s = start;
    if (i > 0) {
      const prevEnd = (spans[i - 1] as Span).e;
      let ls = lineStart(text, start);
      if (ls + col !== start) {
        throw new PatchError("This list or mapping is laid out in a way the form cannot edit; change it in the YAML file.");
      }
      while (ls > 0) {
        const pls = lineStart(text, ls - 1);
        if (pls <= prevEnd || !commentAbove.test(text.slice(pls, ls))) break;
        ls = pls;
      }
      s = ls + col;
    }
    spans.push({ s, e });
  });
  return spans;
}

function flowSpans(node: YAMLMap | YAMLSeq): Span[] {
  return node.items.map((item) => {
    if (isPair(item)) {
      const k = item.key as Node;
      const v = item.value as Node | null;
      return { s: range(k)[0], e: v ? range(v)[1] : range(k)[1] };
    }
    const [s, e] = range(item as Node);
    return { s, e };
  });
}

// --- new values ------------------------------------------------------------------------------

function stringifyOptions(ctx: Ctx) {
  return {
    lineWidth: 0, // never fold: content lines stay as long as the person typed them
    indent: ctx.step,
    indentSeq: ctx.indentSeq,
    schema: "core",
    compat: "yaml-1.1", // quote "yes", "on", "08:00" too, so every YAML reader sees a string
    singleQuote: ctx.quote === "single" ? true : null,
  } as const;
}

/**
 * A new value written after `key:` or `-` at column `col`: a scalar or empty collection on the same
 * line, a mapping or list indented below the key, or compact after a dash (`- a: 1`).
 */
function freshValue(ctx: Ctx, v: unknown, col: number, after: "key" | "dash", flowStyle = false): string {
  if (flowStyle && v !== null && typeof v === "object") return " " + flowText(ctx, v);
  const lines = stringify(v, stringifyOptions(ctx)).replace(/\n$/, "").split("\n");
  const pad = (n: number, l: string) => (l === "" ? "" : " ".repeat(n) + l);
  const nonEmpty = v !== null && typeof v === "object" && Object.keys(v).length > 0;
  if (nonEmpty && after === "key") {
    const n = col + (Array.isArray(v) && !ctx.indentSeq ? 0 : ctx.step);
    return lines.map((l) => ctx.eol + pad(n, l)).join("");
  }
  const n = col + (after === "dash" ? 2 : ctx.step);
  return " " + (lines[0] ?? "") + lines.slice(1).map((l) => ctx.eol + pad(n, l)).join("");
}

/** A new value inside a flow collection (`{ a: 1 }`, `[x, y]`): one line, flow style throughout. */
function flowText(ctx: Ctx, v: unknown): string {
  if (v === null || typeof v !== "object") {
    if (typeof v !== "string") return String(v);
    if (plainSafe(v, true)) return v;
    return ctx.quote === "single" && canSingleQuote(v) ? singleQuoted(v) : doubleQuoted(v);
  }
  const pad = Array.isArray(v) ? ctx.flowPad.seq : ctx.flowPad.map;
  return stringify(v, { ...stringifyOptions(ctx), collectionStyle: "flow", flowCollectionPadding: pad }).trim();
}

function freshRoot(ctx: Ctx, v: unknown): string {
  const s = stringify(v, stringifyOptions(ctx)).replace(/\n/g, ctx.eol);
  return ctx.text === "" || /\n$/.test(ctx.text) ? s : ctx.eol + s;
}

function keyText(k: string, inFlow: boolean): string {
  return plainSafe(k, inFlow, true) ? k : doubleQuoted(k);
}

/** Replace a value whole, when it changed kind (text -> list, list -> mapping, ...). */
function replaceValue(ctx: Ctx, node: Node, next: unknown, slot: Slot): Edit {
  if (node.anchor) {
    throw new PatchError(
      `This value is shared through an anchor (&${node.anchor}); it cannot change its kind from the form. Change it in the YAML file.`,
    );
  }
  if (slot.flow) return { start: range(node)[0], end: range(node)[1], text: flowText(ctx, next) };
  if (slot.after === "root") {
    return { start: range(node)[0], end: valueEnd(ctx, node), text: stringify(next, stringifyOptions(ctx)).replace(/\n$/, "").replace(/\n/g, ctx.eol) };
  }
  const after = slot.after === "dash" ? "dash" : "key";
  return { start: slot.from, end: valueEnd(ctx, node), text: freshValue(ctx, next, slot.col, after) };
}

// ---------------------------------------------------------------------------------------------
// Offsets.

function range(node: Node): [number, number] {
  if (!node.range) throw new PatchError("Internal error: a value without a place in the file.");
  return [node.range[0], node.range[1]];
}

/**
 * Where a value's own text ends: the end of a scalar or flow collection, the last content line of
 * a block scalar (its trailing blank lines too when it keeps them, `|+`), the end of the last
 * item of a block collection.
 */
function valueEnd(ctx: Ctx, node: Node): number {
  const { text } = ctx;
  if ((isMap(node) || isSeq(node)) && !node.flow && node.items.length > 0) {
    const last = node.items[node.items.length - 1];
    return valueEnd(ctx, (isPair(last) ? (last.value ?? last.key) : last) as Node);
  }
  const [start, end] = range(node);
  if (isScalar(node) && (node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED)) {
    const headerEnd = lineEnd(text, start);
    const keep = /^[|>][1-9]?\+/.test(text.slice(start, headerEnd).replace(/^([|>])[1-9]/, "$1"));
    let p = end;
    for (;;) {
      let q = p;
      if (text[q - 1] === "\n") q--;
      if (text[q - 1] === "\r") q--;
      if (q <= headerEnd) return headerEnd;
      if (keep) return q;
      const ls = lineStart(text, q);
      if (text.slice(ls, q).trim() !== "") return q;
      p = ls;
    }
  }
  return end;
}

function lineStart(text: string, p: number): number {
  return text.lastIndexOf("\n", p - 1) + 1;
}

/** End of the line holding `p`, before its line break (so a trailing comment is included). */
function lineEnd(text: string, p: number): number {
  const i = text.indexOf("\n", p);
  if (i < 0) return text.length;
  return text[i - 1] === "\r" ? i - 1 : i;
}

function column(text: string, p: number): number {
  return p - lineStart(text, p);
}

/** `text[start, end)` with `edits` applied (they lie inside it and do not overlap). */
function splice(text: string, start: number, end: number, edits: Edit[]): string {
  let out = "";
  let at = start;
  for (const e of [...edits].sort((a, b) => a.start - b.start)) {
    if (e.start < at || e.end > end) throw new PatchError("Internal error: overlapping changes.");
    out += text.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + text.slice(at, end);
}

// ---------------------------------------------------------------------------------------------

/** Equality of plain JSON values; key order does not matter. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    return Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const rb = b as Record<string, unknown>;
  const ra = a as Record<string, unknown>;
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(rb, k) && deepEqual(ra[k], rb[k]));
}
