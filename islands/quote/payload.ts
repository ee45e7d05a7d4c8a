import type { Format as QuoteFormat, QuoteDestination } from "../types";
import type { QuoteRequest } from "./submit";

/** Where the request was made: the page path, and the `?service=` slug when the link named one. */
export interface QuoteContext {
  page: string;
  service?: string;
}

/**
 * The fields sent to every destination, in a fixed order: the spec's seven fields, the page, the
 * service slug when present, and Netlify's `form-name`. Nothing else about the visitor.
 */
export function payloadOf(data: QuoteRequest, context: QuoteContext, destination: QuoteDestination): Record<string, string> {
  const payload: Record<string, string> = {};
  if (destination.kind === "netlify" && destination.formName) payload["form-name"] = destination.formName;
  payload.name = data.name.trim();
  payload.email = data.email.trim();
  payload.phone = data.phone.trim();
  payload.city = data.city;
  payload.serviceType = data.serviceType;
  payload.propertyType = data.propertyType;
  payload.message = data.message.trim();
  payload.page = context.page;
  if (context.service) payload.service = context.service;
  return payload;
}

export function encodePayload(payload: Record<string, string>, format: QuoteFormat): { body: string; contentType: string } {
  if (format === "json") return { body: JSON.stringify(payload), contentType: "application/json" };
  return { body: new URLSearchParams(payload).toString(), contentType: "application/x-www-form-urlencoded" };
}
