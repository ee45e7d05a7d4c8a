import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { fill, has, readAttribution, trackConversion, useDomId } from "../lib";
import type { QuoteFormProps, QuoteOffer, QuotePreset } from "../types";
import {
  submitQuote,
  type QuoteRequest,
  type SubmitOptions,
} from "../quote/submit";
import {
  DRAFT_FIELDS,
  clearDraft,
  loadDraft,
  saveDraft,
  type DraftField,
} from "../quote/draft";
import { isBot, isSuspect } from "../quote/spam";
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  suggestDomain,
} from "../quote/contact.mjs";
import { navigate } from "../quote/navigate";
import type { QuoteContext } from "../quote/payload";
import {
  REQUIRED_FIELDS,
  validate,
  validateField,
  type FieldErrors,
  type FieldName,
} from "./validate";
import { Toaster, pushToast, type ToastData } from "./Toaster";
import { failure, suggestion, unbreakable } from "./text";
import { UrgentPath } from "./UrgentPath";

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The words that name each kept field in the "we kept what you typed" line. */
const DRAFT_WORDS = {
  name: "draftName",
  email: "draftEmail",
  phone: "draftPhone",
  city: "draftCity",
  serviceType: "draftServiceType",
  propertyType: "draftPropertyType",
  message: "draftMessage",
} as const satisfies Record<DraftField, string>;

/** "your name, your phone and your city", in the page's language. */
function listOf(items: string[], lang: string): string {
  try {
    return new Intl.ListFormat(lang || undefined, {
      style: "long",
      type: "conjunction",
    }).format(items);
  } catch {
    return items.join(", ");
  }
}

function emptyRequest(propertyType: string): QuoteRequest {
  return {
    name: "",
    email: "",
    phone: "",
    city: "",
    serviceType: "",
    message: "",
    propertyType,
  };
}

/** The fields a visitor can type into or choose before the form hydrates. */
const TYPED_FIELDS = [
  "name",
  "email",
  "phone",
  "city",
  "serviceType",
  "message",
] as const;

/**
 * `sitegen serve` marks the pages it previews (`<meta name="sitegen-preview">`): there a form not
 * yet connected to a provider shows its whole flow; on a published site it must never say "sent".
 */
function inPreview(): boolean {
  return (
    typeof document !== "undefined" &&
    document.querySelector('meta[name="sitegen-preview"]') !== null
  );
}

