import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, settle, taxWordingsOn, test, viewports } from "./fixtures";

/** The dining page in both languages: the facts diners ask for, the table reservation on WhatsApp, the structured data and the links to it. */

const now = new Date("2026-11-22T12:00:00Z");

const languages = [
  {
    name: "English",
    path: "/dining",
    labels: { date: "Date", time: "Time", people: "People", name: "Your name" },
    peopleHint: "From 1 to 20 people.",
    submit: "Reserve via WhatsApp",
    openWhatsApp: "Open WhatsApp",
    sent: "Your table request is written out in WhatsApp. Press send there, and we will confirm your table.",
    blocked: "Your browser did not open WhatsApp in a new tab. Use the link below to send your request.",
    message: "*New Table Reservation*\n\nName: Priya Sharma\nDate: December 4th, 2026\nTime: 19:30\nPeople: 4",
    hours: [
      ["Breakfast", "07:00 – 10:30"],
      ["Lunch", "12:30 – 15:30"],
      ["Dinner", "19:00 – 23:00"],
      ["Room service", "06:00 – 23:30"],
    ],
    veg: "Vegetarian and non-vegetarian: vegetarian dishes are cooked in a separate vegetarian kitchen",
    jain: "Jain food and dishes without onion and garlic on request",
    alcohol: "No alcohol is served",
    dish: { name: "Jain thali", mark: "Vegetarian", price: "$11" },
    tax: "incl. taxes",
    nonVeg: { name: "Chicken biryani", mark: "Non-vegetarian" },
  },
  {
    name: "Hindi",
    path: "/hi/dining",
    labels: { date: "तारीख़", time: "समय", people: "लोग", name: "आपका नाम" },
    peopleHint: "1 से 20 लोग।",
    submit: "WhatsApp से टेबल बुक करें",
    openWhatsApp: "WhatsApp खोलें",
    sent: "आपका टेबल अनुरोध WhatsApp में लिखा हुआ है। वहाँ भेजें दबाएँ, और हम आपकी टेबल की पुष्टि करेंगे।",
    blocked: "आपके ब्राउज़र ने WhatsApp नए टैब में नहीं खोला। अनुरोध भेजने के लिए नीचे दिया लिंक इस्तेमाल करें।",
    message: "*नई टेबल बुकिंग*\n\nनाम: Priya Sharma\nतारीख़: 4 दिसंबर, 2026\nसमय: 19:30\nलोग: 4",
    hours: [
      ["नाश्ता", "07:00 – 10:30"],
      ["दोपहर का भोजन", "12:30 – 15:30"],
      ["रात का भोजन", "19:00 – 23:00"],
      ["रूम सर्विस", "06:00 – 23:30"],
    ],
    veg: "शाकाहारी और मांसाहारी: शाकाहारी व्यंजन अलग शाकाहारी रसोई में",
    jain: "अनुरोध पर जैन भोजन और बिना प्याज़-लहसुन के व्यंजन",
    alcohol: "शराब नहीं परोसी जाती",
    dish: { name: "जैन थाली", mark: "शाकाहारी", price: "$11" },
    tax: "कर सहित",
    nonVeg: { name: "चिकन बिरयानी", mark: "मांसाहारी" },
  },
] as const;

type Language = (typeof languages)[number];

async function interceptWindowOpen(page: Page, { blocked = false } = {}) {
  await page.addInitScript((isBlocked) => {
    const record: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = record;
    window.open = ((url?: string | URL) => {
      record.push(String(url));
      return isBlocked ? null : ({ opener: window, closed: false } as unknown as Window);
    }) as typeof window.open;
  }, blocked);
}

const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

async function fillTable(page: Page, l: Language) {
  await page.getByLabel(l.labels.date, { exact: true }).fill("2026-12-04");
  await page.getByLabel(l.labels.time, { exact: true }).selectOption("19:30");
  await page.getByLabel(l.labels.people, { exact: true }).fill("4");
  await page.getByLabel(l.labels.name, { exact: true }).fill("Priya Sharma");
}

for (const l of languages) {
  test.describe(`the dining page in ${l.name}`, () => {
    test("gives the hours, the vegetarian statement, the alcohol policy and marked dishes with prices", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(l.path);
      for (const [meal, hours] of l.hours) {
        await expect(
          page
            .getByRole("term")
            .filter({ hasText: new RegExp(`^${meal}$`) })
            .locator("xpath=following-sibling::dd[1]"),
        ).toHaveText(hours);
      }
      await expect(page.getByText(l.veg)).toBeVisible();
      await expect(page.getByText(l.jain)).toBeVisible();
      await expect(page.getByText(l.alcohol)).toBeVisible();
      const dish = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: l.dish.name }) });
      await expect(dish).toContainText(l.dish.mark);
      await expect(dish).toContainText(l.dish.price);
      const nonVeg = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: l.nonVeg.name }) });
      await expect(nonVeg).toContainText(l.nonVeg.mark);
      // One tax wording for every price, and no sentence beside them saying otherwise.
      expect(await taxWordingsOn(page)).toEqual([l.tax]);
      await settle(page);
      expect(consoleErrors).toEqual([]);
    });

    test("reserves a table with a prefilled WhatsApp message", async ({ page }) => {
      await interceptWindowOpen(page);
      await page.clock.setFixedTime(now);
      await page.goto(l.path);
      // The accepted party size is shown before a guest types, from the rule that checks it.
      await expect(page.getByLabel(l.labels.people, { exact: true })).toHaveAccessibleDescription(l.peopleHint);
      await fillTable(page, l);
      await page.getByRole("button", { name: l.submit }).click();
      await expect(page.getByRole("heading", { name: l.sent })).toBeFocused();
      const urls = await opened(page);
      expect(urls).toHaveLength(1);
      const url = new URL(urls[0]!);
      expect(url.origin + url.pathname).toBe("https://wa.me/919000000000");
      expect(url.searchParams.get("text")).toBe(l.message);
    });

    test("offers the WhatsApp link when the browser blocks the new tab", async ({ page }) => {
      await interceptWindowOpen(page, { blocked: true });
      await page.clock.setFixedTime(now);
      await page.goto(l.path);
      await fillTable(page, l);
      await page.getByRole("button", { name: l.submit }).click();
      await expect(page.getByRole("heading", { name: l.blocked })).toBeFocused();
      const [url] = await opened(page);
      await expect(page.getByRole("link", { name: l.openWhatsApp })).toHaveAttribute("href", url!);
    });
  });
}

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
  test(`no axe violations with a problem shown and after sending at ${size} width, in the light and the dark theme`, async ({
    page,
  }) => {
    const l = languages[0];
    await interceptWindowOpen(page, { blocked: true });
    await page.clock.setFixedTime(now);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.goto(l.path);
    await page.getByRole("button", { name: l.submit }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page, `a problem shown (${size})`);
    await fillTable(page, l);
    await page.getByRole("button", { name: l.submit }).click();
    await expect(page.getByRole("heading", { name: l.blocked })).toBeFocused();
    await expectNoAxeViolations(page, `sent, the tab blocked (${size})`);
  });
}
