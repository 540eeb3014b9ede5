// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadBudgets } from "../../../test/support/budgets";
import {
  formatMs,
  formatTapFigure,
  longestEventOfTap,
  summariseTaps,
  tapFailures,
  tapMoment,
  tapRowFailures,
  tapSection,
  tapTableMarkdown,
  verdict,
  type TapSample,
} from "./summary";

const sample = (over: Partial<TapSample>): TapSample => ({
  control: "events-menu",
  locale: "en",
  profile: "mid-tier",
  timing: "settled",
  answerMs: 50,
  eventTimingMs: 24,
  ...over,
});
/** The project's tap budgets (budgets.json). */
const budgets = loadBudgets().taps!;
const controls = [{ id: "events-menu", title: "events, phone menu → drawer" }];

describe("the tap's longest Event Timing entry", () => {
  it("is the longest of the entries that start with the touch", () => {
    const events = [
      { name: "pointerdown", startTime: 1000, duration: 40 },
      { name: "click", startTime: 1010, duration: 120 },
      { name: "keydown", startTime: 5000, duration: 400 },
      { name: "pointerdown", startTime: 200, duration: 300 },
    ];
    expect(longestEventOfTap(events, 1000)).toBe(120);
  });

  it("is 0 when no entry reached 16 ms, or the tap never came", () => {
    expect(longestEventOfTap([], 1000)).toBe(0);
    expect(longestEventOfTap([{ name: "click", startTime: 1000, duration: 50 }], undefined)).toBe(0);
  });
});

describe("medians per control, language, phone and timing", () => {
  it("takes the median of the container's time, the usable part's time and Event Timing, per timing", () => {
    const samples = [
      sample({ answerMs: 90, usableMs: 140, eventTimingMs: 20 }),
      sample({ answerMs: 110, usableMs: 160, eventTimingMs: 30 }),
      sample({ answerMs: 100, usableMs: 150, eventTimingMs: 40 }),
      sample({ timing: "early", answerMs: 900, usableMs: 950, eventTimingMs: 150 }),
    ];
    const rows = summariseTaps(controls, ["en"], samples);
    expect(rows.map((r) => [r.profile, r.timing])).toEqual([
      ["mid-tier", "early"],
      ["mid-tier", "settled"],
    ]);
    expect(rows[1]!.figures).toMatchObject({ container: 100, usable: 150, eventTiming: 30, unanswered: 0 });
    expect(rows[0]!.figures).toMatchObject({ container: 900, usable: 950, eventTiming: 150 });
  });

  it("counts a tap whose usable part never came as the slowest, even when its container showed", () => {
    const samples = [
      sample({ answerMs: 60, usableMs: undefined }),
      sample({ answerMs: 70, usableMs: undefined }),
      sample({ answerMs: 80, usableMs: 90 }),
    ];
    const [row] = summariseTaps(controls, ["en"], samples);
    expect(row!.figures.container).toBe(70);
    expect(row!.figures.usable).toBe(Infinity);
    expect(row!.figures.unanswered).toBe(2);
  });

  it("reads a sample taken before the usable part was measured as its container's time", () => {
    const [row] = summariseTaps(controls, ["en"], [sample({ answerMs: 70 })]);
    expect(row!.figures.usable).toBe(70);
  });

  it("leaves samples that could not be taken out of the medians, and says why", () => {
    const samples = [
      sample({ answerMs: 70, usableMs: 75 }),
      sample({ answerMs: undefined, error: "the control has no box" }),
    ];
    const [row] = summariseTaps(controls, ["en"], samples);
    expect(row!.figures).toMatchObject({ usable: 75, unanswered: 0, errors: ["the control has no box"] });
  });

  it("lists English first, then Hindi, and no row for what was not measured", () => {
    const rows = summariseTaps(controls, ["en", "hi"], [sample({}), sample({ locale: "hi" })]);
    expect(rows.map((r) => r.locale)).toEqual(["en", "hi"]);
  });
});

describe("budget verdicts", () => {
  it("passes a figure at its budget and fails one over it", () => {
    expect(verdict(100, 100)).toBe("pass");
    expect(verdict(101, 100)).toBe("fail");
  });

  it("fails a tap never answered, and has no verdict for what was not measured", () => {
    expect(verdict(Infinity, 2000)).toBe("fail");
    expect(verdict(undefined, 100)).toBe("none");
  });

  it("judges the usable part's time, not the container's", () => {
    const [row] = summariseTaps(controls, ["en"], [sample({ answerMs: 40, usableMs: 130 })]);
    expect(tapRowFailures(row!, budgets)).toEqual(["settled tap"]);
    const [quick] = summariseTaps(controls, ["en"], [sample({ answerMs: 40, usableMs: 90 })]);
    expect(tapRowFailures(quick!, budgets)).toEqual([]);
  });

  it("names each control, language and phone with a figure over budget, once", () => {
    const rows = summariseTaps(
      controls,
      ["en"],
      [
        sample({ usableMs: 140, eventTimingMs: 250 }),
        sample({ timing: "early", usableMs: 1400 }),
        sample({ profile: "low-tier", usableMs: 250 }),
        sample({ profile: "low-tier", timing: "early", usableMs: 1900 }),
      ],
    );
    expect(tapFailures(rows, budgets).map((f) => f.message)).toEqual([
      "taps, events, phone menu → drawer (English, mid-tier): early tap, settled tap, Event Timing over budget",
    ]);
  });
});

