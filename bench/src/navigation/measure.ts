/**
 * The navigation rows' driver: opens a journey's page in a fresh browser context (a new visitor) on
 * the phone the taps use — 390×844, touch, slow 4G, the CPU slowed by the calibrated multiplier —
 * rests a finger on the link and lifts it, and reads from the next page when the guest saw it.
 *
 * It drives Chromium with Puppeteer, not Playwright: Chromium refuses to prerender while a DevTools
 * client is attached to the page's target directly rather than through its tab
 * (`PrerenderingDisabledByDevTools`), which is how Playwright attaches; Puppeteer attaches through
 * the tab, so speculation rules work as on a guest's phone, and it carries the page's CPU and network
 * emulation over to a prerendering page. Two gaps remain, both in the prerender's favour, and the
 * front closes the first: Chromium starts the prerender's document request before DevTools reaches
 * its target, so that request is not slowed (the front holds it as long as slow 4G would take,
 * tls-front.ts); and the prerender's first scripts may run before the CPU slowdown reaches its renderer.
 */
import puppeteer, { type Browser, type CDPSession, type Page } from "puppeteer-core";
import { slow4g } from "../../../test/support/phone-throttling";
import type { Served, TlsFront } from "../tls/tls-front";
import type { TapLocale } from "../taps/controls";
import { phoneScreen, probeScript } from "../taps/measure";
import type { Box } from "../taps/probe";
import type { TapProfile } from "../taps/summary";
import { backAfter, backRow, restMs, settleMs, type Journey } from "./journeys";
import { isSwapError } from "./activation";
import { guestSeenMs, type ArrivedPage, type NavSample, type SpeculationSample } from "./summary";

/** How long the next page may take to paint before the sample counts it as not arrived. */
const arrivalWaitMs = 30_000;

/**
 * In every page: on `pageshow` from the back/forward cache, the moment of the first frame after it
 * (a rAF, then a message: after that frame's paint), in the epoch's clock; and, once armed, the
 * moment the finger lifts (touchend, when the browser received it), told to the driver on the console.
 */
function installNavProbe(): void {
  const probe: { restoredAt?: number; pageshowAt?: number; armed?: boolean } = {};
  (window as unknown as { __navProbe: typeof probe }).__navProbe = probe;
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    probe.pageshowAt = performance.timeOrigin + event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (probe.restoredAt = performance.timeOrigin + performance.now());
      channel.port2.postMessage(null);
    });
  });
  addEventListener(
    "touchend",
    (event) => {
      if (probe.armed) console.debug(`nav-probe:tap ${performance.timeOrigin + event.timeStamp}`);
      probe.armed = false;
    },
    { capture: true, passive: true },
  );
}
const navProbeScript = `(() => { const __name = (f) => f; (${installNavProbe.toString()})(); })();`;

/** What the page shows now, in its own clock (see ArrivedPage), and the probe's Back figures. */
const arrivalExpression = `(() => {
  const n = performance.getEntriesByType("navigation")[0];
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  const probe = window.__navProbe ?? {};
  return JSON.stringify({
    path: location.pathname,
    timeOrigin: performance.timeOrigin,
    activationStart: n?.activationStart ?? 0,
    firstContentfulPaint: fcp?.startTime,
    restoredAt: probe.restoredAt,
    notRestoredReasons: n?.notRestoredReasons ? JSON.stringify(n.notRestoredReasons.reasons ?? n.notRestoredReasons) : undefined,
    now: performance.timeOrigin + performance.now(),
  });
})()`;

type Arrival = ArrivedPage & {
  path: string;
  restoredAt?: number;
  notRestoredReasons?: string;
  now: number;
};

/**
 * The page's current main session: after a prerendered page is shown, Puppeteer swaps the page's
 * session to the prerender's as the swap's first step, but its frame objects lag behind or are
 * detached (`detached Frame`, activation.ts), so after the tap the driver never uses a frame
 * (page.evaluate, page.mainFrame()): it asks for the session again at each step and evaluates there,
 * reading the timing from whichever document the tab shows. `_client()` is Puppeteer's own accessor.
 */
