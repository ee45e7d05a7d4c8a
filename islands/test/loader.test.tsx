import { fireEvent, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { boot, hydrateIsland } from "../loader";
import { loaders } from "../registry";
import { renderAll } from "../render";
import { islandCases, islandMarkup, unexpectedErrors } from "./islands";

// The loader runs outside act() in a real browser; mimic that so Preact behaves the same way.
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

function page(cases: { component: string; props: Record<string, unknown> }[], load?: string) {
  const result = renderAll({ islands: cases });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  document.body.innerHTML = cases
    .map((c, i) => islandMarkup(c.component, c.props, result.html[i]!, load ?? (c.component === "Menu" ? "idle" : "visible")))
    .join("");
  return [...document.querySelectorAll<HTMLElement>("[data-island]")];
}

describe("loader", () => {
  it("hydrates every island on a page and marks it ready, without errors", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const wrappers = page(islandCases.map(({ component, props }) => ({ component, props })));
    boot(loaders);
    await waitFor(() => wrappers.forEach((w) => expect(w).toHaveAttribute("data-ready")), { timeout: 3000 });
    expect(unexpectedErrors(consoleError)).toEqual([]);
  });

  it("waits for visibility (200px early) when IntersectionObserver exists", async () => {
    let callback: IntersectionObserverCallback = () => {};
    const observe = vi.fn();
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(cb: IntersectionObserverCallback, opts: IntersectionObserverInit) {
          callback = cb;
          options.push(opts);
        }
        observe = observe;
        unobserve = vi.fn();
        disconnect = vi.fn();
      },
    );
    const [wrapper] = page([islandCases[1]!]);
    boot(loaders);
    expect(observe).toHaveBeenCalledWith(wrapper);
    expect(options[0]?.rootMargin).toBe("200px");
    await new Promise((r) => setTimeout(r, 50));
    expect(wrapper).not.toHaveAttribute("data-ready");
    callback([{ target: wrapper!, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    await waitFor(() => expect(wrapper).toHaveAttribute("data-ready"));
  });

  it("hydrates the Menu when the browser is idle", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (cb: () => void) => idle.push(cb));
    const [wrapper] = page([islandCases[0]!]);
    boot(loaders);
    await new Promise((r) => setTimeout(r, 50));
    expect(wrapper).not.toHaveAttribute("data-ready");
    idle.forEach((cb) => cb());
    await waitFor(() => expect(wrapper).toHaveAttribute("data-ready"));
  });

  it("hydrates the Menu on first interaction and honours a tap made before the island was ready", async () => {
    vi.stubGlobal("requestIdleCallback", () => 0);
    const [wrapper] = page([islandCases[0]!]);
    boot(loaders);
    const toggle = wrapper!.querySelector("button")!;
    fireEvent.pointerDown(toggle);
    fireEvent.click(toggle);
    await waitFor(() => expect(wrapper).toHaveAttribute("data-ready"));
    await waitFor(() => expect(wrapper!.querySelector("button")).toHaveAttribute("aria-expanded", "true"));
  });

  it("keeps prop text that looks like markup intact through the escaped JSON", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const props = { links: [{ label: "</script><b>&\u2028", href: "/" }], text: { navLabel: "Main", toggle: "Menu" }, current: "/", call: "Call", phone: { display: "(403) 555-0142", href: "tel:+14035550142" }, quote: { label: "Free quote", href: "/quote" } };
    const [wrapper] = page([{ component: "Menu", props }], "visible");
    boot(loaders);
    await waitFor(() => expect(wrapper).toHaveAttribute("data-ready"));
    expect(wrapper!.querySelector("a")!.textContent).toBe("</script><b>&\u2028");
  });

  it("logs an error naming an unknown component and carries on", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    document.body.innerHTML =
      '<div data-island="Sparkles" data-load="visible"><script type="application/json">{}</script><div class="island-root"></div></div>';
    await hydrateIsland(document.querySelector("[data-island]")!, loaders);
    expect(consoleError.mock.calls[0]![0]).toMatch(/Sparkles: unknown island component/);
  });

  it("logs an error naming the component when its props are not valid JSON", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    document.body.innerHTML =
      '<div data-island="Carousel" data-load="visible"><script type="application/json">{oops</script><div class="island-root"></div></div>';
    await hydrateIsland(document.querySelector("[data-island]")!, loaders);
    expect(consoleError.mock.calls[0]![0]).toMatch(/Carousel: could not load/);
  });

  it("hydrates each wrapper only once", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const load = vi.fn(loaders.Menu);
    const [wrapper] = page([islandCases[0]!], "visible");
    await Promise.all([hydrateIsland(wrapper!, { Menu: load }), hydrateIsland(wrapper!, { Menu: load })]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
