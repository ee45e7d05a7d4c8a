/**
 * "Book online" (site.yaml `booking:`, templates/partials/macros.html `booking_link`).
 *
 * Every link is the booking page's own address, so it works without JavaScript. With it, a click
 * passes the visit's campaign on (its UTM parameters, lib/attribution.ts) the way booking systems
 * read them: on the booking page's address, or on this page's address for a booking window, whose
 * script reads the page it opens over. A provider with a window (ServiceTitan's Scheduling Pro,
 * Housecall Pro) has its script in the page's head as data only: it is loaded on the first click,
 * never before, and the window opened; if the script cannot load or does not open in time, the
 * link's own address is followed. The click's analytics event is lib/analytics.ts's.
 */

import { BOOKING_ELEMENT_ID, type BookingSettings } from "../props.gen";
import { readAttribution, type Attribution } from "./attribution";

/** The links this runs on. */
export const BOOKING_LINK = "a[data-booking]";

/** The campaign parameters a booking system reads, in the order they are written. */
export const CAMPAIGN = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** How long a booking window may take to load and open before the link's own page is followed. */
export const OPEN_TIMEOUT_MS = 8000;

type Opener = () => void;

interface BookingGlobals {
  ScheduleEngine?: { show?: () => void };
  HCPWidget?: { openModal?: () => void };
}

/** The function each provider's script defines to open its window, once it has run. */
function opener(provider: BookingSettings["provider"]): Opener | null {
  const w = window as unknown as BookingGlobals;
  if (provider === "servicetitan") {
    const engine = w.ScheduleEngine;
    return typeof engine?.show === "function" ? () => engine.show!() : null;
  }
  const widget = w.HCPWidget;
  return typeof widget?.openModal === "function" ? () => widget.openModal!() : null;
}

export function readBookingSettings(doc: Document = document): BookingSettings | null {
  const el = doc.getElementById(BOOKING_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    const s = JSON.parse(el.textContent) as Partial<BookingSettings>;
    const ok =
      (s.provider === "servicetitan" || s.provider === "housecall_pro") &&
      typeof s.script === "string" &&
      typeof s.id === "string" &&
      Array.isArray(s.data);
    return ok ? (s as BookingSettings) : null;
  } catch {
    return null;
  }
}

/**
 * The visit's campaign as a booking system reads it: the UTM parameters the visit came with; a
 * visit without them is marked as coming from this website (`utm_source` its host, `utm_medium`
 * website), so bookings from the site are told apart from those made elsewhere.
 */
export function campaignOf(attribution: Attribution, host: string): [string, string][] {
  const found = CAMPAIGN.flatMap((name) => (attribution[name] ? [[name, attribution[name]!] as [string, string]] : []));
  return found.length > 0 ? found : [["utm_source", host], ["utm_medium", "website"]];
}

/** `href` with the campaign added, where the address does not already say it; this site's own pages keep theirs. */
export function withCampaign(href: string, campaign: [string, string][], here: string = window.location.href): string {
  let url: URL;
  try {
    url = new URL(href, here);
  } catch {
    return href;
  }
  if (url.origin === new URL(here).origin) return href;
  for (const [name, value] of campaign) if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return url.href;
}

let loading: Promise<void> | null = null;

/** Loads the provider's script once, with its install code's `id` and `data-` attributes. */
function loadScript(settings: BookingSettings, doc: Document): Promise<void> {
  if (loading) return loading;
  loading = new Promise<void>((resolve, reject) => {
    const script = doc.createElement("script");
    script.id = settings.id;
    for (const [name, value] of settings.data) script.setAttribute(name, value);
    script.src = settings.script;
    script.async = true;
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener("error", () => {
      loading = null;
      script.remove();
      reject(new Error("the booking script did not load"));
    }, { once: true });
    doc.body.append(script);
  });
  return loading;
}

/** Waits until the provider's script has defined its opener (some set it up after loading). */
async function whenOpenable(settings: BookingSettings, deadline: number): Promise<Opener> {
  for (;;) {
    const open = opener(settings.provider);
    if (open) return open;
    if (Date.now() > deadline) throw new Error("the booking window did not open");
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Puts the visit's campaign on this page's address, for a window that reads it from there. */
function campaignOnPage(campaign: [string, string][]): void {
  const next = withCampaign(window.location.href, campaign, "https://booking.invalid/");
  if (next !== window.location.href) window.history.replaceState(window.history.state, "", next);
}

async function openWindow(link: HTMLAnchorElement, settings: BookingSettings, campaign: [string, string][]): Promise<void> {
  const deadline = Date.now() + OPEN_TIMEOUT_MS;
  link.setAttribute("aria-busy", "true");
  try {
    campaignOnPage(campaign);
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), OPEN_TIMEOUT_MS));
    await Promise.race([loadScript(settings, link.ownerDocument), timeout]);
    (await whenOpenable(settings, deadline))();
  } catch {
    // Blocked, offline or changed by the provider: the booking page itself (or the quote form).
    window.location.assign(withCampaign(link.href, campaign));
  } finally {
    link.removeAttribute("aria-busy");
  }
}

/** Starts handling the page's "Book online" links; returns a function that stops (for tests). */
export function startBooking(doc: Document = document): (() => void) | null {
  if (!doc.querySelector(BOOKING_LINK)) return null;
  const settings = readBookingSettings(doc);
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(BOOKING_LINK) : null;
    // A click that opens a new tab or window keeps the browser's own behaviour (the page itself).
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const campaign = campaignOf(readAttribution(), window.location.hostname);
    if (settings) {
      event.preventDefault();
      void openWindow(link, settings, campaign);
    } else {
      // The link is followed as it is clicked: its address, with the campaign, is the one it opens.
      link.href = withCampaign(link.href, campaign);
    }
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}

/** For tests: forget a loaded script. */
export function resetBooking(): void {
  loading = null;
}
