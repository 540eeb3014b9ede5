/**
 * Native `<dialog>`s open from a button with `commandfor="<dialog id>" command="show-modal"` and close
 * with `command="close"`, and `closedby="any"` closes one on a tap outside it: no JavaScript at all
 * in browsers that know these attributes (Chromium 135+). This inline script, run before the first
 * tap can land, does the same where the browser does not know them yet. For a dialog marked
 * `data-native-dialog` it also closes it when one of its links is followed (so a page brought back
 * from the back-forward cache does not show it still open) and keeps Tab and Shift+Tab inside it
 * (a modal dialog alone lets focus move on to the browser's own controls).
 *
 * It also opens an island's dialog before the island is live (a photo viewer's "shell"): a press on a
 * control marked `data-shell="<dialog id>"` inside an island not yet hydrated opens that dialog at
 * once, with a copy of the control's own `<picture>` (or that of the element whose id
 * `data-shell-photo` gives) in the dialog's `[data-shell-slot]`: the same sources, so the photo the
 * page already has, not a new download. The press is answered there and goes no further, so the
 * island does not hold it to play again; the island, once live, finds its dialog open and takes it
 * over (`adoptShell`, src/components/media/Lightbox.tsx) at `data-shell-index`, remembering the
 * control (`shellIndex` and `shellOpener`, set on the dialog element). Without JavaScript the
 * control is what it is (a link to the full photo). A command button inside an island not yet live
 * (the shell's close button) is answered here too, since the island would otherwise hold its press
 * (and cancel the browser's own command) until its code arrives. Presses are looked at in the
 * capture phase, ahead of the island's own hold (`client:interaction`).
 * Kept as a literal because it is inlined (and hashed into the CSP) as it stands.
 */
export const nativeDialogScript = `(function(){var D=window.HTMLDialogElement;if(!D)return;var commands="command" in HTMLButtonElement.prototype,light="closedBy" in D.prototype;document.addEventListener("click",function(e){var t=e.target;if(!t||!t.closest)return;var o=t.closest("[data-shell]"),s=o&&o.closest("astro-island[ssr]")&&!(e.button||e.metaKey||e.ctrlKey||e.shiftKey)&&document.getElementById(o.getAttribute("data-shell"));if(s instanceof D){if(!s.open){var f=o.getAttribute("data-shell-photo"),p=f?document.getElementById(f):o,q=p&&p.querySelector("picture");s.querySelector("[data-shell-slot]").replaceChildren(q?q.cloneNode(true):"");s.shellIndex=+(o.getAttribute("data-shell-index")||0);s.shellOpener=o;s.showModal()}e.preventDefault();e.stopPropagation();return}var a=t.closest("dialog[data-native-dialog] a[href]");if(a)return a.closest("dialog").close();var b=t.closest("button[commandfor]"),w=b&&b.closest("astro-island[ssr]"),d=b&&(!commands||w)&&document.getElementById(b.getAttribute("commandfor"));if(d instanceof D){var c=b.getAttribute("command");if(c==="show-modal"&&!d.open)d.showModal();else if(c==="close")d.close();if(w){e.preventDefault();e.stopPropagation()}return}if(!light&&t instanceof D&&t.open&&t.getAttribute("closedby")==="any"){var r=t.getBoundingClientRect();if(e.clientX<r.left||e.clientX>r.right||e.clientY<r.top||e.clientY>r.bottom)t.close()}},true);document.addEventListener("keydown",function(e){var d=e.key==="Tab"&&document.querySelector("dialog[data-native-dialog][open]");if(!d)return;var f=[].filter.call(d.querySelectorAll("a[href],button:not([disabled]),input,select,textarea"),function(c){return c.getClientRects().length>0}),first=f[0],last=f[f.length-1],a=document.activeElement;if(!first)return;if(e.shiftKey?a===first||!d.contains(a):a===last||!d.contains(a)){e.preventDefault();(e.shiftKey?last:first).focus()}})})();`;
