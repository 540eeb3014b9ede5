import type { ReactNode } from "react";
import { Accessibility, BedDouble, Baby, Eye, MessageCircle, Ruler, Users, UtensilsCrossed } from "lucide-react";
import { PolicySummary, type PolicySummaryProps } from "@/components/stay/PolicySummary";
import { buttonVariants } from "@/components/ui/button";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import type { PriceLine } from "@/lib/stay/price";
import { cn } from "@/lib/look/utils";
import { roomActionIds, roomBookHref } from "./room-actions";
import { roomPagePath } from "./rooms-json-ld";
import type { RoomAccess } from "@/content/read/room-access";
import type { RoomWithText } from "@/content/read/rooms";
import type { RoomPageStrings } from "@/content/schema/words";

type RoomDetailProps = {
  room: RoomWithText;
  locale: Locale;
  strings: RoomPageStrings;
  price: PriceLine;
  /** The children and extra-bed rule, and the meal plan, already in words. */
  childrenRule: string;
  mealPlan: string;
  /** Home › Rooms › this room. */
  breadcrumbs: { name: string; href: string }[];
  /** The WhatsApp link with a message naming the room and this page (the dates island adds the dates picked). */
  whatsappHref: string;
  policies: PolicySummaryProps;
  /** The type's accessible room, when it holds one. */
  access: RoomAccess | null;
  otherRooms: { slug: string; name: string }[];
  /** The photo carousel island (an Astro slot). */
  carousel?: ReactNode;
  /** The photo grid that opens the lightbox (an Astro slot). */
  photoGrid?: ReactNode;
  /** The dates and the totals in every plan (an Astro slot). */
  stayPrice?: ReactNode;
};

/** Both actions at least 44 px tall and as tall as each other (stretched side by side), wrapping long words. */
const actionClass = "h-auto min-h-11 py-2 whitespace-normal sm:flex-1 lg:flex-none";

