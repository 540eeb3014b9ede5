import { buttonVariants } from "./button-variants";

/**
 * How a calendar looks: react-day-picker's class names for each part (shadcn's Calendar), the open
 * popover's frame. One source for the island's calendar
 * (src/components/ui/calendar.tsx, src/components/ui/popover.tsx) and for the shell a page script
 * draws before that island is live (src/page-scripts/calendar-shell.ts), so the two cannot look apart.
 */

// Class lists that never conflict, so clsx joins them (tailwind-merge stays out of the pickers' code).
const navButton = buttonVariants({ variant: "outline", size: "icon" });
// A ghost button's look at 40 px, with the regular weight.
const dayButton =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-md text-sm font-normal whitespace-nowrap transition-[color,background-color,box-shadow] outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/70 disabled:pointer-events-none disabled:opacity-50 aria-selected:opacity-100 dark:hover:bg-accent/50";

/** The calendar's own frame (react-day-picker's root keeps its `rdp-root` class beside it). */
export const calendarRootClassName = "p-3";

/** react-day-picker's `classNames`, by the part each names. */
export const calendarClassNames = {
  months: "relative flex flex-col gap-4 sm:flex-row",
  month: "flex w-full flex-col gap-4",
  month_caption: "flex h-10 items-center justify-center px-10",
  caption_label: "text-sm font-medium",
  nav: "absolute inset-x-0 top-0 flex items-center justify-between",
  button_previous: navButton,
  button_next: navButton,
  month_grid: "w-full border-collapse",
  weekdays: "flex",
  weekday: "w-10 text-[0.8rem] font-normal text-muted-foreground",
  week: "mt-1 flex w-full",
  day: "relative size-10 p-0 text-center text-sm",
  day_button: dayButton,
  selected:
    "[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground",
  today: "[&>button]:border [&>button]:border-primary",
  outside: "text-muted-foreground [&>button]:text-muted-foreground",
  disabled: "text-muted-foreground opacity-50 [&>button]:line-through",
  hidden: "invisible",
};

/** The open popover's frame, around the calendar. */
export const popoverFrameClassName =
  "z-50 rounded-md border bg-popover text-popover-foreground shadow-md outline-hidden";

/**
 * A calendar drawn ahead but not shown (a shell, a closed popover): laid out, transparent and
 * clipped to nothing, so no pointer reaches it. Both are the box's own properties: showing it
 * restyles that one element, where `visibility` or `inert` (both inherited) restyle every day in it.
 */
export const outOfSightStyle = { opacity: "0", clipPath: "inset(50%)" } as const;
