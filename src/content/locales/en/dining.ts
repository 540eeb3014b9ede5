import type { DishSlug } from "@/content/dining";
import type { DiningDishText, MealKind } from "@/content/schema-events";

/**
 * The dining page (/dining) in English: hours, kitchen, alcohol policy, menu highlights and the
 * table reservation sent on WhatsApp. Times and prices are in src/content/dining.ts.
 */
export const diningPage = {
  meta: {
    title: "Top-Floor Restaurant | {name}",
    description:
      "Hours, menu highlights with prices, a clear vegetarian statement and table reservations on WhatsApp for the top-floor restaurant of {name}, Indore.",
  },
  heading: "Top-Floor Restaurant",
  intro:
    "Malwa specialities, North Indian classics and continental favourites, cooked fresh and served above the city. Reserve a table in a few taps.",
  sampleNote: "Hours, dishes and prices shown are sample values until the hotel confirms them.",
  hours: {
    heading: "Opening hours",
    meals: {
      breakfast: "Breakfast",
      lunch: "Lunch",
      dinner: "Dinner",
      "room-service": "Room service",
    } satisfies Record<MealKind, string>,
    value: "{from} – {to}",
  },
  food: {
    heading: "What we serve",
    cuisinesLabel: "Cuisines",
    cuisines: ["Malwa and Indori", "North Indian", "South Indian breakfasts", "Indo-Chinese", "Continental"],
    kitchen: {
      veg: "Pure vegetarian: no meat, fish or eggs are cooked in our kitchen.",
      "veg-and-non-veg":
        "Vegetarian and non-vegetarian: vegetarian dishes are cooked in a separate vegetarian kitchen with their own utensils.",
    },
    onRequest: "Jain food and dishes without onion and garlic on request: tell us when you order or reserve.",
    alcohol: {
      served: "Alcohol is served with meals, to guests aged 21 and over, as Madhya Pradesh law requires.",
      notServed: "No alcohol is served, and guests may not bring their own.",
    },
  },
  menu: {
    heading: "Menu highlights",
    intro: "A few favourites from the menu. Prices per dish, plus taxes.",
    veg: "Vegetarian",
    nonVeg: "Non-vegetarian",
  },
  reserve: {
    heading: "Reserve a table",
    intro:
      "Choose the day, the time and how many you are. Your request opens in WhatsApp, and we confirm the table there.",
    date: "Date",
    time: "Time",
    timePlaceholder: "Select a time",
    people: "People",
    name: "Your name",
    submit: "Reserve via WhatsApp",
    required: "Please fill in the date, the time, the number of people and your name.",
    pastDate: "Please choose today or a later date.",
    tooFar: "Tables can be reserved up to {days} days ahead.",
    peopleRange: "Please enter from 1 to {max} people.",
    sent: "Your table request is written out in WhatsApp. Press send there, and we will confirm your table.",
    blocked: "Your browser did not open WhatsApp in a new tab. Use the link below to send your request.",
    openWhatsApp: "Open WhatsApp",
    another: "Reserve another table",
    noScript: "The reservation form needs JavaScript. Message us on WhatsApp or call us to reserve a table.",
    whatsapp: "Chat on WhatsApp",
    whatsappGreeting: "Hello, I would like to reserve a table in the restaurant.",
    call: "Call the front desk",
  },
  /** The table reservation as the hotel receives it on WhatsApp. "{value}" is filled in. */
  message: {
    heading: "*New Table Reservation*",
    name: "Name: {value}",
    date: "Date: {value}",
    time: "Time: {value}",
    people: "People: {value}",
  },
  /** Each highlight's words, by slug. */
  dishes: {
    "poha-jalebi": {
      name: "Poha & jalebi",
      description: "Indore's breakfast: flattened rice with sev, and crisp jalebi.",
    },
    "dal-bafla": { name: "Dal bafla", description: "Malwa's baked wheat dumplings with ghee, dal and chutney." },
    "paneer-tikka": { name: "Paneer tikka", description: "Cottage cheese from the tandoor with mint chutney." },
    "jain-thali": { name: "Jain thali", description: "A full meal cooked without onion, garlic or root vegetables." },
    "malwa-thali": { name: "Malwa thali", description: "Dal, seasonal vegetables, kadhi, rice, rotis and a sweet." },
    "chicken-biryani": {
      name: "Chicken biryani",
      description: "Basmati rice layered with spiced chicken, with raita.",
    },
  } satisfies Record<DishSlug, DiningDishText>,
};

export type DiningPageStrings = typeof diningPage;
export type TableMessageStrings = DiningPageStrings["message"];
