import { describe, expect, it } from "vitest";
import { fill } from "./text";

describe("fill", () => {
  it("replaces known placeholders and leaves unknown ones visible", () => {
    expect(fill("{index} of {total}", { index: 2, total: 4 })).toBe("2 of 4");
    expect(fill("{count} {nope} {toString}", { count: 1 })).toBe("1 {nope} {toString}");
  });
});
