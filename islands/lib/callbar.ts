/**
 * The phones' bottom bar (templates/base.html, `.call-bar`): its links work without JavaScript and
 * CSS hides it while a form field has focus; this only steps it aside while the quote form or the
 * footer is on screen, where it would cover the form's own button or repeat the footer's phone.
 * Browsers without IntersectionObserver keep the bar (the footer's padding keeps content clear of it).
 */

/** What the bar gets out of the way of: every quote form and the footer. */
export const CALL_BAR_AVOIDS = '[data-island="QuoteForm"], .site-footer';

/** A focused field hides the bar too, for browsers without `:has()` (CSS does it elsewhere). */
const FIELD = "input, select, textarea";

/** Starts watching; returns a function that stops it (for tests), or null when there is no bar. */
export function watchCallBar(doc: Document = document): (() => void) | null {
  const bar = doc.querySelector<HTMLElement>(".call-bar");
  if (!bar) return null;
  const onScreen = new Set<Element>();
  let fieldFocused = false;
  const update = () => bar.toggleAttribute("data-hidden", fieldFocused || onScreen.size > 0);
  const onFocus = (event: FocusEvent) => {
    fieldFocused = event.type === "focusin" && event.target instanceof Element && event.target.matches(FIELD);
    update();
  };
  doc.addEventListener("focusin", onFocus);
  doc.addEventListener("focusout", onFocus);
  let observer: IntersectionObserver | null = null;
  if (typeof IntersectionObserver === "function") {
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      update();
    });
    for (const target of doc.querySelectorAll(CALL_BAR_AVOIDS)) observer.observe(target);
  }
  return () => {
    observer?.disconnect();
    doc.removeEventListener("focusin", onFocus);
    doc.removeEventListener("focusout", onFocus);
    bar.removeAttribute("data-hidden");
  };
}
