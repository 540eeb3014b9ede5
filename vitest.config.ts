import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  esbuild: { jsx: "automatic" },
  test: {
    environment: "jsdom",
    globals: true,
    include: [
      "src/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
      "bench/**/*.test.ts",
      "test/**/*.test.ts",
    ],
    setupFiles: ["./test/setup-unit.ts"],
  },
});
