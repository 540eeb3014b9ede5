import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkContact,
  contactLimits,
  emptyContactValues,
  fieldsWithErrors,
  subjectFromSearch,
  validateContact,
  withCorrected,
  type ContactValues,
} from "./contact-form";

const valid: ContactValues = {
  firstName: "Aarav",
  lastName: "Sharma",
  email: "aarav@example.com",
  phone: "+91 98765 43210",
  subject: "Wedding in March",
  message: "Is the Grand Hall free on 14 March?",
};

describe("contact form rules", () => {
  it("accepts a complete message", () => {
    expect(validateContact(valid)).toEqual({});
  });

  it("requires a first name, an e-mail address and a message", () => {
    expect(validateContact(emptyContactValues)).toEqual({
      firstName: "firstNameRequired",
      email: "emailRequired",
      message: "messageRequired",
    });
  });

  it("treats a field of spaces as empty", () => {
    expect(validateContact({ ...valid, firstName: "   ", message: " \n " })).toEqual({
      firstName: "firstNameRequired",
      message: "messageRequired",
    });
  });

  it("accepts a message without last name, phone or subject", () => {
    expect(validateContact({ ...valid, lastName: "", phone: "", subject: "" })).toEqual({});
  });

  it("rejects an e-mail address without a domain", () => {
    expect(validateContact({ ...valid, email: "aarav@example" })).toEqual({ email: "emailInvalid" });
  });

  it("rejects a phone number of six characters", () => {
    expect(validateContact({ ...valid, phone: "123456" })).toEqual({ phone: "phoneInvalid" });
  });

  it("rejects a phone number of letters", () => {
    expect(validateContact({ ...valid, phone: "call me" })).toEqual({ phone: "phoneInvalid" });
  });

  it("rejects a message longer than 1000 characters", () => {
    expect(contactLimits.message).toBe(1000);
    expect(validateContact({ ...valid, message: "a".repeat(1001) })).toEqual({ message: "tooLong" });
    expect(validateContact({ ...valid, message: "a".repeat(1000) })).toEqual({});
  });

  it("lists the fields with problems in the order of the form", () => {
    expect(fieldsWithErrors({ message: "messageRequired", firstName: "firstNameRequired" })).toEqual([
      "firstName",
      "message",
    ]);
  });

  it("never reports a problem for a field that follows every rule", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0),
        (name) => {
          expect(validateContact({ ...valid, firstName: name, lastName: name }).firstName).toBeUndefined();
        },
      ),
    );
  });
});

describe("subject from the link", () => {
  it("prefills the subject a link asks for", () => {
    expect(subjectFromSearch("?subject=Quote%20request%3A%20Grand%20Banquet%20Hall")).toBe(
      "Quote request: Grand Banquet Hall",
    );
  });

  it("is empty without a subject", () => {
    expect(subjectFromSearch("")).toBe("");
    expect(subjectFromSearch("?other=1")).toBe("");
  });

  it("keeps the subject on one line and within the field's limit", () => {
    expect(subjectFromSearch("?subject=a%0Ab%09%20c")).toBe("a b c");
    expect(subjectFromSearch(`?subject=${"x".repeat(400)}`)).toHaveLength(contactLimits.subject);
  });

  it("cuts a long subject before an emoji the limit falls inside, so the message can still be sent", () => {
    const subject = subjectFromSearch(`?subject=${encodeURIComponent(`${"x".repeat(149)}😀 and more`)}`);
    expect(subject).toBe("x".repeat(149));
    expect(() => encodeURIComponent(subject)).not.toThrow();
  });
});

describe("the contact form's check", () => {
  it("lets a complete message go", () => {
    expect(checkContact(valid)).toBeNull();
  });

  it("lists each field's problem in the order of the form", () => {
    expect(checkContact({ ...valid, message: " ", firstName: "" })).toEqual({
      errors: { firstName: "firstNameRequired", message: "messageRequired" },
      fields: ["firstName", "message"],
    });
  });

  it("drops a corrected field's problem and keeps the others'", () => {
    const found = checkContact(emptyContactValues)!;
    expect(withCorrected(found, "email")).toEqual({
      errors: { firstName: "firstNameRequired", message: "messageRequired" },
      fields: ["firstName", "message"],
    });
  });
});
