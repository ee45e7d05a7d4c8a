import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { diffLines } from "./linediff";
import { PatchError, patch, read } from "./patch";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests change content files of every shape
type Data = any;

/** Apply `change` to the file's data, patch, and check the result holds exactly that data. */
function edit(text: string, change: (d: Data) => void): string {
  const data = read(text) as Data;
  change(data);
  const out = patch(text, data);
  expect(read(out)).toEqual(data);
  expect(out).not.toContain("\t");
  return out;
}

function lines(d: { text: string }[]): string[] {
  return d.map((l) => l.text);
}

const crlf = (s: string) => s.replace(/\n/g, "\r\n");

describe("read", () => {
  test("gives plain JSON data", () => {
    expect(read("a: 1\nb: [x, 'y']\nc: |\n  z\n")).toEqual({ a: 1, b: ["x", "y"], c: "z\n" });
    expect(read("a: &x { p: 1 }\nb: *x\nc:\n  <<: *x\n  q: 2\n")).toEqual({ a: { p: 1 }, b: { p: 1 }, c: { p: 1, q: 2 } });
  });

  test("a YAML mistake is a PatchError naming the line", () => {
    expect(() => read("title: ok\nitems: [a, b\nnext: 1\n")).toThrow(PatchError);
    expect(() => read("title: ok\nitems: [a, b\nnext: 1\n")).toThrow(/line 3, column 1/);
    expect(() => read("a: 1\na: 2\n")).toThrow(/not valid YAML on line 2/);
    expect(() => read("a: 1\n---\nb: 2\n")).toThrow(PatchError);
  });
});

describe("unchanged data gives the same bytes", () => {
  const tricky = [
    "# yaml-language-server: $schema=../.schema/page.schema.json\n# comment\n\ntitle: Hi   \n\n\nitems:   # trailing\n  - a\n  # between\n  - b\n",
    "\uFEFFtitle: Hi\r\nlead: >-\r\n  folded\r\n  text\r\nlist:\r\n- x\r\n- y",
    "a: 'single'\nb: \"double\"\nc: |+\n  keep\n\n\nd: plain # c\n",
    "no final newline: true",
    "a: &x 1\nb: *x\n",
    "",
    "# only a comment\n",
  ];
  test.each(tricky)("%j", (text) => {
    expect(patch(text, read(text))).toBe(text);
    expect(patch(text, JSON.parse(JSON.stringify(read(text))))).toBe(text);
  });

  test("key order in the new data does not matter", () => {
    const text = "b: 1\na: 2\n";
    expect(patch(text, { a: 2, b: 1 })).toBe(text);
    expect(patch(text, { a: 3, b: 1 })).toBe("b: 1\na: 3\n");
  });
});

