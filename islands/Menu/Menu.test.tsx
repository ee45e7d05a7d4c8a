import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import fixture from "../fixtures/menu.json";
import { Menu } from "./Menu";

function setup(current = fixture.current) {
  const user = userEvent.setup();
  render(<Menu {...fixture} current={current} />);
  const toggle = screen.getByRole("button", { name: "Menu" });
  return { user, toggle };
}

describe("Menu", () => {
  it("renders a closed toggle that controls the list of every link", () => {
    const { toggle } = setup();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const sheet = document.getElementById(toggle.getAttribute("aria-controls")!);
    expect(sheet?.querySelector("ul")).not.toBeNull();
    // The links, then the call and the quote.
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual([
      ...fixture.links.map((l) => l.label),
      `${fixture.call} ${fixture.phone.display}`,
      fixture.quote.label,
    ]);
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it("marks only the current page link with aria-current", () => {
    setup("/residential/");
    expect(screen.getByRole("link", { name: "Residential" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("toggles open and closed with the button", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("navigation")).toHaveAttribute("data-open");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("navigation")).not.toHaveAttribute("data-open");
  });

  it("closes when a link is chosen", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    const link = screen.getByRole("link", { name: "About Us" });
    link.addEventListener("click", (e) => e.preventDefault()); // jsdom cannot navigate
    await user.click(link);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("holds Call and Free quote, and opens over a backdrop that closes it", async () => {
    const { user, toggle } = setup();
    expect(screen.getByRole("link", { name: `Call ${fixture.phone.display}` })).toHaveAttribute("href", fixture.phone.href);
    expect(screen.getByRole("link", { name: fixture.quote.label })).toHaveAttribute("href", fixture.quote.href);
    expect(document.querySelector(".menu__backdrop")).toBeNull();
    await user.click(toggle);
    const backdrop = document.querySelector<HTMLElement>(".menu__backdrop")!;
    expect(backdrop).toHaveAttribute("aria-hidden", "true");
    await user.click(backdrop);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(document.querySelector(".menu__backdrop")).toBeNull();
  });

  it("ignores Escape while closed", async () => {
    const { user, toggle } = setup();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).not.toHaveFocus();
  });
});
