// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeSitemapXml } from "./sitemap-xml";

const dirs: string[] = [];
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hotel-sitemap-"));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const index = (...parts: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><sitemapindex>${parts.map((p) => `<sitemap><loc>https://hotel.example/${p}</loc></sitemap>`).join("")}</sitemapindex>`;

describe("/sitemap.xml, where search consoles look first", () => {
  it("is the sitemap itself while there is one", () => {
    const urlset = "<urlset><url><loc>https://hotel.example/</loc></url></urlset>";
    const dir = folder({ "sitemap-index.xml": index("sitemap-0.xml"), "sitemap-0.xml": urlset });
    expect(writeSitemapXml(dir)).toBe("sitemap-0.xml");
    expect(readFileSync(path.join(dir, "sitemap.xml"), "utf8")).toBe(urlset);
  });
  it("is the index once the site has several", () => {
    const dir = folder({
      "sitemap-index.xml": index("sitemap-0.xml", "sitemap-1.xml"),
      "sitemap-0.xml": "a",
      "sitemap-1.xml": "b",
    });
    expect(writeSitemapXml(dir)).toBe("sitemap-index.xml");
    expect(readFileSync(path.join(dir, "sitemap.xml"), "utf8")).toContain("<sitemapindex>");
  });
});
