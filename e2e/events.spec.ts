import type { Page } from "@playwright/test";
import { expect, settle, test } from "./fixtures";

const hall = (page: Page, name: string) => page.getByRole("article", { name });

test.describe("events & banquets page", () => {
  test("shows both halls with their capacity, size, air conditioning and features", async ({ page }) => {
    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1, name: "Events & Banquets" })).toBeVisible();
    for (const [name, guests, size] of [
      ["Grand Banquet Hall", "Up to 75 guests", "120 sqm"],
      ["Elegant Banquet Hall", "Up to 50 guests", "85 sqm"],
    ]) {
      const card = hall(page, name);
      await expect(card.getByText("Fully Air Conditioned")).toBeVisible();
      await expect(card.getByText(guests, { exact: true })).toBeVisible();
      await expect(card.getByText(size, { exact: true })).toBeVisible();
      await expect(card.getByRole("img")).toHaveAccessibleName(new RegExp(name));
      expect(await card.getByRole("list", { name: "Features" }).getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
    }
  });

  test("'Request Quote' opens the contact form with a subject naming the hall", async ({ page }) => {
    await page.goto("/events");
    const quote = hall(page, "Elegant Banquet Hall").getByRole("link", { name: /^Request Quote/ });
    await expect(quote).toHaveAttribute("href", "/contact?subject=Quote%20request%3A%20Elegant%20Banquet%20Hall");
    await hall(page, "Grand Banquet Hall").getByRole("link", { name: /^Request Quote/ }).click();
    await expect(page).toHaveURL("/contact?subject=Quote%20request%3A%20Grand%20Banquet%20Hall");
    await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue("Quote request: Grand Banquet Hall");
  });

  test("lists the event planning services", async ({ page }) => {
    await page.goto("/events");
    const services = page.getByRole("region", { name: "Event Planning Services" });
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(["Event Planning", "Catering", "Climate Control"]);
    await expect(services.getByText(/top-floor restaurant/)).toBeVisible();
  });

  test("loads without console errors", async ({ page, consoleErrors }) => {
    await page.goto("/events");
    await settle(page);
    expect(consoleErrors).toEqual([]);
  });
});
