import { describe, expect, it } from "vitest";
import type { LaunchContent, SampleSet } from "./content";
import { launchReport, type LaunchItem } from "./items";
import { launchItems } from "./launch";
import { sampleFactTexts } from "./sample-facts";

const demoSite = {
  name: "Sample Hotel",
  url: "https://www.sample.example",
  phones: { frontDesk: "+91 731 400 0000", reservations: "+91 731 400 0001" },
  emails: { info: "info@sample.example", reservations: "book@sample.example" },
  whatsapp: "+91 90000 00000",
  address: { street: "123 Main Street", postalCode: "452001" },
  geo: { latitude: 22.7196, longitude: 75.8577 },
  social: [{ name: "Instagram", url: "https://www.instagram.com/" }],
  editor: { repository: "OWNER/REPOSITORY", branch: "main" },
  hstsIncludeSubDomains: "yes",
  analytics: { provider: "plausible", siteId: "hotel.in" },
};
const demo: SampleSet = { name: "demo", files: { "site.json": demoSite } };

const hotelSite = {
  ...demoSite,
  name: "Hotel Narmada",
  url: "https://www.narmada.in",
  phones: { frontDesk: "+91 731 255 4100", reservations: "+91 731 255 4101" },
  emails: { info: "stay@narmada.in", reservations: "book@narmada.in" },
  whatsapp: "+91 98260 41234",
  address: { street: "14 Yeshwant Niwas Road", postalCode: "452003" },
  geo: { latitude: 22.72, longitude: 75.88 },
  social: [{ name: "Instagram", url: "https://www.instagram.com/narmada" }],
  editor: { repository: "narmada/website", branch: "main" },
};
const validOfficial = { sample: false, gstin: "23AAFCN4821R1Z4", upi: { id: "narmada@hdfcbank" } };

/** Content held in memory: files by path, the demo as the one sample set, today 2 December 2026. */
function contentOf(files: Record<string, unknown>, samples: SampleSet[] = [demo]): LaunchContent {
  const all = {
    "site.json": hotelSite,
    "official.json": validOfficial,
    "live-stats.json": { show: "figures" },
    ...files,
  };
  return {
    root: "",
    files: Object.keys(all),
    read: (file) => all[file as keyof typeof all],
    samples,
    today: "2026-12-02",
    editor: (file, field) => `editor of ${file} ${field.join(".")}`,
  };
}
const where = (items: LaunchItem[]) => items.map((item) => `${item.level} ${item.file} ${item.field}`);

