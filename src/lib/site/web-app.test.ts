import { maskableSvg, themeColors, webAppManifest } from "./web-app";

describe("web app manifest", () => {
  const manifest = webAppManifest({ name: "Hotel", description: "Stay", lang: "hi", startUrl: "/hi" });

  it("opens the home screen app at its language's home page", () => {
    expect(manifest).toMatchObject({ start_url: "/hi", id: "/hi", lang: "hi", dir: "ltr", scope: "/" });
  });

  it("offers 192 and 512 pixel icons and a maskable one", () => {
    expect(manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
  });

  it("takes its colours from the site's background", () => {
    expect(manifest.theme_color).toBe(themeColors.light);
    expect(manifest.background_color).toBe(themeColors.light);
  });

  it("draws the maskable icon without rounded corners", () => {
    expect(maskableSvg('<svg><rect width="32" height="32" rx="6" fill="#000"/></svg>')).toBe(
      '<svg><rect width="32" height="32" fill="#000"/></svg>',
    );
  });
});
