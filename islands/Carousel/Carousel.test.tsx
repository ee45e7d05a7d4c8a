import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import fixture from "../fixtures/carousel.json";
import { mockReducedMotion } from "../test/helpers";
import { Carousel } from "./Carousel";

function setup() {
  vi.useFakeTimers();
  render(<Carousel {...fixture} />);
  const region = screen.getByRole("region", { name: "Related Resources" });
  const slides = () => [...document.querySelectorAll<HTMLElement>(".carousel__slide")];
  const current = () => slides().findIndex((s) => !s.hidden);
  const live = () => document.querySelector(".carousel__slides")!.getAttribute("aria-live");
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { region, slides, current, live, advance };
}

describe("Carousel", () => {
  it("is an accessible carousel showing the first slide, all slides in the HTML", () => {
    const { region, slides, current, live } = setup();
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    expect(slides()).toHaveLength(4);
    expect(slides()[1]).toHaveAttribute("aria-roledescription", "slide");
    expect(slides()[1]).toHaveAttribute("aria-label", "2 of 4");
    expect(current()).toBe(0);
    expect(live()).toBe("off");
  });

  it("advances at exactly 25000 ms and wraps after the last slide", () => {
    const { current, advance } = setup();
    advance(24999);
    expect(current()).toBe(0);
    advance(1);
    expect(current()).toBe(1);
    advance(25000 * 3);
    expect(current()).toBe(0);
  });

  it("moves with previous and next buttons, wrapping both ways, and becomes polite", () => {
    const { current, live } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(current()).toBe(3);
    const next = screen.getByRole("button", { name: "Next slide" });
    act(() => next.focus());
    fireEvent.click(next);
    fireEvent.click(next);
    expect(current()).toBe(1);
    expect(live()).toBe("polite");
  });

  it("pauses on hover and resumes with a full interval", () => {
    const { region, current, live, advance } = setup();
    advance(20000);
    fireEvent.mouseEnter(region);
    expect(live()).toBe("polite");
    advance(100000);
    expect(current()).toBe(0);
    fireEvent.mouseLeave(region);
    expect(live()).toBe("off");
    advance(24999);
    expect(current()).toBe(0);
    advance(1);
    expect(current()).toBe(1);
  });

  it("pauses while focus is inside", () => {
    const { current, advance } = setup();
    const link = screen.getAllByRole("link", { hidden: true })[0]!;
    act(() => screen.getByRole("button", { name: "Next slide" }).focus());
    advance(100000);
    expect(current()).toBe(0);
    act(() => (document.activeElement as HTMLElement).blur());
    advance(25000);
    expect(current()).toBe(1);
    expect(link).toBeInTheDocument();
  });

  it("stops with the pause button and resumes with play", () => {
    const { current, advance, live } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Pause rotation" }));
    act(() => (document.activeElement as HTMLElement)?.blur?.());
    advance(100000);
    expect(current()).toBe(0);
    expect(live()).toBe("polite");
    fireEvent.click(screen.getByRole("button", { name: "Resume rotation" }));
    advance(25000);
    expect(current()).toBe(1);
  });

  it("never auto-advances under prefers-reduced-motion but buttons still work", () => {
    mockReducedMotion(true);
    const { current, advance, live } = setup();
    advance(250000);
    expect(current()).toBe(0);
    expect(live()).toBe("polite");
    expect(screen.queryByRole("button", { name: "Pause rotation" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(current()).toBe(1);
  });
});
