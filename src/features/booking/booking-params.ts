import { isBefore } from "date-fns";
import { firstCheckInDay, parseIsoDate } from "@/lib/dates/dates";
import { parseBookingParams, parseBookingParty } from "@/lib/links/links";
import {
  maxChildAge,
  maxChildrenPerRoom,
  needsExtraBed,
  type ChildrenRules,
  type RoomBeds,
} from "@/lib/stay/occupancy";
import { emptyBooking, usableStay, type BookingValues } from "./booking-form";
import { changeRoom, roomRequestOf, roomsOf, type BookingInquiry, type BookingRoom } from "./rooms";
import type { BookingPageStrings } from "@/content/schema/words";

/** The page's sentences for dropped dates, room and guests, and the plan's (which comes with the wizard's code). */
type LinkNoticeWords = BookingPageStrings["linkNotice"] & { plan: string };

/**
 * A link value the wizard could not take, for the one line that says so: dates already past, dates
 * that are not real or not in order, a room the hotel does not have, a guest count it does not offer,
 * a plan the room does not have.
 */
export type DroppedLinkValue = "dates-past" | "dates-invalid" | "room" | "guests" | "plan";

/**
 * The stay a link asks for, as of `today`, and what it asked for that could not be taken. Each
 * parameter is judged on its own and left out when it is not a real date, lies in the past, or
 * does not fit the others; the dates are named once (as past when either had passed).
 */
export function readBookingLink(
  search: string | URLSearchParams,
  today: Date,
): { values: Partial<BookingValues>; dropped: DroppedLinkValue[] } {
  const { room, ...stay } = parseBookingParams(search);
  const values = usableStay({ ...stay, roomType: room }, today);
  const droppedDates = (["checkIn", "checkOut"] as const).filter((key) => stay[key] !== undefined && !values[key]);
  const past = droppedDates.some((key) => {
    const date = parseIsoDate(stay[key]);
    return date !== null && isBefore(date, firstCheckInDay(today));
  });
  const dropped: DroppedLinkValue[] = [];
  if (droppedDates.length > 0) dropped.push(past ? "dates-past" : "dates-invalid");
  if (room !== undefined && !values.roomType) dropped.push("room");
  if (stay.guests !== undefined && !values.guests) dropped.push("guests");
  else if (partyDropped(search)) dropped.push("guests");
  return { values, dropped };
}

/** The stay a link asks for, as of `today`: what readBookingLink takes. */
export function readBookingParams(search: string | URLSearchParams, today: Date): Partial<BookingValues> {
  return readBookingLink(search, today).values;
}

/** The line that names what the link asked for and the wizard dropped, in the page's words; null when nothing was. */
export function droppedLinkNotice(dropped: readonly DroppedLinkValue[], words: LinkNoticeWords): string | null {
  if (dropped.length === 0) return null;
  const sentence: Record<DroppedLinkValue, string> = {
    "dates-past": words.datesPast,
    "dates-invalid": words.datesInvalid,
    room: words.room,
    guests: words.guests,
    plan: words.plan,
  };
  return dropped.map((value) => sentence[value]).join(" ");
}

/**
 * The values the wizard starts with: the stored draft, overridden field by field by the link's
 * parameters. Where the two disagree on the dates (check-out not after check-in), the link's date
 * stands and the draft's gives way.
 */
export function startingValues(draft: Partial<BookingValues>, fromLink: Partial<BookingValues>): BookingValues {
  const values = { ...emptyBooking, ...draft, ...fromLink };
  const checkIn = parseIsoDate(values.checkIn);
  const checkOut = parseIsoDate(values.checkOut);
  if (checkIn && checkOut && checkOut <= checkIn) {
    if (fromLink.checkOut && !fromLink.checkIn) values.checkIn = "";
    else values.checkOut = "";
  }
  return values;
}

/** The most adults a link may ask for in room 1: the largest room sleeps four. */
const maxLinkAdults = 4;

/**
 * Room 1's party as a room page's link carries it (adults=2&children=4,9), in the form's strings:
 * adults a whole number from 1 to 4, each child's age a whole number from 0 to 17, at most four
 * children. A value that is not so is left out whole (ages are never guessed), for the wizard's
 * occupancy check to ask again.
 */
export function readPartyLink(search: string | URLSearchParams): Partial<Pick<BookingRoom, "adults" | "childAges">> {
  const { adults, children } = parseBookingParty(search);
  const party: Partial<Pick<BookingRoom, "adults" | "childAges">> = {};
  const count = adults !== undefined && /^\d{1,2}$/.test(adults) ? Number(adults) : 0;
  if (count >= 1 && count <= maxLinkAdults) party.adults = String(count);
  const ages = children?.split(",") ?? [];
  const wholeAges = ages.every((age) => /^\d{1,2}$/.test(age) && Number(age) <= maxChildAge);
  if (ages.length > 0 && ages.length <= maxChildrenPerRoom && wholeAges)
    party.childAges = ages.map((age) => String(Number(age)));
  return party;
}

/** Whether the link asked for adults or children that readPartyLink could not take. */
function partyDropped(search: string | URLSearchParams): boolean {
  const asked = parseBookingParty(search);
  const taken = readPartyLink(search);
  return (asked.adults !== undefined && !taken.adults) || (asked.children !== undefined && !taken.childAges);
}

/**
 * The wizard's values with room 1's party from a room page's link (readPartyLink): its adults are
 * room 1's guests and its children's ages room 1's (adults without children: none). The extra bed
 * is as the room page adds it: asked for when the party is one over the room's beds and the room
 * takes one, so the wizard prices the stay the page priced. Without a party in the link, nothing changes.
 */
export function withLinkParty<Values extends BookingInquiry>(
  values: Values,
  party: Partial<Pick<BookingRoom, "adults" | "childAges">>,
  beds: RoomBeds | undefined,
  rules: ChildrenRules,
): Values {
  if (party.adults === undefined && party.childAges === undefined) return values;
  const first = roomsOf(values)[0]!;
  const adults = party.adults ?? first.adults;
  const childAges = party.childAges ?? (party.adults === undefined ? first.childAges : []);
  const needsBed =
    beds !== undefined && needsExtraBed(beds, rules, roomRequestOf({ ...first, adults, childAges, extraBed: false }));
  return changeRoom(values, 0, { adults, childAges, extraBed: needsBed });
}

/**
 * Room 1's plan from a room page's link (plan=<id>): taken when it is one of room 1's type's plans
 * (`planIds`), else dropped and named, as a room or dates the wizard cannot take are. No plan in
 * the link: nothing taken, nothing dropped.
 */
export function readPlanLink(
  search: string | URLSearchParams,
  planIds: readonly string[],
): { ratePlan?: string; dropped: boolean } {
  const { plan } = parseBookingParty(search);
  if (plan === undefined) return { dropped: false };
  return planIds.includes(plan) ? { ratePlan: plan, dropped: false } : { dropped: true };
}

/** The wizard's values with room 1's plan from the link, when it is one of the room's plans (readPlanLink). */
export function withLinkPlan<Values extends BookingInquiry>(values: Values, plan: { ratePlan?: string }): Values {
  return plan.ratePlan === undefined ? values : changeRoom(values, 0, { ratePlan: plan.ratePlan });
}
