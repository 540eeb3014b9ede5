import {
  arrivalPaths,
  isOfflinePath,
  keptPageKey,
  mayKeepPage,
  offlinePathFor,
  offlinePaths,
  pageCode,
} from "./offline";

describe("offline rules", () => {
  it("keeps home, contact, policies and official channels in both languages on arrival", () => {
    expect(arrivalPaths()).toEqual([
      "/",
      "/contact",
      "/policies",
      "/official",
      "/hi",
      "/hi/contact",
      "/hi/policies",
      "/hi/official",
    ]);
  });

  it("answers an English page with the English offline page", () => {
    expect(offlinePathFor("/rooms/deluxe")).toBe("/offline");
    expect(offlinePathFor("/")).toBe("/offline");
  });

  it("answers a Hindi page with the Hindi offline page", () => {
    expect(offlinePathFor("/hi/rooms/deluxe")).toBe("/hi/offline");
    expect(offlinePathFor("/hi")).toBe("/hi/offline");
  });

  it("does not take a page whose name starts with hi for a Hindi page", () => {
    expect(offlinePathFor("/hiking")).toBe("/offline");
  });

  it("keeps one offline page per language", () => {
    expect(offlinePaths()).toEqual(["/offline", "/hi/offline"]);
  });

  it("knows the offline pages in both languages and nothing else", () => {
    expect(isOfflinePath("/offline")).toBe(true);
    expect(isOfflinePath("/hi/offline")).toBe(true);
    expect(isOfflinePath("/hi/offline.html")).toBe(true);
    expect(isOfflinePath("/contact")).toBe(false);
  });
});

describe("what the service worker keeps", () => {
  const answer = (status: number, cacheControl?: string, redirected = false) => ({
    status,
    redirected,
    headers: new Headers(cacheControl ? { "Cache-Control": cacheControl } : {}),
  });

  it("keeps a page once whatever its query: forty sets of dates are one copy", () => {
    expect(keptPageKey("https://hotel.test/booking?checkin=2026-12-24&checkout=2026-12-26")).toBe(
      "https://hotel.test/booking",
    );
    expect(keptPageKey("https://hotel.test/rooms/deluxe#photos")).toBe("https://hotel.test/rooms/deluxe");
  });

  it("keeps a page the server lets any cache reuse after checking", () => {
    expect(mayKeepPage(answer(200, "public, max-age=0, must-revalidate"))).toBe(true);
  });

  it("refuses a page whose answer says no-store (the health check)", () => {
    expect(mayKeepPage(answer(200, "no-store"))).toBe(false);
  });

  it("refuses a page whose answer says private (the editor)", () => {
    expect(mayKeepPage(answer(200, "private, no-cache"))).toBe(false);
  });

  it("refuses an error, a not-found page and a redirected answer", () => {
    expect(mayKeepPage(answer(500))).toBe(false);
    expect(mayKeepPage(answer(404))).toBe(false);
    expect(mayKeepPage(answer(200, undefined, true))).toBe(false);
  });

  it("finds the code of a page's islands and module scripts, the site's own only", () => {
    const html = `<astro-island component-url="/_astro/BookingSection.abc.js" renderer-url="/_astro/client.def.js" props="{}"></astro-island>
      <script type="module" src="/_astro/page.123.js"></script><script src="/sw-register.js"></script>
      <script type="module" src="https://elsewhere.test/_astro/x.js"></script>`;
    expect(pageCode(html, "https://hotel.test/booking")).toEqual([
      "https://hotel.test/_astro/BookingSection.abc.js",
      "https://hotel.test/_astro/client.def.js",
      "https://hotel.test/_astro/page.123.js",
    ]);
  });
});
