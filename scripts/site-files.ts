import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { collectScriptHashes } from "../src/lib/http-headers";

/** The build folder: dist/, or DIST_DIR when set (parallel builds). */
export const distDir = path.resolve(import.meta.dirname, "..", process.env.DIST_DIR ?? "dist");

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
