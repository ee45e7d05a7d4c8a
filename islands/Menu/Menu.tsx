import { useCallback, useEffect, useRef, useState } from "react";
import { useDomId } from "../lib";
import type { MenuProps } from "../types";

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function Menu({ links, text: t, current }: MenuProps) {
  const [open, setOpen] = useState(false);
  const listId = `${useDomId()}menu`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const here = normalise(current);

  const closeAndRefocus = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  // Listen on the document, not the nav: after a mouse click Safari leaves focus on <body>,
  // and Escape must still close the open menu.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeAndRefocus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, closeAndRefocus]);

  return (
    <nav className="menu" aria-label={t.navLabel} data-open={open ? "" : undefined}>
      <button
        ref={toggleRef}
        type="button"
        className="menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="menu__icon" aria-hidden="true" />
        <span className="menu__toggle-text">{t.toggle}</span>
      </button>
      <ul id={listId} className="menu__list">
        {links.map((link) => (
          <li key={link.href} className="menu__item">
            <a
              className="menu__link"
              href={link.href}
              aria-current={normalise(link.href) === here ? "page" : undefined}
              onClick={() => setOpen(false)}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
