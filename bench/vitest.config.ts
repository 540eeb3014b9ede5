import { defineConfig } from "vitest/config";

// The benchmark runs in Node, not a page: its tests need no DOM. The root config also runs them (bench/**/*.test.ts).
export default defineConfig({
  test: { environment: "node", include: ["src/**/*.test.ts"] },
});
