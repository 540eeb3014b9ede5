/**
 * Prints this host's Lighthouse benchmark index (the median of three runs after a warm-up, as the
 * benchmark calibrates its phones), so that a CI run's durations can be read against the machine's
 * speed that hour. Prints "unknown" and exits 0 when it cannot measure (no browser, no Lighthouse).
 *
 *   npm run -s host-index -w bench
 */
import { measureBenchmarkIndex } from "./lighthouse/calibrate";

try {
  const { hostIndex } = await measureBenchmarkIndex(3);
  console.log(String(Math.round(hostIndex)));
} catch {
  console.log("unknown");
}
