import { mainNav } from "@/content/navigation";
import { localePath, type Locale } from "@/lib/i18n/i18n";
import { isActiveLink } from "@/lib/links/nav";
import { clsx as cn } from "clsx";
import type { CommonStrings } from "@/content/schema/words";

const looks = {
  /** A row in the fixed header on wide screens. */
  bar: {
    nav: "nav-links",
    list: "flex flex-wrap items-center gap-x-1 gap-y-1",
    link: "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
    active: "text-primary underline decoration-2 underline-offset-8",
    inactive: "text-foreground/85",
  },
  /** A column in the phone menu's drawer, with larger targets. */
  drawer: {
    nav: undefined,
    list: "flex flex-col gap-1",
    link: "block rounded-md px-3 py-3 text-base font-medium hover:bg-accent",
    active: "bg-accent text-primary",
    inactive: undefined,
  },
} as const;

type NavLinksProps = {
  currentPath: string;
  locale: Locale;
  strings: Pick<CommonStrings, "nav">;
  look: keyof typeof looks;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
};

/** The site's main links, with the current page marked (aria-current): one list for the navbar and the drawer. */
export function NavLinks({ currentPath, locale, strings, look, onNavigate }: NavLinksProps) {
  const style = looks[look];
  return (
    <nav aria-label={strings.nav.label} className={style.nav}>
      <ul className={style.list}>
        {mainNav.map((item) => {
          const active = isActiveLink(item.path, currentPath);
          return (
            <li key={item.key}>
              <a
                href={localePath(locale, item.path)}
                aria-current={active ? "page" : undefined}
                onClick={onNavigate}
                className={cn(style.link, active ? style.active : style.inactive)}
              >
                {strings.nav[item.key]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
