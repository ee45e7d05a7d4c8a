// Entry of DIR/server.mjs: stdin {"islands":[...]} -> stdout {"html":[...]} (docs/islands.md).
import { renderAll } from "./render";

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function finish(payload: unknown, code: number): void {
  // Exit only once stdout is flushed; a pipe may be slower than process.exit.
  process.stdout.write(JSON.stringify(payload), () => process.exit(code));
}

try {
  const input = JSON.parse(await readStdin());
  const result = renderAll(input);
  if (result.ok) finish({ html: result.html }, 0);
  else finish({ errors: result.errors }, 1);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  finish({ errors: [{ index: -1, component: "", message: `invalid input: ${message}` }] }, 1);
}
