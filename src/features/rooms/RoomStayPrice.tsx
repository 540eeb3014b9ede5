import { lazy, Suspense, useState } from "react";
import { DateFieldPlaceholder } from "@/components/forms/LazyDatePicker";
import type { StayField } from "@/components/forms/StayDatePickers";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import type { StayDates } from "@/lib/dates";
import type { Locale } from "@/lib/i18n";
import { words } from "@/content/read/island-words/room-stay";

let dateFields: Promise<typeof import("./RoomStayDates")> | undefined;
const loadDateFields = () => (dateFields ??= import("./RoomStayDates"));
const RoomStayDates = lazy(loadDateFields);

type RoomStayPriceProps = {
  locale: Locale;
  /** The room's slug: its rates and availability marks come with the date fields' code (read/rates.ts). */
  room: string;
};

/**
 * Beside a room's "from" price: the guest picks dates and reads the total for the room in every
 * plan, priced by the one engine. The calendars load when a date field is pressed.
 */
function RoomStayPrice({ locale, room }: RoomStayPriceProps) {
  const strings = words("room-stay", locale);
  const [dates, setDates] = useState<StayDates>({ checkIn: null, checkOut: null });
  const [openField, setOpenField] = useState<StayField | null>(null);
  const placeholders = (busy: boolean) =>
    (["checkIn", "checkOut"] as const).map((field) => (
      <DateFieldPlaceholder
        key={field}
        id={`room-stay-${field}`}
        label={strings[field]}
        placeholder={strings.pickDate}
        busy={busy && openField === field}
        onPress={() => setOpenField(field)}
      />
    ));
  return (
    // js-only: without JavaScript the date fields could do nothing; the "from" price and the plans stay readable.
    <section aria-labelledby="room-stay-heading" className="js-only rounded-lg border p-4 sm:p-5">
      <h2 id="room-stay-heading" className="text-base font-semibold">
        {strings.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{strings.intro}</p>
      {openField || dates.checkIn ? (
        <Suspense fallback={<div className="mt-3 grid gap-3 sm:grid-cols-2">{placeholders(true)}</div>}>
          <RoomStayDates
            locale={locale}
            room={room}
            dates={dates}
            onChange={setDates}
            openField={openField}
            strings={strings}
          />
        </Suspense>
      ) : (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">{placeholders(false)}</div>
      )}
    </section>
  );
}

export default withErrorBoundary(RoomStayPrice);
