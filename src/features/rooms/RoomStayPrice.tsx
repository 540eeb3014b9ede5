import { useState } from "react";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import type { StayDates } from "@/lib/dates";
import type { Locale } from "@/lib/i18n";
import { words } from "@/content/read/island-words/room-stay";
import RoomStayDates from "./RoomStayDates";

type RoomStayPriceProps = {
  locale: Locale;
  /** The room's slug: its rates and availability marks come with the date fields' code (read/rates.ts). */
  room: string;
};

/**
 * Beside a room's "from" price: the guest picks dates and reads the total for the room in every
 * plan, priced by the one engine. The calendars and the rates come with the island's code.
 */
function RoomStayPrice({ locale, room }: RoomStayPriceProps) {
  const strings = words("room-stay", locale);
  const [dates, setDates] = useState<StayDates>({ checkIn: null, checkOut: null });
  return (
    // js-only: without JavaScript the date fields could do nothing; the "from" price and the plans stay readable.
    <section aria-labelledby="room-stay-heading" className="js-only rounded-lg border p-4 sm:p-5">
      <h2 id="room-stay-heading" className="text-base font-semibold">
        {strings.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{strings.intro}</p>
      <RoomStayDates locale={locale} room={room} dates={dates} onChange={setDates} strings={strings} />
    </section>
  );
}

export default withErrorBoundary(RoomStayPrice);
