import { describe, expect, it } from "vitest";
import { earlyCheckInRules, stayPricingIn } from "@/content/read/rates";
import { roomsIn } from "@/content/read/rooms";
import { words } from "@/content/read/words";
import { emptyBooking, usableValues, type BookingValues } from "./booking-form";
import { messageQuoteOf } from "./estimate";
import { arrivalMessage, billingState, gstInvoiceOf, gstProblem, guestExtrasOf, withTypedGstin } from "./guest-extras";
import { inquiryMessage } from "./inquiry";
import { twoAdultRoom } from "./test-fixtures";

const en = words("booking-later", "en");
const hi = words("booking-later", "hi");
const pricing = stayPricingIn("en");
const deluxeStay = { ...emptyBooking, roomType: "deluxe", checkIn: "2026-12-07", checkOut: "2026-12-09", guests: "2" };
const company = { gstLegalName: " Acme  Travels Pvt Ltd ", gstin: "27aapfu 0939f1zv", gstState: "" };

describe("the expected arrival", () => {
  it("says nothing when the guest is not sure, or arrives at check-in or later", () => {
    expect(arrivalMessage(deluxeStay, pricing, earlyCheckInRules, en, "en")).toBeNull();
    expect(arrivalMessage({ ...deluxeStay, arrivalTime: "14:00" }, pricing, earlyCheckInRules, en, "en")).toBeNull();
    expect(arrivalMessage({ ...deluxeStay, arrivalTime: "6:30" }, pricing, earlyCheckInRules, en, "en")).toBeNull();
  });

  it("advises booking the night before for an arrival at 06:30, before early check-in starts", () => {
    expect(arrivalMessage({ ...deluxeStay, arrivalTime: "06:30" }, pricing, earlyCheckInRules, en, "en")).toBe(
      "Arriving at 06:30: early check-in starts at 07:00 and check-in is at 14:00. To be sure of a room the moment you arrive, book the night before.",
    );
    expect(arrivalMessage({ ...deluxeStay, arrivalTime: "06:30" }, pricing, earlyCheckInRules, hi, "hi")).toContain(
      "पिछली रात से बुक करें",
    );
  });

  it("prices early check-in as the policy's share of the first night's room rate", () => {
    const firstNight = messageQuoteOf(deluxeStay, pricing, "en").total;
    expect(firstNight).not.toBeNull();
    const note = arrivalMessage({ ...deluxeStay, arrivalTime: "09:30" }, pricing, earlyCheckInRules, en, "en");
    expect(note).toMatch(
      /^Arriving at 09:30: from 07:00 we check you in as soon as a room is ready, for 50% of the first night's rate \(.+\)\.$/,
    );
  });

  it("sums each room's share of its own first night for several rooms, and says so", () => {
    const at = { ...deluxeStay, arrivalTime: "09:30" };
    // One room each: the Deluxe Room's first night at $299 and the Premium Room's at $449, 50% each.
    expect(arrivalMessage(at, pricing, earlyCheckInRules, en, "en")).toContain("($149.50)");
    expect(arrivalMessage({ ...at, roomType: "premium" }, pricing, earlyCheckInRules, en, "en")).toContain("($224.50)");
    const threeRooms = { ...at, rooms: [twoAdultRoom("deluxe"), twoAdultRoom("premium"), twoAdultRoom("deluxe")] };
    expect(arrivalMessage(threeRooms, pricing, earlyCheckInRules, en, "en")).toBe(
      "Arriving at 09:30: from 07:00 we check you in as soon as the rooms are ready, for 50% of each room's first night's rate ($523.50 for the 3 rooms).",
    );
    expect(arrivalMessage(threeRooms, stayPricingIn("hi"), earlyCheckInRules, hi, "hi")).toBe(
      "09:30 पर पहुँच रहे हैं: 07:00 से, कमरे तैयार होते ही हम चेक-इन कर देते हैं, हर कमरे की पहली रात के किराए के 50% पर (3 कमरों के लिए कुल $523.50)।",
    );
  });

  it("gives the share without an amount while a room has no price, and for a group", () => {
    const unpriced =
      "Arriving at 09:30: from 07:00 we check you in as soon as a room is ready, for 50% of the first night's rate.";
    const at = { ...deluxeStay, arrivalTime: "09:30" };
    expect(
      arrivalMessage(
        { ...at, rooms: [twoAdultRoom("deluxe"), twoAdultRoom("")] },
        pricing,
        earlyCheckInRules,
        en,
        "en",
      ),
    ).toBe(unpriced);
    expect(arrivalMessage({ ...at, group: true }, pricing, earlyCheckInRules, en, "en")).toBe(unpriced);
  });

  it("gives the share without an amount while the stay has no price", () => {
    const note = arrivalMessage({ ...emptyBooking, arrivalTime: "09:30" }, pricing, earlyCheckInRules, en, "en");
    expect(note).toBe(
      "Arriving at 09:30: from 07:00 we check you in as soon as a room is ready, for 50% of the first night's rate.",
    );
  });
});

