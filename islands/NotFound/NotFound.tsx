import { useEffect } from "react";
import type { NotFoundProps } from "../types";

const DEFAULT_MESSAGE = "404 Error: User attempted to access non-existent route:";

/**
 * Spec 2.10: the missing path goes to the browser console. The page is static, so only the
 * browser knows which URL was requested; the island renders nothing visible.
 */
export function NotFound({ message = DEFAULT_MESSAGE }: NotFoundProps) {
  useEffect(() => {
    console.error(message, window.location.pathname);
  }, [message]);
  return null;
}
