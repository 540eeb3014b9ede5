import type { Locator, Page } from "@playwright/test";
import { slow4g, throttleLikeAPhone, type CpuThrottle } from "../test/support/phone-throttling";
import { expect, expectNoAxeViolations as axeInBothThemes, test as base } from "./fixtures";

/**
 * The phone a guest carries, for tests of first interactions (`*.phone.spec.ts`, the "phone"
 * project): a 390×844 touch screen (set by the project), the CPU slowed 4× and the network
 * throttled to 150 ms round trip and 1.6 Mbit/s through the Chrome DevTools Protocol.
 * Such tests open pages at `domcontentloaded` and never wait for islands to hydrate.
 *
 * How long the code takes to arrive and run on such a phone depends on how busy the machine is, not
 * on the site; what these tests prove is that nothing the guest did is lost, not how soon it is
 * answered. So the "phone" project (playwright.config.ts) lets every expectation wait as long as the
 * test may run, and runs one phone at a time: a lost tap still fails, at the test's time-out.
 */
export const phoneThrottling = { cpuSlowdown: 4, ...slow4g } as const;

/**
 * Each phone page's CPU throttle. The CPU is slowed whenever the guest acts (a page opened as a
 * guest opens it, a first tap) and freed while a test only waits for island code it has let through
 * (`holdIslandCode`'s release): what an island then does with the presses it holds does not change
 * with how fast it runs, and the network stays slow. Chrome's slowdown keeps a core busy for as long
 * as it is on (test/support/phone-throttling.ts), so a test that waits throttled takes half of this 2-core
 * machine from every other test for nothing.
 */
const throttles = new WeakMap<Page, CpuThrottle>();
/** Each phone page's CPU slowdown now. */
const slowdowns = new WeakMap<Page, number>();

/**
 * Makes the page a quicker or slower phone than the project's (the network stays slow 4G), until the
 * guest acts through `openAsGuest` or `firstTap`: for a test of what the page does by the phone's speed,
 * or (1) to free the CPU once the guest's first tap is answered and what follows is the island's logic.
 */
export async function setPhoneCpu(page: Page, cpuSlowdown: number) {
  slowdowns.set(page, cpuSlowdown);
  await throttles.get(page)?.setCpuSlowdown(cpuSlowdown);
}

/** Slows the page's CPU to the phone's again, if a release freed it. */
const slowLikeAPhone = (page: Page) => setPhoneCpu(page, phoneThrottling.cpuSlowdown);

/**
 * axe on the page as it is now, light and dark (e2e/fixtures.ts), with the CPU freed while it reads and
 * then slowed as it was: what axe reads does not change with the phone's speed, and its half a
 * megabyte of script run 4× slower held a core of the machine for as long.
 */
export async function expectNoAxeViolations(page: Page, state: string) {
  const slowdown = slowdowns.get(page) ?? phoneThrottling.cpuSlowdown;
  await throttles.get(page)?.setCpuSlowdown(1);
  await axeInBothThemes(page, state);
  await throttles.get(page)?.setCpuSlowdown(slowdown);
}

/**
 * The island code the page asks for as a script from now on (paths), which only hydration does: the
 * head script's fetch ahead of the guest is a worker's "fetch", and its readying a modulepreload.
 */
export function islandScriptsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && /\/_astro\/[^/]+\.js$/.test(request.url()))
      asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    throttles.set(page, await throttleLikeAPhone(page, phoneThrottling.cpuSlowdown));
    await use(page);
  },
});

export { expect };

/**
 * Cuts the phone's network off, or gives it back: the whole context's (its service worker's too,
 * `context.setOffline`) and the page's own throttled connection, which would otherwise keep the page
 * online (`navigator.onLine`) while nothing reaches the network.
 */
export async function setPhoneOffline(page: Page, offline: boolean) {
  await page.context().setOffline(offline);
  await throttles.get(page)?.setOffline(offline);
}

/** Opens a page as a guest does: the test goes on as soon as the HTML is parsed, islands or not. */
export async function openAsGuest(page: Page, path: string) {
  await slowLikeAPhone(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
}

/**
 * Scrolls a control into view and taps it once: no wait for hydration. No pause before the tap
 * either: the sooner it lands, the surer it is to land before the island's code.
 */
export async function firstTap(control: Locator) {
  await slowLikeAPhone(control.page());
  await control.scrollIntoViewIfNeeded();
  await control.tap();
}

/** Every module of the site's own code. */
const siteCode = /\/_astro\/[^/]+\.js$/;

/**
 * React's DOM code and Astro's client for it (the islands' renderer, `client.*.js`): every island
 * needs it to hydrate, and nothing else does. Held alone, the islands wait while the page's own
 * scripts run and the page finishes loading, as on a phone whose guest taps once the page has shown.
 */
export const islandRenderer = /\/_astro\/client\.[^/]+\.js$/;

/**
 * Holds back the site's JavaScript (`/_astro/*.js`, or only what `code` matches) until `release()`:
 * the slowest phone, on which every tap lands before any island has its code. A test taps, then
 * releases, then checks what the guest sees; whatever is not played again once the code arrives is
 * a lost tap. The release frees the CPU until the guest acts again (see `throttles`).
 */
export async function holdIslandCode(page: Page, code: RegExp = siteCode) {
  let letThrough: () => void = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  const release = () => {
    // Not awaited: the release is the test's own step, and a page already closed needs no freeing.
    setPhoneCpu(page, 1).catch(() => {});
    letThrough();
  };
  await page.route(code, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
