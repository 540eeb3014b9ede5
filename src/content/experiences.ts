import type { Experience } from "./schema";

const photo = (id: string) => ({ src: `https://images.unsplash.com/${id}`, width: 2000, height: 1333 });

/** The home page's experiences: photo, rating and the page that tells more. Text in locales/<language>/home.ts. */
export const experiences = [
  {
    slug: "top-floor-restaurant",
    photo: photo("photo-1414235077428-338989a2e8c0"),
    rating: 4.8,
    href: "/dining",
    /** The lowest price per person, in the site's currency: filled into the price label as {price}. */
    priceFrom: 12,
  },
  { slug: "banquet-events", photo: photo("photo-1519167758481-83f550bb49b3"), rating: 4.9, href: "/events" },
  { slug: "city-centre", photo: photo("photo-1477587458883-47145ed94245"), rating: 4.7, href: "/#location" },
] as const satisfies readonly Experience[];

export type ExperienceSlug = (typeof experiences)[number]["slug"];
