import { createContext, useContext, useId } from "react";

/**
 * Every island is its own root, and useId counts from the root, so two islands on one page would
 * both produce the first id. The island shell gives each component its own prefix (shell.tsx);
 * server and client use the same one, so the ids match when the island hydrates.
 */
export const IdPrefix = createContext("island-");

/** A page-unique HTML id (starts with a letter, as html-validate's valid-id wants). Suffix it per
 * element: `${id}hint`. */
export function useDomId(): string {
  return `${useContext(IdPrefix)}${useId()}`;
}
