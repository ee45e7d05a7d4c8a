import userEvent from "@testing-library/user-event";
import { vi } from "vitest";

/** jsdom has no matchMedia; this stands in for the visitor's OS motion setting. */
export function mockReducedMotion(reduce: boolean): void {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

/** user-event wired to fake timers, so typing does not hang on pending setTimeouts. */
export function fakeTimerUser() {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** Deep copy so a test can tweak a shared fixture without leaking into others. */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
