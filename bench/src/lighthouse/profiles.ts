/**
 * The devices the benchmark emulates. Lighthouse slows the CPU by a multiplier relative to the
 * machine it runs on, so a fixed 4× measures the machine as much as the site. Calibrated profiles
 * aim at a device instead: multiplier = host benchmark index / the device's index (Lighthouse's
 * docs/throttling.md, "Calibrating the CPU slowdown"). The two devices are the presets of Chrome
 * DevTools' CPU calibration (panels/mobile_throttling/CalibrationController.ts), which scores them
 * with the same Lighthouse BenchmarkIndex: mid-tier 1000 ("like a Pixel 5"), low-tier 264 ("like a
 * Moto G4 Power 2022"). Network and screen stay Lighthouse's mobile defaults (simulated slow 4G,
 * 150 ms, 1.6 Mbit/s; Moto G Power screen).
 */

import { budgetProfiles, type BudgetProfile } from "../../../test/support/budgets";

/** The profiles are those budgets.json writes Lighthouse's assertions for. */
export const profileNames = budgetProfiles;
export type ProfileName = BudgetProfile;

export type Profile = {
  name: ProfileName;
  title: string;
  /** The device's Lighthouse benchmark index; undefined: Lighthouse's fixed default multiplier. */
  targetIndex?: number;
  /** The categories Lighthouse scores: speed on the phones; the CPU-independent audits once, at the fixed 4×. */
  categories: readonly string[];
};

/** Lighthouse's default mobile CPU slowdown. */
export const lighthouseDefaultMultiplier = 4;

export const profiles: Record<ProfileName, Profile> = {
  "mid-tier": {
    name: "mid-tier",
    title: "mid-tier phone (benchmark index 1000)",
    targetIndex: 1000,
    categories: ["performance"],
  },
  "low-tier": {
    name: "low-tier",
    title: "low-tier phone (benchmark index 264)",
    targetIndex: 264,
    categories: ["performance"],
  },
  default: {
    name: "default",
    title: "Lighthouse default mobile (fixed 4×)",
    categories: ["performance", "accessibility", "best-practices", "seo"],
  },
};

export type Multiplier = {
  value: number;
  /** The host is slower than the device: no slowdown is applied, and the figures are worse than the device's. */
  hostTooSlow: boolean;
};

/**
 * The CPU slowdown that makes this host behave like a device: host index / device index, to two
 * decimals; 1 (no slowdown, flagged) when the host is slower than the device.
 */
export function cpuMultiplier(hostIndex: number, targetIndex: number): Multiplier {
  if (!(hostIndex > 0) || !(targetIndex > 0))
    throw new Error(`benchmark indexes must be positive (host ${hostIndex}, target ${targetIndex})`);
  const ratio = Math.round((hostIndex / targetIndex) * 100) / 100;
  return ratio < 1 ? { value: 1, hostTooSlow: true } : { value: ratio, hostTooSlow: false };
}

/** The multiplier a profile runs with on this host. */
export function multiplierFor(profile: Profile, hostIndex: number): Multiplier {
  return profile.targetIndex === undefined
    ? { value: lighthouseDefaultMultiplier, hostTooSlow: false }
    : cpuMultiplier(hostIndex, profile.targetIndex);
}
