import { useCallback, useEffect, useRef, useState } from "react";
import { useDomId } from "../lib";
import type { MenuProps } from "../types";

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * The site's menu: below 1240 px (the header's container query, styles/islands.css) a button that
 * opens a sheet under the header, over a backdrop that closes it, with the links and then the two
 * things a visitor most often opens it for, the call and the quote; from 1240 px the links inline
 * (the header has its own phone and quote buttons there). Without JavaScript the links show in a
 * row under the header and the buttons stay out (the header and the call bar have them).
 */
export function Menu({ links, text: t, current, call, phone, quote }: MenuProps) {
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
      <div id={listId} className="menu__sheet">
        <ul className="menu__list">
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
        <p className="menu__actions">
          <a className="btn btn-secondary menu__call" href={phone.href}>
            {call} <span className="nowrap">{phone.display}</span>
          </a>
          <a className="btn btn-primary menu__quote" href={quote.href} onClick={() => setOpen(false)}>
            {quote.label}
          </a>
        </p>
      </div>
      {open && <div className="menu__backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}
    </nav>
  );
}
