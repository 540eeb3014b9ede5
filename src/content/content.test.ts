import { describe, expect, it } from "vitest";
import { siteSchema } from "./schema";
import { site } from "./site";
import { contentProblems } from "./validate";

describe("content", () => {
  it("passes every schema", () => {
    expect(contentProblems()).toEqual([]);
  });
  it("names the field of a bad edit", () => {
    const badEdit = { ...site, phones: { ...site.phones, frontDesk: "call us" } };
    const problems = contentProblems([{ name: "site", schema: siteSchema, data: badEdit }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^site\.phones\.frontDesk: must be a phone number/);
  });
  it("refuses a site URL with a trailing slash, which would double slashes in canonical links", () => {
    const problems = contentProblems([{ name: "site", schema: siteSchema, data: { ...site, url: "https://x.example/" } }]);
    expect(problems[0]).toMatch(/^site\.url:/);
  });
});
