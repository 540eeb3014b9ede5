import { z } from "zod";
import { wordsInEveryLanguage } from "./rates";

/*
 * The facts of the privacy notice (src/content/privacy.json): who answers questions about a guest's
 * personal data, and how long the hotel keeps an inquiry's chat. The notice's words are in
 * copy/legal.json (privacy), which names these through placeholders.
 */
export const privacySchema = z.object({
  /** True while the contact person is the site's sample: the launch check lists it. */
  sample: z.boolean(),
  contact: z.object({
    name: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .meta({ "x-hint": "The person who answers questions about guests' personal data, by name." }),
    role: wordsInEveryLanguage,
    email: z.email("must be an e-mail address"),
    phone: z.string().regex(/^\+?[\d\s-]{6,20}$/, "must be a phone number such as +91 731 123 4567"),
  }),
  /** Months after the last message that an inquiry's WhatsApp chat and e-mails are deleted, when no stay follows. */
  chatMonths: z.number().int().positive("must be more than 0").max(36, "must be at most 36 months"),
  /** The most days the hotel takes to answer a request about personal data (the Rules allow at most 90). */
  answerDays: z
    .number()
    .int()
    .positive("must be more than 0")
    .max(90, "must be at most 90 days, as the DPDP Rules allow"),
});
export type Privacy = z.infer<typeof privacySchema>;
