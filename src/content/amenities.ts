import type { Amenity } from "./schema";

const photo = (id: string) => ({ src: `https://images.unsplash.com/${id}`, width: 2000, height: 1333 });

/** The amenities page's cards, in order: icon and photo. Titles and descriptions are in locales/<language>/amenities.ts. */
export const amenities = [
  { slug: "restaurant", icon: "utensils", photo: photo("photo-1414235077428-338989a2e8c0"), href: "/dining" },
  { slug: "banquet-halls", icon: "party", photo: photo("photo-1519167758481-83f550bb49b3") },
  { slug: "air-conditioning", icon: "snowflake", photo: photo("photo-1631049307264-da0ec9d70304") },
  { slug: "parking", icon: "car", photo: photo("photo-1506521781263-d8422e82f27a") },
  { slug: "wifi", icon: "wifi", photo: photo("photo-1497366216548-37526070297c") },
  { slug: "reception", icon: "concierge", photo: photo("photo-1551882547-ff40c63fe5fa") },
] satisfies Amenity[];

export type AmenitySlug = (typeof amenities)[number]["slug"];
