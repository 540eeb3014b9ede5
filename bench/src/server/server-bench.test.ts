import { describe, expect, it } from "vitest";
import { medianRun, serverTable } from "./server-bench";

const run = (reqPerSec: number, p99: number, load = 1) => ({ reqPerSec, p99, errors: 0, load });

describe("server table", () => {
  it("reports the median run's req/s with that run's p99, and every run's load", () => {
    const median = medianRun([run(3000, 40, 2), run(5000, 20, 1), run(4000, 30, 1.5)]);
    expect(median).toMatchObject({ reqPerSec: 4000, p99: 30, loads: [2, 1, 1.5] });
  });
  it("puts Node and nginx side by side with their ratio", () => {
    const table = serverTable([{ target: "/", node: medianRun([run(4000, 25)]), nginx: medianRun([run(8000, 10)]) }]);
    expect(table).toContain(
      "| `/` | 4,000 req/s, p99 25 ms, 0 errors (load 1.0) | 8,000 req/s, p99 10 ms, 0 errors (load 1.0) | 0.50 |",
    );
  });
});
