import { afterEach, describe, expect, it, vi } from "vitest";
import { openInNewTab, whatsappParts, whatsappUrl } from "./whatsapp";
import { isValidEmail, isValidPhone } from "../forms/contact-rules";

describe("WhatsApp link", () => {
  it("opens a chat with the hotel's number as digits and the text encoded", () => {
    const url = whatsappUrl("+91 90000 00000", "Hi & <b>hello</b>\nline 2");
    expect(url.startsWith("https://wa.me/919000000000?text=")).toBe(true);
    expect(url).not.toContain("<b>");
    expect(decodeURIComponent(new URL(url).searchParams.get("text")!)).toBe("Hi & <b>hello</b>\nline 2");
  });
});

describe("a WhatsApp link read back", () => {
  it("gives the number and the text it carries, word for word", () => {
    const text = "*New Booking Inquiry*\n\nName: A & B";
    expect(whatsappParts(whatsappUrl("+91 90000 00000", text))).toEqual({ phone: "919000000000", text });
  });

  it("reads nothing from a link that is not wa.me", () => {
    expect(whatsappParts("mailto:info@hotel.example")).toBeNull();
    expect(whatsappParts("not a link")).toBeNull();
  });
});

describe("contact rules", () => {
  it("accepts phone numbers with a plus, spaces, hyphens and brackets", () => {
    expect(isValidPhone("+91 (731) 400-0000")).toBe(true);
    expect(isValidPhone("9876543")).toBe(true);
  });
  it("rejects a phone number of six characters, letters, or a plus in the middle", () => {
    expect(isValidPhone("123456")).toBe(false);
    expect(isValidPhone("98765abc")).toBe(false);
    expect(isValidPhone("98+7654321")).toBe(false);
  });
  it("rejects an e-mail address without a domain", () => {
    expect(isValidEmail("guest@example.com")).toBe(true);
    expect(isValidEmail("guest@example")).toBe(false);
    expect(isValidEmail("guest example.com")).toBe(false);
  });
});

describe("opening the hand-off", () => {
  // A window that answers window.open as the browser would: no tab when blocked, else the new tab.
  afterEach(() => vi.unstubAllGlobals());

  it("reports a blocked tab so the page can offer the link instead", () => {
    vi.stubGlobal("window", { open: () => null });
    expect(openInNewTab("https://wa.me/1")).toBe(false);
    const tab = { opener: {} } as unknown as Window;
    vi.stubGlobal("window", { open: () => tab });
    expect(openInNewTab("https://wa.me/1")).toBe(true);
    expect(tab.opener).toBeNull();
  });
});
