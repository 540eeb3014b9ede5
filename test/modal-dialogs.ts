import { nativeDialogScript } from "../src/page-scripts/native-dialog";

/**
 * Modal dialogs in jsdom, which has none: `showModal` opens and focuses the first button, `close`
 * closes and fires "close", Escape closes the open one, as a browser does; and the page's native
 * dialog script runs, doing what the command attributes do in a browser that lacks them. Call once
 * per test file, in `beforeAll`.
 */
export function installModalDialogs() {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
    this.querySelector("button")?.focus();
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") document.querySelector<HTMLDialogElement>("dialog[open]")?.close();
  });
  new Function(nativeDialogScript)();
}
