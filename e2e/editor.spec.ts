import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";
import { showMonth } from "./calendar";
import { expect, test } from "./fixtures";
import { startEditor } from "./editor-env";
import { listenOn } from "./ports";
import { guideShot } from "./guide-shots";
import { stripVTControlCharacters } from "node:util";
import { contentProblems } from "../src/content/check/content";
import { currencyLaunchItems } from "../src/content/check/currency-switch";
import { adminContentSecurityPolicy } from "../server/http-headers";

/**
 * The hotel's editor (/admin, Decap CMS in local mode) driven in a real browser over a copy of the
 * site: it runs under its own Content-Security-Policy, an edit writes exactly the data files it should,
 * the rebuilt site shows it in both languages, and a bad edit is refused with the field named. The
 * repository's content is not touched.
 */
const basePort = Number(process.env.E2E_PORT ?? 4321) + 1;
let editor: Awaited<ReturnType<typeof startEditor>>;
/** The alt text of the photo the upload test replaced, for the rebuilt site's check. */
let uploadedAlt = "";

// Decap is a 6 MB application, and one test rebuilds the site: on a busy machine (three test workers
// on two cores) each takes minutes.
test.describe.configure({ mode: "serial", timeout: 300_000 });
test.beforeAll(async () => {
  // A copy of the site and a git repository of it: seconds, but a minute or more on a busy machine.
  test.setTimeout(180_000);
  editor = await startEditor(basePort);
});
test.afterAll(async () => editor?.stop());

async function openRoom(page: import("@playwright/test").Page, slug: string) {
  await page.goto(editor.adminUrl);
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`${editor.adminUrl}#/collections/rooms/entries/${slug}`);
  // Decap loads an entry in seconds, but can take most of a minute on a busy 2-core machine.
  await expect(hindiName(page)).toHaveValue(/\S/, { timeout: 60_000 });
}

/** The English pane comes first, the Hindi pane beside it: the second "Name" field is the Hindi name. */
const hindiName = (page: import("@playwright/test").Page) => page.getByLabel("Name", { exact: true }).nth(1);

