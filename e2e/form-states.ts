import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
// The axe-core that @axe-core/playwright runs: its source, sent to each page once.
import axe from "axe-core";
import { colourRules, expect } from "./fixtures";
import { useColourScheme } from "./theme";

/** The tags of fixtures.ts' full axe run: WCAG 2.x A and AA, and best practices. */
const everyRule = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe-core is half a megabyte of script, and AxeBuilder sends it to the browser on every run, twice
 * (once to the page, once to a blank page where it joins the results). A form's states are checked
 * many times on one page: axe is sent only to a page that does not have it yet, and runs in the page
 * itself (legacy mode: the same rules; it cannot enter cross-origin frames, and these forms have none).
 */
async function violations(page: Page, only?: readonly string[]) {
  const injected = await page.evaluate(() => "axe" in window);
  const builder = new AxeBuilder({ page, axeSource: injected ? ";" : axe.source }).setLegacyMode(true);
  const results = await (only ? builder.withRules([...only]) : builder.withTags(everyRule)).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Checks one state of a form with axe in both themes, without leaving the state: every rule in
 * the light theme, then only the rules colours can break in the dark theme (the DOM is the same),
 * and back to light for the next state.
 */
export async function expectNoAxeViolations(page: Page, state: string) {
  expect(await violations(page), `${state}, light theme`).toEqual([]);
  await useColourScheme(page, "dark");
  expect(await violations(page, colourRules), `${state}, dark theme`).toEqual([]);
  await useColourScheme(page, "light");
}
