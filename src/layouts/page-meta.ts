import { site } from "@/content/site";
import { commonStrings } from "@/content/strings";
import { fill } from "@/lib/format";
import type { Locale } from "@/lib/i18n";

export type PageKey = keyof (typeof commonStrings)["en"]["meta"];

/** A page's <title> and meta description in a language, with the hotel's name filled in. */
export function pageMeta(page: PageKey, locale: Locale) {
  const meta = commonStrings[locale].meta[page];
  return {
    title: fill(meta.title, { name: site.name }),
    description: fill(meta.description, { name: site.name }),
    locale,
  };
}
