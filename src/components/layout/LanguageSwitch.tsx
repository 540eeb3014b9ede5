import { Languages } from "lucide-react";
import { alternates, localeTags, type Locale } from "@/lib/i18n/i18n";
import { clsx as cn } from "clsx";

type LanguageSwitchProps = {
  currentPath: string;
  locale: Locale;
  /** Each language's own name ("English", "हिन्दी"), shown in that language. */
  languageNames: Record<Locale, string>;
  label: string;
  className?: string;
};

/**
 * Links to this page in the other languages. `data-keep-query` makes the head script carry the
 * query string along (booking parameters survive a change of language).
 */
export function LanguageSwitch({ currentPath, locale, languageNames, label, className }: LanguageSwitchProps) {
  const others = alternates(currentPath).filter((a) => a.locale !== locale);
  if (others.length === 0) return null;
  return (
    <nav aria-label={label} className={cn("flex items-center gap-1", className)}>
      <Languages className="size-4 text-muted-foreground" aria-hidden="true" />
      {others.map((other) => (
        <a
          key={other.locale}
          href={other.href}
          hrefLang={localeTags[other.locale].hreflang}
          lang={localeTags[other.locale].hreflang}
          data-keep-query=""
          className="rounded-md px-2 py-1.5 text-sm font-medium hover:bg-accent hover:text-accent-foreground"
        >
          {languageNames[other.locale]}
        </a>
      ))}
    </nav>
  );
}
