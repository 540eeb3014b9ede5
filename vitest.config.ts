import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const include = [
  "src/**/*.test.{ts,tsx}",
  "scripts/**/*.test.ts",
  "server/**/*.test.ts",
  "bench/**/*.test.ts",
  "test/**/*.test.ts",
];
/** The tests that read the build: `npm run test:built`, after it. */
const builtTests = ["test/built/**/*.test.ts"];
/** The folders those patterns search, walked for the DOM tests below. */
const testFolders = include.map((pattern) => pattern.split("/")[0]!);

/** The test files that render or read the DOM: each says so in its first line. */
function domTestFiles() {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") walk(path);
      } else if (
        /\.test\.tsx?$/.test(entry.name) &&
        readFileSync(path, "utf8").startsWith("// @vitest-environment jsdom")
      )
        found.push(relative(root, path));
    }
  };
  for (const folder of testFolders) walk(join(root, folder));
  return found;
}
const domFiles = domTestFiles();

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
    setupFiles: ["./test/setup-unit.ts"],
    // A rendering test that passes in 1 s alone took over 5 s with the machine busy: the limit catches a
    // hang, not slowness, so it leaves room for a loaded CI host.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        // The Node tests run file after file in one module cache, rather than importing zod, the
        // content and the server's modules afresh for each file: that importing was most of their
        // CPU (91 files: 107 s of CPU isolated, 33 s not). None mocks a module; those that stub a
        // global, fake timers or set an environment variable undo it after each test.
        test: {
          name: "node",
          include,
          exclude: [...configDefaults.exclude, ...domFiles, ...builtTests],
          isolate: false,
        },
      },
      {
        extends: true,
        // A DOM test file keeps a fresh window of its own: without isolation a worker's files share
        // one jsdom document, and what one file's inline scripts left in it (listeners, held photos)
        // reaches the next. The VM pool gives each file its own context (window and module graph)
        // inside a long-lived worker, rather than a new process per file: setting up a file was most
        // of a small DOM file's CPU (the 35 DOM files, same load: 92 CPU-s in forks, 55 in vmThreads).
        // A test stubs a global (vi.stubGlobal) rather than spying on one of the runner's own objects,
        // whose methods a VM context may not hold as own properties.
        test: { name: "dom", include: domFiles, isolate: true, pool: "vmThreads" },
      },
      {
        extends: true,
        // Tests over the build that need no browser (how each host serves it; the copy with content
        // overrides read from its HTML): `npm run test:built`, after the build, never with the unit
        // tests. A test here starts servers and waits for them, so its limits are the e2e tests'.
        test: {
          name: "built",
          include: builtTests,
          globalSetup: "test/built/overrides-copy.ts",
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
