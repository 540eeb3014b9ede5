import { cpSync, createReadStream, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Decap CMS's browser bundle: the entry file, the chunks it loads on demand, and their WebAssembly. */
export const decapDist = join(dirname(createRequire(import.meta.url).resolve("decap-cms/package.json")), "dist");
export const decapFiles = () => readdirSync(decapDist).filter((file) => /(^|\.)decap-cms\.js$|\.wasm$/.test(file));

/**
 * The editor at /admin: public/admin/ holds its page and configuration; this serves Decap's bundle
 * beside them from the site's own origin (no CDN, so a Content-Security-Policy of 'self' holds),
 * in `astro dev` from node_modules and in the build as files under dist/admin/. Only /admin loads
 * it: the public pages ship no byte more. `astro dev` (and so `npm run edit`, the local mode) sends
 * the editor's production headers on /admin, so the editor runs under its real Content-Security-Policy.
 * Those headers are the server's (server/http-headers.ts); astro.config.mjs hands them in, so the site's
 * code never imports the server.
 */
export function decapAdmin(editor: {
  isAdminPath: (pathname: string) => boolean;
  adminHeaders: () => Record<string, string>;
  /** The repository the editor saves into, as the content names it now (site.json `editor`). */
  repository: { repository: string; branch: string };
}): AstroIntegration {
  const { isAdminPath, adminHeaders, repository } = editor;
  return {
    name: "decap-admin",
    hooks: {
      "astro:server:setup": ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
          if (isAdminPath(pathname)) {
            for (const [name, value] of Object.entries(adminHeaders())) res.setHeader(name, value);
          }
          // The page answers at /admin, as in production (Vite serves public/ files by their own name only).
          if (pathname === "/admin") req.url = "/admin/index.html";
          const file = req.url?.match(/^\/admin\/([\w.-]+)$/)?.[1];
          if (!file || !decapFiles().includes(file)) return next();
          res.setHeader("Content-Type", file.endsWith(".wasm") ? "application/wasm" : "text/javascript; charset=utf-8");
          createReadStream(join(decapDist, file)).pipe(res);
        });
      },
      "astro:build:done": ({ dir }) => {
        const adminDir = join(fileURLToPath(dir), "admin");
        if (!existsSync(adminDir)) return;
        for (const file of decapFiles()) cpSync(join(decapDist, file), join(adminDir, file));
        withRepository(join(adminDir, "config.yml"), repository);
      },
    },
  };
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
