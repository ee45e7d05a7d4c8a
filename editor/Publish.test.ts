/**
 * What Publish lists, in plain words: the changed lines of a real content file named by the fields
 * of its form (the schema's titles, as the form labels them).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { read } from "./yaml/patch";
import { describePath, fieldsAt } from "./Publish";
import type { Schema } from "./schema";

const root = join(__dirname, "..");
const schema = (name: string) => JSON.parse(readFileSync(join(root, "content/.schema", name), "utf8")) as Schema;
const lineOf = (text: string, start: string) => text.split("\n").findIndex((l) => l.startsWith(start)) + 1;

test("a changed line of site.yaml is named by its field", () => {
  const text = readFileSync(join(root, "content/site.yaml"), "utf8");
  const site = schema("site.schema.json");
  expect(fieldsAt(text, [lineOf(text, "phone:")], site)).toEqual(["Phone"]);
  expect(fieldsAt(text, [lineOf(text, "  tagline:"), lineOf(text, "phone:")], site)).toEqual(["Brand › Tagline", "Phone"]);
});

test("a page's section field is named with the section's place and type", () => {
  const text = readFileSync(join(root, "content/pages/about.yaml"), "utf8");
  const page = schema("page.schema.json");
  const line = lineOf(text, "      title: Keeping Alberta Warm");
  expect(fieldsAt(text, [line], page)).toEqual([describePath(page, ["sections", 0, "hero", "title"], read(text))]);
  expect(fieldsAt(text, [line], page)[0]).toMatch(/^the “Keeping Alberta Warm[^”]*” section › Title$/);
  expect(describePath(page, ["sections", 0, "hero", "title"])).toBe("the Hero section › Title");
  expect(describePath(page, ["sections", 0, "hero", "title"], { sections: [{ hero: { title: "Warm homes" } }] })).toBe(
    "the “Warm homes” section › Title",
  );
});

test("a section's own line, a redirect and a review are named as a person would (issue 58)", () => {
  const page = schema("page.schema.json");
  const index = readFileSync(join(root, "content/pages/index.yaml"), "utf8");
  // The eyebrow's line and the section's own line: the section by its title, never "Sections 1".
  const eyebrow = fieldsAt(index, [lineOf(index, "      eyebrow:")], page);
  expect(eyebrow).toEqual([describePath(page, ["sections", 0, "hero", "eyebrow"], read(index))]);
  expect(eyebrow[0]).toMatch(/^the “Reliable Heat[^”]*” section › Eyebrow$/);
  expect(describePath(page, ["sections", 0], read(index))).toMatch(/^the “Reliable Heat[^”]*” section$/);

  const redirects = readFileSync(join(root, "content/redirects.yaml"), "utf8");
  const first = read(redirects) as { from: string; to: string }[];
  const line = lineOf(redirects, "- ");
  const named = fieldsAt(redirects, [line], schema("redirects.schema.json"));
  expect(named[0]).toContain(`“${first[0]!.from} → ${first[0]!.to}”`);
  expect(named.join()).not.toMatch(/Item \d/);
});
