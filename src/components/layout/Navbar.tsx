import type { ReactNode } from "react";
import { bookingPath } from "@/content/navigation";
import { fill } from "@/lib/i18n/format";
import { localePath, type Locale } from "@/lib/i18n/i18n";
import { isActiveLink } from "@/lib/links/nav";
import { cn } from "@/lib/look/utils";
import { buttonVariants } from "@/components/ui/button";
import { SkipLink } from "./SkipLink";
import { NavLinks } from "./NavLinks";
import type { CommonStrings } from "@/content/schema/words";

type NavbarProps = {
  siteName: string;
  currentPath: string;
  locale: Locale;
  strings: CommonStrings;
  /** The drawer island for small screens (an Astro slot). */
  menu?: ReactNode;
  /** The theme switch island for wide screens (an Astro slot). */
  themeToggle?: ReactNode;
  /** Links to this page in the other languages. */
  languageSwitch?: ReactNode;
};

/** The fixed header: static HTML, so every link works before any JavaScript runs. */
export function Navbar({ siteName, currentPath, locale, strings, menu, themeToggle, languageSwitch }: NavbarProps) {
  const onHome = isActiveLink("/", currentPath);
  return (
    <header
      className={cn(
        "fixed inset-x-0 top-0 z-40 backdrop-blur-md",
        onHome ? "bg-header-home" : "bg-header border-b shadow-sm",
      )}
    >
      {/* The skip link opens the header rather than the body: Astro puts its island <style> just before the
          header, and a <style> in <body> is valid only as the first child of its parent. */}
      <SkipLink label={strings.skipToContent} />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <a
          href={localePath(locale, "/")}
          className="mr-auto truncate rounded-sm text-lg font-bold tracking-tight sm:text-xl"
          aria-label={fill(strings.nav.homeLinkLabel, { name: siteName })}
        >
          {siteName}
        </a>
        <NavLinks look="bar" currentPath={currentPath} locale={locale} strings={strings} />
        <div className="hidden items-center gap-2 md:flex">
          {languageSwitch}
          {themeToggle}
        </div>
        <a href={localePath(locale, bookingPath)} className={cn(buttonVariants({ size: "default" }), "shrink-0")}>
          {strings.nav.bookNow}
        </a>
        <div className="md:hidden">{menu}</div>
      </div>
    </header>
  );
}
