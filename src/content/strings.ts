import type { Locale } from "@/lib/i18n";
import { common as enCommon, type CommonStrings } from "./locales/en/common";
import { errors as enErrors, type ErrorStrings } from "./locales/en/errors";
import { common as hiCommon } from "./locales/hi/common";
import { errors as hiErrors } from "./locales/hi/errors";

/** The shell's strings in every language; TypeScript refuses a language that misses a key. */
export const commonStrings: Record<Locale, CommonStrings> = { en: enCommon, hi: hiCommon };
export const errorStrings: Record<Locale, ErrorStrings> = { en: enErrors, hi: hiErrors };
