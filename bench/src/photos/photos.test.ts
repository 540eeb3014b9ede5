// @vitest-environment node
import { describe, expect, it } from "vitest";
import { photoUrls } from "./photos";

const hero = "https://images.unsplash.com/photo-1566073771259-6a8506099945";
const other = "https://images.unsplash.com/photo-1611892440504-42a792e24d32";

describe("photoUrls", () => {
  it("lists every photo-host URL once, srcset entries and social images included", () => {
    const html = `<meta property="og:image" content="${hero}?w=1200&amp;h=630"><img srcset="${other}?w=320&amp;q=70 320w, ${other}?w=640&amp;q=70 640w" src="${other}?w=640&amp;q=70"><img src="https://example.com/x.jpg">`;
    expect(photoUrls(html)).toEqual([`${hero}?w=1200&h=630`, `${other}?w=320&q=70`, `${other}?w=640&q=70`]);
  });
});
