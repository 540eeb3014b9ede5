/**
 * Structured data: every JSON-LD block parses, speaks schema.org (its @context, and every @type one
 * that schema.org defines, from schema-dts's vocabulary) and passes structured-data-testing-tool's
 * Google preset, which holds tests for the types Google reads (articles, organisations, …); and what
 * it claims is shown on the page (json-ld-shown.ts).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Finding } from "./findings";
import type { BuiltPage } from "./pages";
import { jsonLdShownMismatches } from "./json-ld-shown";

const require = createRequire(import.meta.url);
// CommonJS without "exports": required rather than imported ("presets" is a file beside a folder of the same name).
const { structuredDataTest } = require("structured-data-testing-tool") as typeof import("structured-data-testing-tool");
const { Google } =
  require("structured-data-testing-tool/presets.js") as typeof import("structured-data-testing-tool/presets");

/** Every type schema.org defines, as listed by schema-dts (Google's typings of the current vocabulary). */
export function schemaOrgTypes(): Set<string> {
  const typings = readFileSync(require.resolve("schema-dts/dist/schema.d.ts"), "utf8");
  return new Set([...typings.matchAll(/"@type": "([^"]+)"/g)].map((m) => m[1]!));
}

const schemaOrgContext = /^https?:\/\/schema\.org\/?$/;
const schemaOrgPrefix = /^https?:\/\/schema\.org\//;

function typesIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => typesIn(item, found));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "@type") found.push(...(Array.isArray(inner) ? inner : [inner]).map(String));
      else typesIn(inner, found);
    }
  }
  return found;
}

/** The faults of one JSON-LD text: not JSON, not schema.org's context, or a type schema.org lacks. */
export function jsonLdFaults(text: string, vocabulary: ReadonlySet<string>): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`JSON-LD does not parse: ${(error as Error).message}`];
  }
  const blocks = Array.isArray(data) ? data : [data];
  const faults: string[] = [];
  for (const block of blocks) {
    const context = (block as Record<string, unknown> | null)?.["@context"];
    if (typeof context !== "string" || !schemaOrgContext.test(context)) {
      faults.push(`JSON-LD @context is ${JSON.stringify(context)}, not "https://schema.org"`);
    }
  }
  const unknown = [...new Set(typesIn(data))].filter((type) => !vocabulary.has(type.replace(schemaOrgPrefix, "")));
  if (unknown.length > 0) faults.push(`JSON-LD @type not defined by schema.org: ${unknown.join(", ")}`);
  return faults;
}

/** Google's preset over a page's structured data: the tests that failed, as readable lines. */
export async function googlePresetFailures(html: string): Promise<string[]> {
  try {
    await structuredDataTest(html, { presets: [Google] });
    return [];
  } catch (error) {
    const failure = error as {
      type?: string;
      res?: { failed: { groups?: string[]; description?: string; test: string; error?: { message?: string } }[] };
    };
    if (failure.type !== "VALIDATION_FAILED" || !failure.res) throw error;
    return failure.res.failed.map((test) => {
      const where = [...(test.groups ?? []), test.description ?? test.test].join(" > ");
      return `structured-data-testing-tool: ${where}: ${test.error?.message ?? "failed"}`;
    });
  }
}

/** Checks every JSON-LD block of every page; each finding names the page and the line of its block. */
export async function checkJsonLd(pages: readonly BuiltPage[], vocabulary = schemaOrgTypes()): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const page of pages) {
    const blocks = [...page.document.querySelectorAll('script[type="application/ld+json"]')];
    for (const block of blocks) {
      for (const message of jsonLdFaults(block.textContent ?? "", vocabulary)) {
        findings.push({
          checker: "json-ld",
          severity: "error",
          file: page.file,
          ...page.position(block),
          message,
          extract: block.textContent?.slice(0, 120),
        });
      }
    }
    if (blocks.length === 0) continue;
    for (const message of jsonLdShownMismatches(page.document))
      findings.push({ checker: "json-ld", severity: "error", file: page.file, ...page.position(blocks[0]!), message });
    for (const message of await googlePresetFailures(page.html)) {
      findings.push({ checker: "json-ld", severity: "error", file: page.file, ...page.position(blocks[0]!), message });
    }
  }
  return findings;
}
