/** The browser's bar and the home-screen app's splash screen, in the site's light and dark background colours. */
export const themeColors = { light: "#fcfaf7", dark: "#1c1816" } as const;

/** The home-screen icons, drawn from the favicon at build time; the maskable one fills its square to the edges. */
export const appIcons = [
  { name: "icon-192", size: 192, purpose: "any" },
  { name: "icon-512", size: 512, purpose: "any" },
  { name: "maskable-512", size: 512, purpose: "maskable" },
] as const;

/**
 * The browser tab's icon, drawn from the favicon at build time like the home-screen icons. A raster
 * image, not the SVG itself: a page's SVG icon is read on the page's own thread as a whole SVG document
 * (9–12 ms on this host after the first paint, a task of 65–85 ms on the low-tier phone), where a
 * 48-pixel PNG decodes in 1–3 ms. 48 pixels: a tab's 16–24 points on a phone's 2–3× screen, and a
 * multiple of 48 as search engines ask of a site's icon.
 */
export const tabIcon = { name: "favicon-48", size: 48, purpose: "any" } as const;

export type AppIcon = (typeof appIcons)[number] | typeof tabIcon;

export function appIconPath(icon: AppIcon): string {
  return `/icons/${icon.name}.png`;
}

/** The favicon drawn edge to edge, as a maskable icon must be (its letter sits well inside the safe zone). */
export function maskableSvg(favicon: string): string {
  return favicon.replace(/\s+rx="[^"]*"/, "");
}

type ManifestInput = { name: string; description: string; lang: string; startUrl: string };

/**
 * A web app manifest for one language: "Add to Home screen" opens the site at that language's home
 * page, with the hotel's icon and colours.
 */
export function webAppManifest({ name, description, lang, startUrl }: ManifestInput) {
  return {
    id: startUrl,
    name,
    short_name: name,
    description,
    lang,
    dir: "ltr",
    start_url: startUrl,
    scope: "/",
    display: "standalone",
    theme_color: themeColors.light,
    background_color: themeColors.light,
    icons: appIcons.map((icon) => ({
      src: appIconPath(icon),
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}
