/**
 * `m(r, k)`: shows slide `k` of carousel `r` (its slides `data-slide`, its dots `button[data-go]`)
 * and notes it in `data-index`, where the island starts once it is live. Shared by both scripts below.
 * Only the attributes that change are written (the slide and dot left, the slide and dot shown):
 * each write restyles its element, and on the low-tier phone this runs inside the tap's own task.
 */
const moveToSlide = `function m(r,k){r.setAttribute("data-index",k);function s(e,n,on){if(on!=e.hasAttribute(n))on?e.setAttribute(n,"true"):e.removeAttribute(n)}[].forEach.call(r.querySelectorAll("[data-slide]"),function(c,j){s(c,"aria-hidden",j!==k)});[].forEach.call(r.querySelectorAll("button[data-go]"),function(d,j){s(d,"aria-current",j===k)})}`;

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
export const carouselStepScript = `(function(){${moveToSlide}function o(r,d){var n=r.querySelectorAll("[data-slide]").length;m(r,(+(r.getAttribute("data-index")||0)+d+n)%n)}document.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest("[data-carousel] button[data-step],[data-carousel] button[data-go]");if(!b||!b.closest("astro-island[ssr]"))return;var r=b.closest("[data-carousel]"),g=b.getAttribute("data-go");if(g!==null)m(r,+g);else o(r,+b.getAttribute("data-step"));e.preventDefault();e.stopPropagation()},true);document.addEventListener("keydown",function(e){var d=e.key==="ArrowRight"?1:e.key==="ArrowLeft"?-1:0,t=e.target,r=d&&t&&t.closest&&t.closest("[data-carousel]");if(!r||!r.closest("astro-island[ssr]"))return;o(r,d);e.preventDefault();e.stopPropagation()},true)})();`;

/**
 * The home page's slideshows (`data-slideshow="<ms>"`, `PhotoSlideshow`) advance before their island
 * has its code, as the island does once live: from when the slideshow first comes near the screen,
 * every `<ms>`, wrapping, not while the tab is hidden, paused while a mouse or pen is over it
 * (`data-hover`, which the island reads, since that pointer's arrival is what wakes it) or focus is
 * inside, and never under reduced motion. While it advances its slides are not announced
 * (`aria-live="off"`, "polite" when paused); it shows the pause button, which the server renders
 * hidden so that a page without JavaScript offers no control that does nothing. Once the island is
 * live (`astro-island` without `ssr`) the script stops for that slideshow and the island runs the
 * timer from `data-index`, so the two never both advance.
 * A slide marked `data-later` keeps its photo held (the head script, `bootScript`, skips it) until the
 * slide before it is shown, by this script or by the island: then its photo is moved into its slot,
 * a whole slide's time before it shows. Released all at once, a slideshow's photos would share the
 * slow link with the code of whatever control the guest taps meanwhile.
 */
export const slideshowScript = `(function(){${moveToSlide}var q=matchMedia("(prefers-reduced-motion: reduce)");function l(r){return!r.closest("astro-island[ssr]")}function f(c){var t=c&&c.querySelector("[data-photo-slot]:empty");if(t)t.innerHTML=t.nextElementSibling.textContent}[].forEach.call(document.querySelectorAll("[data-slideshow]"),function(r){var S=r.querySelectorAll("[data-slide]"),n=S.length,t,near,hov,foc,a=r.querySelector("[aria-live]");new MutationObserver(function(l){l.forEach(function(x){x=x.target;if(!x.hasAttribute("aria-hidden")){f(x);f(x.nextElementSibling||S[0])}})}).observe(r,{subtree:true,attributeFilter:["aria-hidden"]});if(n<2||q.matches)return;r.querySelector("button").hidden=!1;function s(){clearInterval(t);if(l(r))return;var run=near&&!hov&&!foc;a.setAttribute("aria-live",run?"off":"polite");if(run)t=setInterval(function(){if(l(r))clearInterval(t);else if(!document.hidden&&!q.matches)m(r,(+r.getAttribute("data-index")+1)%n)},+r.getAttribute("data-slideshow"))}["pointerenter","pointerleave","focusin","focusout"].forEach(function(y){r.addEventListener(y,function(e){if(y[0]=="p"){if(e.pointerType=="touch")return;hov=y=="pointerenter";r.toggleAttribute("data-hover",hov)}else foc=y=="focusin"||r.contains(e.relatedTarget);s()})});var o=new IntersectionObserver(function(e){if(e.some(function(x){return x.isIntersecting})){o.disconnect();near=1;s()}},{rootMargin:"200px"});o.observe(r)})})();`;
