import type { Offer } from "./schema";

const photo = (id: string) => ({ src: `https://images.unsplash.com/${id}`, width: 2000, height: 1333 });

/** Special offers on the home page. Titles, validity and what is included are in locales/<language>/home.ts. */
export const offers = [
  { slug: "wedding", photo: photo("photo-1511795409834-ef04bbd61622"), discountPercent: 20 },
  { slug: "weekend", photo: photo("photo-1566665797739-1674de7a421a"), discountPercent: 15 },
  { slug: "business", photo: photo("photo-1497366216548-37526070297c"), discountPercent: 10 },
] as const satisfies readonly Offer[];

export type OfferSlug = (typeof offers)[number]["slug"];
