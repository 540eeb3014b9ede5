import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page, TestInfo } from "@playwright/test";

/**
 * A picture for the owner's guide (docs/go-live.md), taken where a test walks the guide's step, so
 * the guide never shows a screen the site no longer has. `npm run guide-screenshots` sets
 * GUIDE_SHOTS_DIR to docs/go-live; a plain test run leaves them in its own output folder.
 */
export async function guideShot(what: Page | Locator, name: string, testInfo: TestInfo) {
  const dir = process.env.GUIDE_SHOTS_DIR ?? testInfo.outputPath("guide");
  mkdirSync(dir, { recursive: true });
  await what.screenshot({ path: join(dir, `${name}.png`) });
}
