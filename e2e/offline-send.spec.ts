import { expect, expectNoAxeViolations, test } from "./fixtures";
import { handOffs, recordHandOffs, theHandOff } from "./hand-off";
import { bookingWizard } from "./wizards";

/**
 * The booking inquiry sent with the network really off (context.setOffline): no wa.me tab opens;
 * the form says the message is kept and offers it by SMS and to copy; back online, Send again
 * hands it to WhatsApp. This build counts nothing (no analytics in site.json), so no request leaves
 * for any host but the site's own and the photo host. The SMS link's syntax per phone and the hook's
 * states are proven by src/lib/links/sms.test.ts and src/components/forms/use-hand-off.test.ts; the words
 * in Hindi by the translation checks (src/content/check/translation.test.ts).
 */

/** 22 November 2026 at 12:00 UTC; the link's stay is after it. */
const now = new Date("2026-11-22T12:00:00Z");
const stay = "checkIn=2026-12-04&checkOut=2026-12-07&guests=2&room=deluxe";

/** The text an sms: link carries (Chromium on Linux gets the Android syntax, "?body="). */
function smsBody(href: string) {
  expect(href.startsWith("sms:+919000000000?body=")).toBe(true);
  return decodeURIComponent(href.slice(href.indexOf("?body=") + "?body=".length));
}

test("offline at Send keeps the inquiry, offers SMS and copy, and sends it once back online", async ({
  page,
  context,
  consoleErrors,
}) => {
  const wizard = bookingWizard(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const hosts = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http")) hosts.add(url.origin);
  });
  await recordHandOffs(page);
  await page.clock.setFixedTime(now);
  await page.goto(`${wizard.path}?${stay}`);
  await wizard.fillGuest();
  await wizard.next();
  await expect(wizard.step(/2/)).toBeFocused();
  await wizard.next();

  await context.setOffline(true);
  await wizard.sendButton().click();
  await expect(page.getByRole("heading", { name: "Your message has not been sent" })).toBeFocused();
  expect(await handOffs(page)).toEqual([]);
  const body = smsBody((await page.getByRole("link", { name: "Send as a text message (SMS)" }).getAttribute("href"))!);
  expect(body.startsWith("*New Booking Inquiry*")).toBe(true);
  expect(body).toContain("Priya Sharma");

  await page.getByRole("button", { name: "Copy the message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body);
  await expectNoAxeViolations(page, "the kept inquiry, offline");

  await context.setOffline(false);
  await expect(page.getByText("You are back online.")).toBeVisible();
  await page.getByRole("button", { name: "Send again on WhatsApp" }).click();
  await expect(page.getByRole("heading", { name: wizard.words.sent })).toBeFocused();
  expect((await theHandOff(page)).text).toBe(body);
  expect(consoleErrors).toEqual([]);
  expect([...hosts].filter((host) => !/^(http:\/\/localhost:\d+|https:\/\/images\.unsplash\.com)$/.test(host))).toEqual(
    [],
  );
});
