import type { Locale } from "@/lib/i18n";
import { legal as enLegal, type LegalPage } from "./locales/en/legal";
import { legal as hiLegal } from "./locales/hi/legal";

export type LegalPageKey = keyof typeof enLegal;
export const legalPages: Record<Locale, Record<LegalPageKey, LegalPage>> = { en: enLegal, hi: hiLegal };
