import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { distDir } from "../server/site-files";

/**
 * `/sitemap.xml`, the address search consoles try first: the sitemap itself while
 * @astrojs/sitemap writes a single one (under 45,000 pages), else its index.
 */
export function writeSitemapXml(dir = distDir): string {
  const index = readFileSync(path.join(dir, "sitemap-index.xml"), "utf8");
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => loc.slice(loc.lastIndexOf("/") + 1));
  const single = parts.length === 1 && parts[0] && existsSync(path.join(dir, parts[0])) ? parts[0] : undefined;
  writeFileSync(path.join(dir, "sitemap.xml"), single ? readFileSync(path.join(dir, single)) : index);
  return single ?? "sitemap-index.xml";
}
