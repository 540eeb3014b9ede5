import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

/** What the fixture needs of a copy of the content: its JSON files, read and written by their path under src/content. */
export type ContentEditor = {
  root: string;
  editJson: (file: string, change: (data: Record<string, unknown>) => void) => void;
};

/**
 * A second hotel, every fact its own: another name, numbers and address, a GSTIN with a valid
 * check character, real-guest reviews, its own uploaded photos (the link preview and the gallery),
 * nothing left marked as sample. The launch check finds no blocker in it, and its built site holds
 * no fact of the sample hotel (test/built/fixture-hotel.test.ts, scripts/launch-check.test.ts). Its prices
 * in rupees with GST are the overrides' (test/site-overrides.ts).
 */
export const fixtureHotel = {
  name: "Hotel Narmada Residency",
  url: "https://www.narmadaresidency.in",
  address: {
    street: "14 Yeshwant Niwas Road",
    locality: "Indore",
    region: "Madhya Pradesh",
    postalCode: "452003",
    country: "IN",
  },
  geo: { latitude: 22.7244, longitude: 75.8839 },
  phones: { frontDesk: "+91 731 255 4100", reservations: "+91 731 255 4101" },
  emails: { info: "stay@narmadaresidency.in", reservations: "bookings@narmadaresidency.in" },
  whatsapp: "+91 98260 41234",
  social: [{ name: "Instagram", url: "https://www.instagram.com/narmadaresidency" }],
  editor: { repository: "narmada-residency/website", branch: "main" },
  hstsIncludeSubDomains: "yes",
  ogImage: "/src/assets/uploads/narmada-front.jpg",
} as const;

export const fixtureOfficial = {
  sample: false,
  gstin: "23AAFCN4821R1Z4",
  upi: { id: "narmadaresidency@hdfcbank", payeeName: "Narmada Residency Hospitality LLP" },
};

/** The fixture's contact for personal data (the privacy notice), its own person. */
export const fixturePrivacyContact = {
  name: "Rakesh Joshi",
  role: { en: "General manager, contact for personal data", hi: "महाप्रबंधक, व्यक्तिगत जानकारी के लिए संपर्क" },
  email: "privacy@narmadaresidency.in",
  phone: "+91 731 425 7788",
};

/** The gallery's photos the fixture's own uploads replace, one each. */
const fixtureGallery = ["facade", "lobby", "reception"];

/** The uploaded photos the fixture names, each made by writeFixturePhotos. */
export const fixturePhotos = ["narmada-front.jpg", "narmada-lobby.jpg", "narmada-room.jpg"];

const samplesMarked = ["rates.json", "availability.json", "policies.json", "building-access.json", "privacy.json"];

/** Lays the fixture hotel's facts over a copy of the content (the photos' files: writeFixturePhotos). */
export function applyFixtureHotel(copy: ContentEditor) {
  copy.editJson("site.json", (site) => Object.assign(site, fixtureHotel));
  copy.editJson("official.json", (official) => Object.assign(official, fixtureOfficial, { upi: fixtureOfficial.upi }));
  for (const file of samplesMarked) copy.editJson(file, (data) => (data.sample = false));
  copy.editJson("privacy.json", (privacy) => (privacy.contact = fixturePrivacyContact));
  copy.editJson("live-stats.json", (stats) => (stats.show = "figures"));
  const reviews = readdirSync(join(copy.root, "src", "content", "testimonials")).filter((f) => f.endsWith(".en.json"));
  for (const file of reviews) copy.editJson(`testimonials/${file}`, (review) => (review.guestConsent = true));
  fixturePhotos.forEach((photo, i) =>
    copy.editJson(
      `gallery/${fixtureGallery[i]}.en.json`,
      (item) => (item.photo = { src: `/src/assets/uploads/${photo}` }),
    ),
  );
}

/** The fixture's photos as the editor would have uploaded them: small JPEGs under src/assets/uploads. */
export async function writeFixturePhotos(siteRoot: string) {
  const folder = join(siteRoot, "src", "assets", "uploads");
  mkdirSync(folder, { recursive: true });
  const colours = ["#6b4f3a", "#3a5a6b", "#5a6b3a"];
  for (const [i, file] of fixturePhotos.entries()) {
    const jpeg = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: colours[i]! } })
      .jpeg({ quality: 70 })
      .toBuffer();
    writeFileSync(join(folder, file), jpeg);
  }
}
