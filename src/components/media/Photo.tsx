import type { Photo as PhotoData } from "@/content/schema";
import { photoSrcSet, photoUrl } from "@/lib/photos";
import { cn } from "@/lib/utils";

type PhotoProps = {
  photo: PhotoData;
  alt: string;
  /** The layout width the photo takes, for the browser's pick from the srcset. */
  sizes: string;
  /** Above the fold: load at once with high priority. Everything else loads lazily. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  /** The photo host's JPEG/WebP/AVIF quality (1–100). */
  quality?: number;
};

/**
 * A responsive photo in a frame of its own size, so nothing shifts while it loads. If the photo
 * fails (the head script marks it), the frame shows the alt text instead of a broken image.
 */
export function Photo({ photo, alt, sizes, priority = false, className, imgClassName, quality }: PhotoProps) {
  return (
    <div className={cn("group relative overflow-hidden bg-muted", className)}>
      <span
        aria-hidden="true"
        className="absolute inset-0 hidden items-center justify-center bg-gradient-to-br from-muted to-accent p-4 text-center text-sm text-muted-foreground group-has-[img[data-failed]]:flex"
      >
        {alt}
      </span>
      <img
        src={photoUrl(photo, 960, quality)}
        srcSet={photoSrcSet(photo, quality)}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={cn("size-full object-cover", imgClassName)}
      />
    </div>
  );
}
