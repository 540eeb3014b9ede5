/**
 * A calendar's first answer before its island is live (decision 015, "A calendar's shell"). A date
 * field's calendar is React's to draw (react-day-picker), and on a slow phone the island's code takes
 * a second to run after a tap: React's DOM code, the island's hydration and the month's 42 days. So
 * a tap on a date field (a control marked `data-ready-ahead`) inside an island not yet hydrated is
 * answered here, at once: the page script that readies the calendars (src/page-scripts/ready-ahead.entry.ts)
 * draws the month in a popover beside the field, with the island's own classes, words and labels, so
 * the island's calendar, once live, takes its place without a change the guest can see.
 *
 * What the shell does: it shows the month that holds the first day the field allows (the value of
 * `data-ready-ahead`: that many days after today), today marked, the days before it disabled; the
 * arrows change the month; a day tapped is marked as chosen, and the field shows it is busy until
 * the island takes the choice over (`calendarShellState`, src/components/forms/DatePicker.tsx): the
 * island applies it by its own rules (a sold-out night it refuses, its calendar open on that month),
 * or, with no day chosen and the shell still open, opens its own calendar in the shell's place.
 * Escape and a tap outside put it out of sight, as an automatic popover's light dismiss would (it
 * stays in the top layer, unseen, so that a tap shows it cheaply: `setShown`). The marks that need the
 * island's data (high-demand seasons, sold-out nights) come with the island's calendar.
 *
 * Only a tap opens a shell: a key press on the field is held and played back by the island
 * (`client:interaction`), whose calendar then opens with the keyboard's focus in it. And only one
 * day is held per island: once a shell holds a day, a tap on another of the island's date fields is
 * held by the island too, so two choices never race each other when it takes over.
 */
import { addDays, addMonths, format, startOfDay, startOfMonth, startOfWeek } from "date-fns";
import type { DayPickerLocale } from "react-day-picker";
import {
  calendarClassNames,
  calendarRootClassName,
  outOfSightStyle,
  popoverFrameClassName,
} from "../lib/look/calendar-look";
import { chevronPaths } from "../lib/look/chevrons";
import { readyAheadAttribute } from "./code-ahead";
import { dateLocaleFor, type CalendarWords } from "../lib/dates/date-locale";
import { parseIsoDate, toIsoDate } from "../lib/dates/dates";
import type { Locale } from "../lib/i18n/i18n";
import { placeBeside } from "../lib/look/popover-place";
import { afterFirstUse, ifOnScreenNow, inIdleSlices, phoneIsQuick, whenIdle, whenNear } from "./ready-ahead";

/** One day of the month a shell shows, with what the calendar marks on it. */
export type ShellDay = { date: Date; outside: boolean; today: boolean; disabled: boolean; selected: boolean };

/**
 * The weeks a calendar shows for `month` (Sunday first, the days of the months around it that fill
 * its first and last weeks included, as many weeks as the month needs): react-day-picker's layout.
 */
export function monthWeeks(month: Date, today: Date, firstDay: Date, chosen: Date | null): ShellDay[][] {
  const first = startOfMonth(month);
  const weeks: ShellDay[][] = [];
  for (let day = startOfWeek(first); weeks.length === 0 || day.getMonth() === first.getMonth();) {
    const week: ShellDay[] = [];
    for (let i = 0; i < 7; i += 1, day = addDays(day, 1))
      week.push({
        date: day,
        outside: day.getMonth() !== first.getMonth(),
        today: toIsoDate(day) === toIsoDate(today),
        disabled: day < startOfDay(firstDay),
        selected: chosen !== null && toIsoDate(day) === toIsoDate(chosen),
      });
    weeks.push(week);
  }
  return weeks;
}

/** Set on the script that installs the shells once they answer: a page from then on answers a date field's tap at once. */
export const calendarShellsAttribute = "data-calendar-shells";

const shellIdSuffix = "-shell";

/** The shell of the date field whose button has this id. */
export const calendarShellId = (controlId: string) => `${controlId}${shellIdSuffix}`;

/** The date field of a shell, by its id. */
const fieldOfShell = (shell: Element) => document.getElementById(shell.id.slice(0, -shellIdSuffix.length));

/** What the shell holds when the island takes it over. */
export type ShellState = {
  /** Whether it is still on screen (the guest has not closed it). */
  open: boolean;
  /** The month it shows (the guest may have moved on from the first). */
  month: Date;
  /** The day the guest chose in it, if any. */
  chosen: Date | null;
};

