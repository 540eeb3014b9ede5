// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { readStored, writeStored } from "@/lib/forms/session-draft";
import { emptyBooking, usableValues } from "./booking-form";
import { draftKey } from "./draft";

/** The draft as the wizard reads it back on hydration. */
const loadDraft = (storage: Storage | null, today: Date) => usableValues(readStored(storage, draftKey), today);
const saveDraft = (storage: Storage | null, draft: typeof values) => writeStored(storage, draftKey, draft);

const today = new Date(2026, 10, 22, 9, 0);
const values = {
  ...emptyBooking,
  firstName: "Priya",
  email: "priya@example.com",
  checkIn: "2026-12-04",
  checkOut: "2026-12-07",
  roomType: "premium",
  ratePlan: "breakfast",
  guests: "2",
  specialRequests: "Quiet room",
};

describe("the booking draft", () => {
  it("comes back as it was saved", () => {
    saveDraft(sessionStorage, values);
    expect(loadDraft(sessionStorage, today)).toEqual(values);
  });

  it("forgets dates that have passed since it was saved", () => {
    saveDraft(sessionStorage, values);
    const later = new Date(2026, 11, 5);
    expect(loadDraft(sessionStorage, later)).toMatchObject({ checkOut: "2026-12-07" });
    expect(loadDraft(sessionStorage, later)).not.toHaveProperty("checkIn");
  });

  it("ignores a stored draft that is not JSON or holds the wrong types", () => {
    sessionStorage.setItem(draftKey, "{not json");
    expect(loadDraft(sessionStorage, today)).toEqual({});
    sessionStorage.setItem(draftKey, JSON.stringify({ firstName: 42, lastName: "Sharma", roomType: "presidential" }));
    expect(loadDraft(sessionStorage, today)).toEqual({ lastName: "Sharma" });
  });

  it("cuts stored special requests to 1000 characters", () => {
    sessionStorage.setItem(draftKey, JSON.stringify({ specialRequests: "x".repeat(1200) }));
    expect(loadDraft(sessionStorage, today).specialRequests).toHaveLength(1000);
  });

  it("keeps the extra bed ticked or not", () => {
    saveDraft(sessionStorage, { ...values, extraBed: true });
    expect(loadDraft(sessionStorage, today)).toMatchObject({ extraBed: true });
    saveDraft(sessionStorage, { ...values, extraBed: false });
    expect(loadDraft(sessionStorage, today)).toMatchObject({ extraBed: false });
  });

  it("reads the extra bed of a draft kept before it was a yes or no ('yes' or '')", () => {
    sessionStorage.setItem(draftKey, JSON.stringify({ ...values, extraBed: "yes" }));
    expect(loadDraft(sessionStorage, today)).toMatchObject({ extraBed: true, roomType: "premium" });
    sessionStorage.setItem(draftKey, JSON.stringify({ ...values, extraBed: "" }));
    expect(loadDraft(sessionStorage, today)).toMatchObject({ extraBed: false });
  });

  it("drops an extra bed that is neither a yes nor a no", () => {
    sessionStorage.setItem(draftKey, JSON.stringify({ extraBed: "no", firstName: "Priya" }));
    expect(loadDraft(sessionStorage, today)).toEqual({ firstName: "Priya" });
  });

  it("works without storage", () => {
    saveDraft(null, values);
    expect(loadDraft(null, today)).toEqual({});
  });
});
