/**
 * A build as the production server serves it: every file of dist/ read into memory once, at start
 * and on reload, with its headers and validators worked out then rather than per request.
 *
 * - In memory, not a copy on disk: a rebuild of dist/ or a tmp cleaner cannot change or remove a
 *   file under a running server, and no request touches the file system (the site is ~15 MB).
 * - Strong ETags from a hash of the bytes: the same file has the same ETag after a restart and on
 *   every instance, so a deploy or a load balancer does not turn a 304 into a full download.
 */
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Encoding } from "./conditional-requests";
import { speculationRulesPath, speculationRulesType } from "../src/lib/site/speculation";
import { responseHeaders, responseKind, varyFor, type HeaderOptions } from "./http-headers";
import { builtHeaderOptions, builtScriptHashes, isBuildFile, listFiles, notFoundPages, pagePath } from "./site-files";

/** One representation of a file: as it is, or one of its compressed twins. */
export type Variant = { body: Buffer; etag: string };

export type SiteFile = {
  /** Headers every answer with this file carries (security, caching, type, date, Vary). */
  headers: Record<string, string>;
  lastModified: string;
  identity: Variant;
  compressed: Partial<Record<Encoding, Variant>>;
  /** The codings with a twin, for chooseEncoding. */
  encodings: Encoding[];
};

export type Build = {
  /** Served URL path → file ("/rooms" is rooms.html, "/favicon.svg" is favicon.svg). */
  files: Map<string, SiteFile>;
  /** Path prefix → not-found page, longest prefix first. */
  notFound: [string, SiteFile][];
  scriptHashes: string[];
  /** The build's header settings (site-files.ts, `builtHeaderOptions`), else those the server was given. */
  headerOptions: HeaderOptions;
  loadedAt: string;
};

/** The types @fastify/send (mime 3) gave, with a charset where the body is text. */
const contentTypes: Record<string, string> = {
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "application/javascript; charset=utf-8",
  mjs: "application/javascript; charset=utf-8",
  json: "application/json; charset=utf-8",
  map: "application/json; charset=utf-8",
  webmanifest: "application/manifest+json",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml",
  yml: "text/yaml; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  ico: "image/vnd.microsoft.icon",
  woff2: "font/woff2",
  woff: "font/woff",
  wasm: "application/wasm",
  pdf: "application/pdf",
};

export function contentType(file: string): string {
  return contentTypes[path.extname(file).slice(1).toLowerCase()] ?? "application/octet-stream";
}

/** A strong ETag from the bytes alone: equal on every instance and after every restart. */
export function contentEtag(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

function variant(body: Buffer): Variant {
  return { body, etag: contentEtag(body) };
}

function readSiteFile(dist: string, file: string, url: string, scriptHashes: string[], options: HeaderOptions) {
  const full = path.join(dist, file);
  const lastModified = statSync(full).mtime.toUTCString();
  const compressed: Partial<Record<Encoding, Variant>> = {};
  for (const [encoding, ext] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    try {
      compressed[encoding] = variant(readFileSync(`${full}${ext}`));
    } catch {
      // No twin: small or binary files are sent as they are.
    }
  }
  const kind = responseKind(url);
  return {
    headers: {
      ...responseHeaders(kind, scriptHashes, options),
      // Chromium reads speculation rules only under their own media type.
      "Content-Type": url === speculationRulesPath ? speculationRulesType : contentType(file),
      "Last-Modified": lastModified,
      "Accept-Ranges": "bytes",
      Vary: varyFor(kind),
    },
    lastModified,
    identity: variant(readFileSync(full)),
    compressed,
    encodings: Object.keys(compressed) as Encoding[],
  } satisfies SiteFile;
}

/** Reads a build folder into memory; throws when it holds no site. */
export function loadBuild(dist: string, fallback: HeaderOptions = {}): Build {
  const options = builtHeaderOptions(dist) ?? fallback;
  const scriptHashes = builtScriptHashes(dist);
  const notFound = notFoundPages(dist);
  const notFoundFiles = new Set(Object.values(notFound));
  const files = new Map<string, SiteFile>();
  for (const file of listFiles(dist)) {
    if (isBuildFile(file) || notFoundFiles.has(`/${file}`)) continue;
    const url = file.endsWith(".html") ? pagePath(file) : `/${file}`;
    files.set(url, readSiteFile(dist, file, url, scriptHashes, options));
  }
  if (!files.has("/")) throw new Error(`No index.html in ${dist}: run \`npm run build\` first.`);
  return {
    files,
    notFound: Object.entries(notFound)
      .sort(([a], [b]) => b.length - a.length)
      .map(([prefix, page]) => [prefix, readSiteFile(dist, page.slice(1), page, scriptHashes, options)]),
    scriptHashes,
    headerOptions: options,
    loadedAt: new Date().toISOString(),
  };
}
