/**
 * Where a popover goes beside the control that opened it, in viewport pixels: below it, or above
 * it when only that side has room; lined up with its start, centre or end, and kept inside the
 * viewport's width. Pure, so the rules are tested without a browser.
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