async function publish(page: import("@playwright/test").Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

/** Records the page's CSP violations from before any of its scripts (Decap's included) runs. */
async function recordCspViolations(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
}

const cspViolations = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

// Loading Decap is the slowest step of an editor test, so the editor's policy in local mode is
// proven in this load: the header served, and no violation from logging in to the preview.
test("under the editor's own policy, it logs in, lists the rooms and opens one, whose Hindi name an edit changes in exactly its Hindi file, and shows it in its preview, without a single CSP violation", async ({
  page,
}) => {
  await recordCspViolations(page);
  const response = await page.goto(editor.adminUrl);
  expect(response?.headers()["content-security-policy"]).toBe(
    adminContentSecurityPolicy({ localBackend: `http://localhost:${basePort + 1}` }),
  );
  await page.getByRole("button", { name: "Login", exact: true }).click({ timeout: 90_000 });
  await expect(page.getByRole("link", { name: "Deluxe Room" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: "Deluxe Room" }).click();
  await expect(hindiName(page)).toHaveValue(/\S/, { timeout: 60_000 });

  await hindiName(page).fill("डीलक्स रूम प्लस");
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible({ timeout: 60_000 });

  // The English file, saved again beside it, is byte for byte as it was: the files are in the editor's format.
  expect(editor.changedFiles()).toEqual(["src/content/rooms/deluxe.hi.json"]);
  expect(editor.changedLines()).toEqual([{ file: "src/content/rooms/deluxe.hi.json", added: 1, removed: 1 }]);
  expect(editor.readJson("rooms/deluxe.hi.json")).toMatchObject({ name: "डीलक्स रूम प्लस" });
  expect(editor.readJson("rooms/deluxe.en.json")).toMatchObject({ name: "Deluxe Room" });

  // The Hindi pane gives way to the preview, which Decap renders in a frame of its own.
  await page.getByRole("button", { name: "Toggle i18n" }).click();
  await page.getByRole("button", { name: "Toggle preview" }).click();
  await expect(page.frameLocator("iframe").first().getByText("Deluxe Room").first()).toBeVisible({
    timeout: 20_000,
  });
  expect(await cspViolations(page)).toEqual([]);
});

test("a photo uploaded for a room becomes a file in the repository, and the room's file names it", async ({ page }) => {
  test.setTimeout(300_000);
  const fixture = join(import.meta.dirname, "fixtures", "uploaded-room.jpg");
  const before = editor.changedFiles();
  const englishFile = "rooms/executive-suite.en.json";
  const englishBefore = editor.readJson(englishFile);
  const alt = englishBefore.photoAlts[0];
  await openRoom(page, "executive-suite");
  // Photos is the room's first list: open its items, then replace the first photo by an upload.
  await page.getByRole("button", { name: "Expand" }).first().click();
  await page.getByRole("button", { name: "Choose different image" }).first().click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Upload", { exact: true }).click();
  await (await chooser).setFiles(fixture);
  await expect(page.getByText("uploaded-room.jpg", { exact: true })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible({ timeout: 60_000 });

  // Decap saves the Hindi file again too, in its own format, which is the files' format: it does not change.
  expect(editor.changedFiles().filter((file) => !before.includes(file))).toEqual([
    "src/assets/uploads/uploaded-room.jpg",
    `src/content/${englishFile}`,
  ]);
  expect(
    readFileSync(join(editor.root, "src", "assets", "uploads", "uploaded-room.jpg")).equals(readFileSync(fixture)),
  ).toBe(true);
  const entry = editor.readJson(englishFile);
  expect(entry.photos[0].src).toBe("/src/assets/uploads/uploaded-room.jpg");
  expect({ ...entry, photos: entry.photos.slice(1) }).toEqual({
    ...englishBefore,
    photos: englishBefore.photos.slice(1),
  });

  uploadedAlt = alt;
});

test("publishing only a new WhatsApp number, with the optional groups left empty, changes that one line of site.json, which passes the format checks of npm run lint", async ({
  page,
}, testInfo) => {
  const before = editor.changedFiles();
  await openEntry(page, "hotel/entries/site");
  const whatsapp = page.getByLabel("WhatsApp number", { exact: true });
  await expect(whatsapp).toHaveValue("+91 90000 00000", { timeout: 60_000 });
  await whatsapp.fill("+91 98260 12345");
  await whatsapp.scrollIntoViewIfNeeded();
  await guideShot(page, "editor-whatsapp", testInfo);
  await publishAndWait(page);

  expect(newlyChanged(before)).toEqual(["src/content/site.json"]);
  expect(editor.changedLines().find((change) => change.file === "src/content/site.json")).toEqual({
    file: "src/content/site.json",
    added: 1,
    removed: 1,
  });
  expect(editor.readJson("site.json")).toMatchObject({ whatsapp: "+91 98260 12345" });
  expect(editor.readJson("site.json")).not.toHaveProperty("analytics");
  const lint = editor.lintFormat();
  expect(lint.status, lint.output).toBe(0);
});

/**
 * The image is the uploaded photo as the site's own AVIF (the browser's pick) and WebP at responsive
 * widths up to the file's 1,500 px, with the file's width and height.
 */
async function expectServedFromSite(image: import("@playwright/test").Locator) {
  await expect(image).toHaveCount(1);
  const origin = new URL(image.page().url()).origin;
  {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty("complete", true);
    const shown = await image.evaluate((img: HTMLImageElement) => ({
      current: img.currentSrc,
      loadedWidth: img.naturalWidth,
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      sources: [...(img.closest("picture")?.querySelectorAll("source") ?? [])].map((s) => [s.type, s.srcset]),
    }));
    expect(shown.width).toBe("1500");
    expect(shown.height).toBe("1000");
    expect(shown.sources.map(([type]) => type)).toEqual(["image/avif", "image/webp"]);
    for (const [type, srcset] of shown.sources) {
      const candidates = srcset!.split(", ").map((candidate) => candidate.split(" "));
      expect(candidates.map(([, width]) => width)).toEqual(["480w", "800w", "1200w", "1500w"]);
      for (const [url] of candidates) {
        expect(new URL(url!, origin).origin).toBe(origin);
        expect(url).toMatch(new RegExp(`^/_astro/uploaded-room\\.[^/]+\\.${type!.split("/")[1]}$`));
      }
    }
    expect(new URL(shown.current).origin).toBe(origin);
    expect(shown.current).toMatch(/\.avif$/);
    expect(shown.loadedWidth).toBeGreaterThan(0);
  }
}
/** Opens one entry in a freshly loaded editor (a hash change after a publish does not load the entry). */
async function openEntry(page: import("@playwright/test").Page, path: string) {
  await page.goto(editor.adminUrl);
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`${editor.adminUrl}#/collections/${path}`);
}

/** The files the editor changed since `before`. */
const newlyChanged = (before: string[]) => editor.changedFiles().filter((file) => !before.includes(file));

/** A folded item of a list, found by its summary line and unfolded by its toggle, as the hotel does. */
async function unfold(page: import("@playwright/test").Page, summary: string) {
  const item = page.locator(`xpath=//div[./div[normalize-space(.)=${JSON.stringify(summary)}]]`);
  await item.getByRole("button").first().click({ timeout: 60_000 });
  return item;
}

/** A choice in one of the editor's drop-down fields (a room by name, a mark's status), typed and picked. */
async function choose(
  page: import("@playwright/test").Page,
  field: import("@playwright/test").Locator,
  option: string,
) {
  await field.fill(option);
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Publishes the open entry and waits until it is saved. */
async function publishAndWait(page: import("@playwright/test").Page) {
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible({ timeout: 60_000 });
}

/**
 * Another file of the hotel's facts, opened from the collection's list in the editor already loaded:
 * the link loads the entry (a hash change after a publish does not), and the editor is not loaded again.
 */
async function openFactsFile(page: import("@playwright/test").Page, label: RegExp) {
  await page.getByRole("link", { name: /Writing in Hotel facts collection/ }).click();
  await page.getByRole("link", { name: label }).click();
}

/**
 * The Deluxe Room's weekday rate from 299 to 325 and its Simhastha 2028 nights from 449 to 459, in the
 * one place a room's rates are edited: each room folds to its name, each season to its line.
 */
async function editRoomRates(page: import("@playwright/test").Page) {
  const deluxe = await unfold(page, "deluxe");
  await deluxe.getByLabel("Weekday nightly rate", { exact: true }).fill("325");
  const season = await unfold(page, "Simhastha 2028: 2028-03-27 to 2028-05-27, 449 a night");
  await season.getByLabel("Nightly rate", { exact: true }).fill("459");
  await expect(deluxe).toContainText("Simhastha 2028: 2028-03-27 to 2028-05-27, 459 a night");
}

/** The Deluxe Room sold out on the night of 20 April 2028: a new mark, which opens unfolded (the others stay folded). */
async function markSoldOut(page: import("@playwright/test").Page) {
  await page.getByRole("button", { name: "Add mark" }).click({ timeout: 60_000 });
  const field = (label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true });
  await choose(page, field("Room"), "Deluxe Room");
  await field("First night").fill("2028-04-20");
  await field("Last night").fill("2028-04-20");
  await choose(page, field("Status"), "sold-out");
}

// Three files of the hotel's facts in one loaded editor: loading Decap is most of an edit's time.
test("edits of the check-in time, a room's weekday and season rates and a sold-out night each change exactly their facts file", async ({
  page,
}) => {
  let before = editor.changedFiles();
  await openEntry(page, "hotel/entries/policies");
  // A fact: edited once, in the facts file (no language panes).
  const checkIn = page.getByLabel("Check in", { exact: true });
  await expect(checkIn).toHaveValue("14:00", { timeout: 60_000 });
  await checkIn.fill("13:00");
  await publishAndWait(page);
  expect(newlyChanged(before)).toEqual(["src/content/policies.json"]);
  expect(editor.readJson("policies.json")).toMatchObject({ checkIn: "13:00", checkOut: "11:00" });

  before = editor.changedFiles();
  const rates = editor.readJson("rates.json");
  await openFactsFile(page, /^Room rates/);
  await editRoomRates(page);
  await publishAndWait(page);
  expect(newlyChanged(before)).toEqual(["src/content/rates.json"]);
  rates.rooms[0].base = 325;
  rates.rooms[0].seasons[2].nightly = 459;
  expect(editor.readJson("rates.json")).toEqual(rates);

  before = editor.changedFiles();
  const availability = editor.readJson("availability.json");
  await openFactsFile(page, /^Availability/);
  await markSoldOut(page);
  await publishAndWait(page);
  expect(newlyChanged(before)).toEqual(["src/content/availability.json"]);
  expect(editor.readJson("availability.json")).toEqual({
    ...availability,
    marks: [...availability.marks, { room: "deluxe", from: "2028-04-20", to: "2028-04-20", status: "sold-out" }],
  });
});

test("an edit of a Hindi policy sentence changes exactly copy/policies.json, and only its Hindi words", async ({
  page,
}) => {
  const before = editor.changedFiles();
  const english = editor.readJson("copy/policies.json").en;
  const hindiQuiet = "{from} से {until} तक कृपया शांति रखें।";
  await openEntry(page, "copy/entries/policies");
  // A sentence: the English pane first, the Hindi pane beside it.
  const quiet = page.getByLabel("Quiet", { exact: true });
  await expect(quiet.nth(1)).toHaveValue("{from} से {until} तक शांति का समय।", { timeout: 60_000 });
  await quiet.nth(1).fill(hindiQuiet);
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible({ timeout: 60_000 });

  expect(newlyChanged(before)).toEqual(["src/content/copy/policies.json"]);
  const words = editor.readJson("copy/policies.json");
  expect(words.hi.house.quiet).toBe(hindiQuiet);
  expect(words.en).toEqual(english);
  // Every edit so far passes the checks the build runs (placeholders kept, times well formed, marks on rooms).
  expect(contentProblems(join(editor.root, "src", "content"))).toEqual([]);
});

test("checking a pilgrim fact again, the hotel changes its last-verified date, and exactly that date in pilgrims.json", async ({
  page,
}) => {
  const before = editor.changedFiles();
  const pilgrims = editor.readJson("pilgrims.json");
  await openEntry(page, "hotel/entries/pilgrims");
  // The first fact's date: Mahakaleshwar's distance by road.
  const verified = page.getByLabel("Last verified", { exact: true }).first();
  await expect(verified).toHaveValue(pilgrims.mahakaleshwar.road.verified, { timeout: 60_000 });
  await verified.fill("2027-01-15");
  await publishAndWait(page);
  expect(newlyChanged(before)).toEqual(["src/content/pilgrims.json"]);
  pilgrims.mahakaleshwar.road.verified = "2027-01-15";
  expect(editor.readJson("pilgrims.json")).toEqual(pilgrims);
});

test("switching to rupees and picking the ready GST table changes exactly site.json's pricing, and the launch check then lists the amounts to re-enter", async ({
  page,
}, testInfo) => {
  const before = editor.changedFiles();
  const site = editor.readJson("site.json");
  await openEntry(page, "hotel/entries/site");
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await expect(field("WhatsApp number")).toHaveValue(/\d/, { timeout: 60_000 });
  await choose(page, field("Currency"), "INR");
  await choose(page, field("Kind"), "table");
  // Decap labels a field the owner may leave empty "(optional)".
  await choose(page, field("Table (optional)"), "india-gst-2025");
  await field("Currency").scrollIntoViewIfNeeded();
  await guideShot(page, "editor-gst", testInfo);
  await publishAndWait(page);

  // site.json already holds the new WhatsApp number: no other file changes.
  expect(newlyChanged(before)).toEqual([]);
  const saved = editor.readJson("site.json");
  expect(saved.pricing).toMatchObject({ currency: "INR", tax: { kind: "table", table: "india-gst-2025" } });
  expect({ ...saved, pricing: undefined }).toEqual({ ...site, pricing: undefined });
  expect(saved.pricing.amountsEnteredIn).toEqual(site.pricing.amountsEnteredIn);
  // The rates were entered in dollars: each is now a blocker of the launch check, named by file and field.
  const items = currencyLaunchItems(editor.root);
  expect(items.map((item) => `${item.file} ${item.field}`)).toEqual(
    expect.arrayContaining([
      "src/content/rates.json rooms.0.base",
      "src/content/policies.json children.extraBedCharge",
    ]),
  );
  // Every file the editor wrote so far passes the content checks and the format checks of npm run lint.
  expect(contentProblems(join(editor.root, "src", "content"))).toEqual([]);
  const lint = editor.lintFormat();
  expect(lint.status, lint.output).toBe(0);
});

// The edits above are published into the same copy, so one build shows them all: a build is the
// slowest step here, and each edit's files were checked on their own as it was published.
test("the copy rebuilt after those edits shows each: the weekday rate in rupees with GST per night and the Hindi name, the uploaded photo as same-origin AVIF and WebP, the check-in time and the Hindi sentence, the season rate with GST and the sold-out night", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const build = astroBuild();
  expect(build.status, build.output).toBe(0);
  const site = await serve(join(editor.root, "dist"), basePort + 3);
  const url = (path: string) => `http://localhost:${basePort + 3}${path}`;
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url("/rooms.html"));
    await expect(page.getByRole("heading", { name: "Deluxe Room" })).toBeVisible();
    await expect(
      page.getByRole("article", { name: "Deluxe Room" }).getByText("₹325/night + 5% GST", { exact: true }),
    ).toBeVisible();
    await expectServedFromSite(page.getByRole("img", { name: uploadedAlt, exact: true }));
    await page.screenshot({ path: test.info().outputPath("rooms-uploaded-photo.png") });
    await page.goto(url("/hi/rooms.html"));
    await expect(page.getByRole("heading", { name: "डीलक्स रूम प्लस" })).toBeVisible();
    await expect(
      page.getByRole("article", { name: "डीलक्स रूम प्लस" }).getByText(/^₹325\/.* \+ 5% GST अतिरिक्त$/),
    ).toBeVisible();
    // The room's page: its carousel and its photo grid.
    await page.goto(url("/rooms/executive-suite.html"));
    await expectServedFromSite(page.getByRole("img", { name: uploadedAlt, exact: true }));
    // The grid's photo is inside a link named after it (the photo itself has an empty alt), which leads
    // to the full-size image on the site when JavaScript has not arrived.
    const gridLink = page.getByRole("link", { name: new RegExp(`^Open photo 1 of 4: ${uploadedAlt}$`) });
    await expectServedFromSite(gridLink.locator("img"));
    expect(await gridLink.getAttribute("href")).toMatch(/^\/_astro\/uploaded-room\.[^/]+\.jpg$/);
    await page.screenshot({ path: test.info().outputPath("room-page-uploaded-photo.png"), fullPage: true });
    await page.goto(url("/policies.html"));
    await expect(page.getByText("Check-in from 1:00 PM.").first()).toBeVisible();
    await page.goto(url("/hi/policies.html"));
    await expect(page.getByText("चेक-इन 1:00 pm से।").first()).toBeVisible();
    await expect(page.getByText("10:00 pm से 7:00 am तक कृपया शांति रखें।").first()).toBeVisible();
    await expectSeasonRateAndSoldOutNight(page, url("/rooms/deluxe.html"));
  } finally {
    await new Promise((done) => site.close(done));
  }
});

