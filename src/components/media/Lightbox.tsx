import { useLayoutEffect, useRef, type KeyboardEvent, type TouchEvent } from "react";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Photo } from "@/components/media/Photo";
import { fill } from "@/lib/i18n/format";
import { dialogIsOpen, hideDialog, showDialog } from "@/page-scripts/native-dialog";
import { indexAfterKey, indexAfterSwipe, wrapIndex } from "./lightbox-steps";
import type { Photo as PhotoData } from "@/content/schema/hotel";
import type { LightboxStrings } from "@/content/schema/words";

export type LightboxPhoto = { id: string; photo: PhotoData; alt: string; title: string; description: string };

type LightboxProps = {
  /** The dialog's id: a control marked `data-shell` with it opens the dialog before the island is live. */
  id: string;
  /** The dialog's name ("Virtual Tour", "Photo Gallery"). */
  title: string;
  photos: LightboxPhoto[];
  /** The photo shown, or null when the dialog is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** The control that opened the dialog; focus goes back to it on close. */
  opener: { current: HTMLElement | null };
  strings: LightboxStrings;
};

/** What the page's native dialog script leaves on a dialog it opened before the island was live (src/page-scripts/native-dialog.ts). */
type Shell = HTMLDialogElement & { shellIndex?: number; shellOpener?: HTMLElement };

/**
 * The photo and the control of a dialog the page opened before the island was live, taken once;
 * null when the page opened none, or it was closed again before the island was live.
 */
export function adoptShell(dialog: Shell | null): { index: number; opener: HTMLElement | null } | null {
  if (!dialog || !dialogIsOpen(dialog) || dialog.shellIndex === undefined) return null;
  const shell = { index: dialog.shellIndex, opener: dialog.shellOpener ?? null };
  delete dialog.shellIndex;
  delete dialog.shellOpener;
  return shell;
}

/** The props a control takes to open the lightbox `id` at `index` before its island is live. */
export function shellOpener(id: string, index = 0, photoFrom?: string) {
  return { "data-shell": id, "data-shell-index": index, "data-shell-photo": photoFrom };
}

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

const photoArea = "px-2 py-4 sm:px-20";

/**
 * A full-screen photo viewer on a native modal `<dialog>` (shown first as a popover, for one frame:
 * src/page-scripts/native-dialog.ts), shared by the virtual tour and the photo grids. The left and right
 * arrow keys (and swipes) move between photos and wrap at both ends, Escape closes it, focus returns
 * to the control that opened it, and each photo is announced.
 *
 * The dialog is in the page's HTML from the start (closed), so the page's native dialog script can
 * open it at the first tap with the tapped photo (its copy sits in the shell slot, under the photo
 * React shows) while the island's code is still on its way; the island then takes the open dialog
 * over instead of opening another. It covers the whole page with an opaque face, so it is marked for
 * the page behind it to be set aside while it is open (`coverAttribute`, src/page-scripts/cover-behind.ts).
 */
export function Lightbox({ id, title, photos, index, onIndexChange, opener, strings }: LightboxProps) {
  const open = index !== null && photos.length > 0;
  const current = wrapIndex(index ?? 0, photos.length);
  const item = open ? photos[current] : undefined;
  const { dialog, slot } = useDialogTakeover({ open, index, current, opener, onIndexChange });
  const swipe = useSwipe(open, current, photos.length, onIndexChange);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = indexAfterKey(event.key, current, photos.length);
    if (next === null || !open) return;
    event.preventDefault();
    onIndexChange(next);
  };
  const onClose = () => {
    onIndexChange(null);
    opener.current?.focus();
  };

  return (
    <dialog
      ref={dialog}
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      data-native-dialog=""
      data-cover=""
      popover="auto"
      onClose={onClose}
      // Closed while still a popover (Escape in the frame before it becomes modal): no close event then.
      onToggle={(event) => {
        if (event.newState === "closed" && !dialogIsOpen(event.currentTarget)) onClose();
      }}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none flex-col bg-neutral-950 p-0 text-white backdrop:bg-black/80 open:flex"
    >
      <LightboxHeader
        id={id}
        title={title}
        position={item && fill(strings.position, { index: current + 1, total: photos.length, title: item.title })}
        close={strings.close}
      />
      <p id={`${id}-hint`} className="sr-only">
        {strings.keyboardHint}
      </p>

      <div className={`relative flex min-h-0 flex-1 items-center justify-center ${photoArea}`} {...swipe}>
        {/* The shell's copy of the tapped photo (native dialog script): React neither checks nor fills it. */}
        <div
          ref={slot}
          data-shell-slot=""
          aria-hidden="true"
          className={`absolute inset-0 flex items-center justify-center ${photoArea} [&_img]:size-full [&_img]:object-contain`}
          dangerouslySetInnerHTML={{ __html: "" }}
          suppressHydrationWarning
        />
        {item && (
          <Photo
            key={item.id}
            photo={item.photo}
            alt={item.alt}
            sizes="100vw"
            priority
            className="size-full bg-transparent"
            imgClassName="object-contain"
          />
        )}
        {photos.length > 1 && (
          <StepButtons onStep={(step) => onIndexChange(wrapIndex(current + step, photos.length))} strings={strings} />
        )}
      </div>

      <div className="px-4 pb-6 text-center sm:px-6">
        <p className="font-semibold">{item?.title}</p>
        <p className="mx-auto mt-1 max-w-2xl text-sm text-pretty text-neutral-300">{item?.description}</p>
      </div>
    </dialog>
  );
}

