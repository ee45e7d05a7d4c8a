/**
 * Writing one scalar value in the style it already has.
 *
 * The patcher (patch.ts) replaces only the source text of a scalar whose value changed; this
 * module decides that text. Plain stays plain while the new value reads back as the same string,
 * quoted stays quoted, and block scalars (`|`, `>`) keep their header, their indentation and, for
 * folded text, the places where the old lines broke, so one changed word changes one line.
 */
import { parseDocument } from "yaml";

/** Characters only a double-quoted scalar can hold (as escapes); tabs go here too, so we never write a tab. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const NEEDS_ESCAPE = /[\t\r\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]/;

/**
 * True when `s` written as a plain (unquoted) scalar reads back as exactly this string, both under
 * YAML 1.2 (what `yaml` and our Rust reader use) and YAML 1.1 (older tools: `yes`, `on`, `08:00`),
 * so a text like "149", "yes" or "null" stays a string. `key` is for mapping keys.
 */
export function plainSafe(s: string, inFlow: boolean, key = false): boolean {
  if (s === "" || s !== s.trim() || s.includes("\n") || NEEDS_ESCAPE.test(s)) return false;
  const probe = key ? (inFlow ? `{${s}: x}` : `${s}: x`) : inFlow ? `[${s}]` : `k: ${s}`;
  for (const schema of ["core", "yaml-1.1"] as const) {
    // Any error or warning (a reserved `@` or backtick, a tag `!x`) means: not as plain text.
    const doc = parseDocument(probe, { schema, uniqueKeys: true });
    if (doc.errors.length > 0 || doc.warnings.length > 0) return false;
    let back: unknown;
    try {
      back = doc.toJS(); // throws on an alias (`*name`) to nothing
    } catch {
      return false;
    }
    if (key) {
      if (!isRecord(back) || Object.keys(back).length !== 1 || back[s] !== "x") return false;
    } else if (inFlow) {
      if (!Array.isArray(back) || back.length !== 1 || back[0] !== s) return false;
    } else if (!isRecord(back) || back.k !== s) return false;
  }
  return true;
}

