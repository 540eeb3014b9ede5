/**
 * Offline after one visit, with the network really off (context.setOffline): the arrival pages
 * open, any other page gives the offline page; a new
 * build is announced without losing a typed form; the site is installable.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page, type Route } from "@playwright/test";
import commonCopy from "../src/content/copy/common.json" with { type: "json" };
import contactFieldsCopy from "../src/content/copy/contact-fields.json" with { type: "json" };
import { createSiteServer } from "../server/site-server";
import { chromiumArgs, e2eChromiumExecutable } from "../test/support/browser";
import { expect, expectNoAxeViolations, hindiRoutes, routes, test } from "./fixtures";
import { workerReady } from "./service-worker";

// Every other spec blocks the service worker (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const headingOf = (path: string) => [...routes, ...hindiRoutes].find((route) => route.path === path)!.heading;

// One visit, one worker install: it keeps both languages' arrival pages (src/lib/site/offline.test.ts),
// so offline, those of both open, and a page not kept gives its language's offline page. The offline
// page's style and axe are checked in Hindi (the words differ, the template is the same). A visited room page
// kept with its code, photo viewer and all, is e2e/offline-keep.phone.spec.ts's.
test("after one visit, both languages' arrival pages open offline; a page not kept gives its language's offline page, styled and passing axe", async ({
  page,
  context,
}) => {
  // Both languages' pages, ten loads offline, and axe: the two language tests' time, in one.
  test.setTimeout(240_000);
  await page.goto("/hi");
  await workerReady(page);
  await context.setOffline(true);
  for (const path of ["/", "/contact", "/policies", "/official"].flatMap((path) => [
    path,
    `/hi${path}`.replace(/\/$/, ""),
  ])) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(headingOf(path));
  }
  for (const [path, words] of [
    ["/amenities", commonCopy.en],
    ["/hi/amenities", commonCopy.hi],
  ] as const) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.offline.heading);
  }
  // Its tel:, WhatsApp and e-mail links are the page's HTML: test/conformance/facts.ts's ("/hi/offline").
  // The stylesheet came with the worker, not from this visit's pages.
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-weight", "700");
  await expectNoAxeViolations(page, "hi offline page");
});

// A new build announced while the page is open, Reload keeping the typed form: in English (the notice's
// Hindi words are the translation checks').
test("a new build is announced while the page is open, and Reload keeps the typed form", async ({ page }) => {
  const copy = await servedCopy();
  try {
    const { firstName, status } = await bookingTyped(page, copy.origin);
    await expect(status).toHaveCount(0);

    copy.publish();
    // The visitor comes back to the tab: the page asks for the worker again.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));

    await expect(status).toBeVisible();
    const reload = status.getByRole("button", { name: commonCopy.en.update.reload });
    await expect(reload).toBeVisible();
    await expect(firstName).toHaveValue("Aarav");
    await expectNoAxeViolations(page, "update notice");

    await Promise.all([page.waitForEvent("load"), reload.click()]);
    await expect(page.getByLabel(contactFieldsCopy.en.fields.firstName.label)).toHaveValue("Aarav");
    await expect(status).toHaveCount(0);
  } finally {
    await copy.close();
  }
});

test("Reload reloads even while the old build still answers a request, and the new build takes over once it ends", async ({
  page,
  context,
}) => {
  const copy = await servedCopy();
  try {
    const { firstName, status } = await bookingTyped(page, copy.origin);
    // A request the old build's worker is still answering when the visitor presses Reload: the browser
    // lets a new build take over only once the old one has none in hand.
    const held: Route[] = [];
    await context.route("**/_astro/held-*.js", (route) => {
      held.push(route);
    });
    await page.evaluate(() => void fetch("/_astro/held-1.js").catch(() => undefined));
    await expect.poll(() => held.length).toBe(1);

    copy.publish();
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    const reload = status.getByRole("button", { name: commonCopy.en.update.reload });
    await expect(reload).toBeVisible();

    await Promise.all([page.waitForEvent("load", { timeout: 15_000 }), reload.click()]);
    await expect(firstName).toHaveValue("Aarav");
    // The new build still waits for the request, so the notice is there again.
    await expect(reload).toBeVisible();

    // The request ends: Reload now brings the new build (pressed again should the notice come back,
    // as on a machine slow to start the new build's worker), and the typed form with it.
    await held[0]!.abort();
    const newBuildIn = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return !registration?.waiting && registration?.active?.state === "activated";
      });
    await expect(async () => {
      await Promise.all([page.waitForEvent("load", { timeout: 15_000 }), reload.click()]);
      await expect.poll(newBuildIn, { timeout: 10_000 }).toBe(true);
    }).toPass({ timeout: 90_000 });
    await expect(firstName).toHaveValue("Aarav");
  } finally {
    await copy.close();
  }
});

