// The page script built into `readyAheadScript` (scripts/service-worker.ts): see ready-ahead.ts and
// calendar-shell.ts. It comes on the pages with a date field, once they have shown, or at once when
// the guest taps a date field before that (the head script, `bootScript` in src/page-scripts/theme.ts).
import { calendarShellsAttribute, installCalendarShells } from "./calendar-shell";
import { heldTapProperty, scriptRanProperty } from "./code-ahead";
import type { CalendarWords } from "../lib/dates/date-locale";
import type { Locale } from "../lib/i18n/i18n";
import { whenCodeFetched, readyAhead } from "./ready-ahead";

/** The calendar's words in every language (src/content/copy/calendar.json), written in by the build. */
declare const CALENDAR_WORDS: Record<Locale, CalendarWords>;

/** This script's element, as the head script leaves it: a date field it took a tap on, if any. */
type ThisScript = HTMLOrSVGScriptElement & { [heldTapProperty]?: HTMLElement; [scriptRanProperty]?: true };

const script = document.currentScript as ThisScript | null;
const answerHeldTap = installCalendarShells(CALENDAR_WORDS);
if (script) {
  script.setAttribute(calendarShellsAttribute, "");
  script[scriptRanProperty] = true;
  const held = script[heldTapProperty];
  if (held) answerHeldTap(held);
}
whenCodeFetched(script, readyAhead);
