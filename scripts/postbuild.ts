/**
 * After `astro build`: leaves out the uploaded photos' originals (scripts/upload-originals.ts), moves the pages' icons into one cached sprite (scripts/icon-sprite.ts), writes /sitemap.xml, the headers for static hosts (computed from the built
 * pages' inline scripts) and the nginx configuration, checks `_headers` against the hosts' limits,
 * builds the service worker (scripts/service-worker.ts), and precompresses text files so `npm start` and static hosts serve them with brotli or gzip at
 * no CPU cost per request.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  adminPageProblems,
  nginxBrotliConfig,
  nginxHttpExample,
  nginxHttpsExample,
  nginxProxyExample,
  nginxSiteConfig,
  staticHostHeadersFile,
  staticHostLimitProblems,
} from "../server/http-headers";
import {
  builtScriptHashes,
  distDir,
  headerOptions,
  headerOptionsFile,
  htmlFiles,
  notFoundPages,
  precompress,
  servedDeployDir,
  servedDir,
} from "../server/site-files";
import { gitIn, siteVersion, writeSiteVersion } from "./version-json";
import { writeSitemapXml } from "./sitemap-xml";
import { pageDrawings, spriteFile, spritePath, useSprite } from "./icon-sprite";
import { asyncModuleScripts } from "./async-page-scripts";
import { buildServiceWorker } from "./service-worker";
import { removeUnnamedOriginals } from "./upload-originals";
import { site } from "../src/content/read/site";

/** Server configuration that belongs beside the site, not in it. */
const deployDir = path.resolve(distDir, "..", "deploy");

/** Every page's icons from one sprite file; returns how many icons it holds. */
function spriteSiteIcons(): number {
  const pages = htmlFiles().map((file) => ({ file: path.join(distDir, file), html: "" }));
  const drawings = new Map<string, { viewBox: string; body: string }>();
  for (const page of pages) {
    page.html = readFileSync(page.file, "utf8");
    for (const [id, drawing] of pageDrawings(page.html)) drawings.set(id, drawing);
  }
  if (drawings.size === 0) return 0;
  const sprite = spriteFile(drawings);
  const url = spritePath(sprite);
  writeFileSync(path.join(distDir, url), sprite);
  for (const page of pages) writeFileSync(page.file, useSprite(page.html, url));
  return drawings.size;
}
const icons = spriteSiteIcons();
const originals = removeUnnamedOriginals(distDir);
// A page's own module script (the home stats ticker) never holds back DOMContentLoaded.
for (const file of htmlFiles()) {
  const page = path.join(distDir, file);
  const html = readFileSync(page, "utf8");
  const changed = asyncModuleScripts(html);
  if (changed !== html) writeFileSync(page, changed);
}
const hashes = builtScriptHashes();
const options = headerOptions();

const sitemap = writeSitemapXml();

const headersFile = staticHostHeadersFile(hashes, options);
const problems = staticHostLimitProblems(headersFile);
if (problems.length > 0) {
  console.error(`postbuild: dist/_headers would not work on Cloudflare Pages:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
writeFileSync(path.join(distDir, "_headers"), headersFile);
// The production server takes a build's header settings with the build it loads (SIGHUP included).
writeFileSync(path.join(distDir, headerOptionsFile), `${JSON.stringify(options)}\n`);

// The editor's page runs under its own CSP: no inline script, no script from another origin.
const adminPage = path.join(distDir, "admin", "index.html");
const adminProblems = existsSync(adminPage) ? adminPageProblems(readFileSync(adminPage, "utf8")) : [];
if (adminProblems.length > 0) {
  console.error(`postbuild: the editor at /admin would not run under its CSP:\n- ${adminProblems.join("\n- ")}`);
  process.exit(1);
}

mkdirSync(deployDir, { recursive: true });
writeFileSync(path.join(deployDir, "nginx-site.conf"), nginxSiteConfig(hashes, notFoundPages(), options));
writeFileSync(path.join(deployDir, "nginx-brotli.conf"), nginxBrotliConfig);
// The example names the folders nginx reads after the swap, never the one this build was made in.
const served = servedDir(process.env);
const serverName = new URL(site.url).host;
writeFileSync(path.join(deployDir, "nginx-example-http.conf"), nginxHttpExample(serverName));
writeFileSync(
  path.join(deployDir, "nginx-example-https.conf"),
  nginxHttpsExample(serverName, served, servedDeployDir(served)),
);
writeFileSync(path.join(deployDir, "nginx-proxy-example.conf"), nginxProxyExample(serverName));
writeSiteVersion(distDir, siteVersion(process.env, gitIn(path.resolve(distDir, "..")), new Date()));

// After every rewrite of the pages, before compression: the worker keeps the bytes that are served.
const worker = await buildServiceWorker(distDir);
const files = await precompress();
const pages = htmlFiles().filter((f) => !f.endsWith("404.html")).length;
console.log(
  `postbuild: ${icons} icons in the sprite; ${originals.length} uploaded originals left out; ${hashes.length} inline script hashes in the CSP; ${pages} pages; /sitemap.xml is ${sitemap}; /sw.js keeps ${worker.count} files (${Math.round(worker.size / 1024)} kB); ${files} files precompressed`,
);
