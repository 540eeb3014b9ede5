import { readStored, removeStored, writeStored } from "@/lib/session-draft";
import { usableValues, type BookingValues } from "./booking-form";

export { sessionStore } from "@/lib/session-draft";

/** The unfinished booking inquiry, kept for the tab (src/lib/session-draft.ts). */
export const draftKey = "booking-inquiry-draft";

/** The stored draft, with whatever no longer makes sense on `today` left out. */
export function loadDraft(storage: Storage | null, today: Date): Partial<BookingValues> {
  const stored = readStored(storage, draftKey);
  return stored === undefined ? {} : usableValues(stored, today);
}

export function saveDraft(storage: Storage | null, values: BookingValues): void {
  writeStored(storage, draftKey, values);
}

export function clearDraft(storage: Storage | null): void {
  removeStored(storage, draftKey);
}
