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
import { clearDraft, hasInput, loadDraft, saveDraft } from "../quote/draft";
import { looksLikeBot } from "../quote/spam";
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
import { failure, unbreakable } from "./text";
import { UrgentPath } from "./UrgentPath";

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

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
  const fields = useRef<
    Partial<Record<FieldName | "message", FieldElement | null>>
  >({});
  const toastSeq = useRef(0);
  // A ref, not state: a double click's second event must see the first one at once.
  const inFlight = useRef(false);
  const startedAt = useRef(0);
  const root = useRef<HTMLDivElement>(null);

  // Read in an effect, not during render: the server HTML has no query string, and reading
  // it while hydrating would make the markup differ.
  useEffect(() => {
    // What the visitor typed or chose while the form was still plain HTML is in the fields now;
    // the first render after this would write the state's empty values over it. Read it first.
    const typed: Partial<QuoteRequest> = {};
    for (const name of TYPED_FIELDS) {
      const value = fields.current[name]?.value ?? "";
      if (value !== "" && value !== values[name]) typed[name] = value;
    }
    setEnhanced(true);
    startedAt.current = Date.now();
    // A draft from an earlier visit comes back first (what was just typed wins over it); a
    // `?service=` link then sets the service.
    const draft = loadDraft();
    if (draft || Object.keys(typed).length > 0) {
      if (draft)
        startedAt.current = Math.min(startedAt.current, draft.startedAt);
      const restored = { ...(draft?.values ?? values), ...typed };
      if (!propertyTypes.some((p) => p.value === restored.propertyType))
        restored.propertyType = defaultType;
      // A draft without a city or service keeps the page's own.
      if (!cities.some((c) => c.value === restored.city))
        restored.city = pageCity;
      if (!services.some((s) => s.value === restored.serviceType))
        restored.serviceType = pageService;
      setValues(restored);
    }
    const query = new URLSearchParams(window.location.search);
    if (props.offer && query.get("offer") === props.offer.code)
      setOffer(props.offer);
    const slug = query.get("service");
    const chosen = slug && has(presets, slug) ? presets[slug] : undefined;
    if (!chosen) return;
    setServiceSlug(slug ?? undefined);
    setPreset(chosen);
    if (services.some((s) => s.value === chosen.serviceType)) {
      setValues((v) => ({ ...v, serviceType: chosen.serviceType }));
    }
    // Props never change after hydration; run once.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- props never change after hydration
  }, []);

  // A link to the form's section (the quote page's "Start my quote", the header's action there)
  // moves focus to the first field, not just the view: typing can start at once. A click before
  // hydration only scrolled; the form then hydrates in view with the anchor in the address.
  useEffect(() => {
    const anchor = root.current?.closest("section[id]")?.id;
    if (!anchor) return;
    const target = `#${anchor}`;
    const focusFirst = () => fields.current[REQUIRED_FIELDS[0]!]?.focus();
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

  // Keep what was typed until it has been sent: at once for the visitor's own changes (update,
  // below: a reload right after the last keystroke must find it, and effects run a task later),
  // and here for every change the form makes itself (a draft restored, a preset, a reset).
  const keepDraft = useCallback((current: QuoteRequest) => {
    if (hasInput(current)) saveDraft(current, startedAt.current);
    else clearDraft();
  }, []);
  useEffect(() => {
    if (enhanced) keepDraft(values);
  }, [values, enhanced, keepDraft]);

  const dismiss = useCallback((toastId: number) => {
    setToasts((list) => list.filter((item) => item.id !== toastId));
  }, []);

  function update(field: keyof QuoteRequest, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (enhanced) keepDraft(next);
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
      saveDraft(values, startedAt.current);
      navigate(destination.action);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      if (!live) {
        await submitQuote(values, { delayMs: submitDelayMs });
      } else if (
        !looksLikeBot(honeypot, startedAt.current, Date.now(), minFillMs)
      ) {
        const context: QuoteContext = {
          page: page ?? window.location.pathname,
        };
        if (serviceSlug) context.service = serviceSlug;
        if (offer) context.offer = offer.code;
        if (urgent) context.urgent = true;
        if (consentAt) context.consentAt = consentAt;
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
      // A bot gets the same success as a person, and nothing was sent.
      const item = {
        id: ++toastSeq.current,
        title: toast.title,
        description: toast.description,
      };
      setToasts((list) => pushToast(list, item, toast.limit));
      setValues(emptyRequest(defaultType));
      setErrors({});
      setPreset(null);
      setOffer(null);
      setHoneypot("");
      clearDraft();
      startedAt.current = Date.now();
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

  function field(name: FieldName, label: string, input: ReactNode) {
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
            />,
          )}
          {field(
            "phone",
            t.phone,
            <input
              {...control("phone")}
              className="field__input"
              type="tel"
              autoComplete="tel"
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
            <div className="field field--property">
              <span id={`${id}pt`} className="field__label">
                {t.propertyType}
              </span>
              <div
                className="toggle-group"
                role="group"
                aria-labelledby={`${id}pt`}
              >
                {propertyTypes.map((option) => (
                  <button
                    key={option.value}
                    type="button"
                    className="toggle"
                    aria-pressed={values.propertyType === option.value}
                    onClick={() => update("propertyType", option.value)}
                  >
                    {option.label}
                  </button>
                ))}
              </div>
              <input
                type="hidden"
                name={nameOf("propertyType")}
                value={values.propertyType}
              />
            </div>
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
