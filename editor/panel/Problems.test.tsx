// The Problems list: what stops the page, and (folded) the site's warnings, which no longer fill
// the status line after every save (issue 58).
import { fireEvent, render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { Problems, SiteWarnings } from "./Problems";

test("the site's warnings are listed folded, a line each", () => {
  const warnings = ["content/site.yaml:50: `https://www.facebook.com/` is Facebook's home page, not your profile", "content/pages/about.yaml:7: x"];
  const { container } = render(<SiteWarnings warnings={warnings} />);
  const details = container.querySelector("details")!;
  expect(details.open).toBe(false);
  expect(screen.getByText("2 warnings on the site (it still publishes)")).toBeTruthy();
  fireEvent.click(screen.getByText("2 warnings on the site (it still publishes)"));
  expect(details.open).toBe(true);
  expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(warnings);
  expect(screen.queryByRole("alert")).toBeNull();
});

test("no warnings, no list", () => {
  const { container } = render(<SiteWarnings warnings={[]} />);
  expect(container.innerHTML).toBe("");
});

test("errors are an alert, each at its file and line", () => {
  const errors = [{ file: "content/pages/about.yaml", line: 4, column: 5, message: "this text is empty", snippet: "" }];
  render(<Problems message="" errors={errors} fromSave={true} />);
  expect(screen.getByRole("alert").textContent).toMatch(/content\/pages\/about.yaml:4:5 this text is empty/);
});
