import availabilityFile from "../availability.json" with { type: "json" };
import type { Availability, AvailabilityFile } from "../schema/availability";
import { withFeedMarks, type FeedMarks } from "@/lib/stay/feed-marks";

/*
 * The marks the build read from the hotel's calendar feeds (scripts/availability-feeds.ts writes
 * them before each build; no file when no feed is set up). Only these two keys are imported, so the
 * feeds' hosts and failures in the same file never reach a page or a bundle.
 */
const feedAsOf = Object.values(
  import.meta.glob<string | undefined>("/.cache/availability-feeds.json", { eager: true, import: "asOf" }),
)[0];
const feedMarks = Object.values(
  import.meta.glob<FeedMarks["marks"]>("/.cache/availability-feeds.json", { eager: true, import: "marks" }),
)[0];

/**
 * The nights the hotel marks sold out or with few rooms left (src/content/availability.json, SAMPLE
 * until the hotel replaces it) joined to its calendar feeds' sold-out nights (the owner's marks win),
 * and the day they were last checked: the feeds' when there are feeds.
 */
export const availability: Availability = withFeedMarks(
  ownerMarksOf(availabilityFile as AvailabilityFile),
  feedAsOf && feedMarks ? { asOf: feedAsOf, marks: feedMarks } : undefined,
);

/** The owner's file with its marks left out (the owner removed the last one in the editor) as none. */
export function ownerMarksOf(file: AvailabilityFile): Availability {
  return { ...file, marks: file.marks ?? [] };
}
