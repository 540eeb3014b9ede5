/**
 * Between pages on the phone: the journey's next page prerendered on a touch (speculation rules,
 * src/lib/speculation.ts), Back from the back/forward cache on every route with its state, and the
 * pages of a short visit kept by the service worker with their islands' code, with the network
 * really off (context.setOffline). Timings are the benchmark's; these prove what happens.
 */
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../test/browser";
import { expect, routes, test } from "./fixtures";
import { prerenderingPhone } from "./pipe-browser";
import { workerReady } from "./service-worker";

test.use({ serviceWorkers: "allow" });

/** A phone in a browser that prerenders (e2e/pipe-browser.ts), on this run's server. */
async function withPrerenderingPhone(run: (phone: Awaited<ReturnType<typeof prerenderingPhone>>) => Promise<void>) {
  const phone = await prerenderingPhone(test.info().project.use.baseURL!);
  try {
    await run(phone);
  } finally {
    await phone.close();
  }
}

const heroLink = (path: string) => `main section a[href="${path}"]`;

test("the journey's links are prerendered on a hover or press, and each next page is shown from it", async () => {
  await withPrerenderingPhone(async (phone) => {
    await phone.open("/");
    await phone.hoverUntilReady(heroLink("/booking"), "/booking");
    await phone.hoverUntilReady(heroLink("/rooms"), "/rooms");
    await phone.tap(heroLink("/rooms"), "/rooms");
    expect(await phone.shownFromPrerender(), "/rooms from its prerender").toBe(true);

    await phone.hoverUntilReady('main a[href="/rooms/deluxe"]', "/rooms/deluxe");
    await phone.tap('main a[href="/rooms/deluxe"]', "/rooms/deluxe");
    expect(await phone.shownFromPrerender(), "/rooms/deluxe from its prerender").toBe(true);

    await phone.hoverUntilReady('main a[href="/booking?room=deluxe"]', "/booking?room=deluxe");
    await phone.tap('main a[href="/booking?room=deluxe"]', "/booking?room=deluxe");
    expect(await phone.shownFromPrerender(), "/booking?room=deluxe from its prerender").toBe(true);
  });
});

test("a prerendered booking page starts nothing until it is shown: no worker, no code fetched ahead", async () => {
  await withPrerenderingPhone(async (phone) => {
    await phone.open("/");
    await phone.hoverUntilReady(heroLink("/booking"), "/booking");
    // Long enough for a page shown at once to have loaded, registered the worker and fetched code ahead.
    await phone.wait(5000);
    await phone.tap(heroLink("/booking"), "/booking");
    expect(await phone.shownFromPrerender()).toBe(true);
    await phone.evaluate("navigator.serviceWorker.ready.then(() => true)");
    const startedBeforeShown = await phone.evaluate<string[]>(`(() => {
      const shown = performance.getEntriesByType("navigation")[0].activationStart;
      return performance.getEntriesByType("resource")
        .filter((entry) => ["/sw-register.js", "/code-ahead.js"].includes(new URL(entry.name).pathname) && entry.startTime < shown)
        .map((entry) => entry.name);
    })()`);
    expect(startedBeforeShown).toEqual([]);
  });
});

test("nothing is prerendered or prefetched for the language switch, WhatsApp, tel:, mailto: or a link with a query", async () => {
  await withPrerenderingPhone(async (phone) => {
    await phone.open("/contact");
    // No page links to these, but a guest may paste one in a chat: added as links the rules would see.
    await phone.evaluate(`["/admin", "/booking?checkIn=2027-03-04&checkOut=2027-03-06"].forEach((href) => {
      const link = Object.assign(document.createElement("a"), { href, textContent: href });
      document.querySelector("main").prepend(link);
    })`);
    const excluded = [
      'a[href="/admin"]',
      'a[href^="/booking?checkIn"]',
      "a[data-keep-query]",
      'a[href^="https://wa.me"]',
      'a[href^="tel:"]',
      'a[href^="mailto:"]',
    ];
    for (const selector of excluded) await phone.hover(selector);
    // A journey link last: once its prerender is ready, the others would have been attempted before it.
    await phone.hoverUntilReady('footer a[href="/rooms"]', "/rooms");
    expect(new Set(phone.attempts().map((a) => a.url))).toEqual(new Set(["/rooms"]));
  });
});

for (const connection of [
  { saveData: true, effectiveType: "4g" },
  { saveData: false, effectiveType: "2g" },
]) {
  test(`nothing is prerendered when the guest saves data or is on 2G (${JSON.stringify(connection)})`, async () => {
    await withPrerenderingPhone(async (phone) => {
      const hints = `Object.defineProperty(navigator, "connection", { value: ${JSON.stringify(connection)} })`;
      await phone.open("/", hints);
      await phone.hover(heroLink("/rooms"));
      await phone.wait(2000);
      expect(await phone.evaluate("document.querySelectorAll('script[type=speculationrules]').length")).toBe(0);
      expect(phone.attempts()).toEqual([]);
    });
  });
}

