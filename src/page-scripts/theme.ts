import {
  codeAheadWorker,
  codeFetchedAttribute,
  guestUseEvents,
  heldTapProperty,
  readyAheadAttribute,
  readyAheadScript,
  scriptRanProperty,
} from "./code-ahead";
import { serviceWorkerClient } from "../lib/site/offline";

export const themeStorageKey = "theme";
export const themeChoices = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export function readThemeChoice(stored: string | null): ThemeChoice {
  return stored === "light" || stored === "dark" ? stored : "system";
}

export function isDark(choice: ThemeChoice, systemPrefersDark: boolean): boolean {
  return choice === "dark" || (choice === "system" && systemPrefersDark);
}

/** The dark theme on or off; the stylesheet's `html.dark` gives the page's colours and its `color-scheme`. */
export function applyTheme(root: HTMLElement, dark: boolean): void {
  root.classList.toggle("dark", dark);
}

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong theme:
 * marks that JavaScript runs (.js), applies the system theme, then the saved choice, and flags photos
 * that fail to load so their frame can show the alt text instead; a language link marked
 * data-keep-query carries the page's query string along. Photos held back below the fold
 * (src/components/media/Photo.tsx) are moved from their <noscript> into their slot as soon as the
 * visitor scrolls, taps or presses a key (a tap may show a photo that was hidden), or once the page
 * has loaded and its largest photo (the `fetchpriority="high"` one) has been painted, as the
 * browser reports it in a largest-contentful-paint entry; at most 3 s after load if no such entry
 * names it (a larger text painted first, or the photo failed). A page without such a photo, or a
 * browser without those entries, gets them at the first frame after load. A photo in a slide marked
 * `data-later` (a home slideshow's third slide on) stays held until its slideshow is about to show
 * it (`slideshowScript`): it would only take the slow link from what the guest asks for. From then on, and only
 * then, at the first idle moment, the code of the islands holding a control whose answer only their
 * code can give (`data-ready-ahead`: a calendar) is fetched at low priority into the browser's cache
 * by a worker (src/workers/code-ahead.ts): each island's component and renderer, and every module
 * those import, at once or lazily, found by reading the fetched modules. So a tap on such a control
 * does not wait for the network; none of that code runs before an island asks for it. The page
 * carries no list of it: the walk costs the HTML fewer bytes than a list would. Fetching and reading
 * the modules is work that a slow phone multiplies into long tasks, so none of it is on the page's
 * thread: the page only starts the worker and posts it the islands' URLs. The other islands' code
 * (their first answers need none: a native dialog, the page's carousel script, an early check;
 * decision 015) is posted as a second group, to the same worker where one has started (a module the
 * two groups share is fetched and read once; the page ends the worker once its last group is in) or
 * to a new one, at the first idle moment a second after the guest's first scroll, touch or key (at
 * once when that came before the load; the second keeps it off the tap that often follows a scroll at
 * once): a load that nobody uses (a preview's, a crawler's, Lighthouse's) does not download it, and a
 * phone's cores are not shared with a worker while the page's own work after the load runs (decision
 * 014, "The rest of the island code once the guest uses the page"). On a page with a calendar's
 * control, it loads at the same moment the script that readies those islands (`readyAheadScript`,
 * src/page-scripts/ready-ahead.ts; decision 014, "Readied ahead" and "Hydrated ahead on a quick phone"), kept
 * out of this script because every page's HTML carries this one, and marks that script's element
 * (`codeFetchedAttribute`) when the worker reports that it has fetched their code (at once where no
 * worker can start): the readying waits for it, and for the guest's first scroll, touch or key.
 * A tap on a date field before that script has run (the page still loading: on a phone, its photos
 * take seconds on slow 4G) is taken here, in the capture phase, from the island that would hold it
 * until React's code had come and run (1.4 s on the mid-tier phone): the script is loaded at once
 * and the field is left on its element (`heldTapProperty`), and the script shows the calendar's shell
 * as it starts (decision 015, "A calendar's shell at a tap while the page loads"). Should the script
 * fail to come, the tap is played again on the field, for the island to hold; the next tap asks for
 * the script afresh. A key's press (no pointer) is the island's as before.
 * Then, at a later idle moment, the script that registers the service worker is loaded
 * (src/service-worker/register.ts): nothing of it runs before the page is painted and loaded, and
 * on a page prerendered ahead of the guest's tap (decision 023) not before the guest opens it.
 * After the load has released the photos, the guest's first scroll, touch or key only has the theme
 * read: the same search for held slots again was a millisecond of the first tap's own task on a slow
 * phone, finding nothing to move.
 * The saved choice is read from localStorage before the first paint only where this site's
 * service worker controls the page, or where the browser has no service workers: a guest who chose a
 * theme has been here before, and from their second page on the worker is there. A first visit (no
 * worker yet) skips the read, which in a browser that has not touched its storage since it started
 * is its slowest step by far (opening the storage: 0.5–14 ms on this machine's host, 5–14 ms inside
 * the first parse under Lighthouse, where it doubled that task; decision 014, "The theme's storage
 * read at the first parse"); the choice is then read at the first idle moment after the guest's
 * first scroll, touch or key press (not in the event's own task, which may be a tap waiting for its
 * answer), for the rare guest who chose a theme before the worker took over (or after a reload that
 * bypasses it). The theme switch (ThemeToggle) reads it too once it is live.
 * Kept as a literal because it is inlined (and hashed into the CSP) as it stands.
 */
export const bootScript = `(function(){var d=document.documentElement;d.classList.add("js");function V(s){try{s=localStorage.getItem("${themeStorageKey}")}catch(e){}(s=="dark"||s=="light")&&d.classList.toggle("dark",s=="dark")}d.classList.toggle("dark",matchMedia("(prefers-color-scheme: dark)").matches);var N=navigator.serviceWorker;N&&!N.controller||V();document.addEventListener("error",function(e){var t=e.target;if(t&&t.tagName=="IMG")t.setAttribute("data-failed","")},true);var R;document.addEventListener("click",function(e){var t=e.target,c=t.closest&&t.closest("a[data-keep-query]");if(c&&location.search)c.search=location.search;if(e.detail&&!(R&&R.${scriptRanProperty})&&(c=t.closest&&t.closest("astro-island[ssr] [${readyAheadAttribute}]"))){e.preventDefault();e.stopPropagation();G().${heldTapProperty}=c}},true);function G(){if(!R){R=S("${readyAheadScript}");R.onerror=function(){R=0;this.${heldTapProperty}&&this.${heldTapProperty}.click()}}return R}function r(){document.querySelectorAll("[data-photo-slot]:empty").forEach(function(t){var n=t.nextElementSibling;if(n&&!t.closest("[data-later]"))t.innerHTML=n.textContent})}var I=window.requestIdleCallback||setTimeout,W;function S(u){var s=document.createElement("script");s.src=u;return document.head.appendChild(s)}function w(){if(W||!N)return;if(document.prerendering)return document.addEventListener("prerenderingchange",w);W=1;S("${serviceWorkerClient}")}var Q,Z,H;function A(){if(R)R.setAttribute("${codeFetchedAttribute}","")}var K,M=0;function C(u){try{K=K||new Worker("${codeAheadWorker}");M++;K.onmessage=function(){A();--M||Z||K.terminate()};K.postMessage(u)}catch(e){A()}}function E(){var z=Z;Z=0;z&&C([z])}function q(){r();if(Q)return;Q=1;I(function(){var u=[[],[]];document.querySelectorAll("astro-island").forEach(function(i){u[i.querySelector("[${readyAheadAttribute}]")?0:1].push(i.getAttribute("component-url"),i.getAttribute("renderer-url"))});if(u[0].length)G(),C([u[0]]);Z=u[1][0]&&u[1];H&&E();I(w)})}addEventListener("load",function(){var h=document.querySelector("img[fetchpriority=high]"),P=window.PerformanceObserver;if(!h||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("largest-contentful-paint")<0)return requestAnimationFrame(function(){setTimeout(q)});setTimeout(q,3e3);new P(function(l){l.getEntries().forEach(function(e){if(e.element==h)setTimeout(q)})}).observe({type:"largest-contentful-paint",buffered:true})});function U(){Q||r();H=1;I(V);setTimeout(function(){I(E)},1e3)}${JSON.stringify(guestUseEvents)}.forEach(function(t){addEventListener(t,U,{once:true,passive:true,capture:true})})})();`;