/** The state of the shell of the date field `controlId`, or null when none was drawn for it. */
export function calendarShellState(controlId: string): ShellState | null {
  const shell = document.getElementById(calendarShellId(controlId));
  const month = parseIsoDate(shell?.dataset.month);
  if (!shell || !month) return null;
  return { open: showing(shell), month, chosen: parseIsoDate(shell.dataset.chosen) };
}

/** Takes the shell of `controlId` off the page, and the busy mark off its field. */
export function removeCalendarShell(controlId: string): void {
  const shell = document.getElementById(calendarShellId(controlId));
  document.getElementById(controlId)?.removeAttribute("aria-busy");
  if (!shell) return;
  if (inTopLayer(shell)) shell.hidePopover();
  shell.remove();
}

type Drawing = { control: HTMLElement; locale: DayPickerLocale; words: CalendarWords };

/** Whether a popover is in the top layer (false where the browser knows no popovers). */
function inTopLayer(popover: Element): boolean {
  try {
    return popover.matches(":popover-open");
  } catch {
    return false;
  }
}

/** Set on a shell while the guest sees it. */
const shownAttribute = "data-shown";

/** Whether the guest sees the shell. */
function showing(shell: Element | null): boolean {
  return shell?.hasAttribute(shownAttribute) ?? false;
}

/** The shells the guest sees (one at most). */
const shownShells = () => document.querySelectorAll<HTMLElement>(`[${shownAttribute}]`);

/**
 * Shows the shell, or puts it out of sight. A shell stays in the top layer from the moment it is
 * drawn (a manual popover), laid out: out of sight it is transparent and clipped to nothing (no
 * pointer reaches it), hidden from screen readers and out of the tab order. So a tap only changes
 * its own box's opacity and clip, which restyles that one element: moving it into the top layer at
 * the tap (an automatic popover's `showPopover`) rebuilt and restyled the month's hundred elements,
 * 60–70 ms of the tap's task on a phone slowed 4.7×, and showing them by `visibility` (inherited)
 * restyled them all too, 35–45 ms; opacity and clip took 5–10 ms. Escape and a tap outside put it
 * out of sight, as an automatic popover's light dismiss did (`installCalendarShells`).
 */
