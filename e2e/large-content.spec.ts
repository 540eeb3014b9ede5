import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { axeViolations, expect, settle, test, viewports } from "./fixtures";
import { siteCopy } from "../test/site-copy";
import { listenOn } from "./ports";

/**
 * What the hotel may add through the editor must not break a page: a copy of the site grown by
 * generated content (five offers, sixteen gallery photos, a seventh amenity, a long Hindi room name
 * and description, a long review) is built and its pages checked with axe and for sideways scrolling.
 */
const port = Number(process.env.E2E_PORT ?? 4321) + 6;
let copy: ReturnType<typeof siteCopy>;
let server: Server;

const read = (file: string) => JSON.parse(readFileSync(join(copy.root, "src", "content", file), "utf8"));
const write = (file: string, data: unknown) =>
  writeFileSync(join(copy.root, "src", "content", file), JSON.stringify(data, null, 2));

/** A new list entry made from an existing one, in both languages, at the end of the list. */
function addEntry(
  folder: string,
  from: string,
  slug: string,
  order: number,
  key = "slug",
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an entry of any list, changed by the caller
  change: (en: any, hi: any) => void = () => {},
) {
  const en = { ...read(`${folder}/${from}.en.json`), [key]: slug, order };
  const hi = read(`${folder}/${from}.hi.json`);
  change(en, hi);
  write(`${folder}/${slug}.en.json`, en);
  write(`${folder}/${slug}.hi.json`, hi);
}

function growContent() {
  addEntry("offers", "weekend", "monsoon-escape", 4, "slug", (en, hi) => {
    en.title = "Monsoon Escape with Breakfast, Spa Credit and Late Check-out for Families";
    hi.title = "मानसून में परिवार के साथ नाश्ता, स्पा क्रेडिट और देर से चेक-आउट वाला विशेष पैकेज";
  });
  addEntry("offers", "business", "festival-stay", 5, "slug", (en, hi) => {
    en.features = [...en.features, "Diwali sweets box on arrival", "Festival lights tour of Rajwada"];
    hi.features = [...hi.features, "पहुँचने पर दिवाली मिठाई का डिब्बा", "राजवाड़ा की रोशनी का दौरा"];
  });
  for (let i = 1; i <= 4; i++) {
    addEntry("gallery", "lobby", `extra-photo-${i}`, 12 + i, "id", (en, hi) => {
      delete en.tourStop;
      en.title = `Extra photo ${i}`;
      hi.title = `अतिरिक्त फ़ोटो ${i}`;
    });
  }
  addEntry("amenities", "wifi", "business-centre", 7, "slug", (en, hi) => {
    en.title = "Business Centre";
    hi.title = "बिज़नेस सेंटर";
  });
  const suite = read("rooms/executive-suite.hi.json");
  suite.name = "एक्ज़ीक्यूटिव सुइट विद पैनोरमिक सिटी व्यू एंड प्राइवेट डाइनिंग लाउंजसहितविस्तारितनाम";
  suite.description = Array(6).fill(suite.description).join(" ");
  suite.amenities = [...suite.amenities, "निजी रसोइया और पूरे दिन की बटलर सेवा, अनुरोध पर शाम की चाय के साथ"];
  write("rooms/executive-suite.hi.json", suite);
  const review = read("testimonials/family-visit.hi.json");
  review.comment = Array(5).fill(review.comment).join(" ");
  write("testimonials/family-visit.hi.json", review);
}

// One build for every check; the home page with axe takes a while on a busy machine.
test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  copy = siteCopy("large-");
  growContent();
  const build = spawnSync(join(copy.root, "node_modules", ".bin", "astro"), ["build"], {
    cwd: copy.root,
    encoding: "utf8",
    env: { ...process.env, DIST_DIR: join(copy.root, "dist") },
    timeout: 280_000,
  });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  const files = sirv(join(copy.root, "dist"), { extensions: ["html"] });
  server = createServer((req, res) =>
    files(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await listenOn(server, port);
});

test.afterAll(async () => {
  if (server) await new Promise((done) => server.close(done));
  copy?.remove();
});

const pages = ["/", "/hi", "/rooms", "/hi/rooms", "/amenities", "/hi/amenities"];

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });
    for (const path of pages) {
      test(`${path} with grown content passes axe and does not scroll sideways`, async ({ page }) => {
        await page.goto(`http://localhost:${port}${path === "/" ? "/index.html" : `${path}.html`}`);
        await settle(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test("the grown content is on the pages", async ({ page }) => {
  await page.goto(`http://localhost:${port}/index.html`);
  await expect(page.getByRole("heading", { name: /Monsoon Escape/ })).toBeVisible();
  await page.goto(`http://localhost:${port}/hi/rooms.html`);
  await expect(page.getByRole("heading", { name: /पैनोरमिक सिटी व्यू/ }).first()).toBeVisible();
});
