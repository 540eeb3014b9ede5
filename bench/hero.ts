import { formatBytes } from "./figures";
import { parseAttributes } from "./assets";

export const photoHost = "images.unsplash.com";

export type HeroPhoto = { url: string; path: string };

function photoOnHost(url: string | undefined): HeroPhoto | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url.trim().split(/\s+/)[0]!);
    return parsed.hostname === photoHost ? { url: parsed.toString(), path: parsed.pathname } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The photo a page declares as its largest paint: the image it preloads
 * (`<link rel="preload" as="image">`), else its first `<img fetchpriority="high">`.
 */
export function heroPhoto(html: string): HeroPhoto | undefined {
  const tags = [...html.matchAll(/<(link|img)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)].map((m) => ({
    name: m[1]!.toLowerCase(),
    attrs: parseAttributes(m[2] ?? ""),
  }));
  for (const { name, attrs } of tags) {
    if (name === "link" && attrs.rel?.toLowerCase() === "preload" && attrs.as === "image") {
      const found = photoOnHost(attrs.href) ?? photoOnHost(attrs.imagesrcset);
      if (found) return found;
    }
  }
  for (const { name, attrs } of tags) {
    if (name === "img" && attrs.fetchpriority?.toLowerCase() === "high") {
      const found = photoOnHost(attrs.src) ?? photoOnHost(attrs.srcset);
      if (found) return found;
    }
  }
  return undefined;
}

/** Every photo-host URL a page mentions (src, srcset, preloads, social images). */
export function photoUrls(html: string): string[] {
  const decoded = html.replace(/&amp;/g, "&");
  const pattern = new RegExp(`https://${photoHost.replace(/\./g, "\\.")}/[^\\s"'<>,)]+`, "g");
  return [...new Set(decoded.match(pattern) ?? [])];
}

export type LcpElement = { snippet: string; selector?: string; nodeLabel?: string };

export type PhotoRequest = {
  url: string;
  statusCode: number;
  mimeType?: string;
  transferSize?: number;
  resourceSize?: number;
  finished?: boolean;
};

export type HeroCheck = { ok: boolean; detail: string };

/** A short name for an element: its tag and label (an image's alt text), and its selector. */
export function describeElement(element: LcpElement): string {
  const tag = /^<([a-z][\w-]*)/i.exec(element.snippet)?.[1]?.toLowerCase() ?? "element";
  const label = element.nodeLabel?.trim().replace(/\s+/g, " ");
  const shortLabel = label && label.length > 60 ? `${label.slice(0, 59)}…` : label;
  return `<${tag}>${shortLabel ? ` "${shortLabel}"` : ""}${element.selector ? ` (${element.selector})` : ""}`;
}

/** Whether the largest contentful paint was the page's hero photo, and the photo host really served it. */
export function heroCheck(hero: HeroPhoto | undefined, lcp: LcpElement | undefined, requests: readonly PhotoRequest[]): HeroCheck {
  if (!hero) {
    return { ok: false, detail: 'the page declares no hero photo (no <link rel="preload" as="image">, no <img fetchpriority="high"> on the photo host)' };
  }
  const served = requests.filter((r) => {
    try {
      const url = new URL(r.url);
      return url.hostname === photoHost && url.pathname === hero.path;
    } catch {
      return false;
    }
  });
  const ok = served.find((r) => r.statusCode === 200 && (r.mimeType ?? "image/").startsWith("image/") && r.finished !== false);
  const servedText = ok
    ? `served ${ok.statusCode} ${ok.mimeType ?? ""} ${formatBytes(ok.transferSize ?? ok.resourceSize ?? 0)} (${new URL(ok.url).searchParams.get("w") ? `w=${new URL(ok.url).searchParams.get("w")}` : ok.url})`.replace(/\s+/g, " ")
    : served.length > 0
      ? `requested but not served (status ${served.map((r) => r.statusCode).join(", ")})`
      : "never requested";
  if (!lcp) return { ok: false, detail: `Lighthouse reported no LCP element; hero photo ${hero.path} ${servedText}` };
  const element = describeElement(lcp);
  const isHero = /^<img\b/i.test(lcp.snippet) && lcp.snippet.includes(hero.path);
  if (!isHero) {
    // Chromium does not count an image that covers the whole viewport as a candidate (it treats it as a background).
    const hint = ok && !/^<img\b/i.test(lcp.snippet) ? `; if the hero photo fills the whole first screen, Chromium ignores it as a background and the largest text wins` : "";
    return { ok: false, detail: `LCP element was ${element}, not the hero photo ${hero.path} (hero photo ${servedText}${hint})` };
  }
  if (!ok) return { ok: false, detail: `LCP element is the hero photo ${hero.path}, but it was ${servedText}` };
  return { ok: true, detail: `LCP element ${element} is the hero photo ${hero.path}, ${servedText}` };
}
