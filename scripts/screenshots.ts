/**
 * Screenshots of pages as a person sees them, for a look before shipping:
 * `npx tsx scripts/screenshots.ts http://localhost:3000 /tmp/shots / /rooms /hi`
 * Each page at 375 and 1280 px wide, light and dark, full length; photos from the local fixture.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../test/support/browser";

const [base = "http://localhost:3000", outDir = "/tmp/shots", ...paths] = process.argv.slice(2);
const photo = readFileSync(path.join(import.meta.dirname, "..", "e2e", "fixtures", "photo.jpg"));
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  for (const width of [375, 1280]) {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme, reducedMotion: "reduce" });
      await page.route("https://images.unsplash.com/**", (route) =>
        route.fulfill({ status: 200, contentType: "image/jpeg", body: photo }),
      );
      for (const p of paths.length ? paths : ["/"]) {
        await page.goto(base + p, { waitUntil: "networkidle" });
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 30));
          }
          window.scrollTo(0, 0);
        });
        // A full-page capture paints only what is near the viewport: blocks that skip rendering
        // until then (content-visibility: auto) would come out blank, so show them all.
        await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
        await page.waitForTimeout(300);
        const name = `${p.replace(/\//g, "_") || "_"}-${width}-${colorScheme}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
        console.log(path.join(outDir, name));
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
}
