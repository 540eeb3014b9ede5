import { useEffect, useLayoutEffect, useMemo, useState } from "react";
import { differenceInCalendarDays, format, type Locale as DateLocale } from "date-fns";
import { CalendarIcon } from "@/components/icons/stroke-icons";
import { dateMatchModifiers, labelDayButton, type Matcher, type PropsBase } from "react-day-picker";
import { dayNoteWords, type DayNote, type DayNoteWords } from "@/lib/stay/availability";
import { Calendar } from "@/components/ui/calendar";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { readyAheadAttribute } from "@/page-scripts/code-ahead";
import { calendarShellId, calendarShellState, removeCalendarShell } from "@/page-scripts/calendar-shell";
import { clsx as cn } from "clsx";

export type DatePickerProps = {
  id: string;
  label: string;
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  /** Days that cannot be picked (react-day-picker matchers, e.g. { before: today }). */
  disabled?: Matcher | Matcher[];
  placeholder: string;
  /** date-fns format of the chosen date on the button, e.g. "MMM d" or "PPP". */
  displayFormat: string;
  dateLocale?: DateLocale;
  /** Marks the field invalid for assistive technology. */
  invalid?: boolean;
  /** A date the step needs: the server-rendered field says so to the page's early check (src/page-scripts/early-step-check.ts). */
  required?: boolean;
  /** The month the calendar opens on while no date is chosen (e.g. the check-in's month for a check-out). */
  month?: Date;
  className?: string;
  /** Words and marks on the days: high-demand seasons, and nights sold out or with few rooms left. */
  notes?: DayNotes;
};

/** What a calendar says about its days, in words a screen reader reads with each day and a legend. */
export type DayNotes = {
  of: (date: Date) => DayNote;
  words: DayNoteWords & { legendHighDemand: string };
  /** "Availability as of 20 Nov 2026": when the hotel last checked its marks. */
  asOf: string;
  /** A check-in cannot be a sold-out night; a check-out can be (its day is no night of the stay). */
  soldOutDisabled: boolean;
};

const noteClassNames = {
  highDemand: "[&>button]:underline [&>button]:decoration-dotted [&>button]:decoration-2 [&>button]:underline-offset-4",
  soldOut: "[&>button]:line-through [&>button]:text-muted-foreground",
  fewLeft: "[&>button]:font-bold",
};

/** The days that cannot be picked: the field's own rule, and sold-out nights where the notes say so. */
function disabledDays(notes: DayNotes | undefined, disabled: DatePickerProps["disabled"]) {
  if (!notes?.soldOutDisabled) return disabled;
  return [...[disabled ?? []].flat(), (date: Date) => notes.of(date).status === "sold-out"];
}

/**
 * How many days after today the first day that may be picked falls (0 for a check-in, 1 for a
 * check-out with no check-in yet): what the field's calendar shell disables before it
 * (src/page-scripts/calendar-shell.ts), drawn before the island knows today.
 */
function firstDayOffset(disabled: DatePickerProps["disabled"]): number {
  const before = [disabled ?? []].flat().find((rule): rule is { before: Date } => "before" in Object(rule));
  return before ? Math.max(0, differenceInCalendarDays(before.before, new Date())) : 0;
}

/** The calendar's props that show the notes: shapes (not colour alone), each day's name in words, a legend. */
function notedDays(notes: DayNotes, disabled: DatePickerProps["disabled"], dateLocale: DateLocale | undefined) {
  const soldOut = (date: Date) => notes.of(date).status === "sold-out";
  const localeLabel = (dateLocale as { labels?: { labelDayButton?: unknown } } | undefined)?.labels?.labelDayButton;
  const dayName = typeof localeLabel === "function" ? (localeLabel as typeof labelDayButton) : labelDayButton;
  const props: Pick<PropsBase, "modifiers" | "modifiersClassNames" | "labels" | "disabled" | "footer"> = {
    modifiers: {
      highDemand: (date: Date) => notes.of(date).highDemand !== null,
      soldOut,
      fewLeft: (date: Date) => notes.of(date).status === "few-left",
    },
    modifiersClassNames: noteClassNames,
    labels: {
      labelDayButton: (date, modifiers, options, lib) =>
        [dayName(date, modifiers, options, lib), ...dayNoteWords(notes.of(date), notes.words)].join(", "),
    },
    disabled: disabledDays(notes, disabled),
    footer: <NotesLegend notes={notes} />,
  };
  return props;
}

