export const themeStorageKey = "theme";
export const themeChoices = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export function readThemeChoice(stored: string | null): ThemeChoice {
  return stored === "light" || stored === "dark" ? stored : "system";
}

export function isDark(choice: ThemeChoice, systemPrefersDark: boolean): boolean {
  return choice === "dark" || (choice === "system" && systemPrefersDark);
}

export function applyTheme(root: HTMLElement, dark: boolean): void {
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
}

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong theme:
 * marks that JavaScript runs (.js), applies the saved or system theme, and flags photos
 * that fail to load so their frame can show the alt text instead; a language link marked
 * data-keep-query carries the page's query string along. Photos held back below the fold
 * (src/components/media/Photo.tsx) are moved from their <noscript> into their slot as soon as the
 * visitor scrolls, taps or presses a key (a tap may show a photo that was hidden), or once the page
 * has loaded and its largest photo (the `fetchpriority="high"` one) has been painted, as the
 * browser reports it in a largest-contentful-paint entry; at most 3 s after load if no such entry
 * names it (a larger text painted first, or the photo failed). A page without such a photo, or a
 * browser without those entries, gets them at the first frame after load.
 * Kept as a literal because it is inlined (and hashed into the CSP) as it stands.
 */
export const bootScript = `(function(){var d=document.documentElement;d.classList.add("js");try{var s=localStorage.getItem("${themeStorageKey}");var k=s==="dark"||(s!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);d.classList.toggle("dark",k);d.style.colorScheme=k?"dark":"light"}catch(e){}document.addEventListener("error",function(e){var t=e.target;if(t&&t.tagName==="IMG")t.setAttribute("data-failed","")},true);document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[data-keep-query]");if(a&&location.search)a.search=location.search},true);function r(){document.querySelectorAll("[data-photo-slot]:empty").forEach(function(t){var n=t.nextElementSibling;if(n)t.innerHTML=n.textContent})}addEventListener("load",function(){var h=document.querySelector("img[fetchpriority=high]"),P=window.PerformanceObserver;if(!h||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("largest-contentful-paint")<0)return requestAnimationFrame(function(){setTimeout(r)});setTimeout(r,3e3);new P(function(l){l.getEntries().forEach(function(e){if(e.element===h)setTimeout(r)})}).observe({type:"largest-contentful-paint",buffered:true})});["scroll","pointerdown","keydown"].forEach(function(t){addEventListener(t,r,{once:true,passive:true,capture:true})})})();`;
