import { act, cleanup, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import fixture from "../fixtures/quote-form.json";
import { submitQuote } from "../quote/submit";
import { navigate } from "../quote/navigate";
import { recordAttribution } from "../lib/attribution";
import { startAnalytics, stopAnalytics } from "../lib/analytics";
import { clone, fakeTimerUser } from "../test/helpers";
import type { QuoteDestination, QuoteFormProps } from "../types";
import { renderToString } from "preact-render-to-string";
import { QuoteForm } from "./QuoteForm";

vi.mock("../quote/navigate", () => ({ navigate: vi.fn() }));

vi.mock("../quote/submit", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../quote/submit")>();
  return { submitQuote: vi.fn(actual.submitQuote) };
});

const props = fixture as QuoteFormProps;
// The real site describes an emergency service, so its form has the emergency path.
const urgentPath = props.urgent!;

function setup(overrides: Partial<QuoteFormProps> = {}) {
  const user = fakeTimerUser();
  render(<QuoteForm {...clone(props)} {...overrides} />);
  const form = document.querySelector("form")!;
  const get = {
    name: () => screen.getByRole("textbox", { name: /Full Name/ }),
    email: () => screen.getByRole("textbox", { name: /Email Address/ }),
    phone: () => screen.getByRole("textbox", { name: /Phone Number/ }),
    city: () => screen.getByRole("combobox", { name: /City/ }) as HTMLSelectElement,
    service: () => screen.getByRole("combobox", { name: /Service Type/ }) as HTMLSelectElement,
    message: () => screen.getByRole("textbox", { name: "Additional Details" }),
    submit: () => within(form).getByRole("button", { name: /Get My Free Quote|Submitting/ }),
    residential: () => screen.getByRole("radio", { name: "Residential" }),
    commercial: () => screen.getByRole("radio", { name: "Commercial" }),
    chosenType: () => form.querySelector<HTMLInputElement>('input[type="radio"]:checked')!,
  };
  const fillValid = async () => {
    await user.type(get.name(), "Jordan Smith");
    await user.type(get.email(), "jordan@example.com");
    await user.type(get.phone(), "403-555-0199");
    await user.selectOptions(get.city(), "calgary");
    await user.selectOptions(get.service(), "furnace-replacement");
  };
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const toasts = () => [...document.querySelectorAll(".toast")];
  return { user, form, get, fillValid, advance, toasts };
}

/** `sitegen serve`'s mark on the pages it previews. */
function markPreview(on: boolean) {
  document.querySelector('meta[name="sitegen-preview"]')?.remove();
  if (on) document.head.insertAdjacentHTML("beforeend", '<meta name="sitegen-preview" content="on">');
}

beforeEach(() => {
  vi.mocked(submitQuote).mockClear();
  vi.mocked(navigate).mockClear();
  // Drafts persist in localStorage; each test starts from an empty form.
  localStorage.clear();
  // The real site's props send nowhere (provider demo): the spec's flow with its toast is what
  // the preview shows. A published demo form is tested on its own below.
  markPreview(true);
});

describe("a published form that is not connected (provider demo)", () => {
  it("never says sent: it goes to the not-connected page and keeps what was typed", async () => {
    markPreview(false);
    const { user, get, fillValid, advance, toasts } = setup();
    await fillValid();
    await user.type(get.message(), "No heat since last night.");
    await user.click(get.submit());
    await advance(props.submitDelayMs + 100);
    expect(navigate).toHaveBeenCalledWith("/quote/not-connected/");
    expect(submitQuote).not.toHaveBeenCalled();
    expect(toasts()).toHaveLength(0);
    expect(get.name()).toHaveValue("Jordan Smith");
    const draft = JSON.parse(localStorage.getItem(Object.keys(localStorage)[0]!)!);
    expect(draft.values).toMatchObject({ name: "Jordan Smith", message: "No heat since last night." });
  });

  it("still shows its mistakes first, like any form", async () => {
    markPreview(false);
    const { user, get } = setup();
    await user.click(get.submit());
    expect(navigate).not.toHaveBeenCalled();
    expect(get.name()).toHaveAttribute("aria-invalid", "true");
  });
});

// A real provider posts without JavaScript (Netlify: to the thanks page on the site itself).
const netlify: QuoteDestination = {
  kind: "netlify",
  url: null,
  format: "form",
  origin: null,
  honeypot: "bot-field",
  formName: "quote",
  action: "/quote/thanks",
  method: "post",
};

