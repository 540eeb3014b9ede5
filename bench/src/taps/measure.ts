/**
 * The tap benchmark's driver: opens each control's page in a fresh browser context (a new visitor,
 * nothing cached) on a phone — 390×844, touch, the network at Lighthouse's slow 4G and the CPU
 * slowed by the calibrated multiplier, both through the Chrome DevTools Protocol — taps the
 * control once, early or settled, and reads what the in-page probe (probe.ts) saw.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Locator, type Page } from "@playwright/test";
import type { Target, TapControl, TapLocale } from "./controls";
import { throttleLikeAPhone } from "../../../test/support/phone-throttling";
import { installProbe, type Box, type ProbeResult } from "./probe";
import { longestEventOfTap, tapDelays, tapMoment, type TapProfile, type TapSample, type TapTiming } from "./summary";

export const phoneScreen = { width: 390, height: 844, deviceScaleFactor: 2 } as const;

/**
 * The probe as a script of its own. tsx compiles functions with esbuild's `__name` helper, which
 * the page does not have; a stand-in that returns the function as it is keeps the text runnable.
 */
export const probeScript = `(() => { const __name = (f) => f; (${installProbe.toString()})(); })();`;

/** How long a tap may wait for its answer before it counts as not answered. */
const answerWaitMs = 15_000;
/** Event Timing reports an entry after the next paint: a moment for the tap's entries to arrive. */
const eventTimingGraceMs = 500;

export type TapRun = {
  control: TapControl;
  locale: TapLocale;
  profile: TapProfile;
  timing: TapTiming;
  cpuSlowdown: number;
  /** A folder for a Chromium trace around the tap; undefined: none. */
  traceTo?: string;
};

/**
 * What a trace of one tap records: the main thread's tasks, events, style, layout and paint, and
 * V8's sampling profiler (the functions). Starting the profiler costs the page's next script call
 * hundreds of milliseconds at a phone's slowdown, so the tap waits until that has passed.
 */
const traceCategories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "v8.execute",
  "blink.user_timing",
  "disabled-by-default-v8.cpu_profiler",
];
const traceSettleMs = 1500;

/** Starts a trace of `page` into `folder` when one is asked for; returns what stops it. */
async function traceTap(browser: Browser, page: Page, run: TapRun): Promise<() => Promise<unknown>> {
  if (!run.traceTo) return async () => {};
  mkdirSync(run.traceTo, { recursive: true });
  const file = `${run.control.id}-${run.locale}-${run.profile}-${run.timing}-${Date.now()}.json`;
  await browser.startTracing(page, { path: path.join(run.traceTo, file), categories: traceCategories });
  await page.waitForTimeout(traceSettleMs);
  return () => browser.stopTracing();
}

