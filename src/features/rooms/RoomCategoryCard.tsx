import type { ReactNode } from "react";
import { Eye, Users } from "lucide-react";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import type { PriceLine } from "@/lib/stay/price";
import { amenityPreview } from "./room-display";
import { RoomLinks } from "./RoomLinks";
import { roomPagePath } from "./rooms-json-ld";
import { Card } from "@/components/ui/card";
import type { RoomWithText } from "@/content/read/rooms";
import type { RoomsPageStrings } from "@/content/schema/words";

type RoomCategoryCardProps = {
  room: RoomWithText;
  locale: Locale;
  strings: RoomsPageStrings;
  /** The nightly price as the site shows every price (src/lib/stay/price.ts). */
  price: PriceLine;
  /** 'Room details': the link to the room's own page. */
  detailsLabel: string;
  /** The auto-advancing photo carousel island (an Astro slot). */
  carousel?: ReactNode;
};

/** A room on the home page: photos, nightly price, guests, view, three amenities and '+N more', 'Book Now'. */
export function RoomCategoryCard({ room, locale, strings, price, detailsLabel, carousel }: RoomCategoryCardProps) {
  const s = strings.categories;
  const preview = amenityPreview(room.amenities);
  const headingId = `category-${room.slug}`;
  return (
    <Card asChild className="flex flex-col overflow-hidden">
      <article aria-labelledby={headingId}>
        {carousel}
        <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 id={headingId} className="text-2xl font-semibold tracking-tight">
              <a href={roomPagePath(locale, room.slug)} className="rounded-sm hover:underline">
                {room.name}
              </a>
            </h3>
            <p>
              <span className="text-2xl font-bold text-primary">{price.amount}</span>{" "}
              <span className="text-sm text-muted-foreground">{s.perNight}</span>
              {price.tax && <span className="text-sm text-muted-foreground"> {price.tax}</span>}
            </p>
          </div>
          <p className="text-pretty text-muted-foreground">{room.description}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Users className="size-4 text-primary" aria-hidden="true" />
              {fill(s.guestsValue, { guests: room.guests })}
            </li>
            <li className="flex items-center gap-2">
              <Eye className="size-4 text-primary" aria-hidden="true" />
              {fill(s.viewValue, { view: room.view })}
            </li>
          </ul>
          <ul aria-label={s.amenitiesLabel} className="flex flex-wrap gap-2">
            {preview.shown.map((amenity) => (
              <li
                key={amenity}
                className="rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground"
              >
                {amenity}
              </li>
            ))}
            {preview.more > 0 && (
              <li className="rounded-full border px-3 py-1 text-xs font-medium">
                <span aria-hidden="true">{fill(s.moreAmenities, { count: preview.more })}</span>
                <span className="sr-only">{fill(s.moreAmenitiesLabel, { count: preview.more })}</span>
              </li>
            )}
          </ul>
          <RoomLinks room={room} locale={locale} strings={strings} detailsLabel={detailsLabel} inline />
        </div>
      </article>
    </Card>
  );
}
