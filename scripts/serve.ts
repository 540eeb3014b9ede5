/**
 * `npm start` / `npm run serve`: serves dist/ with sirv (the static server Vite and Astro use
 * for their previews) and the site's headers. Unknown paths get the not-found page of their
 * language with status 404, never a soft 200.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sirv from "sirv";
import { responseHeaders, responseKind } from "../src/lib/http-headers";
import { builtScriptHashes, distDir, notFoundPages } from "./site-files";

if (!existsSync(path.join(distDir, "index.html"))) {
  console.error("No build found in dist/. Run `npm run build` first (or `npm start`, which builds).");
  process.exit(1);
}

const hashes = builtScriptHashes();
const notFound = notFoundPages();

function setHeaders(res: ServerResponse, pathname: string) {
  for (const [name, value] of Object.entries(responseHeaders(responseKind(pathname), hashes))) res.setHeader(name, value);
}

/** The precompressed variant of a file that the client accepts, best first. */
function pickEncoding(req: IncomingMessage, file: string): { body: Buffer; encoding?: string } {
  const accepts = String(req.headers["accept-encoding"] ?? "");
  for (const [encoding, ext] of [["br", ".br"], ["gzip", ".gz"]] as const) {
    if (accepts.includes(encoding) && existsSync(file + ext)) return { body: readFileSync(file + ext), encoding };
  }
  return { body: readFileSync(file) };
}

function sendNotFound(req: IncomingMessage, res: ServerResponse) {
  const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  const prefix = Object.keys(notFound)
    .filter((p) => pathname.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];
  const page = path.join(distDir, notFound[prefix ?? "/"] ?? "/404.html");
  const { body, encoding } = pickEncoding(req, page);
  setHeaders(res, "/404.html");
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

const serveStatic = sirv(distDir, {
  dev: false,
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ["html"],
  setHeaders: (res, pathname) => setHeaders(res, pathname),
  onNoMatch: sendNotFound,
});

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  // One address per page: /rooms/ and /rooms.html answer with a permanent redirect to /rooms.
  const canonical = url.pathname.replace(/\/index\.html$|\.html$/, "").replace(/(.)\/+$/, "$1") || "/";
  if (canonical !== url.pathname && !url.pathname.endsWith("/404.html")) {
    res.writeHead(301, { Location: canonical + url.search }).end();
    return;
  }
  serveStatic(req, res, () => sendNotFound(req, res));
});

const port = Number(process.env.PORT ?? 3000);
server.listen(port, () => {
  console.log(`Serving the built site on http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
