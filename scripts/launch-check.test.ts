import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applyFixtureHotel, type ContentEditor } from "../test/fixture-hotel";
import { launchCheck, samplesRoot } from "./launch-check";
import { blockersIn } from "../src/content/check/launch/items";
import { readSampleSets } from "../src/content/check/launch/content";

const contentRoot = join(import.meta.dirname, "..", "src", "content");
const today = new Date(2026, 11, 2);
const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"));

/** A copy of the content in a temporary site folder, edited like the overrides' copy. */
function contentCopy(): ContentEditor & { content: string } {
  const root = mkdtempSync(join(tmpdir(), "launch-check-"));
  const content = join(root, "src", "content");
  cpSync(contentRoot, content, { recursive: true });
  return {
    root,
    content,
    editJson(file, change) {
      const data = readJson(join(content, file));
      change(data);
      writeFileSync(join(content, file), `${JSON.stringify(data, null, 2)}\n`);
    },
  };
}

/**
 * The content is the demo until the hotel names its own repository: the editor cannot save before
 * that, so no owner's edit runs these against the hotel's content.
 */
const demo = readSampleSets(samplesRoot).find((set) => set.name === "demo")!;
const demoRepository = (demo.files["site.json"] as { editor: { repository: string } }).editor.repository;
const contentIsDemo = readJson(join(contentRoot, "site.json")).editor.repository === demoRepository;

describe.runIf(contentIsDemo)("the launch check on the sample content", () => {
  const items = launchCheck(contentRoot, { today });
  const blockers = blockersIn(items).map((item) => `${item.file} ${item.field}`);

  it("lists exactly the sample hotel's blockers", () => {
    expect(blockers).toEqual(EXPECTED_BLOCKERS);
  });

  it("names where the owner finds each field, from the editor's configuration", () => {
    const whatsapp = items.find((item) => item.field === "whatsapp")!;
    expect(whatsapp.editor).toBe("Hotel facts → Hotel and contact details → WhatsApp number");
    const review = items.find((item) => item.file === "testimonials/business-stay.en.json")!;
    expect(review.editor).toBe("Guest reviews → business-stay → A real guest's review, published with their consent");
    expect(items.every((item) => !item.editor.startsWith("not in the editor"))).toBe(true);
  });
});

describe("the demo's sample facts", () => {
  const demo = readSampleSets(samplesRoot).find((set) => set.name === "demo")!;
  const site = readJson(join(contentRoot, "site.json"));
  it.runIf(site.name === (demo.files["site.json"] as { name: string }).name)(
    "are a snapshot of the content's own fact files while the content is the demo",
    () => {
      for (const file of Object.keys(demo.files))
        expect(demo.files[file], file).toEqual(readJson(join(contentRoot, file)));
    },
  );
});

describe("the launch check after a currency switch", () => {
  const copy = contentCopy();
  afterAll(() => rmSync(copy.root, { recursive: true, force: true }));
  it("lists every room rate typed in dollars as a blocker, where the editor has it, until the owner confirms rupees", () => {
    copy.editJson("site.json", (site) => ((site.pricing as { currency: string }).currency = "INR"));
    const base = launchCheck(copy.content, { today }).find((item) => item.field === "rooms.0.base");
    expect(base).toMatchObject({
      level: "blocker",
      file: "rates.json",
      page: "/rooms and each room's page: prices and the estimate",
    });
    expect(base!.editor).toMatch(/^Hotel facts → Room rates: weekday .* → Weekday nightly rate$/);
    copy.editJson("site.json", (site) => {
      const entered = (site.pricing as { amountsEnteredIn: Record<string, string> }).amountsEnteredIn;
      for (const group of Object.keys(entered)) entered[group] = "INR";
    });
    expect(
      launchCheck(copy.content, { today }).filter((item) => item.file === "rates.json" && item.field.includes("base")),
    ).toEqual([]);
  });
});

describe("the launch check on the fixture hotel", () => {
  const copy = contentCopy();
  afterAll(() => rmSync(copy.root, { recursive: true, force: true }));
  it("finds no blocker in a hotel whose every fact is its own", () => {
    applyFixtureHotel(copy);
    expect(blockersIn(launchCheck(copy.content, { today }))).toEqual([]);
  });
});

/** The demo's blockers: every fact of the sample hotel, every file marked sample, every sample review, the two settings to confirm. */
const EXPECTED_BLOCKERS = [
  "site.json name",
  "site.json whatsapp",
  "site.json phones.frontDesk",
  "site.json phones.reservations",
  "site.json emails.info",
  "site.json emails.reservations",
  "site.json address.street",
  "site.json address.postalCode",
  "site.json geo",
  "site.json url",
  "site.json social.0.url",
  "site.json editor.repository",
  "official.json gstin",
  "official.json upi.id",
  "official.json upi.payeeName",
  "privacy.json contact.name",
  "privacy.json contact.email",
  "privacy.json contact.phone",
  "policies.json sample",
  "official.json sample",
  "rates.json sample",
  "availability.json sample",
  "building-access.json sample",
  "privacy.json sample",
  "testimonials/business-stay.en.json guestConsent",
  "testimonials/family-visit.en.json guestConsent",
  "testimonials/wedding-reception.en.json guestConsent",
  "site.json hstsIncludeSubDomains",
  "live-stats.json show",
];
