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
 * The elements beside the lines of ancestors of `ends` (the dialog, and the element that has the
 * focus) up to the body, each with its border box. An element drawn as its children (`display:
 * contents`, as an island's wrapper) has no box to skip: its children are taken instead.
 */
function besideLines(ends: readonly Element[], view: Window & typeof globalThis): Aside[] {
  const onLine = new Set<Element>();
  for (const end of ends)
    for (let line: Element = end; line.parentElement && line !== line.ownerDocument.body; line = line.parentElement)
      onLine.add(line);
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
  const parents = new Set([...onLine].map((line) => line.parentElement!));
  for (const parent of parents) for (const child of parent.children) if (!onLine.has(child)) take(child);
  return aside;
}

/**
 * Sets aside everything beside `dialog`'s line of ancestors and that of the `focused` element (all
 * boxes measured before any is changed, so the page is laid out once); returns what brings it back. The page's elements use
 * border-box sizing, so a border box's size is its `width` and `height`.
 */
export function setAsideBehind(
  dialog: Element,
  view: Window & typeof globalThis = window,
  focused: Element | null = null,
): () => void {
  // The element with the focus (the control that opened the dialog) stays drawn: a skipped element
  // cannot keep the focus, and the dialog gives the focus back to it as it closes.
  // Focus already inside the dialog needs nothing kept (and the dialog's own content is never set aside).
  const aside = besideLines(focused && !dialog.contains(focused) ? [dialog, focused] : [dialog], view);
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

/** How long a covering dialog shown as a popover waits at most for an idle moment to become modal. */
export const switchWaitMs = 400;

/**
 * Sets the page aside behind each covering dialog as it becomes modal, and back as it closes.
 *
 * The page's dialog script makes a dialog shown as a popover modal just after the popover's first
 * frame, by hiding the popover and opening the dialog modally in one task. For a covering dialog,
 * that task and the frame after it repainted and re-layered the whole page (the set-aside) and the
 * dialog (back into the top layer) at once: one task of 126–135 ms on the low-tier phone, in the way
 * of the guest's next tap (issue 71). Here the switch is taken apart: the popover, opaque over the
 * whole screen, stays shown; the page behind it is set aside at the next idle moment (within
 * `switchWaitMs`), and the dialog becomes modal in a task of its own after that frame. The hiding
 * the script asks for is held to the end of its task, so a switch (hidden and opened modally in the
 * same task) is told from a closing (hidden alone), which goes ahead at once.
 */
export function coverBehindDialogs(document: Document): void {
  const view = document.defaultView;
  if (!view || !("closedBy" in view.HTMLDialogElement.prototype)) return;
  let bringBack: (() => void) | undefined;
  let covering: Element | undefined;
  /** The dialog becoming modal now: its popover's closing is part of the switch, not a closing. */
  let switching: Element | undefined;
  const restore = () => {
    bringBack?.();
    bringBack = covering = undefined;
  };
  const setAside = (dialog: HTMLDialogElement) => {
    restore();
    bringBack = setAsideBehind(dialog, view, document.activeElement);
    covering = dialog;
  };
  const whenIdle = (then: () => void) =>
    "requestIdleCallback" in view ? view.requestIdleCallback(then, { timeout: switchWaitMs }) : view.setTimeout(then);
  document.addEventListener(
    "beforetoggle",
    (event) => {
      if (event.target === covering && event.target !== switching && (event as ToggleEvent).newState === "closed")
        restore();
    },
    true,
  );
  for (const dialog of document.querySelectorAll<HTMLDialogElement>(`dialog[${coverAttribute}]`)) {
    const showModal = dialog.showModal;
    const hidePopover = dialog.hidePopover;
    const shownAsPopover = () => Boolean(dialog.popover) && dialog.matches(":popover-open");
    /** The dialog, still shown as a popover, made modal over the page set aside (or left if it closed meanwhile). */
    const becomeModal = () => {
      if (!shownAsPopover()) return;
      switching = dialog;
      try {
        hidePopover.call(dialog);
        showModal.call(dialog);
      } catch (error) {
        restore();
        throw error;
      } finally {
        switching = undefined;
      }
    };
    let hiding = false;
    dialog.hidePopover = function () {
      if (!shownAsPopover()) return hidePopover.call(dialog);
      hiding = true;
      queueMicrotask(() => {
        if (!hiding) return;
        hiding = false;
        hidePopover.call(dialog);
      });
    };
    dialog.showModal = function () {
      if (hiding && shownAsPopover()) {
        // The dialog script's switch: the popover stays until the page behind is set aside.
        hiding = false;
        whenIdle(() => {
          if (!shownAsPopover()) return;
          setAside(dialog);
          view.requestAnimationFrame(() => view.setTimeout(becomeModal));
        });
        return;
      }
      if (dialog.open || !dialog.isConnected) return showModal.call(dialog);
      setAside(dialog);
      try {
        showModal.call(dialog);
      } catch (error) {
        restore();
        throw error;
      }
    };
  }
}
