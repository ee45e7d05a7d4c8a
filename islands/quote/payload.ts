import type { Format as QuoteFormat, QuoteDestination } from "../types";
import type { QuoteRequest } from "./submit";
import { ATTRIBUTION_FIELDS, type Attribution } from "../lib";

/**
 * Where the request was made: the page path, the `?service=` slug when the link named one, and
 * where the visit came from (lib/attribution.ts).
 */
export interface QuoteContext {
  page: string;
  service?: string;
  /** The code of the offer the link claimed (`?offer=`), while it runs. */
  offer?: string;
  /** The visitor chose the emergency path (no heat or a gas smell right now). */
  urgent?: boolean;
  /** When the visitor ticked the offers-and-reminders box (an ISO date and time); unticked: absent. */
  consentAt?: string;
  /** Sent sooner after the page opened than a person types (spam.ts): marked for the receiver. */
  suspect?: boolean;
  attribution?: Attribution;
}

/**
 * The fields sent to every destination, in a fixed order: Netlify's `form-name`, the spec's seven
 * fields, the page, the service slug, the offer's code and `urgent` when present, then the visit's attribution: `landingPage`
 * always (the page itself when the visit started there or nothing was recorded), `referrer` (a
 * host name) and the UTM parameters and ad click ids when the landing URL had them. Nothing else
 * about the visitor.
 */
export function payloadOf(data: QuoteRequest, context: QuoteContext, destination: QuoteDestination): Record<string, string> {
  const payload: Record<string, string> = {};
  if (destination.kind === "netlify" && destination.formName) payload["form-name"] = destination.formName;
  payload.name = data.name.trim();
  payload.email = data.email.trim();
  payload.phone = data.phone.trim();
  payload.city = data.city;
  payload.serviceType = data.serviceType;
  // A form without the Home / Business question sends no answer to it.
  if (data.propertyType) payload.propertyType = data.propertyType;
  payload.message = data.message.trim();
  payload.page = context.page;
  if (context.service) payload.service = context.service;
  if (context.offer) payload.offer = context.offer;
  if (context.urgent) payload.urgent = "yes";
  // Consent to offers by e-mail (CASL): only ever a tick the visitor made, with its time.
  if (context.consentAt) {
    payload.consent = "yes";
    payload.consentAt = context.consentAt;
  }
  if (context.suspect) payload.suspect = "yes";
  const attribution = context.attribution ?? {};
  for (const name of ATTRIBUTION_FIELDS) {
    const value = name === "landingPage" ? (attribution.landingPage ?? context.page) : attribution[name];
    if (value) payload[name] = value;
  }
  return payload;
}

export function encodePayload(payload: Record<string, string>, format: QuoteFormat): { body: string; contentType: string } {
  if (format === "json") return { body: JSON.stringify(payload), contentType: "application/json" };
  return { body: new URLSearchParams(payload).toString(), contentType: "application/x-www-form-urlencoded" };
}
