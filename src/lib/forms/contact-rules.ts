import * as z from "zod/mini";

/** The rules for what a guest types as contact details, shared by the booking wizard and the contact form. */

/** The guest's contact details as an inquiry form holds them (strings as typed), for each form's schema. */
export const guestContactShape = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
};

/** The guest's contact details before anything is typed. */
export const emptyGuestContact = { firstName: "", lastName: "", email: "", phone: "" };

/** Optional leading +, then 7 to 20 digits, spaces, hyphens or parentheses. */
export const phonePattern = /^\+?[\d\s\-()]{7,20}$/;

/** Something@something.something, without spaces: what a mail server can deliver to. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidPhone(value: string): boolean {
  return phonePattern.test(value.trim());
}

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** The messages of the contact-details rules, in the page's language (copy/contact-fields.json). */
export type ContactRuleMessages = { guestRequired: string; email: string; phone: string };

/** The contact fields whose shape is checked, each with its pattern, in the order they are checked. */
const formats = { email: emailPattern, phone: phonePattern } as const;

/**
 * What a server-rendered contact field carries for the page's early check (src/page-scripts/early-step-check.ts),
 * so a Next pressed before the form's code has arrived is checked by these same patterns and messages.
 */
export function earlyFormatAttributes(field: string, messages: Pick<ContactRuleMessages, "email" | "phone">) {
  if (field !== "email" && field !== "phone") return {};
  return { "data-format": formats[field].source, "data-format-message": messages[field] };
}

const filled = (message: string) => z.string().check(z.refine((value) => value.trim().length > 0, message));
const checked = (test: (value: string) => boolean, message: string) => z.string().check(z.refine(test, message));

/**
 * Name, e-mail and phone as every inquiry form checks them, in the specification's order: all four
 * filled in, then the e-mail, then the phone. Used with firstProblem (src/lib/forms/step-rules.ts).
 */
export function contactDetailsRules(messages: ContactRuleMessages): z.ZodMiniType[] {
  return [
    z.object({
      firstName: filled(messages.guestRequired),
      lastName: filled(messages.guestRequired),
      email: filled(messages.guestRequired),
      phone: filled(messages.guestRequired),
    }),
    z.object({ email: checked(isValidEmail, messages.email) }),
    z.object({ phone: checked(isValidPhone, messages.phone) }),
  ];
}
