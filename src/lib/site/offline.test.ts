import {
  arrivalPaths,
  isNeverKept,
  isOfflinePath,
  keptPageKey,
  mayKeep,
  offlinePathFor,
  offlinePaths,
  pageCodeFor,
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
  it("never answers nor keeps the editor, the supervisor's check or the live commit", () => {
    for (const path of ["/admin", "/admin/", "/admin/config.yml", "/healthz", "/version.json"]) {
      expect(isNeverKept(path), path).toBe(true);
    }
  });

  it("keeps the guest's pages, including one whose name starts like the editor's", () => {
    for (const path of ["/", "/rooms/deluxe", "/hi/booking", "/administration"]) {
      expect(isNeverKept(path), path).toBe(false);
    }
  });

  it("refuses a response marked no-store or private, in any case and among other directives", () => {
    expect(mayKeep(200, "no-store")).toBe(false);
    expect(mayKeep(200, "private, no-cache")).toBe(false);
    expect(mayKeep(200, "max-age=0, No-Store")).toBe(false);
    expect(mayKeep(200, 'private="set-cookie", max-age=60')).toBe(false);
  });

  it("keeps a whole page that must only be checked again", () => {
    expect(mayKeep(200, "max-age=0, must-revalidate")).toBe(true);
    expect(mayKeep(200, "no-cache")).toBe(true);
    expect(mayKeep(200, "public, max-age=31536000, immutable")).toBe(true);
    expect(mayKeep(200, null)).toBe(true);
  });

  it("refuses anything but a whole answer: not found, an error, a partial answer", () => {
    for (const status of [206, 301, 404, 500, 503]) expect(mayKeep(status, null), String(status)).toBe(false);
  });

  it("keeps one copy of a page whatever its query or fragment", () => {
    const key = "https://hotel.example/booking";
    expect(keptPageKey("https://hotel.example/booking?checkIn=2026-12-04&room=deluxe")).toBe(key);
    expect(keptPageKey("https://hotel.example/booking?utm_source=bus#step-2")).toBe(key);
    expect(keptPageKey(key)).toBe(key);
    expect(keptPageKey("https://hotel.example/hi/booking?x=1")).toBe("https://hotel.example/hi/booking");
  });

  it("gives a page's code from the build's table, and none for a page the build does not know", () => {
    const table = {
      files: ["/_astro/client.js", "/_astro/Wizard.js", "/_astro/Gallery.js"],
      pages: { "/booking": [0, 1], "/rooms/deluxe": [0, 2] },
    };
    expect(pageCodeFor(table, "/booking")).toEqual(["/_astro/client.js", "/_astro/Wizard.js"]);
    expect(pageCodeFor(table, "/rooms/deluxe")).toEqual(["/_astro/client.js", "/_astro/Gallery.js"]);
    expect(pageCodeFor(table, "/nowhere")).toEqual([]);
  });
});
