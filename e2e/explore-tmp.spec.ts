import { writeFileSync } from "node:fs";
import { test } from "./fixtures";
import { fillWorkingCopy, pickWorkingCopy, startEditor } from "./editor-env";
test.setTimeout(300_000);
test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });
test("explore", async ({ page }) => {
  const editor = await startEditor(4533);
  const snap = async (name: string) => {
    await page.screenshot({ path: `/tmp/ex2-${name}.png` });
    writeFileSync(`/tmp/ex2-${name}.txt`, await page.locator("body").ariaSnapshot());
  };
  const scroll = async (n: number) => { await page.mouse.move(300, 400); for (let i = 0; i < n; i++) { await page.mouse.wheel(0, 400); await page.waitForTimeout(100); } };
  try {
  await pickWorkingCopy(page);
  await fillWorkingCopy(page, editor.adminUrl, editor.copy);
  await page.goto(editor.adminUrl);
  await page.getByRole("button", { name: "Work with Local Repository" }).click({ timeout: 90_000 });
  await page.getByText("Hotel facts").first().waitFor({ timeout: 60_000 });
  await page.evaluate(() => { location.hash = "#/collections/rooms/entries/deluxe"; });
  await page.getByLabel("Slug", { exact: true }).first().waitFor();
  await page.waitForTimeout(1000);
  await snap("room");
  await page.getByText("Photo", { exact: true }).first().scrollIntoViewIfNeeded().catch(() => {});
  await scroll(3);
  await snap("room-photos");
  const replace = page.getByRole("button", { name: /Replace|Select|Browse|Choose/ }).first();
  await replace.click({ timeout: 10_000 }).catch(() => {});
  await page.waitForTimeout(2000);
  await snap("room-photo-dialog");
  await page.keyboard.press("Escape");
  await page.evaluate(() => { location.hash = "#/collections/hotel/entries/site"; });
  await page.getByLabel("WhatsApp number", { exact: true }).first().waitFor();
  await scroll(8);
  await snap("site-pricing");
  await page.evaluate(() => { location.hash = "#/collections/hotel/entries/rates"; });
  await page.waitForTimeout(3000);
  await scroll(12);
  await snap("rates-payment");
  } finally { await editor.stop(); }
});
