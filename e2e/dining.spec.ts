import { expect, expectNoAxeViolations, taxWordingsOn, test, viewports } from "./fixtures";
import { recordHandOffs, theHandOff } from "./hand-off";
import { tableReservation } from "./wizards";

/**
 * The dining page: the facts diners ask for, the table reservation on WhatsApp, the structured data
 * and the links to it. The request's rules and its message in both languages are proven by
 * reservation.test.ts; the Hindi walk to the hand-off, on a phone, is e2e/events.phone.spec.ts's.
 */

const now = new Date("2026-11-22T12:00:00Z");

/** What a diner asks before coming; the Hindi page's words are the translation checks' (content/check). */
const facts = {
  hours: [
    ["Breakfast", "07:00 – 10:30"],
    ["Lunch", "12:30 – 15:30"],
    ["Dinner", "19:00 – 23:00"],
    ["Room service", "06:00 – 23:30"],
  ],
  statements: [
    "Vegetarian and non-vegetarian: vegetarian dishes are cooked in a separate vegetarian kitchen",
    "Jain food and dishes without onion and garlic on request",
    "No alcohol is served",
  ],
  dishes: [
    ["Jain thali", "Vegetarian", "$11"],
    ["Chicken biryani", "Non-vegetarian", ""],
  ],
};

test("the dining page gives the hours, the vegetarian statement, the alcohol policy and marked dishes with prices", async ({
  page,
}) => {
  await page.goto("/dining");
  for (const [meal, hours] of facts.hours) {
    await expect(
      page
        .getByRole("term")
        .filter({ hasText: new RegExp(`^${meal}$`) })
        .locator("xpath=following-sibling::dd[1]"),
    ).toHaveText(hours!);
  }
  for (const statement of facts.statements) await expect(page.getByText(statement)).toBeVisible();
  for (const [name, mark, price] of facts.dishes) {
    const dish = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(dish).toContainText(mark!);
    await expect(dish).toContainText(price!);
  }
  // One tax wording for every price, and no sentence beside them saying otherwise.
  expect(await taxWordingsOn(page)).toEqual(["incl. taxes"]);
});

test("reserves a table with the whole request in a WhatsApp message", async ({ page }) => {
  const table = tableReservation(page);
  await recordHandOffs(page);
  await page.clock.setFixedTime(now);
  await page.goto(table.path);
  // The accepted party size is shown before a guest types, from the rule that checks it.
  await expect(table.field("People")).toHaveAccessibleDescription("From 1 to 20 people.");
  await table.fill();
  await table.send();
  expect((await theHandOff(page)).text).toBe(
    "*New Table Reservation*\n\nName: Priya Sharma\nDate: December 4th, 2026\nTime: 19:30\nPeople: 4",
  );
});

test("the restaurant's structured data sits inside the hotel", async ({ page }) => {
  await page.goto("/dining");
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(data["@type"]).toBe("Restaurant");
  expect(data["@id"]).toBe("https://www.hotelshreejipalace.example/dining#restaurant");
  expect(data.containedInPlace).toMatchObject({
    "@type": "Hotel",
    "@id": "https://www.hotelshreejipalace.example/#hotel",
  });
  expect(data.openingHours).toEqual(["Mo-Su 07:00-10:30", "Mo-Su 12:30-15:30", "Mo-Su 19:00-23:00"]);
  expect(data.servesCuisine).toContain("North Indian");
});

test("the footer, the amenities' restaurant card and the home experience lead to the dining page", async ({ page }) => {
  await page.goto("/amenities");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Restaurant & Dining" })).toHaveAttribute(
    "href",
    "/dining",
  );
  await page.getByRole("link", { name: "Hours, menu and table reservations" }).click();
  await expect(page).toHaveURL("/dining");
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Learn More about Top-Floor Restaurant" })).toHaveAttribute(
    "href",
    "/dining",
  );
  await page.goto("/hi");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "रेस्टोरेंट और भोजन" })).toHaveAttribute(
    "href",
    "/hi/dining",
  );
});

test("the navbar keeps the specification's links, without one to the dining page", async ({ page }) => {
  await page.goto("/dining");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Home", "Rooms", "Amenities", "Events", "Contact"])
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: /Dining|Restaurant/ })).toHaveCount(0);
});

for (const [size, viewport] of Object.entries(viewports)) {
  test(`no axe violations with a problem shown and after sending (the tab blocked: the link offered) at ${size} width, in the light and the dark theme`, async ({
    page,
  }) => {
    const table = tableReservation(page);
    await recordHandOffs(page, { blocked: true });
    await page.clock.setFixedTime(now);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.goto(table.path);
    await table.sendButton().click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page, `a problem shown (${size})`);
    await table.fill();
    await table.send({ blocked: true });
    const { url } = await theHandOff(page);
    await expect(page.getByRole("link", { name: table.words.openWhatsApp })).toHaveAttribute("href", url);
    await expectNoAxeViolations(page, `sent, the tab blocked (${size})`);
  });
}
