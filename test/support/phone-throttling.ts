import type { Page } from "@playwright/test";

/** Lighthouse's mobile slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const slow4g = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/**
 * A throttled page's CPU slowdown, changed while the network stays slow 4G; and the network cut off
 * and back (the page's own conditions win over Playwright's `context.setOffline`, so a test of a
 * phone going offline sets both).
 */
export type CpuThrottle = { setCpuSlowdown(rate: number): Promise<void>; setOffline(offline: boolean): Promise<void> };

/**
 * Slows a page to a phone's through the Chrome DevTools Protocol: the network to slow 4G and the
 * CPU by `cpuSlowdown`. Shared by the phone e2e project (e2e/phone.ts) and the tap benchmark.
 *
 * Chrome slows the CPU with a thread that keeps one core busy for as long as the slowdown is on,
 * whatever the page is doing: a blank, idle page took 8.9 s of CPU in 10 s at 4×, and 0.3 s without
 * a slowdown. On a 2-core machine that is half the machine, taken from everything else running.
 */
export async function throttleLikeAPhone(page: Page, cpuSlowdown: number): Promise<CpuThrottle> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const setOffline = async (offline: boolean) => {
    await cdp.send("Network.emulateNetworkConditions", {
      offline,
      latency: slow4g.latencyMs,
      downloadThroughput: slow4g.downloadBytesPerSecond,
      uploadThroughput: slow4g.uploadBytesPerSecond,
    });
  };
  await setOffline(false);
  const setCpuSlowdown = async (rate: number) => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  };
  await setCpuSlowdown(cpuSlowdown);
  return { setCpuSlowdown, setOffline };
}
