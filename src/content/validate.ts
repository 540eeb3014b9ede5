import type { z } from "zod";
import { siteSchema } from "./schema";
import { site } from "./site";

type ContentEntry = { name: string; schema: z.ZodType; data: unknown };

/** Every content module with the schema it must satisfy. Add a line when adding a content file. */
export const contentEntries: ContentEntry[] = [{ name: "site", schema: siteSchema, data: site }];

/** Problems in the content, each naming the file and the field: "site.phones.frontDesk: must be a phone number…". */
export function contentProblems(entries: ContentEntry[] = contentEntries): string[] {
  return entries.flatMap(({ name, schema, data }) => {
    const result = schema.safeParse(data);
    if (result.success) return [];
    return result.error.issues.map((issue) => `${[name, ...issue.path.map(String)].join(".")}: ${issue.message}`);
  });
}
