import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { fill, has, useDomId } from "../lib";
import type { QuoteFormProps, QuoteFormText, QuotePreset } from "../types";
import { submitQuote, type QuoteRequest } from "../quote/submit";
import { REQUIRED_FIELDS, validate, validateField, type FieldErrors, type FieldName } from "./validate";
import { Toaster, pushToast, type ToastData } from "./Toaster";

export const DEFAULT_TEXT: QuoteFormText = {
  name: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  city: "City",
  cityPlaceholder: "Select your city",
  serviceType: "Service Type",
  servicePlaceholder: "Select a service",
  propertyType: "Property Type",
  message: "Additional Details",
  messagePlaceholder: "Tell us about your heating needs",
  submitting: "Submitting...",
  preset: "Requesting a quote for: {label}",
  callPrompt: "Prefer to talk? Call",
  errorName: "Please enter your name.",
  errorEmail: "Please enter your email address.",
  errorEmailInvalid: "Please enter a valid email address, such as name@example.com.",
  errorPhone: "Please enter your phone number.",
  errorCity: "Please choose your city.",
  errorServiceType: "Please choose a service.",
  errorSummary: "Please correct the highlighted fields ({count}).",
  submitFailed: "We could not send your request. Please call us at {phone}.",
  notifications: "Notifications",
  closeToast: "Close notification",
};

/** Keeps a phone number on one line: spaces and hyphens become their non-breaking forms. */
function unbreakable(text: string): string {
  return text.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function emptyRequest(propertyType: string): QuoteRequest {
  return { name: "", email: "", phone: "", city: "", serviceType: "", message: "", propertyType };
}

export function QuoteForm(props: QuoteFormProps) {
  const { heading, intro, submitLabel, submitDelayMs, phone, cities, services, propertyTypes, presets, toast } =
    props;
  const t = { ...DEFAULT_TEXT, ...props.text };
  const defaultType = props.defaultPropertyType ?? propertyTypes[0]?.value ?? "residential";
  const id = useDomId();

  const [values, setValues] = useState(() => emptyRequest(defaultType));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [preset, setPreset] = useState<QuotePreset | null>(null);
  const [toasts, setToasts] = useState<ToastData[]>([]);
  // Until hydrated the browser's own `required` checks guard a native submit; after that our
  // messages take over.
  const [enhanced, setEnhanced] = useState(false);
  const fields = useRef<Partial<Record<FieldName, FieldElement | null>>>({});
  const toastSeq = useRef(0);

  // Read in an effect, not during render: the server HTML has no query string, and reading
  // it while hydrating would make the markup differ.
  useEffect(() => {
    setEnhanced(true);
    const slug = new URLSearchParams(window.location.search).get("service");
    const chosen = slug && has(presets, slug) ? presets[slug] : undefined;
    if (!chosen) return;
    setPreset(chosen);
    if (services.some((s) => s.value === chosen.serviceType)) {
      setValues((v) => ({ ...v, serviceType: chosen.serviceType }));
    }
    // Props never change after hydration; run once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const dismiss = useCallback((toastId: number) => {
    setToasts((list) => list.filter((item) => item.id !== toastId));
  }, []);

  function update(field: keyof QuoteRequest, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field === "serviceType") setPreset(null);
    // Once a message is showing, clear it as soon as the field becomes valid.
    if (field in errors) {
      setErrors((old) => ({ ...old, [field]: validateField(field as FieldName, next, t) }));
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
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
    setSubmitting(true);
    try {
      await submitQuote(values, { delayMs: submitDelayMs });
      const item = { id: ++toastSeq.current, title: toast.title, description: toast.description };
      setToasts((list) => pushToast(list, item, toast.limit));
      setValues(emptyRequest(defaultType));
      setErrors({});
      setPreset(null);
    } catch {
      setFailed(true);
    } finally {
      setSubmitting(false);
    }
  }

  // Wires label, error message and ARIA state for one required field.
  function control(field: FieldName) {
    const message = errors[field];
    return {
      id: `${id}${field}`,
      name: field,
      required: true,
      value: values[field],
      "aria-invalid": message ? true : undefined,
      "aria-describedby": message ? `${id}${field}-error` : undefined,
      ref: (el: FieldElement | null) => {
        fields.current[field] = el;
      },
      onChange: (event: { target: { value: string } }) => update(field, event.target.value),
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
    <div className="quote-form">
      <h2 className="quote-form__heading">{heading}</h2>
      <p className="quote-form__intro">{intro}</p>
      {preset && (
        <p className="quote-form__preset" role="status">
          {fill(t.preset, { label: preset.label })}
        </p>
      )}
      <form
        className="quote-form__form"
        method="post"
        action={props.action}
        noValidate={enhanced}
        onSubmit={onSubmit}
        aria-busy={submitting || undefined}
      >
        <div className="quote-form__grid">
          {field("name", t.name, <input {...control("name")} className="field__input" type="text" autoComplete="name" />)}
          {field("email", t.email, <input {...control("email")} className="field__input" type="email" autoComplete="email" />)}
          {field("phone", t.phone, <input {...control("phone")} className="field__input" type="tel" autoComplete="tel" />)}
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
            <select {...control("serviceType")} className="field__input field__select">
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
          <div className="field">
            <span id={`${id}pt`} className="field__label">
              {t.propertyType}
            </span>
            <div className="toggle-group" role="group" aria-labelledby={`${id}pt`}>
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
            <input type="hidden" name="propertyType" value={values.propertyType} />
          </div>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}message`}>
            {t.message}
          </label>
          <textarea
            id={`${id}message`}
            className="field__input field__textarea"
            name="message"
            rows={4}
            placeholder={t.messagePlaceholder}
            value={values.message}
            onChange={(event) => update("message", event.target.value)}
          />
        </div>
        <p className="visually-hidden" role="status">
          {summary}
        </p>
        {failed && (
          <p className="quote-form__failed" role="alert">
            {fill(t.submitFailed, { phone: phone.display })}
          </p>
        )}
        <button type="submit" className="quote-form__submit" disabled={submitting}>
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
      />
    </div>
  );
}
