import { usableValues, type BookingValues } from "./booking-form";

/**
 * The unfinished inquiry is kept in the tab's session storage, so a reload does not lose it.
 * It never leaves the browser, and it is gone when the tab closes.
 */
export const draftKey = "booking-inquiry-draft";

/** The tab's session storage, or null where the browser refuses it (privacy modes, blocked storage). */
export function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored draft, with whatever no longer makes sense on `today` left out. */
export function loadDraft(storage: Storage | null, today: Date): Partial<BookingValues> {
  try {
    const text = storage?.getItem(draftKey);
    return text ? usableValues(JSON.parse(text), today) : {};
  } catch {
    return {};
  }
}

export function saveDraft(storage: Storage | null, values: BookingValues): void {
  try {
    storage?.setItem(draftKey, JSON.stringify(values));
  } catch {
    // Storage full or refused: the form still works, only a reload would lose the draft.
  }
}

export function clearDraft(storage: Storage | null): void {
  try {
    storage?.removeItem(draftKey);
  } catch {
    // Nothing stored that could be cleared.
  }
}
