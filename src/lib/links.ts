/** A tel: link for a phone number as the hotel writes it ("+91 731 400 0000" → "tel:+917314000000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Digits only, as wa.me wants the number. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** Map directions to a point, opened by the visitor's maps app or browser. */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** A map search for an address, for the 'Open in Maps' link. */
export function mapSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The contact page with its subject field prefilled (offers' 'Contact for Custom Package', halls' 'Request Quote'). */
export function contactHref(contactPath: string, subject: string): string {
  return `${contactPath}?subject=${encodeURIComponent(subject)}`;
}
