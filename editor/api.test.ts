/**
 * The editor asks the server in the page's language (issue 57): on a site in two languages, the
 * French page's `<html lang="fr-CA">` goes with every edit call, upload and schema fetch, and the
 * server answers in it; a page without a language leaves the server to the site's first.
 */
import { afterEach, expect, test, vi } from "vitest";
import { api, languageHeader } from "./api";
import { choiceLabel, loadSchema } from "./schema";

afterEach(() => {
  document.documentElement.lang = "";
});

function fetched(reply: unknown = {}) {
  const spy = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(reply), { status: 200 }));
  vi.stubGlobal("fetch", spy);
  const lang = (call = 0) => new Headers(spy.mock.calls[call]?.[1]?.headers).get("x-sitegen-lang");
  return { spy, lang };
}

test("the header names the page's language, and nothing without one", () => {
  expect(languageHeader("fr-CA")).toEqual({ "X-Sitegen-Lang": "fr-CA" });
  expect(languageHeader("en-CA")).toEqual({ "X-Sitegen-Lang": "en-CA" });
  expect(languageHeader(" ")).toEqual({});
  document.documentElement.lang = "fr-CA";
  expect(languageHeader()).toEqual({ "X-Sitegen-Lang": "fr-CA" });
});

test("every edit call and upload of a French page asks in French, of an English page in English", async () => {
  document.documentElement.lang = "fr-CA";
  const { lang } = fetched({ page: null, file: null, files: [], undo: 0, errors: [] });
  await api.open("/fr/");
  expect(lang()).toBe("fr-CA");
  await api.upload(new File(["x"], "a.jpg"), undefined);
  expect(lang(1)).toBe("fr-CA");
  await api.publishPending();
  expect(lang(2)).toBe("fr-CA");

  document.documentElement.lang = "en-CA";
  const english = fetched({});
  await api.save([]);
  expect(english.lang()).toBe("en-CA");
});

test("the schemas are fetched in the page's language", async () => {
  document.documentElement.lang = "fr-CA";
  const { spy, lang } = fetched({ title: "Page" });
  await loadSchema("language-test.schema.json");
  expect(String(spy.mock.calls[0]?.[0])).toBe("/_sitegen/schema/language-test.schema.json");
  expect(lang()).toBe("fr-CA");
});

test("a fixed choice shows its words, in the schema's language, and the value where it has none", () => {
  const style = { enum: ["primary", "secondary", "emergency"], "x-enumLabels": ["Principal", "Secondaire", "Urgence"] };
  expect(choiceLabel(style, "secondary")).toBe("Secondaire");
  expect(choiceLabel({ enum: ["primary"] }, "primary")).toBe("primary");
  expect(choiceLabel({ enum: [1, 2], "x-enumLabels": ["One", "Two"] }, "2")).toBe("Two");
});
