import { useState } from "react";
import { Menu } from "lucide-react";
import { bookingPath, mainNav } from "@/content/navigation";
import type { CommonStrings } from "@/content/locales/en/common";
import { localePath, type Locale } from "@/lib/i18n";
import { isActiveLink } from "@/lib/nav";
import { cn } from "@/lib/utils";
import { Button, buttonVariants } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { LanguageSwitch } from "./LanguageSwitch";
import { ThemeToggle } from "./ThemeToggle";
import { withErrorBoundary } from "./IslandErrorBoundary";

type MobileNavProps = {
  currentPath: string;
  locale: Locale;
  strings: CommonStrings;
  languageNames: Record<Locale, string>;
};

/** The drawer that holds the navigation below the md breakpoint. Radix traps focus and closes it on Escape. */
function MobileNav({ currentPath, locale, strings, languageNames }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={strings.nav.openMenu} className="js-only">
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" closeLabel={strings.nav.closeMenu} className="w-72 p-6">
        <SheetTitle className="text-lg">{strings.nav.menuTitle}</SheetTitle>
        <SheetDescription className="sr-only">{strings.nav.label}</SheetDescription>
        <nav aria-label={strings.nav.label}>
          <ul className="flex flex-col gap-1">
            {mainNav.map((item) => {
              const active = isActiveLink(item.path, currentPath);
              return (
                <li key={item.key}>
                  <a
                    href={localePath(locale, item.path)}
                    aria-current={active ? "page" : undefined}
                    onClick={() => setOpen(false)}
                    className={cn(
                      "block rounded-md px-3 py-3 text-base font-medium hover:bg-accent",
                      active && "bg-accent text-primary",
                    )}
                  >
                    {strings.nav[item.key]}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <a
          href={localePath(locale, bookingPath)}
          onClick={() => setOpen(false)}
          className={cn(buttonVariants({ size: "lg" }), "w-full")}
        >
          {strings.nav.bookNow}
        </a>
        <LanguageSwitch
          currentPath={currentPath}
          locale={locale}
          languageNames={languageNames}
          label={strings.nav.language}
        />
        <ThemeToggle strings={strings.theme} />
      </SheetContent>
    </Sheet>
  );
}

export default withErrorBoundary(MobileNav);
