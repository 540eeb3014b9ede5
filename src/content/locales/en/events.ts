/** The events & banquets page in English. Capacities, sizes and photos are in src/content/halls.ts. */
export const eventsPage = {
  intro:
    "Weddings, sangeet and mehendi evenings, birthdays, conferences and family get-togethers: two air-conditioned halls in the heart of Indore, with food from our own kitchen.",
  hallsHeading: "Our Banquet Halls",
  airConditioned: "Fully Air Conditioned",
  capacityLabel: "Capacity",
  capacityValue: "Up to {guests} guests",
  sizeLabel: "Size",
  sizeValue: "{size} sqm",
  featuresLabel: "Features",
  requestQuote: "Request Quote",
  services: {
    heading: "Event Planning Services",
    intro: "One team looks after your event from the first call to the last guest leaving.",
  },
  cta: {
    heading: "Planning an event?",
    text: "Tell us the date, the number of guests and the kind of event, and our events team will send you a tailored quote within 24 hours.",
    button: "Talk to Our Events Team",
  },
};

export type EventsPageStrings = typeof eventsPage;
