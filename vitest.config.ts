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
    // A worker runs file after file in one module cache, rather than importing React, jsdom's helpers
    // and the content afresh for each file: most of the suite's CPU was that importing (the 24 jsdom
    // files alone: 112 s of CPU isolated, 32 s not). The tests share no module state: none mocks a
    // module, and each renders into its own cleaned-up DOM (test/setup-unit.ts).
    isolate: false,
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
