import { describe, expect, it } from "vitest";
import { chooseEncoding, ifRangeAllows, isNotModified } from "./conditional-requests";

const both = ["br", "gzip"] as const;
const date = "Wed, 25 Nov 2026 10:00:00 GMT";

describe("chooseEncoding", () => {
  it("prefers brotli when the client takes both equally", () => expect(chooseEncoding("gzip, br", both)).toBe("br"));
  it("follows the client's q-values", () => expect(chooseEncoding("br;q=0.5, gzip;q=0.9", both)).toBe("gzip"));
  it("never sends a coding rated q=0", () => expect(chooseEncoding("gzip, br;q=0", both)).toBe("gzip"));
  it("reads * as any coding, brotli first (RFC 9110 §12.5.3)", () => expect(chooseEncoding("*", both)).toBe("br"));
  it("takes the next coding the client accepts when its first has no twin", () =>
    expect(chooseEncoding("br, gzip;q=0.8", ["gzip"])).toBe("gzip"));
  it("sends the file as it is when every coding is refused", () =>
    expect(chooseEncoding("gzip;q=0, br;q=0", both)).toBeUndefined());
  it("sends the file as it is when the client rates it above the codings", () =>
    expect(chooseEncoding("identity, gzip;q=0.5", both)).toBeUndefined());
  it("sends only a twin the file has", () => expect(chooseEncoding("br", ["gzip"])).toBeUndefined());
});

describe("isNotModified", () => {
  it("matches If-None-Match weakly, in a list", () =>
    expect(isNotModified({ "if-none-match": 'W/"a", "b"' }, '"a"', date)).toBe(true));
  it("any ETag matches *", () => expect(isNotModified({ "if-none-match": "*" }, '"a"', date)).toBe(true));
  it("If-None-Match wins over If-Modified-Since", () =>
    expect(isNotModified({ "if-none-match": '"x"', "if-modified-since": date }, '"a"', date)).toBe(false));
  it("If-Modified-Since at or after the file's date is a 304", () =>
    expect(isNotModified({ "if-modified-since": date }, '"a"', date)).toBe(true));
  it("an unreadable If-Modified-Since is ignored", () =>
    expect(isNotModified({ "if-modified-since": "yesterday" }, '"a"', date)).toBe(false));
});

describe("ifRangeAllows", () => {
  it("allows the range without If-Range", () => expect(ifRangeAllows(undefined, '"a"', date)).toBe(true));
  it("allows it for the current strong ETag", () => expect(ifRangeAllows('"a"', '"a"', date)).toBe(true));
  it("never for a weak ETag, even the current one", () => expect(ifRangeAllows('W/"a"', '"a"', date)).toBe(false));
  it("for a date only when it is exactly Last-Modified", () => {
    expect(ifRangeAllows(date, '"a"', date)).toBe(true);
    expect(ifRangeAllows("Thu, 26 Nov 2026 10:00:00 GMT", '"a"', date)).toBe(false);
  });
});
