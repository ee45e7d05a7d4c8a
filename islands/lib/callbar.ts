/**
 * The phones' bottom bar (templates/base.html, `.call-bar`): its links work without JavaScript and
 * CSS hides it while a form field has focus; this keeps it away while the page's hero is on screen
 * (the first screen is the business, not its chrome: the header's phone and the hero's buttons are
 * there), and steps it aside while the quote form or the footer is on screen, where it would cover
 * the form's own button or repeat the footer's phone. CSS keeps the bar out until this has started
 * (`data-watched`), so a first screen never shows it for a moment. Browsers without
 * IntersectionObserver keep the bar (the footer's padding keeps content clear of it).
 */

/** What the bar gets out of the way of: every quote form and the footer. */
export const CALL_BAR_AVOIDS = '[data-island="QuoteForm"], .site-footer';

/** What the bar waits for to leave the screen: the page's hero (a page without one shows it at once). */
export const CALL_BAR_AFTER = "main .hero";

/** A focused field hides the bar too, for browsers without `:has()` (CSS does it elsewhere). */
const FIELD = "input, select, textarea";

/** Starts watching; returns a function that stops it (for tests), or null when there is no bar. */
export function watchCallBar(doc: Document = document): (() => void) | null {
  const bar = doc.querySelector<HTMLElement>(".call-bar");
  if (!bar) return null;
  const onScreen = new Set<Element>();
  let fieldFocused = false;
  const hero = doc.querySelector(CALL_BAR_AFTER);
  // Until the observer first reports, the hero is taken as on screen when its bottom is.
  let heroShown = !!hero && hero.getBoundingClientRect().bottom > 0;
  const update = () => bar.toggleAttribute("data-hidden", fieldFocused || heroShown || onScreen.size > 0);
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
        if (entry.target === hero) heroShown = entry.isIntersecting;
        else if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      update();
    });
    if (hero) observer.observe(hero);
    for (const target of doc.querySelectorAll(CALL_BAR_AVOIDS)) observer.observe(target);
  } else {
    heroShown = false;
  }
  update();
  bar.setAttribute("data-watched", "");
  return () => {
    observer?.disconnect();
    doc.removeEventListener("focusin", onFocus);
    doc.removeEventListener("focusout", onFocus);
    bar.removeAttribute("data-hidden");
    bar.removeAttribute("data-watched");
  };
}
