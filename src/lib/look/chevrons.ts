/**
 * The chevrons' strokes (24 × 24, lucide's drawing): the site's stroke icons draw them, and so does
 * the calendar shell a page script draws before its island is live (src/page-scripts/calendar-shell.ts).
 */
export const chevronPaths = { left: "m15 18-6-6 6-6", right: "m9 18 6-6-6-6" } as const;
