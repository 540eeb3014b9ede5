// @ts-check
import { spawnSync } from "node:child_process";
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import site from "./src/content/site.json";
import rates from "./src/content/rates.json";
import { rateSpreadWarnings } from "./src/content/check/rate-spread.ts";
import { defaultLocale, localeTags, locales } from "./src/lib/i18n/i18n.ts";
import { isOfflinePath } from "./src/lib/site/offline.ts";
import { interactionDirective } from "./src/page-scripts/client-directives/integration.ts";
import { sveltiaAdmin } from "./src/admin/integration.ts";
import { adminHeaders, isAdminPath } from "./server/http-headers.ts";
import { photoHostOrigin, remotePatternFor } from "./src/lib/photos/photo-origin.ts";

// A production build (SITE_ENV=production: the publisher, a static host's build) refuses while the
// launch check finds a blocker; the demo (npm start, npm test, plain npm run build) builds the samples.
if (process.env.SITE_ENV === "production") {
  const check = spawnSync(process.execPath, ["--import", "tsx", "scripts/launch-check.ts"], { stdio: "inherit" });
  if (check.status !== 0) {
    console.error("SITE_ENV=production: the launch check above found blockers, so the site is not built.");
    process.exit(1);
  }
}

// DIST_DIR lets several builds run side by side (parallel test runs, the benchmark).
const outDir = process.env.DIST_DIR ?? "./dist";
// The build downloads the photos pages paint largest from here, to serve them itself (decision 010).
const photoOrigin = photoHostOrigin(process.env);

/** Warns (the build goes on) of a room whose rates are more than ×3 apart: a slip, or an amount in another currency. */
function rateSpread() {
  return {
    name: "rate-spread",
    hooks: {
      /** @param {{ logger: import("astro").AstroIntegrationLogger }} options */
      "astro:config:done": ({ logger }) => {
        for (const warning of rateSpreadWarnings(rates, /** @type {"USD" | "INR"} */ (site.pricing.currency)))
          logger.warn(warning);
      },
    },
  };
}

export default defineConfig({
  site: site.url,
  outDir,
  cacheDir: process.env.DIST_DIR ? `${process.env.DIST_DIR}-cache` : "./node_modules/.astro",
  output: "static",
  trailingSlash: "never",
  // rooms.html rather than rooms/index.html: /rooms is served without a redirect.
  build: { format: "file" },
  image: { remotePatterns: photoOrigin ? [remotePatternFor(photoOrigin)] : [] },
  // English at the root, Hindi under /hi (pages live in src/pages/[...lang]/).
  i18n: { locales: [...locales], defaultLocale, routing: { prefixDefaultLocale: false } },
  integrations: [
    rateSpread(),
    react(),
    interactionDirective(),
    sveltiaAdmin({ isAdminPath, adminHeaders, repository: site.editor }),
    sitemap({
      // Neither the not-found pages nor the offline pages are pages to find in a search.
      filter: (page) => !/\/404\/?$/.test(page) && !isOfflinePath(new URL(page).pathname),
      i18n: {
        defaultLocale,
        locales: Object.fromEntries(locales.map((locale) => [locale, localeTags[locale].hreflang])),
      },
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
    // No preload helper in front of lazy imports (650 B on every page with an island): a chunk
    // loaded on demand fetches its own imports, one round trip later, only when someone uses it.
    build: { modulePreload: false },
  },
});
