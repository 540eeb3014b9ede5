import { expect, firstTap, openAsGuest, test } from "./phone";
import { islandIsLive, islandOf } from "./islands";

/**
 * The event inquiry and the table reservation on a throttled phone: each control is used the
 * moment it shows, before its island has hydrated, and nothing the guest did is lost.
 */

test("the first tap on the event date opens its calendar", async ({ page }) => {
  await openAsGuest(page, "/events/inquiry");
  await firstTap(page.getByRole("button", { name: /^Event date/ }));
  await expect(page.getByRole("dialog").getByRole("grid")).toBeVisible();
});

test("guests typed and an event type chosen before the wizard hydrates are kept", async ({ page }) => {
  await openAsGuest(page, "/events/inquiry?hall=grand");
  const guests = page.getByLabel("Number of guests");
  await firstTap(guests);
  await guests.pressSequentially("120");
  await page.getByLabel("Type of event").selectOption({ label: "Wedding" });
  await islandIsLive(islandOf(page, "EventWizard"));
  await expect(guests).toHaveValue("120");
  await expect(page.getByLabel("Type of event")).toHaveValue("wedding");
});

test("the first tap on 'Reserve via WhatsApp' checks the table request", async ({ page }) => {
  await openAsGuest(page, "/dining");
  await firstTap(page.getByRole("button", { name: "Reserve via WhatsApp" }));
  await expect(page.getByRole("alert")).toHaveText(
    "Please fill in the date, the time, the number of people and your name.",
  );
});

test("a name typed before the reservation form hydrates reaches the WhatsApp message", async ({ page }) => {
  await page.addInitScript(() => {
    const record: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = record;
    window.open = ((url?: string | URL) => {
      record.push(String(url));
      return { opener: window, closed: false } as unknown as Window;
    }) as typeof window.open;
  });
  await page.clock.setFixedTime(new Date("2026-11-22T12:00:00Z"));
  await openAsGuest(page, "/hi/dining");
  const name = page.getByLabel("आपका नाम", { exact: true });
  await firstTap(name);
  await name.pressSequentially("Priya Sharma");
  await page.getByLabel("तारीख़", { exact: true }).fill("2026-12-04");
  await page.getByLabel("समय", { exact: true }).selectOption("13:00");
  await page.getByLabel("लोग", { exact: true }).fill("2");
  await page.getByRole("button", { name: "WhatsApp से टेबल बुक करें" }).tap();
  await expect(page.getByRole("heading", { name: /WhatsApp में लिखा हुआ है/ })).toBeVisible();
  const [url] = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
  expect(new URL(url!).searchParams.get("text")).toBe(
    "*नई टेबल बुकिंग*\n\nनाम: Priya Sharma\nतारीख़: 4 दिसंबर, 2026\nसमय: 13:00\nलोग: 2",
  );
});
