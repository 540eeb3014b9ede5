import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentProblems, contentRoot } from "./content";

/** A copy of src/content to spoil: the tests never touch the repository's own files. */
let copy = "";
function contentCopy(): string {
  copy = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(contentRoot, copy, { recursive: true, filter: (src) => !src.endsWith(".ts") });
  return copy;
}
afterEach(() => copy && rmSync(copy, { recursive: true, force: true }));

function edit(root: string, file: string, change: (data: Record<string, unknown>) => void) {
  const data = JSON.parse(readFileSync(join(root, file), "utf8"));
  change(data);
  writeFileSync(join(root, file), JSON.stringify(data));
}

describe("content", () => {
  it("passes every schema, with every entry in every language", () => {
    expect(contentProblems()).toEqual([]);
  });

  it("names the file and the field of a phone number that is not one", () => {
    const root = contentCopy();
    edit(root, "site.json", (site) => ((site.phones as Record<string, string>).frontDesk = "call us"));
    expect(contentProblems(root)).toEqual([
      expect.stringMatching(/^src\/content\/site\.json: phones\.frontDesk: must be a phone number/),
    ]);
  });

  it("refuses a site URL with a trailing slash, which would double slashes in canonical links", () => {
    const root = contentCopy();
    edit(root, "site.json", (site) => (site.url = "https://x.example/"));
    expect(contentProblems(root)).toEqual([expect.stringMatching(/^src\/content\/site\.json: url:/)]);
  });

  it("refuses a room's weekday rate of zero, naming the rates file and the room's entry", () => {
    const root = contentCopy();
    edit(root, "rates.json", (rates) => ((rates.rooms as { base: number }[])[0]!.base = 0));
    expect(contentProblems(root)).toEqual([expect.stringMatching(/^src\/content\/rates\.json: rooms\.0\.base: /)]);
  });

  it("refuses an empty Hindi room name, naming the Hindi file", () => {
    const root = contentCopy();
    edit(root, "rooms/premium.hi.json", (room) => (room.name = ""));
    expect(contentProblems(root)).toEqual([expect.stringMatching(/^src\/content\/rooms\/premium\.hi\.json: name: /)]);
  });

  it("names an entry that has no words in a language", () => {
    const root = contentCopy();
    unlinkSync(join(root, "experiences/city-centre.hi.json"));
    expect(contentProblems(root)).toEqual(["src/content/experiences/city-centre.hi.json: (file): is missing"]);
  });

  it("refuses an entry whose slug is not its file's name", () => {
    const root = contentCopy();
    edit(root, "offers/weekend.en.json", (offer) => (offer.slug = "weekends"));
    expect(contentProblems(root)).toEqual([
      'src/content/offers/weekend.en.json: slug: must be "weekend", as the file is named',
    ]);
  });

  it("refuses two entries at the same place in a list", () => {
    const root = contentCopy();
    edit(root, "halls/elegant.en.json", (hall) => (hall.order = 1));
    edit(root, "halls/grand.en.json", (hall) => (hall.order = 1));
    expect(contentProblems(root)).toEqual(["src/content/halls: order: two entries share a display order"]);
  });

  it("names an emptied sentence of a page", () => {
    const root = contentCopy();
    edit(root, "copy/home.json", (home) => ((home.hi as { hero: Record<string, string> }).hero.reserve = " "));
    expect(contentProblems(root)).toEqual(["src/content/copy/home.json: hi.hero.reserve: must not be empty"]);
  });

  it("refuses a mistyped GSTIN and a UPI ID that is not one, naming official.json and the fields", () => {
    const root = contentCopy();
    edit(root, "official.json", (official) => {
      official.gstin = "23AABCS1234K1ZA";
      (official.upi as Record<string, string>).id = "pay the hotel";
    });
    expect(contentProblems(root)).toEqual([
      "src/content/official.json: gstin: has a wrong character: its last one does not match",
      "src/content/official.json: upi.id: must be a UPI ID such as hotel@bank",
    ]);
  });

  it("refuses a Hindi official-page sentence that lost the GSTIN it names", () => {
    const root = contentCopy();
    edit(root, "copy/official.json", (words) => {
      (words.hi as { gst: { steps: Record<string, string> } }).gst.steps.enter = "GSTIN लिखें।";
    });
    expect(contentProblems(root)).toEqual(["src/content/copy/official.json: hi.gst.steps.enter: must contain {gstin}"]);
  });

  it("refuses a check-in time that is not a 24-hour time, naming policies.json and the field", () => {
    const root = contentCopy();
    edit(root, "policies.json", (policies) => (policies.checkIn = "2 PM"));
    expect(contentProblems(root)).toEqual(["src/content/policies.json: checkIn: must be a time such as 14:00"]);
  });

  it("refuses a Hindi dining sentence that lost its {value}, naming copy/dining.json and the sentence", () => {
    const root = contentCopy();
    edit(root, "copy/dining.json", (words) => ((words.hi as { message: Record<string, string> }).message.name = "नाम"));
    expect(contentProblems(root)).toEqual(["src/content/copy/dining.json: hi.message.name: must contain {value}"]);
  });

  it("refuses a Hindi policy sentence that lost the fact it names, naming the language and the sentence", () => {
    const root = contentCopy();
    edit(root, "copy/policies.json", (words) => {
      (words.hi as { cancellation: Record<string, string> }).cancellation.free = "चेक-इन से पहले मुफ़्त रद्द करें।";
    });
    expect(contentProblems(root)).toEqual([
      "src/content/copy/policies.json: hi.cancellation.free: must contain {hours}",
    ]);
  });

  it("refuses restaurant hours that are not times, a dish without a price and an empty Hindi dish name", () => {
    const root = contentCopy();
    edit(root, "dining.json", (dining) => ((dining.hours as { to: string }[])[0].to = "late"));
    edit(root, "dishes/dal-bafla.en.json", (dish) => (dish.price = 0));
    edit(root, "dishes/jain-thali.hi.json", (dish) => (dish.name = ""));
    expect(contentProblems(root)).toEqual([
      "src/content/dining.json: hours.0.to: must be a time such as 19:30",
      expect.stringMatching(/^src\/content\/dishes\/dal-bafla\.en\.json: price: /),
      "src/content/dishes/jain-thali.hi.json: name: must not be empty",
    ]);
  });

  it("refuses an accessible door of 0 cm, a room offer of 0 % and a hall without its equipment in Hindi", () => {
    const root = contentCopy();
    edit(root, "building-access.json", (access) => (access.doorWidthCm = 0));
    edit(root, "event-room-offer.json", (offer) => (offer.discountPercent = 0));
    edit(root, "halls/grand.hi.json", (hall) => (hall.equipment = []));
    expect(contentProblems(root)).toEqual([
      expect.stringMatching(/^src\/content\/building-access\.json: doorWidthCm: /),
      expect.stringMatching(/^src\/content\/event-room-offer\.json: discountPercent: /),
      expect.stringMatching(/^src\/content\/halls\/grand\.hi\.json: equipment: /),
    ]);
  });

  it("refuses a season priced at 0, a weekend rate of 0 and a long-stay discount of 100%, naming each field", () => {
    const root = contentCopy();
    edit(root, "rates.json", (rates) => {
      const [deluxe] = rates.rooms as {
        weekend: number;
        seasons: { nightly: number }[];
        longStay: { percent: number };
      }[];
      deluxe.seasons[0].nightly = 0;
      deluxe.weekend = 0;
      deluxe.longStay.percent = 100;
    });
    expect(contentProblems(root)).toEqual([
      "src/content/rates.json: rooms.0.weekend: must be more than 0: a night is never free",
      "src/content/rates.json: rooms.0.seasons.0.nightly: must be more than 0: a night is never free",
      "src/content/rates.json: rooms.0.longStay.percent: must be below 100: a stay is never free",
    ]);
  });

  it("refuses an offer or an event room offer of 100% off", () => {
    const root = contentCopy();
    edit(root, "offers/weekend.en.json", (offer) => (offer.discountPercent = 100));
    edit(root, "event-room-offer.json", (offer) => (offer.discountPercent = 100));
    expect(contentProblems(root)).toEqual([
      "src/content/event-room-offer.json: discountPercent: must be below 100: nothing is given away",
      "src/content/offers/weekend.en.json: discountPercent: must be below 100: nothing is given away",
    ]);
  });

  it("refuses a count of accessible rooms in the building that the room types do not add up to", () => {
    const root = contentCopy();
    edit(root, "building-access.json", (access) => (access.accessibleRooms = 2));
    expect(contentProblems(root)).toEqual([
      "src/content/building-access.json: accessibleRooms: must be 1, the accessible rooms the room types hold (rooms/<slug>.en.json, accessibleRoom.count)",
    ]);
  });

  it("refuses rates for a room that does not exist, naming the rooms there are", () => {
    const root = contentCopy();
    edit(root, "rates.json", (rates) => ((rates.rooms as { room: string }[])[1].room = "presidential"));
    expect(contentProblems(root)).toEqual([
      'src/content/rates.json: rooms.1.room: "presidential" is no room: must be one of deluxe, executive-suite, premium',
    ]);
  });
});
