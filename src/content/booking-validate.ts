import { z } from "zod";

/** A template the code fills in: it must keep every placeholder, or the value silently disappears. */
const template = (...placeholders: string[]) =>
  placeholders.reduce((schema, p) => schema.includes(`{${p}}`, `must contain {${p}}`), z.string().min(1));

/** Every string in a translation tree is non-empty (a forgotten word shows as a blank button). */
function noEmptyStrings(value: unknown, ctx: z.RefinementCtx, path: (string | number)[] = []): void {
  if (typeof value === "string") {
    if (value.trim() === "") ctx.addIssue({ code: "custom", message: "must not be empty", path });
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) noEmptyStrings(inner, ctx, [...path, key]);
  }
}

/** The booking page's words in one language: the wizard, its messages and the WhatsApp inquiry's labels. */
export const bookingStringsSchema = z
  .looseObject({
    stepOf: template("current", "total"),
    fields: z.looseObject({
      roomType: z.looseObject({ hint: template("price", "guests") }),
      guests: z.looseObject({
        options: z.object({ "1": z.string(), "2": z.string(), "3": z.string(), "4": z.string() }),
      }),
      specialRequests: z.looseObject({ counter: template("count", "max") }),
    }),
    message: z.looseObject({
      name: template("value"),
      email: template("value"),
      phone: template("value"),
      room: template("value"),
      guests: template("value"),
      checkIn: template("value"),
      checkOut: template("value"),
      nights: template("value"),
      specialRequests: template("value"),
    }),
  })
  .superRefine((strings, ctx) => noEmptyStrings(strings, ctx));
