import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ATTRIBUTION_KEY, BOOKING_ELEMENT_ID, type BookingSettings } from "../props.gen";
import { campaignOf, readBookingSettings, resetBooking, startBooking, withCampaign } from "./booking";

const HCP: BookingSettings = {
  provider: "housecall_pro",
  script: "https://online-booking.housecallpro.com/script.js?token=0123456789abcdef0123456789abcdef&orgName=Chinook",
  id: "hcp-online-booking",
  data: [],
};

function settingsElement(value: unknown) {
  const el = document.createElement("script");
  el.type = "application/json";
  el.id = BOOKING_ELEMENT_ID;
  el.textContent = JSON.stringify(value);
  document.head.append(el);
}

function link(href: string): HTMLAnchorElement {
  document.body.innerHTML = `<a id="book" href="${href}" data-booking="x"><span>Book online</span></a>`;
  return document.getElementById("book") as HTMLAnchorElement;
}

let stop: (() => void) | null = null;
beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  sessionStorage.clear();
  resetBooking();
});
afterEach(() => {
  stop?.();
  stop = null;
  vi.useRealTimers();
  delete (window as { HCPWidget?: unknown }).HCPWidget;
  window.history.replaceState(null, "", "/");
});

describe("the campaign passed on", () => {
  it("is the visit's UTM parameters, or this website as the source", () => {
    expect(campaignOf({ landingPage: "/", utm_source: "google", utm_medium: "cpc", gclid: "abc" }, "www.example.ca")).toEqual([
      ["utm_source", "google"],
      ["utm_medium", "cpc"],
    ]);
    expect(campaignOf({ landingPage: "/", referrer: "www.google.com" }, "www.example.ca")).toEqual([
      ["utm_source", "www.example.ca"],
      ["utm_medium", "website"],
    ]);
  });

  it("goes on another site's address, never over what it says, never on this site's pages", () => {
    const c: [string, string][] = [["utm_source", "google"], ["utm_medium", "cpc"]];
    expect(withCampaign("https://clienthub.getjobber.com/booking/abc/", c, "https://www.example.ca/")).toBe(
      "https://clienthub.getjobber.com/booking/abc/?utm_source=google&utm_medium=cpc",
    );
    expect(withCampaign("https://book.example.com/x?v2=true&utm_source=gbp", c, "https://www.example.ca/")).toBe(
      "https://book.example.com/x?v2=true&utm_source=gbp&utm_medium=cpc",
    );
    expect(withCampaign("/quote/#form", c, "https://www.example.ca/contact")).toBe("/quote/#form");
  });
});

describe("a booking page", () => {
  it("is followed with the visit's campaign on its address", () => {
    sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify({ landingPage: "/", utm_source: "facebook", utm_campaign: "fall" }));
    const a = link("https://clienthub.getjobber.com/booking/abc/");
    stop = startBooking();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    a.querySelector("span")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(a.href).toBe("https://clienthub.getjobber.com/booking/abc/?utm_source=facebook&utm_campaign=fall");
  });

  it("does nothing on a page without a Book online link", () => {
    expect(startBooking()).toBeNull();
  });
});

describe("a booking window", () => {
  it("reads its settings from the head; broken ones are none", () => {
    expect(readBookingSettings()).toBeNull();
    settingsElement(HCP);
    expect(readBookingSettings()).toEqual(HCP);
    document.head.innerHTML = "";
    settingsElement({ provider: "calendly", script: "x", id: "y", data: [] });
    expect(readBookingSettings()).toBeNull();
  });

  it("loads the provider's script only on the click, then opens the window", async () => {
    settingsElement({ ...HCP, provider: "servicetitan", id: "se-widget-embed", data: [["data-api-key", "k123"], ["data-schedulerid", "sched_1"]] });
    const a = link("/quote/#form");
    stop = startBooking();
    expect(document.querySelector("script[src]")).toBeNull();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    a.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const script = document.getElementById("se-widget-embed") as HTMLScriptElement;
    expect(script.getAttribute("data-api-key")).toBe("k123");
    expect(script.getAttribute("data-schedulerid")).toBe("sched_1");
    expect(a.getAttribute("aria-busy")).toBe("true");
    // This page's address carries the campaign the scheduler reads.
    expect(window.location.search).toBe(`?utm_source=${window.location.hostname}&utm_medium=website`);
    const show = vi.fn();
    (window as { ScheduleEngine?: unknown }).ScheduleEngine = { show };
    script.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(a.hasAttribute("aria-busy")).toBe(false);
    delete (window as { ScheduleEngine?: unknown }).ScheduleEngine;
  });

  it("follows the link's own page when the script cannot load", async () => {
    settingsElement(HCP);
    const a = link("https://book.housecallpro.com/book/Chinook/0123456789abcdef0123456789abcdef?v2=true");
    stop = startBooking();
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, "location", { configurable: true, value: { ...original, href: original.href, hostname: original.hostname, assign } });
    try {
      a.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      document.getElementById("hcp-online-booking")!.dispatchEvent(new Event("error"));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      expect(assign.mock.calls[0]?.[0]).toMatch(/^https:\/\/book\.housecallpro\.com\/book\/Chinook\/0123456789abcdef0123456789abcdef\?v2=true&utm_source=/);
      expect(document.getElementById("hcp-online-booking")).toBeNull();
    } finally {
      Object.defineProperty(window, "location", { configurable: true, value: original });
    }
  });

  it("leaves a click that opens a new tab to the browser", () => {
    settingsElement(HCP);
    const a = link("https://book.housecallpro.com/book/Chinook/0123456789abcdef0123456789abcdef?v2=true");
    stop = startBooking();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    a.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(document.querySelector("script[src]")).toBeNull();
  });
});
