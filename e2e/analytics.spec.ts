import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { recordHandOffs } from "./hand-off";
import { contactForm, contactMessage } from "./wizards";
import { analyticsOverride, overridesURL } from "../test/site-overrides";

/**
 * Counting with the hotel's analytics switched on (Plausible, in the copy of the site with content
 * overrides: test/site-overrides.ts). The CSP allows exactly Plausible's host; the page counts
 * itself without its query, and a hand-off as the form's fixed path, with nothing typed in either.
 * Plausible is answered by a stub that sends what the real manual script sends.
 */

const plausible = "https://plausible.io";

/** Plausible's manual script, as far as the page uses it: plausible("pageview", { u }) posts { n, u, d } to data-api. */
const stubScript = `(() => {
  const script = document.currentScript;
  window.plausible = (name, options) =>
    fetch(script.dataset.api, {
      method: "POST",
      body: JSON.stringify({ n: name, u: (options && options.u) || location.href, d: script.dataset.domain }),
    });
})();`;

/** Answers Plausible's host with the stub and records every event posted to it. */
async function stubPlausible(context: BrowserContext) {
  const events: { n: string; u: string; d: string }[] = [];
  await context.route(`${plausible}/**`, async (route) => {
    const request = route.request();
    if (request.method() === "POST") {
      events.push(JSON.parse(request.postData() ?? "{}"));
      return route.fulfill({ status: 202, body: "ok" });
    }
    return route.fulfill({ status: 200, contentType: "text/javascript", body: stubScript });
  });
  return events;
}

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

// In English: a Hindi page counts with the same code, its hand-off path /hi/…/sent (src/lib/site/analytics.test.ts, handOffPath).
const form = "/contact";
test(`${form}: the CSP allows Plausible alone, and a hand-off is one page view of ${form}/sent with nothing typed`, async ({
  page,
  context,
}) => {
  const contact = contactForm(page);
  const events = await stubPlausible(context);
  await recordHandOffs(page);
  const response = await page.goto(`${overridesURL}${form}?subject=Room%20for%20Priya`);
  const csp = response!.headers()["content-security-policy"]!;
  expect(directive(csp, "script-src")).toMatch(/^script-src 'self'( 'sha256-[^']+')* https:\/\/plausible\.io$/);
  expect(directive(csp, "connect-src")).toBe(`connect-src 'self' ${plausible}`);

  await expect.poll(() => events.length).toBe(1);
  expect(events[0]).toEqual({ n: "pageview", u: `${overridesURL}${form}`, d: analyticsOverride.siteId });

  await contact.fill();
  await contact.send();
  await expect.poll(() => events.length).toBe(2);
  expect(events[1]).toEqual({ n: "pageview", u: `${overridesURL}${form}/sent`, d: analyticsOverride.siteId });
  const sentOut = JSON.stringify(events);
  for (const typed of [...contactMessage, "Priya"]) expect(sentOut).not.toContain(typed);
});

// Do Not Track and Global Privacy Control are both mayCount's (src/lib/site/analytics.test.ts); the page hands
// it the browser's navigator whole, so one signal proves the page reads them.
test("under Do Not Track, the page loads no counting script and sends nothing", async ({ page, context }) => {
  const events = await stubPlausible(context);
  const scripts: string[] = [];
  page.on("request", (request) => request.url().startsWith(plausible) && scripts.push(request.url()));
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }));
  await page.goto(`${overridesURL}/contact`, { waitUntil: "load" });
  // The loader adds the counting script during the load event (src/components/layout/analytics-loader.ts).
  await expect(page.locator(`script[src^="${plausible}"]`)).toHaveCount(0);
  expect(scripts).toEqual([]);
  expect(events).toEqual([]);
});
