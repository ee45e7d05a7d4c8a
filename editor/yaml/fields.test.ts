import { describe, expect, it } from "vitest";
import { fieldChanges, restoreFields } from "./fields";
import { read } from "./patch";

const v1 = `# yaml-language-server: $schema=.schema/page.schema.json
title: About Us   # shown in the tab
description: Family owned since 1998.
sections:
  - hero:
      title: Warm homes
`;

describe("fieldChanges", () => {
  it("names each changed field with its old and new value", () => {
    const v2 = v1.replace("About Us", "About Chinook");
    expect(fieldChanges(read(v1), read(v2))).toEqual([{ path: ["title"], before: "About Us", after: "About Chinook" }]);
  });
});

describe("restoreFields", () => {
  it("puts back only the fields the version changed and keeps a colleague's later change to another field", () => {
    const v2 = v1.replace("About Us", "About Chinook"); // the version to restore: it changed the title
    const v3 = v2.replace("About Chinook", "About Our Team"); // later: the title again
    const now = v3.replace("since 1998", "since 1997"); // later, by a colleague: the description
    const r = restoreFields(v1, v2, now);
    expect(read(r.text)).toEqual(read(now.replace("About Our Team", "About Chinook")));
    expect(r.text).toContain("title: About Chinook   # shown in the tab");
    expect(r.restored.map((c) => c.path)).toEqual([["title"]]);
    expect(r.kept).toEqual([["description"]]);
  });

  it("brings a version that created the file back whole", () => {
    expect(restoreFields(null, v1, "title: Other\n").text).toBe(v1);
  });
});