/**
 * The Deluxe Room's page, rebuilt: its check-in calendar marks 20 April 2028 sold out, and a stay of
 * 19 to 22 April (three Simhastha 2028 nights at the edited ₹459, ₹15 more with breakfast, each night
 * with 5% GST: ₹481.95 and ₹497.70) is priced at that rate and refused for the sold-out night.
 */
async function expectSeasonRateAndSoldOutNight(page: import("@playwright/test").Page, roomPage: string) {
  await page.goto(roomPage);
  const section = page.getByRole("region", { name: "Price for your dates" });
  await section.getByRole("button", { name: /^Check-in/ }).click();
  const calendar = await showMonth(page, "April 2028");
  await expect(
    calendar.getByRole("button", { name: "Thursday, April 20th, 2028, high demand: Simhastha 2028, sold out" }),
  ).toBeDisabled();
  await calendar.getByRole("button", { name: "Wednesday, April 19th, 2028, high demand: Simhastha 2028" }).click();
  await section.getByRole("button", { name: /^Check-out/ }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Saturday, April 22nd, 2028/ })
    .click();
  await expect(section.getByText("This room is sold out on the night of April 20th, 2028.")).toBeVisible();
  await expect(section.getByRole("radio", { name: "Room only ₹1,445.85 incl. GST for 3 nights" })).toBeVisible();
  await expect(section.getByRole("radio", { name: "With breakfast ₹1,493.10 incl. GST for 3 nights" })).toBeVisible();
}

