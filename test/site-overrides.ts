import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { siteCopy, type SiteCopy } from "./site-copy";
import { applyFixtureHotel, fixtureHotel, writeFixturePhotos } from "./fixture-hotel";

/**
 * The one copy of the site with content overrides that the e2e tests and test/built read (built once
 * per run by e2e/site-overrides.setup.ts, served on its own port, removed by its teardown):
 *
 * - another hotel, every fact its own (test/fixture-hotel.ts), built as production is built
 *   (SITE_ENV=production: the launch check must find no blocker), its built files holding no fact
 *   of the sample hotel (test/built/fixture-hotel.test.ts);
 * - prices in rupees with GST on top by the ready table of the slabs in force since 22 September
 *   2025 (5% on a night up to ₹7,500, 18% above), rates varying with dates ("from"), the Executive Suite at ₹1,25,000 to
 *   show Indian digit grouping, and the Deluxe Room at ₹7,200 on weekdays and ₹7,800 at weekends
 *   with a season from 27 March 2028, so one stay crosses the ₹7,500 line and a season's first
 *   night (e2e/prices-inr.spec.ts, test/built/prices-inr.test.ts);
 * - content grown as the hotel may grow it through the editor: two more offers, four more gallery
 *   photos, a seventh amenity, a long Hindi name and description for the Premium Room, a long
 *   review (e2e/large-content.spec.ts);
 * - cookieless counting switched on with Plausible (e2e/analytics.spec.ts);
 * - built, as production builds are, with a photo host it can reach (a local server answering every
 *   photo with one JPEG but refusing the first hall's), so the largest-paint photos are served from
 *   the site's own origin (decision 010; test/built/photo-build.test.ts).
 *
 * `npm test` builds it in its build stage, beside the site's own build, where it takes the core that
 * build leaves idle (E2E_OVERRIDES_PREBUILT tells the setup so); `npx playwright test` on its own
 * builds it in the setup.
 *
 * Each override leaves what the other's tests read alone: the grown room is not the priced one.
 */
export const overridesPort = Number(process.env.E2E_COPY_PORT ?? Number(process.env.E2E_PORT ?? 4321) + 6);
export const overridesURL = `http://localhost:${overridesPort}`;

/** Where the setup leaves the copy's folder and its server's process id, for the teardown. */
export const overridesState = join(tmpdir(), `hotel-site-overrides-${overridesPort}.json`);

/** The copy's folder; whether its build finished (and passed); its server's process id once serving. */
export type OverridesState = { root: string; built?: boolean; pid?: number };

export function readOverridesState(): OverridesState | undefined {
  return existsSync(overridesState) ? JSON.parse(readFileSync(overridesState, "utf8")) : undefined;
}

export function applyOverrides(copy: SiteCopy) {
  applyFixtureHotel(copy);
  priceInRupees(copy);
  growContent(copy);
  copy.editJson("site.json", (site) => (site.analytics = analyticsOverride));
}

/** The analytics the copy counts with: Plausible's own service, answered by a stub in the tests. */
export const analyticsOverride = { provider: "plausible", siteId: new URL(fixtureHotel.url).host } as const;

function priceInRupees(copy: SiteCopy) {
  copy.editJson(
    "site.json",
    (site) =>
      (site.pricing = {
        currency: "INR",
        // The ready table the editor offers (src/content/tax-tables.json): GST on a hotel room from 22 September 2025.
        tax: { kind: "table", table: "india-gst-2025" },
        from: true,
        amountsEnteredIn: { roomRates: "INR", policies: "INR", halls: "INR", dishes: "INR", experiences: "INR" },
      }),
  );
  copy.editJson("rates.json", (rates) => {
    type RoomRates = { room: string; base: number; weekend: number; seasons: { nightly: number }[] };
    const [deluxe, , suite] = rates.rooms as RoomRates[];
    suite!.base = 125000;
    deluxe!.base = 7200;
    deluxe!.weekend = 7800;
    // Simhastha 2028, from 27 March 2028: 7,500.01 a night, a paisa over the 5% slab.
    deluxe!.seasons[2]!.nightly = 7500.01;
  });
}

