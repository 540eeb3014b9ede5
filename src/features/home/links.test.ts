import { describe, expect, it } from "vitest";
import { localeHref } from "./links";

describe("content links", () => {
  it("leaves an English page path as it is", () => {
    expect(localeHref("en", "/events")).toBe("/events");
  });

  it("keeps the fragment of a link to a home-page section", () => {
    expect(localeHref("en", "/#location")).toBe("/#location");
  });
});
