import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import homeJson from "../fixtures/keyword-guide-home.json";
import hubJson from "../fixtures/keyword-guide-hub.json";
import { mockReducedMotion } from "../test/helpers";
import type { KeywordGuideProps } from "../types";
import { balancedColumns, gridClass, KeywordGuide } from "./KeywordGuide";

// JSON imports type each pair of sets as an array; the props say exactly two.
const home = homeJson as KeywordGuideProps;
const hub = hubJson as KeywordGuideProps;

function setup(props: KeywordGuideProps = home) {
  vi.useFakeTimers();
  render(<KeywordGuide {...props} />);
  const categories = [...document.querySelectorAll<HTMLElement>(".keyword-guide__category")];
  /** Index of the set each category currently shows. */
  const shown = () =>
    categories.map((c) =>
      [...c.querySelectorAll(".keyword-guide__list")].findIndex((ul) => !ul.hasAttribute("hidden")),
    );
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { categories, shown, advance };
}

describe("KeywordGuide", () => {
  it("renders the title and five categories, each showing its first set", () => {
    const { categories, shown } = setup();
    expect(screen.getByRole("heading", { level: 2, name: "Alberta Heating Replacement Guide" })).toBeInTheDocument();
    expect(categories.map((c) => c.querySelector("h3")?.textContent)).toEqual([
      "Residential Heating Services",
      "Commercial Heating Solutions",
      "Emergency Services",
      "Heating Technology",
      "Maintenance & Support",
    ]);
    expect(shown()).toEqual([0, 0, 0, 0, 0]);
  });

  it("keeps both sets in the HTML so every link is crawlable", () => {
    setup();
    const total = home.categories.reduce((n, c) => n + c.sets.flat().length, 0);
    expect(document.querySelectorAll(".keyword-guide__link")).toHaveLength(total);
  });

  it("puts a New badge on items flagged isNew and nowhere else", () => {
    setup();
    const flagged = home.categories.flatMap((c) => c.sets.flat()).filter((i) => "isNew" in i && i.isNew);
    const badges = [...document.querySelectorAll(".badge-new")];
    expect(badges).toHaveLength(flagged.length);
    expect(badges.every((b) => b.textContent === "New")).toBe(true);
    expect(badges.map((b) => b.closest("a")?.getAttribute("href"))).toEqual(flagged.map((i) => i.href));
  });

  it("switches sets at exactly 20000 ms on the home page, and back again", () => {
    const { shown, advance } = setup();
    advance(19999);
    expect(shown()).toEqual([0, 0, 0, 0, 0]);
    advance(1);
    expect(shown()).toEqual([1, 1, 1, 1, 1]);
    advance(19999);
    expect(shown()).toEqual([1, 1, 1, 1, 1]);
    advance(1);
    expect(shown()).toEqual([0, 0, 0, 0, 0]);
  });

  it("switches at exactly 15000 ms with the hub props", () => {
    const { shown, advance } = setup(hub);
    advance(14999);
    expect(shown()[0]).toBe(0);
    advance(1);
    expect(shown()[0]).toBe(1);
  });

  it("does not rotate at all under prefers-reduced-motion", () => {
    mockReducedMotion(true);
    const { shown, advance } = setup();
    advance(200000);
    expect(shown()).toEqual([0, 0, 0, 0, 0]);
    expect(screen.queryByRole("button", { name: "Pause rotation" })).toBeNull();
  });

  it("says the lists rotate only while they do: not with reduced motion, nor once paused", () => {
    const rotates = () => document.querySelector(".keyword-guide__rotates")?.textContent?.trim() ?? null;
    setup();
    expect(rotates()).toBe(home.text.rotates);
    expect(document.querySelector(".keyword-guide__intro")?.textContent).toBe(`${home.intro} ${home.text.rotates}`);
    fireEvent.click(screen.getByRole("button", { name: "Pause rotation" }));
    expect(rotates()).toBeNull();
    expect(document.querySelector(".keyword-guide__intro")?.textContent).toBe(home.intro);
  });

  it("does not say the lists rotate under prefers-reduced-motion", () => {
    mockReducedMotion(true);
    setup();
    expect(document.querySelector(".keyword-guide__rotates")).toBeNull();
  });

  it("pauses a hovered category and restarts its full interval on leave", () => {
    const { categories, shown, advance } = setup();
    advance(10000);
    fireEvent.mouseEnter(categories[0]!);
    advance(15000);
    expect(shown()).toEqual([0, 1, 1, 1, 1]);
    fireEvent.mouseLeave(categories[0]!);
    advance(19999);
    expect(shown()[0]).toBe(0);
    advance(1);
    expect(shown()[0]).toBe(1);
  });

  it("pauses while focus is inside a category", () => {
    const { categories, shown, advance } = setup();
    const link = categories[2]!.querySelector("a")!;
    act(() => link.focus());
    advance(20000);
    expect(shown()).toEqual([1, 1, 0, 1, 1]);
    // Moving focus to another link of the same category keeps it paused.
    act(() => categories[2]!.querySelectorAll("a")[1]!.focus());
    advance(20000);
    expect(shown()[2]).toBe(0);
    act(() => (document.activeElement as HTMLElement).blur());
    advance(20000);
    expect(shown()[2]).toBe(1);
  });

  it("stops and resumes every category with the pause button", () => {
    const { shown, advance } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Pause rotation" }));
    advance(100000);
    expect(shown()).toEqual([0, 0, 0, 0, 0]);
    fireEvent.click(screen.getByRole("button", { name: "Resume rotation" }));
    advance(20000);
    expect(shown()).toEqual([1, 1, 1, 1, 1]);
  });

  it("lets the visitor switch a category's set by hand", () => {
    const { shown } = setup();
    fireEvent.click(screen.getByRole("button", { name: "More topics: Emergency Services" }));
    expect(shown()).toEqual([0, 0, 1, 0, 0]);
  });
});

describe("the grid of categories", () => {
  it("shares any number of categories into even rows at each width", () => {
    // [count, at most 2, 3, 4, 5 a row]
    const cases: [number, number[]][] = [
      [1, [1, 1, 1, 1]],
      [2, [2, 2, 2, 2]],
      [3, [2, 3, 3, 3]],
      [4, [2, 2, 4, 4]],
      [5, [2, 3, 3, 5]],
      [6, [2, 3, 3, 3]],
      [7, [2, 3, 4, 4]],
      [8, [2, 3, 4, 4]],
      [9, [2, 3, 3, 5]],
      [10, [2, 3, 4, 5]],
    ];
    for (const [count, columns] of cases) {
      expect([2, 3, 4, 5].map((max) => balancedColumns(count, max)), `${count} categories`).toEqual(columns);
      // As few rows as the width allows, never more columns than fit.
      for (const max of [2, 3, 4, 5]) {
        const c = balancedColumns(count, max);
        expect(c).toBeLessThanOrEqual(max);
        expect(Math.ceil(count / c), `${count} at most ${max}`).toBe(Math.ceil(count / max));
      }
    }
    expect(balancedColumns(0, 4)).toBe(1);
  });

  it("names the columns for each width on the grid", () => {
    setup();
    expect(document.querySelector(".keyword-guide__grid")?.className).toBe(
      "keyword-guide__grid keyword-guide__grid--m-2 keyword-guide__grid--l-3 keyword-guide__grid--xl-3 keyword-guide__grid--xxl-5",
    );
    expect(gridClass(4)).toContain("keyword-guide__grid--xl-4");
  });
});
