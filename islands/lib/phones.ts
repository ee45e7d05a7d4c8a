/**
 * Call tracking (site.yaml `phone_by_source:`, docs/editing-content.md "Call tracking"): a visitor
 * who came from a source with its own number sees that number on every link that dials the main
 * one, so the business can tell from its phone bill which ads bring calls.
 *
 * The HTML always carries the main number: search engines, structured data and visitors without
 * JavaScript get it. The numbers come as data in the page's head (`PhoneSwap` in
 * crates/render/src/islands/props.rs, only when site.yaml names at least one); the source is
 * judged from the visit's first page (lib/attribution.ts), so it holds on every page of the visit.
 * Islands are changed only once hydrated (hydration must find the HTML it rendered), and links
 * rendered later (the quote form's failure message) are changed as they appear.
 */

import { PHONE_SWAP_ELEMENT_ID, type Phone, type PhoneSwap, type PhonesBySource } from "../props.gen";
import { type Attribution, readAttribution } from "./attribution";

/** The sources site.yaml can give a number, in the order they are judged. */
export type PhoneSource = keyof PhonesBySource;

const PAID_MEDIUMS = new Set(["cpc", "ppc", "paid", "paidsearch", "paid_search", "paid-search"]);
const SOCIAL_SOURCES = new Set(["facebook", "fb", "instagram", "ig", "meta"]);

/**
 * Which source of `phone_by_source` a visit came from, or null. An ad network's click id decides
 * first (the platforms add it to every ad click), then UTM parameters that name a paid medium,
 * then (for Facebook and Instagram, whose links carry fbclid) the referring site.
 */
export function sourceOf(a: Attribution): PhoneSource | null {
  const source = (a.utm_source ?? "").trim().toLowerCase();
  const paid = PAID_MEDIUMS.has((a.utm_medium ?? "").trim().toLowerCase());
  const referrer = (a.referrer ?? "").toLowerCase();
  const from = (...hosts: string[]) => hosts.some((h) => referrer === h || referrer.endsWith(`.${h}`));
  if (a.gclid || a.gbraid || a.wbraid || (paid && (source === "google" || source === "adwords"))) return "google_ads";
  if (a.msclkid || (paid && (source === "bing" || source === "microsoft"))) return "microsoft_ads";
  if (a.fbclid || SOCIAL_SOURCES.has(source) || from("facebook.com", "instagram.com")) return "facebook";
  return null;
}

/** The page's call-tracking numbers, or null when the site has none (or they are unreadable). */
export function readPhoneSwap(doc: Document = document): PhoneSwap | null {
  const element = doc.getElementById(PHONE_SWAP_ELEMENT_ID);
  if (!element || element.getAttribute("type") !== "application/json") return null;
  try {
    const value = JSON.parse(element.textContent ?? "") as Partial<PhoneSwap> | null;
    const ok = (p: unknown): p is Phone =>
      !!p && typeof (p as Phone).display === "string" && typeof (p as Phone).href === "string";
    if (!value || !ok(value.main) || !value.bySource || typeof value.bySource !== "object") return null;
    return value as PhoneSwap;
  } catch {
    return null;
  }
}

/** The ten digits a `tel:` (or, with `sms`, an `sms:`) address reaches (`tel:+1 403-555-0142` -> `4035550142`), else null. */
function dialled(href: string | null, scheme: "tel:" | "sms:" = "tel:"): string | null {
  const h = (href ?? "").trim();
  if (!h.toLowerCase().startsWith(scheme)) return null;
  const digits = h.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** The number as displayed, also in the form with non-breaking spaces and hyphens the form uses. */
function displayed(display: string): RegExp {
  const escaped = display.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(escaped.replace(/ /g, "[ \u00a0]").replace(/-/g, "[-\u2011]"), "g");
}

export interface Swap {
  from: Phone;
  to: Phone;
  /** `to` takes texts: `sms:` links to `from` change too (else they keep texting `from`). */
  texts?: boolean;
}

/**
 * Puts `to` in place of `from` in every link under `root` (and `root` itself) that dials `from`:
 * its `href` and the number shown inside it. Skips islands not hydrated yet. Returns how many.
 */
export function swapIn(root: Element, { from, to, texts = false }: Swap): number {
  const target = dialled(from.href);
  const pattern = displayed(from.display);
  const links = [...(root.matches("a[href]") ? [root] : []), ...root.querySelectorAll("a[href]")];
  let changed = 0;
  for (const link of links) {
    const href = link.getAttribute("href");
    const text = texts && dialled(href, "sms:") === target;
    if (dialled(href) !== target && !text) continue;
    if (link.closest("[data-island]:not([data-ready])")) continue;
    link.setAttribute("href", text ? `sms:${to.href.replace(/^tel:/i, "")}` : to.href);
    const walker = link.ownerDocument.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? "";
      const replaced = text.replace(pattern, (seen) =>
        /[\u00a0\u2011]/.test(seen) ? to.display.replace(/ /g, "\u00a0").replace(/-/g, "\u2011") : to.display,
      );
      if (replaced !== text) node.nodeValue = replaced;
    }
    changed += 1;
  }
  return changed;
}

/**
 * Swaps the numbers for this visit's source, now and for links that appear or hydrate later.
 * Returns the source whose number is shown, or null when the main number stays.
 */
export function startPhoneSwap(
  doc: Document = document,
  attribution: Attribution = readAttribution(),
): PhoneSource | null {
  const settings = readPhoneSwap(doc);
  if (!settings) return null;
  const source = sourceOf(attribution);
  const to = source ? settings.bySource[source] : undefined;
  if (!source || !to || dialled(to.href) === dialled(settings.main.href)) return null;
  const swap = { from: settings.main, to, texts: (settings.textSources ?? []).includes(source) };
  swapIn(doc.body, swap);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes" && record.target instanceof Element) swapIn(record.target, swap);
      for (const node of record.addedNodes) if (node instanceof Element) swapIn(node, swap);
    }
  }).observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-ready"] });
  return source;
}
