import { locales, localePath } from "../i18n/i18n";

/**
 * The guest's next page, rendered before the tap (Chromium's speculation rules, decision 023): the
 * journey's pages (rooms, each room, booking; both languages) are prerendered when a link to one is
 * hovered or pressed ("moderate"), so the page shows in one frame. The rules are a file the pages
 * name in a `Speculation-Rules` header: no byte of any page's HTML, no inline script for the CSP.
 */
export const speculationRulesPath = "/speculation-rules.json";

/** The `Speculation-Rules` header's value: a structured-field string naming the rules file. */
export const speculationRulesHeader = `"${speculationRulesPath}"`;

/** The rules file's media type: Chromium ignores the file under any other. */
export const speculationRulesType = "application/speculationrules+json";

/** The pages of the guest's journey, by their English paths. */
const journeyPages = ["/booking", "/rooms", "/rooms/*"] as const;

/**
 * A link with a query (URL pattern syntax: `\?` starts the search part, `(.+)` asks for a non-empty
 * one): it may carry a guest's dates, a subject or a draft, which a page prepared ahead would show
 * stale or which the guest never meant to open. A bare `?*` would match every link, the empty
 * query included.
 */
const withQuery = "/*\\?(.+)";

/**
 * The one query let through: a room's "Book this room" (`/booking?room=<slug>`, the room alone; a
 * link with dates has more than this and matches nothing here), the journey's last step.
 */
const roomOnly = (locale: (typeof locales)[number]) => `${localePath(locale, "/booking")}\\?room=([a-z0-9\\-]+)`;

/** Links never prerendered whatever they lead to: the language switch (it takes the page's query at the tap), a new tab. */
const neverAhead = "[data-keep-query], [target]";

export const speculationRules = {
  prerender: [
    {
      source: "document",
      where: {
        and: [
          // Relative patterns: this site's own pages only, so no other site, tel:, mailto: or WhatsApp link.
          { href_matches: locales.flatMap((locale) => journeyPages.map((page) => localePath(locale, page))) },
          { or: [{ not: { href_matches: withQuery } }, { href_matches: locales.map(roomOnly) }] },
          { not: { selector_matches: neverAhead } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

/** What a request says about the guest's connection: its `Save-Data` and `ECT` headers, where sent. */
export type ConnectionHeaders = { saveData?: string; ect?: string };

/**
 * Whether a guest's connection may carry pages ahead of the tap: not when they asked to save data
 * (`Save-Data: on`), nor on a 2G connection (`ECT: 2g` or `slow-2g`, sent once a page asked for it
 * with `Accept-CH`). Chromium skips speculation by itself only under the phone's own data saver.
 */
export function speculationAllowed({ saveData, ect }: ConnectionHeaders): boolean {
  if (saveData?.trim().toLowerCase() === "on") return false;
  return !/^(slow-)?2g$/i.test(ect?.trim() ?? "");
}
