import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  esbuild: { jsx: "automatic" },
  test: {
    // Most tests are pure logic, the server, the build: they run in Node. A test that renders or
    // reads the DOM says so in its first line (`// @vitest-environment jsdom`), so only those pay
    // for a jsdom window.
    environment: "node",
    // Both cores: Vitest's default leaves one idle on a 2-core machine.
    maxWorkers: 2,
    globals: true,
    include: [
      "src/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
      "bench/**/*.test.ts",
      "test/**/*.test.ts",
    ],
    setupFiles: ["./test/setup-unit.ts"],
    // A rendering test that passes in 1 s alone took over 5 s with the machine busy: the limit catches a
    // hang, not slowness, so it leaves room for a loaded CI host.
    testTimeout: 15_000,
  },
});
