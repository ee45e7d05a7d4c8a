import { useEffect, useRef } from "react";

/**
 * setInterval that always calls the latest callback. `delay: null` stops it; any change of
 * delay (including null -> number on resume) restarts the full interval, so a pause never
 * leads to an immediate jump when the visitor moves away.
 */
export function useInterval(callback: () => void, delay: number | null): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  }, [callback]);

  useEffect(() => {
    if (delay === null || !(delay > 0)) return;
    const id = setInterval(() => saved.current(), delay);
    return () => clearInterval(id);
  }, [delay]);
}
