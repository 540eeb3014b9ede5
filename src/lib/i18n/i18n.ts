/** The site's languages. English lives at the root, every other language under its own prefix. */
export const locales = ["en", "hi"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The page's language (its <html lang>), for words an island shows after the page has loaded. */
export function pageLocale(): Locale {
  const lang = typeof document === "undefined" ? defaultLocale : document.documentElement.lang;
  return (locales as readonly string[]).includes(lang) ? (lang as Locale) : defaultLocale;
}

/** The path of `path` (an English path such as "/rooms") in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** Splits a URL path into its language and the English path it stands for. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  // A page built as rooms.html (or hi/index.html) stands for /rooms (or /hi).
  const trimmed = pathname.replace(/(\/index)?\.html$/, "").replace(/\/+$/, "") || "/";
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    const prefix = `/${locale}`;
    if (trimmed === prefix) return { locale, path: "/" };
    if (trimmed.startsWith(`${prefix}/`)) return { locale, path: trimmed.slice(prefix.length) };
  }
  return { locale: defaultLocale, path: trimmed };
}

/** BCP 47 tags for hreflang, og:locale and date formatting. */
export const localeTags: Record<Locale, { hreflang: string; og: string }> = {
  en: { hreflang: "en", og: "en_IN" },
  hi: { hreflang: "hi", og: "hi_IN" },
};

/** The same page in every language: for hreflang alternates and the language switch. */
export function alternates(path: string): { locale: Locale; href: string }[] {
  return locales.map((locale) => ({ locale, href: localePath(locale, path) }));
}
