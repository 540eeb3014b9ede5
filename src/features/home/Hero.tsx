import { ChevronDown } from "lucide-react";
import { Photo } from "@/components/media/Photo";
import { buttonVariants } from "@/components/ui/button";
import { localePath, type Locale } from "@/lib/i18n/i18n";
import { cn } from "@/lib/look/utils";
import type { Photo as PhotoData } from "@/content/schema/hotel";
import type { HomeStrings } from "@/content/schema/words";

type HeroProps = {
  locale: Locale;
  siteName: string;
  welcome: string;
  photo: PhotoData;
  strings: HomeStrings["hero"];
  /** The id of the section the scroll indicator leads to. */
  nextSectionId: string;
};

export const heroPhotoSizes = "100vw";
/** Under a dark veil a lighter encoding does not show, and the largest paint comes sooner on 4G. */
export const heroPhotoQuality = 55;

const onPhotoFocus = "focus-visible:outline-white";

/**
 * The full-screen welcome. It reaches up under the translucent navbar; a dark veil keeps the
 * white text readable on any photo, and on the dark ground if the photo does not load.
 * It stops just short of the screen's foot (88svh): the next section peeking in invites a scroll,
 * and Chromium does not count an image covering the whole viewport as the largest paint, so the
 * hero photo would never be the page's measured LCP.
 */
export function Hero({ locale, siteName, welcome, photo, strings, nextSectionId }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative -mt-16 flex min-h-[88svh] items-center justify-center overflow-hidden bg-neutral-900 text-white"
    >
      <Photo
        photo={photo}
        alt={strings.photoAlt}
        sizes={heroPhotoSizes}
        quality={heroPhotoQuality}
        priority
        className="absolute inset-0 size-full bg-neutral-900 [&>span]:invisible"
      />
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-b from-black/70 via-black/55 to-black/75" />
      <div className="relative mx-auto max-w-4xl px-4 pt-28 pb-32 text-center sm:px-6">
        <h1 id="hero-heading" className="text-4xl font-bold tracking-tight text-balance sm:text-6xl lg:text-7xl">
          <span className="block text-xl font-medium tracking-normal text-white/90 sm:text-3xl">{welcome}</span>
          <span className="mt-3 block">{siteName}</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-white/90 sm:text-xl">{strings.tagline}</p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <a
            href={localePath(locale, "/booking")}
            className={cn(buttonVariants({ size: "lg" }), "h-12 px-8", onPhotoFocus)}
          >
            {strings.reserve}
          </a>
          <a
            href={localePath(locale, "/rooms")}
            className={cn(
              buttonVariants({ variant: "outline", size: "lg" }),
              "h-12 border-white/80 bg-white/10 px-8 text-white hover:bg-white/20 hover:text-white dark:border-white/80 dark:bg-white/10 dark:hover:bg-white/20",
              onPhotoFocus,
            )}
          >
            {strings.exploreRooms}
          </a>
        </div>
      </div>
      <a
        href={`#${nextSectionId}`}
        className={cn(
          "absolute bottom-6 left-1/2 flex size-12 -translate-x-1/2 items-center justify-center rounded-full border border-white/50 text-white transition-colors hover:bg-white/15",
          onPhotoFocus,
        )}
      >
        <ChevronDown className="size-6 motion-safe:animate-bounce" aria-hidden="true" />
        <span className="sr-only">{strings.scrollToNext}</span>
      </a>
    </section>
  );
}
