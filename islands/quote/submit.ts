import type { QuoteDestination } from "../types";
import { encodePayload, payloadOf, type QuoteContext } from "./payload";

/** One quote request as the form collects it (spec 3.2). */
export interface QuoteRequest {
  name: string;
  email: string;
  phone: string;
  city: string;
  serviceType: string;
  message: string;
  propertyType: string;
}

export interface SubmitOptions {
  /** Demo latency; the spec simulates submission with a timer (1500 ms on the live site). */
  delayMs: number;
  /** Where the request goes (`site.yaml` quote_form provider). Absent or `demo`: nothing is sent. */
  destination?: QuoteDestination;
  /** The page the form was sent from and the `?service=` slug, added to the payload. */
  context?: QuoteContext;
  /** Give up (and show the failure toast) after this long. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 15000;

/** Why a request failed; the form shows the same toast for each, the kind is for tests and logs. */
export class SubmitError extends Error {
  constructor(
    readonly kind: "network" | "timeout" | "http",
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "SubmitError";
  }
}

/**
 * Sends one quote request to the configured destination; resolves when the destination accepted
 * it, rejects with a SubmitError otherwise (network error, timeout, non-2xx, a service's error answer).
 * The demo sends nothing: it only waits, like the original site.
 */
export async function submitQuote(data: QuoteRequest, options: SubmitOptions): Promise<void> {
  const { destination, delayMs } = options;
  if (!destination || destination.kind === "demo") {
    return new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  const payload = payloadOf(data, options.context ?? { page: "/" }, destination);
  const { body, contentType } = encodePayload(payload, destination.format);
  // Netlify takes the post on the site itself (its docs post to "/"); the others at their URL.
  const url = destination.kind === "netlify" ? "/" : (destination.url ?? "");
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": contentType, Accept: "application/json" },
        body,
        credentials: destination.kind === "netlify" ? "same-origin" : "omit",
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new SubmitError("timeout", "the request timed out");
      throw new SubmitError("network", error instanceof Error ? error.message : "network error");
    }
    if (!response.ok) {
      throw new SubmitError("http", await errorText(response), response.status);
    }
    // Formspree-like services answer 200 with {"ok": true}; an explicit `ok: false` or an
    // `errors` list is a refusal even with a 2xx status.
    if (destination.kind === "formspree") {
      const answer = await readJson(response);
      if (answer && (answer.ok === false || Array.isArray(answer.errors))) {
        throw new SubmitError("http", describe(answer), response.status);
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

type Answer = { ok?: unknown; error?: unknown; errors?: unknown } | null;

async function readJson(response: Response): Promise<Answer> {
  try {
    const value: unknown = await response.json();
    return value && typeof value === "object" ? (value as Answer) : null;
  } catch {
    return null;
  }
}

function describe(answer: Answer): string {
  if (!answer) return "refused";
  if (Array.isArray(answer.errors)) {
    const messages = answer.errors
      .map((e: unknown) => (e && typeof e === "object" && "message" in e ? String(e.message) : ""))
      .filter(Boolean);
    if (messages.length) return messages.join("; ");
  }
  return typeof answer.error === "string" ? answer.error : "refused";
}

async function errorText(response: Response): Promise<string> {
  const answer = (response.headers.get("content-type") ?? "").includes("json") ? await readJson(response) : null;
  return answer ? describe(answer) : `HTTP ${response.status}`;
}
