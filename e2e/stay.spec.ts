import { expect, test } from "./fixtures";
import { recordHandOffs } from "./hand-off";
import { bookingWizard } from "./wizards";

/**
 * What a guest needs before asking: a page per room reached from the cards, on to the
 * wizard with the room chosen; the stay policies and the official channels readable without
 * JavaScript (the Hindi editions' words are the translation checks'); the policies' summary in the wizard; the building's accessibility; the new pages in
 * the sitemap.
 */

test.describe("a room's own page", () => {
  test("a guest walks from a room card to the room's page, and on to the wizard with the room chosen", async ({
    page,
  }) => {
    await page.goto("/rooms");
    await page
      .getByRole("article", { name: "Premium Room" })
      .getByRole("link", { name: /^Room details/ })
      .click();
    await expect(page).toHaveURL("/rooms/premium");
    await expect(page.getByRole("heading", { level: 1, name: "Premium Room" })).toBeVisible();
    await expect(page).toHaveTitle("Premium Room | Hotel Shreeji Palace");

    await page.getByRole("link", { name: "Book this room" }).click();
    await expect(page).toHaveURL(/\/booking/);
    // The wizard loads when the guest reaches for it: typing first, as a guest does.
    const wizard = bookingWizard(page);
    await wizard.fillGuest();
    await wizard.hydrated();
    await wizard.next();
    await expect(page.getByLabel("Room Type")).toHaveValue("premium");
    await expect(page.getByText("$449/night incl. taxes, up to 2 guests")).toBeVisible();
  });

  test("the home page's room cards link to each room's page by name", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Our Room Categories" });
    await section.getByRole("link", { name: "Deluxe Room", exact: true }).click();
    await expect(page).toHaveURL("/rooms/deluxe");
    await expect(page.getByRole("heading", { level: 1, name: "Deluxe Room" })).toBeVisible();
  });

  test("shows the price with its tax line, the facts a guest asks about and the policy summary", async ({ page }) => {
    await page.goto("/rooms/deluxe");
    // The price is read out with its label ("Price per room per night: …"), which is visually hidden.
    await expect(page.getByRole("paragraph").filter({ hasText: "Price per room per night:" })).toHaveText(
      "Price per room per night: $299/night incl. taxes",
    );
    const facts = page.getByRole("region", { name: "The room" });
    for (const [term, value] of [
      ["Size", "28 sqm"],
      ["Beds", "Double bed"],
      ["View", "Interior courtyard"],
      ["Guests", "Up to 2"],
      ["Children and extra bed", "Children under 6 stay free using the existing beds; this room takes no extra bed."],
      ["Meal plan", "Room only or With breakfast"],
    ]) {
      await expect(facts.getByRole("definition").filter({ hasText: value! })).toBeVisible();
      await expect(facts.getByRole("term").filter({ hasText: term! })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Room amenities" }).getByRole("listitem")).toHaveCount(6);
    const summary = page.getByRole("region", { name: "Good to know before you book" });
    await expect(summary.getByText("from 2:00 PM")).toBeVisible();
    await expect(summary.getByText("by 11:00 AM")).toBeVisible();
    // One document each, not all four.
    await expect(
      summary.getByText(
        "One original photo ID for every adult: Aadhaar card, passport, driving licence or voter ID card",
      ),
    ).toBeVisible();
    await summary.getByRole("link", { name: "All stay policies" }).click();
    await expect(page).toHaveURL("/policies");
  });

  test("'Ask about this room on WhatsApp' opens a chat with a message naming the room and its page", async ({
    page,
  }) => {
    await page.goto("/hi/rooms/executive-suite");
    const ask = page.getByRole("link", { name: /इस कमरे के बारे में व्हाट्सऐप पर पूछें/ });
    await expect(ask).toHaveAttribute("target", "_blank");
    const url = new URL((await ask.getAttribute("href"))!);
    expect(url.origin + url.pathname).toBe("https://wa.me/919000000000");
    expect(url.searchParams.get("text")).toBe(
      "नमस्ते! मुझे एग्ज़ीक्यूटिव सुइट के बारे में पूछना है: https://www.hotelshreejipalace.example/hi/rooms/executive-suite",
    );
  });

  test("breadcrumbs lead back to the rooms and home, and mark the room as the current page", async ({ page }) => {
    await page.goto("/rooms/executive-suite");
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("link")).toHaveText(["Home", "Rooms", "Executive Suite"]);
    await expect(trail.getByRole("link", { name: "Executive Suite" })).toHaveAttribute("aria-current", "page");
    await trail.getByRole("link", { name: "Rooms" }).click();
    await expect(page).toHaveURL("/rooms");
  });

  test("each photo in the grid opens in the lightbox, and Escape gives focus back", async ({ page }) => {
    await page.goto("/rooms/deluxe");
    const photo = page.getByRole("link", { name: /^Open photo 3 of 4/ });
    await photo.scrollIntoViewIfNeeded();
    // No wait for React: the grid hydrates on this first press and plays it again.
    await photo.click();
    const dialog = page.getByRole("dialog", { name: "Deluxe Room photos" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img")).toHaveAccessibleName(/bathroom/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(photo).toBeFocused();
  });

  test("has its own link preview photo and canonical address", async ({ page }) => {
    await page.goto("/rooms/premium");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /photo-1618773928121-c32242e63f39/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.hotelshreejipalace.example/rooms/premium",
    );
  });

  test("an unknown room answers 404", async ({ request }) => {
    expect((await request.get("/rooms/presidential")).status()).toBe(404);
    expect((await request.get("/hi/rooms/presidential")).status()).toBe(404);
  });
});

test.describe("stay policies and official channels without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guest reads the times, the ID rule, cancellation and the official numbers, and opens an FAQ answer", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Stay Policies" }).click();
    await expect(page).toHaveURL("/policies");
    await expect(page.getByRole("heading", { level: 1, name: "Stay Policies & FAQ" })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("These policies are samples");
    await expect(page.getByText("Check-in from 2:00 PM.")).toBeVisible();
    await expect(page.getByText("Check-out by 11:00 AM.")).toBeVisible();
    await expect(
      page.getByText(/one original photo ID: Aadhaar card, passport, driving licence or voter ID card/).first(),
    ).toBeVisible();
    await expect(page.getByText("A PAN card is not accepted, as it carries no address.")).toBeVisible();
    await expect(page.getByText(/Form C\) within 24 hours/)).toBeVisible();
    await expect(page.getByText("Cancel free of charge up to 48 hours before check-in.")).toBeVisible();
    await expect(
      page.getByText("Our only official numbers: phone +91 731 400 0000, WhatsApp +91 90000 00000."),
    ).toBeVisible();

    const answer = page.getByText(/^Yes, from 7:00 AM as soon as a room is ready/);
    await expect(answer).toBeHidden();
    await page.getByText("Can I check in early, off the overnight train?").click();
    await expect(answer).toBeVisible();
  });

  test("a guest reaches the official channels from the policies and reads the GSTIN, the UPI ID as text and where to report a fraud", async ({
    page,
  }) => {
    await page.goto("/policies");
    await page.getByRole("link", { name: "Our official numbers, GSTIN and payment account" }).click();
    await expect(page).toHaveURL("/official");
    await expect(page.getByRole("heading", { level: 1, name: "Official Numbers & Payment" })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("These details are samples");
    const numbers = page.getByRole("region", { name: "Our only numbers and addresses" });
    await expect(numbers.getByRole("link", { name: "+91 731 400 0000" })).toHaveAttribute("href", "tel:+917314000000");
    await expect(numbers.getByText("only from addresses ending in @hotelshreejipalace.example")).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "23AABCS1234K1ZO" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Open services\.gst\.gov\.in/ })).toHaveAttribute(
      "href",
      "https://services.gst.gov.in/services/searchtp",
    );
    // The account is text to type, never a payment link.
    await expect(page.getByRole("definition").filter({ hasText: "shreejipalace@example" })).toBeVisible();
    await expect(page.locator('a[href^="upi:"]')).toHaveCount(0);
    await expect(
      page.getByText(
        "We ask for an advance only in the WhatsApp chat, after we confirm your booking, and only to this account.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Call 1930, the national cyber-crime helpline" })).toHaveAttribute(
      "href",
      "tel:1930",
    );
    await expect(page.getByRole("link", { name: /^Report it at cybercrime\.gov\.in/ })).toHaveAttribute(
      "href",
      "https://cybercrime.gov.in",
    );
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Official Numbers & Payment" }),
    ).toHaveAttribute("href", "/official");
  });
});

