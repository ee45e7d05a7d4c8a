import { describe, expect, it } from "vitest";
import { wordsFor, type Words } from "./words";

/** Every wording of `words` as text: values as they are, functions with sample arguments. */
function texts(words: Words): [string, string][] {
  return Object.entries(words).flatMap(([key, value]): [string, string][] => {
    if (typeof value === "string") return [[key, value]];
    if (typeof value === "function") {
      // Sample arguments: a count first, texts after; `saved` takes a list of warnings.
      const args = key === "saved" ? ["a.yaml", ["w"]] : Array.from({ length: value.length }, (_, i) => (i === 0 ? "2" : `x${i}`));
      return [[key, String((value as (...a: unknown[]) => unknown)(...args))]];
    }
    return [];
  });
}

describe("the editor's words", () => {
  const en = wordsFor("en-CA");
  const fr = wordsFor("fr-CA");

  it("are English on an English page and on a page without a language", () => {
    expect(wordsFor("").save).toBe("Save");
    expect(wordsFor("en").publishNow).toBe("Publish now");
  });

  it("are French on any French page, every one of them", () => {
    expect(wordsFor("fr").save).toBe("Enregistrer");
    // The same words in both languages only where French writes them so.
    const same = new Set(["tabSections", "tabPage", "liveSince", "sectionOutline", "pageWhere", "pageShort"]);
    const english = new Map(texts(en));
    const left = texts(fr).filter(([key, text]) => !same.has(key) && text === english.get(key));
    expect(left).toEqual([]);
  });

  it("follow French typography: a no-break space before : ; ? ! and inside « »", () => {
    const slips = texts(fr).filter(([, text]) => / [:;?!»]|« /.test(text) || text.includes("'"));
    expect(slips).toEqual([]);
  });

  it("put the person's clock into the server's live message in either language", () => {
    expect("Live since 2:05 PM, the change".replace(en.liveSince, en.liveSinceAt("14:05"))).toBe("Live since 14:05, the change");
    expect("En ligne depuis 14 h 05, le changement".replace(fr.liveSince, fr.liveSinceAt("14 h 05 HNE"))).toBe(
      "En ligne depuis 14 h 05 HNE, le changement",
    );
  });
});
