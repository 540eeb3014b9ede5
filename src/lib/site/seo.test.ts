import { describe, expect, it } from "vitest";
import { absoluteUrl, jsonLdText } from "./seo";

describe("seo helpers", () => {
  it("builds canonical URLs without a trailing slash", () => {
    expect(absoluteUrl("https://hotel.example", "/rooms")).toBe("https://hotel.example/rooms");
    expect(absoluteUrl("https://hotel.example/", "/rooms/")).toBe("https://hotel.example/rooms");
  });
  it("keeps the root's slash", () => {
    expect(absoluteUrl("https://hotel.example", "/")).toBe("https://hotel.example/");
  });
  it("cannot close the structured-data script early", () => {
    expect(jsonLdText({ text: "</script><script>alert(1)</script>" })).not.toContain("</script>");
    expect(JSON.parse(jsonLdText({ text: "</script>" }))).toEqual({ text: "</script>" });
  });
});