/** A room's own page: photos, price, every fact a guest asks about, the policy summary, and the ways to book or ask. */
export function RoomDetail(props: RoomDetailProps) {
  const { room, locale, strings, price, childrenRule, mealPlan, breadcrumbs, whatsappHref, policies } = props;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Breadcrumbs label={strings.breadcrumbLabel} crumbs={breadcrumbs} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="overflow-hidden rounded-xl border">{props.carousel}</div>
        <div className="flex flex-col gap-5">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{room.name}</h1>
          <p className="text-lg">
            <span className="sr-only">{strings.priceLabel}: </span>
            <span className="text-2xl font-bold text-primary">{price.withUnit}</span>
            {price.tax && <span className="text-muted-foreground"> {price.tax}</span>}
          </p>
          <p className="text-pretty text-muted-foreground">{room.description}</p>
          {props.stayPrice}
          <RoomActions bookHref={roomBookHref(locale, room.slug)} whatsappHref={whatsappHref} strings={strings} />
        </div>
      </div>
      {/*
       * Below the first screen, each block its own render-when-near: on a phone the facts start within
       * what the browser counts as near (global.css), so a single block around all of them was drawn
       * whole in the first frame, the amenities, the photos and the policies too. The facts, always
       * near, are no block of their own.
       */}
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-10">
          <RoomFacts room={room} strings={strings} childrenRule={childrenRule} mealPlan={mealPlan} />
          <section aria-labelledby="room-amenities-heading" className="render-when-near">
            <h2 id="room-amenities-heading" className="text-xl font-semibold">
              {strings.amenitiesHeading}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {room.amenities.map((amenity) => (
                <li
                  key={amenity}
                  className="rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground"
                >
                  {amenity}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="room-photos-heading" className="render-when-near">
            <h2 id="room-photos-heading" className="text-xl font-semibold">
              {strings.photosHeading}
            </h2>
            <div className="mt-4">{props.photoGrid}</div>
          </section>
        </div>
        {/* The accessible room beside the facts on a desktop, after the photos on a phone, so the grid stays within the photos' loading reach. */}
        <aside className="render-when-near flex flex-col gap-6">
          {props.access && <AccessibleRoom {...props.access} />}
          <PolicySummary {...policies} />
          <OtherRooms heading={strings.otherRooms} rooms={props.otherRooms} locale={locale} />
        </aside>
      </div>
    </div>
  );
}

type Crumb = RoomDetailProps["breadcrumbs"][number];

/** Where the page sits: each step a link, the last one the page itself. */
function Breadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {last ? (
                <a href={crumb.href} aria-current="page" className="font-medium text-foreground">
                  {crumb.name}
                </a>
              ) : (
                <>
                  <a href={crumb.href} className="underline underline-offset-4 hover:text-foreground">
                    {crumb.name}
                  </a>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The two ways to act on the room: book it, or ask about it on WhatsApp (in a new tab). Plain links,
 * followed at once; the dates island (RoomStayPrice) points them at the dates the guest picks.
 */
function RoomActions({
  bookHref,
  whatsappHref,
  strings,
}: {
  bookHref: string;
  whatsappHref: string;
  strings: RoomPageStrings;
}) {
  return (
    // flex-1 only side by side: in a column its zero basis overrides the height, and a link shrinks to its text.
    <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
      <a id={roomActionIds.book} href={bookHref} className={cn(buttonVariants({ size: "lg" }), actionClass)}>
        {strings.bookThisRoom}
      </a>
      <a
        id={roomActionIds.ask}
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(buttonVariants({ variant: "outline", size: "lg" }), actionClass)}
      >
        <MessageCircle aria-hidden="true" />
        {strings.askOnWhatsApp}
        <span className="sr-only"> {strings.newTab}</span>
      </a>
    </div>
  );
}

type RoomFactsProps = Pick<RoomDetailProps, "room" | "strings" | "childrenRule" | "mealPlan">;

/** What a guest asks first: size, beds, view, guests, children and extra beds, meals. */
function RoomFacts({ room, strings, childrenRule, mealPlan }: RoomFactsProps) {
  const facts = [
    { icon: Ruler, label: strings.sizeLabel, value: fill(strings.sizeValue, { size: room.sizeSqm }) },
    { icon: BedDouble, label: strings.bedsLabel, value: room.beds },
    { icon: Eye, label: strings.viewLabel, value: room.view },
    { icon: Users, label: strings.guestsLabel, value: fill(strings.guestsValue, { guests: room.guests }) },
    { icon: Baby, label: strings.childrenLabel, value: childrenRule },
    { icon: UtensilsCrossed, label: strings.mealPlanLabel, value: mealPlan },
  ];
  return (
    <section aria-labelledby="room-facts-heading">
      <h2 id="room-facts-heading" className="text-xl font-semibold">
        {strings.factsHeading}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-lg border p-3">
            <dt className="flex items-center gap-3 text-sm text-muted-foreground">
              <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              {label}
            </dt>
            <dd className="pl-8 font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Links to the hotel's other room types. */
function OtherRooms({
  heading,
  rooms,
  locale,
}: {
  heading: string;
  rooms: RoomDetailProps["otherRooms"];
  locale: Locale;
}) {
  return (
    <nav aria-labelledby="other-rooms-heading" className="rounded-lg border p-4 sm:p-5">
      <h2 id="other-rooms-heading" className="text-base font-semibold">
        {heading}
      </h2>
      <ul className="mt-2 text-sm">
        {rooms.map((other) => (
          <li key={other.slug}>
            <a
              href={roomPagePath(locale, other.slug)}
              className="inline-block py-1.5 text-primary underline underline-offset-4 hover:no-underline"
            >
              {other.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What the type's accessible room has, so a wheelchair user can ask for it by name. */
function AccessibleRoom({ heading, intro, lines, book }: RoomAccess) {
  return (
    <section aria-labelledby="room-access-heading" className="rounded-lg border p-4 text-sm sm:p-5">
      <h2 id="room-access-heading" className="flex items-center gap-2 text-base font-semibold">
        <Accessibility className="size-5 text-primary" aria-hidden="true" />
        {heading}
      </h2>
      <p className="mt-3">{intro}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 marker:text-primary">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-3 text-muted-foreground">{book}</p>
    </section>
  );
}
