import type { Attraction, TransportHub } from "./schema";

/** What is near the hotel: distance in miles and travel time. Names and descriptions are in locales/<language>/home.ts. */
export const attractions = [
  { slug: "khajrana-ganesh-temple", distanceMiles: 0.3, travelMinutes: 6, travelMode: "walk", icon: "temple" },
  { slug: "chappan-dukan", distanceMiles: 1.4, travelMinutes: 8, travelMode: "drive", icon: "food" },
  { slug: "kanch-mandir", distanceMiles: 2.4, travelMinutes: 14, travelMode: "drive", icon: "gem" },
  { slug: "rajwada-palace", distanceMiles: 2.6, travelMinutes: 15, travelMode: "drive", icon: "palace" },
  { slug: "sarafa-bazaar", distanceMiles: 2.7, travelMinutes: 16, travelMode: "drive", icon: "market" },
  { slug: "lal-bagh-palace", distanceMiles: 3.0, travelMinutes: 18, travelMode: "drive", icon: "palace" },
] as const satisfies readonly Attraction[];

export type AttractionSlug = (typeof attractions)[number]["slug"];

/** How far the airport, the railway station and the bus stand are, in minutes by road. */
export const transportHubs = [
  { slug: "airport", minutes: 30, icon: "plane" },
  { slug: "railway-station", minutes: 15, icon: "train" },
  { slug: "bus-stand", minutes: 8, icon: "bus" },
] as const satisfies readonly TransportHub[];

export type TransportHubSlug = (typeof transportHubs)[number]["slug"];
