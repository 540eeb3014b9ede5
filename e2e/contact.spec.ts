import type { Page } from "@playwright/test";
import site from "../src/content/site.json" with { type: "json" };
import { expect, settle, test } from "./fixtures";

/** Replaces window.open so the hand-off is recorded instead of opening a tab; `blocked` plays a popup blocker. */
async function recordWindowOpen(page: Page, { blocked = false } = {}) {
  await page.addInitScript((isBlocked) => {
    const opened: string[] = [];
    Object.assign(window, { openedUrls: opened });
    window.open = ((url?: string | URL) => {
      opened.push(String(url));
      return isBlocked ? null : ({ opener: window } as unknown as Window);
    }) as typeof window.open;
  }, blocked);
}

const openedUrls = (page: Page) => page.evaluate(() => (window as unknown as { openedUrls: string[] }).openedUrls);

async function openForm(page: Page, path = "/contact") {
  await page.goto(path);
}

async function fillForm(page: Page) {
  await page.getByRole("textbox", { name: /^First name/ }).fill("Aarav");
  await page.getByRole("textbox", { name: /^Last name/ }).fill("Sharma");
  await page.getByRole("textbox", { name: /^Email/ }).fill("aarav@example.com");
  await page.getByRole("textbox", { name: /^Phone/ }).fill("+91 98765 43210");
  await page.getByRole("textbox", { name: /^Subject/ }).fill("Parking & late check-in");
  await page
    .getByRole("textbox", { name: /^Message/ })
    .fill("Do you have parking for a <b>van</b>?\nWe arrive at 1 AM.");
}

test.describe("contact page", () => {
  test("hands the message to WhatsApp in a new tab and confirms with a toast", async ({ page }) => {
    await recordWindowOpen(page);
    await openForm(page);
    await fillForm(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    // A press made before the form's island is live is played once it is: wait for the hand-off itself.
    await expect.poll(() => openedUrls(page)).toHaveLength(1);
    const [url] = await openedUrls(page);
    expect(url.startsWith("https://wa.me/919000000000?text=")).toBe(true);
    expect(new URL(url).searchParams.get("text")).toBe(
      [
        "*New Message from the Website*",
        "",
        "Name: Aarav Sharma",
        "Email: aarav@example.com",
        "Phone: +91 98765 43210",
        "Subject: Parking & late check-in",
        "",
        "Message:",
        "Do you have parking for a <b>van</b>?\nWe arrive at 1 AM.",
      ].join("\n"),
    );
    await expect(page.getByRole("heading", { name: "Your message is ready in WhatsApp" })).toBeFocused();
    await expect(page.getByText("Your message is ready to send in WhatsApp.")).toBeVisible();
    const mail = await page.getByRole("link", { name: "Send by Email Instead" }).getAttribute("href");
    expect(mail).toMatch(/^mailto:reservations@[^?]+\?subject=Parking%20%26%20late%20check-in&body=/);
  });

  test("offers 'Open WhatsApp' when the browser blocks the new tab", async ({ page }) => {
    await recordWindowOpen(page, { blocked: true });
    await openForm(page);
    await fillForm(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    // A press made before the form's island is live is played once it is: wait for the hand-off itself.
    await expect.poll(() => openedUrls(page)).toHaveLength(1);
    const [url] = await openedUrls(page);
    await expect(page.getByRole("link", { name: "Open WhatsApp" })).toHaveAttribute("href", url);
  });

  test("lists phones, e-mails and hours as working links", async ({ page }) => {
    await page.goto("/contact");
    const info = page.getByRole("region", { name: "Contact Information" });
    await expect(info.getByRole("link", { name: site.phones.frontDesk })).toHaveAttribute("href", "tel:+917314000000");
    await expect(info.getByText("Reservations:").first()).toBeVisible();
    await expect(info.getByRole("link", { name: site.phones.reservations })).toHaveAttribute(
      "href",
      "tel:+917314000001",
    );
    await expect(info.getByRole("link", { name: site.emails.info })).toHaveAttribute(
      "href",
      `mailto:${site.emails.info}`,
    );
    await expect(info.getByRole("link", { name: site.emails.reservations })).toHaveAttribute(
      "href",
      `mailto:${site.emails.reservations}`,
    );
    await expect(info.getByText("24/7 Front Desk")).toBeVisible();
    await expect(info.getByText("Concierge 6:00 AM - 10:00 PM")).toBeVisible();
  });

  test("'Open in Maps' searches the map for the hotel's address in a new tab", async ({ page }) => {
    await page.goto("/contact");
    const location = page.getByRole("region", { name: "Location" });
    await expect(location.getByText(site.address.street)).toBeVisible();
    const maps = location.getByRole("link", { name: /Open in Maps/ });
    await expect(maps).toHaveAttribute("target", "_blank");
    const url = new URL((await maps.getAttribute("href"))!);
    expect(url.hostname).toBe("www.google.com");
    expect(url.searchParams.get("query")).toContain(site.address.street);
  });

  test("loads without console errors", async ({ page, consoleErrors }) => {
    await page.goto("/contact");
    await settle(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("still offers phone, e-mail and WhatsApp links, and says the form needs JavaScript", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByText(/The form needs JavaScript/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeHidden();
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(page.locator(`main a[href="mailto:${site.emails.reservations}"]`)).toBeVisible();
    const chat = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/919000000000\?text=/);
  });
});
