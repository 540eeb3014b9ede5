import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { reportCrashes, watchForCrashes } from "./renderer-crashes";

const photo = readFileSync(path.join(import.meta.dirname, "fixtures", "photo.jpg"));
/** axe-core's minified script, the copy @axe-core/playwright runs with. */
const axeSource = readFileSync(
  createRequire(import.meta.resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"),
  "utf8",
);

type Fixtures = {
  /** Console errors and CSP violations seen on the page during the test. */
  consoleErrors: string[];
};

/**
 * Every test: photos from the (unreachable) photo host are answered with a local JPEG, console
 * errors are collected so a test can assert there were none, and a renderer crash fails the test
 * and the run (e2e/renderer-crashes.ts).
 */
export const test = base.extend<Fixtures>({
  context: async ({ context }, use, testInfo) => {
    const crashed = watchForCrashes(context);
    await use(context);
    reportCrashes(crashed, testInfo);
  },
  page: async ({ page }, use) => {
    await routePhotos(page);
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));
    await use(errors);
  },
});

export { expect };

/** Photos from the (unreachable) photo host answered with a local JPEG, on a page or on every page of a context. */
export const routePhotos = (target: Page | BrowserContext) =>
  target.route("https://images.unsplash.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/jpeg", body: photo }),
  );

/** Every page with its heading in English and in Hindi: src/pages/[...lang]/ builds each of them under /hi as well. */
const pages = [
  ["/", /Welcome to/, /स्वागत है/],
  ["/rooms", "Our Accommodations", "हमारे कमरे"],
  ["/amenities", "Hotel Amenities", "होटल की सुविधाएँ"],
  ["/events", "Events & Banquets", "इवेंट्स और बैंक्वेट"],
  ["/events/inquiry", "Plan Your Event", "अपना इवेंट प्लान करें"],
  ["/dining", "Top-Floor Restaurant", "टॉप-फ़्लोर रेस्टोरेंट"],
  ["/booking", "Reserve Your Stay", "अपना कमरा आरक्षित करें"],
  ["/contact", "Contact Us", "संपर्क करें"],
  ["/privacy", "Privacy Policy", "गोपनीयता नीति"],
  ["/terms", "Terms of Service", "सेवा की शर्तें"],
  ["/accessibility", "Accessibility", "सुगम्यता"],
  ["/policies", "Stay Policies & FAQ", "ठहरने के नियम और सवाल-जवाब"],
  ["/official", "Official Numbers & Payment", "आधिकारिक नंबर और भुगतान"],
  [
    "/pilgrims",
    "For Pilgrims: Ujjain, Omkareshwar and Simhastha 2028",
    "तीर्थयात्रियों के लिए: उज्जैन, ओंकारेश्वर और सिंहस्थ 2028",
  ],
  ["/rooms/deluxe", "Deluxe Room", "डीलक्स रूम"],
  ["/rooms/premium", "Premium Room", "प्रीमियम रूम"],
  ["/rooms/executive-suite", "Executive Suite", "एग्ज़ीक्यूटिव सुइट"],
] as const;

export const routes = pages.map(([path, heading]) => ({ path, heading }));
export const hindiRoutes = pages.map(([path, , heading]) => ({ path: path === "/" ? "/hi" : `/hi${path}`, heading }));

/** Every page in both languages, and each language's not-found page: what every check of the whole site covers. */
export const everyPage = [...routes, ...hindiRoutes, { path: "/nope" }, { path: "/hi/nope" }].map(({ path }) => path);

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * The axe rules that can change when only the colours change (the dark theme), and when only the
 * layout before any scrolling changes (targets that overlap while blocks below the fold are still
 * estimated): a state that changes nothing else is checked for these rules alone, since every
 * other rule reads the same DOM as the full run.
 */
const colourRules = ["color-contrast", "link-in-text-block"] as const;
export const layoutRules = ["target-size"] as const;
type AxeRule = (typeof colourRules)[number] | (typeof layoutRules)[number];

