import type { Page } from "@playwright/test";

/**
 * Shows the page in a colour scheme without reloading it: the system setting changes, and the
 * page's theme class follows as the boot script sets it on load (src/lib/theme.ts). A dark check
 * after a light one then reads the same DOM in the other colours, which is all the dark theme changes.
 */
export async function useColourScheme(page: Page, scheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
  }, scheme === "dark");
}