test("a Reload pressed after another tab's Reload took the new build reloads its own tab too", async ({ context }) => {
  const copy = await servedCopy();
  try {
    const tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) {
      await tab.goto(`${copy.origin}/contact`);
      await workerReady(tab);
    }
    copy.publish();
    const reloads = tabs.map((tab) => tab.getByRole("button", { name: commonCopy.en.update.reload }));
    for (const [i, tab] of tabs.entries()) {
      await tab.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await expect(reloads[i]!).toBeVisible();
    }
    await Promise.all([tabs[0]!.waitForEvent("load"), reloads[0]!.click()]);
    await Promise.all([tabs[1]!.waitForEvent("load", { timeout: 10_000 }), reloads[1]!.click()]);
    await expect(reloads[1]!).toHaveCount(0);
  } finally {
    await copy.close();
  }
});

// What the worker keeps (never the editor nor the supervisor's check; one copy of a page whatever its query)
// is src/lib/site/offline.test.ts's, on the rules the worker runs; here, that it runs them offline.
test("with a stalled server, a page not kept shows the offline page while the server still has not answered", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await workerReady(page);
  const stalled: Route[] = [];
  await context.route("**/amenities", (route) => {
    stalled.push(route);
  });
  await page.goto("/amenities", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(commonCopy.en.offline.heading);
  expect(stalled.length, "the server was asked and has not answered").toBeGreaterThan(0);
});

/** The booking page of the served copy, its worker in and a first name typed; the update notice. */
async function bookingTyped(page: Page, origin: string) {
  await page.goto(`${origin}/booking`);
  await workerReady(page);
  const firstName = page.getByLabel(contactFieldsCopy.en.fields.firstName.label);
  await firstName.fill("Aarav");
  return { firstName, status: page.getByRole("status").filter({ hasText: commonCopy.en.update.notice }) };
}

/**
 * A server of our own over a copy of the build, so a test can publish a new build into it, as
 * `npm start` does on a deploy (a fresh read of the folder).
 */
async function servedCopy() {
  const dist = mkdtempSync(path.join(os.tmpdir(), "offline-dist-"));
  cpSync(path.join(import.meta.dirname, "..", process.env.DIST_DIR ?? "dist"), dist, { recursive: true });
  const server = await createSiteServer({ dist });
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = server.app.server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The hotel publishes: the worker's bytes change (as its list of kept files does on any edit). */
    publish() {
      const worker = path.join(dist, "sw.js");
      writeFileSync(worker, `${readFileSync(worker, "utf8")}\n// next build\n`);
      rmSync(`${worker}.br`, { force: true });
      rmSync(`${worker}.gz`, { force: true });
      server.reload();
    },
    async close() {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

test("the home page is installable: the browser reports no installability errors", async ({ baseURL }) => {
  // Playwright's own contexts are incognito, where Chrome never offers to install: a profile on disk is not.
  const profile = mkdtempSync(path.join(os.tmpdir(), "offline-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: e2eChromiumExecutable(),
    args: chromiumArgs,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await workerReady(page);
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = await session.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