function setShown(shell: HTMLElement, shown: boolean): void {
  shell.toggleAttribute(shownAttribute, shown);
  if (shown) shell.removeAttribute("aria-hidden");
  else shell.setAttribute("aria-hidden", "true");
  Object.assign(shell.style, shown ? { opacity: "", clipPath: "" } : outOfSightStyle);
  for (const button of shell.querySelectorAll("button"))
    if (shown) button.removeAttribute("tabindex");
    else button.tabIndex = -1;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

function chevron(path: string): SVGSVGElement {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  for (const [name, value] of Object.entries({
    width: "24",
    height: "24",
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "2",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    class: "size-4",
    "aria-hidden": "true",
  }))
    svg.setAttribute(name, value);
  const line = document.createElementNS("http://www.w3.org/2000/svg", "path");
  line.setAttribute("d", path);
  svg.append(line);
  return svg;
}

/** A day's name for a screen reader, as the island's calendar writes it (src/lib/dates/date-locale.ts). */
function dayLabel(locale: Drawing["locale"], day: ShellDay): string {
  const modifiers = { today: day.today, selected: day.selected, disabled: day.disabled, outside: day.outside };
  const label = locale.labels?.labelDayButton;
  return typeof label === "function" ? label(day.date, modifiers) : (label ?? format(day.date, "PPPP", { locale }));
}

/** The first day a field allows: `data-ready-ahead` days after today. */
const firstAllowedDay = (control: HTMLElement, today: Date) =>
  addDays(today, Number(control.getAttribute(readyAheadAttribute)) || 0);

/** A month drawn for a shell, not yet in it. */
type DrawnMonth = { content: HTMLElement; month: string; today: string };

/** The month's arrow on `side`, a step of `step` months. */
function monthArrow(side: "left" | "right", label: string, step: number, tabindex: string | undefined) {
  const c = calendarClassNames;
  return element(
    "button",
    {
      type: "button",
      class: side === "left" ? c.button_previous : c.button_next,
      "aria-label": label,
      "data-step": String(step),
      tabindex,
    },
    chevron(chevronPaths[side]),
  );
}

/** A day's cell and its button, marked as react-day-picker marks it. */
function dayCell(day: ShellDay, locale: Drawing["locale"], tabindex: string | undefined): HTMLTableCellElement {
  const c = calendarClassNames;
  const marks = [
    c.day,
    day.selected && c.selected,
    day.today && c.today,
    day.outside && c.outside,
    day.disabled && c.disabled,
  ];
  return element(
    "td",
    {
      class: marks.filter(Boolean).join(" "),
      role: "gridcell",
      "data-day": toIsoDate(day.date),
      "data-disabled": day.disabled ? "true" : undefined,
      "aria-selected": day.selected ? "true" : undefined,
    },
    element(
      "button",
      {
        type: "button",
        class: c.day_button,
        disabled: day.disabled ? "" : undefined,
        "aria-label": dayLabel(locale, day),
        tabindex,
      },
      format(day.date, "d", { locale }),
    ),
  );
}

/** The weekdays' heads over the month's grid: a short name shown, the full one read. */
function weekdayHeads(week: ShellDay[], locale: Drawing["locale"]): HTMLTableCellElement[] {
  return week.map(({ date }) =>
    element(
      "th",
      { class: calendarClassNames.weekday, scope: "col", "aria-label": format(date, "cccc", { locale }) },
      format(date, "cccccc", { locale }),
    ),
  );
}

/** The month's frame around its weeks: the arrows, the caption and the grid. */
function monthFrame(
  caption: string,
  weekdays: HTMLTableCellElement[],
  weeks: HTMLTableRowElement[],
  tabindex: string | undefined,
  { locale, words }: Drawing,
): HTMLElement {
  const c = calendarClassNames;
  return element(
    "div",
    { class: `rdp-root ${calendarRootClassName}`, lang: locale.code },
    element(
      "div",
      { class: c.months },
      element(
        "nav",
        { class: c.nav, "aria-label": words.navigation },
        monthArrow("left", words.previousMonth, -1, tabindex),
        monthArrow("right", words.nextMonth, 1, tabindex),
      ),
      element(
        "div",
        { class: c.month },
        element(
          "div",
          { class: c.month_caption },
          element("span", { class: c.caption_label, role: "status", "aria-live": "polite" }, caption),
        ),
        element(
          "table",
          { role: "grid", "aria-multiselectable": "false", "aria-label": caption, class: c.month_grid },
          element("thead", { "aria-hidden": "true" }, element("tr", { class: c.weekdays }, ...weekdays)),
          element("tbody", {}, ...weeks),
        ),
      ),
    ),
  );
}

/**
 * Draws `month` as react-day-picker draws it with the calendar's classes, `chosen` marked, a week per
 * step (a `yield`): drawn ahead, it is taken in idle slices (`inIdleSlices`); at a tap, all at once
 * (`drawMonth`). The days' buttons are out of the tab order unless the shell is `shown`.
 */
function* monthSteps(month: Date, chosen: Date | null, shown: boolean, drawing: Drawing): Generator<void, DrawnMonth> {
  const { control, locale } = drawing;
  const today = new Date();
  const tabindex = shown ? undefined : "-1";
  const days = monthWeeks(month, today, firstAllowedDay(control, today), chosen);
  const weeks: HTMLTableRowElement[] = [];
  for (const week of days) {
    yield;
    weeks.push(element("tr", { class: calendarClassNames.week }, ...week.map((day) => dayCell(day, locale, tabindex))));
  }
  const caption = format(month, "LLLL y", { locale });
  const content = monthFrame(caption, weekdayHeads(days[0]!, locale), weeks, tabindex, drawing);
  return { content, month: toIsoDate(startOfMonth(month)), today: toIsoDate(today) };
}

/** Puts a drawn month in the shell. */
function putMonth(shell: HTMLElement, { content, month, today }: DrawnMonth): void {
  shell.dataset.month = month;
  shell.dataset.today = today;
  shell.replaceChildren(content);
}

/** Draws `month` into the shell at once. */
function drawMonth(shell: HTMLElement, month: Date, drawing: Drawing): void {
  const steps = monthSteps(month, parseIsoDate(shell.dataset.chosen), showing(shell), drawing);
  let step = steps.next();
  while (!step.done) step = steps.next();
  putMonth(shell, step.value);
}

/** The shell of a field, made ahead or on its first touch: a manual popover in the top layer, out of sight until shown. */
function shellFor(control: HTMLElement, drawing: Drawing): HTMLElement {
  const id = calendarShellId(control.id);
  const found = document.getElementById(id);
  if (found) return found;
  const shell = element("div", {
    id,
    popover: "manual",
    role: "dialog",
    tabindex: "-1",
    "aria-labelledby": `${control.id}-label`,
    class: `${popoverFrameClassName} w-auto p-0`,
  });
  // The top layer's box is the viewport's: absolute, it scrolls with the page, as the island's does.
  // Out of sight until first shown, it waits at the page's top left, where it makes the page no longer.
  // Set through the style object, which the page's CSP allows (a style attribute it would refuse).
  Object.assign(shell.style, {
    position: "absolute",
    inset: "auto",
    top: "0",
    left: "0",
    margin: "0",
    overflow: "visible",
  });
  shell.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || button.disabled) return;
    const step = Number(button.dataset.step);
    const month = parseIsoDate(shell.dataset.month)!;
    if (step) {
      drawMonth(shell, addMonths(month, step), drawing);
      shell.querySelector<HTMLElement>(`[data-step="${step}"]`)?.focus();
      return;
    }
    const day = button.closest<HTMLElement>("[data-day]")?.dataset.day;
    if (!day) return;
    shell.dataset.chosen = day;
    drawMonth(shell, month, drawing);
    shell.querySelector<HTMLElement>(`[data-day="${day}"] button`)?.focus();
    // The choice is the island's to make: its field says it is coming.
    control.setAttribute("aria-busy", "true");
  });
  document.body.append(shell);
  setShown(shell, false);
  shell.showPopover();
  return shell;
}

