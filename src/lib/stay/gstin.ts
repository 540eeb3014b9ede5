const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A GSTIN's shape: state code, the holder's PAN, entity number, "Z", check character. */
export const gstinShape = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters (the GST Network's mod-36 rule). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = alphabet.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet[(36 - (sum % 36)) % 36]!;
}

/**
 * What is wrong with a GSTIN, or null: a guest checks it on the GST portal, so a mistyped one
 * (a wrong character fails the check character) would look like a fake hotel's.
 */
export function gstinProblem(gstin: string): string | null {
  if (!gstinShape.test(gstin))
    return "must be a GSTIN: 15 characters (state code, PAN, entity number, Z, check character)";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return "has a wrong character: its last one does not match";
  return null;
}
