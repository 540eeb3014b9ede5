import { expect, expectNoAxeViolations, test } from "./fixtures";
import { bookingWizard } from "./wizards";

/**
 * The accessible room in the wizard, and a contact link's subject. The pilgrims' pages' links out (official,
 * dated sources) and a room page's accessible room, without JavaScript, are test/conformance/facts.ts's. Which
 * facts are stale on which day, and the accessible room in the inquiry, are unit tests
 * (PilgrimsPage.test.tsx, inquiry.test.ts); axe on the pages as loaded is e2e/shell.spec.ts's.
 */

test("the wizard offers the accessible room only for a type that has one, and the step passes axe with it ticked", async ({
  page,
}) => {
  const wizard = bookingWizard(page);
  await page.goto("/booking?room=deluxe");
  await wizard.fillGuest();
  await wizard.next();
  const ask = page.getByLabel(/Ask for the accessible room/);
  await ask.check();
  await expectNoAxeViolations(page, "accessible room asked for");
  await page.getByLabel("Room Type").selectOption({ label: "Executive Suite" });
  await expect(ask).toHaveCount(0);
});

test("a contact link's subject is read into the form, then gone from the address, and the next page's referrer has no query", async ({
  page,
  baseURL,
}) => {
  await page.goto("/contact?subject=a%20taxi%20for%20a%20temple%20visit");
  await expect(page.getByLabel("Subject")).toHaveValue("a taxi for a temple visit");
  await expect(page).toHaveURL(`${baseURL}/contact`);
  await page.goto("/contact?subject=Early%20check-in");
  await page.getByRole("contentinfo").getByRole("link", { name: "Rooms", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/rooms`);
  expect(await page.evaluate(() => document.referrer)).toBe(`${baseURL}/`);
});
