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
}

/**
 * The single seam the lead-capture work replaces. Today nothing leaves the browser: it only
 * waits, like the original site. Reject to make the form show its failure message.
 */
export function submitQuote(_data: QuoteRequest, { delayMs }: SubmitOptions): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, delayMs));
}
