import { photoSrcSet, photoUrl, servedPhoto, type Photo as PhotoData, type ShownPhoto } from "@/lib/photos/photos";
import { clsx } from "clsx";
import { useState, useSyncExternalStore } from "react";

type PhotoProps = {
  /** From the content, or already served (an island's props): uploaded photos carry their AVIF/WebP srcsets. */
  photo: PhotoData | ShownPhoto;
  alt: string;
  /** The layout width the photo takes, for the browser's pick from the srcset. */
  sizes: string;
  /**
   * The page's largest photo: load at once with high priority. Every other photo is held back until
   * that one is painted or the visitor acts (see below), then loads lazily.
   */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  /** The photo host's JPEG/WebP/AVIF quality (1–100). */
  quality?: number;
  /** The widest the photo is ever drawn, in device pixels (its largest slot in `sizes` × 2): no larger width is offered. */
  maxWidth?: number;
};

/**
 * A responsive photo in a frame of its own size, so nothing shifts while it loads. If the photo
 * fails (the head script marks it), the frame shows the alt text instead of a broken image.
 * A photo uploaded through the editor comes from the site's own origin as AVIF, then WebP, then
 * its own format; a photo-host photo as the host's srcset.
 *
 * A photo that is not `priority` and comes from the server is held back: its <picture> is sent in a
 * <noscript> (what a browser without JavaScript shows) beside an empty slot, and the head script
 * (`bootScript`, src/page-scripts/theme.ts) moves it into the slot once the page's largest photo is
 * painted or the visitor scrolls, taps or presses a key. So no photo below the fold competes with
 * the one the page paints largest, even one the browser's lazy loading would start at once because
 * it is within a screen or two. React treats
 * both the slot (its own HTML) and the <noscript> as leaves, so hydrating an island never touches
 * what the script put there; a photo React creates on the client is a plain <picture>.
 */
export function Photo({
  photo: given,
  alt,
  sizes,
  priority = false,
  className = "",
  imgClassName = "",
  quality,
  maxWidth,
}: PhotoProps) {
  const photo = servedPhoto(given);
  // The defaults a caller may override (position, background, fit) give way by hand: this runs in
  // islands, where tailwind-merge (behind cn) would cost every island about 9 kB.
  const frame = clsx(
    "group overflow-hidden",
    !/\b(absolute|fixed)\b/.test(className) && "relative",
    !/(^|\s)bg-/.test(className) && "bg-muted",
    className,
  );
  const fit = /\bobject-(contain|fill|none|scale-down)\b/.test(imgClassName) ? "" : "object-cover";
  const createdByClient = useCreatedByClient();
  /* In a <picture> (display: contents, so layout is untouched): React's server renderer then
     adds no preload of its own for an eager photo; the page preloads the one that matters. */
  const picture = (
    <picture className="contents">
      {photo.avif && <source type="image/avif" srcSet={photo.avif} sizes={sizes} />}
      {photo.webp && <source type="image/webp" srcSet={photo.webp} sizes={sizes} />}
      <img
        src={photoUrl(photo, 960, quality)}
        srcSet={photo.avif ? undefined : photoSrcSet(photo, quality, maxWidth)}
        sizes={photo.avif ? undefined : sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={clsx("size-full", fit, imgClassName)}
      />
    </picture>
  );
  return (
    <div className={frame}>
      <span aria-hidden="true" className="photo-fallback">
        {alt}
      </span>
      {priority || createdByClient ? (
        picture
      ) : (
        <>
          {/* Filled by the head script before or after hydration: React neither checks nor replaces it. */}
          <span data-photo-slot="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
          <noscript>{picture}</noscript>
        </>
      )}
    </div>
  );
}

const neverChanges = () => () => {};

/**
 * True when React creates the photo in the browser (a slide or a lightbox photo shown on demand);
 * false when the server renders it and while React hydrates that markup, which must then match.
 */
function useCreatedByClient(): boolean {
  const inBrowser = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const [createdByClient] = useState(inBrowser);
  return createdByClient;
}
