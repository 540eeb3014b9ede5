import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The island that renders a component (part of its file name, "BookingWizard"), or the island holding a control. */
export function islandOf(page: Page, what: string | Locator): Locator {
  return typeof what === "string"
    ? page.locator(`astro-island[component-url*='${what}']`).first()
    : page.locator("astro-island", { has: what });
}

/** The island is live: Astro removes its server-rendered marker (`ssr`) once it has hydrated. */
export function islandIsLive(island: Locator, message = "the island is live") {
  return expect(island, message).not.toHaveAttribute("ssr");
}