describe("a changed scalar changes only its own bytes", () => {
  const page = [
    "# yaml-language-server: $schema=../.schema/page.schema.json",
    "title: Furnace Repair   # the browser tab",
    "price: 149",
    "free: false",
    "label: 'Call now'",
    'quote: "Great service, fair price."',
    "hint: $149 flat",
    "empty:",
    "",
  ].join("\n");

  test("plain stays plain when it can", () => {
    const out = edit(page, (d) => (d.title = "Boiler Repair"));
    expect(out).toBe(page.replace("title: Furnace Repair ", "title: Boiler Repair "));
  });

  test.each([
    ["149", '"149"'],
    ["yes", '"yes"'],
    ["null", '"null"'],
    ["true", '"true"'],
    ["1.5e3", '"1.5e3"'],
    ["08:00", '"08:00"'],
    ["a: b", '"a: b"'],
    ["x #y", '"x #y"'],
    ["# x", '"# x"'],
    ["- item", '"- item"'],
    ["", '""'],
    [" padded", '" padded"'],
    ["two\nlines", "|-\n  two\n  lines"],
    ["tab\there", '"tab\\there"'],
    ["y", '"y"'],
    ["on", '"on"'],
    ["$149", "$149"],
    ["It's 50% off!", "It's 50% off!"],
  ])("a plain string %j is written %s", (value, written) => {
    const out = edit(page, (d) => (d.hint = value));
    expect(out).toBe(page.replace("hint: $149 flat", `hint: ${written}`));
  });

  test("numbers and booleans stay typed; a text that was a number becomes quoted", () => {
    expect(edit(page, (d) => (d.price = 159))).toBe(page.replace("price: 149", "price: 159"));
    expect(edit(page, (d) => (d.price = 99.5))).toBe(page.replace("price: 149", "price: 99.5"));
    expect(edit(page, (d) => (d.free = true))).toBe(page.replace("free: false", "free: true"));
    expect(edit(page, (d) => (d.price = "149"))).toBe(page.replace("price: 149", 'price: "149"'));
    expect(edit(page, (d) => (d.price = "call us"))).toBe(page.replace("price: 149", "price: call us"));
    const quoted = 'n: "149"\n';
    expect(edit(quoted, (d) => (d.n = 149))).toBe("n: 149\n");
  });

  test("quoted stays quoted in the same quotes", () => {
    expect(edit(page, (d) => (d.label = "Don't wait"))).toBe(page.replace("'Call now'", "'Don''t wait'"));
    expect(edit(page, (d) => (d.quote = 'He said "wow"'))).toBe(page.replace('"Great service, fair price."', '"He said \\"wow\\""'));
    expect(edit(page, (d) => (d.label = "line\nbreak"))).toBe(page.replace("'Call now'", '"line\\nbreak"'));
  });

  test("an empty value gets one", () => {
    expect(edit(page, (d) => (d.empty = "now set"))).toBe(page.replace("empty:", "empty: now set"));
  });

  test("values in flow collections are quoted when they hold flow punctuation", () => {
    const text = "actions: [{ label: Call, href: /call }, Quote]\n";
    expect(edit(text, (d) => (d.actions[0].label = "Call, now"))).toBe(
      'actions: [{ label: "Call, now", href: /call }, Quote]\n',
    );
    expect(edit(text, (d) => (d.actions[1] = "Get [a] quote"))).toBe(
      'actions: [{ label: Call, href: /call }, "Get [a] quote"]\n',
    );
  });
});

