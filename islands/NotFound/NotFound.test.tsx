import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NotFound } from "./NotFound";

describe("NotFound", () => {
  it("writes the missing path to the console, as information rather than an error, and renders nothing", () => {
    window.history.replaceState(null, "", "/no-such-page");
    const consoleInfo = vi.spyOn(console, "info").mockImplementation(() => {});
    const consoleError = vi.spyOn(console, "error");
    const consoleWarn = vi.spyOn(console, "warn");
    const { container } = render(<NotFound />);
    expect(container).toBeEmptyDOMElement();
    expect(consoleInfo).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route:",
      "/no-such-page",
    );
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
  });
});
