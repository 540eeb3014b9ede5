// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { siteCopy } from "../test/site-copy";

/**
 * `astro build` on a copy of the site with one bad edit: the build must stop, and its message must
 * name the data file and the field, so the person who made the edit can find it.
 * The content collections are validated before anything is rendered, so a refused build is quick.
 *
 * Each build stops at the first bad file, so each costs one (refused) build: one for each kind of
 * collection src/content.config.ts makes from the registry (a list entry, a file of facts, a
 * dictionary). A list entry's is proven where the editor saves it: e2e/editor.spec.ts builds its copy
 * after an empty Hindi room name is published (rooms/premium.hi.json, "name: must not be empty"), so
 * only the other two kinds build here. The rules' own messages, for every file, are proven by the
 * unit tests of the same registry schemas (src/content/check/*.test.ts), without a build.
 */
let copy: ReturnType<typeof siteCopy> | undefined;
afterEach(() => copy?.remove());

describe("npm run build on a copy with a bad content edit", () => {
  it(
    "refuses two seasons of one room that share a night, naming rates.json, the field and both seasons",
    { timeout: 200_000 },
    async () => {
      copy = siteCopy();
      copy.editJson("rates.json", (rates) => {
        const seasons = (rates.rooms as { seasons: { from: string; to: string }[] }[])[1]!.seasons;
        Object.assign(seasons[1]!, { from: "2028-02-01", to: "2028-02-05" });
      });
      const { status, output } = await copy.build();
      expect(status).not.toBe(0);
      expect(output).toContain("rates.json");
      expect(output).toMatch(/rooms\.1\.seasons\.1\.from: "Diwali week" overlaps "Wedding season"/);
    },
  );

  it(
    "refuses a Hindi booking word that went missing, naming copy/booking.json and the word",
    { timeout: 200_000 },
    async () => {
      copy = siteCopy();
      copy.editJson(
        "copy/booking.json",
        (words) => delete (words.hi as { buttons: Record<string, string> }).buttons.next,
      );
      const { status, output } = await copy.build();
      expect(status).not.toBe(0);
      expect(output).toContain("copy/booking.json");
      expect(output).toMatch(/\bhi\.buttons\.next: is missing/);
    },
  );
});
