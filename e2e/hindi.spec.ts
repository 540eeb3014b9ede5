import type { Page } from "@playwright/test";
import { expect, test, viewports } from "./fixtures";
import { islandIsLive, islandOf } from "./islands";

/**
 * The Hindi edition: the language switch, the Hindi not-found page, and the booking and contact
 * hand-offs written in Hindi. That every page under /hi answers in Hindi with its heading and
 * navigation within /hi, axe, 320 px and console errors are checked with the rest of the site in
 * shell.spec.ts (fixtures.ts lists the Hindi routes).
 */

/** 22 November 2026 at 12:00 UTC: the same calendar day from Los Angeles to Kolkata. */
const now = new Date("2026-11-22T12:00:00Z");

/** Records window.open instead of opening a tab. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { openedUrls: opened });
    window.open = ((url?: string | URL) => {
      opened.push(String(url));
      return { opener: window, closed: false } as unknown as Window;
    }) as typeof window.open;
  });
}

const openedUrls = (page: Page) => page.evaluate(() => (window as unknown as { openedUrls: string[] }).openedUrls);

/** The text a wa.me link carries, line by line. */
function whatsappLines(url: string) {
  const parsed = new URL(url);
  expect(parsed.origin + parsed.pathname).toBe("https://wa.me/919000000000");
  return (parsed.searchParams.get("text") ?? "").split("\n");
}

const hydrated = (page: Page, island: string) => islandIsLive(islandOf(page, island));

test("an unknown path under /hi answers 404 with the Hindi not-found page", async ({ page }) => {
  const response = await page.goto("/hi/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: /उफ़! यह पेज नहीं मिला/ })).toBeVisible();
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  await page.getByRole("link", { name: "होम पेज पर लौटें" }).click();
  await expect(page).toHaveURL("/hi");
});

test.describe("the language switch", () => {
  test("keeps the visitor on the same page, to Hindi and back", async ({ page }) => {
    await page.goto("/rooms");
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL("/hi/rooms");
    await expect(page.getByRole("heading", { level: 1, name: "हमारे कमरे" })).toBeVisible();
    await page.getByRole("navigation", { name: "भाषा" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/rooms");
    await expect(page.getByRole("heading", { level: 1, name: "Our Accommodations" })).toBeVisible();
  });

  test("is in the drawer on a phone", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/hi/events");
    await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
    const drawer = page.getByRole("dialog", { name: "मेन्यू" });
    await drawer.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/events");
  });

  test("keeps the booking link's parameters, and the wizard starts with them", async ({ page }) => {
    // The switch is plain HTML: hold the wizard's code back to press it before the wizard reads the link.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/BookingWizard\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/booking?room=deluxe&guests=2");
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL("/hi/booking?room=deluxe&guests=2");
    release();
    // The wizard loads when the visitor reaches for it: a pointer over the form.
    await page.getByLabel("पहला नाम").hover();
    await hydrated(page, "BookingWizard");
    await fillGuestDetails(page);
    await next(page);
    await expect(page.getByLabel("कमरे का प्रकार")).toHaveValue("deluxe");
    await expect(page.getByLabel("मेहमानों की संख्या")).toHaveValue("2");
  });

  test("keeps what the wizard holds when pressed after it has read the link", async ({ page }) => {
    await page.goto("/booking?room=premium&guests=3");
    await page.getByLabel("First Name").fill("Priya");
    await hydrated(page, "BookingWizard");
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/hi\/booking/);
    await hydrated(page, "BookingWizard");
    await expect(page.getByLabel("पहला नाम")).toHaveValue("Priya");
  });
});

const guest = { first: "प्रिया", last: "शर्मा", email: "priya.sharma@example.com", phone: "+91 98765 43210" };
const requests = "रात 11 बजे के आसपास पहुँचेंगे, एक पालना चाहिए";

async function fillGuestDetails(page: Page) {
  await page.getByLabel("पहला नाम").fill(guest.first);
  await page.getByLabel("उपनाम").fill(guest.last);
  await page.getByLabel("ई-मेल पता").fill(guest.email);
  await page.getByLabel("फ़ोन नंबर").fill(guest.phone);
}

const next = (page: Page) => page.getByRole("button", { name: "आगे" }).click();

type DateField = "चेक-इन की तारीख़" | "चेक-आउट की तारीख़";
const dateButton = (page: Page, label: DateField) => page.getByRole("button", { name: new RegExp(`^${label}`) });

/** Picks a December 2026 day in a Hindi calendar, by the names a screen reader hears. */
async function pickDecemberDay(page: Page, label: DateField, day: number, weekday: string) {
  await dateButton(page, label).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("grid")).toBeVisible();
  // The check-in calendar opens on today's month (November), the check-out one on the check-in's.
  if (await dialog.getByRole("grid", { name: "नवंबर 2026" }).isVisible()) {
    await dialog.getByRole("button", { name: "अगले महीने पर जाएँ" }).click();
  }
  await expect(dialog.getByRole("grid", { name: "दिसंबर 2026" })).toBeVisible();
  await dialog.getByRole("button", { name: `${weekday}, ${day} दिसंबर, 2026`, exact: true }).click();
  await expect(page.getByRole("grid")).toBeHidden();
  await expect(dateButton(page, label)).toHaveAccessibleName(`${label} ${day} दिसंबर, 2026`);
}

