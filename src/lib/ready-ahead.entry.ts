// The page script built into `readyAheadScript` (scripts/service-worker.ts): see ready-ahead.ts and
// calendar-shell.ts. It comes on the pages with a date field, once they have shown.
import { calendarShellsAttribute, installCalendarShells } from "./calendar-shell";
import type { CalendarWords } from "./date-locale";
import type { Locale } from "./i18n";
import { whenCodeFetched, readyAhead } from "./ready-ahead";

/** The calendar's words in every language (src/content/copy/calendar.json), written in by the build. */
declare const CALENDAR_WORDS: Record<Locale, CalendarWords>;

installCalendarShells(CALENDAR_WORDS);
document.currentScript?.setAttribute(calendarShellsAttribute, "");
whenCodeFetched(document.currentScript, readyAhead);
