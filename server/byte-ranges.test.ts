import { describe, expect, it } from "vitest";
import { rangeForSend, satisfiableRanges } from "./byte-ranges";

describe("Range headers, by RFC 9110 §14 (a 10,000-byte file)", () => {
  const size = 10_000;
  it("reads the RFC's examples", () => {
    expect(satisfiableRanges("bytes=0-499", size)).toEqual([[0, 499]]);
    expect(satisfiableRanges("bytes=500-999", size)).toEqual([[500, 999]]);
    expect(satisfiableRanges("bytes=-500", size)).toEqual([[9500, 9999]]);
    expect(satisfiableRanges("bytes=9500-", size)).toEqual([[9500, 9999]]);
    expect(satisfiableRanges("bytes=0-0,-1", size)).toEqual([
      [0, 0],
      [9999, 9999],
    ]);
    expect(satisfiableRanges("bytes= 0-999, 4500-5499, -1000", size)).toHaveLength(3);
  });
  it("a suffix longer than the file means the whole file", () => {
    expect(rangeForSend("bytes=-20000", size)).toBe("bytes=0-9999");
  });
  it("a last position beyond the file is clamped, even above 2^53", () => {
    expect(rangeForSend("bytes=5-9007199254740993", size)).toBe("bytes=5-9999");
    expect(rangeForSend("bytes=5-100000000000000000000000000000", size)).toBe("bytes=5-9999");
  });
  it("ranges that overlap or touch are one range", () => {
    expect(rangeForSend("bytes=0-10,11-20,5-6", size)).toBe("bytes=0-20");
  });
  it("several separate ranges are served as the whole file", () => {
    expect(rangeForSend("bytes=0-1,100-101", size)).toBeUndefined();
  });
  it("nothing satisfiable is a 416 for send", () => {
    expect(rangeForSend("bytes=10000-", size)).toBe("bytes=10000-");
    expect(rangeForSend("bytes=-0", size)).toBe("bytes=10000-");
    expect(rangeForSend("bytes=0-", 0)).toBe("bytes=0-");
  });
  it("an invalid or foreign header is ignored (the whole file)", () => {
    for (const header of [
      "bytes=2-1",
      "bytes=abc",
      "bytes=1-2-3",
      "items=0-5",
      "bytes=5x-7",
      "bytes=--1",
      "bytes 0-5",
      "",
    ]) {
      expect(rangeForSend(header, size), header).toBeUndefined();
    }
    expect(rangeForSend(undefined, size)).toBeUndefined();
  });
  it("empty list elements count for nothing, and the unit is case-insensitive", () => {
    expect(rangeForSend("bytes=0-,", size)).toBe("bytes=0-9999");
    expect(rangeForSend("BYTES=1-2", size)).toBe("bytes=1-2");
  });
});