/**
 * axe-core violations (WCAG 2.x A and AA, best practices; or only the rules named) on the page as it is now.
 * axe runs in the page itself (legacy mode: the same rules; it cannot enter cross-origin frames, and
 * the site has none), so no blank page is opened to join the results; its half a megabyte of script
 * is sent only to a page that does not have it yet; and it reports only violations, so no selectors
 * are built for the thousands of passing nodes. None of this changes what a run checks.
 */
export async function axeViolations(page: Page, only?: readonly AxeRule[]) {
  // A dialog or pop-up fading in would be read half-transparent: axe reads where it ends.
  await animationsFinished(page);
  // Given its source, AxeBuilder evaluates it twice on every run (before the run and as it injects):
  // it is evaluated here once a page, and the builder is given an empty script.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const builder = new AxeBuilder({ page, axeSource: ";" }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  const results = await (
    only
      ? builder.withRules([...only])
      : builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
  ).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Checks the page as it is now with axe in both themes, without leaving the state: every rule (or
 * only the rules named) in the light theme, then only the rules colours can break in the dark
 * theme (the DOM is the same), and back to light for the next check.
 */
export async function expectNoAxeViolations(page: Page, state: string, only?: readonly AxeRule[]) {
  expect(await axeViolations(page, only), `${state}, light theme`).toEqual([]);
  await useColourScheme(page, "dark");
  expect(await axeViolations(page, colourRules), `${state}, dark theme`).toEqual([]);
  await useColourScheme(page, "light");
}

/**
 * Ends every finite animation running now (entrance animations, theme transitions) at its last frame,
 * rather than waiting for it: a headless page that nothing is drawing (no trace's screencast running)
 * may not advance an animation at all, and a check reads the state the animation ends in.
 */
async function animationsFinished(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) continue;
      try {
        animation.finish();
      } catch {
        // An animation that cannot finish (its playback rate is 0) changes nothing a check reads.
      }
    }
  });
}

/**
 * Switches the page to the light or dark theme without a reload, as a visitor with that system
 * setting would have it on load: the media query is emulated, and the root gets the class the head's
 * boot script (src/page-scripts/theme.ts) sets; the colour transitions it starts are jumped to their end.
 */
async function useColourScheme(page: Page, scheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), scheme === "dark");
  await animationsFinished(page);
}

/**
 * Scrolls through the page so lazy photos, visible-only islands and entrance animations all settle.
 * It goes a screen at a time and waits for two frames at each stop, not for a fixed time: the
 * screens tile the page, so everything comes on screen once, and the frames are when the browser
 * renders what came near and tells the observers that load photos and islands.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    const waitFrames = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await waitFrames();
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    await waitFrames();
  });
  await page.waitForLoadState("networkidle");
  await animationsFinished(page);
}

/**
 * After a change made in place on a page already settled (a new viewport size): waits for the
 * frames that lay it out again and for the animations that started. Nothing new comes near that a
 * settle did not already bring, so no scrolling.
 */
export async function settleInPlace(page: Page) {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  await animationsFinished(page);
}

/** The page's visible buttons and button-styled links under 40 px tall (a thumb's target), by name. */
export function shorterThanAThumb(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("button, [role=button], a[data-slot=button]")]
      .filter(
        (el) =>
          el.checkVisibility({ visibilityProperty: true }) &&
          !el.closest("dialog:not([open]), [popover]:not(:popover-open)"),
      )
      .map((el) => ({
        name: (el.getAttribute("aria-label") ?? (el as HTMLElement).innerText).replace(/\s+/g, " ").trim(),
        height: Math.round(el.getBoundingClientRect().height),
      }))
      .filter(({ height }) => height > 0 && height < 40),
  );
}

/**
 * The distinct statements about tax in a page's main content, in either language: each price's own
 * tax line, and any sentence beside the prices that would contradict it ("Plus taxes.").
 */
export async function taxWordingsOn(page: Page): Promise<string[]> {
  const text = await page.getByRole("main").innerText();
  const found = text.match(
    /incl\. taxes|plus taxes|before tax(?:es)?|\+ \d+(?:\.\d+)?% \w+|कर सहित|कर अतिरिक्त|कर से पहले/gi,
  );
  return [...new Set(found ?? [])];
}
