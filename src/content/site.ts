import type { Site } from "./schema";

/**
 * The hotel's facts, in one place. Change a phone number or the hotel's name here and every
 * page, the footer, the structured data and the WhatsApp hand-off follow.
 * The contact details are the specification's placeholders until the hotel supplies its own.
 */
export const site = {
  name: "Hotel Shreeji Palace",
  url: "https://www.hotelshreejipalace.example",
  foundedYear: 2016,
  copyrightYear: 2024,
  totalRooms: 38,
  address: {
    street: "123 Main Street",
    locality: "Indore",
    region: "Madhya Pradesh",
    postalCode: "452001",
    country: "IN",
  },
  geo: { latitude: 22.7196, longitude: 75.8577 },
  phones: { frontDesk: "+91 731 400 0000", reservations: "+91 731 400 0001" },
  emails: { info: "info@hotelshreejipalace.example", reservations: "reservations@hotelshreejipalace.example" },
  whatsapp: "+91 90000 00000",
  social: [{ name: "Instagram", url: "https://www.instagram.com/" }],
  /**
   * How every price is shown. SAMPLE until the hotel confirms: US dollars as the specification
   * shows them, taxes stated as included. For rupees with GST on top:
   * `{ currency: "INR", tax: { kind: "added", percent: 5, name: "GST" }, from: false }`.
   * `from: true` reads each price as the lowest ("from $299") when rates vary with dates.
   */
  pricing: { currency: "USD", tax: { kind: "included" }, from: false },
  heroPhoto: {
    src: "https://images.unsplash.com/photo-1566073771259-6a8506099945",
    width: 2070,
    height: 1380,
  },
  ogImage: "https://images.unsplash.com/photo-1566073771259-6a8506099945?w=1200&h=630&fit=crop&auto=format&q=75",
  // Where browsers report Content-Security-Policy violations, e.g. "https://csp.example/report". None by default.
  // cspReportUrl: "https://…",
} satisfies Site;
