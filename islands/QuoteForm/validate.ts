import type { QuoteRequest } from "../quote/submit";
import type { QuoteFormText } from "../types";
// One rule for the form, its `pattern` attributes and the lead-alert function.
import { isCallable, isEmail } from "../quote/contact.mjs";

export type FieldName = "name" | "email" | "phone" | "city" | "serviceType";
export type FieldErrors = Partial<Record<FieldName, string>>;

/** Order of the fields on screen: focus goes to the first invalid one. */
export const REQUIRED_FIELDS: FieldName[] = ["name", "email", "phone", "city", "serviceType"];

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
      return isEmail(value) ? undefined : text.errorEmailInvalid;
    case "phone":
      if (!value) return text.errorPhone;
      return isCallable(value) ? undefined : text.errorPhoneInvalid;
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
