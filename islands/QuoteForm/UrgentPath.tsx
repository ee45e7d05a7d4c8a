import { fill } from "../lib";
import type { QuoteFormProps, QuoteFormText } from "../types";
import { unbreakable } from "./text";

interface Props {
  text: QuoteFormText;
  phone: { display: string; href: string };
  urgent: NonNullable<QuoteFormProps["urgent"]>;
  /** The disclosure opened or closed: the request is then sent marked urgent, or not. */
  onToggle: (open: boolean) => void;
}

/**
 * The form's emergency path: its question ("Is it an emergency right now?") opens the phone first (a native
 * disclosure, so it opens without JavaScript too); the form below still takes the request.
 * Planned work is the form as it is.
 */
export function UrgentPath({ text: t, phone, urgent, onToggle }: Props) {
  return (
    <details className="quote-form__urgent" open={urgent.open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary className="quote-form__urgent-question">{t.urgentQuestion}</summary>
      <div className="quote-form__urgent-body">
        <a className="quote-form__urgent-call" href={phone.href}>
          {/* The number never breaks; the words around it wrap on a narrow phone rather than
              push the button out of its box. */}
          {fill(t.urgentCall, { phone: unbreakable(phone.display) })}
        </a>
        <p>{fill(t.urgentPromise, { availability: urgent.availability, dispatch: urgent.dispatch })}</p>
        {t.urgentSafety && <p>{t.urgentSafety}</p>}
        <p>{t.urgentForm}</p>
      </div>
    </details>
  );
}
