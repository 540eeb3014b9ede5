/**
 * Writes the editor's configuration (public/admin/config.yml, Sveltia CMS, in Decap's format) from the content registry
 * (src/content/schema/registry.ts), so the editor's field rules are the schemas' rules: required fields,
 * number ranges, patterns and choices come from the same zod schemas the build validates with.
 * Rules the editor cannot express (an offer label must keep {percent}) are refused by the build.
 *
 *   npx tsx scripts/admin-config.ts            writes public/admin/config.yml
 *   npx tsx scripts/admin-config.ts --check    fails when the file is out of date (run by the unit tests)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { defaultLocale, locales } from "../src/lib/i18n/i18n";
import { maxUploadBytes } from "../src/lib/photos/photos";
import { copyFiles, factFiles, listCollections } from "../src/content/schema/registry";
import siteFacts from "../src/content/site.json" with { type: "json" };

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  minLength?: number;
  "x-messages"?: string[];
  /**
   * Set by the schema with .meta(): "image" for a photo (uploaded through the editor or a photo-host
   * address), "date" for a calendar date (a date picker writing YYYY-MM-DD), "room" for a room's slug
   * (a choice of the rooms by name).
   */
  "x-widget"?: string;
  /** Set by the schema with .meta(): shown under the field. */
  "x-hint"?: string;
  /** Set by the schema with .meta(): the field's label, where its name would read poorly. */
  "x-label"?: string;
  /** Set by the schema with .meta() on a list: each item's line when folded, and what one item is called. */
  "x-summary"?: string;
  "x-item"?: string;
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};
type Field = Record<string, unknown>;

/** The schema as JSON Schema, with each check's own message kept for the editor to show. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    unrepresentable: "any",
    override: (ctx) => {
      const checks = (ctx.zodSchema._zod.def as { checks?: { _zod: { def: { error?: unknown } } }[] }).checks ?? [];
      const messages = checks
        .map((check) => check._zod.def.error)
        .map((error) => (typeof error === "function" ? error({}) : error))
        .filter((message): message is string => typeof message === "string");
      if (messages.length) (ctx.jsonSchema as JsonSchema)["x-messages"] = messages;
    },
  }) as JsonSchema;
}

/** Words given in every language side by side ({ "en": …, "hi": … }) are labelled by the language's name. */
const languageNames: Record<string, string> = { en: "English", hi: "Hindi (हिन्दी)" };

