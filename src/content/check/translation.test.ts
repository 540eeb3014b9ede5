import { describe, expect, it } from "vitest";
import { locales, type Locale } from "@/lib/i18n/i18n";
import { wordTrees } from "./content";
import { devanagariScript, placeholdersOf, translationProblems } from "./translation";

/**
 * Every dictionary (copy/<name>.json) and every list's words, read raw with their placeholders,
 * by the name their key paths start with ("copy.booking", "rooms").
 */
const registries = wordTrees() as Record<string, Record<Locale, unknown>>;

/**
 * Strings the translators kept identical to English on purpose. Anything else that equals the
 * English text at the same key is an English leftover on a translated page.
 */
const sameAsEnglish: Record<Exclude<Locale, "en">, ReadonlySet<string>> = {
  hi: new Set([
    // Pure placeholders and figures: no words to translate.
    "copy.home.stats.occupiedValue", // "{occupied}/{total}"
    "copy.home.stats.satisfactionValue", // "{value}%"
    "copy.rooms-page.bookNowRoom", // "{room}", read after "Book Now"
    "copy.booking-later.estimate.group", // "{nights} × {price}"
    "copy.booking-later.estimate.withReason", // "{group} ({reason})"
    "copy.common.notFound.code", // "404"
    // Examples of what to type: an address and a number look the same in every language.
    "copy.contact-fields.fields.email.placeholder", // "you@example.com"
    "copy.contact-fields.fields.phone.placeholder", // "+91 98765 43210"
    "copy.contact-page.form.placeholders.email",
    "copy.contact-page.form.placeholders.phone",
    "copy.room-page.meta.title", // "{room} | {name}"
    // Figures and times: "{slot}: {from} – {to}" and the like carry no words.
    "copy.hall-details.slotValue",
    "copy.event-inquiry.capacity.fit",
    "copy.dining.hours.value",
    // Brand names Hindi readers know in Latin letters.
    "copy.contact-page.info.whatsapp", // "WhatsApp"
  ]),
};

const translated = locales.filter((l): l is Exclude<Locale, "en"> => l !== "en");

describe.each(translated)("the %s edition", (locale) => {
  it.each(Object.keys(registries))("has every %s string, translated, with the English placeholders", (name) => {
    const registry = registries[name];
    const problems = translationProblems(registry.en, registry[locale], name, {
      locale,
      allowSame: sameAsEnglish[locale],
      script: locale === "hi" ? devanagariScript : undefined,
    });
    expect(problems).toEqual([]);
  });

  it("allows only strings that really equal English, so the allow-list cannot rot", () => {
    const stale = [...sameAsEnglish[locale]].filter((path) => {
      const name = Object.keys(registries).find((registry) => path.startsWith(`${registry}.`)) ?? "";
      const keys = path.slice(name.length + 1).split(".");
      const at = (root: unknown) =>
        keys.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], root);
      const en = at(registries[name]?.en);
      return typeof en !== "string" || en !== at(registries[name][locale]);
    });
    expect(stale).toEqual([]);
  });
});

describe("translationProblems", () => {
  const english = { nav: { home: "Home", rooms: "Rooms" }, items: ["Free WiFi", "Safe"], greeting: "Hello {name}" };
  const hindi = { nav: { home: "होम", rooms: "कमरे" }, items: ["मुफ़्त WiFi", "सेफ़"], greeting: "नमस्ते {name}" };
  const check = (translation: unknown, allowSame: string[] = []) =>
    translationProblems(english, translation, "x", {
      locale: "hi",
      allowSame: new Set(allowSame),
      script: devanagariScript,
    });

  it("finds nothing wrong in a complete translation", () => {
    expect(check(hindi)).toEqual([]);
  });

  it("names a key missing from the translation", () => {
    expect(check({ ...hindi, nav: { home: "होम" } })).toEqual(["x.nav.rooms: missing in hi"]);
  });

  it("names a key the English strings do not have", () => {
    expect(check({ ...hindi, nav: { ...hindi.nav, spa: "स्पा" } })).toEqual(["x.nav.spa: in hi but not in en"]);
  });

  it("names a list with another number of items", () => {
    expect(check({ ...hindi, items: ["मुफ़्त WiFi"] })).toEqual(["x.items: has 1 items in hi, 2 in en"]);
  });

  it("names an empty string", () => {
    expect(check({ ...hindi, nav: { ...hindi.nav, rooms: " " } })).toEqual(["x.nav.rooms: is empty in hi"]);
  });

  it("names a string left in English", () => {
    expect(check({ ...hindi, items: ["मुफ़्त WiFi", "Safe"] })).toEqual(['x.items.1: hi text is the English text "Safe"']);
  });

  it("accepts an English text on the allow-list", () => {
    expect(check({ ...hindi, items: ["मुफ़्त WiFi", "Safe"] }, ["x.items.1"])).toEqual([]);
  });

  it("names a translated string without a letter of its script", () => {
    expect(check({ ...hindi, nav: { ...hindi.nav, home: "Home page" } })).toEqual([
      'x.nav.home: hi text "Home page" is not written in its script',
    ]);
  });

  it("names a placeholder lost or renamed in translation", () => {
    expect(check({ ...hindi, greeting: "नमस्ते {naam}" })).toEqual([
      "x.greeting: placeholders {naam} in hi, {name} in en",
    ]);
  });

  it("names a string where the English has a list", () => {
    expect(check({ ...hindi, items: "मुफ़्त WiFi" })).toEqual(["x.items: is string in hi but array in en"]);
  });
});

describe("placeholdersOf", () => {
  it("lists each placeholder once, sorted", () => {
    expect(placeholdersOf("{b} and {a}, {b} again; ${price}")).toEqual(["a", "b", "price"]);
  });
});
