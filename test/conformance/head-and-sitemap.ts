/**
 * What a search console and a browser read from the built HTML before any script runs: robots.txt
 * names a sitemap in the build, which lists every indexable page with its English and Hindi
 * alternates and no page marked noindex; a preloaded photo is the one its page shows first, fetched
 * at high priority from the same candidates; and no link in a page's content goes nowhere.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Finding } from "./findings";
import type { BuiltPage } from "./pages";

const error = (file: string, message: string, at = { line: 1, column: 1 }): Finding => ({
  checker: "links",
  severity: "error",
  file,
  ...at,
  message,
});

const isIndexable = (page: BuiltPage) =>
  !/noindex/.test(page.document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "");

/** A page's English address: "/hi/rooms" → "/rooms", "/hi" → "/". */
const englishOf = (urlPath: string) => urlPath.replace(/^\/hi(?=\/|$)/, "") || "/";

/** robots.txt's sitemap is in the build; every indexable page is in /sitemap.xml with both alternates, no other page is. */
export function checkSitemap(pages: readonly BuiltPage[], distDir: string, siteOrigin: string): Finding[] {
  const file = (name: string) => path.join(path.relative(process.cwd(), distDir), name);
  const robots = existsSync(path.join(distDir, "robots.txt"))
    ? readFileSync(path.join(distDir, "robots.txt"), "utf8")
    : "";
  const named = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  const findings: Finding[] = [];
  if (!named || !existsSync(path.join(distDir, new URL(named).pathname)))
    findings.push(error(file("robots.txt"), `robots.txt names no sitemap in the build (${named ?? "none"})`));
  const sitemapFile = path.join(distDir, "sitemap.xml");
  const sitemap = existsSync(sitemapFile) ? readFileSync(sitemapFile, "utf8") : "";
  const entries = new Map(
    [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => [
      new URL(loc!).pathname,
      rest!,
    ]),
  );
  for (const page of pages) {
    const entry = entries.get(page.urlPath);
    if (!isIndexable(page)) {
      if (entry !== undefined)
        findings.push(error(page.file, `${page.urlPath} is marked noindex but the sitemap lists it`));
      continue;
    }
    const english = englishOf(page.urlPath);
    const hindi = english === "/" ? "/hi" : `/hi${english}`;
    const alternates = [`hreflang="en" href="${siteOrigin}${english}"`, `hreflang="hi" href="${siteOrigin}${hindi}"`];
    if (entry === undefined) findings.push(error(page.file, `${page.urlPath} is missing from /sitemap.xml`));
    else if (!alternates.every((alternate) => entry.includes(alternate)))
      findings.push(error(page.file, `${page.urlPath} lacks its en and hi alternates in /sitemap.xml`));
  }
  return findings;
}

/**
 * A preloaded image is shown on its page from the same srcset and sizes, eagerly and at high priority;
 * one a page at most, and one on each page `required` names (the home pages' hero).
 */
export function checkImagePreloads(pages: readonly BuiltPage[], required = ["/", "/hi"]): Finding[] {
  return pages.flatMap((page) => {
    const preloads = [...page.document.querySelectorAll('link[rel="preload"][as="image"]')];
    if (preloads.length > 1)
      return [error(page.file, `${preloads.length} images preloaded: one at most`, page.position(preloads[1]!))];
    const preload = preloads[0];
    if (!preload) return required.includes(page.urlPath) ? [error(page.file, "no image preloaded (its hero)")] : [];
    const srcset = preload.getAttribute("imagesrcset");
    // A photo-host photo has its srcset on the <img>; a self-hosted one (decision 010) on its AVIF <source>.
    const shown = [...page.document.querySelectorAll("img[srcset], picture source[srcset]")].find(
      (candidate) => candidate.getAttribute("srcset") === srcset,
    );
    const img = shown?.tagName === "IMG" ? shown : shown?.parentElement?.querySelector("img");
    const problems = [
      preload.getAttribute("fetchpriority") !== "high" && "the preload is not fetchpriority=high",
      !shown && "no image on the page has the preload's srcset",
      shown &&
        shown.getAttribute("sizes") !== preload.getAttribute("imagesizes") &&
        "its sizes differ from the image's",
      img && img.getAttribute("fetchpriority") !== "high" && "the image is not fetchpriority=high",
      img && img.getAttribute("loading") !== "eager" && "the image is not loading=eager",
    ].filter((problem): problem is string => typeof problem === "string");
    return problems.map((problem) => error(page.file, `preloaded image: ${problem}`, page.position(preload)));
  });
}

/** A link in the content leads somewhere: a page of the site, an id, or an address with a scheme; never "#" or javascript:. */
export function checkDeadLinks(pages: readonly BuiltPage[]): Finding[] {
  return pages.flatMap((page) =>
    [...page.document.querySelectorAll("main a")]
      .filter((link) => !/^(\/|#[a-z]|https:\/\/|tel:|mailto:)/.test(link.getAttribute("href") ?? ""))
      .map((link) =>
        error(page.file, `a link that goes nowhere: href="${link.getAttribute("href") ?? ""}"`, page.position(link)),
      ),
  );
}
