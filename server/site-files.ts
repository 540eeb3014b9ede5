import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Site } from "../src/content/schema/hotel";
import { site } from "../src/content/read/site";
import { versionPath } from "../src/lib/site/offline";
import { collectScriptHashes, type HeaderOptions } from "./http-headers";

/** The build folder: dist/, or DIST_DIR when set (parallel builds). */
export const distDir = path.resolve(import.meta.dirname, "..", process.env.DIST_DIR ?? "dist");

/** The repository's root, where dist/ and deploy/ live. */
const siteRoot = path.resolve(import.meta.dirname, "..");

/**
 * The folder the site is served from once built, as the generated nginx files name it: SERVED_DIR
 * (the publisher's `current/dist`, `npm start`'s dist/), else dist/. Never the folder a build is made
 * in (DIST_DIR): that one is renamed or deleted after the swap.
 */
export function servedDir(env: Record<string, string | undefined>, root = siteRoot): string {
  return path.resolve(root, env.SERVED_DIR ?? "dist");
}

/** The generated server configuration beside a served folder (…/current/deploy beside …/current/dist). */
export function servedDeployDir(served: string): string {
  return path.join(path.dirname(served), "deploy");
}

/** Every file below a folder, as paths relative to it with forward slashes. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

export function htmlFiles(dir = distDir): string[] {
  return listFiles(dir).filter((file) => file.endsWith(".html"));
}

/** The URL path a built page answers at ("index.html" → "/", "hi/rooms.html" → "/hi/rooms"). */
export function pagePath(file: string): string {
  const withoutExt = `/${file.replace(/\.html$/, "")}`;
  if (withoutExt === "/index") return "/";
  return withoutExt.replace(/\/index$/, "");
}

/** The CSP hashes of every inline script in the built pages. */
export function builtScriptHashes(dir = distDir): string[] {
  return collectScriptHashes(htmlFiles(dir).map((file) => readFileSync(path.join(dir, file), "utf8")));
}

/** Not-found pages by the path prefix they serve: "/" → "/404.html", "/hi/" → "/hi/404.html". */
export function notFoundPages(dir = distDir): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const file of htmlFiles(dir)) {
    if (file === "404.html") pages["/"] = "/404.html";
    else if (file.endsWith("/404.html")) pages[`/${file.slice(0, -"404.html".length)}`] = `/${file}`;
  }
  return pages;
}

/** The header settings the hotel keeps in content (a CSP reporting endpoint, analytics; none by default). */
export function headerOptions(): HeaderOptions {
  const facts = site as Site;
  return settingsOnly({ ...facts, hstsSubdomains: facts.hstsIncludeSubDomains !== "no" });
}

/** The header settings among other things (the site's content, a build's settings file), and only those that are set. */
function settingsOnly({ cspReportUrl, analytics, hstsSubdomains }: HeaderOptions): HeaderOptions {
  return {
    ...(typeof cspReportUrl === "string" && cspReportUrl ? { cspReportUrl } : {}),
    ...(analytics && typeof analytics === "object" ? { analytics } : {}),
    ...(hstsSubdomains === false ? { hstsSubdomains } : {}),
  };
}

/**
 * The header settings of a build, written into it by the postbuild step (a dotfile: never served),
 * so a server that loads a new build (SIGHUP) takes that build's settings with it, not those it
 * started with: the analytics provider's hosts in the CSP follow the content the build was made from.
 */
export const headerOptionsFile = ".header-options.json";

/** The header settings written into a build folder; undefined for a build made before they were. */
export function builtHeaderOptions(dir = distDir): HeaderOptions | undefined {
  const file = path.join(dir, headerOptionsFile);
  if (!existsSync(file)) return undefined;
  return settingsOnly(JSON.parse(readFileSync(file, "utf8")) as HeaderOptions);
}

/** Files a host must never serve as they are: compressed twins, host configuration, dotfiles. */
export function isBuildFile(file: string): boolean {
  return /\.(br|gz)$/.test(file) || /(^|\/)(_headers|_redirects)$/.test(file) || /(^|\/)\./.test(file);
}

// yml: the editor's configuration (dist/admin/config.yml, about 260 kB, 18 kB in gzip), which the
// owner's phone fetches each time the editor opens.
const compressible = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest|yml)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's quality for a file of this many bytes: the top quality, 11, but for a file over a
 * megabyte, 9. Only the editor's own script is that big (dist/admin/sveltia-cms.js, 2 MB, which only
 * the hotel downloads; measured on Decap's 5 MB bundle: at 11 it took 9.3 s, most of a build's
 * compressing, for a file 10% smaller than at 9, which took 1.1 s).
 */
export function brotliQuality(bytes: number): number {
  return bytes > 1024 * 1024 ? 9 : 11;
}

/**
 * Writes brotli (brotliQuality) and gzip (level 9) twins beside every text file of 256 bytes or more;
 * resolves with how many. The files compress side by side on libuv's threads, so every core works.
 */
export async function precompress(dir = distDir): Promise<number> {
  const files = listFiles(dir)
    // The live time in /version.json is set again at the swap: a twin would go on naming the build time.
    .filter((file) => compressible.test(file) && `/${file}` !== versionPath)
    .map((file) => path.join(dir, file))
    .map((full) => ({ full, body: readFileSync(full) }))
    .filter(({ body }) => body.length >= 256);
  await Promise.all(
    files.map(async ({ full, body }) => {
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(body.length),
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      };
      const [gz, br] = await Promise.all([gzipped(body, { level: 9 }), brotli(body, { params })]);
      writeFileSync(`${full}.gz`, gz);
      writeFileSync(`${full}.br`, br);
    }),
  );
  return files.length;
}
