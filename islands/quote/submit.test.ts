import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { QuoteDestination } from "../types";
import { ATTRIBUTION_FIELDS, CONTEXT_FIELDS } from "../props.gen";
import fixture from "../fixtures/quote-form.json";
import { clearDraft, loadDraft, saveDraft } from "./draft";
import { encodePayload, payloadOf } from "./payload";
import { isBot, isSuspect } from "./spam";
import { SubmitError, submitQuote, type QuoteRequest } from "./submit";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const request: QuoteRequest = {
  name: " Pat Example ",
  email: "pat@example.ca",
  phone: "403 555 0199",
  city: "red deer",
  serviceType: "maintenance",
  message: "Old boiler & 1998",
  propertyType: "commercial",
};

function destination(kind: QuoteDestination["kind"], extra: Partial<QuoteDestination> = {}): QuoteDestination {
  const url = kind === "formspree" || kind === "endpoint" ? "https://leads.example.com/in" : null;
  return {
    kind,
    url,
    format: kind === "netlify" ? "form" : "json",
    origin: url && "https://leads.example.com",
    honeypot: kind === "netlify" ? "bot-field" : "_gotcha",
    formName: kind === "netlify" ? "quote" : null,
    action: url ?? "/quote/thanks",
    method: "post",
    ...extra,
  };
}

