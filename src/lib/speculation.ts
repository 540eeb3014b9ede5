import { locales, localePath } from "./i18n";

/**
 * The guest's next page, rendered before the tap (Chromium's speculation rules): the pages of the
 * journey (home → rooms → a room → booking) are prerendered when a link to one is hovered or pressed
 * ("moderate"), so the page shows in one frame. Nothing else is fetched ahead: not the editor, no
 * other site, no tel:/mailto:/WhatsApp link, and no link with a query (it carries a guest's dates or
 * a draft, and the language switch copies the page's query onto its link at the tap) but a room's.
 */
const journeyPages = ["/booking", "/rooms", "/rooms/*"] as const;

/**
 * Links never prerendered, by what they carry rather than where they lead: a query (a guest's dates or
 * a subject), save a room's "Book this room" (`/booking?room=<slug>`, the room alone: `bookingHref`
 * writes the room last, so a link with dates never starts so); the language switch; a new tab.
 */
const neverAhead = "a[href*='?']:not([href*='/booking?room=']), a[data-keep-query], a[target]";

export const speculationRules = {
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: locales.flatMap((locale) => journeyPages.map((page) => localePath(locale, page))) },
          { not: { selector_matches: neverAhead } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

/** The rules as the page's script writes them into the page: the CSP allows this text by its hash. */
export const speculationRulesText = JSON.stringify(speculationRules);

/** What the page reads of the guest's connection (the Network Information API, where there is one). */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string };

/**
 * Whether a guest's connection may carry pages ahead of the tap: not when they asked to save data,
 * nor on a 2G connection. Speculation rules cannot read either, and Chromium only stops them for the
 * phone's own data saver, so the page adds them only when this allows.
 */
export function speculationAllowed(connection: ConnectionHints | undefined): boolean {
  return !connection || (!connection.saveData && !/2g/.test(connection.effectiveType ?? ""));
}

/**
 * Adds the rules to the page, where the guest's connection allows (`speculationAllowed`). Called by the
 * script that registers the service worker (src/service-worker/register.ts): loaded once the page is
 * shown, loaded and idle, it costs the page's HTML no byte (every page is within its first round trip's
 * weight), and a prerendered page, which loads it only once shown, adds none.
 */
export function addSpeculationRules(document: Document, connection: ConnectionHints | undefined): void {
  if (!HTMLScriptElement.supports?.("speculationrules") || !speculationAllowed(connection)) return;
  const rules = document.createElement("script");
  rules.type = "speculationrules";
  rules.textContent = speculationRulesText;
  document.body.append(rules);
}
