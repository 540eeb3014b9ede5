import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { coverAttribute } from "../src/page-scripts/cover-behind";

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

/**
 * Waits until the page's idle script has installed the setting aside of the page behind each
 * full-screen dialog (src/page-scripts/cover-behind.ts): each such dialog then has its own `showModal`.
 */
export function pageAsideInstalled(page: Page) {
  return page.waitForFunction(
    (cover) => [...document.querySelectorAll(`dialog[${cover}]`)].every((dialog) => Object.hasOwn(dialog, "showModal")),
    coverAttribute,
  );
}
