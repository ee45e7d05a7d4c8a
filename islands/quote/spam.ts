/** Seconds a person needs at least to fill five required fields; faster is a script. */
export const DEFAULT_MIN_FILL_MS = 3000;

/**
 * A submission that filled the hidden honeypot field or came faster than a person can type is
 * dropped without a word: the bot sees the usual success, nothing is sent. (Without JavaScript the
 * honeypot still travels with the post, named as the provider's own spam filter expects.)
 */
export function looksLikeBot(honeypot: string, startedAt: number, now: number, minFillMs: number): boolean {
  return honeypot.trim() !== "" || now - startedAt < minFillMs;
}
