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

describe("the rate plans on the policies page", () => {
  const plansIn = (locale: "en" | "hi") => policySectionsIn(locale).find(({ id }) => id === "plans")!;

  it("states each plan's payment beside its cancellation terms, from rates.json", () => {
    const en = plansIn("en");
    expect(en.heading).toBe("Rate plans: cancellation and payment");
    expect(en.paragraphs).toHaveLength(5);
    expect(en.paragraphs[0]).toMatch(/^Deluxe Room, Room only: Free cancellation .* Payment: Pay at the hotel\.$/);
    expect(en.paragraphs).toContainEqual(
      expect.stringMatching(/, With breakfast: .* Payment: An advance of 25% of the stay after the hotel confirms/),
    );
    expect(en.paragraphs).toContainEqual(
      expect.stringMatching(/, With breakfast: .* Payment: An advance of 1 night after the hotel confirms/),
    );
  });

  it("says it in Hindi too, and names no account: the official page is the only one that does", () => {
    expect(plansIn("hi").paragraphs[0]).toMatch(/भुगतान: होटल पर भुगतान।$/);
    for (const text of [...plansIn("en").paragraphs, ...plansIn("hi").paragraphs])
      expect(text).not.toMatch(/IFSC|UPI|account/i);
  });
});
