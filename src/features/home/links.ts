import { localePath, type Locale } from "@/lib/i18n/i18n";

/** A content link ("/events", "/#location") in a language: the path gets the language prefix, the #fragment stays. */
export function localeHref(locale: Locale, href: string): string {
  const [path, fragment] = href.split("#", 2);
  const localized = localePath(locale, path || "/");
  return fragment ? `${localized}#${fragment}` : localized;
}
