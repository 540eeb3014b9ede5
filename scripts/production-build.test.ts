// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { repoRoot, siteCopy } from "../test/site-copy";

/**
 * A production build (SITE_ENV=production: the publisher, a static host's build settings) runs the
 * launch check first and stops while a blocker remains (astro.config.mjs); the demo builds without it.
 * The refusal comes before Astro loads its configuration, so the test costs no real build.
 */
let copy: ReturnType<typeof siteCopy> | undefined;
afterEach(() => copy?.remove());

describe("a production build of content with a sample fact left", () => {
  it("refuses before building anything, printing the launch check's report", { timeout: 200_000 }, async () => {
    copy = siteCopy();
    // The sample WhatsApp number, whatever the content holds now.
    const demo = JSON.parse(readFileSync(join(repoRoot, "samples", "demo", "site.json"), "utf8"));
    copy.editJson("site.json", (site) => (site.whatsapp = demo.whatsapp));
    const { status, output, dist } = await copy.build({ SITE_ENV: "production" });
    expect(status).toBe(1);
    expect(output).toContain("Your WhatsApp number is still the sample +91 90000 00000");
    expect(output).toMatch(/Launch check: \d+ blockers/);
    expect(output).toContain("SITE_ENV=production: the launch check above found blockers, so the site is not built.");
    expect(existsSync(dist)).toBe(false);
  });
});