describe("block scalars keep their header and indentation", () => {
  const folded = [
    "hero:",
    "  lead: >-",
    "    Furnace and boiler replacement, repair and maintenance from licensed technicians who know what",
    "    a -35°C night asks of a heating system. Free, no-obligation quotes, usually the same day.",
    "  next: 1",
    "",
  ].join("\n");

  test("one changed word in folded text changes one line", () => {
    const out = edit(folded, (d) => (d.hero.lead = d.hero.lead.replace("-35°C", "-40°C")));
    const diff = diffLines(folded, out);
    expect(lines(diff.removed)).toEqual([
      "    a -35°C night asks of a heating system. Free, no-obligation quotes, usually the same day.",
    ]);
    expect(lines(diff.added)).toEqual([
      "    a -40°C night asks of a heating system. Free, no-obligation quotes, usually the same day.",
    ]);
  });

  test("a longer word does not rewrap the paragraph; added sentences wrap at the old width", () => {
    const out = edit(folded, (d) => (d.hero.lead = d.hero.lead.replace("licensed", "fully licensed")));
    expect(diffLines(folded, out).removed).toHaveLength(1);
    const more = " We also install heat pumps, air conditioners and smart thermostats, and we handle rebates.";
    const out2 = edit(folded, (d) => (d.hero.lead += more));
    const diff = diffLines(folded, out2);
    expect(diff.removed).toHaveLength(1);
    expect(diff.added.length).toBe(2);
    expect(out2.split("\n").every((l) => l.length <= 100)).toBe(true);
    expect(out2).toMatch(/^ {2}lead: >-$/m);
  });

  test("a paragraph break in folded text is a blank line", () => {
    const out = edit(folded, (d) => (d.hero.lead = "First.\nSecond."));
    expect(out).toBe("hero:\n  lead: >-\n    First.\n\n    Second.\n  next: 1\n");
  });

  test("folded text that starts with spaces becomes a literal block with an indentation indicator", () => {
    const out = edit(folded, (d) => (d.hero.lead = "  indented\nnext"));
    expect(out).toBe("hero:\n  lead: |2-\n      indented\n    next\n  next: 1\n");
  });

  test("literal blocks: each line is one line, chomping follows the trailing line breaks", () => {
    const text = "a: |\n  one\n  two\nb: |-\n  x\nc: |+\n  keep\n\nd: end\n";
    expect(edit(text, (d) => (d.a = "one\nTWO\n"))).toBe(text.replace("  two", "  TWO"));
    expect(edit(text, (d) => (d.a = "one\ntwo"))).toBe(text.replace("a: |\n", "a: |-\n"));
    expect(edit(text, (d) => (d.b = "x\ny"))).toBe(text.replace("  x\n", "  x\n  y\n"));
    expect(edit(text, (d) => (d.c = "kept\n\n"))).toBe(text.replace("  keep\n", "  kept\n"));
    expect(edit(text, (d) => (d.c = "kept\n\n\n"))).toBe(text.replace("  keep\n\n", "  kept\n\n\n"));
    expect(edit(text, (d) => (d.c = "kept\n"))).toBe(text.replace("  keep\n\n", "  kept\n"));
  });

  test("an explicit indentation indicator is kept and honoured", () => {
    const text = "k: |4\n      code\n    more\nz: 1\n";
    expect(read(text)).toEqual({ k: "  code\nmore\n", z: 1 });
    expect(edit(text, (d) => (d.k = "  code\nless\n"))).toBe("k: |4\n      code\n    less\nz: 1\n");
  });

  test("block scalars in a list keep the item's indentation", () => {
    const text = "faq:\n  - answer: >-\n      Old answer\n      in two lines.\n  - answer: x\n";
    expect(edit(text, (d) => (d.faq[0].answer = "New answer\nin two lines."))).toBe(
      "faq:\n  - answer: >-\n      New answer\n\n      in two lines.\n  - answer: x\n",
    );
    const seqOfBlocks = "- |\n  a\n- >\n  b\n";
    expect(edit(seqOfBlocks, (d) => (d[1] = "c\n"))).toBe("- |\n  a\n- >\n  c\n");
  });

  test("a tab goes to a double-quoted escape, never into the file", () => {
    const text = "a: |\n  x\n";
    expect(edit(text, (d) => (d.a = "x\ty\n"))).toBe('a: "x\\ty\\n"\n');
  });
});

describe("testimonials: one changed text is one changed line", () => {
  const file = readFileSync(join(__dirname, "../../content/data/testimonials.yaml"), "utf8");

  test("in git diff", () => {
    const out = edit(file, (d) => (d[2].quote = "They quoted the same day and installed a two-stage furnace two days later."));
    const dir = mkdtempSync(join(tmpdir(), "yaml-patch-"));
    writeFileSync(join(dir, "a.yaml"), file);
    writeFileSync(join(dir, "b.yaml"), out);
    let numstat = "";
    try {
      execFileSync("git", ["diff", "--no-index", "--numstat", "a.yaml", "b.yaml"], { cwd: dir });
    } catch (e) {
      numstat = String((e as { stdout: Buffer }).stdout); // exit 1: the files differ
    }
    expect(numstat.trim()).toBe("1\t1\ta.yaml => b.yaml");
    const diff = diffLines(file, out);
    expect(diff.removed[0]?.text).toMatch(/^- quote: They quoted the same day, matched/);
    expect(diff.added[0]?.text).toBe("- quote: They quoted the same day and installed a two-stage furnace two days later.");
  });
});

