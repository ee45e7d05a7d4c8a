/**
 * Optional analytics (site.yaml `analytics:`, docs/deploy.md "Analytics"): the two conversions the
 * people who pay for the ads want counted, a quote request the destination accepted and a click on
 * a `tel:` link, told to the provider whose script the page loads (Plausible or Google Analytics 4).
 *
 * Off unless the page's head carries the settings (`<script type="application/json"
 * id="analytics-settings">`, written by the generator from `AnalyticsSettings` in
 * crates/render/src/islands/props.rs): without them nothing here defines a global, listens or sends.
 * Both providers take calls made before their script arrives (Plausible's `plausible.q` queue,
 * Google's `dataLayer`), so the order in which the scripts load does not matter, and nothing needs
 * an inline script: the CSP stays `script-src 'self'` plus the provider's origin.
 */

import { ANALYTICS_ELEMENT_ID, type AnalyticsSettings } from "../props.gen";
import { readAttribution } from "./attribution";

export type Conversion = "quote" | "call" | "text" | "booking";

/** What an event carries besides its name: text values under the lead's own field names. */
export type EventDetails = Record<string, string>;

type Plausible = ((event: string, options?: Record<string, unknown>) => void) & { q?: unknown[] };

declare global {
  interface Window {
    plausible?: Plausible;
    dataLayer?: unknown[];
  }
}

let active: AnalyticsSettings | null = null;

/** The page's analytics settings, or null when the site has none (or they are unreadable). */
export function readAnalyticsSettings(doc: Document = document): AnalyticsSettings | null {
  const element = doc.getElementById(ANALYTICS_ELEMENT_ID);
  if (!element || element.getAttribute("type") !== "application/json") return null;
  try {
    const value: unknown = JSON.parse(element.textContent ?? "");
    if (!value || typeof value !== "object") return null;
    const s = value as Partial<AnalyticsSettings>;
    const ok =
      (s.provider === "plausible" || s.provider === "ga4") &&
      typeof s.id === "string" &&
      typeof s.events?.quote === "string" &&
      typeof s.events?.call === "string" &&
      typeof s.events?.text === "string" &&
      typeof s.events?.booking === "string";
    return ok ? (s as AnalyticsSettings) : null;
  } catch {
    return null;
  }
}

/** Google's `gtag`: it must push the `arguments` object itself, which is what gtag.js reads. */
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads the `arguments` object, not an array
  window.dataLayer.push(arguments);
}

/** Plausible's documented stub: calls queue in `plausible.q` until its script takes over. */
function plausible(): Plausible {
  if (!window.plausible) {
    const queue: Plausible = (...args: unknown[]) => {
      (queue.q = queue.q ?? []).push(args);
    };
    window.plausible = queue;
  }
  return window.plausible;
}

/**
 * What a click on `target` starts: a call (`tel:`), a text (`sms:`), a booking (a "Book online"
 * link, `data-booking`), or none of them.
 */
function contactKind(target: EventTarget | null): "call" | "text" | "booking" | null {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (link?.hasAttribute("data-booking")) return "booking";
  const href = (link?.getAttribute("href") ?? "").trim().toLowerCase();
  if (href.startsWith("tel:")) return "call";
  if (href.startsWith("sms:")) return "text";
  return null;
}

/**
 * What a call carries, so a call is a lead like a quote request: the page it was made from (`page`,
 * its path) and the visit's attribution (`landingPage`, `referrer`, UTM parameters, ad click ids:
 * lib/attribution.ts, the fields a quote request carries after `page`). Nothing the visitor typed.
 */
export function callDetails(): EventDetails {
  return { page: window.location.pathname, ...readAttribution() };
}

function onClick(event: MouseEvent): void {
  // A text or a booking is a lead like a call, with the same details.
  const kind = contactKind(event.target);
  if (kind) trackConversion(kind, callDetails());
}

/**
 * Starts analytics for this page when it has settings: Google's tag is configured, and a click on
 * any `tel:` link (header, phones' bar, footer, buttons, the form's call link) counts as one call,
 * with its page and attribution. Returns whether analytics is on. Every page's entry (client.ts)
 * runs it once.
 */
export function startAnalytics(settings: AnalyticsSettings | null = readAnalyticsSettings()): boolean {
  if (!settings) return false;
  if (active) return true;
  active = settings;
  if (settings.provider === "ga4") {
    gtag("js", new Date());
    gtag("config", settings.id);
  } else {
    plausible();
  }
  // Captured on the document, so links added later (island HTML) count too, and a handler that
  // stops the click's propagation further down cannot hide it.
  document.addEventListener("click", onClick, { capture: true });
  return true;
}

/**
 * Tells the provider of one conversion, with `details` as Plausible's custom properties or GA4's
 * event parameters; does nothing while analytics is off.
 */
export function trackConversion(kind: Conversion, details?: EventDetails): void {
  if (!active) return;
  const name = active.events[kind];
  try {
    if (active.provider === "ga4") {
      if (details) gtag("event", name, details);
      else gtag("event", name);
    } else if (details) plausible()(name, { props: details });
    else plausible()(name);
  } catch {
    // A provider's script that throws must not break the form or the link.
  }
}

/** For tests: forget the started settings and the click listener. */
export function stopAnalytics(): void {
  document.removeEventListener("click", onClick, { capture: true });
  active = null;
}
