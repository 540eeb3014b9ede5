import type { BrowserContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The booking inquiry sent with the network really off (context.setOffline): no wa.me tab opens;
 * the form says the message is kept and offers it by SMS and to copy; back online, Send again
 * hands it to WhatsApp. In both languages. This build counts nothing (no analytics in site.json), so
 * no request leaves for any host but the site's own and the photo host. The SMS link's syntax per phone and the hook's states are
 * proven by src/lib/links/sms.test.ts and src/components/forms/use-hand-off.test.ts.
 */

/** 22 November 2026 at 12:00 UTC; the link's stay is after it. */
const now = new Date("2026-11-22T12:00:00Z");
const stay = "checkIn=2026-12-04&checkOut=2026-12-07&guests=2&room=deluxe";
const guest = ["Priya", "Sharma", "priya.sharma@example.com", "+91 98765 43210"];

const editions = [
  {
    path: "/booking",
    fields: ["First Name", "Last Name", "Email Address", "Phone Number"],
    next: "Next",
    submit: "Send Inquiry via WhatsApp",
    kept: "Your message has not been sent",
    sms: "Send as a text message (SMS)",
    copy: "Copy the message",
    copied: "Copied",
    online: "You are back online.",
    sendAgain: "Send again on WhatsApp",
    sent: "Booking Inquiry Sent!",
    firstLine: "*New Booking Inquiry*",
  },
  {
    path: "/hi/booking",
    fields: ["पहला नाम", "उपनाम", "ई-मेल पता", "फ़ोन नंबर"],
    next: "आगे",
    submit: "WhatsApp से पूछताछ भेजें",
    kept: "आपका संदेश अभी नहीं भेजा गया है",
    sms: "SMS से भेजें",
    copy: "संदेश कॉपी करें",
    copied: "कॉपी हो गया",
    online: "इंटरनेट वापस आ गया है।",
    sendAgain: "WhatsApp पर फिर से भेजें",
    sent: "बुकिंग पूछताछ भेज दी गई!",
    firstLine: "*",
  },
] as const;

/** Replaces window.open before any page script runs: records the URL and opens nothing. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const urls: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = urls;
    window.open = ((url?: string | URL) => {
      urls.push(String(url));
      return { opener: window, closed: false } as unknown as Window;
    }) as typeof window.open;
  });
}

const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

/** The text an sms: link carries (Chromium on Linux gets the Android syntax, "?body="). */
function smsBody(href: string) {
  expect(href.startsWith("sms:+919000000000?body=")).toBe(true);
  return decodeURIComponent(href.slice(href.indexOf("?body=") + "?body=".length));
}

async function toLastStep(page: Page, edition: (typeof editions)[number]) {
  await page.clock.setFixedTime(now);
  await page.goto(`${edition.path}?${stay}`);
  for (const [i, label] of edition.fields.entries()) await page.getByLabel(label, { exact: true }).fill(guest[i]!);
  await page.getByRole("button", { name: edition.next }).click();
  await expect(page.getByRole("heading", { level: 3, name: /2/ })).toBeFocused();
  await page.getByRole("button", { name: edition.next }).click();
  await expect(page.getByRole("button", { name: edition.submit })).toBeVisible();
}

async function goOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
}

for (const edition of editions) {
  test(`${edition.path}: offline at Send keeps the inquiry, offers SMS and copy, and sends it once back online`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const hosts = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http")) hosts.add(url.origin);
    });
    await recordWindowOpen(page);
    await toLastStep(page, edition);

    await goOffline(context, true);
    await page.getByRole("button", { name: edition.submit }).click();
    await expect(page.getByRole("heading", { name: edition.kept })).toBeFocused();
    expect(await opened(page)).toEqual([]);
    const body = smsBody((await page.getByRole("link", { name: edition.sms }).getAttribute("href"))!);
    expect(body.startsWith(edition.firstLine)).toBe(true);
    expect(body).toContain("Priya Sharma");

    await page.getByRole("button", { name: edition.copy }).click();
    await expect(page.getByRole("status").filter({ hasText: edition.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body);
    if (edition.path === "/booking") await expectNoAxeViolations(page, "the kept inquiry, offline");

    await goOffline(context, false);
    await expect(page.getByText(edition.online)).toBeVisible();
    await page.getByRole("button", { name: edition.sendAgain }).click();
    await expect(page.getByRole("heading", { name: edition.sent })).toBeFocused();
    const urls = await opened(page);
    expect(urls).toHaveLength(1);
    expect(new URL(urls[0]!).searchParams.get("text")).toBe(body);
    expect(consoleErrors).toEqual([]);
    expect(
      [...hosts].filter((host) => !/^(http:\/\/localhost:\d+|https:\/\/images\.unsplash\.com)$/.test(host)),
    ).toEqual([]);
  });
}
