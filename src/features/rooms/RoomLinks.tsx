import { buttonVariants } from "@/components/ui/button";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { cn } from "@/lib/look/utils";
import { roomBookingPath, roomPagePath } from "./rooms-json-ld";
import type { RoomWithText } from "@/content/read/rooms";
import type { RoomsPageStrings } from "@/content/schema/words";

type RoomLinksProps = {
  room: Pick<RoomWithText, "slug" | "name">;
  locale: Locale;
  strings: Pick<RoomsPageStrings, "bookNow" | "bookNowRoom">;
  /** 'Room details': the link to the room's own page. */
  detailsLabel: string;
  /** Side by side in a row from the small breakpoint up, each as wide as its words (the home page). */
  inline?: boolean;
};

/**
 * A room card's two links, 'Book Now' (the booking form with the room chosen) and 'Room details'
 * (the room's own page), each naming the room to a screen reader.
 */
export function RoomLinks({ room, locale, strings, detailsLabel, inline = false }: RoomLinksProps) {
  const width = inline ? "w-full sm:w-auto" : "w-full";
  return (
    <div className={cn("mt-auto grid grid-cols-2 gap-3", inline && "sm:flex")}>
      <a href={roomBookingPath(locale, room.slug)} className={cn(buttonVariants({ size: "lg" }), width)}>
        {strings.bookNow}
        <span className="sr-only">, {fill(strings.bookNowRoom, { room: room.name })}</span>
      </a>
      <a
        href={roomPagePath(locale, room.slug)}
        className={cn(buttonVariants({ variant: "outline", size: "lg" }), width)}
      >
        {detailsLabel}
        <span className="sr-only">: {room.name}</span>
      </a>
    </div>
  );
}
