import { defaultLocale, locales, type Locale } from "./i18n";

/**
 * getStaticPaths for a page under src/pages/[...lang]/: the page is built once per language,
 * at its English path (lang undefined) and under each other language's prefix (/hi/…).
 */
export function localeStaticPaths() {
  return locales.map((locale) => ({ params: { lang: locale === defaultLocale ? undefined : locale } }));
}

/** The language of a page built by localeStaticPaths, from its `lang` route parameter. */
export function pageLocale(lang: string | undefined): Locale {
  const found = locales.find((l) => l === lang);
  return found ?? defaultLocale;
}
