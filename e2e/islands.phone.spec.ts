import bookingCopy from "../src/content/copy/booking.json" with { type: "json" };
import carouselCopy from "../src/content/copy/carousel.json" with { type: "json" };
import commonCopy from "../src/content/copy/common.json" with { type: "json" };
import contactPageCopy from "../src/content/copy/contact-page.json" with { type: "json" };
import deluxeEn from "../src/content/rooms/deluxe.en.json" with { type: "json" };
import { codeFetchedAttribute } from "../src/page-scripts/code-ahead";
import { fill } from "../src/lib/i18n/format";
import { expect, firstTap, holdIslandCode, islandScriptsAsked, openAsGuest, test } from "./phone";
import { bookingWizard } from "./wizards";

/*
 * Taps before the island code. A Hindi page runs its English twin's code with other words: each walk is in one
 * language, the language switch both ways.
 */

// One load of the home page walks a slideshow, its pause and the menu's language switch, as a guest would: first
// with the island code held back (the slideshow needs none), then with it let through. The menu before any code is
// e2e/dialogs.phone.spec.ts's; the theme switch's first tap (the same island in the menu and the navbar) the next test's.
test("on /: the slideshow with no island code, then the pause, and the language switch to /hi and back", async ({
  page,
}) => {
  // Three walks in one: the time of three tests, less two loads of the page.
  test.slow();
  const [common, carousel] = [commonCopy.en, carouselCopy.en];
  const code = await holdIslandCode(page);
  const islandScripts = islandScriptsAsked(page);
  // The slideshows advance every 8 s: the test moves the page's clock on rather than waiting.
  await page.clock.install();
  await openAsGuest(page, "/");
  const openMenu = page.getByRole("button", { name: common.nav.openMenu });
  const menu = page.getByRole("dialog", { name: common.nav.menuTitle });
  const slideshow = page.getByRole("region", { name: fill(carousel.label, { name: deluxeEn.name }) });

  await test.step("a home room slideshow advances with no island code, and none is asked for", async () => {
    await slideshow.scrollIntoViewIfNeeded();
    // The page's script silences the slides' announcements once it runs (the island did so once live).
    await expect(slideshow.locator('[aria-live="off"]')).toHaveCount(1);
    await page.clock.runFor(8000);
    await expect(
      slideshow.getByRole("group", { name: fill(carousel.slideLabel, { index: 2, total: deluxeEn.photos.length }) }),
    ).toBeVisible();
    const islandCode = await page
      .locator("astro-island")
      .evaluateAll((islands) =>
        islands.flatMap((island) => ["component-url", "renderer-url"].map((name) => island.getAttribute(name))),
      );
    expect(islandScripts.filter((url) => islandCode.includes(url))).toEqual([]);
    await expect(slideshow.locator("xpath=ancestor::astro-island")).toHaveAttribute("ssr", "");
  });

  code.release();

  await test.step("a home room slideshow's first tap on its pause button pauses it", async () => {
    // The tap wakes the island, which plays the press again once live.
    await firstTap(slideshow.getByRole("button", { name: carousel.pause }));
    const play = slideshow.getByRole("button", { name: carousel.play });
    await expect(play).toBeVisible();
    const box = await play.boundingBox();
    expect(Math.min(box!.width, box!.height), "a thumb's target").toBeGreaterThanOrEqual(44);
  });

  await test.step("the language switch in the menu leads to the same page in the other language, and back", async () => {
    await firstTap(openMenu);
    await firstTap(menu.getByRole("link", { name: commonCopy.hi.languageName }));
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const hindi = commonCopy.hi.nav;
    await firstTap(page.getByRole("button", { name: hindi.openMenu }));
    await firstTap(
      page.getByRole("dialog", { name: hindi.menuTitle }).getByRole("link", { name: commonCopy.en.languageName }),
    );
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

// One load of /rooms with the island code held back: the carousel and the language switch need none; the theme
// switch's tap is held and answered once the code comes.
test("on /rooms with no island code: a carousel answers every tap (two taps on Next move two images), then on a tablet-wide screen the navbar's language switch is a link that works at once, and the navbar's theme switch answers its first tap once its code comes", async ({
  page,
}) => {
  const code = await holdIslandCode(page);
  await page.emulateMedia({ colorScheme: "light" });
  await openAsGuest(page, "/rooms");
  await test.step("a rooms-page carousel answers every tap made before its code", async () => {
    const card = page.getByRole("article", { name: "Deluxe Room" });
    const next = card.getByRole("button", { name: "Next image" });
    await firstTap(next);
    // The page's own carousel script answers with no island code (decision 015); the second tap comes
    // once the first has moved, not as a double tap.
    await expect(card.getByRole("group", { name: /^2 of \d+$/ })).toBeVisible();
    await next.tap();
    await expect(card.getByRole("group", { name: /^3 of \d+$/ })).toBeVisible();
    await expect(next, "answered by the page, never busy").not.toHaveAttribute("aria-busy");
  });
  await test.step("on a tablet-wide screen, the language switch in the navbar is a link that works at once", async () => {
    // The navbar shows its language switch from tablet width on; the page lays itself out again in place.
    await page.setViewportSize({ width: 820, height: 1180 });
    await firstTap(page.getByRole("banner").getByRole("link", { name: commonCopy.hi.languageName }));
    await expect(page).toHaveURL(/\/hi\/rooms$/);
  });
  await test.step("the theme switch in the navbar answers its first tap", async () => {
    const theme = commonCopy.hi.theme;
    const dark = page
      .getByRole("banner")
      .getByRole("group", { name: theme.label })
      .getByRole("button", { name: theme.dark });
    await firstTap(dark);
    await expect(dark, "a press not yet answered shows it is busy").toHaveAttribute("aria-busy", "true");
    code.release();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});

// One load of /booking: the code held back while the details are typed and sent on, then let through; the
// date field is then tapped before the calendar's own code. The empty step is e2e/shells.phone.spec.ts's.
test("booking wizard: what is typed before it is live stays and the first Next goes on to the booking details, and the first tap on a date field opens its calendar", async ({
  page,
}) => {
  const code = await holdIslandCode(page);
  await openAsGuest(page, "/booking");
  const next = page.getByRole("button", { name: bookingCopy.en.buttons.next });
  await test.step("what is typed before it is live stays, and the first Next goes on to the booking details", async () => {
    await bookingWizard(page).fillGuest();
    await firstTap(next);
    await expect(next).toHaveAttribute("aria-busy", "true");
    code.release();
    await expect(page.getByRole("heading", { level: 3, name: /Booking Details/ })).toBeVisible();
    await expect(page).toHaveURL(/\/booking$/);
  });
  await test.step("the first tap on a date field opens its calendar", async () => {
    // The wizard is live, the calendar's code (loaded on demand) not yet.
    await firstTap(page.getByRole("button", { name: /^Check-out Date/ }));
    await expect(page.getByRole("dialog").getByRole("grid")).toBeVisible();
  });
});

test("/hi/contact: the first Send before it is live lists what to correct with no island code, and the island takes over with the same list", async ({
  page,
}) => {
  const form = contactPageCopy.hi.form;
  const code = await holdIslandCode(page);
  await openAsGuest(page, "/hi/contact");
  const email = page.getByRole("textbox", { name: new RegExp(`^${form.email}`) });
  await email.fill("aarav@example");
  const send = page.getByRole("button", { name: form.submit });
  const summary = page.getByRole("alert").filter({ hasText: form.errors.summaryHeading });
  const expected = [form.errors.firstNameRequired, form.errors.emailInvalid, form.errors.messageRequired];
  await firstTap(send);
  // The page's own early check answers, with the island's words and order, and the summary takes the focus.
  await expect(summary.getByRole("link")).toHaveText(expected);
  await expect(summary).toBeFocused();
  await expect(send).not.toHaveAttribute("aria-busy");
  code.release();
  await expect(
    page.locator("[data-early-alert]:not([hidden])"),
    "the island's summary has replaced the early one",
  ).toHaveCount(0);
  await expect(summary.getByRole("link")).toHaveText(expected);
  await expect(email).toHaveValue("aarav@example");
  await expect(email).toHaveAccessibleDescription(form.errors.emailInvalid);
});

test("a calendar's island code is fetched after load and the largest paint without any touch; the other islands' code, lazy chunks included, and the readying once the guest scrolls", async ({
  page,
}) => {
  const islandCode = /\/_astro\/[^/]+\.js$/;
  // When each request for island code was made, on the wall clock, the workers' and then the page's: a worker
  // that fetches it keeps its own timeline, so the page's resource timing does not list its requests.
  const requested = new Map<string, number[]>();
  page.on("request", (request) => {
    if (islandCode.test(request.url()))
      requested.set(request.url(), [...(requested.get(request.url()) ?? []), Date.now()]);
  });
  await openAsGuest(page, "/rooms/deluxe");
  // The stay price's island, whose calendar only React can draw, has its code fetched without a touch.
  await expect(page.locator(`script[${codeFetchedAttribute}]`), "the calendar's code fetched").toBeAttached();
  expect([...requested.keys()].some((url) => /\/RoomStayPrice\./.test(url))).toBe(true);
  await page.waitForTimeout(500);
  // A load nobody touches compiles none of it: home.phone.spec.ts's quick phone. The photo grid, whose first
  // answer is the page's own dialog, has its code fetched only once the guest uses the page (decision 014,
  // "The rest of the island code once the guest uses the page").
  expect(
    [...requested.keys()].filter((url) => /\/(RoomPhotoGrid|Lightbox)\./.test(url)),
    "none of the photo grid's code before the guest uses the page",
  ).toEqual([]);
  // Once the guest scrolls, the stay price is readied (its modules and React's DOM code compiled, none of it
  // run), and the photo grid's code is fetched, its lightbox's module (one import deeper) included.
  await page.evaluate(() => window.scrollBy(0, 40));
  await expect.poll(() => [...requested.keys()].some((url) => /\/Lightbox\./.test(url))).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll("link[rel=modulepreload]")].map(
          (link) => link.getAttribute("href")!.split("/").pop()!.split(".")[0],
        ),
      ),
    )
    .toEqual(["client", "RoomStayPrice"]);
  await expect(page.locator("script[type=module][src]")).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((e) => /RoomStayPrice/.test(e.name))))
    .toBe(true);
  const onThePage = await page.evaluate(async () => {
    const largestPaint = await new Promise<number>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
        type: "largest-contentful-paint",
        buffered: true,
      }),
    );
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const onPage = performance.getEntriesByType("resource").filter((entry) => /\/_astro\/[^/]+\.js$/.test(entry.name));
    return {
      largestPaint: performance.timeOrigin + largestPaint,
      load: performance.timeOrigin + navigation!.loadEventEnd,
      onPage: onPage.map((entry) => entry.name),
    };
  });
  const firstCode = Math.min(...[...requested.values()].map(([first]) => first!));
  // Playwright's clock and the page's differ by the time an event takes to reach the test: a few ms.
  const slack = 5;
  expect(firstCode, "no island code before the page has loaded").toBeGreaterThanOrEqual(onThePage.load - slack);
  expect(firstCode, "no island code before the largest paint").toBeGreaterThan(onThePage.largestPaint - slack);
  expect(
    onThePage.onPage.filter((url) => (requested.get(url) ?? []).length < 2),
    "the page asks only for code the worker fetched before it",
  ).toEqual([]);
});
