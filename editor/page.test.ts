/**
 * The outlines on the previewed page: one per section of the file, but those the page leaves out
 * today (their `from:`/`until:`), each keeping its section's place in the file for a click.
 */
import { afterEach, expect, test, vi } from "vitest";
import { onPick, outline, sectionElement } from "./page";

function page(count: number) {
  document.body.innerHTML = `<main>${Array.from({ length: count }, (_, i) => `<section><p>rendered ${i}</p></section>`).join("")}</main>`;
}

afterEach(() => {
  document.body.innerHTML = "";
});

test("every section of the file is outlined in order when all are shown", () => {
  page(3);
  expect(outline(["1. Hero", "2. Banner", "3. Text"], 1)).toBe(true);
  expect(sectionElement(1)?.dataset.sitegenLabel).toBe("2. Banner");
  expect(sectionElement(1)?.textContent).toBe("rendered 1");
});

test("a section left out today is skipped: the ones after it keep their place in the file", () => {
  page(2);
  const labels = ["1. Hero", "2. Banner (December only)", "3. Text"];
  expect(outline(labels, null), "without knowing which is left out, the counts differ").toBe(false);
  expect(outline(labels, 2, [1])).toBe(true);
  expect(sectionElement(1)).toBeUndefined();
  const text = sectionElement(2);
  expect(text?.textContent).toBe("rendered 1");
  expect(text?.dataset.sitegenLabel).toBe("3. Text");
  expect(text?.classList.contains("sitegen-selected")).toBe(true);
  const pick = vi.fn();
  const stop = onPick(pick);
  text?.querySelector("p")?.click();
  stop();
  expect(pick).toHaveBeenCalledWith(2);
});