/**
 * The field's shell showing the month it opens on: the chosen day's, else the first allowed day's.
 * Drawn again only when it shows another month, or was drawn before midnight.
 */
function shellAtFirstMonth(control: HTMLElement, drawing: Drawing): HTMLElement {
  const shell = shellFor(control, drawing);
  const today = new Date();
  const opensOn = parseIsoDate(shell.dataset.chosen) ?? firstAllowedDay(control, today);
  if (shell.dataset.month !== toIsoDate(startOfMonth(opensOn)) || shell.dataset.today !== toIsoDate(today))
    drawMonth(shell, opensOn, drawing);
  return shell;
}

/**
 * Draws a field's shell ahead, out of sight, in steps (`monthSteps`), and puts it in the top layer at
 * the last; nothing when the field has a shell by then (a tap drew it meanwhile, in its own task).
 */
function* shellAheadSteps(control: HTMLElement, drawing: Drawing): Generator<void, void> {
  const drawn = () => document.getElementById(calendarShellId(control.id)) !== null;
  if (drawn()) return;
  const month = yield* monthSteps(firstAllowedDay(control, new Date()), null, false, drawing);
  yield;
  if (!drawn()) putMonth(shellFor(control, drawing), month);
}

/**
 * Draws the shells of the page's date fields ahead, hidden, on a phone not quick enough to hydrate
 * their islands ahead: a tap then only shows one. A field at a time, in idle slices (a week of its
 * month per step): a whole month in one idle task was 70–170 ms on the low-tier phone, and an early
 * tap waited for it.
 *
 * Which fields, and when:
 * - a field on screen when this script comes (the event wizard's date, at the top of its page), at
 *   the next idle moment: its tap may well be the guest's first touch, and a month drawn inside that
 *   touch, code, style and layout, was the slowest answer of the low-tier phone's tap table
 *   (decision 015, "A date field on screen drawn ahead");
 * - any other once the guest has scrolled, touched or pressed a key, and only once it comes within a
 *   screen's height of the view (`whenNear`): drawing the home page's quick-booking month while the
 *   guest read the gallery, three screens above it, made a tap there wait for it (decision 015, "A
 *   calendar's shell drawn when near"), and a load nobody touches (a preview's, a crawler's,
 *   Lighthouse's) needs none of it (decision 014, "Readied once the guest uses the page").
 */
function drawAhead(drawingOf: (control: HTMLElement) => Drawing): void {
  const near: HTMLElement[] = [];
  let drawing = false;
  const next = () => {
    const control = near.shift();
    drawing = control !== undefined;
    if (!control) return;
    if (control.closest("astro-island[ssr]")) inIdleSlices(shellAheadSteps(control, drawingOf(control)), next);
    else whenIdle(next);
  };
  // Called by ifOnScreenNow and whenNear with at least one field; a field both report is drawn once
  // (shellAheadSteps leaves a field that has its shell by then alone).
  const draw = (controls: HTMLElement[]) => {
    near.push(...controls);
    if (!drawing) {
      drawing = true;
      whenIdle(next);
    }
  };
  const fields = () => [
    ...document.querySelectorAll<HTMLElement>(`astro-island[ssr] button[${readyAheadAttribute}][id]`),
  ];
  // A quick phone hydrates these islands ahead (src/page-scripts/ready-ahead.ts): their shells would go unseen.
  whenIdle(() => {
    if (!phoneIsQuick()) ifOnScreenNow(fields(), draw);
  });
  afterFirstUse(() => {
    if (!phoneIsQuick()) whenNear(fields(), draw);
  });
}

