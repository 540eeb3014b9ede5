import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { bookingWizard } from "./wizards";
import { jsonLdNodes, structuredDataMismatches } from "./structured-data";
import pilgrims from "../src/content/pilgrims.json" with { type: "json" };
import { checkedFacts } from "../src/lib/dates/verified";

/**
 * The pilgrims' page's links out and a room type's accessible room (what the pilgrims' page and the
 * privacy notice say, and the forms' links to it, are e2e/facts.spec.ts's). Which
 * facts are stale on which day, and the accessible room in the inquiry, are unit tests
 * (PilgrimsPage.test.tsx, inquiry.test.ts); axe on the pages as loaded is e2e/shell.spec.ts's.
 */

/** Every official source and booking site the pilgrims' facts name. */
const officialSites = new Set([
  ...checkedFacts(pilgrims).map((fact) => fact.source),
  pilgrims.mahakaleshwar.booking.site,
]);

/** Every link out of the site on the page's article: each must be an official https source, inside a dated fact. */
async function linksOut(page: Page) {
  return page.locator("main article a[href^='http']").evaluateAll((links) =>
    links.map((a) => ({
      href: a.getAttribute("href")!,
      dated: /Last verified \d|आख़िरी जाँच \d/.test(a.closest("[data-fact]")?.textContent ?? ""),
    })),
  );
}

test.describe("the pilgrims' pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/pilgrims", "/hi/pilgrims"]) {
    test(`${path}: every link out is an official https source beside its date, and the warning links to /official and 1930`, async ({
      page,
    }) => {
      await page.goto(path);
      const links = await linksOut(page);
      expect(links.length).toBeGreaterThan(8);
      for (const link of links) {
        expect(link.href).toMatch(/^https:\/\//);
        expect(officialSites, link.href).toContain(link.href);
        expect(link.dated, link.href).toBe(true);
      }
      const warning = page.getByRole("region", { name: /VIP|वीआईपी/ });
      await expect(warning.locator("a[href$='/official']")).toBeVisible();
      await expect(warning.locator("a[href='tel:1930']")).toBeVisible();
    });
  }
});

test("the Deluxe Room page names its accessible room, and its HotelRoom lists it among its features", async ({
  page,
}) => {
  await page.goto("/rooms/deluxe");
  const section = page.getByRole("region", { name: "Accessible room" });
  await expect(section).toContainText("a 90 cm wide door");
  await expect(section).toContainText("a roll-in shower");
  const room = (await jsonLdNodes(page)).find((node) => node["@type"] === "HotelRoom")!;
  const features = (room.amenityFeature as { name: string; value: boolean }[]).map((feature) => feature.name);
  expect(features).toEqual(
    expect.arrayContaining(["Wheelchair-accessible room", "a roll-in shower", "a fire alarm that flashes"]),
  );
  expect(await structuredDataMismatches(page)).toEqual([]);
  await page.goto("/rooms/premium");
  await expect(page.getByRole("region", { name: "Accessible room" })).toHaveCount(0);
});

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
