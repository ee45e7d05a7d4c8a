import { useEffect } from "react";
import type { NotFoundProps } from "../types";

const MESSAGE = "404 Error: User attempted to access non-existent route:";

/**
 * Spec 2.10: the missing path goes to the browser console. The page is static, so only the
 * browser knows which URL was requested; the island renders nothing visible. As information, not
 * an error: a visitor's wrong address is no fault of the page, and site checkers (crawlers,
 * Lighthouse's "errors logged to the console") count every console error against it.
 */
export function NotFound(_props: NotFoundProps) {
  useEffect(() => {
    console.info(MESSAGE, window.location.pathname);
  }, []);
  return null;
}