describe("keys", () => {
  const text = [
    "# head",
    "brand:",
    "  name: Chinook # the short one",
    "  # the long one",
    "  tagline: Furnaces",
    "",
    "  about: >-",
    "    Two",
    "    lines.",
    "phone: (403) 555-0142 # placeholder",
    "offer: {}",
    "figure: { value: 25+, label: Cities }",
    "",
  ].join("\n");

  test("adding a key inserts one line after the last key, at its indentation", () => {
    expect(edit(text, (d) => (d.brand.short = "Chinook Heating"))).toBe(
      text.replace("    lines.\n", "    lines.\n  short: Chinook Heating\n"),
    );
    expect(edit(text, (d) => (d.email = "info@example.com"))).toBe(`${text}email: info@example.com\n`);
  });

  test("adding a key with a nested value writes a block at the right indentation", () => {
    const out = edit(text, (d) => (d.brand.hours = [{ label: "Mon", opens: "07:00" }, { label: "Sat" }]));
    expect(out).toBe(
      text.replace(
        "    lines.\n",
        '    lines.\n  hours:\n    - label: Mon\n      opens: "07:00"\n    - label: Sat\n',
      ),
    );
  });

  test("adding keys inside flow mappings", () => {
    expect(edit(text, (d) => (d.offer.title = "Save"))).toBe(text.replace("offer: {}", "offer: { title: Save }"));
    expect(edit(text, (d) => (d.figure.note = "approx."))).toBe(
      text.replace("label: Cities }", "label: Cities, note: approx. }"),
    );
    expect(edit("f: {a: 1}\n", (d) => (d.f.b = 2))).toBe("f: {a: 1, b: 2}\n");
  });

  test("removing a key removes its lines and its own comments, not the neighbours'", () => {
    expect(edit(text, (d) => delete d.brand.tagline)).toBe(text.replace("  # the long one\n  tagline: Furnaces\n", ""));
    expect(edit(text, (d) => delete d.brand.name)).toBe(text.replace("name: Chinook # the short one\n  ", ""));
    expect(edit(text, (d) => delete d.brand.about)).toBe(text.replace("\n\n  about: >-\n    Two\n    lines.", ""));
    expect(edit(text, (d) => delete d.phone)).toBe(text.replace("phone: (403) 555-0142 # placeholder\n", ""));
    expect(edit(text, (d) => delete d.figure.value)).toBe(text.replace("{ value: 25+, label: Cities }", "{ label: Cities }"));
    expect(edit(text, (d) => delete d.figure.label)).toBe(text.replace("{ value: 25+, label: Cities }", "{ value: 25+ }"));
    expect(edit(text, (d) => (d.figure = {}))).toBe(text.replace("{ value: 25+, label: Cities }", "{}"));
  });

  test("removing every key of a block mapping leaves {}", () => {
    expect(edit("a:\n  b: 1\n  c: 2\nd: 3\n", (d) => (d.a = {}))).toBe("a: {}\nd: 3\n");
  });

  test("a key that needs quotes gets them", () => {
    expect(edit("a: 1\n", (d) => (d["x: y"] = 1))).toBe('a: 1\n"x: y": 1\n');
    expect(edit("a: 1\n", (d) => (d.yes = 1))).toBe('a: 1\n"yes": 1\n');
  });
});

