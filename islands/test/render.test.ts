import { describe, expect, it } from "vitest";
import { components } from "../components";
import { loaders } from "../registry";
import { renderAll } from "../render";
import { islandCases } from "./islands";

describe("renderAll (server.mjs)", () => {
  it("renders every island in input order", () => {
    const result = renderAll({ islands: islandCases.map(({ component, props }) => ({ component, props })) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.html).toHaveLength(islandCases.length);
    expect(result.html[0]).toContain('aria-expanded="false"');
    expect(result.html[1]).toContain("Search your city...");
    // The demo form: its fields carry no names (a GET would put them in the URL).
    expect(result.html[5]).toContain('action="/quote/not-connected/"');
    expect(result.html[5]).not.toContain('name=');
  });

  it("never emits inline style attributes (the site's CSP forbids them)", () => {
    const result = renderAll({ islands: islandCases.map(({ component, props }) => ({ component, props })) });
    if (!result.ok) throw new Error("render failed");
    for (const html of result.html) expect(html).not.toMatch(/\sstyle=/);
  });

  it("reports unknown components and render failures with their index, and all of them", () => {
    const result = renderAll({
      islands: [
        { component: "Menu", props: { links: [], text: { navLabel: "Main", toggle: "Menu" }, current: "/", call: "Call", phone: { display: "(403) 555-0142", href: "tel:+14035550142" }, quote: { label: "Free quote", href: "/quote" } } },
        { component: "Footer", props: {} },
        { component: "Menu", props: {} },
        { component: "toString", props: {} },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.index, e.component])).toEqual([
      [1, "Footer"],
      [2, "Menu"],
      [3, "toString"],
    ]);
    expect(result.errors[0]!.message).toMatch(/unknown island component "Footer"/);
  });

  it("rejects input without an islands array", () => {
    const result = renderAll({ html: [] });
    expect(result.ok).toBe(false);
  });

  it("has the same islands on the server and in the browser registry", () => {
    expect(Object.keys(loaders).sort()).toEqual(Object.keys(components).sort());
  });
});