/**
 * A browser as a guest's: the full browser (the headless shell keeps no page in the back/forward
 * cache), without the switch by which Playwright's own launch turns that cache off.
 */
async function withBackForwardCache(run: (context: BrowserContext) => Promise<void>) {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
  try {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await context.route("https://images.unsplash.com/**", (route) => route.fulfill({ status: 404 }));
    await run(context);
  } finally {
    await browser.close();
  }
}

/** Leaves the page by `leave`, comes Back, and returns why Chromium did not restore it (none: restored). */
async function backReasons(page: Page, leave: () => Promise<unknown>) {
  const session = await page.context().newCDPSession(page);
  const reasons: string[] = [];
  session.on("Page.backForwardCacheNotUsed", (event) =>
    reasons.push(...event.notRestoredExplanations.map((r) => r.reason)),
  );
  await session.send("Page.enable");
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await leave();
  // A page restored from the cache fires no load event.
  await page.goBack({ waitUntil: "commit" });
  const restored = await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
  return restored ? [] : reasons.length > 0 ? reasons : ["not restored"];
}

test("every route comes Back from the back/forward cache, from the first visit on, while the worker installs", async () => {
  await withBackForwardCache(async (context) => {
    const page = await context.newPage();
    for (const { path } of routes) {
      await page.goto(path);
      // The first page waits for the worker to install and activate: its first take-over evicted it.
      if (path === "/") await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      const next = path === "/contact" ? "/policies" : "/contact";
      expect(await backReasons(page, () => page.goto(next)), path).toEqual([]);
    }
  });
});

test("a page brought Back has its menu closed, the wizard's draft kept and the theme chosen since", async () => {
  await withBackForwardCache(async (context) => {
    const page = await context.newPage();
    await page.goto("/booking");
    await page.getByLabel("First Name", { exact: true }).fill("Priya");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu).toBeVisible();
    const toRooms = () => menu.getByRole("link", { name: "Rooms" }).click();
    // The guest chooses the dark theme on the next page (as the theme switch saves it).
    const chooseDark = async () => {
      await toRooms();
      await page.evaluate(() => localStorage.setItem("theme", "dark"));
    };
    expect(await backReasons(page, chooseDark)).toEqual([]);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByLabel("First Name", { exact: true })).toHaveValue("Priya");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});

test("the booking page kept after a 2-second visit completes an inquiry offline", async ({ page, context }) => {
  await page.addInitScript(() => {
    window.open = (() => null) as typeof window.open;
  });
  await page.goto("/");
  await workerReady(page);
  await page.goto("/booking");
  await page.waitForTimeout(2000);
  await page.goto("/");
  await context.setOffline(true);
  await page.goto("/booking?checkIn=2027-03-04&checkOut=2027-03-06&guests=2&room=deluxe");
  const guest = { "First Name": "Priya", "Last Name": "Sharma", "Email Address": "priya@example.com" };
  for (const [label, value] of Object.entries(guest)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Phone Number", { exact: true }).fill("+91 98765 43210");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 3, name: /2/ })).toBeFocused();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Send Inquiry via WhatsApp" }).click();
  await expect(page.getByText("Your message has not been sent")).toBeVisible();
  await expect(page.getByRole("link", { name: "Send as a text message (SMS)" })).toBeVisible();
});

test("a room page opened once as the first page of a visit reloads offline as that room", async ({ page, context }) => {
  await page.goto("/rooms/deluxe");
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await context.setOffline(true);
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deluxe Room");
});

test("the worker keeps neither the editor nor the health check, one copy of a page whatever its query, and gives a stalled page up at 3 s", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await workerReady(page);
  for (const path of ["/admin", "/healthz", ...[1, 2, 3, 4, 5].map((n) => `/booking?guests=${n}`)]) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
  }
  await page.goto("/");
  const kept = await page.evaluate(async () =>
    (await (await caches.open("pages")).keys()).map(
      (request) => new URL(request.url).pathname + new URL(request.url).search,
    ),
  );
  expect(kept).not.toContain("/admin");
  expect(kept).not.toContain("/healthz");
  expect(kept.filter((path) => path.startsWith("/booking"))).toEqual(["/booking"]);

  // A server that never answers: the page not kept gives the offline page instead of hanging.
  await context.route("**/amenities", () => undefined);
  const asked = Date.now();
  await page.goto("/amenities", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  expect(Date.now() - asked).toBeLessThan(10_000);
});
