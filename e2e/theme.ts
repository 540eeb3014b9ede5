import type { Page } from "@playwright/test";

/**
 * Switches the page to the light or dark theme without a reload, as a visitor with that system
 * setting would have it on load: the media query is emulated, and the root gets what the head's
 * boot script (src/lib/theme.ts) sets for it. Waits for the colour transitions the switch starts,
 * so a check that reads colours reads the final ones.
 */
export async function useColourScheme(page: Page, scheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate(async (dark) => {
    const root = document.documentElement;
    root.classList.toggle("dark", dark);
    root.style.colorScheme = dark ? "dark" : "light";
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
  }, scheme === "dark");
}
