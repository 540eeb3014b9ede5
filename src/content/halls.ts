import type { Hall } from "./schema";

/** The banquet halls: capacities, sizes and photos. Names, descriptions and features are in locales/<language>/events.ts. */
export const halls = [
  {
    slug: "grand",
    capacity: 75,
    sizeSqm: 120,
    airConditioned: true,
    photo: { src: "https://images.unsplash.com/photo-1519167758481-83f550bb49b3", width: 2000, height: 1333 },
  },
  {
    slug: "elegant",
    capacity: 50,
    sizeSqm: 85,
    airConditioned: true,
    photo: { src: "https://images.unsplash.com/photo-1464366400600-7168b8af9bc3", width: 2000, height: 1333 },
  },
] satisfies Hall[];

export type HallSlug = (typeof halls)[number]["slug"];
