// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
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

  it(
    "refuses a room whose Hindi file went missing (the Hindi page would show English) and a photo over 10 MB, naming each file",
    { timeout: 200_000 },
    async () => {
      copy = siteCopy();
      rmSync(join(copy.root, "src/content/rooms/premium.hi.json"));
      const { status, output } = await copy.build();
      expect(status).not.toBe(0);
      expect(output).toContain("src/content/rooms/premium.hi.json: (file): is missing");

      copy.remove();
      copy = siteCopy();
      // A 16.8 MB file: its size alone is refused, before any image is made of it.
      mkdirSync(join(copy.root, "src/assets/uploads"), { recursive: true });
      writeFileSync(join(copy.root, "src/assets/uploads/lobby.jpg"), Buffer.alloc(16.8 * 1024 * 1024));
      copy.editJson(
        "rooms/deluxe.en.json",
        (room) => ((room.photos as { src: string }[])[0]!.src = "/src/assets/uploads/lobby.jpg"),
      );
      const large = await copy.build();
      expect(large.status).not.toBe(0);
      expect(large.output).toMatch(/rooms\/deluxe\.en\.json/);
      expect(large.output).toMatch(
        /photos\.0\.src: src\/assets\/uploads\/lobby\.jpg is 16\.8 MB; a photo may be at most 10\.0 MB/,
      );
    },
  );
});
