import { describe, expect, it } from "vitest";
import { dateLocaleFor } from "@/lib/dates/date-locale";
import { formatMoney } from "@/lib/stay/money";
import { emptyEvent, type EventValues } from "./event-form";
import { eventInquiryMail, eventInquiryUrl, eventMessage, type EventMessageContext } from "./event-message";
import { words } from "@/content/read/words";

const en = words("event-inquiry", "en");
const hi = words("event-inquiry", "hi");

const enDetails = words("hall-details", "en");
const hiDetails = words("hall-details", "hi");

const values: EventValues = {
  ...emptyEvent,
  eventType: "engagement",
  date: "2026-12-04",
  alternateDate: "2026-12-11",
  slot: "dinner",
  guests: "60",
  hall: "grand",
  layout: "round-tables",
  catering: "jain",
  budget: "1200",
  rooms: "5",
  nights: "2",
  firstName: "  Priya ",
  lastName: "Sharma",
  email: "priya.sharma@example.com",
  phone: "+91 98765 43210",
  notes: "  Marigold décor & a DJ, please <3 ",
};

const context = (locale: "en" | "hi"): EventMessageContext => {
  const s = locale === "en" ? en : hi;
  const d = locale === "en" ? enDetails : hiDetails;
  return {
    strings: s.message,
    names: {
      eventTypes: s.fields.eventType.options,
      slots: d.slots,
      layouts: d.layouts,
      menus: d.menus,
      halls: [
        { slug: "grand", name: locale === "en" ? "Grand Banquet Hall" : "ग्रैंड बैंक्वेट हॉल" },
        { slug: "elegant", name: locale === "en" ? "Elegant Banquet Hall" : "एलिगेंट बैंक्वेट हॉल" },
      ],
    },
    formatPrice: (amount) => formatMoney(amount, "INR", locale),
    dateLocale: dateLocaleFor(locale, words("calendar", locale)),
  };
};

describe("the event inquiry message (docs/inquiry-messages.md, section 2)", () => {
  it("writes every line in order, in English", () => {
    expect(eventMessage(values, context("en"))).toBe(
      [
        "*New Event Inquiry*",
        "",
        "Name: Priya Sharma",
        "Email: priya.sharma@example.com",
        "Phone: +91 98765 43210",
        "",
        "Event: Engagement",
        "Date: December 4th, 2026",
        "Alternate date: December 11th, 2026",
        "Time: Dinner",
        "Guests: 60",
        "Hall: Grand Banquet Hall",
        "Seating: Round tables",
        "Food: Jain package",
        "Budget per plate: ₹1,200",
        "Rooms for guests: 5 rooms × 2 nights",
        "",
        "Notes: Marigold décor & a DJ, please <3",
      ].join("\n"),
    );
  });

  it("writes labels and values in Hindi, names, e-mail, phone and numbers as typed", () => {
    expect(eventMessage(values, context("hi"))).toBe(
      [
        "*नई इवेंट पूछताछ*",
        "",
        "नाम: Priya Sharma",
        "ई-मेल: priya.sharma@example.com",
        "फ़ोन: +91 98765 43210",
        "",
        "इवेंट: सगाई",
        "तारीख़: 4 दिसंबर, 2026",
        "वैकल्पिक तारीख़: 11 दिसंबर, 2026",
        "समय: रात का भोजन",
        "मेहमान: 60",
        "हॉल: ग्रैंड बैंक्वेट हॉल",
        "बैठक व्यवस्था: गोल मेज़ें",
        "खाना: जैन पैकेज",
        "प्रति प्लेट बजट: ₹1,200",
        "मेहमानों के लिए कमरे: 5 कमरे × 2 रातें",
        "",
        "टिप्पणी: Marigold décor & a DJ, please <3",
      ].join("\n"),
    );
  });

  it("says None, Hotel to suggest, No catering and Not specified where nothing was chosen", () => {
    const bare = {
      ...values,
      alternateDate: "",
      hall: "suggest",
      catering: "none",
      budget: "",
      rooms: "",
      nights: "",
      notes: " ",
    };
    const lines = eventMessage(bare, context("en")).split("\n");
    expect(lines.slice(8)).toEqual([
      "Alternate date: None",
      "Time: Dinner",
      "Guests: 60",
      "Hall: Hotel to suggest",
      "Seating: Round tables",
      "Food: No catering",
      "Budget per plate: Not specified",
      "Rooms for guests: None",
      "",
      "Notes: None",
    ]);
  });

  it("says the same in Hindi", () => {
    const bare = {
      ...values,
      alternateDate: "",
      hall: "suggest",
      catering: "none",
      budget: "",
      rooms: "",
      nights: "",
      notes: "",
    };
    const lines = eventMessage(bare, context("hi")).split("\n");
    expect([lines[8], lines[11], lines[13], lines[14], lines[15], lines[17]]).toEqual([
      "वैकल्पिक तारीख़: कोई नहीं",
      "हॉल: होटल सुझाए",
      "खाना: कैटरिंग नहीं",
      "प्रति प्लेट बजट: उल्लेख नहीं",
      "मेहमानों के लिए कमरे: कोई नहीं",
      "टिप्पणी: कोई नहीं",
    ]);
  });

  it("writes one room for one night in the singular", () => {
    const lines = eventMessage({ ...values, rooms: "1", nights: "1" }, context("en")).split("\n");
    expect(lines[15]).toBe("Rooms for guests: 1 room × 1 night");
    expect(eventMessage({ ...values, rooms: "1", nights: "1" }, context("hi")).split("\n")[15]).toBe(
      "मेहमानों के लिए कमरे: 1 कमरा × 1 रात",
    );
  });

  it("reads guests, rooms, nights and the budget typed in Devanagari digits", () => {
    const typed = { ...values, guests: "६०", rooms: "५", nights: "२", budget: "१२००" };
    expect(eventMessage(typed, context("hi"))).toBe(eventMessage(values, context("hi")));
  });

  it("formats the budget as the site formats prices, in the site's currency", () => {
    const usd = { ...context("en"), formatPrice: (n: number) => formatMoney(n, "USD", "en") };
    expect(eventMessage({ ...values, budget: "15.5" }, usd).split("\n")[14]).toBe("Budget per plate: $15.50");
  });

  it("keeps the notes' line breaks and puts the text whole into the wa.me link", () => {
    const url = eventInquiryUrl("+91 90000 00000", { ...values, notes: "Line one\nLine two" }, context("en"));
    expect(url.startsWith("https://wa.me/919000000000?text=")).toBe(true);
    expect(decodeURIComponent(url.split("?text=")[1]!)).toMatch(/\n\nNotes: Line one\nLine two$/);
  });

  it("offers the same text as an e-mail with a subject naming the event and date", () => {
    const mail = eventInquiryMail("events@hotel.example", en.mailSubject, values, context("en"));
    expect(mail).toMatch(
      /^mailto:events@hotel\.example\?subject=Event%20inquiry%3A%20Engagement%20on%20December%204th%2C%202026&body=/,
    );
    expect(decodeURIComponent(mail.split("&body=")[1]!)).toBe(
      eventMessage(values, context("en")).replace(/\n/g, "\r\n"),
    );
  });
});
