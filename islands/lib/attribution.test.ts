import { beforeEach, describe, expect, it } from "vitest";
import { ATTRIBUTION_KEY, attributionOf, readAttribution, recordAttribution } from "./attribution";

beforeEach(() => sessionStorage.clear());

describe("attributionOf", () => {
  it("keeps the landing path, the referring site's host and the ad parameters, nothing else", () => {
    const found = attributionOf(
      "https://www.chinookheating.ca/calgary?utm_source=google&utm_medium=cpc&utm_campaign=fall&utm_term=furnace&utm_content=ad1&gclid=abc&gbraid=g1&wbraid=w1&fbclid=f1&msclkid=m1&email=pat@example.ca&x=1#top",
      "https://www.google.com/search?q=furnace+calgary",
    );
    expect(found).toEqual({
      landingPage: "/calgary",
      referrer: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "fall",
      utm_term: "furnace",
      utm_content: "ad1",
      gclid: "abc",
      gbraid: "g1",
      wbraid: "w1",
      fbclid: "f1",
      msclkid: "m1",
    });
  });

  it("has no referrer for a typed address or a page of the same site", () => {
    expect(attributionOf("https://site.ca/quote", "")).toEqual({ landingPage: "/quote" });
    expect(attributionOf("https://site.ca/quote", "https://site.ca/calgary?utm_source=x")).toEqual({ landingPage: "/quote" });
  });

  it("drops empty parameters and cuts absurdly long ones", () => {
    const found = attributionOf(`https://site.ca/?utm_source=%20&gclid=${"a".repeat(500)}`, "");
    expect(found.utm_source).toBeUndefined();
    expect(found.gclid).toHaveLength(200);
  });
});

describe("recordAttribution / readAttribution", () => {
  it("records the first page of the visit only", () => {
    recordAttribution("https://site.ca/calgary?utm_source=google&utm_campaign=fall&gclid=abc", "https://www.google.com/");
    recordAttribution("https://site.ca/quote?utm_source=other", "https://site.ca/calgary");
    expect(readAttribution()).toEqual({
      landingPage: "/calgary",
      referrer: "www.google.com",
      utm_source: "google",
      utm_campaign: "fall",
      gclid: "abc",
    });
    // sessionStorage only: nothing in localStorage, no cookie.
    expect(localStorage.getItem(ATTRIBUTION_KEY)).toBeNull();
    expect(document.cookie).toBe("");
  });

  it("reads nothing from a tab that has no record, and ignores tampered data", () => {
    expect(readAttribution()).toEqual({});
    sessionStorage.setItem(ATTRIBUTION_KEY, "not json");
    expect(readAttribution()).toEqual({});
    sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify({ landingPage: "/x", gclid: 5, evil: "y" }));
    expect(readAttribution()).toEqual({ landingPage: "/x" });
  });
});
