/** Milliseconds a person needs at least to fill five required fields; faster may be a script. */
export const DEFAULT_MIN_FILL_MS = 3000;

/**
 * A submission that filled the hidden honeypot field is a bot's: it is dropped without a word (the
 * bot sees the usual success, nothing is sent). People never see the field. (Without JavaScript
 * the honeypot still travels with the post, named as the provider's own spam filter expects.)
 */
export function isBot(honeypot: string): boolean {
  return honeypot.trim() !== "";
}

/**
 * A request sent sooner after the page opened than a person can type is suspect, not dropped:
 * browser autofill fills every field at once, and a quick person must not be lost. It travels
 * with a `suspect` mark the receiver and the alert show. Counted from the page's start (the
 * navigation, `performance.now()`), not from when the form hydrated, and never for a form that a
 * draft of earlier typing filled.
 */
export function isSuspect(sinceNavigationMs: number, minFillMs: number): boolean {
  return sinceNavigationMs < minFillMs;
}
