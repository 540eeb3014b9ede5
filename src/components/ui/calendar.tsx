import * as React from "react";
import { ChevronLeft, ChevronRight } from "@/components/icons/stroke-icons";
import { DayPicker, type DayButtonProps } from "react-day-picker";

import { clsx } from "clsx";
import { calendarClassNames, calendarRootClassName } from "@/lib/calendar-look";

/**
 * react-day-picker's day button, except that it takes focus only where it can: a calendar drawn
 * ahead in a closed (inert) popover leaves its focused day to the popover, which focuses it as it opens.
 */
function DayButton({ day: _day, modifiers, onFocus, ...props }: DayButtonProps) {
  const ref = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    if (modifiers.focused && !ref.current?.closest("[inert]")) ref.current?.focus();
  }, [modifiers.focused]);
  // Focus coming to the day the calendar already holds as focused (the day it opens on) tells it
  // nothing new: passing it on would draw the whole month again, inside the tap that opened it.
  return <button ref={ref} onFocus={modifiers.focused ? undefined : onFocus} {...props} />;
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
