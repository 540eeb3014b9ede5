import type { CSSProperties } from "react";
import { Card } from "@/components/ui/card";
import { ArrowRight } from "lucide-react";
import { ServiceIcon } from "@/components/icons/ServiceIcon";
import { Photo } from "@/components/media/Photo";
import type { AmenityWithText } from "@/content/read/amenities";
import { entranceStyle } from "@/lib/look/entrance";

type AmenityCardsProps = {
  amenities: AmenityWithText[];
  label: string;
  /** An amenity's own page in the visitor's language ("/dining" → "/hi/dining"). */
  pathFor: (path: string) => string;
};

/** How wide an amenity's photo is drawn: the page's preload of the first one names the same. */
export const amenityPhotoSizes = "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** The amenities page's cards: photo, icon, title and description, rising in one after another (CSS only: src/lib/look/entrance.ts). */
export function AmenityCards({ amenities, label, pathFor }: AmenityCardsProps) {
  return (
    <ul aria-label={label} className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {amenities.map((amenity, i) => (
        <Card asChild key={amenity.slug} className="animate-enter flex flex-col overflow-hidden">
          <li style={entranceStyle(i, amenities.length) as CSSProperties}>
            <div className="relative">
              <Photo
                photo={amenity.photo}
                alt={amenity.photoAlt}
                sizes={amenityPhotoSizes}
                priority={i === 0}
                className="aspect-[3/2]"
              />
              <span className="absolute -bottom-6 left-5 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-md ring-4 ring-card">
                <ServiceIcon icon={amenity.icon} className="size-6" />
              </span>
            </div>
            <div className="flex flex-1 flex-col gap-2 p-5 pt-9 sm:p-6 sm:pt-10">
              <h2 className="text-xl font-semibold tracking-tight">{amenity.title}</h2>
              <p className="text-pretty text-muted-foreground">{amenity.description}</p>
              {amenity.href && amenity.linkLabel && (
                <a
                  href={pathFor(amenity.href)}
                  className="mt-auto inline-flex items-center gap-1.5 self-start rounded-sm pt-2 font-medium text-primary underline-offset-4 hover:underline"
                >
                  {amenity.linkLabel}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </a>
              )}
            </div>
          </li>
        </Card>
      ))}
    </ul>
  );
}