/** The marks explained beside the calendar, each drawn as the days draw it. */
function NotesLegend({ notes }: { notes: DayNotes }) {
  const { words } = notes;
  const items = [
    { className: "underline decoration-dotted decoration-2 underline-offset-4", text: words.legendHighDemand },
    { className: "line-through text-muted-foreground", text: words.soldOut },
    { className: "font-bold", text: words.fewLeft },
  ];
  return (
    <div className="mt-3 max-w-72 border-t pt-2 text-xs">
      <ul className="grid gap-1">
        {items.map(({ className, text }) => (
          <li key={text} className="flex items-center gap-2">
            <span aria-hidden="true" className={cn("inline-block w-5 text-center text-sm", className)}>
              14
            </span>
            {text}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-muted-foreground">{notes.asOf}</p>
    </div>
  );
}

/**
 * A labelled button that opens a calendar in a popover and closes it once a day is picked.
 * Keyboard: Enter opens it, the arrow keys move between days, Enter picks, Escape closes.
 */
export function DatePicker({
  id,
  label,
  value,
  onChange,
  disabled,
  placeholder,
  displayFormat,
  dateLocale,
  invalid,
  month,
  required,
  className,
  notes,
}: DatePickerProps) {
  const { open, openChange, closings, shellMonth, openOnShell } = useOpenings();
  const opensOn = value ?? month ?? shellMonth;
  const close = () => openChange(false);
  const calendar = useCalendarDrawnAhead({ opensOn, closings, value, onChange, close, disabled, dateLocale, notes });
  useShellTakeover({ id, open, notes, disabled, onChange, openOnShell });

  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <Popover open={open} onOpenChange={openChange}>
        <PopoverTrigger asChild>
          <button
            id={id}
            type="button"
            aria-labelledby={`${labelId} ${valueId}`}
            aria-invalid={invalid || undefined}
            data-required={required || undefined}
            // Its calendar is React's to draw: the island is readied ahead of this tap (decision 014).
            // The value is the first day it may be picked, in days after today: the shell's rule.
            {...{ [readyAheadAttribute]: firstDayOffset(disabled) }}
            className={cn(
              "flex h-11 w-full items-center gap-2 rounded-md border border-input bg-background px-3 text-left text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70 aria-invalid:border-destructive",
              !value && "text-muted-foreground",
            )}
          >
            <CalendarIcon className="size-4 shrink-0" aria-hidden="true" />
            <span id={valueId}>{value ? format(value, displayFormat, { locale: dateLocale }) : placeholder}</span>
          </button>
        </PopoverTrigger>
        <PopoverContent
          className="w-auto p-0"
          align="start"
          aria-labelledby={labelId}
          seamless={shellMonth !== undefined}
          // The day the calendar focuses (`autoFocus`): drawn ahead while hidden, it takes focus as it opens.
          openFocus="[data-focused] > button"
        >
          {calendar}
        </PopoverContent>
      </Popover>
    </div>
  );
}

/** Whether the popover is open, how often it has closed, and the month of a calendar shell taken over. */
function useOpenings() {
  const [open, setOpen] = useState(false);
  // Each opening starts a calendar afresh (on the chosen or given month, its day focused): the
  // next one is drawn, hidden, as soon as this one closes (PopoverContent draws ahead).
  const [closings, setClosings] = useState(0);
  // The month of a calendar shell this field's tap showed before the island was live, once taken over.
  const [shellMonth, setShellMonth] = useState<Date>();
  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    setClosings((count) => count + 1);
    setShellMonth(undefined);
  };
  const openOnShell = (month: Date | undefined) => {
    setShellMonth(month);
    setOpen(true);
  };
  return { open, openChange, closings, shellMonth, openOnShell };
}

type CalendarArgs = Pick<DatePickerProps, "value" | "onChange" | "disabled" | "dateLocale" | "notes"> & {
  /** The month the calendar opens on. */
  opensOn: Date | undefined;
  closings: number;
  /** Closes the popover once a day is picked. */
  close: () => void;
};

/**
 * The calendar in the popover, drawn afresh after each closing and for each month it opens on. The
 * same element while only `open` changes: opening reveals the calendar drawn ahead without drawing
 * its days again (on the low-tier phone that was most of the tap's work).
 */
function useCalendarDrawnAhead({
  opensOn,
  closings,
  value,
  onChange,
  close,
  disabled,
  dateLocale,
  notes,
}: CalendarArgs) {
  const calendarKey = `${closings} ${opensOn ? format(opensOn, "yyyy-MM") : ""}`;
  return useMemo(
    () => (
      <Calendar
        key={calendarKey}
        mode="single"
        selected={value}
        defaultMonth={opensOn}
        onSelect={(date) => {
          onChange(date);
          close();
        }}
        disabled={disabled}
        locale={dateLocale}
        autoFocus
        {...(notes && notedDays(notes, disabled, dateLocale))}
      />
    ),
    // `opensOn` counts through the key (the month it names); `close` only calls state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [calendarKey, value, onChange, disabled, dateLocale, notes],
  );
}

type TakeoverArgs = Pick<DatePickerProps, "id" | "onChange" | "disabled" | "notes"> & {
  open: boolean;
  /** Opens the popover on the month the shell showed. */
  openOnShell: (month: Date | undefined) => void;
};

/**
 * A tap before the island was live drew the calendar's shell (src/page-scripts/calendar-shell.ts): the
 * island takes it over once, as it hydrates. A shell still open with no day chosen becomes this
 * calendar, on the same month, in the same place; so does one whose day the field's rules refuse
 * (a sold-out night), shown on that day's month. A day the rules allow is picked.
 */
function useShellTakeover({ id, open, onChange, disabled, notes, openOnShell }: TakeoverArgs) {
  const allowed = (day: Date) => {
    const rules = disabledDays(notes, disabled);
    return !rules || !dateMatchModifiers(day, rules);
  };
  useLayoutEffect(() => {
    const shell = calendarShellState(id);
    if (!shell || (shell.chosen && allowed(shell.chosen))) return;
    if (!shell.open && !shell.chosen) {
      removeCalendarShell(id);
      return;
    }
    openOnShell(shell.chosen ?? shell.month);
    // Once only, as the island hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // After every layout effect of the hydration: a form that brings back its draft there (useWizard)
  // has done so, and the day goes on top of it, as a key typed before the island was live does.
  useEffect(() => {
    const chosen = calendarShellState(id)?.chosen;
    if (!chosen || !allowed(chosen)) return;
    const focus = document.activeElement;
    const focusInShell =
      !focus || focus === document.body || Boolean(document.getElementById(calendarShellId(id))?.contains(focus));
    removeCalendarShell(id);
    onChange(chosen);
    if (focusInShell) document.getElementById(id)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Its own calendar is drawn and placed (the content's layout effects run first): the shell goes.
  useLayoutEffect(() => {
    if (open) removeCalendarShell(id);
  }, [open, id]);
}