test("the booking wizard shows the policy summary on step 3 and with the success panel", async ({ page }) => {
  const wizard = bookingWizard(page);
  await recordHandOffs(page);
  await page.clock.setFixedTime(new Date("2026-11-22T12:00:00Z"));
  await page.goto("/booking?room=deluxe&guests=2&checkIn=2026-12-04&checkOut=2026-12-07");
  const summary = page.getByRole("region", { name: "Good to know before you book" });
  await expect(summary).toHaveCount(0);
  await wizard.fillGuest();
  await wizard.hydrated();
  await wizard.next();
  await expect(page.getByLabel("Room Type")).toHaveValue("deluxe");
  await wizard.next();
  await expect(summary.getByText("Free up to 48 hours before check-in")).toBeVisible();
  await wizard.send();
  await expect(summary.getByText("from 2:00 PM")).toBeVisible();
  await expect(summary.getByRole("link", { name: "All stay policies" })).toHaveAttribute("href", "/policies");
  await expect(
    page.getByRole("link", { name: "Before you pay any advance, check our official numbers and account" }),
  ).toHaveAttribute("href", "/official");
});

test("the accessibility page describes the building and asks on WhatsApp what a guest needs", async ({ page }) => {
  await page.goto("/accessibility");
  const building = page.getByRole("region", { name: "Getting around the hotel" });
  await expect(building.getByText("1 accessible room: a 90 cm wide door", { exact: false })).toBeVisible();
  await expect(building.getByText(/lift serves every floor/)).toBeVisible();
  const ask = building.getByRole("link", { name: /Tell us what you need/ });
  expect(new URL((await ask.getAttribute("href"))!).searchParams.get("text")).toMatch(/^Hello! Before my stay/);
});

test("the sitemap lists every room page, the policies and the official channels in both languages, with hreflang alternates", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  const site = "https://www.hotelshreejipalace.example";
  for (const path of ["/policies", "/official", "/rooms/deluxe", "/rooms/premium", "/rooms/executive-suite"]) {
    for (const loc of [path, `/hi${path}`]) {
      const entry = new RegExp(`<url><loc>${site}${loc}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? "";
      expect(entry, loc).toContain(`hreflang="en" href="${site}${path}"`);
      expect(entry, loc).toContain(`hreflang="hi" href="${site}/hi${path}"`);
    }
  }
});
