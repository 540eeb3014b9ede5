import { z } from "zod";
import { availabilityStatuses } from "@/lib/stay/availability";
import { firstNight, isoDate, lastNight, noneWhenLeftOut, roomSlug } from "./rates";

/*
 * Which nights the hotel says a room type is sold out or has few rooms left
 * (src/content/availability.json). The site shows only these marks: it never guesses availability.
 */

export const availabilityMarkSchema = z
  .object({
    /** The room's slug (rooms/<slug>.en.json), such as deluxe. */
    room: roomSlug,
    /** The first and the last night marked, named by the day they start on. */
    from: firstNight,
    to: lastNight,
    /** "sold-out": the room cannot be asked for on these nights; "few-left": the pages say few rooms are left. */
    status: z.enum(availabilityStatuses),
  })
  .refine((mark) => mark.from <= mark.to, { message: "must not be before from", path: ["to"] });

/** The marks, checked against the rooms that exist (their slugs, given by the registry). */
export function availabilitySchema(roomSlugs: readonly string[]) {
  return z.object({
    /** True while the marks are the site's samples, not the hotel's own. */
    sample: z.boolean(),
    /** The day the hotel last checked the marks, which the pages show ("Availability as of 20 Nov 2026"). */
    asOf: isoDate.meta({ "x-label": "Checked on", "x-hint": 'The pages say "Availability as of" this day.' }),
    /** None: no night is marked (left out of the file when the owner removes the last mark). */
    marks: z
      .array(availabilityMarkSchema)
      .superRefine((marks, ctx) => {
        marks.forEach((mark, index) => {
          if (!roomSlugs.includes(mark.room))
            ctx.addIssue({
              code: "custom",
              path: [index, "room"],
              message: `"${mark.room}" is no room: must be one of ${roomSlugs.join(", ")}`,
            });
        });
      })
      .meta({
        "x-label": "Marked nights",
        "x-summary": "{{fields.room}}: {{fields.from}} to {{fields.to}}, {{fields.status}}",
        "x-item": "mark",
      })
      .default(noneWhenLeftOut),
  });
}
export type Availability = z.infer<ReturnType<typeof availabilitySchema>>;
/** availability.json as a file may hold it: the marks may be left out (none). */
export type AvailabilityFile = z.input<ReturnType<typeof availabilitySchema>>;
