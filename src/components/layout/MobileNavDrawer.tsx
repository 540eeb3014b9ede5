import type { RefObject } from "react";
import { bookingPath } from "@/content/navigation";
import { localePath, type Locale } from "@/lib/i18n";
import { clsx as cn } from "clsx";
import { buttonVariants } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { LanguageSwitch } from "./LanguageSwitch";
import { NavLinks } from "./NavLinks";
import { ThemeToggle } from "./ThemeToggle";
import type { CommonStrings } from "@/content/schema/words";

export type MobileNavDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentPath: string;
  locale: Locale;
  /** Only the words the drawer shows: island props are written into every page's HTML. */
  strings: Pick<CommonStrings, "nav" | "theme">;
  languageNames: Record<Locale, string>;
  /** The menu button, which gets focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/**
 * The drawer's content: loaded on the first tap of the menu button, so the dialog code is not
 * part of every page's start-up. Radix traps focus inside it, closes it on Escape and gives
 * focus back to the menu button.
 */
export default function MobileNavDrawer({
  open,
  onOpenChange,
  currentPath,
  locale,
  strings,
  languageNames,
  returnFocusTo,
}: MobileNavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={strings.nav.closeMenu}
        className="w-72 p-6"
        onCloseAutoFocus={(event) => {
          // The button is not a Radix trigger (it lives outside this lazily loaded part).
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="text-lg">{strings.nav.menuTitle}</SheetTitle>
        <SheetDescription className="sr-only">{strings.nav.label}</SheetDescription>
        <NavLinks look="drawer" currentPath={currentPath} locale={locale} strings={strings} onNavigate={close} />
        <a
          href={localePath(locale, bookingPath)}
          onClick={close}
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
