import { describe, expect, it } from "vitest";
import { localePath, splitLocale } from "./i18n";

describe("language paths", () => {
  it("keeps English at the root", () => {
    expect(localePath("en", "/rooms")).toBe("/rooms");
    expect(localePath("en", "/")).toBe("/");
  });
  it("reads the page a built file stands for", () => {
    expect(splitLocale("/rooms.html")).toEqual({ locale: "en", path: "/rooms" });
    expect(splitLocale("/index.html")).toEqual({ locale: "en", path: "/" });
    expect(splitLocale("/rooms/")).toEqual({ locale: "en", path: "/rooms" });
    expect(splitLocale("/")).toEqual({ locale: "en", path: "/" });
  });
});