type TakeoverArgs = Pick<LightboxProps, "index" | "opener" | "onIndexChange"> & { open: boolean; current: number };

/**
 * Keeps the native dialog open while a photo is shown. As the island hydrates it takes over a dialog
 * the page opened (its photo and its control), and it clears the shell's copy of the tapped photo
 * once React shows a photo of its own or the dialog closes.
 */
function useDialogTakeover({ open, index, current, opener, onIndexChange }: TakeoverArgs) {
  const dialog = useRef<Shell>(null);
  const slot = useRef<HTMLDivElement>(null);
  /** The photo the shell shows while the island takes over; null once it has gone. */
  const shellIndex = useRef<number | null>(null);

  useLayoutEffect(() => {
    const shell = adoptShell(dialog.current);
    if (!shell) return;
    shellIndex.current = shell.index;
    if (shell.opener) opener.current = shell.opener;
    onIndexChange(shell.index);
  }, [onIndexChange, opener]);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const adopting = shellIndex.current !== null && index === null;
    if (open && !dialogIsOpen(element)) showDialog(element);
    if (!open && dialogIsOpen(element) && !adopting) hideDialog(element);
    if (!adopting && (!open || current !== shellIndex.current)) {
      shellIndex.current = null;
      slot.current?.replaceChildren();
    }
  }, [open, index, current]);

  return { dialog, slot };
}

/** The touch handlers that move to the next or previous photo on a sideways swipe. */
function useSwipe(open: boolean, current: number, count: number, onIndexChange: (index: number) => void) {
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = { x: touch.clientX, y: touch.clientY };
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || !open) return;
    const next = indexAfterSwipe(touch.clientX - start.x, touch.clientY - start.y, current, count);
    if (next !== null) onIndexChange(next);
  };
  return { onTouchStart, onTouchEnd };
}

/** The dialog's name, the photo shown (announced as it changes), and the close button. */
function LightboxHeader({
  id,
  title,
  position,
  close,
}: {
  id: string;
  title: string;
  position?: string;
  close: string;
}) {
  return (
    <div className="flex items-center gap-3 px-4 pt-4 sm:px-6">
      <div className="min-w-0 flex-1">
        <h2 id={`${id}-title`} className="text-base font-semibold text-white sm:text-lg">
          {title}
        </h2>
        <p aria-live="polite" aria-atomic="true" className="mt-1 truncate text-sm text-neutral-300">
          {position}
        </p>
      </div>
      <button type="button" {...closeCommand(id)} className={controlClass}>
        <X className="size-5" aria-hidden="true" />
        <span className="sr-only">{close}</span>
      </button>
    </div>
  );
}

/** The previous and next buttons on either side of the photo. */
function StepButtons({ onStep, strings }: { onStep: (step: -1 | 1) => void; strings: LightboxStrings }) {
  return (
    <>
      <button
        type="button"
        onClick={() => onStep(-1)}
        className={`${controlClass} absolute top-1/2 left-2 -translate-y-1/2 bg-black/60 sm:left-4`}
      >
        <ChevronLeft className="size-6" aria-hidden="true" />
        <span className="sr-only">{strings.previous}</span>
      </button>
      <button
        type="button"
        onClick={() => onStep(1)}
        className={`${controlClass} absolute top-1/2 right-2 -translate-y-1/2 bg-black/60 sm:right-4`}
      >
        <ChevronRight className="size-6" aria-hidden="true" />
        <span className="sr-only">{strings.next}</span>
      </button>
    </>
  );
}

/** A button that closes the dialog `id` with no script at all (the command attributes), before and after hydration. */
function closeCommand(id: string): Record<string, string> {
  return { commandfor: id, command: "close" };
}
