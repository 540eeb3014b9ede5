import { expect, type Page } from "@playwright/test";
import commonCopy from "../src/content/copy/common.json" with { type: "json" };

/**
 * Switches the page to the light or dark theme without a reload, as a visitor with that system
 * setting would have it on load: the media query is emulated, and the root gets what the head's
 * boot script (src/page-scripts/theme.ts) sets for it. The colour transitions the switch starts are jumped to
 * their end, so a check that reads colours reads the final ones.
 */
export async function useColourScheme(page: Page, scheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate(async (dark) => {
    const root = document.documentElement;
    root.classList.toggle("dark", dark);
    // Jumped to their end rather than waited for: a headless page that nothing is drawing (no trace's
    // screencast running) may not advance an animation at all, and the end state is what is checked.
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) continue;
      try {
        animation.finish();
      } catch {
        // An animation that cannot finish (its playback rate is 0) changes nothing a check reads.
      }
    }
  }, scheme === "dark");
}

/** The guest chooses the dark theme in the header's theme group (English); it is on and kept. */
export async function chooseDark(page: Page) {
  const theme = commonCopy.en.theme;
  await page
    .getByRole("banner")
    .getByRole("group", { name: theme.label })
    .getByRole("button", { name: theme.dark })
    .click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
}
