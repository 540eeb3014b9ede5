import * as React from "react";
import { createPortal } from "react-dom";
import { clsx } from "clsx";
import { placeBeside, type Align } from "@/lib/look/popover-place";
import { outOfSightStyle, popoverFrameClassName } from "@/lib/look/calendar-look";
import { OutOfSight } from "./out-of-sight";

/**
 * A non-modal popover (shadcn's API, without Radix and floating-ui: the date pickers are its only
 * users, and those two libraries were a third of their code). The trigger says whether it is
 * open; the content is a dialog placed below the trigger (above when only that side has room),
 * drawn at the end of the body so no section clips it. Escape closes it and gives focus back to
 * the trigger; so does closing it from inside (a day picked). A press or focus outside closes it
 * and leaves focus where the visitor put it. Once the island is live, the closed content is drawn
 * ahead at a transition's priority (in slices) and kept laid out but out of sight, so opening only
 * shows it: no style or layout of its own at the tap (decision 014).
 */

type PopoverState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: React.RefObject<HTMLElement | null>;
  contentId: string;
};

const PopoverContext = React.createContext<PopoverState | null>(null);

function usePopover(): PopoverState {
  const state = React.useContext(PopoverContext);
  if (!state) throw new Error("Popover parts belong inside <Popover>");
  return state;
}

function Popover({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}) {
  const trigger = React.useRef<HTMLElement>(null);
  const contentId = React.useId();
  return <PopoverContext value={{ open, setOpen: onOpenChange, trigger, contentId }}>{children}</PopoverContext>;
}

type TriggerChild = React.ReactElement<React.ButtonHTMLAttributes<HTMLElement> & { ref?: React.Ref<HTMLElement> }>;

/** Gives its one child (a button) the popover's state and toggles it on click. */
function PopoverTrigger({ children }: { asChild: true; children: TriggerChild }) {
  const { open, setOpen, trigger, contentId } = usePopover();
  return React.cloneElement(children, {
    ref: trigger,
    "aria-haspopup": "dialog",
    "aria-expanded": open,
    "aria-controls": open ? contentId : undefined,
    onClick: (event: React.MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event as React.MouseEvent<HTMLButtonElement>);
      if (!event.defaultPrevented) setOpen(!open);
    },
  });
}

type PopoverContentProps = React.HTMLAttributes<HTMLDivElement> & {
  align?: Align;
  sideOffset?: number;
  /** Shows without coming in (no fade): it takes the place of a shell already on screen. */
  seamless?: boolean;
  /** What takes focus as it opens (a CSS selector inside it); else the content itself keeps none. */
  openFocus?: string;
};

function PopoverContent({
  className,
  align = "center",
  sideOffset = 4,
  seamless = false,
  openFocus,
  style,
  children,
  ...props
}: PopoverContentProps) {
  const { open, setOpen, trigger, contentId } = usePopover();
  const content = React.useRef<HTMLDivElement>(null);
  // Once the island is live, the closed content is drawn ahead in a transition (React renders it in
  // slices, between other work), so that opening it only shows what is already drawn and laid out.
  const [drawnAhead, setDrawnAhead] = React.useState(false);
  React.useEffect(() => React.startTransition(() => setDrawnAhead(true)), []);
  // While closed, new content (a calendar afresh after a day was picked) is drawn after the closing
  // has shown, in the background; open, it is drawn at once.
  const later = React.useDeferredValue(children);

  usePlacement(open, content, trigger, { align, sideOffset, openFocus });
  useDismissal(open, setOpen, content, trigger);

  if (!open && !drawnAhead) return null;
  // Closed, it stays laid out but out of sight: transparent and clipped (out of the pointer's way),
  // hidden from screen readers, and its controls out of the tab order (`OutOfSight`), as
  // `display: none` would keep it, without the style and layout of a fresh box when it opens. Not
  // `inert` or `visibility: hidden`: inherited, they restyle every element in it at the tap.
  return createPortal(
    <div
      ref={content}
      id={contentId}
      role="dialog"
      tabIndex={-1}
      data-slot="popover-content"
      data-state={open ? "open" : "closed"}
      aria-hidden={open ? undefined : true}
      style={{ position: "absolute", top: 0, left: 0, ...style, ...(open ? {} : outOfSightStyle) }}
      className={clsx(
        popoverFrameClassName,
        open && !seamless && "motion-safe:animate-in fade-in-0 zoom-in-95",
        className,
      )}
      {...props}
    >
      <OutOfSight value={!open}>{open ? children : later}</OutOfSight>
    </div>,
    document.body,
  );
}

type Box = React.RefObject<HTMLElement | null>;

/**
 * Places the open content beside the trigger before the first paint, straight on the element (no
 * re-render in between), again as the window or the content resizes; gives focus to `openFocus`.
 */
function usePlacement(
  open: boolean,
  content: Box,
  trigger: Box,
  { align, sideOffset, openFocus }: { align: Align; sideOffset: number; openFocus?: string },
) {
  React.useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      if (content.current && trigger.current) placeBeside(content.current, trigger.current, align, sideOffset);
    };
    place();
    // Drawn ahead while hidden, its focus could not be taken then.
    if (openFocus && !content.current?.contains(document.activeElement))
      content.current?.querySelector<HTMLElement>(openFocus)?.focus();
    window.addEventListener("resize", place);
    // A month with six weeks is taller than one with five.
    const resize = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(place);
    if (content.current) resize?.observe(content.current);
    const box = content.current;
    return () => {
      window.removeEventListener("resize", place);
      resize?.disconnect();
      // Hidden, it waits in the corner: where it was placed, a narrower window could scroll sideways to it.
      box?.style.setProperty("top", "0px");
      box?.style.setProperty("left", "0px");
    };
  }, [open, align, sideOffset, content, trigger, openFocus]);
}

/**
 * Closes the open content on Escape, or on a press or focus outside it and its trigger. Once closed,
 * focus goes back to the trigger, unless the visitor put it somewhere outside.
 */
function useDismissal(open: boolean, setOpen: (open: boolean) => void, content: Box, trigger: Box) {
  // Cleared by a press or focus outside: then focus stays where the visitor put it.
  const giveFocusBack = React.useRef(true);
  React.useEffect(() => {
    if (!open) return;
    giveFocusBack.current = true;
    const opener = trigger.current;
    const box = content.current;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (!!content.current?.contains(target) || !!trigger.current?.contains(target));
    const leave = (event: Event) => {
      if (inside(event.target)) return;
      giveFocusBack.current = false;
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      setOpen(false);
    };
    document.addEventListener("pointerdown", leave, true);
    document.addEventListener("focusin", leave);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", leave, true);
      document.removeEventListener("focusin", leave);
      document.removeEventListener("keydown", onKeyDown);
      // Runs once the content is hidden: focus that was in it is there still, or on the body.
      const active = document.activeElement;
      if (giveFocusBack.current && (!active || active === document.body || box?.contains(active))) opener?.focus();
    };
  }, [open, setOpen, content, trigger]);
}

export { Popover, PopoverTrigger, PopoverContent };
