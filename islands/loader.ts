import "./effects";
import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandShell } from "./shell";
import type { AnyIsland } from "./types";

export type Loaders = Record<string, () => Promise<AnyIsland>>;


const scheduled = new WeakSet<Element>();
const started = new WeakSet<Element>();
/** Wrappers whose root exists: from then on the island's own handlers take every event. */
const rooted = new WeakSet<Element>();
const pendingClick = new WeakMap<Element, HTMLElement>();

function fail(name: string, what: string, error: unknown): void {
  console.error(`[islands] ${name}: ${what}`, error);
}

/** Hydrates one `[data-island]` wrapper. Safe to call twice; the second call does nothing. */
export async function hydrateIsland(wrapper: HTMLElement, loaders: Loaders): Promise<void> {
  if (started.has(wrapper)) return;
  started.add(wrapper);
  const name = wrapper.dataset.island ?? "";
  const root = wrapper.querySelector<HTMLElement>(":scope > .island-root");
  const script = wrapper.querySelector<HTMLScriptElement>(':scope > script[type="application/json"]');
  // Own keys only: "toString" must not count as a component. (Object.hasOwn is missing in
  // Safari 15.0-15.3; importing lib/has here would cost an extra preloaded chunk.)
  const load = Object.prototype.hasOwnProperty.call(loaders, name) ? loaders[name] : undefined;
  if (!load) return fail(name, "unknown island component", null);
  if (!root || !script) return fail(name, "missing .island-root or props <script>", null);

  let props: Record<string, unknown>;
  let Component: AnyIsland;
  try {
    props = JSON.parse(script.textContent || "{}");
    Component = await load();
  } catch (error) {
    return fail(name, "could not load the island", error);
  }

  // A click that landed before the island listened (the Menu toggle tapped while its chunk was
  // still loading) is replayed once the root exists (hydration attaches the handlers at once).
  const replay = pendingClick.get(wrapper);
  pendingClick.delete(wrapper);

  // What the visitor typed into a text area while the island was plain HTML: Preact writes every
  // textarea's value while hydrating (inputs and selects it leaves alone), so it is put back before
  // the island's effects read the fields (QuoteForm keeps what was typed early).
  const typed = [...root.querySelectorAll("textarea")].map((area) => [area, area.value] as const);
  try {
    hydrateRoot(
      root,
      createElement(IslandShell, {
        component: Component,
        name,
        props,
        onReady: () => wrapper.setAttribute("data-ready", ""),
      }),
    );
  } catch (error) {
    return fail(name, "hydration failed", error);
  }
  for (const [area, value] of typed) area.value = value;
  rooted.add(wrapper);
  replay?.click();
}

function whenIdleOrInteracted(wrapper: HTMLElement, go: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    for (const type of ["pointerdown", "focusin", "keydown"]) wrapper.removeEventListener(type, run, true);
    go();
  };
  for (const type of ["pointerdown", "focusin", "keydown"]) wrapper.addEventListener(type, run, true);
  wrapper.addEventListener("click", (event) => {
    if (rooted.has(wrapper)) return;
    const button = (event.target as Element | null)?.closest?.("button");
    if (button && wrapper.contains(button)) pendingClick.set(wrapper, button);
  });
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number })
    .requestIdleCallback;
  if (idle) idle(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

let observer: IntersectionObserver | null = null;
const onVisible = new WeakMap<Element, () => void>();

function whenVisible(wrapper: HTMLElement, go: () => void): void {
  if (typeof IntersectionObserver === "undefined") return go();
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        onVisible.get(entry.target)?.();
        onVisible.delete(entry.target);
      }
    },
    // Start a little before the island scrolls in, so it is live when the visitor reaches it.
    { rootMargin: "200px" },
  );
  onVisible.set(wrapper, go);
  observer.observe(wrapper);
}

/** Finds every island in `scope` and schedules its hydration per `data-load`. */
export function boot(loaders: Loaders, scope: ParentNode = document): void {
  for (const wrapper of scope.querySelectorAll<HTMLElement>("[data-island]")) {
    if (scheduled.has(wrapper)) continue;
    scheduled.add(wrapper);
    const go = () => void hydrateIsland(wrapper, loaders);
    if (wrapper.dataset.load === "idle") whenIdleOrInteracted(wrapper, go);
    else whenVisible(wrapper, go);
  }
}
