import type { ErrorStrings } from "../en/errors";

export const errors: ErrorStrings = {
  unexpected: "अनपेक्षित त्रुटि हुई!",
};
