import { phoneDigits } from "./links";

/** The wa.me link that opens a chat with `phone` and `text` typed in; the text is URL-encoded. */
export function whatsappUrl(phone: string, text: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(text)}`;
}

/**
 * The number and the text a wa.me link carries (what whatsappUrl put in), so a message that could
 * not go to WhatsApp can go by SMS or be copied, word for word. Null for any other link.
 */
export function whatsappParts(url: string): { phone: string; text: string } | null {
  let link: URL;
  try {
    link = new URL(url);
  } catch {
    return null;
  }
  if (link.hostname !== "wa.me") return null;
  return { phone: link.pathname.slice(1), text: link.searchParams.get("text") ?? "" };
}

/**
 * Opens a hand-off link in a new tab and cuts the new tab's link back to this page (noopener).
 * Must be called synchronously inside the click handler, or popup blockers refuse it.
 * Returns false when the browser blocked the tab, so the caller can offer the link instead.
 * (window.open with the "noopener" feature always returns null, which would hide a block; the
 * opener is cut by hand instead, while the new tab is still this site's about:blank.)
 */
export function openInNewTab(url: string): boolean {
  const opened = window.open(url, "_blank");
  if (!opened) return false;
  try {
    opened.opener = null;
  } catch {
    // Not expected (the tab is still about:blank, same origin); the tab stays open either way.
  }
  return true;
}
