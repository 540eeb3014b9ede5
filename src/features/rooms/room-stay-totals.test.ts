import { describe, expect, it } from "vitest";
import type { StayDates } from "@/lib/dates/dates";
import { roomStayPricingIn } from "@/content/read/rates";
import { words } from "@/content/read/words";
import { roomStayView, type RoomParty } from "./room-stay-totals";

const stayWords = { stay: words("room-stay", "en"), later: words("booking-later", "en") };
const rooms = {
  deluxe: { slug: "deluxe", name: "Deluxe Room" },
  premium: { slug: "premium", name: "Premium Room" },
};

/** Friday 4 to Monday 7 December 2026: two weekend nights and a Sunday. */
const weekend: StayDates = { checkIn: "2026-12-04", checkOut: "2026-12-07" };

function view(room: keyof typeof rooms, party: RoomParty, dates = weekend, plan = "") {
  return roomStayView(roomStayPricingIn("en", room), rooms[room], { dates, party, plan }, stayWords, "en", undefined);
}

const rowsOf = (v: ReturnType<typeof view>) => v?.breakdown && [...v.breakdown.rows, v.breakdown.total];

describe("a room page's price for the dates and the party", () => {
  it("adds the extra bed a child of 9 needs and names the child under 6 as free", () => {
    const family = view("premium", { adults: 2, childAges: [4, 9] });
    expect(family?.problems).toEqual([]);
    expect(family?.plans).toEqual([
      {
        id: "breakfast",
        name: "With breakfast",
        total: "$1,522 incl. taxes for 3 nights",
        payment: "An advance of 25% of the stay after the hotel confirms, the rest at the hotel",
      },
    ]);
    expect(family?.breakdown?.heading).toBe("Price breakdown: With breakfast");
    expect(rowsOf(family)).toEqual([
      { term: "2 nights × $499 (weekend)", value: "$998" },
      { term: "1 night × $449", value: "$449" },
      { term: "3 nights × $25 (Extra bed)", value: "$75" },
      { term: "1 child under 6", value: "Free" },
      { term: "Estimated total", value: "$1,522 incl. taxes" },
    ]);
  });

  it("prices two adults alone without an extra bed", () => {
    expect(view("premium", { adults: 2, childAges: [] })?.plans[0]?.total).toBe("$1,447 incl. taxes for 3 nights");
  });

  it("refuses a party the room cannot take, saying what to change, and prices no plan", () => {
    const deluxe = view("deluxe", { adults: 2, childAges: [9] });
    expect(deluxe).toMatchObject({ plans: [], breakdown: null });
    expect(deluxe?.problems).toEqual([
      "The Deluxe Room takes up to 2 guests. For your party, book a second room or choose a larger room.",
    ]);
    expect(view("premium", { adults: 3, childAges: [9] }, { checkIn: null, checkOut: null })?.problems).toEqual([
      "The Premium Room takes up to 2 guests, and one more on an extra bed. For your party, book a second room or choose a larger room.",
    ]);
  });

  it("asks for a child's age before pricing the stay", () => {
    expect(view("deluxe", { adults: 1, childAges: [null] })?.problems).toEqual(["Please choose the age of child 1."]);
  });

  it("lets a child under 6 share the Deluxe Room's beds, free", () => {
    const deluxe = view("deluxe", { adults: 2, childAges: [3] });
    expect(deluxe?.plans.map(({ total }) => total)).toEqual([
      "$957 incl. taxes for 3 nights",
      "$1,002 incl. taxes for 3 nights",
    ]);
    expect(deluxe?.plans.map(({ payment }) => payment)).toEqual(["Pay at the hotel", "Pay at the hotel"]);
  });

  it("breaks down the plan chosen, or the first", () => {
    const party = { adults: 2, childAges: [] };
    expect(view("deluxe", party)?.breakdown?.heading).toBe("Price breakdown: Room only");
    expect(view("deluxe", party, weekend, "breakfast")?.breakdown?.heading).toBe("Price breakdown: With breakfast");
  });

  it("names the long-stay discount and its share", () => {
    const week = view("deluxe", { adults: 2, childAges: [] }, { checkIn: "2026-12-04", checkOut: "2026-12-11" });
    expect(rowsOf(week)).toEqual([
      { term: "2 nights × $329 (weekend)", value: "$658" },
      { term: "5 nights × $299", value: "$1,495" },
      { term: "Long-stay discount (10% off)", value: "−$215.30" },
      { term: "Estimated total", value: "$1,937.70 incl. taxes" },
    ]);
  });

  it("refuses a stay longer than the longest the hotel takes, before pricing a night", () => {
    const long = view("deluxe", { adults: 2, childAges: [] }, { checkIn: "2026-12-04", checkOut: "9999-12-31" });
    expect(long).toMatchObject({ plans: [], breakdown: null });
    expect(long?.problems[0]).toMatch(/^Stays of more than 60 nights are arranged with our reservations team/);
  });

  it("says nothing until both dates are picked, when the party fits", () => {
    expect(view("deluxe", { adults: 2, childAges: [] }, { checkIn: "2026-12-04", checkOut: null })).toBeNull();
  });
});
