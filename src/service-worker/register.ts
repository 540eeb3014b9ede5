/**
 * Registers the service worker and announces a newer build; loaded by the head script (src/page-scripts/theme.ts)
 * once the page has loaded and the browser is idle, so none of it weighs on the first paint.
 * - The status region is added at once and filled only when a new worker has installed while this
 *   page is open, so screen readers announce the notice. Reload lets the new worker take over and then
 *   reloads: never on its own, and a typed form is in the tab's draft. Should the new worker not begin
 *   to take over within a few seconds, Reload reloads anyway.
 * - The worker is checked for again when the visitor comes back to the tab.
 * - A page the worker does not control (the first of a visit: the worker does not claim open pages,
 *   which would evict them from the back/forward cache) asks it to keep this page
 *   and its code, so the page a guest landed on opens offline too.
 *
 * Being the one script every page loads at that moment, it also sets the page aside behind a
 * full-screen photo viewer as it opens (`coverBehindDialogs`, src/page-scripts/cover-behind.ts), and
 * gives a page restored from the back/forward cache the theme chosen since, which then costs the
 * page's HTML nothing.
 */
import { coverBehindDialogs } from "@/page-scripts/cover-behind";
import { keepPageMessage, serviceWorkerPath } from "@/lib/site/offline";
import { applyTheme, isDark, readThemeChoice, themeStorageKey } from "@/page-scripts/theme";

coverBehindDialogs(document);

// A page restored from the back/forward cache shows the theme the guest chose meanwhile on another page
// (the switch, once live, reads the choice again itself).
addEventListener("pageshow", (event) => {
  if (!event.persisted) return;
  let stored: string | null;
  try {
    stored = localStorage.getItem(themeStorageKey);
  } catch {
    return;
  }
  applyTheme(
    document.documentElement,
    isDark(readThemeChoice(stored), matchMedia("(prefers-color-scheme: dark)").matches),
  );
});

/** The notice's words by language, from the words shelf (filled in by the build: scripts/service-worker.ts). */
declare const UPDATE_WORDS: Record<string, { notice: string; reload: string }>;

/** How long Reload waits for the new build to begin taking over before it reloads the tab anyway. */
const takeOverWaitMs = 3000;

const region = document.createElement("div");
region.setAttribute("role", "status");
region.className = "fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md empty:hidden";
document.body.append(region);

function announce(waiting: ServiceWorker) {
  if (!navigator.serviceWorker.controller || region.firstChild) return;
  const words = UPDATE_WORDS[document.documentElement.lang] ?? Object.values(UPDATE_WORDS)[0]!;
  const notice = document.createElement("p");
  notice.className = "flex flex-wrap items-center gap-3 rounded-lg border bg-background p-4 text-sm shadow-lg";
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className =
    "h-11 rounded-md bg-primary px-4 font-medium text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/70";
  reload.textContent = words.reload;
  reload.addEventListener("click", () => {
    // Another tab's Reload may have let the new build take over already: this one then only reloads.
    if (waiting.state === "activating" || waiting.state === "activated") {
      location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload());
    waiting.postMessage({ type: "SKIP_WAITING" });
    // The browser lets the new build take over only once the old one has no request in hand, and one
    // that never ends (a stalled connection) would leave this button dead. So if the new build has not
    // begun to take over after a moment, the tab reloads anyway, keeping the typed form; the notice then
    // comes back until the new build is in.
    setTimeout(() => {
      if (waiting.state === "installed") location.reload();
    }, takeOverWaitMs);
  });
  notice.append(`${words.notice} `, reload);
  region.append(notice);
}

navigator.serviceWorker.register(serviceWorkerPath).then(
  (registration?: ServiceWorkerRegistration) => {
    // A browser that blocks service workers (a policy, an automation setting) may resolve with nothing.
    if (!registration) return;
    // A page the worker does not control (the first of a visit: the worker does not claim open pages)
    // has no newer build to announce. It tells the worker at once, in whatever state that is (it takes
    // messages while it installs), to keep this page, and listens for nothing more: the worker's state
    // changes, or its readiness, would run this page's code while it may be in the back/forward cache,
    // which evicts it (reason `JavaScriptExecution`).
    if (!navigator.serviceWorker.controller) {
      const newest = registration.installing ?? registration.waiting ?? registration.active;
      newest?.postMessage({ type: keepPageMessage, path: location.pathname });
      return;
    }
    if (registration.waiting) announce(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const installing = registration.installing;
      installing?.addEventListener("statechange", () => {
        if (installing.state === "installed") announce(installing);
      });
    });
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") registration.update().catch(() => undefined);
    });
  },
  () => undefined,
);
