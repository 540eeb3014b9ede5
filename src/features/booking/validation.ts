import * as z from "zod/mini";
import { contactDetailsRules, type ContactRuleMessages } from "@/lib/forms/contact-rules";
import { isBefore } from "date-fns";
import { firstCheckInDay, parseIsoDate } from "@/lib/dates/dates";
import { firstProblem, type StepProblem as FormStepProblem } from "@/lib/forms/step-rules";
import { isGuestOption, type BookingField, type BookingValues } from "./booking-form";
import type { BookingStrings } from "@/content/schema/words";
import { isRoomSlug } from "@/content/read/rooms";

export const wizardSteps = ["guest", "booking", "confirmation"] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** What stops a step: the message to show and the fields it is about. */
export type StepProblem = FormStepProblem<BookingField>;

type ErrorStrings = BookingStrings["errors"];

const checked = (test: (value: string) => boolean, message: string) => z.string().check(z.refine(test, message));
const realDate = (value: string) => parseIsoDate(value) !== null;

/**
 * Each step's rules as zod schemas, in the order the specification checks them: the first
 * schema that fails gives the message, so a missing field is reported before a malformed one,
 * and a check-in already past before the order of the dates.
 */
export function stepRules(
  errors: ErrorStrings,
  contactErrors: ContactRuleMessages,
  /** The visitor's today, read at each check: a tab left open overnight must not send yesterday's check-in. */
  today: () => Date = () => new Date(),
): StepRules {
  const dates = {
    checkIn: checked(realDate, errors.bookingRequired),
    checkOut: checked(realDate, errors.bookingRequired),
  };
  const stay = [
    z.object({
      checkIn: checked((value) => !isBefore(parseIsoDate(value)!, firstCheckInDay(today())), errors.pastCheckIn),
    }),
    z.object({ checkIn: z.string(), checkOut: z.string() }).check(
      z.refine(({ checkIn, checkOut }) => parseIsoDate(checkIn)! < parseIsoDate(checkOut)!, {
        message: errors.dateOrder,
        path: ["checkOut"],
      }),
    ),
  ];
  return {
    guest: contactDetailsRules(contactErrors),
    booking: [
      z.object({
        ...dates,
        roomType: checked(isRoomSlug, errors.bookingRequired),
        guests: checked(isGuestOption, errors.bookingRequired),
      }),
      ...stay,
    ],
    // A group inquiry names no room type and no guests per room: its two numbers are the rooms' check.
    group: [z.object(dates), ...stay],
    confirmation: [],
  };
}

/** Each step's rules, and the stay step's for a group inquiry. */
export type StepRules = Record<WizardStep | "group", z.ZodMiniType[]>;

/** The first problem that keeps `step` from being left forwards, or null when it validates. */
export function stepProblem(
  rules: StepRules,
  step: WizardStep,
  values: BookingValues & { group?: boolean },
): StepProblem | null {
  return firstProblem<BookingField>(rules[step === "booking" && values.group ? "group" : step], values);
}
