// The preview page under the editor: its sections outlined and labelled with their types, a click
// on one chooses it, and a re-rendered page swapped in as the person types.

const OUTLINED = "sitegen-outlined";
const SELECTED = "sitegen-selected";

/** The page's sections in order: each top-level `<section>` of `<main>` is one section of the file,
 * and so is each top-level `div.section` (a section without a heading of its own, or around an
 * island that is its own section: templates/sections/text.html, carousel.html, keyword_guide.html). */
export function sectionElements(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("main > section, main > div.section")];
}

/** The element of the file's section `i`, once outlined (a section left out today has none). */
export function sectionElement(i: number): HTMLElement | undefined {
  return sectionElements().find((el) => el.dataset.sitegenIndex === String(i));
}

/** Outlines the sections with `labels` (one per section of the file, in its order), but those the
 * page leaves out today (`offToday`, their `from:`/`until:`): false when the page does not have one
 * element per section shown. Each outline keeps its section's place in the file. */
export function outline(labels: string[], selected: number | null, offToday: number[] = []): boolean {
  const els = sectionElements();
  clearOutline();
  const shown = labels.map((_, i) => i).filter((i) => !offToday.includes(i));
  if (els.length !== shown.length) return false;
  els.forEach((el, n) => {
    const i = shown[n] ?? n;
    el.classList.add(OUTLINED);
    el.dataset.sitegenLabel = labels[i];
    el.dataset.sitegenIndex = String(i);
    el.classList.toggle(SELECTED, i === selected);
  });
  return true;
}

export function clearOutline() {
  for (const el of document.querySelectorAll<HTMLElement>(`.${OUTLINED}`)) {
    el.classList.remove(OUTLINED, SELECTED);
    delete el.dataset.sitegenLabel;
    delete el.dataset.sitegenIndex;
  }
}

/** Calls `pick` with the section's position when an outlined section is clicked (links inside do
 * not navigate while editing). The listener's remover. */
export function onPick(pick: (index: number) => void): () => void {
  const listener = (e: MouseEvent) => {
    const target = e.target as Element | null;
    if (target?.closest("sitegen-editor")) return;
    const section = target?.closest<HTMLElement>(`main > .${OUTLINED}`);
    if (!section) return;
    e.preventDefault();
    e.stopPropagation();
    pick(Number(section.dataset.sitegenIndex ?? sectionElements().indexOf(section)));
  };
  document.addEventListener("click", listener, true);
  return () => document.removeEventListener("click", listener, true);
}

/** Puts the freshly rendered page's `<main>` and title in place of the current ones. */
export function swapIn(html: string) {
  const next = new DOMParser().parseFromString(html, "text/html");
  const main = document.querySelector("main");
  const nextMain = next.querySelector("main");
  if (main && nextMain) main.replaceChildren(...[...nextMain.childNodes].map((n) => document.importNode(n, true)));
  if (next.title) document.title = next.title;
}

/** The page's stylesheet for outlines, added while editing. */
export function pageStyles(on: boolean) {
  const id = "sitegen-edit-page-css";
  const existing = document.getElementById(id);
  if (on && !existing) {
    const link = document.createElement("link");
    link.id = id;
    link.rel = "stylesheet";
    link.href = "/_sitegen/editor/page.css";
    document.head.append(link);
  } else if (!on) {
    existing?.remove();
  }
}
