import type { EventService } from "./schema";

/** 'Event Planning Services' on the events page, in order. Titles and descriptions are in locales/<language>/events.ts. */
export const eventServices = [
  { slug: "planning", icon: "calendar" },
  { slug: "catering", icon: "utensils" },
  { slug: "climate", icon: "snowflake" },
] satisfies EventService[];

export type EventServiceSlug = (typeof eventServices)[number]["slug"];
