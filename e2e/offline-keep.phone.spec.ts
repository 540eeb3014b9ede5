/**
 * Offline keeps what it shows, on the guest's phone with the network really off (context.setOffline):
 * a page kept by the service worker is kept with its islands' code, including what an island loads
 * only on first use (the booking wizard's later steps), and the page a guest landed on before the
 * worker was installed is kept too. The code each page needs is what the build wrote into the worker
 * (scripts/page-code.ts, proven by its unit tests); these tests prove the guest can use it offline.
 */
import roomPageCopy from "../src/content/copy/room-page.json" with { type: "json" };
import lightboxCopy from "../src/content/copy/lightbox.json" with { type: "json" };
import deluxe from "../src/content/rooms/deluxe.en.json" with { type: "json" };
import { fill } from "../src/lib/i18n/format";
import { handOffs, recordHandOffs } from "./hand-off";
import { expect, firstTap, openAsGuest, setPhoneOffline, test } from "./phone";
import { keptWithItsCode, workerReady } from "./service-worker";
import { bookingWizard } from "./wizards";

// Every other spec blocks the service worker (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** 22 November 2026 at 12:00 UTC; the link's stay is after it. */
const now = new Date("2026-11-22T12:00:00Z");
const stay = "checkIn=2026-12-04&checkOut=2026-12-07&guests=2&room=deluxe";

/** What a module the page could not load leaves in the console. */
const missingCode = /Failed to fetch dynamically imported module|error loading dynamically imported module/;

test("the booking page, kept after a 2-second visit with the form untouched, completes an inquiry offline", async ({
  page,
  consoleErrors,
}) => {
  const wizard = bookingWizard(page);
  await recordHandOffs(page);
  await page.clock.setFixedTime(now);
  // A returning guest: the worker is installed and looks after the site.
  await openAsGuest(page, "/");
  await workerReady(page);

  await openAsGuest(page, wizard.path);
  await page.waitForTimeout(2000);
  await openAsGuest(page, "/contact");
  await keptWithItsCode(page, wizard.path);

  await setPhoneOffline(page, true);
  // With the stay's dates in the query, as a link to the page carries them: one kept copy serves it.
  await openAsGuest(page, `${wizard.path}?${stay}`);
  await wizard.fillGuest();
  await wizard.next();
  await expect(wizard.step(/2/)).toBeFocused();
  await wizard.next();
  await wizard.sendButton().click();
  await expect(page.getByRole("heading", { name: "Your message has not been sent" })).toBeFocused();
  expect(await handOffs(page)).toEqual([]);
  // Sending it once back online is e2e/offline-send.spec.ts's, the same panel.
  expect(consoleErrors.filter((error) => missingCode.test(error))).toEqual([]);
});

test("a room page opened as the first page of a visit reloads offline as that room, its photo viewer working", async ({
  page,
  consoleErrors,
}) => {
  // Landed on from a search result: no worker yet; it installs while the guest reads.
  await openAsGuest(page, "/rooms/deluxe");
  await keptWithItsCode(page, "/rooms/deluxe");

  await setPhoneOffline(page, true);
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deluxe Room");
  const total = deluxe.photos.length;
  const second = fill(roomPageCopy.en.openPhoto, { index: 2, count: total, alt: "" });
  await firstTap(page.getByRole("link", { name: new RegExp(`^${second}`) }));
  const viewer = page.getByRole("dialog");
  await viewer.getByRole("button", { name: lightboxCopy.en.next }).tap();
  await expect(viewer.getByText(new RegExp(`^Photo 3 of ${total}`))).toBeVisible();
  expect(consoleErrors.filter((error) => missingCode.test(error))).toEqual([]);
});
