import { describe, expect, it } from "vitest";
import { directionsUrl, mapSearchUrl, phoneDigits, telHref } from "./links";

describe("contact links", () => {
  it("dials a written phone number without its spaces and brackets", () => {
    expect(telHref("+91 (731) 400-0000")).toBe("tel:+917314000000");
  });
  it("gives WhatsApp the digits only", () => {
    expect(phoneDigits("+91 90000 00000")).toBe("919000000000");
  });
  it("asks for directions to the hotel's coordinates", () => {
    const url = new URL(directionsUrl(22.7196, 75.8577));
    expect(url.searchParams.get("destination")).toBe("22.7196,75.8577");
  });
  it("encodes the address in a map search", () => {
    const url = new URL(mapSearchUrl("123 Main Street, Indore & more"));
    expect(url.searchParams.get("query")).toBe("123 Main Street, Indore & more");
  });
});

describe("contact page with a subject", () => {
  it("carries the subject, encoded, to the contact form", async () => {
    const { contactHref } = await import("./links");
    const href = contactHref("/contact", "Quote: Grand Banquet Hall & dinner");
    expect(href.startsWith("/contact?subject=")).toBe(true);
    expect(new URL(href, "https://x.example").searchParams.get("subject")).toBe("Quote: Grand Banquet Hall & dinner");
  });
});