function growContent(copy: SiteCopy) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an entry of any list, changed by the caller
  type Change = (en: any, hi: any) => void;
  /** A new list entry made from an existing one, in both languages, at the end of the list. */
  const addEntry = (folder: string, from: string, slug: string, order: number, key: string, change: Change) => {
    const en = { ...copy.readJson(`${folder}/${from}.en.json`), [key]: slug, order };
    const hi = copy.readJson(`${folder}/${from}.hi.json`);
    change(en, hi);
    copy.writeJson(`${folder}/${slug}.en.json`, en);
    copy.writeJson(`${folder}/${slug}.hi.json`, hi);
  };
  addEntry("offers", "weekend", "monsoon-escape", 4, "slug", (en, hi) => {
    en.title = "Monsoon Escape with Breakfast, Spa Credit and Late Check-out for Families";
    hi.title = "मानसून में परिवार के साथ नाश्ता, स्पा क्रेडिट और देर से चेक-आउट वाला विशेष पैकेज";
  });
  addEntry("offers", "business", "festival-stay", 5, "slug", (en, hi) => {
    en.features = [...en.features, "Diwali sweets box on arrival", "Festival lights tour of Rajwada"];
    hi.features = [...hi.features, "पहुँचने पर दिवाली मिठाई का डिब्बा", "राजवाड़ा की रोशनी का दौरा"];
  });
  for (let i = 1; i <= 4; i++) {
    addEntry("gallery", "lobby", `extra-photo-${i}`, 12 + i, "id", (en, hi) => {
      delete en.tourStop;
      en.title = `Extra photo ${i}`;
      hi.title = `अतिरिक्त फ़ोटो ${i}`;
    });
  }
  addEntry("amenities", "wifi", "business-centre", 7, "slug", (en, hi) => {
    en.title = "Business Centre";
    hi.title = "बिज़नेस सेंटर";
  });
  copy.editJson("rooms/premium.hi.json", (room) => {
    room.name = "प्रीमियम रूम विद पैनोरमिक सिटी व्यू एंड प्राइवेट डाइनिंग लाउंजसहितविस्तारितनाम";
    room.description = Array(6).fill(room.description).join(" ");
    room.amenities = [...(room.amenities as string[]), "निजी रसोइया और पूरे दिन की बटलर सेवा, अनुरोध पर शाम की चाय के साथ"];
  });
  copy.editJson("testimonials/family-visit.hi.json", (review) => {
    review.comment = Array(5).fill(review.comment).join(" ");
  });
}

/** The photo the copy's photo host refuses: the first hall's (halls/grand), the photo /events paints largest. */
export const refusedPhoto = "/photo-1519167758481-83f550bb49b3";

/** What the copy's build printed and which photos it asked its photo host for (test/built/photo-build.test.ts reads it). */
export type BuildRecord = { output: string; photoRequests: string[] };
export const buildRecordFile = (root: string) => join(root, "build-record.json");

/**
 * Makes the copy (its old one and its server removed first) and builds it with a photo host it can
 * reach. Resolves with the build's exit status and output; the state file names the copy either way,
 * so the teardown removes it.
 */
export async function buildOverrides() {
  removeOverrides();
  const copy = siteCopy("hotel-site-overrides-");
  writeOverridesState({ root: copy.root });
  applyOverrides(copy);
  await writeFixturePhotos(copy.root);
  const jpeg = await sharp({ create: { width: 1920, height: 1280, channels: 3, background: "#8a6a4a" } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const photoRequests: string[] = [];
  const photoHost = createServer((req, res) => {
    photoRequests.push(req.url ?? "");
    if (req.url?.startsWith(refusedPhoto)) res.writeHead(503).end();
    else res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": jpeg.length }).end(jpeg);
  });
  await new Promise<void>((resolve) => photoHost.listen(0, "127.0.0.1", resolve));
  try {
    const build = await copy.build({
      SITE_ENV: "production",
      PHOTO_HOST_ORIGIN: `http://127.0.0.1:${(photoHost.address() as AddressInfo).port}`,
    });
    writeFileSync(
      buildRecordFile(copy.root),
      JSON.stringify({ output: build.output, photoRequests } satisfies BuildRecord),
    );
    writeOverridesState({ root: copy.root, built: build.status === 0 });
    return { ...build, root: copy.root };
  } finally {
    photoHost.close();
  }
}

/** Written whole, then renamed into place: test/built's setup may read it while the e2e setup writes it. */
export function writeOverridesState(state: OverridesState) {
  writeFileSync(`${overridesState}.next`, JSON.stringify(state));
  renameSync(`${overridesState}.next`, overridesState);
}

/** Stops the copy's server (its whole process group: npm, tsx and node) and removes the copy. */
export function removeOverrides() {
  const state = readOverridesState();
  if (!state) return;
  if (state.pid) {
    try {
      process.kill(-state.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  rmSync(state.root, { recursive: true, force: true });
  rmSync(overridesState, { force: true });
}