/** Whether another date field of the same island holds a day in its shell. */
function islandHoldsADay(island: Element, control: HTMLElement): boolean {
  return [...island.querySelectorAll<HTMLElement>(`[${readyAheadAttribute}]`)].some(
    (other) => other !== control && document.getElementById(calendarShellId(other.id))?.dataset.chosen !== undefined,
  );
}

/** Shows the shell of `control`'s calendar beside it (any other out of sight), the chosen or first allowed day focused. */
function openShell(control: HTMLElement, drawing: Drawing): void {
  const shell = shellAtFirstMonth(control, drawing);
  for (const other of shownShells()) if (other !== shell) setShown(other, false);
  setShown(shell, true);
  // Where the island puts its calendar: DatePicker aligns it with the field's start, 4 px below.
  placeBeside(shell, control, "start", 4);
  const day = shell.querySelector<HTMLElement>("[aria-selected] button, [data-day]:not([data-disabled]) button");
  day?.focus({ preventScroll: true });
}

/** The date field a press landed on, with its island, while that island is not live; else null. */
function fieldOf(target: EventTarget | null) {
  const control = target instanceof Element ? target.closest<HTMLElement>(`button[${readyAheadAttribute}][id]`) : null;
  const island = control?.closest("astro-island[ssr]");
  return control && island ? { control, island } : null;
}

/**
 * Answers a tap on a date field whose island is not live yet with its calendar's shell. Listens on
 * the document, in the capture phase: ahead of the island's own hold (`client:interaction`), so a
 * press answered here goes no further. Returns what answers a tap the head script took before this
 * script ran (`heldTapProperty`, src/page-scripts/code-ahead.ts): the field's shell, as for a tap now; or,
 * where there is no shell to show (a browser without popovers, an island live by then, a field whose
 * island holds a day in another shell), the tap played again on the field, which the island holds
 * or answers as it would have.
 */
export function installCalendarShells(words: Record<Locale, CalendarWords>): (control: HTMLElement) => void {
  const playAgain = (control: HTMLElement) => control.click();
  // Where the browser knows no popovers, the island answers the tap as it always has.
  if (typeof HTMLElement.prototype.showPopover !== "function") return playAgain;
  const drawingOf = (control: HTMLElement): Drawing => {
    const lang: Locale = control.closest("[lang]")?.getAttribute("lang") === "hi" ? "hi" : "en";
    return { control, locale: dateLocaleFor(lang, words[lang]), words: words[lang] };
  };
  drawAhead(drawingOf);
  /** The shell that was open when the current press began (the press closes it: a tap outside). */
  let openAtPress: Element | null = null;
  document.addEventListener(
    "pointerdown",
    (event) => {
      const field = fieldOf(event.target);
      const shell = field && document.getElementById(calendarShellId(field.control.id));
      openAtPress = shell && showing(shell) ? shell : null;
      // A press outside a shell the guest sees puts it out of sight, as an automatic popover's light dismiss.
      const target = event.target instanceof Node ? event.target : null;
      for (const shown of shownShells()) if (!target || !shown.contains(target)) setShown(shown, false);
      // A field touched before its shell was drawn (on a page the guest had not used yet) has it
      // drawn now, out of sight, in the touch's own task: the click that follows only shows it.
      if (field && !shell) shellAtFirstMonth(field.control, drawingOf(field.control));
    },
    true,
  );
  // Escape puts a shell the guest sees out of sight and gives the focus back to its field.
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape") return;
      for (const shown of shownShells()) {
        setShown(shown, false);
        fieldOfShell(shown)?.focus();
      }
    },
    true,
  );
  document.addEventListener(
    "click",
    (event) => {
      const field = fieldOf(event.target);
      // A key's press (no pointer: detail 0) or a modified click is the island's to play back.
      if (!field || event.detail === 0 || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const { control, island } = field;
      if (islandHoldsADay(island, control)) return;
      event.preventDefault();
      event.stopPropagation();
      const wasOpen = openAtPress?.id === calendarShellId(control.id);
      openAtPress = null;
      if (!wasOpen) openShell(control, drawingOf(control));
    },
    true,
  );
  return (control) => {
    const field = fieldOf(control);
    if (field && !islandHoldsADay(field.island, control)) openShell(control, drawingOf(control));
    else playAgain(control);
  };
}
