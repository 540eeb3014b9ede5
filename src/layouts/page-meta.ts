import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { site } from "@/content/read/site";
import { words } from "@/content/read/words";
import type { CommonStrings } from "@/content/schema/words";

export type PageKey = keyof CommonStrings["meta"];

/** A page's <title> and meta description in a language, with the hotel's name filled in. */
export function pageMeta(page: PageKey, locale: Locale) {
  const meta = words("common", locale).meta[page];
  return {
    title: fill(meta.title, { name: site.name }),
    description: fill(meta.description, { name: site.name }),
    locale,
  };
}
