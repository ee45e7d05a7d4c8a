/**
 * Where a visit came from, so a quote request can say which ad or link brought it (issue 17).
 *
 * Recorded once, on the first page of a visit (the loader, `client.ts`, runs on every page), in
 * `sessionStorage`: it lives as long as the browser tab and is never shared with another tab's visit
 * started fresh, never sent anywhere by itself, no cookie. Kept: the landing page's path, the host of
 * the site that linked to it, and the ad parameters of its URL (below). Nothing else about the visitor.
 */

import { ATTRIBUTION_FIELDS, ATTRIBUTION_KEY } from "../props.gen";

/** The `sessionStorage` key (from the Rust props, which the privacy policy states too). */
export { ATTRIBUTION_KEY };

/**
 * Every attribution field a lead can carry, in payload order (also the Netlify registration's):
 * written once, in the Rust props (`crates/render/src/islands/props.rs`), generated into props.gen.ts.
 */
export { ATTRIBUTION_FIELDS };

/** UTM parameters and ad click ids read from the landing page's URL, sent under the same names. */
export const CAMPAIGN_PARAMS = ATTRIBUTION_FIELDS.filter(
  (f): f is Exclude<(typeof ATTRIBUTION_FIELDS)[number], "landingPage" | "referrer"> =>
    f !== "landingPage" && f !== "referrer",
);

export type Attribution = Partial<Record<(typeof ATTRIBUTION_FIELDS)[number], string>>;

/** A value longer than this is cut: no ad platform's id comes close, and a lead stays small. */
const MAX_LENGTH = 200;

function clean(value: string | null | undefined): string {
  return (value ?? "").trim().slice(0, MAX_LENGTH);
}

/** What the first page of a visit tells: its path, the referring site's host, its ad parameters. */
export function attributionOf(url: string, referrer: string): Attribution {
  const here = new URL(url);
  const found: Attribution = { landingPage: here.pathname };
  try {
    const from = new URL(referrer);
    // Only another site: a page of this site as referrer is not a source.
    if ((from.protocol === "http:" || from.protocol === "https:") && from.host !== here.host) found.referrer = from.hostname;
  } catch {
    // No referrer (typed address, bookmark, app) or not a URL: nothing to keep.
  }
  for (const name of CAMPAIGN_PARAMS) {
    const value = clean(here.searchParams.get(name));
    if (value) found[name] = value;
  }
  return found;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: the lead goes without attribution.
    return null;
  }
}

/** Keeps the visit's attribution unless this tab already has it (a later page is not a landing). */
export function recordAttribution(url = window.location.href, referrer = document.referrer): void {
  const store = storage();
  if (!store) return;
  try {
    if (store.getItem(ATTRIBUTION_KEY) !== null) return;
    store.setItem(ATTRIBUTION_KEY, JSON.stringify(attributionOf(url, referrer)));
  } catch {
    // Full or blocked storage: nothing kept, nothing breaks.
  }
}

/** The visit's attribution, in payload order; only the known fields, only text. */
export function readAttribution(): Attribution {
  const store = storage();
  let raw: unknown;
  try {
    raw = JSON.parse(store?.getItem(ATTRIBUTION_KEY) ?? "null");
  } catch {
    raw = null;
  }
  const out: Attribution = {};
  if (!raw || typeof raw !== "object") return out;
  const saved = raw as Record<string, unknown>;
  for (const name of ATTRIBUTION_FIELDS) {
    const value = saved[name];
    if (typeof value === "string" && value) out[name] = clean(value);
  }
  return out;
}
