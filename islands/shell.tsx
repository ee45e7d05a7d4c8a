import { useEffect } from "react";
import type { AnyIsland } from "./types";

/**
 * useId prefixes: every island is its own React root, so without a per-component prefix two
 * islands on one page would both produce the first id. Server and client must agree.
 */
export function identifierPrefix(component: string): string {
  return `${component.toLowerCase()}-`;
}

interface ShellProps {
  component: AnyIsland;
  props: Record<string, unknown>;
  onReady?: () => void;
}

/** Wraps each island on both sides (so the trees match) and reports when hydration committed. */
export function IslandShell({ component: Component, props, onReady }: ShellProps) {
  useEffect(() => {
    onReady?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reports the first commit only, once per island
  }, []);
  return <Component {...props} />;
}
