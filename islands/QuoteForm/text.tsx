// Small helpers that put numbers and links into the quote form's words (the words themselves
// come in the props: `text` and the fields' `labels`).

import type { ReactNode } from "react";


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

/**
 * "Did you mean gmail.com?" under the e-mail field, the domain a button that puts it in the
 * address; null when the address has no likely slip. Never blocks sending.
 */
export function suggestion(
  template: string,
  email: string,
  domain: string | null,
  onUse: (fixed: string) => void,
): ReactNode {
  if (!domain) return null;
  const at = email.trim().lastIndexOf("@");
  const fixed = `${email.trim().slice(0, at + 1)}${domain}`;
  const [before, after] = template.split("{domain}", 2);
  return (
    <p className="field__hint" role="status">
      {before}
      <button type="button" className="field__suggestion" onClick={() => onUse(fixed)}>
        {domain}
      </button>
      {after ?? ""}
    </p>
  );
}
