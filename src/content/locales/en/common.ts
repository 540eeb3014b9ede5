/**
 * Every visible string of the site shell (navigation, footer, page titles and descriptions,
 * not-found and error screens) in English. A translation has exactly these keys.
 * "{name}" and similar placeholders are filled in by the code.
 */
export const common = {
  languageName: "English",
  skipToContent: "Skip to main content",
  nav: {
    label: "Main",
    home: "Home",
    rooms: "Rooms",
    amenities: "Amenities",
    events: "Events",
    contact: "Contact",
    bookNow: "Book Now",
    homeLinkLabel: "{name}, home",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    language: "Language",
  },
  theme: {
    label: "Colour theme",
    light: "Light",
    dark: "Dark",
    system: "System",
  },
  footer: {
    blurb:
      "A calm, modern hotel in the heart of Indore, a short walk from the city's temples, markets and food streets. Welcoming guests with warm Malwa hospitality since {year}.",
    followUs: "Follow us on {network}",
    quickLinks: "Quick Links",
    quickLinkItems: {
      rooms: "Rooms",
      amenities: "Amenities",
      events: "Events & Banquets",
      dining: "Restaurant & Dining",
      contact: "Contact Us",
      booking: "Book Now",
    },
    contactInfo: "Contact Information",
    frontDesk: "Front desk open 24/7",
    respondWithin: "We respond within 24 hours",
    services: "Services",
    serviceItems: [
      "24/7 reception",
      "Top-floor restaurant",
      "Banquet halls for {grandCapacity} and {elegantCapacity} guests",
      "Free high-speed WiFi",
      "Secure parking",
      "Full air conditioning",
    ],
    copyright: "© {year} {name}. All rights reserved. {years} Years of Excellence.",
    legalLabel: "Legal",
    policies: "Stay Policies",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    accessibility: "Accessibility",
  },
  meta: {
    home: {
      title: "{name} | City-Centre Hotel in Indore",
      description:
        "Comfortable rooms, a top-floor restaurant and two air-conditioned banquet halls in the heart of Indore, Madhya Pradesh. Book your stay directly on WhatsApp.",
    },
    rooms: {
      title: "Rooms & Suites | {name}",
      description:
        "Deluxe rooms, Premium rooms with a city view and an Executive Suite for four: compare sizes, beds, views and nightly prices at {name}, Indore.",
    },
    amenities: {
      title: "Hotel Amenities | {name}",
      description:
        "Top-floor restaurant, two banquet halls, air conditioning throughout, secure parking, free high-speed WiFi and a 24/7 reception at {name}, Indore.",
    },
    events: {
      title: "Events & Banquets | {name}",
      description:
        "Air-conditioned banquet halls for {grandCapacity} and {elegantCapacity} guests in central Indore, with catering from our top-floor restaurant and full event planning.",
    },
    booking: {
      title: "Book Your Stay | {name}",
      description:
        "Send a booking inquiry in three short steps: your details, your dates and room, and a confirmation sent straight to our reservations team on WhatsApp.",
    },
    contact: {
      title: "Contact Us | {name}",
      description: "Call, e-mail or message {name} in Indore. Our front desk is open 24/7 and we reply within 24 hours.",
    },
    notFound: {
      title: "Page not found | {name}",
      description: "The page you were looking for does not exist.",
    },
  },
  headings: {
    rooms: "Our Accommodations",
    amenities: "Hotel Amenities",
    events: "Events & Banquets",
    booking: "Reserve Your Stay",
    contact: "Contact Us",
    homeWelcome: "Welcome to",
  },
  notFound: {
    code: "404",
    heading: "Oops! Page not found",
    home: "Return to Home",
  },
};

export type CommonStrings = typeof common;
