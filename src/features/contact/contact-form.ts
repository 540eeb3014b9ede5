import { clampText } from "@/lib/i18n/text";
import { emptyGuestContact, isValidEmail, isValidPhone } from "@/lib/forms/contact-rules";

/** The contact form's fields, in the order they are shown (and checked). */
export const contactFields = ["firstName", "lastName", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

/** The longest text each field takes: enough for any real name or message, short enough for a chat message. */
export const contactLimits: Record<ContactField, number> = {
  firstName: 60,
  lastName: 60,
  email: 254,
  /** An optional + and up to 20 digits, spaces, hyphens or brackets (the phone rule). */
  phone: 21,
  subject: 150,
  message: 1000,
};

/** Which rule a field broke; the form turns it into the visitor's language. */
export type ContactProblem =
  "firstNameRequired" | "emailRequired" | "emailInvalid" | "phoneInvalid" | "messageRequired" | "tooLong";
export type ContactErrors = Partial<Record<ContactField, ContactProblem>>;

export const emptyContactValues: ContactValues = {
  ...emptyGuestContact,
  subject: "",
  message: "",
};

/**
 * The contact form's rules: first name, e-mail and message are required; the e-mail must be
 * deliverable-looking and a phone, when given, must follow the wizard's phone rule; nothing may
 * be longer than its limit. Blank means only spaces too.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of contactFields) {
    // The phone rule has its own length limit and message.
    if (field !== "phone" && values[field].trim().length > contactLimits[field]) errors[field] = "tooLong";
  }
  if (!values.firstName.trim()) errors.firstName = "firstNameRequired";
  if (!values.email.trim()) errors.email = "emailRequired";
  else if (!errors.email && !isValidEmail(values.email)) errors.email = "emailInvalid";
  if (values.phone.trim() && !errors.phone && !isValidPhone(values.phone)) errors.phone = "phoneInvalid";
  if (!values.message.trim()) errors.message = "messageRequired";
  return errors;
}

/** The fields with a problem, in the order of the form (for the error summary and the first field to focus). */
export function fieldsWithErrors(errors: ContactErrors): ContactField[] {
  return contactFields.filter((field) => errors[field] !== undefined);
}

/**
 * The subject a link asked for (`/contact?subject=Quote%20request%3A%20Grand%20Banquet%20Hall`):
 * on one line, without control characters, trimmed to the field's limit. Empty when there is none.
 */
export function subjectFromSearch(search: string): string {
  const raw = new URLSearchParams(search).get("subject") ?? "";
  return clampText(
    raw
      // eslint-disable-next-line no-control-regex -- control characters in a pasted subject become spaces
      .replace(/[\u0000-\u001f\u007f]+/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
    contactLimits.subject,
  );
}

/** What the contact form's check found: each field's problem, and those fields in the form's order. */
export type ContactCheck = { errors: ContactErrors; fields: ContactField[] };

/** The contact form's check: what stops the message, or null when it can go. */
export function checkContact(values: ContactValues): ContactCheck | null {
  const errors = validateContact(values);
  const fields = fieldsWithErrors(errors);
  return fields.length > 0 ? { errors, fields } : null;
}

/** The check once `field` is corrected: its problem gone, the others' as they were until the next Send. */
export function withCorrected(check: ContactCheck, field: ContactField): ContactCheck {
  const { [field]: _corrected, ...errors } = check.errors;
  return { errors, fields: check.fields.filter((other) => other !== field) };
}