/** A person's way to the element: its role and name, inside its landmark or card. */
export function locate(page: Page, target: Target): Locator {
  const byName = (name: Target["name"]) =>
    name === undefined
      ? {}
      : typeof name === "string"
        ? { name, exact: true }
        : { name: new RegExp(`^${name.startsWith.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) };
  const root = target.within ? page.getByRole(target.within.role, byName(target.within.name)).first() : page;
  let found = root.getByRole(target.role, byName(target.name));
  if (target.text !== undefined) found = found.filter({ hasText: target.text });
  return found.nth(target.nth ?? 0);
}

/** Takes the control's steps; the page's clock when the driver saw the last one's answer, if any. */
async function takeStepsBefore(page: Page, control: TapControl): Promise<number | undefined> {
  let shown: number | undefined;
  for (const step of control.before ?? []) {
    if ("fill" in step) await locate(page, step.fill).fill(step.value);
    else {
      await locate(page, step.tap).tap();
      await locate(page, step.until).waitFor({ state: "visible", timeout: 60_000 });
      shown = await page.evaluate(() => performance.now());
    }
  }
  return shown;
}

const probeResult = (page: Page) => page.evaluate(() => window.__tapProbe!.result());

/** The control's box once the probe has found it on screen (scrolled into view), waiting up to 30 s for it to be there. */
async function prepareControl(page: Page, control: Target): Promise<Box> {
  for (const deadline = Date.now() + 30_000; ;) {
    const box = await page.evaluate((target) => window.__tapProbe!.prepare(target), control);
    if (box && box.width > 0 && box.height > 0) return box;
    if (Date.now() > deadline) throw new Error("the control has no box on screen");
    await page.waitForTimeout(100);
  }
}

/** One page load, one tap: the time to the answer, and the tap's longest Event Timing entry. */
export async function measureTap(browser: Browser, origin: string, run: TapRun): Promise<TapSample> {
  const base = { control: run.control.id, locale: run.locale, profile: run.profile, timing: run.timing };
  const context = await browser.newContext({
    viewport: { width: phoneScreen.width, height: phoneScreen.height },
    deviceScaleFactor: phoneScreen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  });
  try {
    await context.addInitScript({ content: probeScript });
    const page = await context.newPage();
    await throttleLikeAPhone(page, run.cpuSlowdown);

    const early = run.timing === "early";
    await page.goto(origin + run.control.path, { waitUntil: early ? "domcontentloaded" : "load", timeout: 90_000 });
    const stepShown = await takeStepsBefore(page, run.control);
    // Found and scrolled by the probe, in the page (as a guest's swipe would), not with Playwright's
    // queries: those add listeners to the page that would run inside the measured tap (probe.ts).
    // Playwright's own scroll would also first wait for the control to hold still over two frames;
    // a guest's tap waits for nothing.
    const box = await prepareControl(page, run.control.control);
    // The delay is counted in the page's own clock, from its DOMContentLoaded, load or step (tapMoment).
    const { domContentLoaded, load, now } = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return {
        domContentLoaded: navigation.domContentLoadedEventStart,
        load: navigation.loadEventStart,
        now: performance.now(),
      };
    });
    const since = tapMoment(run.timing, { domContentLoaded, load, stepShown });
    await page.evaluate(([answer, usable]) => window.__tapProbe!.arm(answer, usable), [
      run.control.answer,
      run.control.usable,
    ] as const);
    const left = since + tapDelays[run.timing] - now;
    if (left > 0) await page.waitForTimeout(left);
    const stopTrace = await traceTap(browser, page, run);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);

    // Not answered (or its usable part never usable) within the wait: the sample says so, and the median
    // counts it as the slowest.
    if (await page.evaluate((ms) => window.__tapProbe!.answered(ms), answerWaitMs))
      await page.waitForTimeout(eventTimingGraceMs);
    await stopTrace();
    const result: ProbeResult = await probeResult(page);
    if (result.answeredAt === undefined && (await locate(page, run.control.answer).isVisible()))
      throw new Error("the probe missed an answer Playwright sees: the table's answer and probe.ts disagree");
    // An open photo viewer sets the page behind it aside, out of the role tree (src/page-scripts/cover-behind.ts):
    // closed, the control is there to be found again. The sample's figures are taken by now.
    if (run.control.answer.role === "dialog") await page.keyboard.press("Escape");
    if (!(await locate(page, run.control.control).evaluate((el) => el === window.__tapProbe!.control)))
      throw new Error("the probe tapped another control than Playwright finds: the table and probe.ts disagree");
    return {
      ...base,
      answerMs:
        result.tapStart !== undefined && result.answeredAt !== undefined
          ? result.answeredAt - result.tapStart
          : undefined,
      usableMs:
        result.tapStart !== undefined && result.usableAt !== undefined ? result.usableAt - result.tapStart : undefined,
      eventTimingMs: longestEventOfTap(result.events, result.tapStart),
      tappedAfterMs: result.tapStart === undefined ? undefined : result.tapStart - since,
      ...(result.notUsableBecause ? { notUsableBecause: result.notUsableBecause } : {}),
      ...(result.tapStart === undefined ? { error: "the tap never reached the page" } : {}),
    };
  } catch (error) {
    return { ...base, eventTimingMs: 0, error: (error as Error).message.split("\n")[0]!.slice(0, 160) };
  } finally {
    await context.close();
  }
}

/** The browser every tap runs in: the tests' Chromium, photos answered by the local stand-in. */
export function launchPhoneBrowser(executablePath: string, args: readonly string[]): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...args] });
}