describe("sequences", () => {
  const page = [
    "title: Home",
    "sections:",
    "  # The hero is the first thing people see.",
    "  - hero:",
    "      title: Warm homes",
    "",
    "  # Why us, in four cards.",
    "  - cards:",
    "      items:",
    "        - { title: Licensed, icon: shield }",
    "        - { title: Insured, icon: award }",
    "",
    "  # Questions people ask on the phone.",
    "  # (two comment lines)",
    "  - faq:",
    "      items:",
    "        - question: How fast?",
    "          answer: Two hours.",
    "",
    "  - cta: {}",
    "# end of sections",
    "",
  ].join("\n");

  test("moving two sections moves their text blocks with the comments directly above them", () => {
    const out = edit(page, (d) => {
      const [faq] = d.sections.splice(2, 1);
      d.sections.splice(1, 0, faq);
    });
    expect(out).toBe(
      [
        "title: Home",
        "sections:",
        "  # The hero is the first thing people see.",
        "  - hero:",
        "      title: Warm homes",
        "",
        "  # Questions people ask on the phone.",
        "  # (two comment lines)",
        "  - faq:",
        "      items:",
        "        - question: How fast?",
        "          answer: Two hours.",
        "",
        "  # Why us, in four cards.",
        "  - cards:",
        "      items:",
        "        - { title: Licensed, icon: shield }",
        "        - { title: Insured, icon: award }",
        "",
        "  - cta: {}",
        "# end of sections",
        "",
      ].join("\n"),
    );
    const diff = diffLines(page, out);
    expect(diff.removed.map((l) => l.text).sort()).toEqual(diff.added.map((l) => l.text).sort());
  });

  test("swapping the first and last sections", () => {
    const out = edit(page, (d) => {
      const s = d.sections;
      [s[0], s[3]] = [s[3], s[0]];
    });
    expect(out).toContain("sections:\n  # The hero is the first thing people see.\n  - cta: {}\n\n  # Why us");
    expect(out).toContain("          answer: Two hours.\n\n  - hero:\n      title: Warm homes\n# end of sections\n");
  });

  test("appending a FAQ item writes it at the list's indentation", () => {
    const out = edit(page, (d) => d.sections[2].faq.items.push({ question: "Do you charge for travel?", answer: "No." }));
    expect(out).toBe(
      page.replace(
        "          answer: Two hours.\n",
        "          answer: Two hours.\n        - question: Do you charge for travel?\n          answer: No.\n",
      ),
    );
  });

  test("a new item in a list of flow mappings is a flow mapping too", () => {
    const out = edit(page, (d) => d.sections[1].cards.items.splice(1, 0, { title: "Local", icon: "map" }));
    expect(out).toBe(
      page.replace(
        "        - { title: Insured",
        "        - { title: Local, icon: map }\n        - { title: Insured",
      ),
    );
  });

  test("a new section with nested lists, and separators like its neighbours", () => {
    const out = edit(page, (d) =>
      d.sections.push({ faq: { title: "More questions", items: [{ question: "Financing?", answer: "Yes, on approved credit." }] } }),
    );
    expect(out).toBe(
      page.replace(
        "  - cta: {}\n",
        "  - cta: {}\n\n  - faq:\n      title: More questions\n      items:\n        - question: Financing?\n          answer: Yes, on approved credit.\n",
      ),
    );
  });

  test("inserting first and removing items", () => {
    const first = edit(page, (d) => d.sections.unshift({ offer: {} }));
    expect(first).toContain("sections:\n  # The hero is the first thing people see.\n  - offer: {}\n\n  - hero:");
    const removed = edit(page, (d) => d.sections.splice(1, 1));
    expect(removed).toBe(page.replace("\n  # Why us, in four cards.\n  - cards:\n      items:\n        - { title: Licensed, icon: shield }\n        - { title: Insured, icon: award }\n", ""));
    const last = edit(page, (d) => d.sections.pop());
    expect(last).toBe(page.replace("\n\n  - cta: {}", ""));
    expect(edit(page, (d) => (d.sections = []))).toBe("title: Home\nsections: []\n# end of sections\n");
  });

  test("a heading comment set apart by a blank line outlives the item below it", () => {
    const text = "cities:\n  - Calgary\n\n  # Northern Alberta\n\n  - Edmonton\n  - Fort McMurray\n";
    expect(edit(text, (d) => d.cities.splice(1, 1))).toBe(text.replace("  - Edmonton\n", ""));
    expect(edit(text, (d) => d.cities.push("Grande Prairie"))).toBe(`${text}  - Grande Prairie\n`);
  });

  test("'- ' at the key's column is kept for new lists", () => {
    const text = "hours:\n- label: Mon\n  days: [monday]\nsocial:\n- x\n";
    expect(edit(text, (d) => (d.more = ["a", "b"]))).toBe(`${text}more:\n- a\n- b\n`);
    expect(edit(text, (d) => d.hours.push({ label: "Sat", days: ["saturday"] }))).toBe(
      text.replace("social:", "- label: Sat\n  days:\n  - saturday\nsocial:"),
    );
  });

  test("flow sequences: append, insert, remove, reorder, empty", () => {
    const text = "days: [monday, tuesday, wednesday]\nnone: []\n";
    expect(edit(text, (d) => d.days.push("friday"))).toBe("days: [monday, tuesday, wednesday, friday]\nnone: []\n");
    expect(edit(text, (d) => d.days.splice(1, 0, "sunday"))).toBe("days: [monday, sunday, tuesday, wednesday]\nnone: []\n");
    expect(edit(text, (d) => d.days.splice(0, 1))).toBe("days: [tuesday, wednesday]\nnone: []\n");
    expect(edit(text, (d) => d.days.reverse())).toBe("days: [wednesday, tuesday, monday]\nnone: []\n");
    expect(edit(text, (d) => (d.days = []))).toBe("days: []\nnone: []\n");
    expect(edit(text, (d) => (d.none = ["a, b", 2]))).toBe('days: [monday, tuesday, wednesday]\nnone: ["a, b", 2]\n');
  });

  test("multi-line flow sequences keep their layout", () => {
    const text = "x: [\n  one,\n  two,\n]\n";
    expect(edit(text, (d) => d.x.push("three"))).toBe("x: [\n  one,\n  two,\n  three,\n]\n");
    expect(edit(text, (d) => d.x.reverse())).toBe("x: [\n  two,\n  one,\n]\n");
  });

  test("a changed and moved item, and duplicates", () => {
    const text = "- a\n- b\n- a\n- c\n";
    expect(edit(text, (d) => d.splice(2, 1))).toBe("- a\n- b\n- c\n");
    expect(edit(text, (d) => (d[3] = "C"))).toBe("- a\n- b\n- a\n- C\n");
    expect(edit(text, (d) => d.push("a"))).toBe("- a\n- b\n- a\n- c\n- a\n");
    const maps = "- q: 1 # one\n  a: x\n- q: 2 # two\n  a: y\n";
    expect(edit(maps, (d) => {
      d.reverse();
      d[0].a = "why";
    })).toBe("- q: 2 # two\n  a: why\n- q: 1 # one\n  a: x\n");
  });

  test("compact nested lists", () => {
    const text = "- - a\n  - b\n- - c\n";
    expect(edit(text, (d) => d[0].reverse())).toBe("- - b\n  - a\n- - c\n");
    expect(edit(text, (d) => d[0].push("z"))).toBe("- - a\n  - b\n  - z\n- - c\n");
  });

  test("a value that changes kind is written fresh in its place", () => {
    expect(edit("a:\nb: 1\n", (d) => (d.a = { x: [1] }))).toBe("a:\n  x:\n    - 1\nb: 1\n");
    expect(edit("a:\n  x: 1\nb: 1\n", (d) => (d.a = "flat"))).toBe("a: flat\nb: 1\n");
    expect(edit("- x\n- y\n", (d) => (d[1] = { k: "v", w: 2 }))).toBe("- x\n- k: v\n  w: 2\n");
  });
});

