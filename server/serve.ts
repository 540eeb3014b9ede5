/**
 * `npm run serve` (and the end of `npm start`): serves the build in dist/ (or DIST_DIR) on HOST
 * (every interface) and PORT (3000) with the production server (server/site-server.ts); see
 * server/settings.ts for the connection limits.
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
import { serveSettings } from "./settings";

if (!existsSync(path.join(distDir, "index.html"))) {
  console.error(`No build found in ${distDir}. Run \`npm run build\` first (or \`npm start\`, which builds).`);
  process.exit(1);
}

const { port, host, accessLog, maxConnections, maxConnectionsPerClient } = serveSettings(process.env);
const server = await createSiteServer({
  dist: distDir,
  headers: headerOptions(),
  accessLog,
  maxConnections,
  maxConnectionsPerClient,
});
await server.app.listen({ port, host });
server.app.log.info({ dist: distDir, host, port }, `serving the built site on http://localhost:${port}`);
if (!accessLog) console.log(`Serving the built site on http://localhost:${port}`);

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
