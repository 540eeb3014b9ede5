import type { Site, SiteFile } from "../schema/hotel";
import siteFacts from "../site.json" with { type: "json" };
import { pricingOf } from "./tax";

/**
 * The hotel's facts, in one place: src/content/site.json (edited in the editor as "Hotel and
 * contact details"). Change a phone number or the hotel's name there and every page, the footer,
 * the structured data and the WhatsApp hand-off follow. The rooms' price range is derived from
 * their prices (roomsPriceRange() in read/prices.ts); `pricing` says how every price is shown
 * (currency, tax, "from"), a picked tax table read as its rules; an optional `cspReportUrl` (https) receives Content-Security-Policy
 * violation reports. The contact details are the specification's placeholders until the hotel
 * supplies its own.
 */
const file = siteFacts as SiteFile;
export const site: Site = { ...file, pricing: pricingOf(file.pricing) };