describe("submitQuote (demo)", () => {
  it("resolves after exactly delayMs", async () => {
    vi.useFakeTimers();
    let done = false;
    void submitQuote(
      { name: "a", email: "a@b.c", phone: "1", city: "calgary", serviceType: "other", message: "", propertyType: "residential" },
      { delayMs: 1500 },
    ).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it("sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    vi.useFakeTimers();
    const done = submitQuote(request, { delayMs: 10, destination: destination("demo") });
    await vi.advanceTimersByTimeAsync(10);
    await done;
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("payload mapping", () => {
  it("carries the spec's fields, the page and the service slug, in a fixed order", () => {
    const payload = payloadOf(request, { page: "/quote", service: "preferred-plan" }, destination("endpoint"));
    expect(Object.entries(payload)).toEqual([
      ["name", "Pat Example"],
      ["email", "pat@example.ca"],
      ["phone", "403 555 0199"],
      ["city", "red deer"],
      ["serviceType", "maintenance"],
      ["propertyType", "commercial"],
      ["message", "Old boiler & 1998"],
      ["page", "/quote"],
      ["service", "preferred-plan"],
      ["landingPage", "/quote"],
    ]);
  });

  it("sends no property type from a form that does not ask it", () => {
    const payload = payloadOf({ ...request, propertyType: "" }, { page: "/quote" }, destination("endpoint"));
    expect(Object.keys(payload)).not.toContain("propertyType");
    expect(payload.message).toBe(request.message.trim());
  });

  it("adds the visit's attribution after the page, in a fixed order, only what was recorded", () => {
    const attribution = { gclid: "abc", utm_source: "google", referrer: "www.google.com", landingPage: "/calgary", utm_campaign: "fall" };
    const payload = payloadOf(request, { page: "/quote", attribution }, destination("endpoint"));
    expect(Object.entries(payload).slice(7)).toEqual([
      ["page", "/quote"],
      ["landingPage", "/calgary"],
      ["referrer", "www.google.com"],
      ["utm_source", "google"],
      ["utm_campaign", "fall"],
      ["gclid", "abc"],
    ]);
    expect(encodePayload(payload, "form").body).toContain("&page=%2Fquote&landingPage=%2Fcalgary&referrer=www.google.com&utm_source=google&utm_campaign=fall&gclid=abc");
  });

  it("leaves out the service when the link named none, and adds Netlify's form-name first", () => {
    const payload = payloadOf(request, { page: "/contact" }, destination("netlify"));
    expect(Object.keys(payload)).toEqual([
      "form-name",
      "name",
      "email",
      "phone",
      "city",
      "serviceType",
      "propertyType",
      "message",
      "page",
      "landingPage",
    ]);
    expect(payload["form-name"]).toBe("quote");
  });

  it("encodes as JSON or as an HTML form", () => {
    const payload = { name: "A & B", page: "/quote" };
    expect(encodePayload(payload, "json")).toEqual({ body: '{"name":"A & B","page":"/quote"}', contentType: "application/json" });
    expect(encodePayload(payload, "form")).toEqual({
      body: "name=A+%26+B&page=%2Fquote",
      contentType: "application/x-www-form-urlencoded",
    });
  });
});

describe("submitQuote (real destinations)", () => {
  function stubFetch(response: Response | Error) {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
      if (response instanceof Error) throw response;
      return response;
    });
    vi.stubGlobal("fetch", fetch);
    return fetch;
  }

  it("posts JSON to an endpoint with Accept: application/json", async () => {
    const fetch = stubFetch(new Response(null, { status: 204 }));
    await submitQuote(request, { delayMs: 1500, destination: destination("endpoint"), context: { page: "/quote" } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://leads.example.com/in");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json", Accept: "application/json" });
    expect(JSON.parse(String(init.body))).toMatchObject({ name: "Pat Example", page: "/quote" });
    expect(init.credentials).toBe("omit");
  });

  it("posts Netlify's form to the site itself", async () => {
    const fetch = stubFetch(new Response("<html>", { status: 200 }));
    await submitQuote(request, { delayMs: 1500, destination: destination("netlify"), context: { page: "/quote" } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/");
    expect(String(init.body)).toMatch(/^form-name=quote&name=Pat\+Example&/);
  });

  it("rejects on a non-2xx answer, a network error and a service's refusal", async () => {
    stubFetch(new Response("boom", { status: 500 }));
    await expect(submitQuote(request, { delayMs: 0, destination: destination("endpoint") })).rejects.toMatchObject({
      kind: "http",
      status: 500,
    });
    stubFetch(new TypeError("Failed to fetch"));
    await expect(submitQuote(request, { delayMs: 0, destination: destination("endpoint") })).rejects.toMatchObject({
      kind: "network",
    });
    stubFetch(
      new Response(JSON.stringify({ errors: [{ code: "TYPE_EMAIL", message: "should be an email" }] }), {
        status: 422,
        headers: { "content-type": "application/json" },
      }),
    );
    await expect(submitQuote(request, { delayMs: 0, destination: destination("formspree") })).rejects.toThrow(
      "should be an email",
    );
    stubFetch(new Response(JSON.stringify({ ok: false, error: "spam" }), { status: 200 }));
    await expect(submitQuote(request, { delayMs: 0, destination: destination("formspree") })).rejects.toBeInstanceOf(
      SubmitError,
    );
    stubFetch(new Response(JSON.stringify({ ok: true, next: "https://formspree.io/thanks" }), { status: 200 }));
    await expect(submitQuote(request, { delayMs: 0, destination: destination("formspree") })).resolves.toBeUndefined();
  });

  it("gives up after timeoutMs", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new Error("aborted")))),
      ),
    );
    const sent = submitQuote(request, { delayMs: 0, destination: destination("endpoint"), timeoutMs: 5000 });
    const outcome = expect(sent).rejects.toMatchObject({ kind: "timeout" });
    await vi.advanceTimersByTimeAsync(5000);
    await outcome;
  });
});

describe("drafts and spam checks", () => {
  beforeEach(() => localStorage.clear());

  it("keeps the touched fields until cleared, in their language, and drops stale ones", () => {
    saveDraft(request, ["name", "phone"], "/calgary", "en-CA", 2000);
    expect(loadDraft("en-CA", 3000)).toEqual({ values: { name: request.name, phone: request.phone }, page: "/calgary", lang: "en-CA", savedAt: 2000 });
    expect(loadDraft("fr-CA", 3000)).toBeNull();
    expect(loadDraft("en-CA", 2000 + 8 * 24 * 3600 * 1000)).toBeNull();
    saveDraft(request, ["name"], "/calgary", "en-CA", 2000);
    clearDraft();
    expect(loadDraft("en-CA", 3000)).toBeNull();
  });

  it("saves nothing before the first field is touched", () => {
    saveDraft(request, [], "/calgary", "en-CA", 2000);
    expect(localStorage.getItem("quote-form:draft")).toBeNull();
  });

  it("ignores a corrupt draft and fields that are not text", () => {
    localStorage.setItem("quote-form:draft", "{not json");
    expect(loadDraft("en-CA")).toBeNull();
    localStorage.setItem("quote-form:draft", JSON.stringify({ values: { name: 5, phone: "403" }, page: "/", lang: "en-CA", savedAt: Date.now() }));
    expect(loadDraft("en-CA")?.values).toEqual({ phone: "403" });
  });

  it("drops only the honeypot; a quick request is suspect, not dropped", () => {
    expect(isBot("")).toBe(false);
    expect(isBot("http://spam")).toBe(true);
    expect(isSuspect(1000, 3000)).toBe(true);
    expect(isSuspect(4000, 3000)).toBe(false);
  });
});

describe("what a lead can carry", () => {
  it("is exactly what the privacy policy lists: the labelled fields, page, service, offer, urgency and consent, the attribution", () => {
    // Every field filled and every attribution present: the largest payload there is.
    const attribution = Object.fromEntries(ATTRIBUTION_FIELDS.map((f) => [f, "x"]));
    const sent = Object.keys(payloadOf(request, { page: "/quote", service: "basic-tune-up", offer: "replacement-500", urgent: true, consentAt: "2026-11-25T18:00:00.000Z", suspect: true, attribution }, destination("endpoint")));
    // The privacy policy (privacy_details) names the fields by these lists and the form's labels.
    const listed = [...Object.keys(fixture.labels), ...CONTEXT_FIELDS, ...ATTRIBUTION_FIELDS];
    expect([...sent].sort()).toEqual([...listed].sort());
    // Netlify's form-name is the only addition, and it says nothing about the visitor.
    const netlify = Object.keys(payloadOf(request, { page: "/quote" }, destination("netlify")));
    expect(netlify.filter((k) => !listed.includes(k))).toEqual(["form-name"]);
  });
});

describe("a draft emptied by the visitor", () => {
  it("is removed, not kept as empty fields", () => {
    const empty = { ...request, name: " ", phone: "" };
    saveDraft(request, ["name", "phone"], "/", "en-CA");
    saveDraft(empty, ["name", "phone"], "/", "en-CA");
    expect(localStorage.getItem("quote-form:draft")).toBeNull();
  });
});
