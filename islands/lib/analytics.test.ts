import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_ELEMENT_ID, ATTRIBUTION_KEY, type AnalyticsSettings } from "../props.gen";
import { callDetails, readAnalyticsSettings, startAnalytics, stopAnalytics, trackConversion } from "./analytics";
import { recordAttribution } from "./attribution";

const PLAUSIBLE: AnalyticsSettings = {
  provider: "plausible",
  script: "https://plausible.io/js/script.js",
  id: "www.chinookheating.ca",
  events: { quote: "Quote Request", call: "Phone Call", text: "Text Message", booking: "Book Online" },
};
const GA4: AnalyticsSettings = {
  provider: "ga4",
  script: "https://www.googletagmanager.com/gtag/js?id=G-TEST1234",
  id: "G-TEST1234",
  events: { quote: "generate_lead", call: "phone_call", text: "text_message", booking: "book_online" },
};

/** The page's head as the generator writes it. */
function settingsElement(settings: unknown, type = "application/json") {
  const el = document.createElement("script");
  el.type = type;
  el.id = ANALYTICS_ELEMENT_ID;
  el.textContent = typeof settings === "string" ? settings : JSON.stringify(settings);
  document.head.append(el);
}

/** What gtag.js would see: each entry must be an `arguments` object, as Google's snippet pushes. */
function gtagCalls(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => {
    expect(Object.prototype.toString.call(entry)).toBe("[object Arguments]");
    return [...(entry as IArguments)];
  });
}

function link(href: string, text = "Call") {
  const a = document.createElement("a");
  a.href = href;
  a.innerHTML = `<span>${text}</span>`;
  document.body.append(a);
  return a;
}

beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  delete window.plausible;
  delete window.dataLayer;
  sessionStorage.clear();
});

/** A call's details on the test page (`/`) of a visit without attribution recorded. */
const CALL = { page: "/" };
afterEach(() => stopAnalytics());

