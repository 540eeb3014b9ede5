/** The island error screen's words, kept apart so every island can carry them cheaply. */
export const errors = {
  unexpected: "Unexpected Application Error!",
};
export type ErrorStrings = typeof errors;
