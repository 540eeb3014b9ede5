import { expect, firstTap, openAsGuest, test } from "./phone";
import { recordHandOffs, theHandOff } from "./hand-off";
import { islandIsLive, islandOf } from "./islands";
import { tableReservation } from "./wizards";

/**
 * The event inquiry and the table reservation on a throttled phone: each control is used the
 * moment it shows, before its island has hydrated, and nothing the guest did is lost. The first tap on
 * the event date is e2e/calendar-shell.phone.spec.ts's, on an empty reservation islands.phone.spec.ts's.
 */

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

test("a name typed before the reservation form hydrates reaches the WhatsApp message", async ({ page }) => {
  const table = tableReservation(page, "hi");
  await recordHandOffs(page);
  await page.clock.setFixedTime(new Date("2026-11-22T12:00:00Z"));
  await openAsGuest(page, table.path);
  const name = table.field(table.words.name);
  await firstTap(name);
  await name.pressSequentially("Priya Sharma");
  await table.field(table.words.date).fill("2026-12-04");
  await table.field(table.words.time).selectOption("13:00");
  await table.field(table.words.people).fill("2");
  await table.sendButton().tap();
  await expect(page.getByRole("heading", { name: table.words.sent })).toBeVisible();
  const { text } = await theHandOff(page);
  expect(text).toMatch(/^\*नई टेबल बुकिंग\*\n/);
  expect(text).toContain("\nनाम: Priya Sharma\n");
});
