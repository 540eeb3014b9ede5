import { arrivalPaths, isOfflinePath, offlinePathFor, offlinePaths } from "./offline";

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
