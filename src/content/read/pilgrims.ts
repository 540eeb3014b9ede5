import { addDays } from "date-fns";
import type { Locale } from "@/lib/i18n/i18n";
import { localePath } from "@/lib/i18n/i18n";
import { fill } from "@/lib/i18n/format";
import { bookingHref, contactHref, telHref } from "@/lib/links/links";
import { plural, listOf } from "@/lib/i18n/plural";
import { formatClockTime } from "@/lib/dates/units";
import { proseDate } from "@/lib/dates/long-date";
import { parseIsoDate, toIsoDate } from "@/lib/dates/dates";
import { isStale, staleAfterDays, type CheckedFact } from "@/lib/dates/verified";
import { officialPath } from "../navigation";
import pilgrimsFile from "../pilgrims.json" with { type: "json" };
import type { Pilgrims } from "../schema/pilgrims";
import type { PilgrimsStrings } from "../schema/words";
import { dining } from "./events";
import { official } from "./official";
import { policies } from "./policies";
import { rates } from "./rates";
import { words } from "./words";

/**
 * The pilgrims' page in the page's language (src/content/pilgrims.json, SAMPLE facts until the hotel
 * checks each and unticks `sample`): every fact with the day it was checked and its official source,
 * and a notice on each fact not checked for 90 days on `today` (the day the page is built).
 */
export const pilgrims: Pilgrims = pilgrimsFile as Pilgrims;

/** A link; one that opens a new tab says so to a screen reader. */
export type PilgrimLink = { label: string; href: string; newTab?: string };
/** How a fact is proven on the page: its date, its source, and whether it is a sample or too old. */
export type FactProof = { verified: string; source: PilgrimLink; sample?: string; stale?: string };
/** A fact as the page shows it: its sentences, a link it offers (the booking site), and its proof. */
export type FactView = { lines: string[]; link?: PilgrimLink; proof: FactProof };
export type PlaceView = { id: string; heading: string; facts: FactView[] };

type Context = { s: PilgrimsStrings; locale: Locale; today: Date };

const hostOf = (url: string) => new URL(url).host;
const time = (t: string, locale: Locale) => formatClockTime(t, locale);

function proofOf(fact: CheckedFact, { s, locale, today }: Context): FactProof {
  return {
    verified: fill(s.fact.verified, { date: proseDate(fact.verified, locale) }),
    source: { label: fill(s.fact.source, { host: hostOf(fact.source) }), href: fact.source, newTab: s.newTab },
    sample: fact.sample ? s.fact.sample : undefined,
    stale: isStale(fact.verified, today) ? fill(s.fact.stale, { days: staleAfterDays }) : undefined,
  };
}

/** "1 h 15 min", "2 h", "20 min". */
function durationOf(minutes: number, s: PilgrimsStrings): string {
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  if (hours === 0) return fill(s.duration.minutes, { minutes: rest });
  return rest === 0 ? fill(s.duration.hours, { hours }) : fill(s.duration.hoursMinutes, { hours, minutes: rest });
}

function roadFact(road: Pilgrims["omkareshwar"]["road"], c: Context): FactView {
  const line = fill(c.s.road, { km: road.km, from: road.from[c.locale], duration: durationOf(road.minutes, c.s) });
  return { lines: [line], proof: proofOf(road, c) };
}

function hoursFact(hours: Pilgrims["omkareshwar"]["hours"], c: Context): FactView {
  const values = {
    opens: time(hours.opens, c.locale),
    closes: time(hours.closes, c.locale),
    best: hours.best[c.locale],
  };
  return { lines: [fill(c.s.hours, values)], proof: proofOf(hours, c) };
}

function mahakaleshwarIn(c: Context): PlaceView {
  const { road, booking, dressCode, aartis } = pilgrims.mahakaleshwar;
  const { s, locale } = c;
  const aarti = (a: (typeof aartis)[number]): FactView => ({
    lines: [
      fill(s.mahakaleshwar.aarti, {
        name: a.name[locale],
        starts: time(a.starts, locale),
        leave: time(a.leaveHotel, locale),
      }),
    ],
    proof: proofOf(a, c),
  });
  return {
    id: "mahakaleshwar",
    heading: s.mahakaleshwar.heading,
    facts: [
      roadFact(road, c),
      {
        lines: [booking.rule[locale]],
        link: {
          label: fill(s.mahakaleshwar.book, { host: hostOf(booking.site) }),
          href: booking.site,
          newTab: s.newTab,
        },
        proof: proofOf(booking, c),
      },
      { lines: [`${s.mahakaleshwar.dressCode}: ${dressCode.text[locale]}`], proof: proofOf(dressCode, c) },
      ...aartis.map(aarti),
    ],
  };
}

