/**
 * The host's Lighthouse benchmark index: Lighthouse's own benchmark (`computeBenchmarkIndex`, the
 * function it runs in the page at the start of every run and reports as "CPU/Memory Power"), run
 * a few times in the tests' Chromium after one warm-up run; the median is the host's index.
 */
import { chromium } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromiumArgs, chromiumExecutable } from "../../../test/support/browser";
import { onCleanup } from "../../../test/support/processes";
import { median } from "../stats";

export type Calibration = { hostIndex: number; values: number[] };

export async function measureBenchmarkIndex(runs: number): Promise<Calibration> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const stop = onCleanup("the calibration browser", () => browser.close());
  try {
    const page = await browser.newPage();
    await page.evaluate(pageFunctions.computeBenchmarkIndex); // warm-up: V8 compiles the benchmark
    const values: number[] = [];
    for (let run = 0; run < runs; run += 1) values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return { hostIndex: median(values)!, values };
  } finally {
    await browser.close();
    stop();
  }
}
