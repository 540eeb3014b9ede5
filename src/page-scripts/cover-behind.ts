/**
 * A full-screen photo viewer covers the whole page, yet making it a modal dialog makes the page behind
 * inert, and the browser restyles every element it has not skipped to do so: 50–75 ms of the host's
 * time on the home page's gallery, a task of about 300 ms on the low-tier phone (decision 015, "The
 * page behind a full-screen dialog set aside"). Content the browser skips (`content-visibility:
 * hidden`) is restyled only when it shows again, so just before such a dialog becomes modal, every
 * element beside its line of ancestors is set aside that way, each at its own size so that nothing
 * moves and the scroll position holds; as the dialog starts to close (its `beforetoggle`, before the
 * browser gives the focus back), they come back.
 *
 * Installed on the dialogs marked `coverAttribute` (src/components/media/Lightbox.tsx) by the page's
 * idle script (src/service-worker/register.ts), so it costs the page's HTML nothing; until then, and
 * in a browser that does not announce a dialog's closing (one without `closedBy`, which came later), a
 * dialog opens as before.
 */

/** Marks a dialog that covers the whole page with an opaque face. */
export const coverAttribute = "data-cover";

/** What setting an element aside changes of its own style. */
const setAsideProperties = ["width", "height", "content-visibility"] as const;

type Aside = { element: HTMLElement | SVGElement; width: number; height: number };

/**
 * The elements beside `dialog`'s line of ancestors up to the body, each with its border box. An
 * element drawn as its children (`display: contents`, as an island's wrapper) has no box to skip:
 * its children are taken instead.
 */
function besideLine(dialog: Element, view: Window & typeof globalThis): Aside[] {
  const aside: Aside[] = [];
  const take = (element: Element) => {
    if (!(element instanceof view.HTMLElement || element instanceof view.SVGElement)) return;
    if (view.getComputedStyle(element).display === "contents") {
      for (const child of element.children) take(child);
      return;
    }
    const { width, height } = element.getBoundingClientRect();
    aside.push({ element, width, height });
  };
  for (let line: Element = dialog; line.parentElement && line !== line.ownerDocument.body; line = line.parentElement)
    for (const sibling of line.parentElement.children) if (sibling !== line) take(sibling);
  return aside;
}

/**
 * Sets aside everything beside `dialog`'s line of ancestors (all boxes measured before any is
 * changed, so the page is laid out once); returns what brings it back. The page's elements use
 * border-box sizing, so a border box's size is its `width` and `height`.
 */
export function setAsideBehind(dialog: Element, view: Window & typeof globalThis = window): () => void {
  const aside = besideLine(dialog, view);
  // What each element's own style said of the three, so that an island's inline size survives.
  const before = aside.map(({ element }) => ({
    attribute: element.hasAttribute("style"),
    values: setAsideProperties.map((name): [string, string] => [
      element.style.getPropertyValue(name),
      element.style.getPropertyPriority(name),
    ]),
  }));
  for (const { element, width, height } of aside) {
    element.style.width = `${width}px`;
    element.style.height = `${height}px`;
    element.style.contentVisibility = "hidden";
  }
  // Each property is given back through the element's style, never by removing or rewriting the
  // whole attribute while it still skips the element: that crashed Chromium's renderer when the
  // dialog closed within a few frames of opening (143 to 156; decision 015).
  return () =>
    aside.forEach(({ element }, i) => {
      const { attribute, values } = before[i];
      setAsideProperties.forEach((name, k) => element.style.setProperty(name, ...values[k]));
      if (!attribute && !element.getAttribute("style")) element.removeAttribute("style");
    });
}

/** Sets the page aside behind each covering dialog as it becomes modal, and back as it closes. */
export function coverBehindDialogs(document: Document): void {
  const view = document.defaultView;
  if (!view || !("closedBy" in view.HTMLDialogElement.prototype)) return;
  let bringBack: (() => void) | undefined;
  let covering: Element | undefined;
  const restore = () => {
    bringBack?.();
    bringBack = covering = undefined;
  };
  document.addEventListener(
    "beforetoggle",
    (event) => {
      if (event.target === covering && (event as ToggleEvent).newState === "closed") restore();
    },
    true,
  );
  for (const dialog of document.querySelectorAll<HTMLDialogElement>(`dialog[${coverAttribute}]`)) {
    const showModal = dialog.showModal;
    dialog.showModal = function () {
      if (dialog.open || !dialog.isConnected) return showModal.call(dialog);
      restore();
      bringBack = setAsideBehind(dialog, view);
      covering = dialog;
      try {
        showModal.call(dialog);
      } catch (error) {
        restore();
        throw error;
      }
    };
  }
}
