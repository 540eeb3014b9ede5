import { useRef, type KeyboardEvent, type TouchEvent } from "react";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Photo } from "@/components/media/Photo";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { fill } from "@/lib/format";
import { indexAfterKey, indexAfterSwipe, wrapIndex } from "./lightbox-steps";
import type { Photo as PhotoData } from "@/content/schema/hotel";
import type { HomeStrings } from "@/content/schema/words";

export type LightboxPhoto = { id: string; photo: PhotoData; alt: string; title: string; description: string };

type LightboxProps = {
  /** The dialog's name ("Virtual Tour", "Photo Gallery"). */
  title: string;
  photos: LightboxPhoto[];
  /** The photo shown, or null when the dialog is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** The control that opened the dialog; focus goes back to it on close. */
  opener: { current: HTMLElement | null };
  strings: HomeStrings["lightbox"];
};

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/**
 * A full-screen photo viewer in an accessible dialog, shared by the virtual tour and the gallery.
 * The left and right arrow keys (and swipes) move between photos and wrap at both ends, Escape
 * closes it, focus returns to the control that opened it, and each photo is announced.
 */
export function Lightbox({ title, photos, index, onIndexChange, opener, strings }: LightboxProps) {
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  // The last photo stays on screen while the dialog animates out.
  const lastIndex = useRef(0);
  if (index !== null) lastIndex.current = index;
  const open = index !== null && photos.length > 0;
  const current = wrapIndex(index ?? lastIndex.current, photos.length);
  const item = photos[current];

  const onKeyDown = (event: KeyboardEvent) => {
    const next = indexAfterKey(event.key, current, photos.length);
    if (next === null) return;
    event.preventDefault();
    onIndexChange(next);
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = { x: touch.clientX, y: touch.clientY };
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const next = indexAfterSwipe(touch.clientX - start.x, touch.clientY - start.y, current, photos.length);
    if (next !== null) onIndexChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onIndexChange(null)}>
      {item && (
        <DialogContent
          showCloseButton={false}
          look="bare"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="inset-0 flex h-dvh w-screen flex-col bg-neutral-950 text-white"
        >
          <div className="flex items-center gap-3 px-4 pt-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <DialogTitle className="text-base font-semibold text-white sm:text-lg">{title}</DialogTitle>
              <p aria-live="polite" aria-atomic="true" className="mt-1 truncate text-sm text-neutral-300">
                {fill(strings.position, { index: current + 1, total: photos.length, title: item.title })}
              </p>
            </div>
            <DialogClose className={controlClass}>
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">{strings.close}</span>
            </DialogClose>
          </div>
          <DialogDescription className="sr-only">{strings.keyboardHint}</DialogDescription>

          <div
            className="relative flex min-h-0 flex-1 items-center justify-center px-2 py-4 sm:px-20"
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          >
            <Photo
              key={item.id}
              photo={item.photo}
              alt={item.alt}
              sizes="100vw"
              priority
              className="size-full bg-transparent"
              imgClassName="object-contain"
            />
            {photos.length > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => onIndexChange(wrapIndex(current - 1, photos.length))}
                  className={`${controlClass} absolute top-1/2 left-2 -translate-y-1/2 bg-black/60 sm:left-4`}
                >
                  <ChevronLeft className="size-6" aria-hidden="true" />
                  <span className="sr-only">{strings.previous}</span>
                </button>
                <button
                  type="button"
                  onClick={() => onIndexChange(wrapIndex(current + 1, photos.length))}
                  className={`${controlClass} absolute top-1/2 right-2 -translate-y-1/2 bg-black/60 sm:right-4`}
                >
                  <ChevronRight className="size-6" aria-hidden="true" />
                  <span className="sr-only">{strings.next}</span>
                </button>
              </>
            )}
          </div>

          <div className="px-4 pb-6 text-center sm:px-6">
            <p className="font-semibold">{item.title}</p>
            <p className="mx-auto mt-1 max-w-2xl text-sm text-pretty text-neutral-300">{item.description}</p>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
