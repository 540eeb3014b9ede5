/** The rules for what a guest types as contact details, shared by the booking wizard and the contact form. */

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
