// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  islandRanges,
  outerAttributes,
  pageDrawings,
  spriteFile,
  spritePath,
  symbolId,
  useSprite,
} from "./icon-sprite";

const star =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
  'stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-star size-4 fill-primary" aria-hidden="true"><path d="M12 2l3 7h7l-6 5 2 7-6-4-6 4 2-7-6-5h7z"></path></svg>';
const check = '<svg viewBox="0 0 24 24" class="size-3"><path d="M20 6 9 17l-5-5"></path></svg>';
const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

describe("icons drawn from one sprite", () => {
  it("replaces an icon's shapes with a reference to its symbol, and lucide's drawing attributes with the class icon", () => {
    const html = useSprite(page(`<p>${star} 4.8</p>`), "/_astro/icons.x.svg");
    const id = symbolId({ viewBox: "0 0 24 24", body: '<path d="M12 2l3 7h7l-6 5 2 7-6-4-6 4 2-7-6-5h7z"></path>' });
    expect(html).toContain(
      `<p><svg class="icon size-4 fill-primary" aria-hidden="true"><use href="/_astro/icons.x.svg#${id}"></use></svg> 4.8`,
    );
    expect(html).not.toContain("<path");
  });

  it("keeps the drawing attributes of an icon that differs from lucide's", () => {
    const thin = star.replace('stroke-width="2"', 'stroke-width="1"');
    expect(outerAttributes(thin.slice(4, thin.indexOf(">")))).toBe(
      ' class="size-4 fill-primary" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
        'stroke-width="1" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"',
    );
  });

  it("leaves the icons inside an island as React rendered them, for hydration", () => {
    const island = `<astro-island uid="1"><button>${check}</button></astro-island>`;
    const html = useSprite(page(`${island}${check}`), "/s.svg");
    expect(html).toContain(island);
    expect(html.match(/<use /g)).toHaveLength(1);
  });

  it("finds where islands start and end, nested ones inside their parent", () => {
    const html = "a<astro-island>b<astro-island>c</astro-island>d</astro-island>e<astro-island></astro-island>";
    expect(islandRanges(html)).toEqual([
      [1, html.indexOf("e")],
      [html.indexOf("e") + 1, html.length],
    ]);
  });

  it("leaves an svg with ids, references or text alone", () => {
    const logo =
      '<svg viewBox="0 0 10 10"><defs><linearGradient id="g"></linearGradient></defs><rect fill="url(#g)"></rect></svg>';
    const label = '<svg viewBox="0 0 10 10"><text>A</text></svg>';
    expect(useSprite(page(logo + label), "/s.svg")).toBe(page(logo + label));
  });

  it("holds each drawing once however many pages and copies show it", () => {
    const drawings = pageDrawings(page(star + star + check));
    expect(drawings.size).toBe(2);
    const file = spriteFile(drawings);
    expect(file.match(/<symbol /g)).toHaveLength(2);
    expect(file).toContain('viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"></path></symbol>');
  });

  it("names the sprite file by its content, so a changed icon is a new file", () => {
    const one = spriteFile(pageDrawings(page(star)));
    const two = spriteFile(pageDrawings(page(star + check)));
    expect(spritePath(one)).toMatch(/^\/_astro\/icons\.[0-9a-f]{8}\.svg$/);
    expect(spritePath(one)).toBe(spritePath(spriteFile(pageDrawings(page(star)))));
    expect(spritePath(one)).not.toBe(spritePath(two));
  });
});
