import { describe, expect, it } from "vitest";
import { mergeTexts } from "./merge";

const base = `# yaml-language-server: $schema=.schema/page.schema.json
title: About Us   # shown in the tab
description: Family owned since 1998.
sections:
  - hero:
      title: Warm homes
      text: We fix furnaces.
`;

describe("mergeTexts", () => {
  it("keeps typing and the change that came in when they are different fields, comments and layout kept", () => {
    const ours = base.replace("Warm homes", "Warm homes, all winter");
    const theirs = base.replace("Family owned since 1998.", "Family owned since 1997.");
    const { text, conflicts } = mergeTexts(base, ours, theirs);
    expect(conflicts).toEqual([]);
    expect(text).toBe(base.replace("Warm homes", "Warm homes, all winter").replace("1998", "1997"));
  });

  it("names a field both changed, and keeps the typed value in the text", () => {
    const ours = base.replace("Warm homes", "Mine");
    const theirs = base.replace("Warm homes", "Theirs").replace("We fix", "We repair");
    const { text, conflicts } = mergeTexts(base, ours, theirs);
    expect(conflicts).toEqual([{ path: ["sections", 0, "hero", "title"], ours: "Mine", theirs: "Theirs" }]);
    expect(text).toContain("title: Mine");
    expect(text).toContain("We repair furnaces.");
  });

  it("takes theirs whole when nothing was typed, and ours when nothing came in", () => {
    const changed = base.replace("1998", "1997");
    expect(mergeTexts(base, base, changed).text).toBe(changed);
    expect(mergeTexts(base, changed, base).text).toBe(changed);
  });

  it("keeps a section the person added while others changed another field", () => {
    const ours = `${base}  - cta:\n      title: Call us\n`;
    const theirs = base.replace("About Us", "About Chinook");
    const { text, conflicts } = mergeTexts(base, ours, theirs);
    expect(conflicts).toEqual([]);
    expect(text).toContain("title: About Chinook   # shown in the tab");
    expect(text).toContain("title: Call us");
  });
});
