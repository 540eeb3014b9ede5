import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** The installed Sveltia CMS package (package.json pins one exact version). */
const sveltiaPackage = join(dirname(createRequire(import.meta.url).resolve("@sveltia/cms")), "..");

/**
 * The fonts Sveltia's browser bundle names on a public CDN (cdn.jsdelivr.net), each with the same
 * font file its npm build ships under npm/assets/ (the interface's text, its monospace text, and its
 * icons, which are ligatures of Material Symbols: without that font every button reads "arrow_back").
 * The bundle served at /admin names our own copies, so the editor's policy allows no CDN.
 */
export const sveltiaFonts = [
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2",
    file: "source-sans-3",
  },
  { cdn: "https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2", file: "noto-mono" },
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2",
    file: "material-symbols-outlined",
  },
] as const;

/**
 * Sveltia asks the CDN every hour whether a newer version is out (the package's package.json on
 * unpkg.com) and offers to reload into it; a pinned, bundled copy cannot update itself, so the bundle
 * asks this site instead, which answers with the installed version: no notice, no CDN.
 */
export const versionCheck = { cdn: "`${iP}/package.json`", local: "`/admin/sveltia-cms-version.json`" } as const;

/** Where a font is served from on /admin. */
export const fontPath = (file: string) => `/admin/fonts/${file}.woff2`;

/** The font file (and its licence) in the package for one of the bundle's fonts. */
function packagedFont(file: string): { font: string; licence: string } {
  const assets = join(sveltiaPackage, "npm", "assets");
  const names = readdirSync(assets);
  const font = names.find((name) => name.startsWith(`${file}-latin-`) && name.endsWith(".woff2"));
  if (!font) throw new Error(`@sveltia/cms: no ${file} font under npm/assets/ (has the package changed?)`);
  return { font: join(assets, font), licence: join(assets, `${file}.LICENSE.txt`) };
}

/**
 * Sveltia's browser bundle as /admin serves it: its fonts from this site, no source map comment.
 * A font address it no longer names (a new version of the package) stops the build, named, rather
 * than letting the editor reach for a CDN its policy refuses.
 */
export function adminBundle(source: string): string {
  let text = source;
  for (const { cdn, file } of sveltiaFonts) {
    if (!text.includes(cdn))
      throw new Error(`@sveltia/cms: its bundle no longer names ${cdn}; update src/admin/integration.ts`);
    text = text.replaceAll(cdn, fontPath(file));
  }
  if (!text.includes(versionCheck.cdn))
    throw new Error(
      "@sveltia/cms: its bundle no longer asks unpkg.com for its version; update src/admin/integration.ts",
    );
  text = text.replace(versionCheck.cdn, versionCheck.local);
  return text.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
}

/** The files /admin serves from the package, by their path under /admin/, with their content. */
export function adminFiles(): Map<string, () => Buffer | string> {
  const files = new Map<string, () => Buffer | string>();
  files.set("sveltia-cms.js", () => adminBundle(readFileSync(join(sveltiaPackage, "dist", "sveltia-cms.js"), "utf8")));
  files.set("sveltia-cms-version.json", () => {
    const { version } = JSON.parse(readFileSync(join(sveltiaPackage, "package.json"), "utf8")) as { version: string };
    return `${JSON.stringify({ version })}\n`;
  });
  for (const { file } of sveltiaFonts) {
    const { font, licence } = packagedFont(file);
    files.set(`fonts/${file}.woff2`, () => readFileSync(font));
    if (existsSync(licence)) files.set(`fonts/${file}.LICENSE.txt`, () => readFileSync(licence));
  }
  return files;
}

const contentTypes: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  json: "application/json",
  woff2: "font/woff2",
  txt: "text/plain; charset=utf-8",
};

/**
 * The editor at /admin: public/admin/ holds its page, its configuration and our "Is it live?" script;
 * this serves Sveltia CMS's bundle and fonts beside them from the site's own origin (no CDN, so a
 * Content-Security-Policy of 'self' holds), in `astro dev` from node_modules and in the build as
 * files under dist/admin/. Only /admin loads it: the public pages ship no byte more. `astro dev` (and
 * so `npm run edit`, the local mode) sends the editor's production headers on /admin, so the editor
 * runs under its real Content-Security-Policy. Those headers are the server's (server/http-headers.ts);
 * astro.config.mjs hands them in, so the site's code never imports the server.
 */
export function sveltiaAdmin(editor: {
  isAdminPath: (pathname: string) => boolean;
  adminHeaders: () => Record<string, string>;
  /** The repository the editor saves into, as the content names it now (site.json `editor`). */
  repository: { repository: string; branch: string };
}): AstroIntegration {
  const { isAdminPath, adminHeaders, repository } = editor;
  return {
    name: "sveltia-admin",
    hooks: {
      "astro:server:setup": ({ server }) => {
        const files = adminFiles();
        server.middlewares.use((req, res, next) => {
          const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
          if (isAdminPath(pathname)) {
            for (const [name, value] of Object.entries(adminHeaders())) res.setHeader(name, value);
          }
          // The page answers at /admin, as in production (Vite serves public/ files by their own name only).
          if (pathname === "/admin") req.url = "/admin/index.html";
          const file = files.get(pathname.replace(/^\/admin\//, ""));
          if (!pathname.startsWith("/admin/") || !file) return next();
          res.setHeader("Content-Type", contentTypes[pathname.split(".").pop()!] ?? "application/octet-stream");
          res.end(file());
        });
      },
      "astro:build:done": ({ dir }) => {
        const adminDir = join(fileURLToPath(dir), "admin");
        if (!existsSync(adminDir)) return;
        writeAdminFiles(adminDir);
        withRepository(join(adminDir, "config.yml"), repository);
      },
    },
  };
}

/** Writes Sveltia's bundle and fonts into a folder served at /admin/ (the build's, or a test's). */
export function writeAdminFiles(adminDir: string) {
  for (const [path, content] of adminFiles()) {
    mkdirSync(dirname(join(adminDir, path)), { recursive: true });
    writeFileSync(join(adminDir, path), content());
  }
}

/**
 * The built editor saves into the repository the content names at build time, even when the owner
 * set it in the editor after public/admin/config.yml was last written (YAML comment lines, then JSON).
 */
export function withRepository(configFile: string, { repository, branch }: { repository: string; branch: string }) {
  if (!existsSync(configFile)) return;
  // YAML comments ("# Written by …") lead the file; a copy written without them is JSON throughout.
  const text = readFileSync(configFile, "utf8");
  const comments = text.match(/^(#.*\n)*/)![0];
  const config = JSON.parse(text.slice(comments.length));
  config.backend = { ...config.backend, repo: repository, branch };
  writeFileSync(configFile, `${comments}${JSON.stringify(config, null, 2)}\n`);
}
