// The Problems list: what stops the page, and (folded) the site's warnings, which no longer fill
// the status line after every save (issue 58).
import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { Problems } from "./Problems";

test("the site's warnings are listed folded, a line each, when nothing stops the page", () => {
  const warnings = ["content/site.yaml:50: `https://www.facebook.com/` is Facebook's home page, not your profile"];
  render(<Problems message="" errors={[]} fromSave={false} warnings={warnings} />);
  expect(screen.getByText("1 warning on the site (it still publishes)")).toBeTruthy();
  expect(screen.getByText(warnings[0]!)).toBeTruthy();
  expect(screen.queryByRole("alert")).toBeNull();
});

test("errors come first, as an alert", () => {
  const errors = [{ file: "content/pages/about.yaml", line: 4, column: 5, message: "this text is empty", snippet: "" }];
  render(<Problems message="" errors={errors} fromSave={true} warnings={["content/site.yaml:50: x"]} />);
  expect(screen.getByRole("alert").textContent).toMatch(/this text is empty/);
});
