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

  it("filters by case-insensitive substring of the city's name, live, and by nothing else then", async () => {
    const { user, input, visibleNames } = setup();
    await user.type(input, "ED");
    // Calgary's Edgemont starts with the letters, but a city's name matched: names only.
    expect(visibleNames()).toEqual(["Edmonton", "Red Deer", "Medicine Hat"]);
    expect(screen.getByRole("status")).toHaveTextContent("3 cities found");
    await user.type(input, "m");
    expect(visibleNames()).toEqual(["Edmonton"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 city found");
    await user.clear(input);
    expect(visibleNames()).toHaveLength(6);
  });

  it('finds "cal" as Calgary alone and "red" as Red Deer alone (the spec\'s own check)', async () => {
    const { user, input, visibleNames } = setup();
    await user.type(input, "cal");
    // Not Edmonton for its Callingwood.
    expect(visibleNames()).toEqual(["Calgary"]);
    expect(document.querySelector(".city-search__card-served")).toBeNull();
    await user.clear(input);
    await user.type(input, "red");
    // Not Medicine Hat for its Redcliff.
    expect(visibleNames()).toEqual(["Red Deer"]);
    expect(document.querySelector(".city-search__card-served")).toBeNull();
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

  it("shows the card of the city that serves a place, with the place named as the site writes it", async () => {
    const { user, input, visibleNames } = setup();
    await user.type(input, "airdrie");
    expect(visibleNames()).toEqual(["Calgary"]);
    expect(document.querySelector(".city-search__card:not([hidden]) .city-search__card-served")?.textContent).toBe(
      "Airdrie: served from Calgary",
    );
    expect(screen.getByRole("status")).toHaveTextContent("Airdrie: served from Calgary. 1 city found");
    await user.clear(input);
    await user.type(input, "saint albert");
    expect(visibleNames()).toEqual(["Edmonton"]);
    expect(document.querySelector(".city-search__card-served")?.textContent).toBe("St. Albert: served from Edmonton");
    for (const typed of ["st albert", "ST. ALBERT", "sain"]) {
      await user.clear(input);
      await user.type(input, typed);
      expect(visibleNames()).toEqual(["Edmonton"]);
    }
    expect(document.querySelector(".city-search__served")).toBeNull();
    expect(document.querySelector(".city-search__empty")).toBeNull();
  });

  it("names at most three places on a card, the rest counted", async () => {
    const { user, input, visibleNames } = setup();
    await user.type(input, "co");
    // No city's name holds "co": Cochrane and Calgary's neighbourhoods, Lethbridge's Coaldale...
    expect(visibleNames()).toEqual(["Calgary", "Lethbridge", "Fort McMurray"]);
    const lines = [...document.querySelectorAll(".city-search__card:not([hidden]) .city-search__card-served")].map(
      (line) => line.textContent,
    );
    expect(lines).toEqual([
      "Cochrane, Cougar Ridge and 2 more: served from Calgary",
      "Coaldale, Coalhurst and Copperwood: served from Lethbridge",
      "Conklin: served from Fort McMurray",
    ]);
    expect(screen.getByRole("status")).toHaveTextContent(/^Cochrane, Cougar Ridge and 2 more: served from Calgary\. .* 3 cities found$/);
    await user.clear(input);
    await user.type(input, "hamptons");
    expect(visibleNames()).toEqual(["Calgary", "Edmonton", "Medicine Hat"]);
    // From the start of a word only: "ake" is inside Sylvan Lake, not the start of a name.
    await user.clear(input);
    await user.type(input, "ake");
    expect(visibleNames()).toEqual([]);
  });

  it("says it serves a town without a city of its own, with the phone and the quote form", async () => {
    const { user, input, visibleNames } = setup();
    await user.type(input, "grande");
    expect(visibleNames()).toEqual([]);
    const served = document.querySelector<HTMLElement>(".city-search__served")!;
    expect(served.textContent).toBe("Yes, we serve Grande Prairie: call (403)\u00a0555\u20110142 or ask for a quote.");
    expect(within(served).getByRole("link", { name: /555/ })).toHaveAttribute("href", fixture.phone.href);
    expect(within(served).getByRole("link", { name: "ask for a quote" })).toHaveAttribute("href", fixture.quote);
    expect(screen.getByRole("status")).toHaveTextContent("Yes, we serve Grande Prairie: call (403) 555-0142 or ask for a quote.");
    expect(document.querySelector(".city-search__empty")).toBeNull();
  });

  it("answers no match with the phone and the quote form, never repeating what was typed", async () => {
    const { user, input, visibleNames } = setup();
    for (const typed of ["  Banff ", "zzz"]) {
      await user.clear(input);
      await user.type(input, typed);
      expect(visibleNames()).toEqual([]);
      const empty = document.querySelector<HTMLElement>(".city-search__empty")!;
      const answer =
        "No cities match your search. Please try another term. We may still serve your area: call (403) 555-0142 or ask for a quote.";
      expect(empty.textContent?.replace(/[\u00a0\u2011]/g, (c) => (c === "\u00a0" ? " " : "-"))).toBe(answer);
      expect(within(empty).getByRole("link", { name: /555/ })).toHaveAttribute("href", "tel:+14035550142");
      expect(within(empty).getByRole("link", { name: "ask for a quote" })).toHaveAttribute("href", fixture.quote);
      expect(screen.getByRole("status")).toHaveTextContent(answer);
      expect(document.body.textContent).not.toContain(typed.trim());
    }
    expect(screen.getByText(fixture.hint)).toBeVisible();
    expect(document.querySelector(".city-search__served")).toBeNull();
  });

  it("opens the first card shown on Enter, and does nothing on Enter in an empty box", async () => {
    const { user, input } = setup();
    const opened: string[] = [];
    const listen = (event: MouseEvent) => {
      const link = (event.target as Element).closest("a");
      if (link) opened.push(link.getAttribute("href") ?? "");
      event.preventDefault();
    };
    document.addEventListener("click", listen);
    await user.type(input, "{Enter}");
    expect(opened).toEqual([]);
    await user.type(input, "saint albert{Enter}");
    expect(opened).toEqual(["/edmonton/"]);
    await user.clear(input);
    await user.type(input, "zzz{Enter}");
    expect(opened).toEqual(["/edmonton/"]);
    document.removeEventListener("click", listen);
  });

  it("matches with and without accents, in any case", async () => {
    const props: CitySearchProps = {
      ...fixture,
      places: [
        ...fixture.places,
        { name: "Lévis", cities: [] },
        { name: "Montréal", cities: ["calgary"] },
        { name: "Saint-Jean-sur-Richelieu", cities: ["lethbridge"] },
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
    expect(document.querySelector(".city-search__card-served")?.textContent).toBe("Montréal: served from Calgary");
    await user.clear(input);
    await user.type(input, "st jean");
    expect(visibleNames()).toEqual(["Lethbridge"]);
    await user.clear(input);
    await user.type(input, "édmonton");
    expect(visibleNames()).toEqual(["Edmonton"]);
  });

  it("shows the cities' tags as plain words when the section asks", () => {
    setup({ ...fixture, tags: true });
    const tags = [...document.querySelectorAll(".city-search__card-tags")];
    expect(tags).toHaveLength(fixture.cities.filter((c) => c.tags.length > 0).length);
    expect(tags[0]?.textContent).toBe(fixture.cities[0]!.tags.join(" · "));
    expect(tags[0]?.closest("button")).toBeNull();
  });

  it("says it in French with the French words", async () => {
    const props: CitySearchProps = {
      ...fixture,
      empty: "Aucune ville ne correspond.",
      text: {
        ...fixture.text,
        served: "Oui, nous desservons {places}\u00a0: appelez le {phone} ou {quote}.",
        maybe: "Nous desservons peut-être votre secteur\u00a0: appelez le {phone} ou {quote}.",
        servedFrom: "{places}\u00a0: service à partir de {city}",
        more: "{count} autres",
        quoteLink: "demandez une soumission",
        and: "et",
        countOne: "{count} ville trouvée",
        countMany: "{count} villes trouvées",
      },
    };
    const { user, input } = setup(props);
    await user.type(input, "grande");
    // The no-break space before the colon is the words' own (French typography).
    expect(screen.getByRole("status").textContent).toBe(
      "Oui, nous desservons Grande Prairie\u00a0: appelez le (403) 555-0142 ou demandez une soumission.",
    );
    await user.clear(input);
    await user.type(input, "co");
    expect(document.querySelector(".city-search__card-served")?.textContent).toBe(
      "Cochrane, Cougar Ridge et 2 autres\u00a0: service à partir de Calgary",
    );
    await user.clear(input);
    await user.type(input, "Banff");
    expect(screen.getByRole("status").textContent).toBe(
      "Aucune ville ne correspond. Nous desservons peut-être votre secteur\u00a0: appelez le (403) 555-0142 ou demandez une soumission.",
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