export function doubleQuoted(s: string): string {
  // JSON string escapes are all valid YAML double-quoted escapes; YAML also wants DEL, the C1
  // controls and the Unicode line separators escaped, which JSON leaves raw.
  return JSON.stringify(s).replace(
    /[\x7f-\x9f\u2028\u2029\ufeff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export function canSingleQuote(s: string): boolean {
  // A line break inside single quotes would be folded on reading; escapes do not exist there.
  return !s.includes("\n") && !NEEDS_ESCAPE.test(s);
}

export function singleQuoted(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** What the patcher knows about an existing block scalar. */
export interface BlockSource {
  /** Source from the header (`|`, `>-`, ...) to the end of its last line, line breaks as in the file. */
  source: string;
  /** The value it holds now. */
  value: string;
  /** Indentation of the parent collection (the YAML `n` an explicit indentation indicator adds to). */
  parentIndent: number;
  /** Content indentation to use when the old scalar has no content line to measure. */
  defaultIndent: number;
  eol: string;
}

/**
 * New source text for a block scalar holding `s`, or null when `s` has characters a block scalar
 * cannot hold without a tab or control character in the file (the caller then double-quotes).
 */
export function blockScalar(old: BlockSource, s: string): string | null {
  if (NEEDS_ESCAPE.test(s)) return null;
  const srcLines = old.source.split(/\r?\n/);
  const header = /^([|>])([1-9]?)([-+]?)([1-9]?)(.*)$/.exec(srcLines[0] ?? "");
  if (!header) return null;
  let style = header[1] as "|" | ">";
  const oldDigit = header[2] || header[4] || "";
  const oldChomp = header[3] ?? "";
  const rest = header[5] ?? "";

  // Content indentation: measured on the first line with text (its spaces minus the value's own).
  let indent = old.defaultIndent;
  const firstSrc = srcLines.slice(1).find((l) => l.trim() !== "");
  const firstVal = old.value.split("\n").find((l) => l.trim() !== "");
  if (firstSrc !== undefined && firstVal !== undefined) {
    indent = leadingSpaces(firstSrc) - leadingSpaces(firstVal);
  } else if (oldDigit) {
    indent = old.parentIndent + Number(oldDigit);
  }

  const trailing = /\n*$/.exec(s)?.[0].length ?? 0;
  const body = s.slice(0, s.length - trailing);
  const lines = body === "" ? [] : body.split("\n");
  // A line of spaces only is read as an empty line, whatever its length.
  if (lines.some((l) => l !== "" && l.trim() === "")) return null;

  // Folding turns single line breaks into spaces; text that starts with a line break or has lines
  // starting with a space would need the spec's "more-indented" rules, so such text is written as
  // a literal block instead (a changed style, but still a block scalar and the same value).
  if (style === ">" && (body.startsWith("\n") || lines.some((l) => /^\s/.test(l)))) style = "|";

  // Keep the chomping indicator when it still gives the right trailing line breaks.
  const chompFits = oldChomp === "-" ? trailing === 0 : oldChomp === "+" ? trailing >= 1 : trailing === 1;
  const chomp = chompFits ? oldChomp : trailing === 0 ? "-" : trailing === 1 ? "" : "+";

  // An explicit indentation indicator is needed when the text itself starts with a space.
  const firstText = lines.find((l) => l !== "");
  const needDigit = firstText !== undefined && firstText.startsWith(" ");
  let digit = oldDigit;
  if (needDigit || oldDigit) {
    const d = indent - old.parentIndent;
    if (d < 1 || d > 9) return null;
    digit = String(d);
  }

  const sameHeader = style === header[1] && chomp === oldChomp && digit === oldDigit;
  const head = sameHeader ? (srcLines[0] ?? "") : style + digit + chomp + rest;

  const pad = " ".repeat(indent);
  const out: string[] = [head];
  if (style === "|") {
    for (const l of lines) out.push(l === "" ? "" : pad + l);
  } else {
    const oldParas = foldedParagraphs(srcLines.slice(1), indent);
    const width = Math.max(80, ...srcLines.slice(1).map((l) => l.length - indent));
    let para = 0;
    lines.forEach((l, i) => {
      if (i > 0) out.push("");
      if (l === "") return;
      for (const w of wrap(l, oldParas[para++], width)) out.push(pad + w);
    });
  }
  // Kept trailing line breaks (`+`) are empty lines after the text; the last break is the file's.
  if (chomp === "+") for (let i = 1; i < trailing; i++) out.push("");
  return out.join(old.eol);
}

function leadingSpaces(l: string): number {
  return l.length - l.trimStart().length;
}

interface Paragraph {
  words: string[];
  /** Indexes into `words` after which the file broke the line. */
  breakAfter: Set<number>;
}

/** The paragraphs of a folded scalar's old content lines, with where each line ended. */
function foldedParagraphs(lines: string[], indent: number): Paragraph[] {
  const paras: Paragraph[] = [];
  let cur: Paragraph | null = null;
  for (const raw of lines) {
    const l = raw.slice(indent);
    if (raw.trim() === "" || l.startsWith(" ")) {
      cur = null;
      continue;
    }
    if (!cur) paras.push((cur = { words: [], breakAfter: new Set() }));
    if (cur.words.length > 0) cur.breakAfter.add(cur.words.length - 1);
    cur.words.push(...l.split(" "));
  }
  return paras;
}

/**
 * Break one paragraph into lines at single spaces. Where a word was already in the old
 * paragraph and the old line ended after it, the new line ends there too; new words wrap at
 * `width`. So an edited word changes only its own line.
 */
function wrap(text: string, old: Paragraph | undefined, width: number): string[] {
  const words = text.split(" ");
  const matched = new Set<number>();
  const keepBreak = new Set<number>();
  if (old) {
    for (const [i, j] of lcs(old.words, words, (a, b) => a === b)) {
      matched.add(j);
      if (old.breakAfter.has(i)) keepBreak.add(j);
    }
  }
  const out: string[] = [];
  let line = words[0] ?? "";
  for (let j = 1; j < words.length; j++) {
    const w = words[j] ?? "";
    // Breaking next to an empty word (two spaces in a row) would start a line with a space,
    // which folding reads differently.
    const canBreak = w !== "" && words[j - 1] !== "";
    const isNew = !matched.has(j) || !matched.has(j - 1);
    if (canBreak && (keepBreak.has(j - 1) || (isNew && line.length + 1 + w.length > width))) {
      out.push(line);
      line = w;
    } else {
      line += " " + w;
    }
  }
  out.push(line);
  return out;
}

/**
 * Longest common subsequence of `a` and `b` as index pairs, in order. Equal ends are matched
 * first, so the table only covers the part that differs.
 */
export function lcs<A, B>(a: readonly A[], b: readonly B[], eq: (x: A, y: B) => boolean): [number, number][] {
  let lo = 0;
  while (lo < a.length && lo < b.length && eq(a[lo] as A, b[lo] as B)) lo++;
  let hiA = a.length;
  let hiB = b.length;
  while (hiA > lo && hiB > lo && eq(a[hiA - 1] as A, b[hiB - 1] as B)) {
    hiA--;
    hiB--;
  }
  const head: [number, number][] = [];
  for (let i = 0; i < lo; i++) head.push([i, i]);
  const tail: [number, number][] = [];
  for (let i = hiA, j = hiB; i < a.length; i++, j++) tail.push([i, j]);

  const n = hiA - lo;
  const m = hiB - lo;
  const mid: [number, number][] = [];
  if (n > 0 && m > 0 && n * m <= 4_000_000) {
    // table[i][j]: LCS length of a[lo+i..hiA) and b[lo+j..hiB)
    const w = m + 1;
    const table = new Uint32Array((n + 1) * w);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        table[i * w + j] = eq(a[lo + i] as A, b[lo + j] as B)
          ? (table[(i + 1) * w + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * w + j] ?? 0, table[i * w + j + 1] ?? 0);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (eq(a[lo + i] as A, b[lo + j] as B)) {
        mid.push([lo + i, lo + j]);
        i++;
        j++;
      } else if ((table[(i + 1) * w + j] ?? 0) >= (table[i * w + j + 1] ?? 0)) i++;
      else j++;
    }
  }
  return [...head, ...mid, ...tail];
}
