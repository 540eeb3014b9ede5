import { inOrder, type DataFiles } from "./files";
import type { EventService, EventServiceText } from "./schema";

/** 'Event Planning Services' on the events page: src/content/event-services/<slug>.<language>.json. */
export const eventServiceFiles: DataFiles = import.meta.glob("./event-services/*.json", {
  eager: true,
  import: "default",
});
export type EventServiceFile = EventService & EventServiceText & { order: number };
export const eventServices: EventServiceFile[] = /* @__PURE__ */ inOrder<EventServiceFile>(eventServiceFiles);
export type EventServiceSlug = string;
