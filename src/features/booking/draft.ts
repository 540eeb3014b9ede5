/** The unfinished booking inquiry, kept for the tab (src/lib/forms/session-draft.ts); read back through usableValues. */
export const draftKey = "booking-inquiry-draft";
