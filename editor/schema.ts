// The content schemas (content/.schema/*.json, generated from the Rust content types) read as
// form fields. The schemas are shaped for editors' YAML checking (types are widened so a slip gets a
// plain message instead of a type error), so a field's kind is read from that shape here, once.

import { languageHeader } from "./api";
import { w } from "./words";

export interface Schema {
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  required?: string[];
  default?: unknown;
  pattern?: string;
  [key: string]: unknown;
}

export type Kind = "text" | "day" | "number" | "boolean" | "select" | "list" | "object" | "map" | "sections";

function types(s: Schema): string[] {
  return s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
}

/** The form control a schema node gets. The widened type lists keep the value's own type first
 * (`["integer", "string"]` is a width, `["string", "integer"]` a phone number, `["boolean",
 * "string"]` a yes/no), the types after it only there for the plain-words messages. */
export function kindOf(s: Schema): Kind {
  const t = types(s);
  if (s.enum) return "select";
  if (s.format === "date") return "day";
  if (s.properties) return "object";
  if (typeof s.additionalProperties === "object") return "map";
  if (t.includes("array") || s.items) return "list";
  switch (t.find((x) => x !== "null")) {
    case "object":
      return "object";
    case "boolean":
      return "boolean";
    case "integer":
    case "number":
      return "number";
    default:
      return "text";
  }
}

/** A photo's fields (`image: { src, alt, decorative }`): edited with the photo picker. */
export function isPhoto(s: Schema): boolean {
  const p = s.properties;
  return Boolean(p?.src && p.alt && p.decorative);
}

/** A fixed choice's words (`primary` -> "Primary", "Principal" in French): the schema's
 * `x-enumLabels`, beside its `enum`, in the page's language; the value itself where it has none. */
export function choiceLabel(s: Schema, value: unknown): string {
  const labels = s["x-enumLabels"];
  const at = (s.enum ?? []).findIndex((e) => e === value || String(e) === String(value));
  const found = Array.isArray(labels) && at >= 0 ? (labels as unknown[])[at] : undefined;
  return typeof found === "string" ? found : String(value);
}

/**
 * A field's label: its title (translated on a French site), else the site's language's label of
 * its key (`x-label`, added to a French site's schemas), else `furnace_repair` -> `Furnace repair`.
 */
export function label(key: string, s?: Schema): string {
  // A field's own title first ("Shown from"): a key's label is the same in every file ("from").
  if (s?.title && kindOf(s) !== "object") return s.title;
  if (typeof s?.["x-label"] === "string") return s["x-label"];
  const words = key.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The schema a content file names on its first line (`# yaml-language-server: $schema=...`). */
export function schemaName(text: string): string | undefined {
  const m = /^\uFEFF?#\s*yaml-language-server:\s*\$schema=(\S+)/.exec(text);
  return m?.[1]?.split("/").pop();
}

/** The section types a page can have, from the page schema. */
export function sectionTypes(page: Schema): Record<string, Schema> {
  return page.properties?.sections?.items?.properties ?? {};
}

/** An empty value of a schema: what "Add" puts in a list (required fields only, blank). */
export function blank(s: Schema): unknown {
  switch (kindOf(s)) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) {
        const field = s.properties?.[key];
        if (field) out[key] = blank(field);
      }
      return out;
    }
    case "list":
      return [];
    case "map":
      return {};
    case "boolean":
      return false;
    case "number":
      return 0;
    case "select":
      return s.enum?.[0] ?? "";
    default:
      return "";
  }
}

const cache = new Map<string, Promise<Schema>>();

/** A schema by file name, fetched once from the preview server in the page's language (its titles,
 * help and labels: a French page of an English-first site gets French forms). */
export function loadSchema(name: string): Promise<Schema> {
  let p = cache.get(name);
  if (!p) {
    p = fetch(`/_sitegen/schema/${name}`, { headers: languageHeader() }).then((r) => {
      if (!r.ok) throw new Error(w.formMissing(name));
      return r.json() as Promise<Schema>;
    });
    cache.set(name, p);
  }
  return p;
}
