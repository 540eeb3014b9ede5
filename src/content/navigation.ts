/** The site's pages, in navbar order; labels come from the language's common strings. */
export const mainNav = [
  { key: "home", path: "/" },
  { key: "rooms", path: "/rooms" },
  { key: "amenities", path: "/amenities" },
  { key: "events", path: "/events" },
  { key: "contact", path: "/contact" },
] as const;

export const bookingPath = "/booking";
/** The only numbers and the one account the hotel takes payment into: linked wherever a guest may be asked to pay. */
export const officialPath = "/official";

export const footerQuickLinks = [
  { key: "rooms", path: "/rooms" },
  { key: "amenities", path: "/amenities" },
  { key: "events", path: "/events" },
  { key: "dining", path: "/dining" },
  { key: "pilgrims", path: "/pilgrims" },
  { key: "contact", path: "/contact" },
  { key: "booking", path: "/booking" },
] as const;

export const legalLinks = [
  { key: "policies", path: "/policies" },
  { key: "official", path: officialPath },
  { key: "privacy", path: "/privacy" },
  { key: "terms", path: "/terms" },
  { key: "accessibility", path: "/accessibility" },
] as const;
