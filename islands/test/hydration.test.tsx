import { act } from "@testing-library/react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { components } from "../components";
import { renderAll } from "../render";
import { IslandShell } from "../shell";
import type { IslandName } from "../types";
import { mockReducedMotion } from "./helpers";
import { islandCases, unexpectedErrors } from "./islands";

type Root = ReturnType<typeof createRoot>;
let roots: Root[] = [];
afterEach(() => {
  act(() => roots.forEach((r) => r.unmount()));
  roots = [];
  document.body.innerHTML = "";
});

function shell(component: string, props: Record<string, unknown>, onReady?: () => void) {
  return <IslandShell component={components[component as IslandName]} name={component} props={props} onReady={onReady} />;
}

/** Server-renders exactly as server.js does. */
function serverHtml(component: string, props: Record<string, unknown>): string {
  const result = renderAll({ islands: [{ component, props }] });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.html[0]!;
}

/**
 * A DOM tree as lines a person can compare: each element with its attributes (sorted) and, for form
 * controls, the value and checked state they show (which the server writes as attributes and the
 * client sets as properties), and each text.
 */
function outline(node: Node, depth = 0, lines: string[] = []): string[] {
  const pad = "  ".repeat(depth);
  if (node instanceof HTMLElement) {
    const attrs = [...node.attributes]
      .filter((a) => !["value", "checked", "selected"].includes(a.name))
      .map((a) => `${a.name}="${a.value}"`)
      .sort();
    if (node instanceof HTMLInputElement) attrs.push(`(value=${node.value} checked=${node.checked})`);
    if (node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement) attrs.push(`(value=${node.value})`);
    lines.push(`${pad}<${node.tagName.toLowerCase()} ${attrs.join(" ")}>`);
    // A textarea's text is its value, compared above.
    if (!(node instanceof HTMLTextAreaElement)) node.childNodes.forEach((child) => outline(child, depth + 1, lines));
  } else if (node.nodeType === Node.TEXT_NODE && node.textContent) {
    lines.push(`${pad}${JSON.stringify(node.textContent)}`);
  }
  return lines;
}

/**
 * Preact does not repair attributes while hydrating and reports no mismatch: a client whose first
 * render differs from the server HTML would keep the server's attributes under the client's state.
 * So compare the two directly: the client's first render (into an empty container, before any effect
 * runs) must be the server HTML, element for element.
 */
function firstRenderDifference(server: string, client: ReturnType<typeof shell>): string | null {
  const fromServer = document.createElement("div");
  fromServer.innerHTML = server;
  const fromClient = document.createElement("div");
  const root = createRoot(fromClient);
  roots.push(root);
  root.render(client);
  // The server writes adjacent texts ("Call " and the number) as one; hydration splits it again.
  fromServer.normalize();
  fromClient.normalize();
  const [a, b] = [outline(fromServer), outline(fromClient)];
  const at = a.findIndex((line, i) => line !== b[i]);
  if (at === -1 && a.length === b.length) return null;
  const i = at === -1 ? Math.min(a.length, b.length) : at;
  return `line ${i}:\n  server: ${a[i] ?? "(nothing)"}\n  client: ${b[i] ?? "(nothing)"}`;
}

/** Hydrates the server HTML as the loader does. */
async function hydrate(component: string, serverProps: Record<string, unknown>, clientProps = serverProps) {
  const html = serverHtml(component, serverProps);
  const difference = firstRenderDifference(html, shell(component, clientProps));
  const container = document.createElement("div");
  container.className = "island-root";
  container.innerHTML = html;
  document.body.append(container);

  const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  const ready = vi.fn();
  await act(async () => {
    roots.push(hydrateRoot(container, shell(component, clientProps, ready)));
  });
  return { consoleError, difference, ready, container };
}

describe("server HTML hydrates without mismatch", () => {
  it.each(islandCases)("$label", async ({ component, props }) => {
    const { consoleError, difference, ready } = await hydrate(component, props);
    expect(difference).toBeNull();
    expect(unexpectedErrors(consoleError)).toEqual([]);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it.each(islandCases)("$label under prefers-reduced-motion", async ({ component, props }) => {
    mockReducedMotion(true);
    const { consoleError, difference } = await hydrate(component, props);
    expect(difference).toBeNull();
    expect(unexpectedErrors(consoleError)).toEqual([]);
  });

  it("QuoteForm opened with ?service= (applied after hydration)", async () => {
    window.history.replaceState(null, "", "/quote?service=preferred-plan");
    const quote = islandCases.find((c) => c.component === "QuoteForm")!;
    const { consoleError, difference, container } = await hydrate("QuoteForm", quote.props);
    expect(difference).toBeNull();
    expect(unexpectedErrors(consoleError)).toEqual([]);
    expect(container.querySelectorAll<HTMLSelectElement>("select")[1]!.value).toBe("maintenance");
  });

  // Control cases: prove the checks above would fail on a real mismatch.
  it("would notice an attribute mismatch", async () => {
    const menu = islandCases[0]!;
    const { difference } = await hydrate("Menu", menu.props, { ...menu.props, current: "/about" });
    expect(difference).toMatch(/aria-current/);
  });

  it("would notice a text mismatch", async () => {
    const menu = islandCases[0]!;
    const other = { ...menu.props, links: [{ label: "Different", href: "/x" }] };
    const { difference } = await hydrate("Menu", menu.props, other);
    expect(difference).toMatch(/Different|href/);
  });
});
