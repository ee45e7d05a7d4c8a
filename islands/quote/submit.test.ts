import { afterEach, describe, expect, it, vi } from "vitest";
import { submitQuote } from "./submit";

afterEach(() => vi.useRealTimers());

describe("submitQuote (demo)", () => {
  it("resolves after exactly delayMs", async () => {
    vi.useFakeTimers();
    let done = false;
    void submitQuote(
      { name: "a", email: "a@b.c", phone: "1", city: "calgary", serviceType: "other", message: "", propertyType: "residential" },
      { delayMs: 1500 },
    ).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
