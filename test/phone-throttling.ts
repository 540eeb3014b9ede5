import type { Page } from "@playwright/test";

/** Lighthouse's mobile slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const slow4g = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/**
 * Slows a page to a phone's through the Chrome DevTools Protocol: the network to slow 4G and the
 * CPU by `cpuSlowdown`. Shared by the phone e2e project (e2e/phone.ts) and the tap benchmark.
 */
export async function throttleLikeAPhone(page: Page, cpuSlowdown: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: slow4g.latencyMs,
    downloadThroughput: slow4g.downloadBytesPerSecond,
    uploadThroughput: slow4g.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
}
