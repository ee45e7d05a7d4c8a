import type { QuoteRequest } from "../quote/submit";
import type { QuoteFormText } from "../types";

export type FieldName = "name" | "email" | "phone" | "city" | "serviceType";
export type FieldErrors = Partial<Record<FieldName, string>>;

/** Order of the fields on screen: focus goes to the first invalid one. */
export const REQUIRED_FIELDS: FieldName[] = ["name", "email", "phone", "city", "serviceType"];

// The WHATWG definition of a valid e-mail address, i.e. what <input type=email> accepts, so
// the message matches what the browser itself would enforce.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function validateField(
  field: FieldName,
  values: QuoteRequest,
  text: QuoteFormText,
): string | undefined {
  const value = values[field].trim();
  switch (field) {
    case "name":
      return value ? undefined : text.errorName;
    case "email":
      if (!value) return text.errorEmail;
      return EMAIL.test(value) ? undefined : text.errorEmailInvalid;
    case "phone":
      return value ? undefined : text.errorPhone;
    case "city":
      return value ? undefined : text.errorCity;
    case "serviceType":
      return value ? undefined : text.errorServiceType;
  }
}

export function validate(values: QuoteRequest, text: QuoteFormText): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of REQUIRED_FIELDS) {
    const message = validateField(field, values, text);
    if (message) errors[field] = message;
  }
  return errors;
}
