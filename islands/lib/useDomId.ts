import { useId } from "react";

/**
 * useId, made a valid HTML id for strict validators: React's ids start with "_", and
 * html-validate (valid-id) wants a leading letter. Suffix it per element: `${id}hint`.
 */
export function useDomId(): string {
  return `i${useId()}`;
}
