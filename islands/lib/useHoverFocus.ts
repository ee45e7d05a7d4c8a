import { useCallback, useState, type FocusEvent } from "react";

/**
 * Tracks whether the pointer is over, or focus is inside, an element. Rotating content must
 * hold still while the visitor reads or operates it (WCAG 2.2.2).
 */
export function useHoverFocus() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    // Moving focus between children fires blur then focus; only leaving the element counts.
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) setFocused(false);
  }, []);

  return {
    active: hovered || focused,
    handlers: {
      onMouseEnter: useCallback(() => setHovered(true), []),
      onMouseLeave: useCallback(() => setHovered(false), []),
      onFocus: useCallback(() => setFocused(true), []),
      onBlur,
    },
  };
}