describe("without settings (analytics off, the default)", () => {
  it("starts nothing, defines no global, and counts nothing", () => {
    expect(readAnalyticsSettings()).toBeNull();
    expect(startAnalytics()).toBe(false);
    link("tel:+14035550142").click();
    trackConversion("quote");
    expect(window.plausible).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it("ignores unreadable or foreign settings", () => {
    settingsElement("{not json");
    expect(readAnalyticsSettings()).toBeNull();
    document.head.innerHTML = "";
    settingsElement({ ...PLAUSIBLE, provider: "matomo" });
    expect(readAnalyticsSettings()).toBeNull();
    document.head.innerHTML = "";
    settingsElement(PLAUSIBLE, "text/plain");
    expect(readAnalyticsSettings()).toBeNull();
  });
});

describe("plausible", () => {
  it("reads the page's settings and queues both conversions until Plausible's script takes over", () => {
    settingsElement(PLAUSIBLE);
    expect(readAnalyticsSettings()).toEqual(PLAUSIBLE);
    expect(startAnalytics()).toBe(true);
    trackConversion("quote");
    link("tel:+14035550142", "(403) 555-0142").querySelector("span")!.click();
    expect(window.plausible?.q).toEqual([["Quote Request"], ["Phone Call", { props: CALL }]]);
  });

  it("calls Plausible's own function when its script loaded first", () => {
    const real = vi.fn();
    window.plausible = real;
    startAnalytics(PLAUSIBLE);
    trackConversion("quote");
    expect(real).toHaveBeenCalledWith("Quote Request");
  });

  it("counts only tel: (and sms:) links, wherever the click lands inside them, even when propagation stops", () => {
    startAnalytics(PLAUSIBLE);
    link("/quote").click();
    link("mailto:info@example.ca").click();
    const call = link(" TEL:4035550142");
    call.addEventListener("click", (e) => e.stopPropagation());
    call.querySelector("span")!.click();
    expect(window.plausible?.q).toEqual([["Phone Call", { props: CALL }]]);
  });

  it("never lets a broken provider script break the page", () => {
    window.plausible = () => {
      throw new Error("blocked");
    };
    startAnalytics(PLAUSIBLE);
    expect(() => trackConversion("quote")).not.toThrow();
  });
});

describe("ga4", () => {
  it("configures Google's tag and sends both conversions as gtag events", () => {
    startAnalytics(GA4);
    trackConversion("quote");
    link("tel:+14035550142").click();
    const calls = gtagCalls();
    expect(calls[0]?.[0]).toBe("js");
    expect(calls[0]?.[1]).toBeInstanceOf(Date);
    expect(calls.slice(1)).toEqual([
      ["config", "G-TEST1234"],
      ["event", "generate_lead"],
      ["event", "phone_call", CALL],
    ]);
    expect(window.plausible).toBeUndefined();
  });

  it("starts once, however often it is called", () => {
    startAnalytics(GA4);
    startAnalytics(GA4);
    link("tel:+14035550142").click();
    expect(gtagCalls().filter((c) => c[0] === "event")).toHaveLength(1);
  });
});

describe("a call is a lead: one event per tap, with its page and the visit's attribution", () => {
  const LANDING = "https://www.chinookheating.ca/calgary/?utm_source=google&utm_medium=cpc&utm_campaign=fall&gclid=abc";
  const EXPECTED = {
    page: "/quote/",
    landingPage: "/calgary/",
    referrer: "www.google.com",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "fall",
    gclid: "abc",
  };

  beforeEach(() => {
    recordAttribution(LANDING, "https://www.google.com/");
    window.history.replaceState(null, "", "/quote/");
  });

  it("carries the page's path and the attribution the quote form sends, nothing typed", () => {
    expect(JSON.parse(sessionStorage.getItem(ATTRIBUTION_KEY)!)).toMatchObject({ landingPage: "/calgary/" });
    expect(callDetails()).toEqual(EXPECTED);
  });

  it("plausible: custom properties on the one Phone Call event", () => {
    startAnalytics(PLAUSIBLE);
    link("tel:+14035550142").click();
    expect(window.plausible?.q).toEqual([["Phone Call", { props: EXPECTED }]]);
  });

  it("a text is a lead too: an sms: link sends the text event with the same details", () => {
    startAnalytics(PLAUSIBLE);
    link("sms:+14035550142").click();
    expect(window.plausible?.q).toEqual([["Text Message", { props: EXPECTED }]]);
    stopAnalytics();
    startAnalytics(GA4);
    link(" SMS:+14035550142").click();
    expect(gtagCalls().filter((c) => c[0] === "event")).toContainEqual(["event", "text_message", EXPECTED]);
  });

  it("a booking is a lead too: a Book online link sends the booking event with the same details", () => {
    startAnalytics(PLAUSIBLE);
    const a = link("https://clienthub.getjobber.com/booking/abc/", "Book online");
    a.setAttribute("data-booking", "jobber");
    a.addEventListener("click", (e) => e.preventDefault());
    (a.firstElementChild as HTMLElement).click();
    expect(window.plausible?.q).toEqual([["Book Online", { props: EXPECTED }]]);
    stopAnalytics();
    startAnalytics(GA4);
    a.click();
    expect(gtagCalls().filter((c) => c[0] === "event")).toContainEqual(["event", "book_online", EXPECTED]);
  });

  it("ga4: event parameters on the one phone_call event", () => {
    startAnalytics(GA4);
    link("tel:+14035550142").click();
    expect(gtagCalls().filter((c) => c[0] === "event")).toEqual([["event", "phone_call", EXPECTED]]);
  });

  it("a quote request stays an event without details (the lead itself carries them)", () => {
    startAnalytics(PLAUSIBLE);
    trackConversion("quote");
    expect(window.plausible?.q).toEqual([["Quote Request"]]);
  });
});
