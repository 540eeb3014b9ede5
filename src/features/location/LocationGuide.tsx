import { Section } from "@/components/layout/Section";
import {
  Bus,
  Car,
  Castle,
  ExternalLink,
  Footprints,
  Gem,
  Landmark,
  MapPin,
  Plane,
  ShoppingBag,
  TrainFront,
  UtensilsCrossed,
  type LucideIcon,
} from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { fill } from "@/lib/i18n/format";
import { localePath, type Locale } from "@/lib/i18n/i18n";
import { directionsUrl } from "@/lib/links/links";
import { distanceFigures } from "@/lib/dates/units";
import { cn } from "@/lib/look/utils";
import { SectionHeading } from "@/components/layout/SectionHeading";
import { Card } from "@/components/ui/card";
import type { AttractionIcon, Site, TransportHub } from "@/content/schema/hotel";
import type { HomeStrings } from "@/content/schema/words";
import type { attractionsIn, transportHubsIn } from "@/content/read/home";

/** The content names icons by key; this maps them to lucide icons (static SVG in the HTML). */
const attractionIcons: Record<AttractionIcon, LucideIcon> = {
  temple: Landmark,
  palace: Castle,
  market: ShoppingBag,
  food: UtensilsCrossed,
  gem: Gem,
};
const hubIcons: Record<TransportHub["icon"], LucideIcon> = { plane: Plane, train: TrainFront, bus: Bus };

type LocationGuideProps = {
  locale: Locale;
  site: Site;
  attractions: ReturnType<typeof attractionsIn>;
  hubs: ReturnType<typeof transportHubsIn>;
  strings: HomeStrings["location"];
};

/** What is near the hotel and how to get here, with directions to the hotel's map position. */
export function LocationGuide({ locale, site, attractions, hubs, strings }: LocationGuideProps) {
  return (
    <Section id="location" aria-labelledby="location-heading" className="render-when-near" spacing="home">
      <SectionHeading id="location-heading" eyebrow={strings.eyebrow} title={strings.heading} intro={strings.intro} />
      <div className="mt-12 grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h3 className="text-xl font-semibold">{strings.attractionsHeading}</h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {attractions.map((place) => (
              <AttractionCard key={place.slug} place={place} locale={locale} strings={strings} />
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-8">
          <TransportHubs hubs={hubs} strings={strings} />
          <AddressCard site={site} locale={locale} strings={strings} />
        </div>
      </div>
    </Section>
  );
}

type Attraction = LocationGuideProps["attractions"][number];
type GuideWords = LocationGuideProps["strings"];

/** A place near the hotel: what it is, how far, and how long on foot or by car. */
function AttractionCard({ place, locale, strings }: { place: Attraction; locale: Locale; strings: GuideWords }) {
  const Icon = attractionIcons[place.icon];
  const TravelIcon = place.travelMode === "walk" ? Footprints : Car;
  const distance = distanceFigures(place.distanceMiles, locale);
  return (
    <Card asChild className="flex gap-4 p-4">
      <li>
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h4 className="font-semibold">{place.name}</h4>
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{place.category}</p>
          <p className="mt-2 text-sm text-pretty text-muted-foreground">{place.description}</p>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4 text-primary" aria-hidden="true" />
              <span aria-hidden="true">{fill(strings.distance, distance)}</span>
              <span className="sr-only">{fill(strings.distanceLong, distance)}</span>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <TravelIcon className="size-4 text-primary" aria-hidden="true" />
              {fill(place.travelMode === "walk" ? strings.walk : strings.drive, {
                minutes: place.travelMinutes,
              })}
            </span>
          </p>
        </div>
      </li>
    </Card>
  );
}

/** The ways into the city (airport, railway, bus), each with how to come and the minutes it takes. */
function TransportHubs({ hubs, strings }: { hubs: LocationGuideProps["hubs"]; strings: GuideWords }) {
  return (
    <div>
      <h3 className="text-xl font-semibold">{strings.transportHeading}</h3>
      <Card asChild className="mt-4 divide-y">
        <ul>
          {hubs.map((hub) => {
            const Icon = hubIcons[hub.icon];
            return (
              <li key={hub.slug} className="flex items-center gap-4 p-4">
                <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{hub.name}</p>
                  <p className="text-sm text-muted-foreground">{hub.method}</p>
                </div>
                <p className="shrink-0 text-lg font-semibold tabular-nums">
                  {fill(strings.hubTime, { minutes: hub.minutes })}
                </p>
              </li>
            );
          })}
        </ul>
      </Card>
    </div>
  );
}

/** The hotel's postal address, directions to it on a map, and a link to plan a visit. */
function AddressCard({ site, locale, strings }: { site: Site; locale: Locale; strings: GuideWords }) {
  const { address } = site;
  return (
    <Card className="p-6">
      <h3 className="text-xl font-semibold">{strings.addressHeading}</h3>
      <address className="mt-3 flex gap-3 not-italic">
        <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {site.name}
          <br />
          {address.street}
          <br />
          {address.locality}, {address.region} {address.postalCode}
        </span>
      </address>
      <div className="mt-6 flex flex-col gap-3">
        <a
          href={directionsUrl(site.geo.latitude, site.geo.longitude)}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonVariants({ size: "lg" }), "w-full")}
        >
          {strings.directions}
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">{strings.directionsNewTab}</span>
        </a>
        <a
          href={localePath(locale, "/contact")}
          className={cn(buttonVariants({ variant: "outline", size: "lg" }), "w-full")}
        >
          {strings.planVisit}
        </a>
      </div>
    </Card>
  );
}
