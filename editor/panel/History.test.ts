import { expect, test } from "vitest";
import { beforeAfter } from "./History";

test("a long text's change is shown where it differs, in whole words", () => {
  const before = "Chinook Heating & Gas has installed, repaired and maintained furnaces and boilers across Alberta since 2008. Meet the licensed team and the promises we keep.";
  const after = before.replace("Meet the licensed team", "Meet our licensed, local team");
  expect(beforeAfter(before, after)).toBe("“…2008. Meet the licensed team and the…” → “…2008. Meet our licensed, local team and the…”");
  expect(beforeAfter("About Us", "About Chinook")).toBe("“About Us” → “About Chinook”");
  expect(beforeAfter(undefined, "New")).toBe("“New” (new)");
});
