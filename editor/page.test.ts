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

test("a plain block standing for a section (div.section) is a section of the file too", () => {
  // text.html without a title, and the carousel and keyword guide around their island's own section.
  document.body.innerHTML =
    '<main><nav class="breadcrumbs">home</nav><section class="hero"><h1>Hi</h1></section>' +
    '<div class="section"><p>intro</p></div><div class="container">not a section</div>' +
    '<div class="section"><section><h2>Guide</h2><p>inner</p></section></div></main>';
  expect(outline(["1. Hero", "2. Text", "3. Keyword guide"], null)).toBe(true);
  expect(sectionElement(1)?.textContent).toBe("intro");
  const guide = sectionElement(2);
  expect(guide?.dataset.sitegenLabel).toBe("3. Keyword guide");
  const pick = vi.fn();
  const stop = onPick(pick);
  guide?.querySelector("p")?.click();
  stop();
  expect(pick, "a click inside the island's own section picks the outer block").toHaveBeenCalledWith(2);
});
