// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminConfig, configPath, configText } from "./admin-config";
import { defaultLocale, locales } from "../src/lib/i18n/i18n";
import { copyFileSchema, factFiles, listCollections, listEntrySchema } from "../src/content/schema/registry";

type Field = {
  name: string;
  widget?: string;
  required?: boolean;
  min?: number;
  max?: number;
  pattern?: [string, string];
  i18n?: boolean;
  fields?: Field[];
  label?: string;
};
const rooms = () =>
  (adminConfig().collections as { name: string; fields?: Field[] }[]).find((c) => c.name === "rooms")!;
const field = (name: string) => rooms().fields!.find((f) => f.name === name)!;

describe("the editor's configuration", () => {
  it("is the one written from the content registry (run npx tsx scripts/admin-config.ts after changing a schema)", () => {
    // The repository the owner sets in the editor is written into the build's copy (src/admin/integration.ts): an
    // owner's edit of it leaves this file as it was, and must not fail the checks.
    const [comment, ...written] = readFileSync(configPath, "utf8").split("\n");
    const [freshComment] = configText().split("\n");
    expect(comment).toBe(freshComment);
    expect({ ...JSON.parse(written.join("\n")), backend: adminConfig().backend }).toEqual(adminConfig());
  });

  it("translates a room's words side by side and keeps its facts in one place", () => {
    expect(field("name").i18n).toBe(true);
    expect(field("sizeSqm").i18n).toBeUndefined();
  });

  it("checks a slug with the schema's pattern and message", () => {
    expect(field("slug").pattern).toEqual(["^[a-z0-9-]+$", "must be lowercase letters, digits and hyphens"]);
  });

  type Collection = { name: string; i18n?: unknown; files?: { name: string; fields: Field[] }[] };
  const file = (collection: string, name: string) =>
    (adminConfig().collections as Collection[])
      .find((c) => c.name === collection)!
      .files!.find((f) => f.name === name)!;
  const at = (fields: Field[], path: string): Field =>
    path.split(".").reduce<Field>((f, name) => f.fields!.find((inner) => inner.name === name)!, { fields } as Field);

  it("lets the owner set the check-in time with the schema's 24-hour pattern and message", () => {
    expect(at(file("hotel", "policies").fields, "checkIn")).toMatchObject({
      required: true,
      pattern: ["^([01]\\d|2[0-3]):[0-5]\\d$", "must be a time such as 14:00"],
    });
  });

  it("shows the restaurant's table limit and the event-room offer with the schemas' ranges", () => {
    expect(at(file("hotel", "dining").fields, "reservations.maxPeople")).toMatchObject({ min: 1, max: 100 });
    expect(at(file("hotel", "event-room-offer").fields, "discountPercent")).toMatchObject({ min: 1, max: 99 });
  });

  it("edits the policy words and the FAQ's questions and answers in English and Hindi side by side", () => {
    const policies = file("copy", "policies").fields;
    expect(at(policies, "cancellation.free").i18n).toBe(true);
    expect(at(policies, "faq.items").fields!.map((f) => f.name)).toEqual(["question", "answer"]);
  });

  it("offers the rooms by name, dates by a date picker and folded rows named by their season or mark in the rates and availability", () => {
    const rates = file("hotel", "rates").fields;
    const marks = at(file("hotel", "availability").fields, "marks");
    for (const room of [at(rates, "rooms.room"), at(marks.fields!, "room")])
      expect(room).toMatchObject({ widget: "relation", collection: "rooms", value_field: "slug" });
    for (const date of [at(rates, "rooms.seasons.from"), at(marks.fields!, "to")])
      expect(date).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(at(rates, "rooms.seasons")).toMatchObject({ summary: expect.stringContaining("{{fields.name.en}}") });
    expect(marks).toMatchObject({ label_singular: "mark", summary: expect.stringContaining("{{fields.status}}") });
    expect(at(rates, "rooms.seasons.name").fields!.map((f) => f.label)).toEqual(["English", "Hindi (हिन्दी)"]);
  });

  it("edits a room's weekday, weekend and season rates and its plans together, refusing a weekday rate below one cent", () => {
    const rates = file("hotel", "rates").fields;
    expect(at(rates, "rooms").fields!.map((f) => f.name)).toEqual([
      "room",
      "base",
      "weekend",
      "seasons",
      "longStay",
      "plans",
    ]);
    expect(at(rates, "rooms.base")).toMatchObject({ label: "Weekday nightly rate", required: true, min: 0.01 });
    expect(field("price")).toBeUndefined();
  });

  it("leaves an optional group optional: an untouched 'Analytics' asks for no provider", () => {
    const analytics = at(file("hotel", "site").fields, "analytics");
    expect(analytics.required).toBe(false);
    expect(analytics.fields!.map((f) => [f.name, f.required])).toEqual([
      ["provider", false],
      ["host", false],
      ["siteId", false],
    ]);
    // A required group keeps its required fields.
    expect(at(file("hotel", "site").fields, "address.street").required).toBe(true);
  });

  it("offers the currency and the ready GST table as choices in the site's pricing, with the amounts' currencies beside them", () => {
    type Choice = Field & { options?: string[] };
    const pricing = file("hotel", "site").fields;
    expect((at(pricing, "pricing.currency") as Choice).options).toEqual(["USD", "INR"]);
    expect((at(pricing, "pricing.tax.kind") as Choice).options).toEqual(["none", "included", "added", "table"]);
    expect((at(pricing, "pricing.tax.table") as Choice).options).toEqual(["india-gst-2025"]);
    expect(at(pricing, "pricing.amountsEnteredIn").fields!.map((f) => f.name)).toEqual([
      "roomRates",
      "policies",
      "halls",
      "dishes",
      "experiences",
    ]);
  });

  it("lets the owner save every entry as it stands: no list the editor requires is empty in its file", () => {
    // Sveltia refuses to save an entry whose required list has no item ("This field is required"): the
    // pilgrims' file held the Simhastha's bathing dates as [] and could not be saved at all.
    const emptyRequiredLists = (fields: Field[], data: unknown, at: string): string[] =>
      fields.flatMap((f) => {
        const value = (data as Record<string, unknown> | undefined)?.[f.name];
        const path = `${at}${f.name}`;
        if (f.widget === "list" && f.required !== false && Array.isArray(value) && value.length === 0) return [path];
        if (f.widget === "list" && f.fields && Array.isArray(value))
          return value.flatMap((item, i) => emptyRequiredLists(f.fields!, item, `${path}.${i}.`));
        if (f.widget === "object" && f.fields) return emptyRequiredLists(f.fields, value, `${path}.`);
        return [];
      });
    type Entries = { name: string; folder?: string; fields?: Field[]; files?: { file: string; fields: Field[] }[] };
    const json = (path: string) => JSON.parse(readFileSync(path, "utf8"));
    const problems = (adminConfig().collections as Entries[]).flatMap((collection) =>
      collection.folder
        ? readdirSync(collection.folder)
            .filter((name) => name.endsWith(".json"))
            .flatMap((name) =>
              emptyRequiredLists(
                collection.fields!,
                json(`${collection.folder}/${name}`),
                `${collection.folder}/${name}: `,
              ),
            )
        : collection.files!.flatMap(({ file, fields }) =>
            collection.name === "copy"
              ? Object.entries(json(file)).flatMap(([locale, words]) =>
                  emptyRequiredLists(fields, words, `${file}: ${locale}.`),
                )
              : emptyRequiredLists(fields, json(file), `${file}: `),
          ),
    );
    expect(problems).toEqual([]);
  });

  it("lets the owner remove a list's last item exactly where the content takes none, and requires one where the content does", () => {
    // Every list in every entry, emptied as the owner would in the editor: a list the editor requires
    // is refused empty, and the schema must refuse it too (its own message at that list); an optional
    // one is left out of the saved file (omit_empty_optional_fields), and the schema must take the
    // entry so, as none (the build's content collections validate with these schemas).
    type Entries = { name: string; folder?: string; fields?: Field[]; files?: { file: string; fields: Field[] }[] };
    type Json = Record<string, unknown>;
    const lists = (
      fields: Field[],
      data: unknown,
      at: (string | number)[],
    ): { at: (string | number)[]; required: boolean }[] =>
      fields.flatMap((f) => {
        const value = (data as Json | undefined)?.[f.name];
        const path = [...at, f.name];
        if (f.widget === "list" && Array.isArray(value))
          return [
            { at: path, required: f.required !== false },
            ...(f.fields ? value.flatMap((item, i) => lists(f.fields!, item, [...path, i])) : []),
          ];
        if (f.widget === "object" && f.fields) return lists(f.fields, value, path);
        return [];
      });
    const emptied = (data: Json, at: (string | number)[], required: boolean): Json => {
      const copy = structuredClone(data);
      const parent = at.slice(0, -1).reduce<Json>((inner, key) => inner[key] as Json, copy);
      if (required) parent[at.at(-1)!] = [];
      else delete parent[at.at(-1)!];
      return copy;
    };
    const json = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Json;
    const files = (adminConfig().collections as Entries[]).flatMap((collection) => {
      if (collection.folder) {
        const list = listCollections.find((l) => `src/content/${l.folder}` === collection.folder)!;
        return readdirSync(collection.folder)
          .filter((name) => name.endsWith(".json"))
          .map((name) => ({
            path: `${collection.folder}/${name}`,
            fields: collection.fields!,
            schema: listEntrySchema(list, name.split(".").at(-2)!, defaultLocale),
            under: [] as string[][],
          }));
      }
      return collection.files!.map(({ file, fields }) => ({
        path: file,
        fields,
        schema:
          collection.name === "copy"
            ? copyFileSchema(
                locales,
                file
                  .split("/")
                  .at(-1)!
                  .replace(/\.json$/, "") as never,
              )
            : factFiles.find((f) => `src/content/${f.file}` === file)!.schema,
        under: collection.name === "copy" ? locales.map((locale) => [locale]) : [[]],
      }));
    });
    const verdicts = files.flatMap(({ path, fields, schema, under }) =>
      (under.length ? under : [[]]).flatMap((prefix) => {
        const data = json(path);
        const inner = prefix.reduce<Json>((value, key) => value[key] as Json, data);
        return lists(fields, inner, prefix).map(({ at, required }) => {
          const result = schema.safeParse(emptied(data, at, required));
          const refused = !result.success && result.error.issues.some((issue) => issue.path.join(".") === at.join("."));
          return `${path}: ${at.join(".")} ${required ? "required" : "optional"}: the content ${result.success ? "takes it" : refused ? "refuses it there" : "refuses something else"}`;
        });
      }),
    );
    // The lists the content takes empty, seen here, and that no list the content takes empty is required.
    expect(verdicts.filter((v) => v.endsWith("takes it"))).toEqual(
      expect.arrayContaining([
        "src/content/availability.json: marks optional: the content takes it",
        "src/content/rates.json: weekendNights optional: the content takes it",
        "src/content/rates.json: rooms.0.seasons optional: the content takes it",
      ]),
    );
    expect(
      verdicts.filter(
        (v) => !/ required: the content refuses it there$/.test(v) && !/ optional: the content takes it$/.test(v),
      ),
    ).toEqual([]);
  });
});
