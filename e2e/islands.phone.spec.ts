import bookingCopy from "../src/content/copy/booking.json" with { type: "json" };
import carouselCopy from "../src/content/copy/carousel.json" with { type: "json" };
import contactFieldsCopy from "../src/content/copy/contact-fields.json" with { type: "json" };
import eventInquiryCopy from "../src/content/copy/event-inquiry.json" with { type: "json" };
import commonCopy from "../src/content/copy/common.json" with { type: "json" };
import deluxeEn from "../src/content/rooms/deluxe.en.json" with { type: "json" };
import deluxeHi from "../src/content/rooms/deluxe.hi.json" with { type: "json" };
import { fill } from "../src/lib/format";
import { expect, firstTap, holdIslandCode, openAsGuest, tapBeforeTheCode, test } from "./phone";

/** The first room on the rooms page (display order 1), in each language. */
const deluxe = { en: deluxeEn, hi: deluxeHi };
const commonStrings = commonCopy;
const carouselStrings = carouselCopy;

for (const [locale, path] of [
  ["en", "/"],
  ["hi", "/hi"],
] as const) {
  const common = commonStrings[locale];
  const carousel = carouselStrings[locale];

  // One load of the home page walks the menu, the carousel and the language switch, as a guest
  // would: first with the island code held back (the menu needs none), then with it let through.
  test(`on ${path}: the menu with no island code, then the carousel, the theme switch and the language switch`, async ({
    page,
  }) => {
    // Four walks in one: the time of four tests, less three loads of the page.
    test.slow();
    const code = await holdIslandCode(page);
    await openAsGuest(page, path);
    const openMenu = page.getByRole("button", { name: common.nav.openMenu });
    const menu = page.getByRole("dialog", { name: common.nav.menuTitle });

    await test.step("the menu opens on the first tap with no island code", async () => {
      // A native <dialog>: it opens and closes while the code is still held back.
      await firstTap(openMenu);
      await expect(menu.getByRole("link", { name: common.nav.bookNow })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(openMenu).toBeFocused();
    });
    code.release();

    await test.step("a home room carousel advances by itself and its first tap pauses it", async () => {
      // Its only control, the pause button, comes with the slideshow, once the guest scrolls to it.
      const first = page.getByRole("region", { name: fill(carousel.label, { name: deluxe[locale].name }) });
      await first.scrollIntoViewIfNeeded();
      await expect(
        first.getByRole("group", { name: fill(carousel.slideLabel, { index: 2, total: deluxeEn.photos.length }) }),
      ).toBeVisible();
      await firstTap(first.getByRole("button", { name: carousel.pause }));
      await expect(first.getByRole("button", { name: carousel.play })).toBeVisible();
    });

    await test.step("the theme switch in the menu answers its first tap", async () => {
      await firstTap(openMenu);
      await firstTap(
        menu.getByRole("group", { name: common.theme.label }).getByRole("button", { name: common.theme.dark }),
      );
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    });

    await test.step("the language switch in the menu leads to the same page in the other language", async () => {
      const other = locale === "en" ? "hi" : "en";
      await firstTap(menu.getByRole("link", { name: commonStrings[other].languageName }));
      await expect(page).toHaveURL(new RegExp(`${other === "hi" ? "/hi" : ":\\d+/"}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", other);
    });
  });
}

test.describe("on a tablet-wide screen", () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test("the theme switch in the navbar answers its first tap", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await tapBeforeTheCode(page, "/", (p) =>
      p.getByRole("banner").getByRole("group", { name: "Colour theme" }).getByRole("button", { name: "Dark" }),
    );
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});

// One load of /rooms with the island code held back for the whole test: neither needs any.
test("on /rooms with no island code: a carousel answers every tap (two taps on Next move two images), then on a tablet-wide screen the navbar's language switch is a link that works at once", async ({
  page,
}) => {
  await holdIslandCode(page);
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
  });
  await test.step("on a tablet-wide screen, the language switch in the navbar is a link that works at once", async () => {
    // The navbar shows its language switch from tablet width on; the page lays itself out again in place.
    await page.setViewportSize({ width: 820, height: 1180 });
    await firstTap(page.getByRole("banner").getByRole("link", { name: commonStrings.hi.languageName }));
    await expect(page).toHaveURL(/\/hi\/rooms$/);
  });
});

// One load of /booking: the code held back while the empty step is checked and the details are typed
// and sent on, then let through; the date field is then tapped before the calendar's own code.
test("booking wizard: the first Next on an empty step shows its error with no island code, what is typed before it is live stays and the first Next goes on to the booking details, and the first tap on a date field opens its calendar", async ({
  page,
}) => {
  const code = await holdIslandCode(page);
  await openAsGuest(page, "/booking");
  const next = page.getByRole("button", { name: bookingCopy.en.buttons.next });
  await test.step("the first Next on an empty step shows the step's error with no island code", async () => {
    // The page's own early check answers.
    await firstTap(next);
    await expect(page.getByRole("alert").filter({ hasText: contactFieldsCopy.en.errors.guestRequired })).toBeVisible();
  });
  await test.step("what is typed before it is live stays, and the first Next goes on to the booking details", async () => {
    await page.getByLabel("First Name").fill("Priya");
    await page.getByLabel("Last Name").fill("Sharma");
    await page.getByLabel("Email Address").fill("priya.sharma@example.com");
    await page.getByLabel("Phone Number").fill("+91 98765 43210");
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

for (const [locale, prefix] of [
  ["en", ""],
  ["hi", "/hi"],
] as const) {
  test.describe(`wizards in ${locale === "en" ? "English" : "Hindi"}`, () => {
    // The English /booking's empty step is checked in the booking wizard's own load, above.
    const steps = [
      ...(locale === "hi"
        ? [
            {
              path: "/booking",
              next: bookingCopy[locale].buttons.next,
              error: contactFieldsCopy[locale].errors.guestRequired,
            },
          ]
        : []),
      {
        path: "/events/inquiry",
        next: eventInquiryCopy[locale].buttons.next,
        error: eventInquiryCopy[locale].errors.eventRequired,
      },
    ];
    for (const { path, next, error } of steps) {
      test(`${path}: the first Next on an empty step shows the step's error with no island code`, async ({ page }) => {
        // The code is held back for the whole test: the page's own early check answers.
        await holdIslandCode(page);
        await openAsGuest(page, `${prefix}${path}`);
        await firstTap(page.getByRole("button", { name: next }));
        await expect(page.getByRole("alert").filter({ hasText: error })).toBeVisible();
      });
    }
  });
}

test("contact form: the first Send before it is live checks what was typed", async ({ page }) => {
  const code = await holdIslandCode(page);
  await openAsGuest(page, "/contact");
  await page.getByRole("textbox", { name: /^Email/ }).fill("aarav@example");
  const send = page.getByRole("button", { name: "Send Message" });
  await firstTap(send);
  await expect(send).toHaveAttribute("aria-busy", "true");
  code.release();
  const summary = page.getByRole("alert").filter({ hasText: "Please correct the following:" });
  await expect(summary.getByRole("listitem").filter({ hasText: "Please enter a valid email address." })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveValue("aarav@example");
});

test("island code is fetched after load and the largest paint, without any touch, lazy chunks included", async ({
  page,
}) => {
  const islandCode = /\/_astro\/[^/]+\.js$/;
  const requested = new Set<string>();
  page.on("request", (request) => void (islandCode.test(request.url()) && requested.add(request.url())));
  // The page's photos alone may fill the browser's default 250 timing entries.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(1000));
  await openAsGuest(page, "/rooms/deluxe");
  // The photo grid's lightbox is its own module, one import deeper than the grid (no longer a lazy one: the
  // room page has no lazy chunk since the lightbox became a native dialog in the page's HTML).
  await expect.poll(() => [...requested].some((url) => /\/Lightbox\./.test(url))).toBe(true);
  const order = await page.evaluate(async () => {
    const largestPaint = await new Promise<number>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
        type: "largest-contentful-paint",
        buffered: true,
      }),
    );
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const code = performance.getEntriesByType("resource").filter((entry) => /\/_astro\/[^/]+\.js$/.test(entry.name));
    const firstCode = Math.min(...code.map((entry) => entry.startTime));
    return { largestPaint, load: navigation!.loadEventEnd, firstCode, timed: code.length };
  });
  expect(order.timed, "the island code's requests are timed").toBeGreaterThan(0);
  expect(order.firstCode, "no island code before the page has loaded").toBeGreaterThanOrEqual(order.load);
  expect(order.firstCode, "no island code before the largest paint").toBeGreaterThan(order.largestPaint);
});
