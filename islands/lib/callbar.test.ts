import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchCallBar } from "./callbar";

type Callback = (entries: { target: Element; isIntersecting: boolean }[]) => void;
let observed: Element[] = [];
let callback: Callback = () => {};

class FakeObserver {
  constructor(cb: Callback) {
    callback = cb;
  }
  observe(target: Element) {
    observed.push(target);
  }
  disconnect() {
    observed = [];
  }
}

let stop: (() => void) | null = null;

beforeEach(() => {
  observed = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  document.body.innerHTML = `
    <main><div data-island="QuoteForm"><form><input id="name"><select id="city"></select><textarea id="msg"></textarea></form></div>
    <a id="link" href="/x">x</a><button id="btn">b</button></main>
    <footer class="site-footer" id="site-footer"></footer>
    <nav class="call-bar"><a href="tel:+14035550142">Call</a><a href="#quote">Free quote</a></nav>`;
});
afterEach(() => {
  stop?.();
  stop = null;
  vi.unstubAllGlobals();
});

const bar = () => document.querySelector(".call-bar")!;
const hidden = () => bar().hasAttribute("data-hidden");

describe("the phones' call bar", () => {
  it("does nothing on a page without it", () => {
    bar().remove();
    expect(watchCallBar()).toBeNull();
  });

  it("watches the quote form and the footer, and hides while either is on screen", () => {
    stop = watchCallBar();
    const [form, footer] = [document.querySelector("[data-island]")!, document.querySelector("footer")!];
    expect(observed).toEqual([form, footer]);
    expect(hidden()).toBe(false);
    callback([{ target: form, isIntersecting: true }]);
    expect(hidden()).toBe(true);
    callback([{ target: footer, isIntersecting: true }]);
    callback([{ target: form, isIntersecting: false }]);
    expect(hidden()).toBe(true);
    callback([{ target: footer, isIntersecting: false }]);
    expect(hidden()).toBe(false);
  });

  it("waits for the hero to leave the screen, and says when it has started", () => {
    document.querySelector("main")!.insertAdjacentHTML("afterbegin", '<section class="hero">Hero</section>');
    const hero = document.querySelector(".hero")!;
    // jsdom lays nothing out: the hero's bottom is 0, so it counts as off screen until reported.
    stop = watchCallBar();
    expect(observed[0]).toBe(hero);
    expect(bar().hasAttribute("data-watched")).toBe(true);
    callback([{ target: hero, isIntersecting: true }]);
    expect(hidden()).toBe(true);
    callback([{ target: hero, isIntersecting: false }]);
    expect(hidden()).toBe(false);
    callback([{ target: document.querySelector("footer")!, isIntersecting: true }]);
    expect(hidden()).toBe(true);
    stop?.();
    stop = null;
    expect(bar().hasAttribute("data-watched")).toBe(false);
  });

  it("hides while a form field has focus, not for links or buttons", () => {
    stop = watchCallBar();
    for (const id of ["name", "city", "msg"]) {
      (document.getElementById(id) as HTMLElement).focus();
      expect(hidden(), id).toBe(true);
    }
    (document.getElementById("link") as HTMLElement).focus();
    expect(hidden()).toBe(false);
    (document.getElementById("name") as HTMLElement).focus();
    (document.getElementById("name") as HTMLElement).blur();
    expect(hidden()).toBe(false);
    (document.getElementById("btn") as HTMLElement).focus();
    expect(hidden()).toBe(false);
  });

  it("keeps the bar where IntersectionObserver is missing", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    stop = watchCallBar();
    expect(hidden()).toBe(false);
  });
});
