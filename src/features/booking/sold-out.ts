import type { Locale as DateLocale } from "date-fns";
import { soldOutStay } from "@/lib/stay/availability";
import { parseIsoDate } from "@/lib/dates/dates";
import { fill } from "@/lib/i18n/format";
import type { StayPricing } from "@/content/read/rates";
import type { BookingStrings } from "@/content/schema/words";
import { formatStayDate } from "./inquiry";
import type { BookingValues, RoomChoice } from "./booking-form";

/** A stay that takes a night the room is sold out: what to say, and the rooms to offer instead. */
export type SoldOutNotice = { message: string; offers: { slug: string; label: string }[]; noneFree: string | null };

/**
 * The wizard's refusal of a stay with a night its room is sold out on (src/content/availability.json):
 * the room and the first such night named, and every other room free on all the stay's nights.
 * Null while the room or a date is missing, or when no night is sold out.
 */
export function soldOutNotice(
  values: Pick<BookingValues, "roomType" | "checkIn" | "checkOut">,
  pricing: StayPricing,
  rooms: readonly Pick<RoomChoice, "slug" | "name">[],
  s: BookingStrings["availability"],
  dateLocale: DateLocale | undefined,
): SoldOutNotice | null {
  if (!values.roomType || !values.checkIn || !values.checkOut) return null;
  const slugs = rooms.map((room) => room.slug);
  const stay = { room: values.roomType, checkIn: values.checkIn, checkOut: values.checkOut };
  const soldOut = soldOutStay(pricing.availability.marks, slugs, stay);
  if (!soldOut) return null;
  const nameOf = (slug: string) => rooms.find((room) => room.slug === slug)?.name ?? slug;
  const night = formatStayDate(parseIsoDate(soldOut.night)!, dateLocale);
  return {
    message: fill(s.soldOut, { room: nameOf(soldOut.room), date: night }),
    offers: soldOut.freeRooms.map((slug) => ({ slug, label: fill(s.switchRoom, { room: nameOf(slug) }) })),
    noneFree: soldOut.freeRooms.length === 0 ? s.noRoomFree : null,
  };
}
