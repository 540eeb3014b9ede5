/**
 * Where a popover goes beside the control that opened it, in viewport pixels: below it, or above
 * it when only that side has room; lined up with its start, centre or end, and kept inside the
 * viewport's width. Pure, so the rules are tested without a browser; `placeBeside` applies them to
 * an element.
 */

export type Anchor = { top: number; bottom: number; left: number; right: number };
export type Size = { width: number; height: number };
export type Align = "start" | "center" | "end";
export type Placement = { top: number; left: number; side: "top" | "bottom" };

/** The least room kept between a popover and the viewport's left and right edges. */
export const edgeMargin = 8;

export function popoverPlace(anchor: Anchor, size: Size, viewport: Size, align: Align, gap: number): Placement {
  const roomBelow = viewport.height - anchor.bottom - gap;
  const roomAbove = anchor.top - gap;
  const above = size.height > roomBelow && (size.height <= roomAbove || roomAbove > roomBelow);
  const top = above ? anchor.top - gap - size.height : anchor.bottom + gap;

  const width = anchor.right - anchor.left;
  const wanted =
    align === "start"
      ? anchor.left
      : align === "end"
        ? anchor.right - size.width
        : anchor.left + (width - size.width) / 2;
  const left = Math.max(edgeMargin, Math.min(wanted, viewport.width - edgeMargin - size.width));
  return { top, left, side: above ? "top" : "bottom" };
}

/**
 * Places `box`, absolutely positioned in the page, beside `anchor` by these rules (aligned by `align`,
 * `gap` pixels away), in the page's coordinates so that it scrolls with the page; its `data-side`
 * says which side it took. The date pickers' popover and the calendar's shell both go through here.
 */
export function placeBeside(box: HTMLElement, anchor: Element, align: Align, gap: number): void {
  const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
  const size = { width: box.offsetWidth, height: box.offsetHeight };
  const { top, left, side } = popoverPlace(anchor.getBoundingClientRect(), size, viewport, align, gap);
  box.style.top = `${top + window.scrollY}px`;
  box.style.left = `${left + window.scrollX}px`;
  box.dataset.side = side;
}
