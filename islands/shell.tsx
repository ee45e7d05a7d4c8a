import { useEffect } from "react";
import { IdPrefix } from "./lib/useDomId";
import type { AnyIsland } from "./types";

/**
 * useDomId prefixes: every island is its own root, so without a per-component prefix two islands on
 * one page would both produce the first id. Server and client must agree.
 */
export function identifierPrefix(component: string): string {
  return `${component.toLowerCase()}-`;
}

interface ShellProps {
  component: AnyIsland;
  name: string;
  props: Record<string, unknown>;
  onReady?: () => void;
}

/** Wraps each island on both sides (so the trees match) and reports when hydration committed. */
export function IslandShell({ component: Component, name, props, onReady }: ShellProps) {
  useEffect(() => {
    onReady?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reports the first commit only, once per island
  }, []);
  return (
    <IdPrefix.Provider value={identifierPrefix(name)}>
      <Component {...props} />
    </IdPrefix.Provider>
  );
}
