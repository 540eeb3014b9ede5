import type { Testimonial } from "./schema";

/** Guest reviews on the home page: the star rating here, the words in locales/<language>/home.ts (sample content). */
export const testimonials = [
  { slug: "wedding-reception", rating: 5 },
  { slug: "business-stay", rating: 5 },
  { slug: "family-visit", rating: 4 },
] as const satisfies readonly Testimonial[];

export type TestimonialSlug = (typeof testimonials)[number]["slug"];
