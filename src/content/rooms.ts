import type { Room } from "./schema";

const photo = (id: string) => ({ src: `https://images.unsplash.com/${id}`, width: 2000, height: 1333 });

/** The rooms: prices (US dollars per night), sizes and photos. Names and descriptions are in locales/<language>/rooms.ts. */
export const rooms = [
  {
    slug: "deluxe",
    id: 1,
    price: 299,
    sizeSqm: 28,
    guests: 2,
    featured: true,
    photos: [
      photo("photo-1611892440504-42a792e24d32"),
      photo("photo-1590490360182-c33d57733427"),
      photo("photo-1582719478250-c89cae4dc85b"),
      photo("photo-1566665797739-1674de7a421a"),
    ],
  },
  {
    slug: "premium",
    id: 2,
    price: 449,
    sizeSqm: 32,
    guests: 2,
    featured: true,
    photos: [
      photo("photo-1618773928121-c32242e63f39"),
      photo("photo-1631049307264-da0ec9d70304"),
      photo("photo-1578683010236-d716f9a3f461"),
      photo("photo-1591088398332-8a7791972843"),
    ],
  },
  {
    slug: "executive-suite",
    id: 3,
    price: 799,
    sizeSqm: 60,
    guests: 4,
    featured: false,
    photos: [
      photo("photo-1596394516093-501ba68a0ba6"),
      photo("photo-1540518614846-7eded433c457"),
      photo("photo-1522771739844-6a9f6d5f14af"),
      photo("photo-1584132967334-10e028bd69f7"),
    ],
  },
] satisfies Room[];

export type RoomSlug = (typeof rooms)[number]["slug"];
