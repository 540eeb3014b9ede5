import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { recordHandOffs, theHandOff } from "./hand-off";
import { fixtureHotel } from "../test/fixture-hotel";
import { contactForm, contactMessage } from "./wizards";
import { analyticsOverride, overridesURL } from "./site-overrides";

/**
 * Counting with the hotel's analytics switched on (Plausible, in the copy of the site with content
 * overrides: e2e/site-overrides.ts). The page counts
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

// In Hindi, whose form's path differs; the code is the same in English. The CSP's hosts are http-headers.test.ts's
// ("allows exactly the provider's hosts") and site-server.test.ts's (counting switched on in content); here the
// browser, under that CSP, loads Plausible's script and posts to it.
// The same walk is the Hindi contact form's: its refusal, its confirmation and the Hindi message it hands over.
test("/hi/contact: Plausible counts the page, and a hand-off of the Hindi message is one page view of /hi/contact/sent with nothing typed", async ({
  page,
  context,
  consoleErrors,
}) => {
  const contact = contactForm(page, "hi");
  const events = await stubPlausible(context);
  await recordHandOffs(page);
  await page.goto(`${overridesURL}/hi/contact?subject=Room%20for%20Priya`);
  await expect.poll(() => events.length).toBe(1);
  expect(events[0]).toEqual({ n: "pageview", u: `${overridesURL}/hi/contact`, d: analyticsOverride.siteId });

  await contact.sendButton().click();
  await expect(page.getByRole("alert").filter({ hasText: "कृपया ये ग़लतियाँ ठीक करें:" })).toBeFocused();
  await contact.fill();
  await contact.send();
  await expect(page.getByText("आपका संदेश WhatsApp में भेजने के लिए तैयार है।")).toBeVisible();
  await expect(page.getByRole("region", { name: /^सूचनाएँ/ })).toBeAttached();
  const { text } = await theHandOff(page, fixtureHotel.whatsapp);
  expect(text).toMatch(/^\*वेबसाइट से नया संदेश\*\n/);
  expect(text).toContain("\nविषय: Parking & late check-in\n");
  expect(consoleErrors).toEqual([]);
  await expect.poll(() => events.length).toBe(2);
  expect(events[1]).toEqual({ n: "pageview", u: `${overridesURL}/hi/contact/sent`, d: analyticsOverride.siteId });
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
