import { describe, expect, it } from "vitest";
import { whatsappUrl } from "@/lib/links/whatsapp";
import { contactMailSubject, contactMessage, mailtoHref } from "./contact-message";
import type { ContactValues } from "./contact-form";
import { words } from "@/content/read/words";

const contactPage = words("contact-page", "en");

const labels = contactPage.message;
const values: ContactValues = {
  firstName: " Aarav ",
  lastName: "Sharma",
  email: "aarav@example.com ",
  phone: "",
  subject: "",
  message: "  Is the Grand Hall free on 14 March?\nAbout 70 guests.  ",
};

describe("contact message", () => {
  it("lists the sender, the subject and the message, trimmed, with 'Not provided' for what is missing", () => {
    expect(contactMessage(values, labels)).toBe(
      [
        "*New Message from the Website*",
        "",
        "Name: Aarav Sharma",
        "Email: aarav@example.com",
        "Phone: Not provided",
        "Subject: Not provided",
        "",
        "Message:",
        "Is the Grand Hall free on 14 March?\nAbout 70 guests.",
      ].join("\n"),
    );
  });

  it("writes the heading and labels in Hindi, and what was typed as typed", () => {
    const hindi = { ...values, firstName: "आरव", lastName: "शर्मा", phone: "+91 98765 43210", subject: "पार्किंग" };
    expect(contactMessage({ ...hindi, message: "क्या वैन के लिए पार्किंग है?" }, words("contact-page", "hi").message)).toBe(
      [
        "*वेबसाइट से नया संदेश*",
        "",
        "नाम: आरव शर्मा",
        "ई-मेल: aarav@example.com",
        "फ़ोन: +91 98765 43210",
        "विषय: पार्किंग",
        "",
        "संदेश:",
        "क्या वैन के लिए पार्किंग है?",
      ].join("\n"),
    );
  });

  it("names the sender by first name alone when there is no last name", () => {
    expect(contactMessage({ ...values, lastName: "" }, labels)).toContain("Name: Aarav\n");
  });

  it("survives the WhatsApp link's encoding unchanged, markup included", () => {
    const text = contactMessage({ ...values, message: "<b>50% off?</b> & more #1" }, labels);
    const url = new URL(whatsappUrl("+91 90000 00000", text));
    expect(url.searchParams.get("text")).toBe(text);
  });
});

describe("e-mail alternative", () => {
  it("uses the visitor's subject, or the default one", () => {
    expect(contactMailSubject(values, labels)).toBe("Message from the website");
    expect(contactMailSubject({ ...values, subject: " Parking " }, labels)).toBe("Parking");
  });

  it("builds a mailto: link with the subject and body encoded", () => {
    const href = mailtoHref("reservations@hotel.example", "Quote & dates?", "Line 1\nLine 2 = 50%");
    expect(href).toBe(
      "mailto:reservations@hotel.example?subject=Quote%20%26%20dates%3F&body=Line%201%0D%0ALine%202%20%3D%2050%25",
    );
  });
});
