/**
 * Icons drawn once for the whole site. Every lucide icon React renders is a full inline `<svg>`
 * with its paths: about 3 kB gzip of the home page's HTML, sent again with every page. After the
 * build, each icon outside an island moves into a `<symbol>` of one sprite file under /_astro/
 * (content-hashed, so browsers keep it for a year), and the page keeps
 * `<svg …same attributes…><use href="/_astro/icons.….svg#…"></use></svg>`: the same size, colour
 * and stroke (they stay on the outer `<svg>`, which the drawing inherits), without JavaScript.
 * Icons inside an island are left alone, since React hydrates them and expects its own markup.
 * The icons are decorative (aria-hidden, with text beside them), so a page reads the same while
 * the sprite loads.
 */
import { createHash } from "node:crypto";

const svgPattern = /<svg\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/svg>/g;
const islandPattern = /<astro-island\b|<\/astro-island>/g;

type Icon = { start: number; end: number; attrs: string; drawing: Drawing };
/** What a symbol holds: the icon's coordinate system and its shapes. */
type Drawing = { viewBox: string; body: string };

/** The character ranges of a page that are inside an `<astro-island>` (islands may nest). */
export function islandRanges(html: string): [number, number][] {
  const ranges: [number, number][] = [];
  let depth = 0;
  let start = 0;
  for (const match of html.matchAll(islandPattern)) {
    if (match[0] === "</astro-island>") {
      depth = Math.max(0, depth - 1);
      if (depth === 0) ranges.push([start, match.index + match[0].length]);
    } else if (depth++ === 0) {
      start = match.index;
    }
  }
  return ranges;
}

/** A plain icon: a viewBox and simple shapes, no ids, references, text or nested svg. */
function drawingOf(attrs: string, body: string): Drawing | undefined {
  const viewBox = /\sviewBox="([^"]*)"/.exec(attrs)?.[1];
  if (!viewBox || body.trim() === "") return undefined;
  if (/<(svg|use|defs|style|script|text|foreignObject|image|a)\b|\s(id|href|xlink:href)=/i.test(body)) return undefined;
  return { viewBox, body };
}

/** The icons of a page outside islands, in document order. */
export function pageIcons(html: string): Icon[] {
  const islands = islandRanges(html);
  const icons: Icon[] = [];
  for (const match of html.matchAll(svgPattern)) {
    const start = match.index;
    if (islands.some(([from, to]) => start >= from && start < to)) continue;
    const [whole, attrs = "", body = ""] = match;
    const drawing = drawingOf(attrs, body);
    if (drawing) icons.push({ start, end: start + whole.length, attrs, drawing });
  }
  return icons;
}

/** A short name for a drawing that stays the same from build to build. */
export function symbolId(drawing: Drawing): string {
  return `i${createHash("sha256").update(`${drawing.viewBox}\n${drawing.body}`).digest("hex").slice(0, 8)}`;
}

/** Lucide's drawing attributes, which every icon repeats; `svg.icon` in src/styles/global.css sets the same. */
const lucideDefaults =
  ' width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/**
 * The outer `<svg>` keeps what it says about this icon (class, aria-hidden, any size or stroke of
 * its own) but not the namespace HTML does not need, lucide's marker classes no style uses, nor
 * lucide's defaults when it has all of them: the class "icon" gives those from the stylesheet's
 * base layer, so a utility class (size-4, fill-amber-500) still wins as it did over the attributes.
 */
export function outerAttributes(attrs: string): string {
  const withoutNamespace = attrs.replace(/\s+xmlns="[^"]*"/, "");
  const usesDefaults = withoutNamespace.startsWith(lucideDefaults);
  const rest = usesDefaults ? withoutNamespace.slice(lucideDefaults.length) : withoutNamespace;
  const classes = (/\sclass="([^"]*)"/.exec(rest)?.[1] ?? "")
    .split(/\s+/)
    .filter((name) => name !== "" && name !== "lucide" && !name.startsWith("lucide-"));
  if (usesDefaults) classes.unshift("icon");
  const others = rest.replace(/\sclass="[^"]*"/, "");
  return `${classes.length > 0 ? ` class="${classes.join(" ")}"` : ""}${others}`;
}

/** The drawings a page's icons need, by symbol id. */
export function pageDrawings(html: string): Map<string, Drawing> {
  return new Map(pageIcons(html).map((icon) => [symbolId(icon.drawing), icon.drawing]));
}

/** The sprite file: one `<symbol>` per drawing, in id order so the same icons make the same file. */
export function spriteFile(drawings: Map<string, Drawing>): string {
  const symbols = [...drawings]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, { viewBox, body }]) => `<symbol id="${id}" viewBox="${viewBox}">${body}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** The sprite's URL path, named by its content. */
export function spritePath(file: string): string {
  return `/_astro/icons.${createHash("sha256").update(file).digest("hex").slice(0, 8)}.svg`;
}

/** The page with every icon outside an island drawn from the sprite at `spriteUrl`. */
export function useSprite(html: string, spriteUrl: string): string {
  let out = "";
  let from = 0;
  for (const icon of pageIcons(html)) {
    const href = `${spriteUrl}#${symbolId(icon.drawing)}`;
    out += html.slice(from, icon.start) + `<svg${outerAttributes(icon.attrs)}><use href="${href}"></use></svg>`;
    from = icon.end;
  }
  return out + html.slice(from);
}
