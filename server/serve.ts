/**
 * `npm run serve` (and the end of `npm start`): serves the build in dist/ (or DIST_DIR) on PORT
 * (3000) with the production server (server/site-server.ts).
 *
 * - SIGHUP: serve a fresh snapshot of the build folder (after a rebuild), without a restart.
 * - SIGTERM / SIGINT: stop accepting connections, finish running requests, exit 0.
 * - GET /healthz answers "ok <time the build was loaded>" for a supervisor.
 * - One JSON line per request on stdout (ACCESS_LOG=0 turns it off).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { createSiteServer } from "./site-server";
import { distDir, headerOptions } from "./site-files";

if (!existsSync(path.join(distDir, "index.html"))) {
  console.error(`No build found in ${distDir}. Run \`npm run build\` first (or \`npm start\`, which builds).`);
  process.exit(1);
}

const server = await createSiteServer({
  dist: distDir,
  headers: headerOptions(),
  accessLog: process.env.ACCESS_LOG !== "0",
});
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
await server.app.listen({ port, host });
server.app.log.info({ dist: distDir, port }, `serving the built site on http://localhost:${port}`);
if (process.env.ACCESS_LOG === "0") console.log(`Serving the built site on http://localhost:${port}`);

process.on("SIGHUP", () => {
  try {
    const build = server.reload();
    server.app.log.info({ files: build.files.size, loadedAt: build.loadedAt }, "reloaded the build");
  } catch (error) {
    server.app.log.error({ err: error }, "reload failed; still serving the previous build");
  }
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Requests still running after 10 s are cut off.
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
