import { useEffect, useState } from "react";
import { Monitor, Moon, Sun } from "lucide-react";
import { applyTheme, isDark, readThemeChoice, themeStorageKey, type ThemeChoice } from "@/page-scripts/theme";
import { clsx as cn } from "clsx";
import { withErrorBoundary } from "./IslandErrorBoundary";
import type { CommonStrings } from "@/content/schema/words";

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

function systemPrefersDark() {
  return window.matchMedia("(prefers-color-scheme: dark)").matches;
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(themeStorageKey);
  } catch {
    // Storage can be blocked; the system setting still applies.
    return null;
  }
}

/** Light / dark / system, as three pressed-or-not buttons; the choice is kept in localStorage. */
export function ThemeToggle({ strings }: { strings: CommonStrings["theme"] }) {
  // Unknown until the saved choice is read: applying "system" before that would undo the head
  // script's dark theme for a moment on every page load.
  const [choice, setChoice] = useState<ThemeChoice | null>(null);

  useEffect(() => {
    // A choice pressed before the island was live (played again at hydration) stands.
    setChoice((current) => current ?? readThemeChoice(storedChoice()));
    // Back to this page from the back/forward cache: the guest may have chosen again on another page.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setChoice(readThemeChoice(storedChoice()));
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);

  useEffect(() => {
    if (choice === null) return;
    applyTheme(document.documentElement, isDark(choice, systemPrefersDark()));
    if (choice !== "system") return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyTheme(document.documentElement, query.matches);
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [choice]);

  function choose(next: ThemeChoice) {
    setChoice(next);
    try {
      if (next === "system") localStorage.removeItem(themeStorageKey);
      else localStorage.setItem(themeStorageKey, next);
    } catch {
      // Without storage the choice lasts for this page view.
    }
  }

  return (
    <div role="group" aria-label={strings.label} className="flex items-center rounded-md border p-0.5">
      {(["light", "dark", "system"] as const).map((option) => {
        const Icon = icons[option];
        return (
          <button
            key={option}
            type="button"
            aria-pressed={choice === option}
            aria-label={strings[option]}
            title={strings[option]}
            onClick={() => choose(option)}
            className={cn(
              "inline-flex size-8 items-center justify-center rounded-sm transition-colors hover:text-foreground",
              choice === option ? "bg-accent text-accent-foreground" : "text-muted-foreground",
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}

export default withErrorBoundary(ThemeToggle);
