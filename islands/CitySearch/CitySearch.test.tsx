import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import fixture from "../fixtures/city-search.json";
import { CitySearch } from "./CitySearch";

function setup() {
  const user = userEvent.setup();
  render(<CitySearch {...fixture} />);
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
    expect(visibleNames()).toEqual(["Edmonton", "Red Deer", "Medicine Hat"]);
    expect(screen.getByRole("status")).toHaveTextContent("3 cities found");
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

  it("shows exactly the empty text when nothing matches, and the hint stays", async () => {
    const { user, input, visibleNames } = setup();
    await user.type(input, "Banff");
    expect(visibleNames()).toEqual([]);
    const empty = document.querySelector(".city-search__empty");
    expect(empty?.textContent).toBe("No cities match your search. Please try another term.");
    expect(screen.getByRole("status")).toHaveTextContent(fixture.empty);
    expect(screen.getByText(fixture.hint)).toBeVisible();
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
