/** The unfinished booking inquiry, kept for the tab (src/lib/session-draft.ts); read back through usableValues. */
export const draftKey = "booking-inquiry-draft";