describe("where a request goes (PIPA s. 13.1)", () => {
  it("says it above the send button when the site names a provider", () => {
    const notice = "Your request reaches us through Netlify, a service based in the United States that keeps it for us.";
    setup({ notice });
    const text = screen.getByText(notice);
    const submit = screen.getByRole("button", { name: props.submitLabel });
    expect(text.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
  it("says nothing of the kind when nothing is sent (demo)", () => {
    setup({ notice: null });
    expect(document.querySelector(".quote-form__notice")).toBeNull();
  });
});

describe("QuoteForm fields", () => {
  it("labels its fields with the content's words (data/quote-form.yaml)", () => {
    const labels = { ...props.labels, name: "Your name", message: "Anything else?" };
    setup({ labels });
    expect(screen.getByRole("textbox", { name: /Your name/ })).toHaveAttribute("autocomplete", "name");
    expect(screen.getByRole("textbox", { name: "Anything else?" })).toBeInTheDocument();
    expect(screen.queryByText("Full Name")).toBeNull();
  });

  it("is a real form with native, named controls", () => {
    const { form, get } = setup({ destination: netlify });
    expect(get.name()).toHaveAttribute("name", "name");
    expect(get.email()).toHaveAttribute("type", "email");
    expect(get.email()).toHaveAttribute("name", "email");
    expect(get.phone()).toHaveAttribute("type", "tel");
    expect(get.phone()).toHaveAttribute("name", "phone");
    expect(get.city()).toHaveAttribute("name", "city");
    expect(get.service()).toHaveAttribute("name", "serviceType");
    expect(get.message()).toHaveAttribute("name", "message");
    expect(get.message()).toHaveAttribute("rows", "4");
    expect(get.message()).not.toBeRequired();
    for (const el of [get.name(), get.email(), get.phone(), get.city(), get.service()]) {
      expect(el).toBeRequired();
    }
    expect(get.chosenType().value).toBe("residential");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/quote/thanks");
    expect(form.querySelector('input[name="form-name"]')).toHaveValue("quote");
    // The real site's page address, in its host's URL form (github-pages: /quote/).
    expect(form.querySelector('input[name="page"]')).toHaveValue("/quote/");
    expect(screen.getByRole("heading", { name: props.heading })).toBeInTheDocument();
    // The call line under the button (the emergency path has its own call link above the fields).
    const call = within(form.querySelector<HTMLElement>(".quote-form__call")!).getByRole("link", { name: /\(403\)/ });
    expect(call).toHaveAttribute("href", "tel:+14035550142");
    // Spaces and hyphens are non-breaking so the number never wraps.
    expect(call.textContent).toBe("(403)\u00a0555\u20110142");
  });

  it("in demo mode only goes to the not-connected page: no field has a name, so none reaches a URL", () => {
    // The real site's props: provider demo.
    expect(props.destination).toMatchObject({ kind: "demo", method: "get", action: "/quote/not-connected/" });
    // What a browser without JavaScript gets (the server's HTML): no name, so nothing in a URL.
    const server = document.createElement("div");
    server.innerHTML = renderToString(<QuoteForm {...clone(props)} />);
    const plain = server.querySelector("form")!;
    expect(plain.querySelectorAll("[name]")).toHaveLength(0);
    expect([...new FormData(plain).keys()]).toEqual([]);
    // Its Home / Business radios, unnamed, are no group: hidden without JavaScript.
    expect(plain.querySelector(".field--property")).toHaveClass("field--needs-script");
    const { form, get } = setup();
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/quote/not-connected/");
    // Hydrated, only the radios are named (a group for the arrow keys); the island never submits
    // the form natively, it goes to the not-connected page itself.
    expect([...form.querySelectorAll("[name]")].map((e) => e.getAttribute("name"))).toEqual(["propertyType", "propertyType"]);
    // The browser's own checks still guard a native submit, and the island works as before.
    for (const el of [get.name(), get.email(), get.phone(), get.city(), get.service()]) {
      expect(el).toBeRequired();
    }
  });

  it("lists every city and service, with a placeholder that cannot be chosen", () => {
    const { get } = setup();
    const city = get.city();
    expect([...city.options].map((o) => o.value)).toEqual(["", ...props.cities.map((c) => c.value)]);
    expect(city.options[0]).toBeDisabled();
    expect(city.value).toBe("");
    const service = get.service();
    expect([...service.options].slice(1).map((o) => [o.textContent, o.value])).toEqual(
      props.services.map((s) => [s.label, s.value]),
    );
    expect(service.options[0]).toBeDisabled();
    expect(within(service).getByRole("option", { name: "Furnace Replacement" })).toHaveValue(
      "furnace-replacement",
    );
  });

  it("hands native validation over to its own messages once hydrated", () => {
    const { form } = setup();
    expect(form.noValidate).toBe(true);
  });

  it("asks Home / Business with two radio buttons, named so the choice is sent without JavaScript", async () => {
    const { user, get } = setup();
    expect(get.residential()).toBeChecked();
    expect(get.commercial()).not.toBeChecked();
    await user.click(get.commercial());
    expect(get.residential()).not.toBeChecked();
    expect(get.commercial()).toBeChecked();
    expect(get.chosenType().value).toBe("commercial");
  });

  it("starts on commercial when the page passes defaultPropertyType", () => {
    const { get } = setup({ defaultPropertyType: "commercial" });
    expect(get.commercial()).toBeChecked();
    expect(get.chosenType().value).toBe("commercial");
  });
});

describe("QuoteForm validation", () => {
  it("flags every required field, focuses the first and does not submit", async () => {
    const { user, get } = setup();
    await user.click(get.submit());
    const expected: [HTMLElement, string][] = [
      [get.name(), "Please enter your name."],
      [get.email(), "Please enter your email address."],
      [get.phone(), "Please enter your phone number."],
      [get.city(), "Please choose your city."],
      [get.service(), "Please choose a service."],
    ];
    for (const [el, message] of expected) {
      expect(el).toHaveAttribute("aria-invalid", "true");
      expect(el).toHaveAccessibleDescription(message);
    }
    expect(get.message()).not.toHaveAttribute("aria-invalid");
    expect(get.name()).toHaveFocus();
    expect(screen.getAllByRole("status").some((s) => s.textContent === "Please correct the highlighted fields (5).")).toBe(true);
    expect(submitQuote).not.toHaveBeenCalled();
    expect(get.submit()).toHaveTextContent("Get My Free Quote");
  });

  it("focuses the first invalid field in screen order", async () => {
    const { user, get } = setup();
    await user.type(get.name(), "Jordan");
    await user.type(get.email(), "jordan@example.com");
    await user.click(get.submit());
    expect(get.phone()).toHaveFocus();
    expect(get.name()).not.toHaveAttribute("aria-invalid");
  });

  it("rejects a malformed e-mail and clears the message once fixed", async () => {
    const { user, get } = setup();
    await user.type(get.email(), "jordan@");
    await user.click(get.submit());
    expect(get.email()).toHaveAccessibleDescription("Please enter a valid email address, such as name@example.com.");
    await user.type(get.email(), "example.com");
    expect(get.email()).not.toHaveAttribute("aria-invalid");
    expect(get.email()).not.toHaveAccessibleDescription();
  });

  it("treats whitespace-only answers as empty", async () => {
    const { user, get } = setup();
    await user.type(get.name(), "   ");
    await user.click(get.submit());
    expect(get.name()).toHaveAttribute("aria-invalid", "true");
  });
});

describe("QuoteForm submission", () => {
  it("is busy for exactly submitDelayMs, then toasts and resets every field", async () => {
    const { user, get, fillValid, advance, toasts } = setup();
    await fillValid();
    await user.click(get.commercial());
    await user.type(get.message(), "Old furnace is noisy");
    await user.click(get.submit());

    expect(submitQuote).toHaveBeenCalledWith(
      {
        name: "Jordan Smith",
        email: "jordan@example.com",
        phone: "403-555-0199",
        city: "calgary",
        serviceType: "furnace-replacement",
        message: "Old furnace is noisy",
        propertyType: "commercial",
      },
      { delayMs: 1500 },
    );
    expect(get.submit()).toHaveTextContent("Submitting...");
    expect(get.submit()).toBeDisabled();

    await advance(1499);
    expect(get.submit()).toHaveTextContent("Submitting...");
    expect(toasts()).toHaveLength(0);
    expect(get.name()).toHaveValue("Jordan Smith");

    await advance(1);
    expect(get.submit()).toHaveTextContent("Get My Free Quote");
    expect(get.submit()).toBeEnabled();
    const live = document.querySelector('.toaster [aria-live="polite"]')!;
    expect(live).toHaveTextContent("Quote Request Submitted");
    expect(live).toHaveTextContent("We'll contact you shortly to discuss your heating needs.");

    expect(get.name()).toHaveValue("");
    expect(get.email()).toHaveValue("");
    expect(get.phone()).toHaveValue("");
    expect(get.city().value).toBe("");
    expect(get.service().value).toBe("");
    expect(get.message()).toHaveValue("");
    expect(get.residential()).toBeChecked();
    expect(get.chosenType().value).toBe("residential");
  });

  it("ignores a second submit while one is in flight", async () => {
    const { get, fillValid, form } = setup();
    await fillValid();
    act(() => form.requestSubmit());
    act(() => form.requestSubmit());
    expect(submitQuote).toHaveBeenCalledTimes(1);
    expect(get.submit()).toBeDisabled();
  });

  it("resets to the page's default property type", async () => {
    const { user, get, fillValid, advance } = setup({ defaultPropertyType: "commercial" });
    await fillValid();
    await user.click(get.residential());
    await user.click(get.submit());
    await advance(1500);
    expect(get.commercial()).toBeChecked();
  });

  it("reports a failed submission and keeps what was typed", async () => {
    vi.mocked(submitQuote).mockRejectedValueOnce(new Error("offline"));
    const { user, get, fillValid, toasts } = setup();
    await fillValid();
    await user.click(get.submit());
    await act(async () => {});
    expect(screen.getByRole("alert")).toHaveTextContent("We could not send your request. Please call us at (403) 555-0142.");
    expect(get.name()).toHaveValue("Jordan Smith");
    expect(get.submit()).toBeEnabled();
    expect(toasts()).toHaveLength(0);
  });
});

describe("QuoteForm toasts", () => {
  it("dismisses a toast at exactly durationMs", async () => {
    const { user, get, fillValid, advance, toasts } = setup();
    await fillValid();
    await user.click(get.submit());
    await advance(1500);
    expect(toasts()).toHaveLength(1);
    await advance(3999);
    expect(toasts()).toHaveLength(1);
    await advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it("closes a toast with its close button", async () => {
    const { user, get, fillValid, advance, toasts } = setup();
    await fillValid();
    await user.click(get.submit());
    await advance(1500);
    await user.click(screen.getByRole("button", { name: "Close notification" }));
    expect(toasts()).toHaveLength(0);
  });

  it("shows at most `limit` toasts, dropping the oldest", async () => {
    const long = { ...props.toast, durationMs: 600000 };
    const { user, get, fillValid, advance, toasts } = setup({ toast: long });
    for (let i = 0; i < 4; i++) {
      await fillValid();
      await user.click(get.submit());
      await advance(1500);
      expect(toasts()).toHaveLength(Math.min(i + 1, 3));
    }
    expect(toasts()).toHaveLength(3);
  });

  it("stacks toasts with the configured gap, set without a style attribute", () => {
    setup();
    const list = document.querySelector<HTMLElement>(".toaster__list")!;
    expect(list.style.getPropertyValue("--toast-gap")).toBe("14px");
  });
});

describe("QuoteForm presets from ?service=", () => {
  it("preselects the service and names the chosen plan", () => {
    window.history.replaceState(null, "", "/quote?service=premium-plan");
    const { get } = setup();
    expect(get.service().value).toBe("maintenance");
    expect(screen.getByText(`Requesting a quote for: ${props.presets["premium-plan"]!.label}`)).toBeInTheDocument();
  });

  it("hides the plan line when the visitor picks another service", async () => {
    window.history.replaceState(null, "", "/quote?service=basic-tune-up");
    const { user, get } = setup();
    const plan = props.presets["basic-tune-up"]!.label;
    expect(screen.getByText(plan, { exact: false })).toBeInTheDocument();
    await user.selectOptions(get.service(), "boiler-repair");
    expect(screen.queryByText(plan, { exact: false })).toBeNull();
  });

  it.each(["unknown-plan", "__proto__", "constructor", ""])("ignores service=%s", (slug) => {
    window.history.replaceState(null, "", `/quote?service=${slug}`);
    const { get } = setup();
    expect(get.service().value).toBe("");
    expect(document.querySelector(".quote-form__preset")).toBeNull();
  });

  it("clears the preset after a successful submit", async () => {
    window.history.replaceState(null, "", "/quote?service=heat-pump-repair");
    const { user, get, advance } = setup();
    await user.type(get.name(), "Jordan Smith");
    await user.type(get.email(), "jordan@example.com");
    await user.type(get.phone(), "403-555-0199");
    await user.selectOptions(get.city(), "red deer");
    await user.click(get.submit());
    expect(submitQuote).toHaveBeenCalledWith(expect.objectContaining({ serviceType: "other", city: "red deer" }), {
      delayMs: 1500,
    });
    await advance(1500);
    expect(document.querySelector(".quote-form__preset")).toBeNull();
    expect(get.service().value).toBe("");
  });
});

describe("QuoteForm on a city service page", () => {
  const page = { city: "calgary", serviceType: "furnace-repair" };

  it("starts with the page's city and service chosen", () => {
    window.history.replaceState(null, "", "/calgary/furnace-repair");
    const { get } = setup(page);
    expect(get.city().value).toBe("calgary");
    expect(get.service().value).toBe("furnace-repair");
  });

  it("ignores a city or service that is not one of the choices", () => {
    window.history.replaceState(null, "", "/calgary/furnace-repair");
    const { get } = setup({ city: "atlantis", serviceType: "teleportation" });
    expect(get.city().value).toBe("");
    expect(get.service().value).toBe("");
  });

  it("lets a ?service= link choose the service over the page's", () => {
    window.history.replaceState(null, "", "/calgary/furnace-repair?service=premium-plan");
    const { get } = setup(page);
    expect(get.city().value).toBe("calgary");
    expect(get.service().value).toBe("maintenance");
  });

  it("keeps a draft's own choices, and the page's where the draft has none", async () => {
    window.history.replaceState(null, "", "/edmonton");
    const first = setup();
    await first.user.type(first.get.name(), "Jordan Smith");
    await first.user.selectOptions(first.get.city(), "edmonton");
    cleanup();
    window.history.replaceState(null, "", "/calgary/furnace-repair");
    const { get } = setup(page);
    expect(get.name()).toHaveValue("Jordan Smith");
    expect(get.city().value).toBe("edmonton");
    expect(get.service().value).toBe("furnace-repair");
  });

  // Spec 4's cleared form is the form as the page first showed it: on a city's service page that
  // form has the page's city and service chosen, so a second request (a neighbour's) starts there
  // too, not at "Select your city" (issue 59).
  it("clears every field after sending; city and service come back to the page's own", async () => {
    window.history.replaceState(null, "", "/calgary/furnace-repair");
    const { user, get, advance } = setup(page);
    await user.type(get.name(), "Jordan Smith");
    await user.type(get.email(), "jordan@example.com");
    await user.type(get.phone(), "403-555-0199");
    await user.selectOptions(get.city(), "edmonton");
    await user.selectOptions(get.city(), "calgary");
    await user.click(get.submit());
    expect(submitQuote).toHaveBeenCalledWith(
      expect.objectContaining({ city: "calgary", serviceType: "furnace-repair" }),
      { delayMs: 1500 },
    );
    await advance(1500);
    expect(get.name()).toHaveValue("");
    expect(get.email()).toHaveValue("");
    expect(get.phone()).toHaveValue("");
    expect(get.city().value).toBe("calgary");
    expect(get.service().value).toBe("furnace-repair");
    expect(get.residential()).toBeChecked();
  });
});

describe("QuoteForm reached by a link to its section", () => {
  it("moves focus to the first field when a link to the form's section is followed", () => {
    window.history.replaceState(null, "", "/quote");
    render(
      <>
        <a href="#quote">Start my quote</a>
        <section id="quote">
          <QuoteForm {...clone(props)} />
        </section>
      </>,
    );
    screen.getByRole("link", { name: "Start my quote" }).click();
    expect(screen.getByRole("textbox", { name: /Full Name/ })).toHaveFocus();
  });

  it("focuses the first field when it hydrates with its anchor in the address", () => {
    window.history.replaceState(null, "", "/quote#quote");
    render(
      <section id="quote">
        <QuoteForm {...clone(props)} />
      </section>,
    );
    expect(screen.getByRole("textbox", { name: /Full Name/ })).toHaveFocus();
    window.history.replaceState(null, "", "/quote");
  });
});

describe("QuoteForm with a real destination", () => {
  const endpoint: QuoteDestination = {
    kind: "endpoint",
    url: "https://leads.example.com/in",
    format: "json",
    origin: "https://leads.example.com",
    honeypot: "_gotcha",
    formName: null,
    action: "https://leads.example.com/in",
    method: "post",
  };
  const live = { destination: endpoint, page: "/quote", minFillMs: 0 };

  it("posts without JavaScript to the destination, with the page and a honeypot", () => {
    const { form } = setup(live);
    expect(form).toHaveAttribute("action", "https://leads.example.com/in");
    expect(form).toHaveAttribute("method", "post");
    expect(form.querySelector('input[name="page"]')).toHaveValue("/quote");
    const trap = form.querySelector('input[name="_gotcha"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("sends the page and the ?service= slug with the request", async () => {
    window.history.replaceState(null, "", "/quote?service=preferred-plan");
    vi.mocked(submitQuote).mockResolvedValueOnce();
    const { user, get, fillValid } = setup(live);
    await fillValid();
    await user.click(get.submit());
    expect(submitQuote).toHaveBeenCalledWith(expect.objectContaining({ name: "Jordan Smith" }), {
      delayMs: 1500,
      destination: endpoint,
      context: { page: "/quote", service: "preferred-plan", attribution: {} },
      timeoutMs: props.timeoutMs,
    });
    window.history.replaceState(null, "", "/quote");
  });

  it("asks for offers and reminders with an unticked box, and sends a tick with its time (CASL)", async () => {
    const consent = "Send me offers and maintenance reminders by e-mail. I can unsubscribe at any time.";
    vi.mocked(submitQuote).mockResolvedValueOnce();
    const { user, get, fillValid } = setup({ ...live, consent });
    const box = screen.getByRole("checkbox", { name: consent });
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute("name", "consent");
    await fillValid();
    await user.click(box);
    await user.click(box);
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(get.submit());
    const at = vi.mocked(submitQuote).mock.calls[0]![1].context?.consentAt;
    expect(at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("has no such box when the content asks for none", () => {
    setup({ ...live, consent: null });
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("sends where the visit came from, as the loader recorded it on the first page", async () => {
    sessionStorage.clear();
    recordAttribution("https://site.ca/calgary?utm_source=google&utm_campaign=fall&gclid=abc", "https://www.google.com/");
    vi.mocked(submitQuote).mockResolvedValueOnce();
    const { user, get, fillValid } = setup(live);
    await fillValid();
    await user.click(get.submit());
    expect(vi.mocked(submitQuote).mock.calls[0]![1].context).toEqual({
      page: "/quote",
      attribution: { landingPage: "/calgary", referrer: "www.google.com", utm_source: "google", utm_campaign: "fall", gclid: "abc" },
    });
    sessionStorage.clear();
  });

  it("tells analytics of a request the destination accepted, and of nothing else", async () => {
    startAnalytics({ provider: "plausible", script: "https://plausible.io/js/script.js", id: "site.ca", events: { quote: "Quote Request", call: "Phone Call", text: "Text Message", booking: "Book Online" } });
    try {
      // Refused first: no conversion. Then accepted: one.
      vi.mocked(submitQuote).mockRejectedValueOnce(new Error("HTTP 500")).mockResolvedValueOnce();
      const { user, get, fillValid } = setup(live);
      await fillValid();
      await user.click(get.submit());
      await act(async () => {});
      expect(window.plausible?.q ?? []).toEqual([]);
      await user.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
      await act(async () => {});
      expect(window.plausible?.q).toEqual([["Quote Request"]]);
      cleanup();
      // The demo sends nothing, so it converts nothing; neither does a bot.
      const demo = setup();
      await demo.fillValid();
      await demo.user.click(demo.get.submit());
      await demo.advance(props.submitDelayMs);
      cleanup();
      const bot = setup(live);
      await bot.fillValid();
      await bot.user.type(bot.form.querySelector<HTMLInputElement>('input[name="_gotcha"]')!, "x");
      await bot.user.click(bot.get.submit());
      await act(async () => {});
      expect(document.querySelectorAll(".toast")).toHaveLength(1);
      expect(window.plausible?.q).toEqual([["Quote Request"]]);
    } finally {
      stopAnalytics();
      delete window.plausible;
    }
  });

  it("sends a request made faster than a person types, marked suspect, and says sent only then", async () => {
    // Autofill fills every field at once: sent within a second of the page's start (the fake
    // clock's performance.now(), which counts from the navigation), it must still arrive.
    vi.mocked(submitQuote).mockResolvedValueOnce().mockResolvedValueOnce();
    const { user, get, fillValid, toasts } = setup({ ...live, minFillMs: 3000 });
    await fillValid();
    expect(performance.now()).toBeLessThan(1000);
    await user.click(get.submit());
    await act(async () => {});
    expect(submitQuote).toHaveBeenCalledTimes(1);
    expect(vi.mocked(submitQuote).mock.calls[0]![1].context).toMatchObject({ suspect: true });
    expect(toasts()).toHaveLength(1);
    cleanup();
    localStorage.clear();
    vi.mocked(submitQuote).mockClear();
    // The same request after the minimum fill time carries no mark.
    const later = setup({ ...live, minFillMs: 3000 });
    await later.fillValid();
    await later.advance(4000);
    await later.user.click(later.get.submit());
    await act(async () => {});
    expect(vi.mocked(submitQuote).mock.calls[0]![1].context).not.toHaveProperty("suspect");
  });

  it("never says sent when a quick request fails", async () => {
    const now = vi.spyOn(performance, "now").mockReturnValue(500);
    try {
      vi.mocked(submitQuote).mockRejectedValueOnce(new Error("HTTP 500"));
      const { user, get, fillValid, toasts } = setup({ ...live, minFillMs: 3000 });
      await fillValid();
      await user.click(get.submit());
      await act(async () => {});
      expect(toasts()).toHaveLength(0);
      expect(screen.getByRole("alert")).toBeInTheDocument();
      expect(get.name()).toHaveValue("Jordan Smith");
    } finally {
      now.mockRestore();
    }
  });

  it("drops a submission that filled the honeypot", async () => {
    const { user, get, fillValid, form, toasts, advance } = setup(live);
    await fillValid();
    await advance(5000);
    const trap = form.querySelector<HTMLInputElement>('input[name="_gotcha"]')!;
    await user.type(trap, "https://spam.example");
    await user.click(get.submit());
    await act(async () => {});
    expect(submitQuote).not.toHaveBeenCalled();
    expect(toasts()).toHaveLength(1);
  });

  it("on failure offers the phone and a retry that sends the same request again", async () => {
    vi.mocked(submitQuote).mockRejectedValueOnce(new Error("HTTP 500")).mockResolvedValueOnce();
    const { user, get, fillValid, toasts } = setup(live);
    await fillValid();
    await user.click(get.submit());
    await act(async () => {});
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("link", { name: "(403) 555-0142" })).toHaveAttribute("href", "tel:+14035550142");
    expect(get.name()).toHaveValue("Jordan Smith");
    expect(get.city().value).toBe("calgary");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await act(async () => {});
    expect(submitQuote).toHaveBeenCalledTimes(2);
    expect(vi.mocked(submitQuote).mock.calls[1]![0]).toEqual(vi.mocked(submitQuote).mock.calls[0]![0]);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(toasts()).toHaveLength(1);
    expect(get.name()).toHaveValue("");
  });

  it("keeps a draft across a reload and forgets it after a successful send", async () => {
    vi.mocked(submitQuote).mockResolvedValueOnce();
    const first = setup(live);
    await first.user.type(first.get.name(), "Jordan Smith");
    await first.user.selectOptions(first.get.city(), "edmonton");
    await first.user.click(first.get.commercial());
    cleanup();
    const second = setup(live);
    expect(second.get.name()).toHaveValue("Jordan Smith");
    expect(second.get.city().value).toBe("edmonton");
    expect(second.get.commercial()).toBeChecked();
    await second.user.type(second.get.email(), "jordan@example.com");
    await second.user.type(second.get.phone(), "403-555-0199");
    await second.user.selectOptions(second.get.service(), "other");
    await second.user.click(second.get.submit());
    await act(async () => {});
    expect(localStorage.getItem("quote-form:draft")).toBeNull();
    cleanup();
    const third = setup(live);
    expect(third.get.name()).toHaveValue("");
  });
});

describe("QuoteForm without the Home / Business question", () => {
  it("shows no toggle and sends no property type", async () => {
    const submit = vi.mocked(submitQuote);
    submit.mockClear();
    const { user, get, fillValid } = setup({ propertyTypes: [], defaultPropertyType: "" });
    expect(screen.queryByRole("radio", { name: "Residential" })).toBeNull();
    expect(screen.queryByText(props.labels.propertyType)).toBeNull();
    await fillValid();
    await user.click(get.submit());
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(submit).toHaveBeenCalled();
    expect(submit.mock.calls[0]![0]).toEqual(expect.objectContaining({ propertyType: "" }));
  });
});

describe("QuoteForm's two paths: an emergency puts the phone first", () => {
  const question = () => screen.getByText("No heat or a gas smell right now?");
  const details = () => question().closest("details")!;

  it("asks the emergency question first, closed on planned-work pages, with today's fields unchanged", () => {
    const { get } = setup();
    expect(details()).not.toHaveAttribute("open");
    // The question comes before every field of the form.
    expect(question().compareDocumentPosition(get.name()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelectorAll("form input:not([type=hidden]), form select, form textarea")).toHaveLength(
      // The seven spec fields, the property type as two radio buttons, plus the honeypot.
      8 + 1,
    );
  });

  it("opened, shows the site's phone as a tel: link before the form, with the promises of site.yaml", async () => {
    const { user } = setup();
    await user.click(question());
    expect(details()).toHaveAttribute("open");
    const call = within(details()).getByRole("link", { name: /Call\s.*\snow/ });
    expect(call).toHaveAttribute("href", props.phone.href);
    expect(call.textContent).toContain(props.phone.display.replace(/ /g, "\u00a0").replace(/-/g, "\u2011"));
    expect(details()).toHaveTextContent(`Answered ${urgentPath.availability}; a technician is dispatched ${urgentPath.dispatch}.`);
    // The phone link comes before the first field.
    const name = screen.getByRole("textbox", { name: /Full Name/ });
    expect(call.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says the site's safety advice, and none when the site's words have none (a roofer's form)", () => {
    setup({ urgent: { ...urgentPath, open: true } });
    expect(details()).toHaveTextContent(props.text.urgentSafety);
    cleanup();
    setup({ urgent: { ...urgentPath, open: true }, text: { ...props.text, urgentSafety: "", urgentQuestion: "Roof leaking right now?" } });
    const roof = screen.getByText("Roof leaking right now?").closest("details")!;
    // The call, the promise and the form line: no empty paragraph where the advice would be.
    expect(Array.from(roof.querySelectorAll("p")).map((p) => p.textContent)).toHaveLength(2);
    expect(roof).not.toHaveTextContent(/gas/i);
  });

  it("has no emergency path at all on a site that describes no emergency service", () => {
    const { get } = setup({ urgent: null });
    expect(screen.queryByText("No heat or a gas smell right now?")).toBeNull();
    expect(document.querySelector("details")).toBeNull();
    expect(get.name()).toBeInTheDocument();
  });

  it("starts open on a page that promises emergency dispatch", () => {
    setup({ urgent: { ...urgentPath, open: true } });
    expect(details()).toHaveAttribute("open");
  });

  it("still takes the request on the emergency path, marked urgent, and resets as the spec says", async () => {
    const live = {
      destination: { ...props.destination, kind: "endpoint" as const, url: "https://leads.example.com/in", format: "json" as const, origin: "https://leads.example.com", honeypot: "_gotcha", formName: null, action: "https://leads.example.com/in", method: "post" as const },
      page: "/emergency-repairs",
      minFillMs: 0,
      urgent: { ...urgentPath, open: true },
    };
    vi.mocked(submitQuote).mockResolvedValueOnce();
    const { user, get, fillValid, toasts, advance } = setup(live);
    await fillValid();
    await user.click(get.submit());
    expect(submitQuote).toHaveBeenCalledWith(
      expect.objectContaining({ name: "Jordan Smith" }),
      expect.objectContaining({ context: expect.objectContaining({ page: "/emergency-repairs", urgent: true }) }),
    );
    await advance(props.submitDelayMs);
    expect(toasts()).toHaveLength(1);
    expect(get.name()).toHaveValue("");
  });
});

describe("QuoteForm claiming the offer (?offer=)", () => {
  it("names the running offer when the link claims it, and sends its code", async () => {
    expect(props.offer).not.toBeNull();
    const offer = props.offer!;
    window.history.replaceState(null, "", `/quote?offer=${offer.code}`);
    const live = {
      destination: { kind: "endpoint" as const, url: "https://leads.example.com/in", format: "json" as const, origin: "https://leads.example.com", honeypot: "_gotcha", formName: null, action: "https://leads.example.com/in", method: "post" as const },
      page: "/quote",
      minFillMs: 0,
    };
    vi.mocked(submitQuote).mockResolvedValueOnce();
    const { user, get, fillValid, form } = setup(live);
    expect(screen.getByText(`Claiming the offer: ${offer.title}`)).toBeInTheDocument();
    expect(form.querySelector('input[name="offer"]')).toHaveValue(offer.code);
    await fillValid();
    await user.click(get.submit());
    expect(submitQuote).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ context: expect.objectContaining({ offer: offer.code }) }),
    );
    window.history.replaceState(null, "", "/quote");
  });

  it("says nothing of an offer that ended (no offer in the props) or another code", () => {
    window.history.replaceState(null, "", "/quote?offer=something-else");
    setup();
    expect(screen.queryByText(/Claiming the offer/)).toBeNull();
    cleanup();
    window.history.replaceState(null, "", `/quote?offer=${props.offer!.code}`);
    setup({ offer: null });
    expect(screen.queryByText(/Claiming the offer/)).toBeNull();
    window.history.replaceState(null, "", "/quote");
  });
});

describe("QuoteForm drafts: only what the visitor did travels", () => {
  const calgary = { city: "calgary", serviceType: "furnace-repair", page: "/calgary/furnace-repair" };
  const edmonton = { city: "edmonton", serviceType: "boiler-replacement", page: "/edmonton/boiler-replacement" };

  it("keeps each page's own city and service when nothing was typed, and saves no draft", () => {
    const first = setup(calgary);
    expect(first.get.city().value).toBe("calgary");
    expect(localStorage.getItem("quote-form:draft")).toBeNull();
    cleanup();
    const second = setup(edmonton);
    expect(second.get.city().value).toBe("edmonton");
    expect(second.get.service().value).toBe("boiler-replacement");
    expect(document.querySelector(".quote-form__kept")).toBeNull();
  });

  it("keeps only the typed fields, says so on the next page, and Clear gives the page's form back", async () => {
    const first = setup(calgary);
    await first.user.type(first.get.name(), "Jordan Smith");
    await first.user.type(first.get.phone(), "403 555 0199");
    const draft = JSON.parse(localStorage.getItem("quote-form:draft")!);
    expect(draft.values).toEqual({ name: "Jordan Smith", phone: "403 555 0199" });
    expect(draft.page).toBe("/calgary/furnace-repair");
    cleanup();
    const second = setup(edmonton);
    expect(second.get.name()).toHaveValue("Jordan Smith");
    expect(second.get.phone()).toHaveValue("403 555 0199");
    expect(second.get.city().value).toBe("edmonton");
    expect(second.get.service().value).toBe("boiler-replacement");
    const line = document.querySelector(".quote-form__kept")!;
    expect(line).toHaveTextContent("We kept what you typed on /calgary/furnace-repair: your name and your phone.");
    await second.user.click(within(line as HTMLElement).getByRole("button", { name: "Clear it" }));
    expect(second.get.name()).toHaveValue("");
    expect(second.get.phone()).toHaveValue("");
    expect(second.get.city().value).toBe("edmonton");
    expect(localStorage.getItem("quote-form:draft")).toBeNull();
    expect(document.querySelector(".quote-form__kept")).toBeNull();
  });

  it("carries a city the visitor chose, and says so", async () => {
    const first = setup(calgary);
    await first.user.selectOptions(first.get.city(), "red deer");
    cleanup();
    const second = setup(edmonton);
    expect(second.get.city().value).toBe("red deer");
    expect(second.get.service().value).toBe("boiler-replacement");
    expect(document.querySelector(".quote-form__kept")).toHaveTextContent("your city");
  });

  it("lets a plan's ?service= link the visitor just followed choose the service over a draft's", async () => {
    const first = setup(calgary);
    await first.user.type(first.get.name(), "Jordan Smith");
    await first.user.selectOptions(first.get.service(), "other");
    cleanup();
    window.history.replaceState(null, "", "/quote?service=premium-plan");
    try {
      const { get } = setup({ page: "/quote" });
      expect(get.name()).toHaveValue("Jordan Smith");
      expect(get.service().value).toBe("maintenance");
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("stays in its language: an English draft does not fill a French page's form", async () => {
    const first = setup(calgary);
    await first.user.type(first.get.name(), "Jordan Smith");
    cleanup();
    const lang = document.documentElement.lang;
    document.documentElement.lang = "fr-CA";
    try {
      const second = setup(edmonton);
      expect(second.get.name()).toHaveValue("");
    } finally {
      document.documentElement.lang = lang;
    }
    cleanup();
    // Still there for the English pages.
    const third = setup(edmonton);
    expect(third.get.name()).toHaveValue("Jordan Smith");
  });

  it("expires after a week", async () => {
    const first = setup(calgary);
    await first.user.type(first.get.name(), "Jordan Smith");
    cleanup();
    const draft = JSON.parse(localStorage.getItem("quote-form:draft")!);
    localStorage.setItem("quote-form:draft", JSON.stringify({ ...draft, savedAt: Date.now() - 8 * 24 * 3600 * 1000 }));
    const second = setup(edmonton);
    expect(second.get.name()).toHaveValue("");
    expect(localStorage.getItem("quote-form:draft")).toBeNull();
  });
});

describe("QuoteForm: a number we can call, an address that reaches someone", () => {
  /** A fresh form filled validly but for `phone`, then sent. */
  async function sendWithPhone(phone: string) {
    const form = setup();
    const { user, get } = form;
    await user.type(get.name(), "Jordan Smith");
    await user.type(get.email(), "jordan@example.com");
    await user.type(get.phone(), phone);
    await user.selectOptions(get.city(), "calgary");
    await user.selectOptions(get.service(), "furnace-replacement");
    await user.click(get.submit());
    return form;
  }

  it("refuses a phone that cannot be called, at the field, and sends nothing", async () => {
    for (const phone of ["abc", "12", "123", "call me", "555-0199"]) {
      const { get } = await sendWithPhone(phone);
      expect(submitQuote).not.toHaveBeenCalled();
      expect(get.phone()).toHaveAttribute("aria-invalid", "true");
      expect(get.phone()).toHaveAccessibleDescription("Please enter a 10-digit phone number with its area code, such as 403 555 0199.");
      expect(get.phone()).toHaveFocus();
      cleanup();
      localStorage.clear();
    }
  });

  it("takes a number written any usual way, with an extension", async () => {
    for (const phone of ["403 555 0199", "(403) 555-0199", "403.555.0199", "+1 403-555-0199", "1 403 555 0199 ext. 12"]) {
      vi.mocked(submitQuote).mockClear();
      await sendWithPhone(phone);
      expect(submitQuote).toHaveBeenCalledTimes(1);
      cleanup();
      localStorage.clear();
    }
  });

  it("has the same rule without JavaScript: pattern, tel keyboard, autofill, the message as title", () => {
    const { get } = setup();
    const pattern = new RegExp(`^(?:${get.phone().getAttribute("pattern")})$`, "v");
    expect(["abc", "12", "call me"].some((p) => pattern.test(p))).toBe(false);
    expect(["(403) 555-0199", "+1 403-555-0199"].every((p) => pattern.test(p))).toBe(true);
    expect(get.phone()).toHaveAttribute("inputmode", "tel");
    expect(get.phone()).toHaveAttribute("autocomplete", "tel");
    // The browser's message without JavaScript (server-rendered); hydrated, the form's own.
    const html = renderToString(<QuoteForm {...clone(props)} />);
    expect(html).toContain('title="Please enter a 10-digit phone number with its area code, such as 403 555 0199."');
    const email = new RegExp(`^(?:${get.email().getAttribute("pattern")})$`, "v");
    expect(email.test("jean@exemple")).toBe(false);
    expect(email.test("jean@exemple.ca")).toBe(true);
  });

  it("refuses an e-mail without a dot in its domain", async () => {
    const { user, get } = setup();
    await user.type(get.email(), "jean@exemple");
    await user.click(get.submit());
    expect(get.email()).toHaveAccessibleDescription(props.text.errorEmailInvalid);
  });

  it("points out a misspelt common domain once the field is left, without blocking", async () => {
    const { user, get } = setup();
    await user.type(get.name(), "Jordan Smith");
    await user.type(get.email(), "jordan@gmial.com");
    expect(screen.queryByText(/Did you mean/)).toBeNull();
    await user.type(get.phone(), "403 555 0199");
    const hint = screen.getByText(/Did you mean/);
    expect(hint).toHaveTextContent("Did you mean gmail.com?");
    await user.click(within(hint).getByRole("button", { name: "gmail.com" }));
    expect(get.email()).toHaveValue("jordan@gmail.com");
    expect(screen.queryByText(/Did you mean/)).toBeNull();
    // Left as typed, it is sent as typed.
    await user.clear(get.email());
    await user.type(get.email(), "jordan@hotmal.com");
    await user.selectOptions(get.city(), "calgary");
    await user.selectOptions(get.service(), "furnace-replacement");
    expect(screen.getByText(/Did you mean/)).toHaveTextContent("Did you mean hotmail.com?");
    await user.click(get.submit());
    expect(vi.mocked(submitQuote).mock.calls[0]![0]).toMatchObject({ email: "jordan@hotmal.com" });
  });
});

describe("QuoteForm and browser autofill", () => {
  it("keeps every field autofill sets in one go, before any re-render", () => {
    const { get } = setup();
    act(() => {
      for (const [el, value] of [[get.name(), "Jordan Smith"], [get.email(), "jordan@example.com"], [get.phone(), "403 555 0199"]] as const) {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(el, value);
        el.dispatchEvent(new Event("input", { bubbles: true }));
      }
    });
    expect(get.name()).toHaveValue("Jordan Smith");
    expect(get.email()).toHaveValue("jordan@example.com");
    expect(get.phone()).toHaveValue("403 555 0199");
    expect(JSON.parse(localStorage.getItem("quote-form:draft")!).values).toEqual({ name: "Jordan Smith", email: "jordan@example.com", phone: "403 555 0199" });
  });
});
