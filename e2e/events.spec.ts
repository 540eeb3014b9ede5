import type { Page } from "@playwright/test";
import { expect, taxWordingsOn, test } from "./fixtures";

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
      expect(await card.getByRole("list", { name: "Features" }).getByRole("listitem").count()).toBeGreaterThanOrEqual(
        4,
      );
    }
  });

  test("'Request Quote' opens the event inquiry with the hall chosen", async ({ page }) => {
    await page.goto("/events");
    for (const [name, slug] of [
      ["Elegant Banquet Hall", "elegant"],
      ["Grand Banquet Hall", "grand"],
    ]) {
      const quote = hall(page, name!).getByRole("link", { name: /^Request Quote/ });
      await expect(quote).toHaveAttribute("href", `/events/inquiry?hall=${slug}`);
    }
  });

  test("gives each hall's capacity per seating layout as a table", async ({ page }) => {
    await page.goto("/events");
    const table = hall(page, "Grand Banquet Hall").getByRole("table", {
      name: "Capacity of the Grand Banquet Hall by seating layout",
    });
    await expect(table.getByRole("columnheader")).toHaveText(["Layout", "Guests"]);
    await expect(table.getByRole("rowheader")).toHaveText([
      "Round tables",
      "Theatre",
      "Classroom",
      "U-shape",
      "Cocktail",
    ]);
    await expect(table.getByRole("row", { name: "Classroom" }).getByRole("cell")).toHaveText("40");
  });

  test("gives a planner the room, the slots, the prices per plate, the rules and the room offer", async ({ page }) => {
    await page.goto("/events");
    const card = hall(page, "Elegant Banquet Hall");
    await expect(card.getByText("10 m × 8.5 m, ceiling 3.6 m")).toBeVisible();
    await expect(card.getByText("Floor 2")).toBeVisible();
    await expect(card.getByText("Windows with natural light")).toBeVisible();
    await expect(card.getByRole("list", { name: "AV and stage equipment" }).getByRole("listitem")).toHaveCount(4);
    await expect(card.getByRole("list", { name: "Time slots" }).getByRole("listitem")).toHaveText([
      "Lunch: 12:00 – 16:00",
      "Dinner: 19:00 – 23:00",
      "Full day: 09:00 – 23:00",
    ]);
    await expect(card.getByRole("list", { name: "Catering per plate" }).getByRole("listitem")).toHaveText([
      "Vegetarian package: from $12 incl. taxes per plate",
      "Jain package: from $13 incl. taxes per plate",
    ]);
    // One tax wording for every price, and no sentence beside them saying otherwise.
    expect(await taxWordingsOn(page)).toEqual(["incl. taxes"]);
    await expect(card.getByRole("list", { name: "House rules" })).toContainText("Amplified music until 22:00");
    await expect(card.getByText(/15% off rooms for out-of-town guests when you book 5 or more/)).toBeVisible();
  });

  test("lists the event planning services", async ({ page }) => {
    await page.goto("/events");
    const services = page.getByRole("region", { name: "Event Planning Services" });
    await expect(services.getByRole("heading", { level: 3 })).toHaveText([
      "Event Planning",
      "Catering",
      "Climate Control",
    ]);
    await expect(services.getByText(/top-floor restaurant/)).toBeVisible();
  });
});
