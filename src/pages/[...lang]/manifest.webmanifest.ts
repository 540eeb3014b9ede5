import type { APIRoute } from "astro";
import { localeStaticPaths, pageLocale } from "@/lib/i18n/locale-routes";
import { localePath, localeTags } from "@/lib/i18n/i18n";
import { webAppManifest } from "@/lib/site/web-app";
import { pageMeta } from "@/layouts/page-meta";
import { site } from "@/content/read/site";

/** One manifest per language (/manifest.webmanifest, /hi/manifest.webmanifest): each page links its own. */
export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const locale = pageLocale(params.lang);
  const manifest = webAppManifest({
    name: site.name,
    description: pageMeta("home", locale).description,
    lang: localeTags[locale].hreflang,
    startUrl: localePath(locale, "/"),
  });
  return new Response(JSON.stringify(manifest), { headers: { "Content-Type": "application/manifest+json" } });
};
