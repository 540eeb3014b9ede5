import * as React from "react";
import { ChevronLeft, ChevronRight } from "@/components/icons/stroke-icons";
import { DayPicker } from "react-day-picker";

import { clsx } from "clsx";
import { calendarClassNames, calendarRootClassName } from "@/lib/calendar-look";

/** shadcn's Calendar on react-day-picker 9: weeks start on Sunday unless told otherwise. */
function Calendar({ className, classNames, showOutsideDays = true, ...props }: React.ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      weekStartsOn={0}
      className={clsx(calendarRootClassName, className)}
      classNames={{ ...calendarClassNames, ...classNames }}
      components={{
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