const sessionOf = (page: Page) => (page as unknown as { _client(): CDPSession })._client();

async function evaluate<T>(page: Page, expression: string): Promise<T> {
  const { result } = await sessionOf(page).send("Runtime.evaluate", { expression, returnByValue: true });
  return JSON.parse(result.value as string) as T;
}

/** Polls the page until `ready` says yes, or the wait is over (undefined). */
async function arrival(
  page: Page,
  ready: (a: Arrival) => boolean,
  waitMs = arrivalWaitMs,
): Promise<Arrival | undefined> {
  for (const deadline = Date.now() + waitMs; Date.now() < deadline;) {
    try {
      const seen = await evaluate<Arrival>(page, arrivalExpression);
      if (ready(seen)) return seen;
    } catch {
      // The tab is between documents (its target swapping, isSwapError): ask the new session again.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

export type NavSetting = {
  browser: Browser;
  origin: string;
  front: TlsFront;
  profile: TapProfile;
  locale: TapLocale;
  cpuSlowdown: number;
};

/** A new visitor on the phone: a fresh context and page, throttled, with the probes in every page. */
async function phonePage(setting: NavSetting) {
  const context = await setting.browser.createBrowserContext();
  const page = await context.newPage();
  await page.emulate({
    viewport: { ...phoneScreen, isMobile: true, hasTouch: true },
    userAgent: await setting.browser.userAgent(),
  });
  // The probes go to the session itself, not through page.evaluateOnNewDocument: Puppeteer re-adds
  // its preload scripts to the main frame when a prerendered page takes over, and that frame may be
  // detached by then (activation.ts). The prerendered page never had them anyway (they would arrive
  // after its document); the page tapped on and the page Back returns to have them from their load.
  for (const source of [probeScript, navProbeScript])
    await sessionOf(page).send("Page.addScriptToEvaluateOnNewDocument", { source });
  await page.emulateNetworkConditions({
    download: slow4g.downloadBytesPerSecond,
    upload: slow4g.uploadBytesPerSecond,
    latency: slow4g.latencyMs,
  });
  await page.emulateCPUThrottling(setting.cpuSlowdown);
  return { context, page };
}

/** Slow 4G's time for a document of this size: the round trip and the body at the download rate. */
export const slow4gDocumentMs = (bytes: number) => slow4g.latencyMs + (bytes / slow4g.downloadBytesPerSecond) * 1000;

/** Opens the page and waits for its `load`, then as long as a settled tap does. */
async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "load", timeout: 90_000 });
  await new Promise((resolve) => setTimeout(resolve, settleMs));
}

