// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminConfig, configPath, configText } from "./admin-config";

type Field = {
  name: string;
  required?: boolean;
  min?: number;
  max?: number;
  pattern?: [string, string];
  i18n?: boolean;
  fields?: Field[];
};
const rooms = () =>
  (adminConfig().collections as { name: string; fields?: Field[] }[]).find((c) => c.name === "rooms")!;
const field = (name: string) => rooms().fields!.find((f) => f.name === name)!;

describe("the editor's configuration", () => {
  it("is the one written from the content registry (run npx tsx scripts/admin-config.ts after changing a schema)", () => {
    expect(readFileSync(configPath, "utf8")).toBe(configText());
  });

  it("refuses a room price below one cent, as the schema does", () => {
    expect(field("price")).toMatchObject({ required: true, min: 0.01 });
  });

  it("translates a room's words side by side and keeps its facts in one place", () => {
    expect(field("name").i18n).toBe(true);
    expect(field("price").i18n).toBeUndefined();
  });

  it("checks a slug with the schema's pattern and message", () => {
    expect(field("slug").pattern).toEqual(["^[a-z0-9-]+$", "must be lowercase letters, digits and hyphens"]);
  });
});