test("the editor refuses a zero weekday rate, naming the field, and writes nothing", async ({ page }) => {
  await openEntry(page, "hotel/entries/rates");
  const before = editor.changedFiles();
  const rates = editor.readJson("rates.json");
  const premium = await unfold(page, "premium");
  await premium.getByLabel("Weekday nightly rate", { exact: true }).fill("0");
  await publish(page);
  await expect(page.getByText("Weekday nightly rate must be at least 0.01.")).toBeVisible();
  expect(editor.changedFiles()).toEqual(before);
  expect(editor.readJson("rates.json")).toEqual(rates);
});

test("an empty Hindi name, which the editor saves, stops the build with the file and the field named", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openRoom(page, "premium");
  await hindiName(page).fill("");
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible({ timeout: 60_000 });
  expect(editor.changedFiles()).toContain("src/content/rooms/premium.hi.json");

  const build = astroBuild();
  expect(build.status).not.toBe(0);
  expect(build.output).toContain("rooms/premium.hi.json");
  expect(build.output).toMatch(/\bname: (must not be empty|Invalid input: expected string, received undefined)/);
});

function astroBuild() {
  const result = spawnSync(join(editor.root, "node_modules", ".bin", "astro"), ["build"], {
    cwd: editor.root,
    encoding: "utf8",
    env: { ...process.env, DIST_DIR: join(editor.root, "dist") },
    timeout: 240_000,
  });
  // The build colours its messages: strip the escape codes before reading them.
  return { status: result.status, output: stripVTControlCharacters(`${result.stdout}\n${result.stderr}`) };
}

async function serve(dir: string, port: number): Promise<Server> {
  const files = sirv(dir, { extensions: ["html"] });
  const server = createServer((req, res) =>
    files(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await listenOn(server, port);
  return server;
}
