import { itemOf, valueAt, type LaunchContent, type LaunchRule } from "./content";
import type { LaunchItem } from "./items";

/**
 * The facts that say which hotel this is. Their sample values are read from the sample sets
 * (samples/demo, samples/inr, …), never listed here: a fact still equal to any set's value is the
 * sample hotel's and would mislead a guest. `*` stands for every item of a list.
 */
type Identity = { file: string; path: string[]; what: string; harm: string };

const identities: Identity[] = [
  {
    file: "site.json",
    path: ["name"],
    what: "The hotel's name",
    harm: "every page, search result and link preview would name another hotel.",
  },
  {
    file: "site.json",
    path: ["whatsapp"],
    what: "Your WhatsApp number",
    harm: "guests' inquiries would go to nobody.",
  },
  {
    file: "site.json",
    path: ["phones", "frontDesk"],
    what: "Your front desk's phone",
    harm: "guests who call would reach nobody.",
  },
  {
    file: "site.json",
    path: ["phones", "reservations"],
    what: "Your reservations phone",
    harm: "guests who call to book would reach nobody.",
  },
  {
    file: "site.json",
    path: ["emails", "info"],
    what: "Your e-mail address",
    harm: "guests' e-mails would go to nobody.",
  },
  {
    file: "site.json",
    path: ["emails", "reservations"],
    what: "Your reservations e-mail",
    harm: "booking e-mails would go to nobody.",
  },
  {
    file: "site.json",
    path: ["address", "street"],
    what: "Your street address",
    harm: "guests and taxis would look for the hotel in the wrong place.",
  },
  {
    file: "site.json",
    path: ["address", "postalCode"],
    what: "Your postal code",
    harm: "maps and search engines would place the hotel wrongly.",
  },
  {
    file: "site.json",
    path: ["geo"],
    what: "The hotel's map position",
    harm: "the map and directions would lead guests to the wrong place.",
  },
  {
    file: "site.json",
    path: ["url"],
    what: "The site's address",
    harm: "links, the sitemap and search engines would point to an address that does not exist.",
  },
  {
    file: "site.json",
    path: ["social", "*", "url"],
    what: "A social link",
    harm: "guests would land on someone else's page, not the hotel's.",
  },
  {
    file: "site.json",
    path: ["editor", "repository"],
    what: "The editor's GitHub repository",
    harm: "the editor at /admin could neither sign in nor save.",
  },
  {
    file: "official.json",
    path: ["gstin"],
    what: "Your GSTIN",
    harm: "a guest checking it on the GST portal would find another business, or none.",
  },
  {
    file: "official.json",
    path: ["upi", "id"],
    what: "Your UPI ID",
    harm: "a guest paying an advance would pay a stranger: the very fraud /official warns about.",
  },
  {
    file: "official.json",
    path: ["upi", "payeeName"],
    what: "The payee's name",
    harm: "guests would see a name their payment app does not show for the hotel's account.",
  },
  {
    file: "privacy.json",
    path: ["contact", "name"],
    what: "The contact person for personal data",
    harm: "the privacy notice would name someone who does not work at the hotel, which the data protection rules forbid.",
  },
  {
    file: "privacy.json",
    path: ["contact", "email"],
    what: "The privacy contact's e-mail",
    harm: "a guest asking to see or erase their details would write to nobody.",
  },
  {
    file: "privacy.json",
    path: ["contact", "phone"],
    what: "The privacy contact's phone",
    harm: "a guest asking about their details would reach nobody.",
  },
];

/** The concrete paths a pattern names in one file's data: `social.*.url` → social.0.url, social.1.url, … */
function pathsOf(data: unknown, pattern: readonly string[], at: (string | number)[] = []): (string | number)[][] {
  const star = pattern.indexOf("*");
  if (star < 0) return [[...at, ...pattern]];
  const list = valueAt(data, [...at, ...pattern.slice(0, star)]);
  if (!Array.isArray(list)) return [];
  return list.flatMap((_, i) => pathsOf(data, pattern.slice(star + 1), [...at, ...pattern.slice(0, star), i]));
}

const shown = (value: unknown) =>
  typeof value === "object" && value ? Object.values(value).join(", ") : String(value);

/** Every sample value of one identity, from every sample set that has its file. */
function sampleValues(content: LaunchContent, identity: Identity): string[] {
  return content.samples.flatMap(({ files }) =>
    identity.file in files
      ? pathsOf(files[identity.file], identity.path).map((path) => JSON.stringify(valueAt(files[identity.file], path)))
      : [],
  );
}

function identityItems(content: LaunchContent, identity: Identity): LaunchItem[] {
  if (!content.files.includes(identity.file)) return [];
  const data = content.read(identity.file);
  const samples = new Set(sampleValues(content, identity));
  return pathsOf(data, identity.path)
    .filter((path) => samples.has(JSON.stringify(valueAt(data, path))))
    .map((path) =>
      itemOf(
        content,
        "blocker",
        identity.file,
        path,
        `${identity.what} is still the sample ${shown(valueAt(data, path))}: ${identity.harm}`,
      ),
    );
}

/** Blockers: each identifying fact still equal to a sample set's. */
export const sampleFacts: LaunchRule = (content) => identities.flatMap((identity) => identityItems(content, identity));

/**
 * Every sample fact as the text a built page may carry it in (the phones also as wa.me and tel:
 * digits), for a test that searches a built site for them.
 */
export function sampleFactTexts(samples: LaunchContent["samples"]): string[] {
  const texts = new Set<string>();
  for (const identity of identities) {
    for (const { files } of samples) {
      if (!(identity.file in files)) continue;
      for (const path of pathsOf(files[identity.file], identity.path)) {
        const value = valueAt(files[identity.file], path);
        // An overlay's file may hold only some fields (samples/inr/site.json: the prices).
        if (value === undefined) continue;
        const parts = typeof value === "object" && value ? Object.values(value).map(String) : [String(value)];
        for (const part of parts) {
          texts.add(part);
          if (/^\+?[\d\s\-()]{7,20}$/.test(part)) texts.add(part.replace(/\D/g, ""));
        }
      }
    }
  }
  return [...texts];
}