function templeIn(id: "omkareshwar" | "khajranaGanesh", c: Context): PlaceView {
  const { road, hours } = pilgrims[id];
  return { id, heading: c.s[id].heading, facts: [roadFact(road, c), hoursFact(hours, c)] };
}

/** The hotel's seasons that fall in Simhastha (rates.json): the first one's name and dates, the least stay any room asks. */
function simhasthaSeason({ from, to }: Pilgrims["simhastha"]) {
  const seasons = rates.rooms
    .flatMap((room) => room.seasons)
    .filter((season) => season.from <= to && season.to >= from);
  if (seasons.length === 0) return null;
  return { ...seasons[0]!, minNights: Math.min(...seasons.map((season) => season.minNights)) };
}

function simhasthaIn(c: Context) {
  const { s, locale } = c;
  const fest = pilgrims.simhastha;
  const date = (d: string) => proseDate(d, locale);
  const period = fill(s.simhastha.period, {
    from: date(fest.from),
    to: date(fest.to),
    mainFrom: date(fest.mainFrom),
    mainTo: date(fest.mainTo),
  });
  const bathing = fest.bathingDates?.length
    ? fill(s.simhastha.bathingDates, { dates: listOf(fest.bathingDates.map(date), locale) })
    : s.simhastha.noBathingDates;
  const season = simhasthaSeason(fest);
  const checkOut = season && toIsoDate(addDays(parseIsoDate(season.from)!, season.minNights));
  return {
    heading: s.simhastha.heading,
    fact: { lines: [period, bathing], proof: proofOf(fest, c) } satisfies FactView,
    season: season && {
      text: fill(s.simhastha.season, {
        season: season.name[locale],
        from: date(season.from),
        to: date(season.to),
        nights: plural(s.simhastha.night, season.minNights, locale),
      }),
      book: {
        label: s.simhastha.book,
        href: bookingHref(localePath(locale, "/booking"), { checkIn: season.from, checkOut }),
      },
    },
  };
}

type ServiceKey = keyof PilgrimsStrings["services"]["subjects"];

/** The hotel's services, each with a link to the contact form with its subject filled in. */
function servicesIn({ s, locale }: Context) {
  const { services } = pilgrims;
  const t = (v: string) => time(v, locale);
  const luggage: [ServiceKey, string][] = services.luggageStorage ? [["luggage", s.services.luggage]] : [];
  const items: [ServiceKey, string][] = [
    ["taxi", fill(s.services.taxi, { time: t(services.taxiBookBy) })],
    ["breakfastBox", fill(s.services.breakfastBox, { time: t(services.breakfastBoxFrom) })],
    [
      "earlyCheckIn",
      fill(s.services.earlyCheckIn, {
        time: t(policies.earlyCheckIn.from),
        percent: policies.earlyCheckIn.chargePercent,
      }),
    ],
    [
      "lateCheckOut",
      fill(s.services.lateCheckOut, {
        time: t(policies.lateCheckOut.until),
        percent: policies.lateCheckOut.chargePercent,
      }),
    ],
    ["veg", dining.kitchen === "veg" ? s.services.pureVeg : s.services.vegMenu],
    ...luggage,
  ];
  const contact = localePath(locale, "/contact");
  return {
    heading: s.services.heading,
    items: items.map(([key, text]) => {
      const subject = s.services.subjects[key];
      return { text, ask: { label: fill(s.services.ask, { subject }), href: contactHref(contact, subject) } };
    }),
  };
}

/** Everything the pilgrims' page shows, in the page's language, judged on `today`. */
export function pilgrimsPageIn(locale: Locale, today: Date) {
  const s = words("pilgrims", locale);
  const c: Context = { s, locale, today };
  const places = [mahakaleshwarIn(c), templeIn("omkareshwar", c), templeIn("khajranaGanesh", c)];
  const simhastha = simhasthaIn(c);
  const anySample = [...places.flatMap((p) => p.facts), simhastha.fact].some((fact) => fact.proof.sample);
  return {
    heading: s.heading,
    intro: s.intro,
    sampleNotice: anySample ? s.sampleNotice : undefined,
    warning: {
      heading: s.warning.heading,
      text: s.warning.text,
      links: [
        { label: s.warning.official, href: localePath(locale, officialPath) },
        {
          label: fill(s.warning.helpline, { helpline: official.cyberCrime.helpline }),
          href: telHref(official.cyberCrime.helpline),
        },
      ] satisfies PilgrimLink[],
    },
    places,
    simhastha,
    services: servicesIn(c),
  };
}

export type PilgrimsPageData = ReturnType<typeof pilgrimsPageIn>;