describe("anchors, aliases and merge keys", () => {
  const text = "defaults: &cta\n  label: Call us\n  href: /contact\nhero:\n  action: *cta\nfooter:\n  action: *cta\n";

  test("changing the shared value everywhere edits the anchor once", () => {
    const out = edit(text, (d) => {
      for (const x of [d.defaults, d.hero.action, d.footer.action]) x.label = "Call today";
    });
    expect(out).toBe(text.replace("label: Call us", "label: Call today"));
  });

  test("changing it in one place only is refused in plain words", () => {
    const data = read(text) as Data;
    data.hero.action = { label: "Book now", href: "/contact" };
    expect(() => patch(text, data)).toThrow(PatchError);
    expect(() => patch(text, data)).toThrow(/shared through an anchor \(&cta\)/);
    const atAnchor = JSON.parse(JSON.stringify(read(text))) as Data;
    atAnchor.defaults.label = "Book now";
    expect(() => patch(text, atAnchor)).toThrow(/anchor \(&cta\)/);
  });

  test("scalar anchors", () => {
    const s = "phone: &p 555-0142\nfooter: *p\n";
    expect(edit(s, (d) => (d.phone = d.footer = "555-0199"))).toBe("phone: &p 555-0199\nfooter: *p\n");
    expect(() => patch(s, { phone: "555-0142", footer: "x" })).toThrow(/anchor \(&p\)/);
  });

  test("merge keys: own keys edit normally, copied ones are refused", () => {
    const m = "base: &b\n  a: 1\n  b: 2\nchild:\n  <<: *b\n  b: 3\n";
    expect(read(m)).toEqual({ base: { a: 1, b: 2 }, child: { a: 1, b: 3 } });
    const data = read(m) as Data;
    data.child.b = 4;
    expect(patch(m, data)).toBe(m.replace("b: 3", "b: 4"));
    const copied = read(m) as Data;
    copied.child.a = 9;
    expect(() => patch(m, copied)).toThrow(/<<:/);
    const removed = read(m) as Data;
    delete removed.child.a;
    expect(() => patch(m, removed)).toThrow(/<<:/);
  });
});

