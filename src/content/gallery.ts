import type { GalleryItem } from "./schema";
import { rooms } from "./rooms";
import { site } from "./site";

const photo = (id: string) => ({ src: `https://images.unsplash.com/${id}`, width: 2000, height: 1333 });
const [deluxe, premium, suite] = rooms;

/** The photo gallery, in display order. Titles, descriptions and alt texts are in locales/<language>/home.ts. */
export const gallery = [
  { id: "facade", photo: site.heroPhoto, category: "hotel" },
  { id: "lobby", photo: photo("photo-1564501049412-61c2a3083791"), category: "hotel" },
  { id: "reception", photo: photo("photo-1590381105924-c72589b9ef3f"), category: "hotel" },
  { id: "deluxe-room", photo: deluxe.photos[0], category: "rooms" },
  { id: "premium-room", photo: premium.photos[0], category: "rooms" },
  { id: "premium-view", photo: premium.photos[2], category: "rooms" },
  { id: "executive-suite", photo: suite.photos[1], category: "rooms" },
  { id: "restaurant", photo: photo("photo-1517248135467-4c7edcad34c4"), category: "dining" },
  { id: "breakfast", photo: photo("photo-1533089860892-a7c6f0a88666"), category: "dining" },
  { id: "grand-hall", photo: photo("photo-1519167758481-83f550bb49b3"), category: "events" },
  { id: "wedding-decor", photo: photo("photo-1464366400600-7168b8af9bc3"), category: "events" },
  { id: "elegant-hall", photo: photo("photo-1505236858219-8359eb29e329"), category: "events" },
] as const satisfies readonly GalleryItem[];

export type GalleryId = (typeof gallery)[number]["id"];

/** The virtual tour: gallery photos in the order a guest walks through the hotel. */
export const virtualTour: GalleryId[] = [
  "facade",
  "lobby",
  "reception",
  "deluxe-room",
  "premium-room",
  "executive-suite",
  "restaurant",
  "grand-hall",
];
