/**
 * The Content-Security-Policy as the browser enforces it, with every island woken (the home page's in
 * Hindi with its fonts and calendar words, the wizard's in English); visitor input (query parameters, a saved draft) shown only as text; and the editor at
 * /admin under its own policy from the production server. The editor's policy in local mode is
 * proven in e2e/editor.spec.ts, in the editor load that spec makes anyway (Sveltia takes a while to load).
 */
import type { Locator, Page } from "@playwright/test";
import commonCopy from "../src/content/copy/common.json" with { type: "json" };
import homeCopy from "../src/content/copy/home.json" with { type: "json" };
import { subjectFromSearch } from "../src/features/contact/contact-form";
import { expect, test, viewports } from "./fixtures";
import { recordHandOffs } from "./hand-off";
import { bookingWizard } from "./wizards";

type Recorded = { violations: string[]; pwned: boolean };

/** Records CSP violations, and the WhatsApp hand-off instead of opening it, before any page script runs. */
async function watch(page: Page) {
  await recordHandOffs(page);
  await page.addInitScript(() => {
    const record = { violations: [] as string[], pwned: false };
    Object.assign(window, { __record: record });
    document.addEventListener("securitypolicyviolation", (event) => {
      record.violations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/**
 * Opens a dialog with one press and waits for it. A press that comes before the island is ready is
 * played again once it is (the phone project proves that on every island), so a second press
 * would only race the first: on a busy machine it could land on the opening dialog's backdrop.
 */
async function open(opener: Locator, dialog: Locator) {
  await opener.click();
  await expect(dialog).toBeVisible();
}

async function close(page: Page) {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __record: Recorded }).__record);

// The same code runs in both languages; a Hindi page differs in its Devanagari fonts (font-src) and its
// calendar's locale code, so the home page's islands run in Hindi and the wizard (its calendar too) in English.
test.describe("CSP, every island woken", () => {
  test.use({ viewport: viewports.phone, hasTouch: true });
  // Four islands, then the wizard's three steps, each loading its code: minutes on a busy 2-core machine.
  test.describe.configure({ timeout: 180_000 });

  test("the Hindi home page's drawer, virtual tour, gallery and quick-booking date picker run without a single CSP violation", async ({
    page,
  }) => {
    const [common, home] = [commonCopy.hi, homeCopy.hi];
    await watch(page);
    await page.goto("/hi");
    for (const [opener, dialog] of [
      [page.getByRole("button", { name: common.nav.openMenu }), common.nav.menuTitle],
      [page.getByRole("button", { name: home.tour.start }), home.tour.dialogTitle],
      [
        page.getByRole("region", { name: home.gallery.heading }).getByRole("listitem").first().getByRole("link"),
        home.gallery.dialogTitle,
      ],
    ] as const) {
      await open(opener, page.getByRole("dialog", { name: dialog }));
      await close(page);
    }
    const quick = page.getByRole("group", { name: home.quickBooking.formLabel });
    await open(
      quick.getByRole("button", { name: new RegExp(home.quickBooking.checkIn) }),
      page.getByRole("dialog", { name: home.quickBooking.checkIn }),
    );
    await expect(page.getByRole("dialog").getByRole("grid")).toBeVisible();
    expect((await recorded(page)).violations).toEqual([]);
  });

  test("the booking wizard, its date picker and its submit run without a single CSP violation", async ({ page }) => {
    const wizard = bookingWizard(page);
    await watch(page);
    await page.clock.setFixedTime(new Date("2026-11-22T12:00:00Z"));
    await page.goto(`${wizard.path}?checkIn=2026-12-04&checkOut=2026-12-07&guests=2&room=deluxe`);
    await wizard.fillGuest();
    await wizard.next();
    await open(wizard.dateField("checkIn"), page.getByRole("dialog"));
    await expect(page.getByRole("dialog").getByRole("grid")).toBeVisible();
    await close(page);
    await wizard.next();
    await wizard.send();
    expect((await recorded(page)).violations).toEqual([]);
  });
});

const payloads = [
  `<img src=x onerror="window.__record.pwned=true">`,
  `"><script>window.__record.pwned=true</script>`,
  `javascript:window.__record.pwned=true`,
  `{{constructor.constructor('window.__record.pwned=true')()}}`,
];

/** A payload in each booking parameter (one each: a second of a name is never read), all of them in an unknown one. */
const bookingParameters = ["checkIn", "checkOut", "guests", "room"]
  .map((name, i) => `${name}=${encodeURIComponent(payloads[i]!)}`)
  .concat(`other=${encodeURIComponent(payloads.join(""))}`);
const subject = `?subject=${encodeURIComponent(payloads.join(" "))}`;

/** Where a visitor's input reaches a page, every payload in one load: the page it opens, and the field that shows it as text. */
const inputs = [
  {
    name: "every booking parameter",
    path: `/booking?${bookingParameters.join("&")}`,
    shown: (page: Page) => expect(page.getByLabel("First Name")).toBeEditable(),
  },
  {
    name: "the contact subject",
    path: `/contact${subject}`,
    shown: (page: Page) => expect(page.getByLabel(/Subject/)).toHaveValue(subjectFromSearch(subject)),
  },
  {
    name: "a crafted saved draft",
    path: "/booking",
    draft: { firstName: payloads[0]!, lastName: "Sharma", specialRequests: payloads[1]! },
    shown: (page: Page) => expect(page.getByLabel("First Name")).toHaveValue(payloads[0]!),
  },
];

test("visitor input (booking parameters, the contact subject, a saved draft) is shown as text, never run", async ({
  page,
}) => {
  await watch(page);
  for (const { name, path, shown, ...input } of inputs) {
    await test.step(`${name}: ${path}`, async () => {
      // Last, after a page of the site has given the tab its storage.
      if ("draft" in input)
        await page.evaluate(
          (draft) => sessionStorage.setItem("booking-inquiry-draft", JSON.stringify(draft)),
          input.draft,
        );
      await page.goto(path);
      await shown(page);
      const { pwned, violations } = await recorded(page);
      expect(pwned).toBe(false);
      expect(violations).toEqual([]);
      expect(await page.locator("img[src='x'], main script:not([type])").filter({ hasText: "pwned" }).count()).toBe(0);
      expect(await page.locator("img[src='x']").count()).toBe(0);
    });
  }
});

test.describe("the editor at /admin under its own policy", () => {
  // Sveltia is a 2 MB application: on a busy 2-core machine it takes a while to start.
  test.describe.configure({ timeout: 180_000 });

  test("the production server serves it, it comes up as Sveltia's GitHub sign-in, and a token typed in is sent to GitHub's API, without a single CSP violation", async ({
    page,
    context,
  }) => {
    await watch(page);
    const asked: string[] = [];
    await context.route("https://api.github.com/**", (route) => {
      asked.push(`${new URL(route.request().url()).pathname} ${route.request().headers().authorization}`);
      return route.fulfill({ status: 401, json: { message: "Bad credentials" } });
    });
    await context.route("https://www.githubstatus.com/**", (route) =>
      route.fulfill({ json: { status: { indicator: "none" } } }),
    );

    // Its headers are server/site-server.test.ts's ("serves the editor's page at /admin ... with the editor's own policy").
    await page.goto("/admin/");
    expect(new URL(page.url()).pathname).toBe("/admin");
    await page.getByRole("button", { name: "Sign In Using Access Token" }).click({ timeout: 90_000 });
    expect((await recorded(page)).violations).toEqual([]);

    await page.getByRole("textbox", { name: /Personal Access Token/ }).fill("test-token");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect.poll(() => asked.find((call) => /test-token$/.test(call)), { timeout: 20_000 }).toBeTruthy();
    expect((await recorded(page)).violations).toEqual([]);
  });
});
