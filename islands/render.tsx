import { renderToString } from "preact-render-to-string";
import { components } from "./components";
import { IslandShell } from "./shell";

export interface RenderRequest {
  islands: { component: string; props: Record<string, unknown> }[];
}

export interface RenderError {
  index: number;
  component: string;
  message: string;
}

export type RenderResult = { ok: true; html: string[] } | { ok: false; errors: RenderError[] };

/** Renders every island; collects all failures so one build reports every broken island. */
export function renderAll(request: unknown): RenderResult {
  const list = (request as RenderRequest | null)?.islands;
  if (!Array.isArray(list)) {
    return { ok: false, errors: [{ index: -1, component: "", message: 'input must be {"islands":[...]}' }] };
  }
  const html: string[] = [];
  const errors: RenderError[] = [];
  list.forEach((entry, index) => {
    const name = String(entry?.component ?? "");
    const Component = Object.hasOwn(components, name) ? components[name as keyof typeof components] : undefined;
    if (!Component) {
      errors.push({ index, component: name, message: `unknown island component "${name}" (known: ${Object.keys(components).join(", ")})` });
      return;
    }
    try {
      html.push(
        renderToString(<IslandShell component={Component} name={name} props={entry.props ?? {}} />),
      );
    } catch (error) {
      errors.push({ index, component: name, message: error instanceof Error ? error.message : String(error) });
    }
  });
  return errors.length ? { ok: false, errors } : { ok: true, html };
}
