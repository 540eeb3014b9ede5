import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { BedDouble, Ruler, Users } from "lucide-react";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import type { PriceLine } from "@/lib/stay/price";
import { RoomLinks } from "./RoomLinks";
import { roomPagePath } from "./rooms-json-ld";
import type { RoomWithText } from "@/content/read/rooms";
import type { RoomsPageStrings } from "@/content/schema/words";

type RoomCardProps = {
  room: RoomWithText;
  locale: Locale;
  strings: RoomsPageStrings;
  /** The nightly price as the site shows every price (src/lib/stay/price.ts). */
  price: PriceLine;
  /** 'Room details': the link to the room's own page. */
  detailsLabel: string;
  /** The photo carousel island (an Astro slot). */
  carousel?: ReactNode;
};

/** One room on the rooms page: photos, nightly price, facts, view, amenities and 'Book Now'. */
export function RoomCard({ room, locale, strings, price, detailsLabel, carousel }: RoomCardProps) {
  const headingId = `room-${room.slug}`;
  const facts = [
    { icon: Ruler, label: strings.sizeLabel, value: fill(strings.sizeValue, { size: room.sizeSqm }) },
    { icon: Users, label: strings.guestsLabel, value: fill(strings.guestsValue, { guests: room.guests }) },
    { icon: BedDouble, label: strings.bedsLabel, value: room.beds },
  ];
  return (
    <Card asChild className="render-when-near flex scroll-mt-24 flex-col overflow-hidden">
      <article id={room.slug} aria-labelledby={headingId}>
        <div className="relative">
          {carousel}
          <p className="pointer-events-none absolute top-3 left-3 rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground shadow-md">
            {price.withUnit}
            {price.tax && <span className="font-normal"> {price.tax}</span>}
          </p>
        </div>
        <div className="flex flex-1 flex-col gap-5 p-5 sm:p-6">
          <div>
            <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
              <a href={roomPagePath(locale, room.slug)} className="rounded-sm hover:underline">
                {room.name}
              </a>
            </h2>
            <p className="mt-2 text-pretty text-muted-foreground">{room.description}</p>
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            {facts.map(({ icon: Icon, label, value }) => (
              <div key={label} className="flex flex-col items-center gap-1 rounded-lg border p-2 text-center">
                {/* The icon sits inside the <dt>: a <dl>'s <div> may hold only <dt> and <dd>. */}
                <dt className="flex flex-col items-center gap-1 text-xs text-muted-foreground">
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                  {label}
                </dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="rounded-lg bg-muted px-4 py-3 text-sm">
            <span className="font-semibold">{strings.viewLabel}</span> {room.view}
          </p>
          <ul aria-label={strings.amenitiesLabel} className="flex flex-wrap gap-2">
            {room.amenities.map((amenity) => (
              <li
                key={amenity}
                className="rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground"
              >
                {amenity}
              </li>
            ))}
          </ul>
          <RoomLinks room={room} locale={locale} strings={strings} detailsLabel={detailsLabel} />
        </div>
      </article>
    </Card>
  );
}
