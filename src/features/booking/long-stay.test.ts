import { describe, expect, it } from "vitest";
import { roomsRules } from "@/content/read/rates";
import { words } from "@/content/read/words";
import { longStayNotice, longStayProblem } from "./long-stay";

const en = words("booking-later", "en");
const max = roomsRules.maxStayNights;

describe("the longest stay", () => {
  it("refuses a stay to 9999-12-31 with the maximum-stay message, about the check-out", () => {
    const problem = longStayProblem({ checkIn: "2026-12-10", checkOut: "9999-12-31" }, max, en);
    expect(problem?.fields).toEqual(["checkOut"]);
    expect(problem?.message).toMatch(
      /^Stays of more than 60 nights are arranged with our reservations team \(these dates give 2[\d,]+\)/,
    );
  });

  it("offers a long-stay chat on WhatsApp with the refusal", () => {
    const notice = longStayNotice({ checkIn: "2026-12-10", checkOut: "9999-12-31" }, max, en, "+91 90000 00000");
    expect(notice?.ask).toEqual({
      label: "Ask about a long stay on WhatsApp",
      href: `https://wa.me/919000000000?text=${encodeURIComponent("Hello, I would like to ask about a long stay.")}`,
    });
  });

  it("takes a stay of exactly the maximum, and one without both dates", () => {
    expect(longStayProblem({ checkIn: "2026-12-01", checkOut: "2027-01-30" }, max, en)).toBeNull();
    expect(longStayNotice({ checkIn: "2026-12-01", checkOut: "" }, max, en, "+91 90000 00000")).toBeNull();
  });
});
