import { z as zod } from "zod";
import { roomSchema, roomTextSchema, siteSchema } from "./schema";
import { rooms } from "./rooms";
import { roomTextsByLocale } from "./room-data";
import { site } from "./site";

type ContentEntry = { name: string; schema: zod.ZodType; data: unknown };

/** Every content module with the schema it must satisfy. Add a line when adding a content file. */
export const contentEntries: ContentEntry[] = [
  { name: "site", schema: siteSchema, data: site },
  { name: "rooms", schema: zod.array(roomSchema).min(1), data: rooms },
  ...Object.entries(roomTextsByLocale).map(([locale, texts]) => ({
    name: `locales.${locale}.rooms`,
    schema: zod.record(zod.string(), roomTextSchema),
    data: texts,
  })),
];

/** Problems in the content, each naming the file and the field: "site.phones.frontDesk: must be a phone number…". */
export function contentProblems(entries: ContentEntry[] = contentEntries): string[] {
  return entries.flatMap(({ name, schema, data }) => {
    const result = schema.safeParse(data);
    if (result.success) return [];
    return result.error.issues.map((issue) => `${[name, ...issue.path.map(String)].join(".")}: ${issue.message}`);
  });
}
