import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  changedFiles,
  fillWorkingCopy,
  formatCheck,
  jsonOf,
  liveVersion,
  pickWorkingCopy,
  readWorkingCopy,
  startEditor,
} from "./editor-env";
import { adminContentSecurityPolicy } from "../server/http-headers";

/**
 * The hotel's editor (/admin, Sveltia CMS) in a real browser, in its local mode, over a copy of the
 * working copy's data files in the browser's own folder: it runs under its own Content-Security-Policy
 * without a violation, shows the live version, and a save writes exactly the data files the owner
 * changed, in the files' format. The repository's content is not touched. That a data file's change
 * reaches the pages is proven without the editor: e2e/availability.spec.ts and e2e/prices-inr.spec.ts
 * build the site over changed files (e2e/site-overrides.ts) and read the rates and sold-out nights.
 */
const port = Number(process.env.E2E_PORT ?? 4321) + 1;
let editor: Awaited<ReturnType<typeof startEditor>>;

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.beforeAll(async () => {
  editor = await startEditor(port);
});
test.afterAll(async () => editor?.stop());

/** Records the page's CSP violations (events and console) from before any of its scripts runs. */
async function recordCspViolations(page: Page) {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

/** The editor signed in to the working copy (the page's folder), showing its collections. */
async function openEditor(page: Page) {
  const violations = await recordCspViolations(page);
  await pickWorkingCopy(page);
  await fillWorkingCopy(page, editor.adminUrl, editor.copy);
  const response = await page.goto(editor.adminUrl);
  expect(response?.headers()["content-security-policy"]).toBe(adminContentSecurityPolicy());
  await page.getByRole("button", { name: "Work with Local Repository" }).click({ timeout: 90_000 });
  await expect(page.getByText("Hotel facts").first()).toBeVisible({ timeout: 60_000 });
  return violations;
}

/** Opens an entry by its address, as a bookmark would. */
async function openEntry(page: Page, path: string) {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, `#/collections/${path}`);
}

/** Sveltia draws a long entry's fields as they scroll into view: scroll the form until one is there. */
async function scrollTo(page: Page, field: Locator, touch: boolean) {
  const box = page.viewportSize()!;
  for (let i = 0; i < 60 && (await field.count()) === 0; i++) {
    if (touch) await page.mouse.move(box.width / 2, box.height / 2);
    else await page.mouse.move(Math.min(300, box.width / 2), box.height / 2);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(100);
  }
  await field.first().scrollIntoViewIfNeeded();
}

/** Screenshots for the closing note, when EDITOR_SHOTS_DIR names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.EDITOR_SHOTS_DIR) await page.screenshot({ path: `${process.env.EDITOR_SHOTS_DIR}/${name}.png` });
}

async function save(page: Page) {
  const button = page.getByRole("button", { name: "Save", exact: true });
  await button.click();
  // Saved: Sveltia closes the entry and goes back to its collection.
  await expect(button).toHaveCount(0, { timeout: 30_000 });
}

/** The working copy once a save has written into it (Chromium finishes its writes after Sveltia closes the entry). */
async function savedFiles(page: Page) {
  await page.waitForTimeout(3_000);
  return readWorkingCopy(page);
}

const viewports = [
  { name: "at 1280 px", viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
  { name: "at 390 × 844 with touch", viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
];

for (const { name, ...device } of viewports) {
  test.describe(name, () => {
    test.use(device);

    test("under its own policy it shows the live version, and a season's rate and a sold-out range picked by date each change exactly their file, without a CSP violation", async ({
      page,
    }) => {
      const violations = await openEditor(page);
      await expect(page.getByRole("status").filter({ hasText: "Live:" })).toHaveText(
        new RegExp(`^Live: ${liveVersion.message} \\(0123456, since `),
      );
      await shot(page, `collections-${device.viewport.width}`);

      // A season's rate, in the one place a room's rates are edited.
      await openEntry(page, "hotel/entries/rates");
      const nightly = page.getByLabel("Nightly rate", { exact: true });
      await scrollTo(page, nightly, device.hasTouch);
      await nightly.first().fill("309");
      await shot(page, `rates-${device.viewport.width}`);
      await save(page);
      let files = await savedFiles(page);
      expect(changedFiles(editor.copy, files)).toEqual(["src/content/rates.json"]);
      const rates = jsonOf(editor.copy, "rates.json");
      rates.rooms[0].seasons[0].nightly = 309;
      expect(jsonOf(files, "rates.json")).toEqual(rates);

      // A sold-out range, its nights picked with the date picker.
      const before = files;
      await openEntry(page, "hotel/entries/availability");
      const add = page.getByRole("button", { name: /^Add\W*mark\W*$/i });
      await scrollTo(page, add, device.hasTouch);
      const firstNights = page.getByLabel("First night", { exact: true });
      await add.first().click();
      // The new mark's fields, the last ones once drawn (empty: an earlier mark's must not be the one filled).
      await expect(firstNights.last()).toHaveValue("");
      await firstNights.last().fill("2028-04-20");
      await page.getByLabel("Last night", { exact: true }).last().fill("2028-04-21");
      await page.getByRole("radio", { name: "Deluxe Room", exact: true }).last().check();
      await page.getByRole("radio", { name: "sold-out", exact: true }).last().check();
      await shot(page, `availability-${device.viewport.width}`);
      await save(page);
      files = await savedFiles(page);
      expect(changedFiles(before, files)).toEqual(["src/content/availability.json"]);
      const marks = jsonOf(files, "availability.json").marks;
      expect(marks.at(-1)).toEqual({ room: "deluxe", from: "2028-04-20", to: "2028-04-21", status: "sold-out" });
      expect(marks.slice(0, -1)).toEqual(jsonOf(before, "availability.json").marks);

      // What it wrote passes the content format check of npm run lint.
      expect(formatCheck(files)).toEqual([]);
      expect(await violations()).toEqual([]);
    });
  });
}

test("opening every collection's sample entry and leaving it unchanged offers nothing to save and changes no file", async ({
  page,
}) => {
  const violations = await openEditor(page);
  for (const path of ["rooms/entries/deluxe", "hotel/entries/site", "hotel/entries/rates", "copy/entries/policies"]) {
    await openEntry(page, path);
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled({ timeout: 30_000 });
  }
  expect(changedFiles(editor.copy, await readWorkingCopy(page))).toEqual([]);
  expect(await violations()).toEqual([]);
});

test("the editor refuses a zero weekday rate, saying the least it takes, and writes nothing", async ({ page }) => {
  const violations = await openEditor(page);
  await openEntry(page, "hotel/entries/rates");
  const weekday = page.getByLabel("Weekday nightly rate", { exact: true });
  await scrollTo(page, weekday, false);
  await weekday.first().fill("0");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/0\.01/).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(2_000);
  expect(changedFiles(editor.copy, await readWorkingCopy(page))).toEqual([]);
  expect(await violations()).toEqual([]);
});
