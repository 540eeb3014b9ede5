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

/** The contact form's link parameter: the subject a link fills in. */
export const contactLinkParams = ["subject"] as const;

/** The contact page with its subject field prefilled (offers' 'Contact for Custom Package', halls' 'Request Quote'). */
export function contactHref(contactPath: string, subject: string): string {
  return `${contactPath}?subject=${encodeURIComponent(subject)}`;
}

/*
 * The addresses other pages link to a form with. Each has one writer (…Href) and one reader
 * (parse…Params) here, so the page that links and the form that reads cannot drift apart.
 */

/** The booking wizard's link parameters, in the order they are written. */
export const bookingLinkParams = ["checkIn", "checkOut", "guests", "room"] as const;

/** A stay as a link carries it: dates written YYYY-MM-DD, guests a count, room a slug; anything may be unset. */
export type BookingLink = {
  checkIn?: string | null;
  checkOut?: string | null;
  guests?: number | null;
  room?: string | null;
  /** Room 1's rate plan chosen on a room page (its id). */
  plan?: string | null;
  /** The party of room 1, as a room page asks for it: adults, and each child's age in whole years. */
  adults?: number | null;
  childAges?: readonly number[] | null;
};

/** Room 1's choices a room page adds, after the stay's: plan=breakfast&adults=2&children=4,9 (each child's age). */
export const bookingPartyParams = ["plan", "adults", "children"] as const;

const isCount = (n: number | null | undefined): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0;

/**
 * The booking page with a stay prefilled: /booking?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD&guests=N&room=<slug>,
 * then room 1's plan and party when a room page asks for them (&plan=<id>&adults=N&children=4,9).
 * Unset values are left out, so the wizard only prefills what was chosen.
 */
export function bookingHref(bookingPath: string, link: BookingLink): string {
  const { checkIn, checkOut, guests, room, plan, adults, childAges } = link;
  const params = new URLSearchParams();
  if (checkIn) params.set("checkIn", checkIn);
  if (checkOut) params.set("checkOut", checkOut);
  if (guests && Number.isInteger(guests) && guests > 0) params.set("guests", String(guests));
  if (room) params.set("room", room);
  if (plan) params.set("plan", plan);
  if (isCount(adults) && adults > 0) params.set("adults", String(adults));
  if (childAges && childAges.length > 0 && childAges.every(isCount)) params.set("children", childAges.join(","));
  // The ages' commas need no escape in a query, and "children=4,9" is what a person reads.
  const query = params.toString().replaceAll("%2C", ",");
  return query ? `${bookingPath}?${query}` : bookingPath;
}

/** What a booking link carries, as written; whether each value makes sense is the wizard's to judge. */
export function parseBookingParams(
  search: string | URLSearchParams,
): Partial<Record<"checkIn" | "checkOut" | "guests" | "room", string>> {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const link: Partial<Record<(typeof bookingLinkParams)[number], string>> = {};
  for (const key of bookingLinkParams) {
    const value = params.get(key);
    if (value !== null) link[key] = value;
  }
  return link;
}

/** Room 1's plan and party a booking link carries, as written (plan=breakfast&adults=2&children=4,9); whether they make sense is the wizard's to judge. */
export function parseBookingParty(
  search: string | URLSearchParams,
): Partial<Record<(typeof bookingPartyParams)[number], string>> {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const party: Partial<Record<(typeof bookingPartyParams)[number], string>> = {};
  for (const key of bookingPartyParams) {
    const value = params.get(key);
    if (value !== null) party[key] = value;
  }
  return party;
}

/** The event inquiry's link parameter: the hall a hall's 'Request Quote' chooses. */
export const eventInquiryLinkParams = ["hall"] as const;

/** The event inquiry with a hall chosen: /events/inquiry?hall=<slug>. */
export function eventInquiryHref(inquiryPath: string, hall: string): string {
  return `${inquiryPath}?hall=${encodeURIComponent(hall)}`;
}

/** The hall an event inquiry link names, as written (null without one); whether it exists is the wizard's to judge. */
export function parseEventInquiryParams(search: string | URLSearchParams): { hall: string | null } {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return { hall: params.get("hall") || null };
}

/**
 * The address without a form's link parameters, once the form has taken them in (so a reload brings
 * back the visitor's own draft, not the link's values); null when the address has none of them.
 */
export function withoutLinkParams(url: URL, names: readonly string[]): string | null {
  if (!names.some((name) => url.searchParams.has(name))) return null;
  const next = new URL(url);
  for (const name of names) next.searchParams.delete(name);
  return `${next.pathname}${next.search}${next.hash}`;
}
