import { describe, expect, it } from "vitest";
import { official } from "@/content/read/official";
import { locales } from "@/lib/i18n/i18n";
import { policySectionsIn } from "./policy-sections";

describe.each(locales)("the policies page in %s", (locale) => {
  const sections = policySectionsIn(locale);

  it("leaves no placeholder unfilled in any rule", () => {
    for (const { paragraphs } of sections) for (const text of paragraphs) expect(text).not.toMatch(/[{}]/);
  });

  it("names the cyber-crime helpline and website from the official channels file, the one place they live", () => {
    const fraud = sections.find(({ id }) => id === "official-numbers")!.paragraphs.at(-1)!;
    expect(fraud).toContain(official.cyberCrime.helpline);
    expect(fraud).toContain(new URL(official.cyberCrime.website).host);
  });
});