describe("CRLF, byte order mark, no final newline", () => {
  const text = crlf("\uFEFF# yaml-language-server: $schema=x\ntitle: Hi\nitems:\n  - a\n  - b\nlead: >-\n  one\n  two\nlast: z");

  test("inserted lines use CRLF", () => {
    const out = edit(text, (d) => {
      d.items.push("c");
      d.extra = { k: [1, 2] };
      d.lead = "one\nthree";
    });
    expect(out.startsWith("\uFEFF# yaml-language-server")).toBe(true);
    expect(out.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(out).toBe(
      crlf("\uFEFF# yaml-language-server: $schema=x\ntitle: Hi\nitems:\n  - a\n  - b\n  - c\nlead: >-\n  one\n\n  three\nlast: z\nextra:\n  k:\n    - 1\n    - 2"),
    );
  });

  test("removed and moved items keep the rest byte for byte", () => {
    expect(edit(text, (d) => d.items.reverse())).toBe(text.replace("- a\r\n  - b", "- b\r\n  - a"));
    expect(edit(text, (d) => delete d.title)).toBe(text.replace("title: Hi\r\n", ""));
    expect(edit(text, (d) => (d.last = "w"))).toBe(text.replace("last: z", "last: w"));
  });
});

describe("any text in any style", () => {
  const styles = [
    "plain: words here\n",
    "single: 'words here'\n",
    'double: "words here"\n',
    "literal: |\n  words\n  here\n",
    "folded: >-\n  words\n  here\n",
    "flow: { k: words here }\n",
    "list: [words here, b]\n",
    "items:\n  - words here\n",
    "deep:\n  - a:\n      - { b: words here }\n",
    "empty:\n",
  ];
  const texts = [
    "", " ", "  both  ", "a: b", "a #b", "#c", "- d", "? q", "[x]", "{y}", "x, y", "'s'", '"d"', "it's",
    "back\\slash", "yes", "No", "~", "null", "0x1F", "1e3", ".inf", "12:30", "2024-01-01", "---", "...",
    "one\ntwo", "end\n", "\n\nlead", "p1\n\np2", "trail   \nx", "  indented\nsecond", "tab\tin",
    "bell\u0007", "🔥 é", "\u2028", "%p", "@a", "`b`", "&a", "*a", "!t", "|p", ">g", "</script>",
  ];
  test.each(styles)("%j", (text) => {
    const path = (d: Data): [Data, string | number] => {
      const key = Object.keys(d)[0] as string;
      const v = d[key];
      if (key === "flow") return [v, "k"];
      if (key === "list" || key === "items") return [v, 0];
      if (key === "deep") return [v[0].a[0], "b"];
      return [d, key];
    };
    for (const t of texts) {
      const out = edit(text, (d) => {
        const [parent, k] = path(d);
        parent[k] = t;
      });
      // Only the value's own line(s) changed: the key before it is still there, as it was.
      expect(out.startsWith(text.split(/[:\n]/)[0] as string), JSON.stringify(t)).toBe(true);
    }
  });
});

describe("more layouts", () => {
  test("a multi-line flow mapping", () => {
    const text = "a: {\n  x: 1,\n  y: 2\n}\n";
    expect(edit(text, (d) => (d.a.z = 3))).toBe("a: {\n  x: 1,\n  y: 2,\n  z: 3\n}\n");
    expect(edit(text, (d) => delete d.a.x)).toBe("a: {\n  y: 2\n}\n");
  });

  test("a document start marker and an end comment", () => {
    const text = "%YAML 1.2\n---\n# top\ntitle: A\nlist:\n  - 1\n# bottom\n";
    expect(edit(text, (d) => d.list.push(2))).toBe("%YAML 1.2\n---\n# top\ntitle: A\nlist:\n  - 1\n  - 2\n# bottom\n");
  });

  test("an item holding an anchor cannot go while its aliases stay", () => {
    const text = "list:\n  - &a { name: x }\n  - y\nref: *a\n";
    const data = read(text) as Data;
    data.list.shift();
    expect(() => patch(text, data)).toThrow(/anchor/);
  });

  test("an item with an alias moves as text", () => {
    const text = "base: &b 1\nlist:\n  - *b\n  - 2\n";
    expect(edit(text, (d) => d.list.reverse())).toBe("base: &b 1\nlist:\n  - 2\n  - *b\n");
  });

  test("the root may be a list, and may change kind", () => {
    expect(edit("# c\n- a\n", (d) => d.push("b"))).toBe("# c\n- a\n- b\n");
    expect(patch("# c\n- a\n", { x: 1 })).toBe("# c\nx: 1\n");
    expect(patch("# only a comment\n", { x: 1 })).toBe("# only a comment\nx: 1\n");
  });
});


describe("a value typed into a field the form just added", () => {
  test("an empty quoted string becomes plain text when the text allows it", () => {
    const text = 'items:\n  - question: ""\n    answer: \'\'\n';
    const out = edit(text, (d) => {
      d.items[0].question = "Do you work weekends?";
      d.items[0].answer = "yes";
    });
    expect(out).toBe("items:\n  - question: Do you work weekends?\n    answer: \"yes\"\n");
  });
});

describe("a `# TODO` note from `sitegen new`", () => {
  test("goes when the value it marks is rewritten in the form; other comments stay", () => {
    const text = "title: Copied title  # TODO: rewrite for this page\nlead: Kept  # a note\nother: x  # TODO: later\n";
    const out = edit(text, (d) => {
      d.title = "Duct Cleaning in Calgary";
      d.lead = "New lead";
    });
    expect(out).toBe("title: Duct Cleaning in Calgary\nlead: New lead  # a note\nother: x  # TODO: later\n");
  });
});
