import * as z from "zod/mini";
import type { ContactRuleMessages } from "@/lib/forms/contact-rules";
import { contactDetailsRules } from "@/lib/forms/contact-rules";
import { parseIsoDate } from "@/lib/dates/dates";
import { fill } from "@/lib/i18n/format";
import { latinDigits, wholeNumberOf } from "@/lib/i18n/text";
import { firstProblem, type StepProblem } from "@/lib/forms/step-rules";
import { choiceFields, isUsableDate, maxGuests, suggestHall, type EventField, type EventValues } from "./event-form";
import type { EventInquiryStrings } from "@/content/schema/words";

export const eventSteps = ["event", "venue", "contact"] as const;
export type EventStep = (typeof eventSteps)[number];
export type EventProblem = StepProblem<EventField>;

/** What the rules need to know beyond the values: today's date and the halls that exist. */
export type RuleContext = { today: Date; halls: readonly string[] };

const check = (test: (value: string) => boolean, message: string) => z.string().check(z.refine(test, message));
const filled = (value: string) => value.trim() !== "";

/** A whole number from `min` to `max`, written in digits of either script ("६" is 6). */
export function isWholeNumberIn(value: string, min: number, max: number): boolean {
  const n = wholeNumberOf(value);
  return n !== null && n >= min && n <= max;
}

/** An amount of money, in digits of either script, with at most two decimals; null when the text is not one. */
export function amountOf(value: string): number | null {
  const digits = latinDigits(value).trim();
  return /^\d{1,7}(\.\d{1,2})?$/.test(digits) && Number(digits) > 0 ? Number(digits) : null;
}

/** An amount of money: digits with at most two decimals, more than zero. */
export function isAmount(value: string): boolean {
  return amountOf(value) !== null;
}

/** Rooms for guests: both left empty, or rooms from 1 to 99 and nights from 1 to 30. */
export function isRoomRequest(rooms: string, nights: string): boolean {
  if (rooms.trim() === "" && nights.trim() === "") return true;
  return isWholeNumberIn(rooms, 1, 99) && isWholeNumberIn(nights, 1, 30);
}

/**
 * Each step's rules as zod schemas in the order they are checked; the first that fails gives the
 * message. Name, e-mail and phone follow the rules and messages both inquiry wizards share.
 */
export function eventStepRules(
  errors: EventInquiryStrings["errors"],
  contactMessages: ContactRuleMessages,
  { today, halls }: RuleContext,
): Record<EventStep, z.ZodMiniType[]> {
  const realDate = (value: string) => parseIsoDate(value) !== null;
  const guestsMessage = fill(errors.guests, { max: maxGuests });
  return {
    event: [
      z.object({
        eventType: check(choiceFields.eventType, errors.eventRequired),
        date: check(realDate, errors.eventRequired),
        slot: check(choiceFields.slot, errors.eventRequired),
        guests: check(filled, errors.eventRequired),
      }),
      z.object({ date: check((value) => isUsableDate(value, today), errors.pastDate) }),
      z.object({ alternateDate: check((value) => value === "" || isUsableDate(value, today), errors.alternatePast) }),
      z.object({ date: z.string(), alternateDate: z.string() }).check(
        z.refine(({ date, alternateDate }) => alternateDate !== date, {
          message: errors.alternateSame,
          path: ["alternateDate"],
        }),
      ),
      z.object({ guests: check((value) => isWholeNumberIn(value, 1, maxGuests), guestsMessage) }),
    ],
    venue: [
      z.object({
        hall: check((value) => value === suggestHall || halls.includes(value), errors.venueRequired),
        layout: check(choiceFields.layout, errors.venueRequired),
        catering: check(choiceFields.catering, errors.venueRequired),
      }),
      z.object({ budget: check((value) => value.trim() === "" || isAmount(value), errors.budget) }),
      z
        .object({ rooms: z.string(), nights: z.string() })
        .check(
          z.refine(({ rooms, nights }) => isRoomRequest(rooms, nights), { message: errors.rooms, path: ["rooms"] }),
        ),
    ],
    contact: contactDetailsRules(contactMessages),
  };
}

/** The first problem that keeps `step` from being left forwards, or null when it validates. */
export function eventStepProblem(
  rules: Record<EventStep, z.ZodMiniType[]>,
  step: EventStep,
  values: EventValues,
): EventProblem | null {
  const problem = firstProblem<EventField>(rules[step], values);
  // The rooms rule is about both fields.
  if (problem?.fields.includes("rooms")) problem.fields = ["rooms", "nights"];
  return problem;
}
