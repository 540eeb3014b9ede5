import type { EventServiceText, HallText } from "@/content/schema";
import type { HallSlug } from "@/content/halls";
import type { EventServiceSlug } from "@/content/event-services";

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

/** Each hall's words, by slug. */
export const hallTexts: Record<HallSlug, HallText> = {
  grand: {
    name: "Grand Banquet Hall",
    description:
      "Our largest hall, with a high ceiling, soft warm lighting and a dance floor: made for wedding receptions, sangeet nights and milestone celebrations.",
    features: [
      "Stage with decor and lighting",
      "Sound system with two cordless microphones",
      "Dance floor",
      "Buffet counters served by our kitchen",
      "Bridal changing room",
      "Power backup",
    ],
    photoAlt: "Grand Banquet Hall set with round tables, chandeliers and a stage",
  },
  elegant: {
    name: "Elegant Banquet Hall",
    description:
      "A more intimate hall for birthdays, engagements, kitty parties and business meetings, arranged banquet, theatre or boardroom style.",
    features: [
      "Projector and screen",
      "Sound system with a microphone",
      "Flexible seating layouts",
      "Free high-speed WiFi",
      "Tea, coffee and snack service",
      "Power backup",
    ],
    photoAlt: "Elegant Banquet Hall with dressed tables and floral centrepieces",
  },
};

/** 'Event Planning Services', by slug. */
export const eventServiceTexts: Record<EventServiceSlug, EventServiceText> = {
  planning: {
    title: "Event Planning",
    description:
      "A dedicated coordinator plans the layout, decor, timings and vendors with you, and is on hand throughout the event.",
  },
  catering: {
    title: "Catering",
    description:
      "Menus from our top-floor restaurant, vegetarian and Jain options included: buffets, plated dinners, high tea and live counters.",
  },
  climate: {
    title: "Climate Control",
    description:
      "Both halls are fully air-conditioned, so your guests stay comfortable through May afternoons and crowded dance floors alike.",
  },
};
