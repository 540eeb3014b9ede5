import { phoneDigits } from "./links";

/**
 * Apple's Messages reads the body after "&" (sms:+91…&body=…); Android and the rest read a query
 * (sms:+91…?body=…). iPadOS 13+ says "Macintosh" but has a touch screen, so "Macintosh" alone is
 * taken as Apple too: a Mac opens Messages with the same syntax.
 */
export function isAppleMessages(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Macintosh/.test(userAgent) && !/Android/.test(userAgent);
}

/** The sms: link that opens a text to `phone` (in international form) with `text` typed in, URL-encoded. */
export function smsUrl(phone: string, text: string, userAgent: string): string {
  const separator = isAppleMessages(userAgent) ? "&" : "?";
  return `sms:+${phoneDigits(phone)}${separator}body=${encodeURIComponent(text)}`;
}
