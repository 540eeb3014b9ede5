import { describe, expect, it } from "vitest";
// A plain script served as a file at /admin/live.js, typed by its JSDoc.
import { liveLine, shortTime } from "../../public/admin/live.js";

const version = {
  commit: "0123456789abcdef0123456789abcdef01234567",
  message: "Deluxe Room: new photos",
  built: "2026-12-03T08:00:00.000Z",
  live: "2026-12-03T08:05:00.000Z",
};

describe("Is it live? (the editor's live-version bar, public/admin/live.js)", () => {
  it("names the live version by its commit's message and short sha, and when it went live", () => {
    expect(liveLine(version, undefined, "en-GB", "Asia/Kolkata")).toBe(
      "Live: Deluxe Room: new photos (0123456, since 3 Dec, 13:35)",
    );
  });

  it("says the last publish is live when the branch's latest commit is the live one", () => {
    expect(liveLine(version, version.commit, "en-GB", "Asia/Kolkata")).toMatch(/ · your last publish is live$/);
  });

  it("says a newer publish is not live yet, naming it", () => {
    expect(liveLine(version, "fedcba9876543210", "en-GB", "Asia/Kolkata")).toMatch(
      / · your last publish \(fedcba9\) is not live yet: the site rebuilds within minutes$/,
    );
  });

  it("falls back to the short sha when a build has no message, and to the raw text for an unreadable time", () => {
    expect(liveLine({ ...version, message: "" }, undefined, "en-GB", "UTC")).toBe(
      "Live: 0123456 (0123456, since 3 Dec, 08:05)",
    );
    expect(shortTime("not a time")).toBe("not a time");
  });
});
