/**
 * Native `<dialog>`s open from a button with `commandfor="<dialog id>" command="show-popover"` and close
 * with `command="close"`, and `closedby="any"` closes one on a tap outside it: no JavaScript at all
 * to open them in browsers that know these attributes (Chromium 135+). This inline script, run before
 * the first tap can land, does the same where the browser does not know them yet. For a dialog marked
 * `data-native-dialog` it also closes it when one of its links is followed (so a page brought back
 * from the back-forward cache does not show it still open) and keeps Tab and Shift+Tab inside it
 * (a modal dialog alone lets focus move on to the browser's own controls).
 *
 * Such a dialog is also a `popover="auto"`, and it first opens as one: in the top layer, at once. A
 * modal dialog makes the page behind it inert in the same task, a style recalculation of every
 * element before the dialog can paint (about 60 ms of a low-tier phone's tap; decision 015, "The
 * dialogs open as popovers first"). Just after the frame that shows it, the script makes it the modal
 * dialog it is (it hides the popover and opens the dialog modally in one task, so nothing is drawn
 * between; hiding an automatic popover gives the focus back to the control that had it, so the modal
 * dialog returns it there when it closes): the page behind becomes inert, the focus moves in, and
 * Escape, a tap outside and the return of the focus are the browser's own. In the popover's own
 * frame, Escape closes it and gives the focus back as well (an automatic popover's own behaviour).
 * Where the browser knows no popovers, it opens modally at once.
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
export const nativeDialogScript = `(function(){var D=window.HTMLDialogElement;if(!D)return;var commands="command" in HTMLButtonElement.prototype,light="closedBy" in D.prototype;function show(d){d.open||(d.popover?d.matches(":popover-open")||d.showPopover():d.showModal())}document.addEventListener("toggle",function(e){var d=e.target;d instanceof D&&d.popover&&e.newState=="open"&&requestAnimationFrame(function(){setTimeout(function(){if(d.matches(":popover-open")){d.hidePopover();d.showModal()}})})},true);document.addEventListener("click",function(e){var t=e.target;if(!t||!t.closest)return;var o=t.closest("[data-shell]"),s=o&&o.closest("astro-island[ssr]")&&!(e.button||e.metaKey||e.ctrlKey||e.shiftKey)&&document.getElementById(o.getAttribute("data-shell"));if(s instanceof D){if(!s.open){var f=o.getAttribute("data-shell-photo"),p=f?document.getElementById(f):o,q=p&&p.querySelector("picture");s.querySelector("[data-shell-slot]").replaceChildren(q?q.cloneNode(true):"");s.shellIndex=+o.getAttribute("data-shell-index");s.shellOpener=o;show(s)}e.preventDefault();e.stopPropagation();return}var a=t.closest("dialog[data-native-dialog] a[href]");if(a)return a.closest("dialog").close();var b=t.closest("button[commandfor]"),w=b&&b.closest("astro-island[ssr]"),d=b&&(!commands||w)&&document.getElementById(b.getAttribute("commandfor"));if(d instanceof D){var c=b.getAttribute("command");if(/^show/.test(c))show(d);else if(c=="close")d.close();if(w){e.preventDefault();e.stopPropagation()}return}if(!light&&t instanceof D&&t.open&&t.getAttribute("closedby")=="any"){var r=t.getBoundingClientRect();if(e.clientX<r.left||e.clientX>r.right||e.clientY<r.top||e.clientY>r.bottom)t.close()}},true);document.addEventListener("keydown",function(e){var d=e.key=="Tab"&&document.querySelector("dialog[data-native-dialog][open]");if(!d)return;var f=[].filter.call(d.querySelectorAll("a[href],button:not([disabled]),input,select,textarea"),function(c){return c.getClientRects().length}),first=f[0],last=f[f.length-1],a=document.activeElement;if(!first)return;if(e.shiftKey?a===first||!d.contains(a):a===last||!d.contains(a)){e.preventDefault();(e.shiftKey?last:first).focus()}})})();`;

/** Whether `dialog` is open, as a popover (its first frame) or as a modal dialog. */
export function dialogIsOpen(dialog: HTMLDialogElement): boolean {
  return dialog.open || (Boolean(dialog.popover) && dialog.matches(":popover-open"));
}

/** Opens `dialog` as the script does: as a popover where it is one (the script then makes it modal), else modal. */
export function showDialog(dialog: HTMLDialogElement): void {
  if (dialogIsOpen(dialog)) return;
  if (dialog.popover) dialog.showPopover();
  else dialog.showModal();
}

/** Closes `dialog`, whichever way it is open. */
export function hideDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) dialog.close();
  else if (dialogIsOpen(dialog)) dialog.hidePopover();
}
