import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NotFound } from "./NotFound";

describe("NotFound", () => {
  it("writes the missing path to the console and renders nothing", () => {
    window.history.replaceState(null, "", "/no-such-page");
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<NotFound />);
    expect(container).toBeEmptyDOMElement();
    expect(consoleError).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route:",
      "/no-such-page",
    );
  });
});
