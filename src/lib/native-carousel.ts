/**
 * A carousel's Previous, Next and dots answer before its island has its code: the server-rendered
 * carousel (`data-carousel`, its slides `data-slide`, its buttons `data-step="1"|"-1"` and
 * `data-go="<index>"`) is drawn from attributes alone (a slide shows unless `aria-hidden`, a dot is
 * full when `aria-current`), so this inline script only moves those attributes, wrapping at both
 * ends (ArrowLeft and ArrowRight too, as the live carousel does), and notes the slide shown in `data-index` on the carousel. Every press moves it (two taps on
 * Next move two slides) and goes no further, so the island does not hold it to play again; the island,
 * once live, starts at `data-index` (`PhotoCarousel`). The slides next to the first are in the
 * page's HTML, so the first move shows a photo.
 * Kept as a literal because it is inlined (and hashed into the CSP) as it stands.
 */
export const carouselStepScript = `(function(){function m(r,k){r.setAttribute("data-index",k);[].forEach.call(r.querySelectorAll("[data-slide]"),function(c,j){c.toggleAttribute("inert",j!==k);if(j===k)c.removeAttribute("aria-hidden");else c.setAttribute("aria-hidden","true")});[].forEach.call(r.querySelectorAll("button[data-go]"),function(d,j){if(j===k)d.setAttribute("aria-current","true");else d.removeAttribute("aria-current")})}function o(r,d){var n=r.querySelectorAll("[data-slide]").length;m(r,(+(r.getAttribute("data-index")||0)+d+n)%n)}document.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest("[data-carousel] button[data-step],[data-carousel] button[data-go]");if(!b||!b.closest("astro-island[ssr]"))return;var r=b.closest("[data-carousel]"),g=b.getAttribute("data-go");if(g!==null)m(r,+g);else o(r,+b.getAttribute("data-step"));e.preventDefault();e.stopPropagation()},true);document.addEventListener("keydown",function(e){var d=e.key==="ArrowRight"?1:e.key==="ArrowLeft"?-1:0,t=e.target,r=d&&t&&t.closest&&t.closest("[data-carousel]");if(!r||!r.closest("astro-island[ssr]"))return;o(r,d);e.preventDefault();e.stopPropagation()},true)})();`;
