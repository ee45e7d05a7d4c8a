import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PHONE_SWAP_ELEMENT_ID, type PhoneSwap } from "../props.gen";
import { readPhoneSwap, sourceOf, startPhoneSwap, swapIn } from "./phones";

const MAIN = { display: "(403) 555-0142", href: "tel:+14035550142" };
const ADS = { display: "(403) 555-0199", href: "tel:+14035550199" };
const SETTINGS: PhoneSwap = { main: MAIN, bySource: { google_ads: ADS }, textSources: [] };

function settingsElement(value: unknown) {
  const el = document.createElement("script");
  el.type = "application/json";
  el.id = PHONE_SWAP_ELEMENT_ID;
  el.textContent = JSON.stringify(value);
  document.head.append(el);
}

beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});
afterEach(() => {
  document.head.innerHTML = "";
});

describe("which source a visit came from", () => {
  it("ad click ids first, then paid UTM parameters, then Facebook and Instagram", () => {
    expect(sourceOf({ landingPage: "/" })).toBeNull();
    expect(sourceOf({ landingPage: "/", gclid: "x" })).toBe("google_ads");
    expect(sourceOf({ landingPage: "/", gbraid: "x" })).toBe("google_ads");
    expect(sourceOf({ landingPage: "/", wbraid: "x" })).toBe("google_ads");
    expect(sourceOf({ landingPage: "/", utm_source: "Google", utm_medium: "CPC" })).toBe("google_ads");
    expect(sourceOf({ landingPage: "/", utm_source: "google", utm_medium: "organic" })).toBeNull();
    expect(sourceOf({ landingPage: "/", referrer: "www.google.com" })).toBeNull();
    expect(sourceOf({ landingPage: "/", msclkid: "x" })).toBe("microsoft_ads");
    expect(sourceOf({ landingPage: "/", utm_source: "bing", utm_medium: "ppc" })).toBe("microsoft_ads");
    expect(sourceOf({ landingPage: "/", fbclid: "x" })).toBe("facebook");
    expect(sourceOf({ landingPage: "/", utm_source: "instagram" })).toBe("facebook");
    expect(sourceOf({ landingPage: "/", referrer: "l.facebook.com" })).toBe("facebook");
    expect(sourceOf({ landingPage: "/", referrer: "notfacebook.com" })).toBeNull();
    expect(sourceOf({ landingPage: "/", fbclid: "x", gclid: "y" })).toBe("google_ads");
  });
});

describe("the page's numbers", () => {
  it("are read from the head, and absent or broken settings are none", () => {
    expect(readPhoneSwap()).toBeNull();
    settingsElement(SETTINGS);
    expect(readPhoneSwap()).toEqual(SETTINGS);
    document.head.innerHTML = "";
    settingsElement({ bySource: {} });
    expect(readPhoneSwap()).toBeNull();
  });
});

describe("swapping", () => {
  const page = () => {
    document.body.innerHTML = `
      <header><a id="h" href="tel:+14035550142"><svg></svg><span class="nowrap">(403) 555-0142</span></a></header>
      <a id="c" href="tel:403-555-0142">Call us</a>
      <a id="o" href="tel:+17805550100">(780) 555-0100</a>
      <a id="q" href="/quote">(403) 555-0142</a>
      <div data-island="QuoteForm"><a id="i" href="tel:+14035550142">(403) 555-0142</a></div>
      <div data-island="Menu" data-ready=""><a id="r" href="tel:+14035550142">(403)\u00a0555\u20110142</a></div>
      <script type="application/ld+json">{"telephone":"+14035550142"}</script>`;
  };
  const a = (id: string) => document.getElementById(id)!;

  it("changes every link that dials the main number, its address and the number it shows", () => {
    page();
    expect(swapIn(document.body, { from: MAIN, to: ADS })).toBe(3);
    expect(a("h").getAttribute("href")).toBe(ADS.href);
    expect(a("h").textContent).toBe("(403) 555-0199");
    expect(a("h").querySelector("svg")).not.toBeNull();
    expect(a("c").getAttribute("href")).toBe(ADS.href);
    expect(a("c").textContent).toBe("Call us");
    expect(a("r").textContent).toBe("(403)\u00a0555\u20110199");
    // Other numbers, other links, structured data and islands not hydrated yet stay as they are.
    expect(a("o").getAttribute("href")).toBe("tel:+17805550100");
    expect(a("q").textContent).toBe("(403) 555-0142");
    expect(a("i").getAttribute("href")).toBe(MAIN.href);
    expect(document.querySelector("script")!.textContent).toContain("+14035550142");
  });

  it("changes sms: links to the main number only when the source's number takes texts", () => {
    const links = () => {
      document.body.innerHTML = `<a id="t" href="sms:+14035550142">Text</a><a id="h" href="tel:+14035550142">Call</a>`;
    };
    links();
    expect(swapIn(document.body, { from: MAIN, to: ADS })).toBe(1);
    expect(a("t").getAttribute("href")).toBe("sms:+14035550142");
    links();
    expect(swapIn(document.body, { from: MAIN, to: ADS, texts: true })).toBe(2);
    expect(a("t").getAttribute("href")).toBe("sms:+14035550199");
    expect(a("h").getAttribute("href")).toBe(ADS.href);
  });

  it("does nothing without settings, without a source, or for a source without a number", () => {
    page();
    expect(startPhoneSwap(document, { landingPage: "/", gclid: "x" })).toBeNull();
    settingsElement(SETTINGS);
    expect(startPhoneSwap(document, { landingPage: "/" })).toBeNull();
    expect(startPhoneSwap(document, { landingPage: "/", fbclid: "x" })).toBeNull();
    expect(a("h").getAttribute("href")).toBe(MAIN.href);
  });

  it("for a visitor from the source: now, when an island hydrates, and for links added later", async () => {
    page();
    settingsElement(SETTINGS);
    expect(startPhoneSwap(document, { landingPage: "/calgary", gclid: "x" })).toBe("google_ads");
    expect(a("h").getAttribute("href")).toBe(ADS.href);
    expect(a("i").getAttribute("href")).toBe(MAIN.href);
    a("i").parentElement!.setAttribute("data-ready", "");
    const later = document.createElement("p");
    later.innerHTML = `Please call us at <a id="l" href="tel:+14035550142">(403)\u00a0555\u20110142</a>.`;
    document.body.append(later);
    await new Promise((r) => setTimeout(r, 0));
    expect(a("i").getAttribute("href")).toBe(ADS.href);
    expect(a("l").getAttribute("href")).toBe(ADS.href);
    expect(a("l").textContent).toBe("(403)\u00a0555\u20110199");
  });
});
