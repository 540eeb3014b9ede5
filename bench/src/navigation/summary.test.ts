// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadBudgets } from "../../../test/support/budgets";
import { journeysIn, navigationRowIds } from "./journeys";
import {
  guestSeenMs,
  navigationFailures,
  navigationSection,
  navigationTableMarkdown,
  speculationFailures,
  summariseNavigation,
  summariseSpeculation,
  type NavSample,
  type SpeculationSample,
} from "./summary";

const budgets = loadBudgets().navigation!;
const sample = (over: Partial<NavSample>): NavSample => ({
  row: "home-rooms",
  locale: "en",
  profile: "mid-tier",
  ms: 120,
  prerendered: true,
  ...over,
});

describe("the journey", () => {
  it("taps home → rooms, rooms → a room, a room → booking, then Back, by the copy's words", () => {
    expect(navigationRowIds()).toEqual(["home-rooms", "rooms-room", "room-booking", "back"]);
    const [home, rooms, room] = journeysIn("en");
    expect(home!.link).toEqual({ role: "link", name: "Explore Rooms" });
    expect(room!.link).toEqual({ role: "link", name: "Book this room" });
    expect(rooms!.to).toBe("/rooms/deluxe");
  });

  it("walks the Hindi pages under /hi with the Hindi words", () => {
    const [home, , room] = journeysIn("hi");
    expect(home!.from).toBe("/hi");
    expect(home!.to).toBe("/hi/rooms");
    expect(room!.to).toBe("/hi/booking");
    expect(room!.link.name).not.toBe("Book this room");
  });
});

describe("the moment the guest sees the next page", () => {
  const tapAt = 1_000_000;

  it("is the new page's first contentful paint, in the epoch's clock", () => {
    expect(guestSeenMs(tapAt, { timeOrigin: tapAt + 30, activationStart: 0, firstContentfulPaint: 400 })).toBe(430);
  });

  it("is the activation for a prerendered page that painted before the tap", () => {
    // Prerendered 2 s before the tap, painted then, shown 40 ms after the tap.
    const page = { timeOrigin: tapAt - 2000, activationStart: 2040, firstContentfulPaint: 300 };
    expect(guestSeenMs(tapAt, page)).toBe(40);
  });

  it("is the paint for a prerendered page that paints after its activation", () => {
    const page = { timeOrigin: tapAt - 100, activationStart: 150, firstContentfulPaint: 260 };
    expect(guestSeenMs(tapAt, page)).toBe(160);
  });

  it("is unknown until the page has painted", () => {
    expect(guestSeenMs(tapAt, { timeOrigin: tapAt, activationStart: 0 })).toBeUndefined();
  });
});

describe("the navigation rows", () => {
  it("take the median per row, language and phone, and count the prerendered pages and Backs from the cache", () => {
    const rows = summariseNavigation(
      ["en"],
      [
        sample({ ms: 100 }),
        sample({ ms: 300, prerendered: false }),
        sample({ ms: 140 }),
        sample({ row: "back", ms: 40, prerendered: undefined, restored: true }),
        sample({ row: "back", ms: 700, prerendered: undefined, restored: false, notRestored: "ServiceWorkerClaim" }),
        sample({ row: "back", ms: 60, prerendered: undefined, restored: true }),
      ],
    );
    expect(rows.map((r) => [r.row, r.figures.ms, r.figures.fromSpeculation, r.figures.measured])).toEqual([
      ["home-rooms", 140, 2, 3],
      ["back", 60, 2, 3],
    ]);
    expect(rows[1]!.figures.notRestored).toEqual(["ServiceWorkerClaim"]);
  });

  it("count a page that never arrived as the slowest, and leave errors out of the median", () => {
    const rows = summariseNavigation(
      ["en"],
      [sample({ ms: undefined }), sample({ ms: undefined }), sample({ ms: 90 }), sample({ error: "no link" })],
    );
    expect(rows[0]!.figures).toMatchObject({ ms: Infinity, measured: 3, errors: ["no link"] });
  });

  it("judge the journey's links by the first-paint budget and Back by its own", () => {
    const rows = summariseNavigation(
      ["en"],
      [
        sample({ ms: 149 }),
        sample({ profile: "low-tier", ms: 401 }),
        sample({ row: "back", ms: 101, restored: false }),
      ],
    );
    expect(navigationFailures(rows, budgets).map((f) => f.message)).toEqual([
      "navigation, home → rooms (Explore Rooms) (English, low-tier): 401 ms over 400 ms",
      "navigation, Back: booking → the room (English, mid-tier): 101 ms over 100 ms",
    ]);
  });

  it("give a table row per link, language and phone with its budget", () => {
    const rows = summariseNavigation(["en"], [sample({ ms: 120 }), sample({ row: "back", ms: 30, restored: true })]);
    expect(navigationTableMarkdown(rows, budgets).split("\n").slice(2)).toEqual([
      "| home → rooms (Explore Rooms) | English | mid-tier | 120 ms (≤ 150) ✓ | 1 of 1 |",
      "| Back: booking → the room | English | mid-tier | 30 ms (≤ 100) ✓ | 1 of 1 |",
    ]);
  });
});

describe("speculation bytes", () => {
  const visit = (bytes: number): SpeculationSample => ({
    locale: "en",
    profile: "mid-tier",
    speculationBytes: bytes,
    pageBytes: 400_000,
    speculated: bytes > 0 ? ["/rooms (prefetch;prerender)"] : [],
  });

  it("takes the median over the visits and fails over 150 kB", () => {
    const figures = summariseSpeculation([visit(0), visit(160_000), visit(170_000)]);
    expect(figures).toMatchObject({ bytes: 160_000, pageBytes: 400_000, speculated: ["/rooms (prefetch;prerender)"] });
    expect(speculationFailures(figures, budgets).map((f) => f.message)).toEqual([
      "navigation, speculation on the home page fetched 160.0 kB > 150.0 kB",
    ]);
    expect(speculationFailures(summariseSpeculation([visit(0)]), budgets)).toEqual([]);
    expect(summariseSpeculation([])).toBeUndefined();
  });

  it("is reported under the table with whether the build had speculation rules", () => {
    const section = navigationSection({
      hostIndex: 1750,
      multipliers: { "mid-tier": 1.75, "low-tier": 6.63 },
      budgets,
      runs: 3,
      loadAverage: [2, 3],
      speculationRules: false,
      rows: summariseNavigation(["en"], [sample({ row: "back", restored: false, notRestored: "ServiceWorkerClaim" })]),
      samples: [],
      speculation: summariseSpeculation([visit(0)]),
      speculationSamples: [],
    }).join("\n");
    expect(section).toContain("CPU mid-tier 1.75×, low-tier 6.63× (host benchmark index 1750)");
    expect(section).toContain("Speculation rules in the build: no.");
    expect(section).toContain("0 (≤ 150.0 kB) ✓ over the page's own 400.0 kB; nothing fetched ahead");
    expect(section).toContain("not restored from the back/forward cache: ServiceWorkerClaim");
  });
});