export function QuoteForm(props: QuoteFormProps) {
  const {
    heading,
    intro,
    submitLabel,
    submitDelayMs,
    phone,
    cities,
    services,
    propertyTypes,
    presets,
    toast,
  } = props;
  const { destination, page, thanksUrl, timeoutMs } = props;
  const { minFillMs, notice } = props;
  // The demo (and a form without a destination) sends nothing and keeps the spec's exact timing.
  const live = destination !== undefined && destination.kind !== "demo";
  // A `get` form (the demo) only navigates to the page saying nothing was sent: its fields carry no
  // `name`, so without JavaScript none of them ends up in a URL. The island never reads the names:
  // it sends `values` (quote/payload.ts), so this changes nothing with JavaScript.
  const named = destination?.method !== "get";
  const nameOf = (name: string) => (named ? name : undefined);
  // The labels are content (data/quote-form.yaml, also named by the privacy policy); the rest of
  // the words are the site's language's, with content/words.yaml's changes (props.text).
  const t = { ...props.text, ...props.labels };
  const defaultType =
    props.defaultPropertyType ?? propertyTypes[0]?.value ?? "residential";
  const id = useDomId();
  // The page's own city and service (a city service page) are chosen before anyone types; sending
  // clears them like every other field (spec 4).
  const pageCity = cities.some((c) => c.value === props.city)
    ? (props.city ?? "")
    : "";
  const pageService = services.some((s) => s.value === props.serviceType)
    ? (props.serviceType ?? "")
    : "";

  const [values, setValues] = useState(() => ({
    ...emptyRequest(defaultType),
    city: pageCity,
    serviceType: pageService,
  }));
  // The values as of the last change, not the last render: autofill changes every field in one
  // task, before any re-render, and each change must build on the one before it.
  const latest = useRef(values);
  latest.current = values;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [preset, setPreset] = useState<QuotePreset | null>(null);
  const [toasts, setToasts] = useState<ToastData[]>([]);
  // Until hydrated the browser's own `required` checks guard a native submit; after that our
  // messages take over.
  const [enhanced, setEnhanced] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  // The `?service=` slug, sent with the request when it names a known preset.
  const [serviceSlug, setServiceSlug] = useState<string | undefined>(undefined);
  // The offer a link claimed (`?offer=` and the running offer's code).
  const [offer, setOffer] = useState<QuoteOffer | null>(null);
  // The emergency path is open: the request goes out marked urgent. Open from the start on pages
  // that promise emergency dispatch.
  const [urgent, setUrgent] = useState(props.urgent?.open ?? false);
  // The offers-and-reminders box: never ticked until the visitor ticks it; when, travels along.
  const [consentAt, setConsentAt] = useState<string | null>(null);
  // A draft typed on another page filled some fields: where, and which (the line above the form).
  const [kept, setKept] = useState<{ page: string; fields: DraftField[] } | null>(null);
  // The e-mail field was left: a misspelt common domain may be pointed out (never while typing).
  const [emailLeft, setEmailLeft] = useState(false);
  const fields = useRef<
    Partial<Record<FieldName | "message", FieldElement | null>>
  >({});
  const toastSeq = useRef(0);
  // A ref, not state: a double click's second event must see the first one at once.
  const inFlight = useRef(false);
  // The fields the visitor typed into or chose: only these are kept in the draft.
  const touched = useRef(new Set<DraftField>());
  // The form was filled from a draft of earlier typing: a quick send is then not suspect.
  const fromDraft = useRef(false);
  // The page's path and language, read once hydrated (the draft records both).
  const where = useRef({ page: page ?? "", lang: "" });
  const root = useRef<HTMLDivElement>(null);

  // Read in an effect, not during render: the server HTML has no query string, and reading
  // it while hydrating would make the markup differ.
  useEffect(() => {
    where.current = {
      page: page ?? window.location.pathname,
      lang: document.documentElement.lang,
    };
    // What the visitor typed or chose while the form was still plain HTML is in the fields now;
    // the first render after this would write the state's empty values over it. Read it first.
    const typed: Partial<QuoteRequest> = {};
    for (const name of TYPED_FIELDS) {
      const value = fields.current[name]?.value ?? "";
      if (value !== "" && value !== values[name]) typed[name] = value;
    }
    const checked = root.current?.querySelector<HTMLInputElement>(
      'input[type="radio"]:checked',
    );
    if (checked && checked.value !== values.propertyType)
      typed.propertyType = checked.value;
    setEnhanced(true);
    // A draft of what the visitor typed before (on this page or another, in this language) fills
    // the fields it holds, and only those: the page's own city and service stay for the others.
    // What was just typed wins over it.
    const draft = loadDraft(where.current.lang);
    const restored: Partial<QuoteRequest> = {};
    const valid: Record<DraftField, (v: string) => boolean> = {
      name: () => true,
      email: () => true,
      phone: () => true,
      message: () => true,
      city: (v) => cities.some((c) => c.value === v),
      serviceType: (v) => services.some((s) => s.value === v),
      propertyType: (v) => propertyTypes.some((p) => p.value === v),
    };
    for (const field of DRAFT_FIELDS) {
      const value = draft?.values[field];
      if (value !== undefined && value.trim() !== "" && valid[field](value))
        restored[field] = value;
    }
    const fromHere = draft?.page === where.current.page;
    const keptFields = DRAFT_FIELDS.filter(
      (f) => restored[f] !== undefined && typed[f] === undefined,
    );
    if (keptFields.length > 0) {
      fromDraft.current = true;
      if (!fromHere && draft) setKept({ page: draft.page, fields: keptFields });
    }
    for (const field of Object.keys({ ...restored, ...typed }) as DraftField[])
      touched.current.add(field);
    if (touched.current.size > 0) {
      const next = { ...values, ...restored, ...typed };
      setValues(next);
      saveDraft(next, touched.current, where.current.page, where.current.lang);
    }
    const query = new URLSearchParams(window.location.search);
    if (props.offer && query.get("offer") === props.offer.code)
      setOffer(props.offer);
    const slug = query.get("service");
    const chosen = slug && has(presets, slug) ? presets[slug] : undefined;
    if (!chosen) return;
    setServiceSlug(slug ?? undefined);
    setPreset(chosen);
    // The link the visitor just followed names the service (a plan's "Get a quote"), over a
    // draft's: the line above the form says which. It is not kept in the draft as typed.
    if (services.some((s) => s.value === chosen.serviceType)) {
      setValues((v) => ({ ...v, serviceType: chosen.serviceType }));
    }
    // Props never change after hydration; run once.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- props never change after hydration
  }, []);

  // A link to the form's section (the quote page's "Start my quote", the header's action there)
  // moves focus to the first field, not just the view: typing can start at once. The jump itself
  // places the view (the section's top below the sticky header, scroll-padding-top): focusing
  // without `preventScroll` scrolled again to centre the field, and the form's heading went
  // under the header. A click before hydration only scrolled; the form then hydrates in view
  // with the anchor in the address.
  useEffect(() => {
    const anchor = root.current?.closest("section[id]")?.id;
    if (!anchor) return;
    const target = `#${anchor}`;
    const focusFirst = () => fields.current[REQUIRED_FIELDS[0]!]?.focus({ preventScroll: true });
    const onClick = (event: MouseEvent) => {
      const link =
        event.target instanceof Element
          ? event.target.closest("a[href]")
          : null;
      if (link?.getAttribute("href") === target) focusFirst();
    };
    const onHash = () => {
      if (window.location.hash === target) focusFirst();
    };
    onHash();
    document.addEventListener("click", onClick);
    window.addEventListener("hashchange", onHash);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("hashchange", onHash);
    };
  }, []);

  // Keep what was typed until it has been sent, at once (a reload right after the last keystroke
  // must find it): only the fields the visitor touched, and nothing before the first of them.
  function keepDraft(current: QuoteRequest) {
    saveDraft(current, touched.current, where.current.page, where.current.lang);
  }

  /** The page's own choices, as the form first showed them (a sent request comes back to them). */
  function pageValues(): QuoteRequest {
    return { ...emptyRequest(defaultType), city: pageCity, serviceType: pageService };
  }

  /** "Clear" on the line that says a draft filled the form: back to the page's own form. */
  function forgetDraft() {
    clearDraft();
    touched.current.clear();
    fromDraft.current = false;
    setKept(null);
    setErrors({});
    setValues({
      ...pageValues(),
      serviceType: preset?.serviceType ?? pageService,
    });
    fields.current[REQUIRED_FIELDS[0]!]?.focus();
  }

  const dismiss = useCallback((toastId: number) => {
    setToasts((list) => list.filter((item) => item.id !== toastId));
  }, []);

  function update(field: keyof QuoteRequest, value: string) {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    touched.current.add(field);
    if (enhanced) keepDraft(next);
    if (field === "email") setEmailLeft(false);
    if (field === "serviceType") setPreset(null);
    // Once a message is showing, clear it as soon as the field becomes valid.
    if (field in errors) {
      setErrors((old) => ({
        ...old,
        [field]: validateField(field as FieldName, next, t),
      }));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send();
  }

  async function send() {
    if (inFlight.current) return;
    // What the fields hold now (a retry, or a send in the task autofill filled them in).
    const values = latest.current;
    const found = validate(values, t);
    const invalid = REQUIRED_FIELDS.filter((field) => found[field]);
    setErrors(found);
    const first = invalid[0];
    if (first) {
      setSummary(fill(t.errorSummary, { count: invalid.length }));
      fields.current[first]?.focus();
      return;
    }
    setSummary("");
    setFailed(false);
    if (destination?.kind === "demo" && !inPreview()) {
      // A published form that is not connected to a provider sends nothing: say so as the form
      // does without JavaScript (the not-connected page, with the phone as the way to reach us).
      // Everything typed stays in the draft, and comes back on the form.
      keepDraft(values);
      navigate(destination.action);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      if (!live) {
        await submitQuote(values, { delayMs: submitDelayMs });
      } else if (!isBot(honeypot)) {
        const context: QuoteContext = {
          page: page ?? window.location.pathname,
        };
        if (serviceSlug) context.service = serviceSlug;
        if (offer) context.offer = offer.code;
        if (urgent) context.urgent = true;
        if (consentAt) context.consentAt = consentAt;
        // Sent sooner after the page opened than a person types (autofill, or a script): sent
        // all the same, marked, for the business to judge.
        if (!fromDraft.current && isSuspect(performance.now(), minFillMs))
          context.suspect = true;
        // Where the visit came from, kept for this tab by the loader on its first page.
        context.attribution = readAttribution();
        const options: SubmitOptions = {
          delayMs: submitDelayMs,
          destination,
          context,
        };
        options.timeoutMs = timeoutMs;
        await submitQuote(values, options);
        // Only a request the destination accepted counts (not the demo, not a bot).
        trackConversion("quote");
      }
      // A bot (the honeypot filled: no person sees that field) gets the same success as a
      // person, and nothing was sent.
      const item = {
        id: ++toastSeq.current,
        title: toast.title,
        description: toast.description,
      };
      setToasts((list) => pushToast(list, item, toast.limit));
      setValues(pageValues());
      setErrors({});
      setPreset(null);
      setOffer(null);
      setHoneypot("");
      setKept(null);
      touched.current.clear();
      fromDraft.current = false;
      clearDraft();
    } catch {
      // Every field keeps its value (and the draft stays) so the visitor can retry or call.
      setFailed(true);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  // Wires label, error message and ARIA state for one required field.
  function control(field: FieldName) {
    const message = errors[field];
    return {
      id: `${id}${field}`,
      name: nameOf(field),
      required: true,
      value: values[field],
      "aria-invalid": message ? true : undefined,
      "aria-describedby": message ? `${id}${field}-error` : undefined,
      ref: (el: FieldElement | null) => {
        fields.current[field] = el;
      },
      onChange: (event: { currentTarget: { value: string } }) =>
        update(field, event.currentTarget.value),
    };
  }

  function field(
    name: FieldName,
    label: string,
    input: ReactNode,
    after: ReactNode = null,
  ) {
    return (
      <div className="field" data-invalid={errors[name] ? "" : undefined}>
        <label className="field__label" htmlFor={`${id}${name}`}>
          {label}
          <span className="field__required" aria-hidden="true">
            {" *"}
          </span>
        </label>
        {input}
        {errors[name] && (
          <p id={`${id}${name}-error`} className="field__error">
            {errors[name]}
          </p>
        )}
        {after}
      </div>
    );
  }

  return (
    <div className="quote-form" ref={root}>
      <h2 className="quote-form__heading">{heading}</h2>
      <p className="quote-form__intro">{intro}</p>
      {/* Only a site with an emergency service (site.yaml's promises) has the emergency path. */}
      {props.urgent && (
        <UrgentPath
          text={t}
          phone={phone}
          urgent={props.urgent}
          onToggle={setUrgent}
        />
      )}
      {offer && (
        <p className="quote-form__preset quote-form__offer" role="status">
          {fill(t.offer, { title: offer.title })}
        </p>
      )}
      {preset && (
        <p className="quote-form__preset" role="status">
          {fill(t.preset, { label: preset.label })}
        </p>
      )}
      {kept && (
        <p className="quote-form__preset quote-form__kept" role="status">
          {fill(t.draftKept, {
            page: kept.page,
            fields: listOf(
              kept.fields.map((f) => t[DRAFT_WORDS[f]]),
              where.current.lang,
            ),
          })}{" "}
          <button
            type="button"
            className="quote-form__clear"
            onClick={forgetDraft}
          >
            {t.draftClear}
          </button>
        </p>
      )}
      <form
        className="quote-form__form"
        method={destination?.method ?? "post"}
        action={destination?.action}
        name={destination?.formName ?? undefined}
        data-netlify={destination?.kind === "netlify" ? "true" : undefined}
        netlify-honeypot={
          destination?.kind === "netlify" ? destination.honeypot : undefined
        }
        noValidate={enhanced}
        onSubmit={onSubmit}
        aria-busy={submitting || undefined}
      >
        {destination?.kind === "netlify" && destination.formName && (
          <input
            type="hidden"
            name={nameOf("form-name")}
            value={destination.formName}
          />
        )}
        {page && <input type="hidden" name={nameOf("page")} value={page} />}
        {serviceSlug && (
          <input type="hidden" name={nameOf("service")} value={serviceSlug} />
        )}
        {offer && (
          <input type="hidden" name={nameOf("offer")} value={offer.code} />
        )}
        {urgent && <input type="hidden" name={nameOf("urgent")} value="yes" />}
        {destination?.kind === "formspree" && thanksUrl && (
          <input type="hidden" name={nameOf("_next")} value={thanksUrl} />
        )}
        {destination && (
          // Hidden from people and assistive technology; bots that fill every field fill this one.
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor={`${id}hp`}>{t.honeypot}</label>
            <input
              id={`${id}hp`}
              name={nameOf(destination.honeypot)}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => setHoneypot(event.currentTarget.value)}
            />
          </div>
        )}
        <div className="quote-form__grid">
          {field(
            "name",
            t.name,
            <input
              {...control("name")}
              className="field__input"
              type="text"
              autoComplete="name"
            />,
          )}
          {field(
            "email",
            t.email,
            <input
              {...control("email")}
              className="field__input"
              type="email"
              autoComplete="email"
              // Without JavaScript the browser checks the domain's dot too, and says why.
              pattern={EMAIL_PATTERN}
              title={enhanced ? undefined : t.errorEmailInvalid}
              onBlur={() => setEmailLeft(true)}
            />,
            emailLeft && !errors.email
              ? suggestion(
                  t.emailSuggestion,
                  values.email,
                  suggestDomain(values.email),
                  (fixed) => update("email", fixed),
                )
              : null,
          )}
          {field(
            "phone",
            t.phone,
            <input
              {...control("phone")}
              className="field__input"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              // The same rule as the island's check and the lead-alert function's (contact.mjs),
              // for a visitor without JavaScript; the title is the browser's message there (once
              // hydrated our own message takes over, and a title would be read as a description).
              pattern={PHONE_PATTERN}
              title={enhanced ? undefined : t.errorPhoneInvalid}
            />,
          )}
          {field(
            "city",
            t.city,
            <select {...control("city")} className="field__input field__select">
              <option value="" disabled>
                {t.cityPlaceholder}
              </option>
              {cities.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>,
          )}
          {field(
            "serviceType",
            t.serviceType,
            <select
              {...control("serviceType")}
              className="field__input field__select"
            >
              <option value="" disabled>
                {t.servicePlaceholder}
              </option>
              {services.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>,
          )}
          {propertyTypes.length > 0 && (
            // Radio buttons: the choice works, and is sent, without JavaScript too. A `get` form
            // (the demo) names no field before it hydrates, and unnamed radios are no group: there
            // the choice is hidden without JavaScript (it sends nothing anyway), and named once
            // hydrated (the island then sends its own state, never the form's).
            <fieldset
              className={`field field--property${named ? "" : " field--needs-script"}`}
            >
              <legend className="field__label">{t.propertyType}</legend>
              <div className="choice-group">
                {propertyTypes.map((option) => (
                  <label key={option.value} className="choice">
                    <input
                      type="radio"
                      className="choice__input"
                      name={named || enhanced ? "propertyType" : undefined}
                      value={option.value}
                      checked={values.propertyType === option.value}
                      onChange={() => update("propertyType", option.value)}
                    />
                    <span className="choice__label">{option.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}message`}>
            {t.message}
          </label>
          <textarea
            id={`${id}message`}
            ref={(el) => {
              fields.current.message = el;
            }}
            className="field__input field__textarea"
            name={nameOf("message")}
            rows={4}
            placeholder={t.messagePlaceholder}
            value={values.message}
            onChange={(event) => update("message", event.currentTarget.value)}
          />
        </div>
        <p className="visually-hidden" role="status">
          {summary}
        </p>
        {props.consent && (
          <div className="quote-form__consent">
            <input
              id={`${id}consent`}
              type="checkbox"
              name={nameOf("consent")}
              value="yes"
              checked={consentAt !== null}
              onChange={(event) => setConsentAt(event.currentTarget.checked ? new Date().toISOString() : null)}
            />
            <label htmlFor={`${id}consent`}>{props.consent}</label>
          </div>
        )}
        {notice && <p className="quote-form__notice">{notice}</p>}
        <button
          type="submit"
          className="quote-form__submit"
          disabled={submitting}
        >
          {submitting ? t.submitting : submitLabel}
        </button>
        <p className="quote-form__call">
          {t.callPrompt} <a href={phone.href}>{unbreakable(phone.display)}</a>
        </p>
      </form>
      <Toaster
        toasts={toasts}
        durationMs={toast.durationMs}
        gapPx={toast.gapPx}
        label={t.notifications}
        closeLabel={t.closeToast}
        onDismiss={dismiss}
      >
        {failed && (
          <div className="toast-alert" role="alert">
            <p className="toast-alert__text">
              {failure(t.submitFailed, phone)}
            </p>
            <div className="toast-alert__actions">
              <button
                type="button"
                className="toast-alert__retry"
                onClick={() => void send()}
                disabled={submitting}
              >
                {t.retry}
              </button>
              <button
                type="button"
                className="toast__close"
                aria-label={t.closeToast}
                onClick={() => setFailed(false)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </div>
        )}
      </Toaster>
    </div>
  );
}
