import { describe, expect, it } from "vitest";
import { arrivalNote } from "@/lib/stay/arrival";
import { gstDetailsProblems } from "@/lib/stay/gst-details";
import { quoteRooms } from "@/lib/stay/rooms-quote";
import { earlyCheckInRules, roomsRules, stayPricingIn } from "@/content/read/rates";
import { roomsIn } from "@/content/read/rooms";
import { words } from "@/content/read/words";
import { arrivalNoteMessage, gstProblemMessage, roomProblemMessage, stayLengthMessage } from "./stay-notes";

const en = words("booking-later", "en");
const hi = words("booking-later", "hi");
const pricing = stayPricingIn("en");
const deluxeForThree = { room: "deluxe", plan: "", adults: 3, childAges: [], extraBed: false };

describe("what the stay step says", () => {
  it("names the room and its type when three guests do not fit a Deluxe Room", () => {
    const [problem] = quoteRooms(
      pricing,
      roomsRules,
      { checkIn: null, checkOut: null, rooms: [deluxeForThree] },
      "en",
    ).occupancy;
    expect(roomProblemMessage(problem!, en, roomsIn("en"))).toBe(
      "Room 1: Deluxe Room takes up to 2 guests; choose another room or add a room.",
    );
    expect(roomProblemMessage(problem!, hi, roomsIn("hi"))).toBe(
      "कमरा 1: डीलक्स रूम में ज़्यादा से ज़्यादा 2 मेहमान ठहर सकते हैं; दूसरा कमरा चुनें या एक और कमरा जोड़ें।",
    );
  });

  it("refuses a stay to 9999-12-31 with the maximum stay and offers a long-stay inquiry", () => {
    const quote = quoteRooms(pricing, roomsRules, { checkIn: "2026-12-10", checkOut: "9999-12-31", rooms: [] }, "en");
    expect(stayLengthMessage(quote.stayLength!, en)).toBe(
      "Stays of more than 60 nights are arranged with our reservations team (these dates give 2912099). Ask us about a long stay on WhatsApp.",
    );
  });

  it("says what early check-in costs, from the first night's rate", () => {
    const note = arrivalNote("09:30", earlyCheckInRules, [29900]);
    expect(arrivalNoteMessage(note!, en, pricing, "en")).toBe(
      "Arriving at 09:30: from 07:00 we check you in as soon as a room is ready, for 50% of the first night's rate ($149.50).",
    );
  });

  it("advises the night before for an arrival at 06:30", () => {
    const note = arrivalNote("06:30", earlyCheckInRules, [29900]);
    expect(arrivalNoteMessage(note!, hi, pricing, "hi")).toBe(
      "06:30 पर पहुँच रहे हैं: जल्दी चेक-इन 07:00 से और चेक-इन 14:00 पर होता है। पहुँचते ही कमरा पक्का चाहिए तो पिछली रात से बुक करें।",
    );
  });

  it("says a GSTIN with a wrong check character is mistyped, in both languages", () => {
    const [problem] = gstDetailsProblems({ legalName: "Acme", gstin: "27AAPFU0939F1ZW" });
    expect(gstProblemMessage(problem!, en)).toMatch(/^This GSTIN has a mistyped character/);
    expect(gstProblemMessage(problem!, hi)).toMatch(/^इस GSTIN में कोई अक्षर ग़लत लिखा है/);
    const [long] = gstDetailsProblems({ legalName: "A".repeat(101), gstin: "27AAPFU0939F1ZV" });
    expect(gstProblemMessage(long!, en)).toBe("The legal name takes up to 100 characters.");
  });
});
