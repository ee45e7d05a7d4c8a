// Which field of a file a `file:line:column` message is about, so the panel can show the CLI's
// message next to that field.

import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from "yaml";

/** The path (keys and list positions) of the value at 1-based `line`:`column` of `text`. */
export function pathAt(text: string, line: number, column: number): (string | number)[] {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, keepSourceTokens: false });
  const start = counter.lineStarts[line - 1] ?? text.length;
  // A column inside the line's indentation is about what the line holds: its first character
  // (an eyebrow's line is the eyebrow, not the section around it).
  const indent = /^[ \t]*(- )?[ \t]*/.exec(text.slice(start, text.indexOf("\n", start) >>> 0))?.[0].length ?? 0;
  const offset = start + Math.max(0, column - 1, column <= indent + 1 ? indent : 0);
  const path: (string | number)[] = [];
  let node: unknown = doc.contents;
  // A message at the start of a line (column 1, or a key's own column) is about the line's value.
  const lineEnd = counter.lineStarts[line] ?? text.length;
  const within = (n: Node | null | undefined, at: number) => !!n?.range && n.range[0] <= at && at < Math.max(n.range[2], n.range[0] + 1);
  for (;;) {
    if (isMap(node)) {
      const pair = node.items.find((p) => {
        const k = p.key as Node | null;
        const v = p.value as Node | null;
        return within(k, offset) || within(v, offset) || (k?.range && k.range[0] >= offset && k.range[0] < lineEnd);
      });
      if (!pair || !isPair(pair)) return path;
      const key = pair.key as Node | null;
      path.push(isScalar(key) ? String(key.value) : String(key));
      node = pair.value;
    } else if (isSeq(node)) {
      const i = node.items.findIndex((v) => within(v as Node, offset) || ((v as Node)?.range?.[0] ?? -1) >= offset && ((v as Node)?.range?.[0] ?? 0) < lineEnd);
      if (i < 0) return path;
      path.push(i);
      node = node.items[i];
    } else {
      return path;
    }
  }
}
