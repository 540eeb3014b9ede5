import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * The browser the end-to-end tests and the benchmark drive: Playwright's own Chromium when it is
 * installed, else the system's (Debian package `chromium`).
 */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROMIUM_PATH, safeBundledPath(), "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((p): p is string => Boolean(p) && existsSync(p!));
  if (!found) {
    throw new Error(
      "No Chromium found. Install one with `npx playwright install chromium` or, on Debian, `apt-get install -y chromium` (or set CHROMIUM_PATH).",
    );
  }
  return found;
}

function safeBundledPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Flags for a headless Chromium on a locked-down machine: no sandbox as root, no calls home. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
