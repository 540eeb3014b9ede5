import { gstinProblem } from "@/lib/stay/gstin";
import { itemOf, stringsIn, valueAt, type LaunchRule } from "./content";
import type { LaunchItem } from "./items";

/** Why a file still marked `sample: true` matters, by file; other files get the general words. */
const sampleWhy: Record<string, string> = {
  "official.json":
    "The GSTIN, UPI ID and payee are marked as samples: check each against the GST certificate and the bank, then untick Sample.",
  "rates.json":
    "The room rates are marked as samples: the estimate tells guests its prices are samples. Enter your rates, then untick Sample.",
  "availability.json":
    "The calendar's sold-out and few-left nights are marked as samples: guests would plan around nights that are not yours. Mark your own, then untick Sample.",
  "policies.json":
    "The stay policies are marked as samples: check-in times, cancellation and charges are promises to guests. Check each, then untick Sample.",
  "building-access.json":
    "The building's accessibility is marked as sample: a wheelchair user relies on it. Check each fact, then untick Sample.",
};
const sampleFallback = "This file is still marked as sample content: check every fact in it, then untick Sample.";

/** Blockers: every file still marked `sample: true`. */
export const sampleFiles: LaunchRule = (content) =>
  content.files
    .filter((file) => valueAt(content.read(file), ["sample"]) === true)
    .map((file) => itemOf(content, "blocker", file, ["sample"], sampleWhy[file] ?? sampleFallback));

/**
 * An address at the reserved `.example` domain (an e-mail, a website) or a UPI ID at "example": it
 * reaches nobody. A form's "you@example.com" placeholder is not one.
 */
const exampleAddress = /(?:[\w-]+\.)+example(?![\w.-])|[\w.-]+@example(?![\w.-])/i;

/** Blockers: any `.example` address anywhere in the content. */
export const exampleAddresses: LaunchRule = (content) =>
  content.files.flatMap((file) =>
    stringsIn(content.read(file))
      .filter(({ text }) => exampleAddress.test(text))
      .map(({ path, text }) =>
        itemOf(
          content,
          "blocker",
          file,
          path,
          `"${exampleAddress.exec(text)![0]}" is a sample address: it reaches nobody.`,
        ),
      ),
  );

/** Blockers: reviews not marked as a real guest's, published with their consent. */
export const unconsentedReviews: LaunchRule = (content) =>
  content.files
    .filter((file) => /^testimonials\/[^/]+\.en\.json$/.test(file))
    .filter((file) => valueAt(content.read(file), ["guestConsent"]) !== true)
    .map((file) =>
      itemOf(
        content,
        "blocker",
        file,
        ["guestConsent"],
        "This review is not marked as a real guest's, given with their consent: publishing made-up reviews misleads guests and breaks consumer law. Replace it with a real one and tick the box, or delete it.",
      ),
    );

/** Blockers: a GSTIN that fails its check character. */
export const gstinChecksum: LaunchRule = (content) => {
  const gstin = valueAt(content.read("official.json"), ["gstin"]);
  const problem = typeof gstin === "string" ? gstinProblem(gstin) : "is missing";
  return problem
    ? [
        itemOf(
          content,
          "blocker",
          "official.json",
          ["gstin"],
          `Your GSTIN ${problem}: guests checking it on the GST portal would find nothing.`,
        ),
      ]
    : [];
};

/** Blockers: HSTS for every subdomain not confirmed, and the simulated live strip. */
export const unconfirmedSettings: LaunchRule = (content) => {
  const items: LaunchItem[] = [];
  if (valueAt(content.read("site.json"), ["hstsIncludeSubDomains"]) === "not confirmed")
    items.push(
      itemOf(
        content,
        "blocker",
        "site.json",
        ["hstsIncludeSubDomains"],
        "Say whether every address under your domain (mail., booking., …) works over https: the site tells browsers to insist on https for all of them for two years.",
      ),
    );
  if (valueAt(content.read("live-stats.json"), ["show"]) === "simulation")
    items.push(
      itemOf(
        content,
        "blocker",
        "live-stats.json",
        ["show"],
        'The home page\'s "LIVE · Rooms occupied" strip is a simulation: made-up occupancy is false urgency under the 2023 Dark Patterns Guidelines. Choose "figures" (your real ones) or "none".',
      ),
    );
  return items;
};

export const launchBlockerRules: LaunchRule[] = [
  sampleFiles,
  exampleAddresses,
  unconsentedReviews,
  gstinChecksum,
  unconfirmedSettings,
];