describe("the report's table", () => {
  it("shows each figure with its budget and verdict", () => {
    expect(formatTapFigure(1555, 100)).toBe("1,555 ms (≤ 100) ✗");
    expect(formatTapFigure(80, 300)).toBe("80 ms (≤ 300) ✓");
    expect(formatTapFigure(Infinity, 2000)).toBe("no answer (≤ 2,000) ✗");
    expect(formatTapFigure(0, 200, 16)).toBe("< 16 ms (≤ 200) ✓");
    expect(formatTapFigure(undefined, 100)).toBe("–");
    expect(formatMs(1234.4)).toBe("1,234 ms");
    expect(formatMs(Infinity)).toBe("no answer");
  });

  it("has a row per control, language, phone and timing: container, usable, Event Timing and the verdict", () => {
    const rows = summariseTaps(
      controls,
      ["en", "hi"],
      [
        sample({ answerMs: 40, usableMs: 60 }),
        sample({ timing: "early", answerMs: 1100, usableMs: 1200 }),
        sample({ locale: "hi", profile: "low-tier", answerMs: 200, usableMs: 260, eventTimingMs: 0 }),
      ],
    );
    expect(tapTableMarkdown(rows, budgets)).toBe(
      [
        "| Control | Language | Profile | Timing | Container | Usable | Event Timing | Verdict |",
        "|---|---|---|---|---:|---:|---:|---|",
        "| events, phone menu → drawer | English | mid-tier | early | 1,100 ms | 1,200 ms (≤ 1,000) ✗ | 24 ms (≤ 200) ✓ | ✗ early tap |",
        "| events, phone menu → drawer | English | mid-tier | settled | 40 ms | 60 ms (≤ 100) ✓ | 24 ms (≤ 200) ✓ | ✓ |",
        "| events, phone menu → drawer | Hindi | low-tier | settled | 200 ms | 260 ms (≤ 300) ✓ | < 16 ms (≤ 200) ✓ | ✓ |",
      ].join("\n"),
    );
  });

  it("gives the conditions above the table, and what went unanswered below it", () => {
    const rows = summariseTaps(controls, ["en"], [sample({ answerMs: undefined, usableMs: undefined })]);
    const section = tapSection({
      hostIndex: 2640,
      hostIndexValues: [2600, 2640, 2700],
      multipliers: { "mid-tier": 2.64 },
      budgets,
      runs: 1,
      loadAverage: [1.2, 1.9],
      rows,
      samples: [],
    }).join("\n");
    expect(section).toContain("median of 1 run");
    expect(section).toContain("CPU mid-tier 2.64× (host benchmark index 2640 (median of 2600, 2640, 2700))");
    expect(section).toContain("load average 1.2 → 1.9");
    expect(section).toContain("| Container | Usable | Event Timing | Verdict |");
    expect(section).not.toContain("| low-tier |");
    expect(section).toContain(
      "- events, phone menu → drawer (English, mid-tier, settled): 1 of 1 taps not answered (usable part) within the wait.",
    );
  });

  it("warns when the host was slower than a phone, which then ran without slowdown", () => {
    const rows = summariseTaps(controls, ["en"], [sample({}), sample({ profile: "low-tier" })]);
    const section = tapSection({
      hostIndex: 287,
      hostIndexValues: [287],
      multipliers: { "mid-tier": 1, "low-tier": 1.09 },
      budgets,
      runs: 1,
      loadAverage: [24, 25],
      rows,
      samples: [],
    }).join("\n");
    expect(section).toContain("Warning: the host (index 287) was slower than the mid-tier phone");
    expect(section).not.toContain("low-tier phone, so");
  });
});

describe("the moment a tap's delay counts from", () => {
  const page = { domContentLoaded: 800, load: 2400 };

  it("is DOMContentLoaded for an early tap and load for a settled one", () => {
    expect(tapMoment("early", page)).toBe(800);
    expect(tapMoment("settled", page)).toBe(2400);
  });

  it("is the moment its step showed for a control behind a wizard step, early or settled", () => {
    expect(tapMoment("early", { ...page, stepShown: 5100 })).toBe(5100);
    expect(tapMoment("settled", { ...page, stepShown: 5100 })).toBe(5100);
  });
});