const label = (name: string) => {
  if (name in languageNames) return languageNames[name]!;
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const photoHint = `Upload a JPEG, PNG, WebP or AVIF photo of at most ${maxUploadBytes / 1024 / 1024} MB, or insert a photo-host address (https://images.unsplash.com/…).`;
const longText = /^(description|intro|comment|text|tagline|body|notice)$/i;

const patterns: Record<string, [string, string]> = {
  uri: ["^https://\\S+$", "must be a web address starting with https://"],
  email: ["^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "must be an e-mail address"],
};

/** A Decap field for one property of a JSON Schema. */
function fieldFor(name: string, schema: JsonSchema, required: boolean, i18n?: boolean): Field {
  const base: Field = {
    name,
    label: schema["x-label"] ?? label(name),
    required,
    ...(i18n === undefined ? {} : { i18n }),
    ...(schema["x-hint"] ? { hint: schema["x-hint"] } : {}),
  };
  const message = schema["x-messages"]?.[0];
  // A photo: uploaded into media_folder (the build makes AVIF and WebP of it) or a photo-host address ("Insert from URL").
  if (schema["x-widget"] === "image")
    return {
      ...base,
      label: name === "src" ? "Photo" : base.label,
      widget: "image",
      choose_url: true,
      hint: photoHint,
      // The editor refuses a larger file at upload; the build refuses one committed by hand.
      media_library: { config: { max_file_size: maxUploadBytes } },
    };
  if (schema["x-widget"] === "date")
    return { ...base, widget: "datetime", date_format: "YYYY-MM-DD", time_format: false, format: "YYYY-MM-DD" };
  // The rooms by name, writing the room's slug: a mark or a rate cannot name a room that does not exist.
  if (schema["x-widget"] === "room")
    return {
      ...base,
      widget: "relation",
      collection: "rooms",
      value_field: "slug",
      search_fields: ["name"],
      display_fields: ["name"],
    };
  if (schema.enum) return { ...base, widget: "select", options: schema.enum };
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.every((variant) => variant.type === "object"))
    return { ...base, widget: "object", fields: fieldsOf(mergedVariants(variants)) };
  switch (schema.type) {
    case "string": {
      const pattern = schema.pattern
        ? [schema.pattern, message ?? `must match ${schema.pattern}`]
        : schema.format
          ? patterns[schema.format]
          : undefined;
      return { ...base, widget: longText.test(name) ? "text" : "string", ...(pattern ? { pattern } : {}) };
    }
    case "number":
    case "integer": {
      const min =
        schema.minimum ??
        (schema.exclusiveMinimum !== undefined
          ? schema.exclusiveMinimum + (schema.type === "integer" ? 1 : 0.01)
          : undefined);
      return {
        ...base,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(schema.type === "number" ? { step: 0.1 } : {}),
        ...(min !== undefined ? { min } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      };
    }
    case "boolean":
      return { ...base, widget: "boolean", default: false };
    case "array": {
      const items = schema.items ?? {};
      const minimum = schema.minItems ? { min: schema.minItems } : {};
      // Sveltia refuses a required list with no item: a list the schema lets be empty (no minItems) is
      // optional, so the owner can remove its last item; the save then leaves it out of the file
      // (omit_empty_optional_fields), which the schema reads as none.
      base.required = required && Boolean(schema.minItems);
      const folded = {
        ...(schema["x-summary"] ? { summary: schema["x-summary"] } : {}),
        ...(schema["x-item"] ? { label_singular: schema["x-item"] } : {}),
      };
      if (items.type === "object") return { ...base, widget: "list", ...minimum, ...folded, fields: fieldsOf(items) };
      return {
        ...base,
        widget: "list",
        ...minimum,
        field: fieldFor(name === "photoAlts" ? "alt" : "item", items, true),
      };
    }
    case "object":
      return { ...base, widget: "object", fields: required ? fieldsOf(schema) : optionalFields(fieldsOf(schema)) };
    default:
      return { ...base, widget: "string" };
  }
}

/**
 * A choice of object shapes (the tax line: none, included, or added with a percent and a name) as
 * one object: the field that tells them apart becomes a select of its values, the others optional.
 * The build still checks that the fields fit the chosen kind.
 */
function mergedVariants(variants: JsonSchema[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const always = variants
    .map((variant) => new Set(variant.required ?? []))
    .reduce((a, b) => new Set([...a].filter((name) => b.has(name))));
  for (const variant of variants) {
    for (const [name, property] of Object.entries(variant.properties ?? {})) {
      if (property.const !== undefined) {
        const hint = property["x-hint"] ?? properties[name]?.["x-hint"];
        properties[name] = {
          type: "string",
          // Two shapes may share a kind (an advance of nights, or of a percent): each value once.
          enum: [...new Set([...(properties[name]?.enum ?? []), property.const as string])],
          ...(hint ? { "x-hint": hint } : {}),
        };
      } else properties[name] ??= property;
    }
  }
  return { type: "object", properties, required: [...always] };
}

/**
 * The fields of an optional group: Decap checks a group's required fields even when the owner left
 * the whole group empty, so an untouched "Analytics (optional)" stopped every Publish. The build
 * still checks a group that is given against its schema.
 */
function optionalFields(fields: Field[]): Field[] {
  return fields.map((field) => ({ ...field, required: false }));
}

function fieldsOf(schema: JsonSchema, i18n?: (name: string) => boolean | undefined): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFor(name, property, required.has(name), i18n?.(name)),
  );
}

/** Fields for a page's words, read from its English file: every string translatable, every key required. */
function fieldsOfWords(tree: Record<string, unknown>): Field[] {
  return Object.entries(tree).map(([name, value]): Field => {
    const base = { name, label: label(name), i18n: true };
    if (Array.isArray(value)) {
      // A list of questions and answers: each item's fields, from the first item.
      const first: unknown = value[0];
      if (first && typeof first === "object")
        return { ...base, widget: "list", fields: fieldsOfWords(first as Record<string, unknown>) };
      return { ...base, widget: "list", field: { name: "item", label: "Item", widget: "string" } };
    }
    if (value && typeof value === "object")
      return { ...base, widget: "object", fields: fieldsOfWords(value as Record<string, unknown>) };
    return { ...base, widget: String(value).length > 80 || longText.test(name) ? "text" : "string" };
  });
}

const i18n = { structure: "multiple_files", locales: [...locales], default_locale: defaultLocale };
const contentDir = "src/content";

export function adminConfig() {
  const lists = listCollections.map((list) => {
    const words = new Set(Object.keys(list.words.shape));
    const schema = jsonSchemaOf(list.facts.extend(list.words.shape));
    // Words are translated side by side; facts (no i18n) are edited once, in the English pane.
    const fields = fieldsOf(schema, (name) => (words.has(name) ? true : undefined));
    const order = {
      name: "order",
      label: "Display order (1 comes first)",
      widget: "number",
      value_type: "int",
      min: 1,
      required: true,
    };
    return {
      name: list.folder,
      label: list.label,
      folder: `${contentDir}/${list.folder}`,
      extension: "json",
      format: "json",
      create: true,
      delete: true,
      identifier_field: list.key,
      slug: `{{fields.${list.key}}}`,
      summary: words.has("name")
        ? "{{fields.name}}"
        : words.has("title")
          ? "{{fields.title}}"
          : `{{fields.${list.key}}}`,
      sortable_fields: ["order"],
      i18n,
      fields: [order, ...fields],
    };
  });
  const facts = {
    name: "hotel",
    label: "Hotel facts",
    format: "json",
    files: factFiles.map(({ file, schema, label: fileLabel }) => ({
      name: file.replace(/\.json$/, ""),
      label: fileLabel,
      file: `${contentDir}/${file}`,
      fields: fieldsOf(jsonSchemaOf(schema)),
    })),
  };
  const copy = {
    name: "copy",
    label: "Page words",
    format: "json",
    // Decap keeps a files collection's languages side by side only in one file per page.
    i18n: { ...i18n, structure: "single_file" },
    files: copyFiles
      .filter((file) => !("inEditor" in file))
      .map(({ name, label: fileLabel }) => ({
        name,
        label: fileLabel,
        file: `${contentDir}/copy/${name}.json`,
        i18n: true,
        fields: fieldsOfWords(
          JSON.parse(readFileSync(join(contentDir, "copy", `${name}.json`), "utf8"))[defaultLocale],
        ),
      })),
  };
  return {
    // Production: the hotel's GitHub repository, set by the owner in "Hotel and contact details".
    backend: { name: "github", repo: siteFacts.editor.repository, branch: siteFacts.editor.branch },
    // `npm run edit`: on localhost Sveltia offers "Work with Local Repository" (the File System Access
    // API, Chromium-based desktop browsers) and saves into the folder picked; it needs no local_backend.
    publish_mode: "simple",
    // Sveltia writes an optional field left empty as null (a merged kind's unused "nights": null):
    // new fields in the owner's files. Omitted, a save changes only what the owner changed.
    output: { omit_empty_optional_fields: true },
    // Uploaded photos are files in the repository under src/ (where Astro's image pipeline takes them),
    // named in the entry as "/src/assets/uploads/<file>" (src/lib/photos/photos.ts, uploadFolder).
    media_folder: "src/assets/uploads",
    public_folder: "/src/assets/uploads",
    i18n,
    collections: [...lists, facts, copy],
  };
}

export const configPath = join("public", "admin", "config.yml");

export function configText(): string {
  return `# Written by scripts/admin-config.ts from src/content/schema/registry.ts: do not edit by hand.\n${JSON.stringify(adminConfig(), null, 2)}\n`;
}

if (process.argv[1]?.endsWith("admin-config.ts")) {
  if (process.argv.includes("--check")) {
    if (readFileSync(configPath, "utf8") !== configText()) {
      console.error(`${configPath} is out of date: run npx tsx scripts/admin-config.ts`);
      process.exit(1);
    }
  } else {
    writeFileSync(configPath, configText());
  }
}
