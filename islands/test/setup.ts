import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { mockReducedMotion } from "./helpers";

// Testing Library's async wrapper drains pending work with a setTimeout(0) and only knows
// how to advance Jest's fake clock; without this shim every user-event call under vitest fake
// timers hangs. Advancing by 0 ms cannot move any boundary the tests check.
(globalThis as { jest?: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

beforeEach(() => {
  mockReducedMotion(false);
  window.history.replaceState(null, "", "/");
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
