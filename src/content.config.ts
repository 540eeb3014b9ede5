import { defineCollection, z as astroZod } from "astro:content";
import { glob } from "astro/loaders";
import type { z } from "zod";
import { existsSync, statSync } from "node:fs";
import { defaultLocale, locales } from "./lib/i18n/i18n";
import { uploadProblems } from "./lib/photos/photos";
import { copyFileSchema, copyFiles, factFiles, listCollections, listEntrySchema } from "./content/schema/registry";
import { crossFileProblems, pairingProblems } from "./content/check/content";

/**
 * The content collections: every data file under src/content, validated when the site builds and
 * while `astro dev` runs, so a bad edit stops the build with the file and the field named
 * ("rooms-hi → rooms/deluxe.hi.json … name: must not be empty").
 *
 * The rules are the zod 4 schemas of src/content/schema/, listed in src/content/schema/registry.ts (the
 * same ones the unit tests and the editor's configuration use). Astro 5 validates with its own
 * zod 3, so each collection's schema is a thin zod 3 wrapper that runs the zod 4 schema and hands
 * its issues on, path and message unchanged (docs/decisions/005-content-as-data.md).
 * Pages and components read the same files synchronously through src/content/lists.ts and src/content/read/.
 *
 * A photo uploaded through the editor must also be there, and at most 10 MB: the schemas check its
 * path's form (src/lib/photos/photos.ts); only here, at build time, is the file looked for. The files are made into
 * AVIF and WebP by getImage() (src/lib/photos/uploaded-photos.ts), not by astro:content's image()
 * (docs/content.md, "Photos uploaded through the editor").
 */
/**
 * What takes two files to tell, checked before any collection loads: an entry's words missing in a
 * language (its page would silently show English), rates for a room that does not exist.
 */
const acrossFiles = [...pairingProblems(), ...crossFileProblems()];
if (acrossFiles.length > 0)
  throw new Error(`The content has ${acrossFiles.length} problem(s):\n- ${acrossFiles.join("\n- ")}`);

/** An uploaded file's size in bytes, undefined when it is not there. */
const uploadSize = (upload: string) => (existsSync(`.${upload}`) ? statSync(`.${upload}`).size : undefined);

function checkedBy(schema: z.ZodType) {
  return astroZod.unknown().superRefine((data, ctx) => {
    const result = schema.safeParse(data);
    if (result.success) {
      for (const { path, message } of uploadProblems(result.data, uploadSize))
        ctx.addIssue({ code: "custom", message, path });
      return;
    }
    for (const issue of result.error.issues) {
      ctx.addIssue({
        code: "custom",
        message: issue.message,
        path: issue.path.map((p) => (typeof p === "symbol" ? String(p) : p)),
      });
    }
  });
}

/** Entries named by their file under src/content, so an error names the file: "rooms/deluxe.hi.json". */
const filesIn = (base: string, pattern: string) =>
  glob({ base: `./src/content/${base}`, pattern, generateId: ({ entry }) => (base ? `${base}/${entry}` : entry) });

const lists = listCollections.flatMap((list) =>
  locales.map((locale) => [
    `${list.folder}-${locale}`,
    defineCollection({
      loader: filesIn(list.folder, `*.${locale}.json`),
      schema: checkedBy(listEntrySchema(list, locale, defaultLocale)),
    }),
  ]),
);
const facts = factFiles.map(({ file, schema }) => [
  file.replace(/\.json$/, ""),
  defineCollection({ loader: filesIn("", file), schema: checkedBy(schema) }),
]);
const copy = copyFiles.map((file) => [
  `copy-${file.name}`,
  defineCollection({
    loader: filesIn("copy", `${file.name}.json`),
    schema: checkedBy(copyFileSchema(locales, file.name)),
  }),
]);

export const collections = Object.fromEntries([...lists, ...facts, ...copy]);