/** The link's box, scrolled into view by the tap probe (taps/probe.ts), waiting up to 30 s for it. */
async function linkBox(page: Page, journey: Journey): Promise<Box> {
  for (const deadline = Date.now() + 30_000; ;) {
    const box = await page.evaluate((target) => window.__tapProbe!.prepare(target), journey.link);
    if (box && box.width > 0 && box.height > 0) return box;
    if (Date.now() > deadline) throw new Error("the link has no box on screen");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs `act` and waits up to 5 s for the page to say `<label> <epoch ms>` on its console: the moment
 * it names. Heard on the page's current session itself (Runtime.consoleAPICalled): after a prerendered
 * page took over, Puppeteer's own console events may not come from it (activation.ts). The act may
 * fail as the tab swaps documents (isSwapError): the message was sent before.
 */
async function consoleMoment(page: Page, label: string, act: () => Promise<unknown>): Promise<number> {
  let at: number | undefined;
  const session = sessionOf(page);
  const listener = (event: { args: { value?: unknown }[] }) => {
    const [name, value] = String(event.args[0]?.value ?? "").split(" ");
    if (name === label && value !== undefined) at = Number(value);
  };
  session.on("Runtime.consoleAPICalled", listener);
  try {
    await session.send("Runtime.enable");
    await act().catch((error: unknown) => {
      if (!isSwapError(error)) throw error;
    });
    for (const deadline = Date.now() + 5000; at === undefined && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    session.off("Runtime.consoleAPICalled", listener);
  }
  if (at === undefined) throw new Error(`the page never said ${label}`);
  return at;
}

/** The finger on the link for `restMs`, then lifted; the lift's moment in the epoch's clock. */
async function restAndTap(page: Page, box: Box): Promise<number> {
  let tapAt: number | undefined;
  const listener = (message: { text(): string }) => {
    const match = /^nav-probe:tap (\d+(?:\.\d+)?)$/.exec(message.text());
    if (match) tapAt = Number(match[1]);
  };
  page.on("console", listener);
  try {
    await page.evaluate(() => {
      (window as unknown as { __navProbe: { armed: boolean } }).__navProbe.armed = true;
    });
    await page.touchscreen.touchStart(box.x + box.width / 2, box.y + box.height / 2);
    await new Promise((resolve) => setTimeout(resolve, restMs));
    // A prerendered page is shown as the finger lifts: the old page's target closes before the
    // command's answer, which then reads "Target closed". The tap happened; the probe told its moment.
    await page.touchscreen.touchEnd().catch(() => {});
    for (const deadline = Date.now() + 5000; tapAt === undefined && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    page.off("console", listener);
  }
  if (tapAt === undefined) throw new Error("the tap never reached the page");
  return tapAt;
}

/**
 * Collects the reasons Chromium gives, through the DevTools Protocol, for not restoring a page from
 * the back/forward cache on this session's next navigation (`Page.backForwardCacheNotUsed`).
 */
async function explainNotRestored(session: CDPSession) {
  const reasons: string[] = [];
  const listener = (event: { notRestoredExplanations: { reason: string; type: string }[] }) => {
    for (const { reason, type } of event.notRestoredExplanations) reasons.push(`${reason} (${type})`);
  };
  session.on("Page.backForwardCacheNotUsed", listener);
  await session.send("Page.enable").catch(() => {});
  return { reasons, stop: () => session.off("Page.backForwardCacheNotUsed", listener) };
}

const short = (error: unknown) => (error as Error).message.split("\n")[0]!.slice(0, 160);

/**
 * One journey tap from a fresh visit: the time to the next page's first contentful paint. After the
 * room → booking tap, Back too: 2 s on the booking page, then Back (`history.back()`), timed to
 * the room page's first frame after its
 * `pageshow` from the back/forward cache, or its first contentful paint when it reloaded.
 */
export async function measureJourney(setting: NavSetting, journey: Journey): Promise<NavSample[]> {
  const base = { locale: setting.locale, profile: setting.profile };
  const { context, page } = await phonePage(setting);
  setting.front.watch({ holdPrerenderDocument: slow4gDocumentMs });
  const samples: NavSample[] = [];
  try {
    await openSettled(page, setting.origin + journey.from);
    const box = await linkBox(page, journey);
    const tapAt = await restAndTap(page, box);
    const seen = await arrival(page, (a) => a.path === journey.to && a.firstContentfulPaint !== undefined);
    samples.push({
      ...base,
      row: journey.id,
      ms: seen ? guestSeenMs(tapAt, seen) : undefined,
      prerendered: seen ? seen.activationStart > 0 : undefined,
    });
    if (journey.id !== backAfter) return samples;
    try {
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      // Chromium's own reasons for a reload: the page's notRestoredReasons say "masked" for every
      // reason the web platform does not name (the browser's own, as a worker's claim or a cache limit).
      const explained = await explainNotRestored(sessionOf(page));
      // Back as the page's own history.back(), in the same task that reads the clock: the moment the
      // guest pressed it, to the millisecond, where a DevTools history command would add its round trip.
      // The moment is told on the console, not returned: a page restored from the back/forward cache
      // swaps the tab's target before the evaluation could answer ("Inspected target navigated or closed").
      const backAt = await consoleMoment(page, "nav-probe:back", () =>
        sessionOf(page).send("Runtime.evaluate", {
          expression: "console.debug(`nav-probe:back ${performance.timeOrigin + performance.now()}`); history.back();",
        }),
      );
      const back = await arrival(
        page,
        (a) =>
          a.path === journey.from &&
          (a.restoredAt !== undefined || (a.timeOrigin > backAt && a.firstContentfulPaint !== undefined)),
      );
      const restored = back?.restoredAt !== undefined;
      samples.push({
        ...base,
        row: backRow.id,
        ms: back ? (restored ? back.restoredAt! - backAt : guestSeenMs(backAt, back)) : undefined,
        restored: back ? restored : undefined,
        ...(back && !restored && (explained.reasons.length || back.notRestoredReasons)
          ? { notRestored: (explained.reasons.join(", ") || back.notRestoredReasons!).slice(0, 200) }
          : {}),
      });
      explained.stop();
    } catch (error) {
      samples.push({ ...base, row: backRow.id, error: short(error) });
    }
    return samples;
  } catch (error) {
    return [...samples, { ...base, row: journey.id, error: short(error) }];
  } finally {
    setting.front.watch(undefined);
    await context.close().catch(() => {});
  }
}

/** How long the guest who leaves stays on the home page, with one scroll. */
const stayMs = 6000;

/**
 * A guest who opens the home page, stays a few seconds with one scroll, and leaves without a tap:
 * the bytes the front sent for requests carrying `Sec-Purpose` (what speculation fetched), and for
 * every other request (the page's own weight).
 */
export async function measureSpeculation(setting: NavSetting, homePath: string): Promise<SpeculationSample> {
  const served: Served[] = [];
  const { context, page } = await phonePage(setting);
  setting.front.watch({ served: (s) => served.push(s), holdPrerenderDocument: slow4gDocumentMs });
  try {
    await page.goto(setting.origin + homePath, { waitUntil: "load", timeout: 90_000 });
    await new Promise((resolve) => setTimeout(resolve, stayMs / 2));
    await page.evaluate(() => scrollBy({ top: innerHeight, behavior: "instant" }));
    await new Promise((resolve) => setTimeout(resolve, stayMs / 2));
  } finally {
    await context.close().catch(() => {});
    setting.front.watch(undefined);
  }
  const speculative = served.filter((s) => s.purpose !== undefined);
  return {
    locale: setting.locale,
    profile: setting.profile,
    speculationBytes: speculative.reduce((n, s) => n + s.bytes, 0),
    pageBytes: served.filter((s) => s.purpose === undefined).reduce((n, s) => n + s.bytes, 0),
    speculated: [...new Set(speculative.map((s) => `${s.path} (${s.purpose})`))],
  };
}

/** Whether the build's home page carries speculation rules, inline or through the header. */
export async function hasSpeculationRules(origin: string, homePath: string): Promise<boolean> {
  const response = await fetch(origin + homePath).catch(() => undefined);
  if (!response) return false;
  const html = await response.text();
  return response.headers.has("speculation-rules") || /<script[^>]+type=["']?speculationrules/i.test(html);
}

/**
 * The browser the navigation rows run in: the tests' Chromium through Puppeteer, with the back/forward
 * cache on. It must trust the benchmark's servers through `args` (tls/trust.ts): no certificate error
 * is ignored here, since a page that receives one after it is left is evicted from the cache.
 */
export function launchNavigationBrowser(executablePath: string, args: readonly string[]): Promise<Browser> {
  return puppeteer.launch({ executablePath, args: [...args], headless: true });
}
