import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { components } from "../components";
import { renderAll } from "../render";
import { IslandShell, identifierPrefix } from "../shell";
import type { IslandName } from "../types";
import { mockReducedMotion } from "./helpers";
import { islandCases, unexpectedErrors } from "./islands";

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

/** Server-renders exactly as server.mjs does, then hydrates as the loader does. */
async function hydrate(component: string, serverProps: Record<string, unknown>, clientProps = serverProps) {
  const result = renderAll({ islands: [{ component, props: serverProps }] });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const container = document.createElement("div");
  container.className = "island-root";
  container.innerHTML = result.html[0]!;
  document.body.append(container);

  const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  const recoverable = vi.fn();
  const ready = vi.fn();
  await act(async () => {
    root = hydrateRoot(
      container,
      <IslandShell component={components[component as IslandName]} props={clientProps} onReady={ready} />,
      { identifierPrefix: identifierPrefix(component), onRecoverableError: recoverable },
    );
  });
  return { consoleError, recoverable, ready, container };
}

describe("server HTML hydrates without mismatch", () => {
  it.each(islandCases)("$label", async ({ component, props }) => {
    const { consoleError, recoverable, ready } = await hydrate(component, props);
    expect(recoverable).not.toHaveBeenCalled();
    expect(unexpectedErrors(consoleError)).toEqual([]);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it.each(islandCases)("$label under prefers-reduced-motion", async ({ component, props }) => {
    mockReducedMotion(true);
    const { consoleError, recoverable } = await hydrate(component, props);
    expect(recoverable).not.toHaveBeenCalled();
    expect(unexpectedErrors(consoleError)).toEqual([]);
  });

  it("QuoteForm opened with ?service= (applied after hydration)", async () => {
    window.history.replaceState(null, "", "/quote?service=preferred-plan");
    const quote = islandCases.find((c) => c.component === "QuoteForm")!;
    const { consoleError, recoverable, container } = await hydrate("QuoteForm", quote.props);
    expect(recoverable).not.toHaveBeenCalled();
    expect(unexpectedErrors(consoleError)).toEqual([]);
    expect(container.querySelectorAll<HTMLSelectElement>("select")[1]!.value).toBe("maintenance");
  });

  // Control cases: prove the checks above would fail on a real mismatch.
  it("would notice an attribute mismatch", async () => {
    const menu = islandCases[0]!;
    const { consoleError } = await hydrate("Menu", menu.props, { ...menu.props, current: "/about" });
    expect(consoleError).toHaveBeenCalled();
  });

  it("would notice a text mismatch", async () => {
    const menu = islandCases[0]!;
    const other = { ...menu.props, links: [{ label: "Different", href: "/x" }] };
    const { recoverable } = await hydrate("Menu", menu.props, other);
    expect(recoverable).toHaveBeenCalled();
  });
});
