import { describe, expect, it } from "vitest";
import { firstTripPrefix } from "./first-trip";

const head = `<!DOCTYPE html><html><head><title>Rooms</title><script type="application/ld+json">{"a":"b"}</script></head>`;

describe("the first round trip", () => {
  it("reaches the hero's photo when it comes after the heading", () => {
    const html = `${head}<body><h1>Stay in Indore</h1><picture><img src="/hero.avif" alt="Lobby" fetchpriority="high" sizes="100vw"></picture><section>Rooms</section></body></html>`;
    expect(firstTripPrefix(html)).toBe(html.slice(0, html.indexOf("</picture>")));
  });

  it("reaches the heading when the hero's photo comes first", () => {
    const html = `${head}<body><img alt="a > b" fetchpriority="high" src="/hero.jpg"><h1 class="x">Rooms <span>&amp; suites</span></h1><p>Later</p></body></html>`;
    expect(firstTripPrefix(html)).toBe(html.slice(0, html.indexOf("<p>")));
  });

  it("reaches the heading on a page without a priority photo, and never stops inside the head", () => {
    const html = `${head}<body><h1>Privacy</h1><p>Text</p></body></html>`;
    expect(firstTripPrefix(html)).toBe(html.slice(0, html.indexOf("<p>")));
  });

  it("takes the whole page when it has no heading", () => {
    const html = `${head}<body><p>Nothing</p></body></html>`;
    expect(firstTripPrefix(html)).toBe(html);
  });

  it("ignores a lazy photo before the heading", () => {
    const html = `${head}<body><img src="/logo.svg" alt="Hotel"><h1>Events</h1><p>Halls</p></body></html>`;
    expect(firstTripPrefix(html)).toBe(html.slice(0, html.indexOf("<p>")));
  });
});
