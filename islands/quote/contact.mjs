// How a visitor can be called back or written to: the one rule for the quote form (its `pattern`
// attributes without JavaScript, its messages with it) and for the lead-alert function, which
// refuses a request nobody could call back. The function's folder is copied alone to a host
// (docs/deploy.md), so `make bundles` writes this file into it too (functions/lead-alert/
// contact.mjs), and lint fails while that copy differs.
//
// Plain JavaScript without dependencies (contact.d.mts has its types): the function runs it as it
// is on Netlify and Cloudflare, and the islands bundle it.

/**
 * A North American number as people write it: 10 digits (area code and exchange not starting with
 * 0 or 1) after an optional +1 or 1, in groups split by spaces, dots or hyphens, the area code
 * optionally in brackets, then an optional extension ("x 12", "ext. 12", "poste 12", "#12").
 *
 * Written for the HTML `pattern` attribute, which browsers compile with the `v` flag (older ones
 * with `u`): valid under both, and anchored by the browser, so it carries no ^ or $.
 */
export const PHONE_PATTERN =
  " *(?:\\+? *1 *[.\\-]? *)?(?:\\( *[2-9][0-9]{2} *\\)|[2-9][0-9]{2}) *[.\\-]? *[2-9][0-9]{2} *[.\\-]? *[0-9]{4}" +
  "(?: *,? *(?:[xX#]|[eE][xX][tT]\\.?|[pP][oO][sS][tT][eE]) *[0-9]{1,6})? *";

const PHONE = new RegExp(`^(?:${PHONE_PATTERN})$`, "u");

/** True for a number that can be called back (PHONE_PATTERN). */
export function isCallable(phone) {
  return typeof phone === "string" && PHONE.test(phone);
}

/**
 * An address the browser's `type=email` takes (the WHATWG rule) and whose domain has a dot:
 * "jean@exemple" is valid HTML but reaches nobody.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The same rule for the `pattern` attribute of the e-mail field (the browser checks the rest). */
export const EMAIL_PATTERN = "[^@ ]+@[^@ ]+\\.[^@ ]+";

export function isEmail(email) {
  return typeof email === "string" && EMAIL.test(email.trim());
}

/** Where most visitors' mail is; a domain one slip away from one of these is likely misspelt. */
const COMMON_DOMAINS = [
  "gmail.com", "hotmail.com", "hotmail.ca", "outlook.com", "outlook.ca", "live.com", "live.ca",
  "msn.com", "yahoo.com", "yahoo.ca", "icloud.com", "shaw.ca", "telus.net",
  "sympatico.ca", "bell.net", "videotron.ca", "rogers.com", "sasktel.net", "eastlink.ca",
];

/** Optimal string alignment distance: one insertion, deletion, change or swap of neighbours each. */
function distance(a, b) {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The common domain an address probably meant ("pat@gmial.com" -> "gmail.com"), or null: one slip
 * away from a common domain and not itself one. A suggestion only; the address is sent as typed.
 */
export function suggestDomain(email) {
  const at = typeof email === "string" ? email.trim().lastIndexOf("@") : -1;
  if (at < 1) return null;
  const domain = email.trim().slice(at + 1).toLowerCase();
  if (domain.length < 4 || COMMON_DOMAINS.includes(domain)) return null;
  return COMMON_DOMAINS.find((common) => distance(domain, common) === 1) ?? null;
}
