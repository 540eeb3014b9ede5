import * as React from "react";
import { ChevronLeft, ChevronRight } from "@/components/icons/stroke-icons";
import { DayPicker, type DayButtonProps } from "react-day-picker";
import { useOutOfSight } from "./out-of-sight";

import { clsx } from "clsx";
import { calendarClassNames, calendarRootClassName } from "@/lib/look/calendar-look";

/**
 * react-day-picker's day button, except out of sight (a calendar drawn ahead in a closed popover):
 * then it keeps out of the tab order and leaves its focused day to the popover, which focuses it
 * as it opens.
 */
function DayButton({ day: _day, modifiers, onFocus, tabIndex, ...props }: DayButtonProps) {
  const ref = React.useRef<HTMLButtonElement>(null);
  const outOfSight = useOutOfSight();
  React.useEffect(() => {
    if (modifiers.focused && !outOfSight) ref.current?.focus();
    // Focus follows the day the calendar moves to, not the popover opening (which focuses it itself).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modifiers.focused]);
  // Focus coming to the day the calendar already holds as focused (the day it opens on) tells it
  // nothing new: passing it on would draw the whole month again, inside the tap that opened it.
  return (
    <button
      ref={ref}
      onFocus={modifiers.focused ? undefined : onFocus}
      tabIndex={outOfSight ? -1 : tabIndex}
      {...props}
    />
  );
}

/** The previous and next month's buttons (react-day-picker's, plain), out of the tab order while out of sight. */
function MonthButton({ tabIndex, ...props }: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button tabIndex={useOutOfSight() ? -1 : tabIndex} {...props} />;
}

/** shadcn's Calendar on react-day-picker 9: weeks start on Sunday unless told otherwise. */
function Calendar({ className, classNames, showOutsideDays = true, ...props }: React.ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      weekStartsOn={0}
      className={clsx(calendarRootClassName, className)}
      classNames={{ ...calendarClassNames, ...classNames }}
      components={{
        DayButton,
        PreviousMonthButton: MonthButton,
        NextMonthButton: MonthButton,
        Chevron: ({ orientation }) =>
          orientation === "left" ? (
            <ChevronLeft className="size-4" aria-hidden="true" />
          ) : (
            <ChevronRight className="size-4" aria-hidden="true" />
          ),
      }}
      {...props}
    />
  );
}

export { Calendar };