test("the booking inquiry from a Hindi page is written in Hindi", async ({ page, consoleErrors }) => {
  await recordWindowOpen(page);
  await page.clock.setFixedTime(now);
  await page.goto("/hi/booking");

  await next(page);
  await expect(page.getByRole("alert")).toHaveText("कृपया मेहमान की सभी ज़रूरी जानकारी भरें।");
  await fillGuestDetails(page);
  await next(page);
  await expect(page.getByRole("heading", { level: 3, name: /बुकिंग की जानकारी/ })).toBeFocused();

  await pickDecemberDay(page, "चेक-इन की तारीख़", 4, "शुक्रवार");
  await pickDecemberDay(page, "चेक-आउट की तारीख़", 7, "सोमवार");
  await page.getByLabel("कमरे का प्रकार").selectOption({ label: "एग्ज़ीक्यूटिव सुइट" });
  await page.getByLabel("मेहमानों की संख्या").selectOption({ label: "3 मेहमान" });
  const estimate = page.getByRole("region", { name: "आपके ठहराव की कीमत" });
  await expect(estimate).toContainText("2 रातें × $899 (सप्ताहांत), 1 रात × $799");
  await expect(estimate).toContainText("यह अनुमान है। कीमत और उपलब्धता की पुष्टि होटल चैट में करता है।");
  await next(page);
  await expect(page.getByRole("heading", { level: 3, name: /पुष्टि/ })).toBeFocused();
  const summary = page.getByRole("region", { name: "अपनी पूछताछ एक बार देख लें" });
  await expect(summary.getByRole("definition").filter({ hasText: "दिसंबर" })).toHaveText([
    "4 दिसंबर, 2026",
    "7 दिसंबर, 2026",
  ]);
  await page.getByLabel(/विशेष अनुरोध/).fill(requests);

  await page.getByRole("button", { name: "WhatsApp से पूछताछ भेजें" }).click();
  await expect(page.getByRole("heading", { name: "बुकिंग पूछताछ भेज दी गई!" })).toBeFocused();
  await expect(page.getByText("अनुमानित कुल: $2,597 कर सहित")).toBeVisible();
  const urls = await openedUrls(page);
  expect(urls).toHaveLength(1);
  expect(whatsappLines(urls[0]!)).toEqual([
    "*नई बुकिंग पूछताछ*",
    "",
    "नाम: प्रिया शर्मा",
    "ई-मेल: priya.sharma@example.com",
    "फ़ोन: +91 98765 43210",
    "",
    "कमरा: एग्ज़ीक्यूटिव सुइट",
    "रेट प्लान: नाश्ते के साथ",
    "मेहमान: 3",
    "चेक-इन: 4 दिसंबर, 2026",
    "चेक-आउट: 7 दिसंबर, 2026",
    "रातें: 3",
    // Two weekend nights at $899 and Sunday's at $799 (rates.json), taxes included.
    "अनुमानित कुल: $2,597 कर सहित",
    "",
    `विशेष अनुरोध: ${requests}`,
  ]);
  expect(consoleErrors).toEqual([]);
});

test("the contact form from a Hindi page hands a Hindi message to WhatsApp", async ({ page, consoleErrors }) => {
  await recordWindowOpen(page);
  await page.goto("/hi/contact");
  const box = (name: string) => page.getByRole("textbox", { name: new RegExp(`^${name}`) });

  await page.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "कृपया ये ग़लतियाँ ठीक करें:" })).toBeFocused();

  await box("पहला नाम").fill("आरव");
  await box("उपनाम").fill("शर्मा");
  await box("ई-मेल").fill("aarav@example.com");
  await box("फ़ोन").fill("+91 98765 43210");
  await box("विषय").fill("पार्किंग");
  await box("संदेश").fill("क्या आपके यहाँ वैन के लिए पार्किंग है?");
  await page.getByRole("button", { name: "संदेश भेजें" }).click();

  await expect(page.getByRole("heading", { name: "आपका संदेश WhatsApp में तैयार है" })).toBeFocused();
  await expect(page.getByText("आपका संदेश WhatsApp में भेजने के लिए तैयार है।")).toBeVisible();
  await expect(page.getByRole("region", { name: /^सूचनाएँ/ })).toBeAttached();
  const urls = await openedUrls(page);
  expect(urls).toHaveLength(1);
  expect(whatsappLines(urls[0]!)).toEqual([
    "*वेबसाइट से नया संदेश*",
    "",
    "नाम: आरव शर्मा",
    "ई-मेल: aarav@example.com",
    "फ़ोन: +91 98765 43210",
    "विषय: पार्किंग",
    "",
    "संदेश:",
    "क्या आपके यहाँ वैन के लिए पार्किंग है?",
  ]);
  expect(consoleErrors).toEqual([]);
});
