import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import fixture from "../fixtures/city-search.json";
import type { CitySearchProps } from "../types";
import { CitySearch } from "./CitySearch";

function setup(props: CitySearchProps = fixture) {
  const user = userEvent.setup();
  render(<CitySearch {...props} />);
  const input = screen.getByRole("textbox", { name: fixture.label });
  const visibleNames = () =>
    screen.queryAllByRole("listitem").map((li) => li.querySelector(".city-search__card-name")?.textContent);
  return { user, input, visibleNames };
}

describe("CitySearch", () => {
  it("shows every city card and the hint at first, announcing nothing", () => {
    const { input, visibleNames } = setup();
    expect(input).toHaveAttribute("placeholder", "Search your city...");
    expect(visibleNames()).toEqual(fixture.cities.map((c) => c.name));
    expect(screen.getByText(fixture.hint)).toBeVisible();
    expect(input).toHaveAccessibleDescription(fixture.hint);
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.queryByText(fixture.empty, { selector: ".city-search__empty" })).toBeNull();
  });

  it("filters by case-insensitive substring of the name, live", async () => {
    const { user, input, visibleNames } = setup();
    await user.type(input, "ED");
    // Calgary for its Edgemont neighbourhood, whose name starts with the letters.
    expect(visibleNames()).toEqual(["Calgary", "Edmonton", "Red Deer", "Medicine Hat"]);
    expect(screen.getByRole("status")).toHaveTextContent("4 cities found");
    await user.type(input, "m");
    expect(visibleNames()).toEqual(["Edmonton"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 city found");
    await user.clear(input);
    expect(visibleNames()).toHaveLength(6);
  });

  it("matches inside names and ignores surrounding spaces", async () => {
    const { user, input, visibleNames } = setup();
    await user.type(input, "  hat ");
    expect(visibleNames()).toEqual(["Medicine Hat"]);
  });

  it("keeps filtered-out cards in the DOM, hidden", async () => {
    const { user, input } = setup();
    await user.type(input, "calg");
    const all = document.querySelectorAll(".city-search__card");
    expect(all).toHaveLength(6);
    expect([...all].filter((li) => !li.hasAttribute("hidden"))).toHaveLength(1);
  });

  it("answers a place it does not know with the phone and the quote form, and the hint stays", async () => {
    const { user, input, visibleNames } = setup();
    await user.type(input, "  Banff ");
    expect(visibleNames()).toEqual([]);
    const empty = document.querySelector<HTMLElement>(".city-search__empty")!;
    const answer =
      "No cities match your search. Please try another term. We may still serve Banff: call (403) 555-0142 or ask for a quote.";
    expect(empty.textContent?.replace(/[\u00a0\u2011]/g, (c) => (c === "\u00a0" ? " " : "-"))).toBe(answer);
    expect(within(empty).getByRole("link", { name: /555/ })).toHaveAttribute("href", "tel:+14035550142");
    expect(within(empty).getByRole("link", { name: "ask for a quote" })).toHaveAttribute("href", fixture.quote);
    expect(screen.getByRole("status")).toHaveTextContent(answer);
    expect(screen.getByText(fixture.hint)).toBeVisible();
    expect(document.querySelector(".city-search__served")).toBeNull();
  });

  it("says it serves a town without a page of its own, with the phone and the quote form", async () => {
    const { user, input, visibleNames } = setup();
    await user.type(input, "airdrie");
    expect(visibleNames()).toEqual([]);
    const served = document.querySelector<HTMLElement>(".city-search__served")!;
    expect(served.textContent).toBe("Yes, we serve Airdrie: call (403)\u00a0555\u20110142 or ask for a quote.");
    expect(within(served).getByRole("link", { name: /555/ })).toHaveAttribute("href", fixture.phone.href);
    expect(within(served).getByRole("link", { name: "ask for a quote" })).toHaveAttribute("href", fixture.quote);
    expect(screen.getByRole("status")).toHaveTextContent("Yes, we serve Airdrie: call (403) 555-0142 or ask for a quote.");
    expect(document.querySelector(".city-search__empty")).toBeNull();
  });

  it("names every town without a page that matches, in one line beside the cards that match", async () => {
    const { user, input, visibleNames } = setup();
    await user.type(input, "co");
    // Coventry Hills, Coaldale, Conklin: neighbourhoods and towns of these cities.
    expect(visibleNames()).toEqual(["Calgary", "Lethbridge", "Fort McMurray"]);
    const served = document.querySelector(".city-search__served")!;
    expect(served.textContent).toMatch(/^Yes, we serve Cochrane: call /);
    expect(screen.getByRole("status")).toHaveTextContent(/^Yes, we serve Cochrane: .* 3 cities found$/);
    await user.type(input, "chrane");
    expect(visibleNames()).toEqual([]);
    await user.clear(input);
    await user.type(input, "strath");
    // Strathmore has no page; Strathcona is an Edmonton neighbourhood.
    expect(visibleNames()).toEqual(["Edmonton"]);
    expect(document.querySelector(".city-search__served")?.textContent).toMatch(/^Yes, we serve Strathmore: /);
  });

  it("joins several towns with the language's word for and", async () => {
    const { user, input } = setup();
    await user.type(input, "c");
    expect(document.querySelector(".city-search__served")?.textContent).toMatch(
      /^Yes, we serve Canmore, Chestermere and Cochrane: call /,
    );
    await user.type(input, "h");
    expect(document.querySelector(".city-search__served")?.textContent).toMatch(/^Yes, we serve Chestermere: /);
  });

  it("shows a city's card for its neighbourhoods and nearby towns", async () => {
    const { user, input, visibleNames } = setup();
    await user.type(input, "Beltline");
    expect(visibleNames()).toEqual(["Calgary"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 city found");
    expect(document.querySelector(".city-search__served")).toBeNull();
    expect(document.querySelector(".city-search__empty")).toBeNull();
    await user.clear(input);
    await user.type(input, "sylvan lake");
    expect(visibleNames()).toEqual(["Red Deer"]);
    await user.clear(input);
    await user.type(input, "hamptons");
    expect(visibleNames()).toEqual(["Calgary", "Edmonton", "Medicine Hat"]);
    // From the start of a word only: "ake" is inside Sylvan Lake, not the start of a name.
    await user.clear(input);
    await user.type(input, "ake");
    expect(visibleNames()).toEqual([]);
  });

  it("matches with and without accents, in any case", async () => {
    const props: CitySearchProps = {
      ...fixture,
      places: [
        ...fixture.places,
        { name: "Lévis", cities: [] },
        { name: "Montréal", cities: ["calgary"] },
      ],
    };
    const { user, input, visibleNames } = setup(props);
    await user.type(input, "levis");
    expect(document.querySelector(".city-search__served")?.textContent).toMatch(/^Yes, we serve Lévis: /);
    await user.clear(input);
    await user.type(input, "LÉVIS");
    expect(document.querySelector(".city-search__served")?.textContent).toMatch(/^Yes, we serve Lévis: /);
    await user.clear(input);
    await user.type(input, "Montreal");
    expect(visibleNames()).toEqual(["Calgary"]);
    await user.clear(input);
    await user.type(input, "édmonton");
    expect(visibleNames()).toEqual(["Edmonton"]);
  });

  it("says it in French with the French words", async () => {
    const props: CitySearchProps = {
      ...fixture,
      empty: "Aucune ville ne correspond.",
      text: {
        ...fixture.text,
        served: "Oui, nous desservons {places}\u00a0: appelez le {phone} ou {quote}.",
        maybe: "Nous desservons peut-être {place}\u00a0: appelez le {phone} ou {quote}.",
        quoteLink: "demandez une soumission",
        and: "et",
        countOne: "{count} ville trouvée",
        countMany: "{count} villes trouvées",
      },
    };
    const { user, input } = setup(props);
    await user.type(input, "c");
    // The no-break space before the colon is the words' own (French typography).
    expect(screen.getByRole("status").textContent).toBe(
      "Oui, nous desservons Canmore, Chestermere et Cochrane\u00a0: appelez le (403) 555-0142 ou demandez une soumission. 6 villes trouvées",
    );
    await user.clear(input);
    await user.type(input, "Banff");
    expect(screen.getByRole("status").textContent).toBe(
      "Aucune ville ne correspond. Nous desservons peut-être Banff\u00a0: appelez le (403) 555-0142 ou demandez une soumission.",
    );
    expect(screen.getByRole("link", { name: "demandez une soumission" })).toHaveAttribute("href", fixture.quote);
  });

  it("links each card to its city page with the image dimensions", () => {
    setup();
    const calgary = fixture.cities.find((c) => c.name === "Calgary")!;
    const card = screen.getByRole("link", { name: /Calgary/ });
    expect(card).toHaveAttribute("href", "/calgary/");
    const img = within(card).getByRole("img");
    expect(img).toHaveAttribute("width", String(calgary.image.width));
    expect(img).toHaveAttribute("height", String(calgary.image.height));
    expect(img).toHaveAttribute("alt", calgary.image.alt);
  });

  it("offers each city photo as AVIF and WebP candidates with the layout's sizes, loading lazily", () => {
    setup();
    const card = screen.getByRole("link", { name: /Calgary/ });
    const img = within(card).getByRole("img");
    const picture = img.closest("picture")!;
    const sources = [...picture.querySelectorAll("source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    for (const s of sources) {
      expect(s.getAttribute("srcset")).toMatch(/^\/img\/calgary-320-[0-9a-f]{10}\.(avif|webp) 320w, /);
      expect(s.getAttribute("sizes")).toBe(img.getAttribute("sizes"));
    }
    expect(img.getAttribute("srcset")).toMatch(/\.jpg \d+w$/);
    expect(img.getAttribute("sizes")).toContain("calc(");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
  });
});