describe("the launch check", () => {
  it("finds nothing in a hotel whose every fact is its own", () => {
    expect(launchItems(contentOf({}))).toEqual([]);
  });

  it("refuses the sample hotel's WhatsApp number, in words the owner understands", () => {
    const [item] = launchItems(contentOf({ "site.json": { ...hotelSite, whatsapp: "+91 90000 00000" } }));
    expect(item).toEqual({
      level: "blocker",
      page: "Every page: header, footer, contact details, search results",
      file: "site.json",
      field: "whatsapp",
      editor: "editor of site.json whatsapp",
      why: "Your WhatsApp number is still the sample +91 90000 00000: guests' inquiries would go to nobody.",
    });
  });

  it("reads the sample facts from every sample set: an overlay's facts are samples too", () => {
    const inr: SampleSet = { name: "inr", files: { "site.json": { ...demoSite, whatsapp: "+91 98260 41234" } } };
    expect(where(launchItems(contentOf({}, [demo, inr])))).toEqual(["blocker site.json whatsapp"]);
  });

  it("refuses each social link, the map position and the editor's repository left as the sample's", () => {
    const site = {
      ...hotelSite,
      geo: demoSite.geo,
      social: [hotelSite.social[0], demoSite.social[0]],
      editor: demoSite.editor,
    };
    expect(where(launchItems(contentOf({ "site.json": site })))).toEqual([
      "blocker site.json geo",
      "blocker site.json social.1.url",
      "blocker site.json editor.repository",
    ]);
  });

  it("refuses a file still marked sample, an .example address anywhere, but not a form's you@example.com", () => {
    const items = launchItems(
      contentOf({
        "rates.json": { sample: true },
        "copy/contact-page.json": { en: { email: "you@example.com", note: "write to desk@hotel.example" } },
        "official.json": { ...validOfficial, upi: { id: "hotel@example" } },
      }),
    );
    expect(where(items)).toEqual([
      "blocker rates.json sample",
      "blocker official.json upi.id",
      "blocker copy/contact-page.json en.note",
    ]);
  });

  it("refuses a review not marked as a real guest's, given with consent", () => {
    const items = launchItems(
      contentOf({
        "testimonials/a.en.json": { guestConsent: false },
        "testimonials/a.hi.json": {},
        "testimonials/b.en.json": { guestConsent: true },
      }),
    );
    expect(where(items)).toEqual(["blocker testimonials/a.en.json guestConsent"]);
  });

  it("refuses a GSTIN whose last character does not match", () => {
    const items = launchItems(contentOf({ "official.json": { ...validOfficial, gstin: "23AAFCN4821R1Z5" } }));
    expect(where(items)).toEqual(["blocker official.json gstin"]);
    expect(items[0]!.why).toContain("last one does not match");
  });

  it("refuses HSTS for every subdomain not confirmed and the simulated live strip", () => {
    const items = launchItems(
      contentOf({
        "site.json": { ...hotelSite, hstsIncludeSubDomains: "not confirmed" },
        "live-stats.json": { show: "simulation" },
      }),
    );
    expect(where(items)).toEqual(["blocker site.json hstsIncludeSubDomains", "blocker live-stats.json show"]);
  });

  it("warns of stock photos, untranslated Hindi and counting off, once per file", () => {
    const photo = { src: "https://images.unsplash.com/photo-1" };
    const items = launchItems(
      contentOf({
        "site.json": { ...hotelSite, analytics: undefined, heroPhoto: photo, more: [photo] },
        "rooms/deluxe.en.json": { name: "Deluxe Room", description: "A quiet room with a view" },
        "rooms/deluxe.hi.json": { name: "Deluxe Room", description: "A quiet room with a view" },
      }),
    );
    expect(where(items)).toEqual([
      "warning site.json heroPhoto.src",
      "warning rooms/deluxe.hi.json description",
      "warning site.json analytics.provider",
    ]);
    expect(items[0]!.why).toMatch(/^2 photos here come from a stock photo site/);
  });

  it("warns when every season or mark has ended, not while one is still to come", () => {
    const ended = { rooms: [{ seasons: [{ from: "2026-01-01", to: "2026-02-01" }] }] };
    const coming = {
      marks: [
        { from: "2026-11-01", to: "2026-11-02" },
        { from: "2026-12-02", to: "2026-12-03" },
      ],
    };
    expect(where(launchItems(contentOf({ "rates.json": ended, "availability.json": coming })))).toEqual([
      "warning rates.json rooms",
    ]);
  });

  it("reports a field once when two rules name it (a sample e-mail is also an .example address)", () => {
    const items = launchItems(contentOf({ "site.json": { ...hotelSite, emails: demoSite.emails } }));
    expect(where(items)).toEqual(["blocker site.json emails.info", "blocker site.json emails.reservations"]);
  });
});

describe("the launch check's report", () => {
  const item = (level: LaunchItem["level"], page: string, field: string): LaunchItem => ({
    level,
    page,
    file: "site.json",
    field,
    editor: `Hotel facts → ${field}`,
    why: `Why ${field}.`,
  });

  it("groups blockers first, by page, then warnings, and ends with the counts", () => {
    const report = launchReport([
      item("warning", "/rooms", "w"),
      item("blocker", "/", "a"),
      item("blocker", "/rooms", "b"),
      item("blocker", "/", "c"),
    ]);
    const lines = report
      .split("\n")
      .filter((line) => line.trim() && !line.includes("In the editor") && !line.includes("Why"));
    expect(lines).toEqual([
      "BLOCKERS: the site must not go live with these",
      "  /",
      "    site.json · a",
      "    site.json · c",
      "  /rooms",
      "    site.json · b",
      "WARNINGS: worth fixing, they do not stop the site",
      "  /rooms",
      "    site.json · w",
      "Launch check: 3 blockers, 1 warning.",
      "The site must not go live yet: replace or confirm every blocker above in the editor.",
    ]);
    // The first blocker in the build's own form, for the publisher's one log line.
    expect(report.endsWith("\nFirst to fix: src/content/site.json: a: Why a.")).toBe(true);
    expect(report).toContain("      In the editor: Hotel facts → a\n      Why a.");
  });

  it("says the site may go live when no blocker remains", () => {
    expect(launchReport([item("warning", "/", "w")])).toMatch(/Launch check: 0 blockers, 1 warning\.\nNo blockers/);
  });
});

describe("the sample facts a built site must not carry", () => {
  it("are every sample value, phones also as the digits of tel: and wa.me links", () => {
    const texts = sampleFactTexts([demo]);
    expect(texts).toEqual(
      expect.arrayContaining(["Sample Hotel", "+91 90000 00000", "919000000000", "22.7196", "OWNER/REPOSITORY"]),
    );
  });
});
