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

/**
 * The browser the end-to-end tests drive: Chromium's headless shell where it is installed (Debian
 * package `chromium-headless-shell`; the headless mode Playwright itself runs), else as above. The
 * shell runs the same engine without the full browser's window layer, and spent about a quarter less
 * CPU on the same specs (dining and amenities, 16 tests, 2 workers: 35.5 s of CPU against 48.7 s),
 * which on a 2-core machine is a quarter off the gate's longest stage. The benchmark keeps the full
 * browser: its figures are a phone's browser, not a test driver's.
 */
export function e2eChromiumExecutable(): string {
  const shell = "/usr/bin/chromium-headless-shell";
  return process.env.CHROMIUM_PATH || !existsSync(shell) ? chromiumExecutable() : shell;
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
