import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The hotel's WhatsApp number (site.json), to which every form's hand-off goes. */
const hotelWhatsApp = "+91 90000 00000";

type Recorded = { url: string; target?: string };

/**
 * Records the hand-offs the page makes (its window.open calls, the WhatsApp tab each form opens) from
 * before any page script runs, and opens no tab; `blocked` plays a pop-up blocker (window.open answers
 * null), so the form falls back to the link it offers instead.
 */
export async function recordHandOffs(page: Page, { blocked = false } = {}) {
  await page.addInitScript((isBlocked) => {
    const record: { url: string; target?: string }[] = [];
    Object.assign(window, { __handOffs: record });
    window.open = ((url?: string | URL, target?: string) => {
      record.push({ url: String(url), target });
      return isBlocked ? null : ({ opener: window, closed: false } as unknown as Window);
    }) as typeof window.open;
  }, blocked);
}

/** Every hand-off the page has made so far, in order. */
export const handOffs = (page: Page) =>
  page.evaluate(() => (window as unknown as { __handOffs: Recorded[] }).__handOffs);

/**
 * Waits for the page's one hand-off (a press made before a form's island is live is played once it
 * is) and returns it: its address, the tab it asked for, and the WhatsApp text it carried, after
 * checking it goes to the hotel's chat (another hotel's `whatsapp`).
 */
export async function theHandOff(page: Page, whatsapp = hotelWhatsApp) {
  await expect.poll(() => handOffs(page), { message: "exactly one hand-off" }).toHaveLength(1);
  const [only] = await handOffs(page);
  const url = new URL(only!.url);
  const chat = `https://wa.me/${whatsapp.replace(/\D/g, "")}`;
  expect(url.origin + url.pathname, "the hand-off goes to the hotel's WhatsApp").toBe(chat);
  return { ...only!, text: url.searchParams.get("text") ?? "" };
}
