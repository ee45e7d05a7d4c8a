// The quote form's own wording (the fields' labels and choices come from the content, in the
// props) and the small helpers that put numbers and links into it.

import type { ReactNode } from "react";
import type { QuoteFormText } from "../types";

/** The interface's own wording; the fields' labels come from the content (`labels` in the props). */
export const DEFAULT_TEXT: QuoteFormText = {
  cityPlaceholder: "Select your city",
  servicePlaceholder: "Select a service",
  messagePlaceholder: "Tell us about your heating needs",
  submitting: "Submitting...",
  preset: "Requesting a quote for: {label}",
  callPrompt: "Prefer to talk? Call",
  urgentQuestion: "No heat or a gas smell right now?",
  urgentCall: "Call {phone} now",
  urgentPromise: "Answered {availability}; a technician is dispatched {dispatch}.",
  urgentGas: "Smell gas? Leave the building first and call from outside. Do not switch lights or appliances on or off.",
  urgentForm: "Can't call? Send the form below and we will treat your request as urgent.",
  offer: "Claiming the offer: {title}",
  errorName: "Please enter your name.",
  errorEmail: "Please enter your email address.",
  errorEmailInvalid: "Please enter a valid email address, such as name@example.com.",
  errorPhone: "Please enter your phone number.",
  errorCity: "Please choose your city.",
  errorServiceType: "Please choose a service.",
  errorSummary: "Please correct the highlighted fields ({count}).",
  submitFailed: "We could not send your request. Please call us at {phone}.",
  retry: "Try again",
  honeypot: "Leave this field empty",
  notifications: "Notifications",
  closeToast: "Close notification",
};

/** Keeps a phone number on one line: spaces and hyphens become their non-breaking forms. */
export function unbreakable(text: string): string {
  return text.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");
}

/** The failure message with `{phone}` as a link that dials the number. */
export function failure(template: string, phone: { display: string; href: string }): ReactNode {
  const [before, after] = template.split("{phone}", 2);
  if (after === undefined) return template;
  return (
    <>
      {before}
      <a href={phone.href}>{phone.display}</a>
      {after}
    </>
  );
}
