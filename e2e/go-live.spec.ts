import { expect, test } from "./fixtures";
import { guideShot } from "./guide-shots";
import { launchCheck } from "../scripts/launch-check";
import { launchReport } from "../src/content/check/launch/items";

/**
 * The owner's guide (docs/go-live.md) as the owner meets it: the launch check's report on the
 * sample content, and /version.json telling what is live. Each step's picture is taken here.
 */

test("the launch check's report names the sample WhatsApp number, where the editor has it, and why it matters", async ({
  page,
}, testInfo) => {
  const report = launchReport(launchCheck());
  expect(report).toContain("In the editor: Hotel facts → Hotel and contact details → WhatsApp number");
  expect(report).toMatch(/Launch check: \d+ blockers, \d+ warnings\./);
  await page.setViewportSize({ width: 900, height: 700 });
  // The report as a terminal shows it: its first screen, where the owner starts.
  await page.setContent(
    `<body style="margin:0;background:#1e1e1e"><pre style="margin:0;padding:16px;color:#ddd;font:14px/1.4 monospace"></pre></body>`,
  );
  await page.locator("pre").evaluate((pre, text) => (pre.textContent = `$ npm run launch-check\n\n${text}`), report);
  await guideShot(page, "launch-check", testInfo);
});

test("/version.json names the live commit, its message and when it was built, and no cache may keep it", async ({
  page,
}, testInfo) => {
  const response = await page.goto("/version.json");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  const version = await response!.json();
  expect(version).toEqual(
    expect.objectContaining({
      commit: expect.stringMatching(/^[0-9a-f]{7,40}$|^unknown$/),
      message: expect.any(String),
    }),
  );
  expect(Number.isNaN(Date.parse(version.built))).toBe(false);
  await page.setViewportSize({ width: 900, height: 260 });
  await guideShot(page, "version-json", testInfo);
});
