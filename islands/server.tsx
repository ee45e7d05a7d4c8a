// Entry of DIR/server.js, the server-render bundle (docs/islands.md). It is a plain script with no
// Node or browser APIs, so the same file runs inside `sitegen` (QuickJS, crates/islands/src/engine.rs)
// and under Node (the developer's comparison path): both call `sitegenRenderIslands` with the request
// {"islands":[...]} as JSON and get {"ok":true,"html":[...]} or {"ok":false,"errors":[...]} back.
import { renderAll } from "./render";

function renderIslands(requestJson: string): string {
  let request: unknown;
  try {
    request = JSON.parse(requestJson);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return JSON.stringify({ ok: false, errors: [{ index: -1, component: "", message: `invalid input: ${message}` }] });
  }
  return JSON.stringify(renderAll(request));
}

(globalThis as { sitegenRenderIslands?: typeof renderIslands }).sitegenRenderIslands = renderIslands;