describe("a company's GST details", () => {
  it("asks nothing of a guest who leaves the GST part empty", () => {
    expect(gstProblem(emptyBooking, en)).toBeNull();
    expect(gstInvoiceOf(emptyBooking, "en")).toBeNull();
  });

  it("refuses a GSTIN with a wrong check character with its message, about the GSTIN field", () => {
    expect(gstProblem({ ...company, gstin: "27AAPFU0939F1ZX" }, en)).toEqual({
      message: "This GSTIN has a mistyped character: its last character does not match the rest. Please check it.",
      fields: ["gstin"],
    });
  });

  it("asks for the legal name once a GSTIN is typed", () => {
    expect(gstProblem({ ...company, gstLegalName: " " }, hi)).toEqual({
      message: "कृपया कंपनी का क़ानूनी नाम लिखें।",
      fields: ["gstLegalName"],
    });
  });

  it("fills the billing state in from the GSTIN's first two digits while the guest has not picked one by hand", () => {
    const typing = { gstin: "", gstState: "" };
    expect(billingState(withTypedGstin(typing, "2"))).toBe("");
    const maharashtra = withTypedGstin(typing, "27aap");
    expect(maharashtra.gstin).toBe("27AAP");
    expect(billingState(maharashtra)).toBe("27");
    // The GSTIN corrected: the state follows it, as nobody picked one.
    expect(billingState(withTypedGstin(maharashtra, "23AAACR5055K1ZF"))).toBe("23");
  });

  it("never overwrites a state picked by hand with a later GSTIN edit", () => {
    const picked = { gstin: "27AAPFU0939F1ZV", gstState: "23" };
    expect(billingState(picked)).toBe("23");
    for (const typed of ["29AAACR5055K1ZF", "2", ""]) {
      expect(withTypedGstin(picked, typed).gstState).toBe("23");
      expect(billingState(withTypedGstin(picked, typed))).toBe("23");
    }
  });

  it("gives the invoice line the name on one line, the GSTIN in capitals and the state in the page's language", () => {
    expect(gstInvoiceOf(company, "en")).toEqual({
      legalName: "Acme Travels Pvt Ltd",
      gstin: "27AAPFU0939F1ZV",
      state: "Maharashtra",
    });
    expect(gstInvoiceOf({ ...company, gstState: "23" }, "hi")?.state).toBe("मध्य प्रदेश");
  });
});

describe("the message with the extras", () => {
  const rooms = roomsIn("en").map(({ slug, name }) => ({ slug, name }));
  const values: BookingValues = { ...deluxeStay, firstName: "Priya", arrivalTime: "06:30", ...company };
  const message = (v: BookingValues, locale: "en" | "hi", s = locale === "en" ? en : hi) =>
    inquiryMessage(
      v,
      s.message,
      rooms,
      messageQuoteOf(v, pricing, locale),
      undefined,
      guestExtrasOf(v, locale),
      locale,
    );

  it("carries the Arrival and GST invoice lines in English and Hindi", () => {
    expect(message(values, "en")).toContain(
      "\nArrival: about 06:30\nGST invoice: Acme Travels Pvt Ltd, GSTIN 27AAPFU0939F1ZV, Maharashtra\n",
    );
    expect(message(values, "hi")).toContain(
      "\nपहुँचने का समय: लगभग 06:30\nGST बिल: Acme Travels Pvt Ltd, GSTIN 27AAPFU0939F1ZV, महाराष्ट्र\n",
    );
  });

  it("has neither line when neither is given, nor a GST line for details that do not hold", () => {
    const text = message({ ...values, arrivalTime: "", gstin: "27AAPFU0939F1ZX" }, "en");
    expect(text).not.toContain("Arrival:");
    expect(text).not.toContain("GST invoice:");
  });
});

describe("a kept draft's extras", () => {
  const today = new Date(2026, 10, 22);
  it("keeps the arrival, the GST details and the state, and drops an arrival or a state the form does not offer", () => {
    expect(usableValues({ arrivalTime: "06:30", gstLegalName: "Acme", gstin: "27AAP", gstState: "27" }, today)).toEqual(
      {
        arrivalTime: "06:30",
        gstLegalName: "Acme",
        gstin: "27AAP",
        gstState: "27",
      },
    );
    expect(usableValues({ arrivalTime: "06:15", gstState: "99" }, today)).toEqual({});
  });
});
