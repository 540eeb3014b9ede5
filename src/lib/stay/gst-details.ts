import type { Locale } from "../i18n/i18n";
import { oneLine } from "../i18n/text";
import { gstStates } from "./gst-states";
import { gstinCheckCharacter, gstinShape } from "./gstin";

/*
 * A company's details for a GST invoice in its name: the legal name, the GSTIN and the billing
 * state, which is the GSTIN's own (its first two digits), so the guest never types it. Problems
 * are codes; the words are the page's (copy), so the form and the message can say them.
 */

/** The details as the form holds them: the name and the GSTIN as typed. */
export type GstDetailsInput = { legalName: string; gstin: string };

/** The details once checked: the name on one line, the GSTIN in capitals without spaces, the state's code. */
export type GstDetails = { legalName: string; gstin: string; stateCode: string };

export const legalNameLimit = 100;

export type GstProblem =
  | { field: "legalName"; code: "missing" | "too-long" }
  | { field: "gstin"; code: "missing" | "shape" | "checksum" | "unknown-state" };

/** A GSTIN as typed ("27aapfu 0939f1zv") in its written form: capitals, no spaces or hyphens. */
export function normalGstin(typed: string): string {
  return typed.replace(/[\s-]+/g, "").toUpperCase();
}

/** The billing state's code of a GSTIN, when its first two digits name a state. */
export function gstinStateCode(gstin: string): string | null {
  const code = normalGstin(gstin).slice(0, 2);
  return Object.hasOwn(gstStates, code) ? code : null;
}

/** The state a code names, in the page's language ("Madhya Pradesh", "मध्य प्रदेश"). */
export function stateName(code: string, locale: Locale): string | null {
  return Object.hasOwn(gstStates, code) ? gstStates[code]![locale] : null;
}

function gstinProblemOf(typed: string): GstProblem | null {
  const gstin = normalGstin(typed);
  if (gstin === "") return { field: "gstin", code: "missing" };
  if (!gstinShape.test(gstin)) return { field: "gstin", code: "shape" };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return { field: "gstin", code: "checksum" };
  if (!gstinStateCode(gstin)) return { field: "gstin", code: "unknown-state" };
  return null;
}

/** What keeps the details from an invoice, field by field (the name first), or none. */
export function gstDetailsProblems(input: GstDetailsInput): GstProblem[] {
  const name = oneLine(input.legalName);
  const problems: GstProblem[] = [];
  if (name === "") problems.push({ field: "legalName", code: "missing" });
  else if ([...name].length > legalNameLimit) problems.push({ field: "legalName", code: "too-long" });
  const gstin = gstinProblemOf(input.gstin);
  return gstin ? [...problems, gstin] : problems;
}

/** The checked details, or null while any problem stands. */
export function gstDetailsOf(input: GstDetailsInput): GstDetails | null {
  if (gstDetailsProblems(input).length > 0) return null;
  const gstin = normalGstin(input.gstin);
  return { legalName: oneLine(input.legalName), gstin, stateCode: gstinStateCode(gstin)! };
}
