/**
 * The guest's next page, prerendered before the tap (speculation rules, decision 023), on the phone:
 * the journey's links are prerendered on a hover or a press and shown from the prerender; nothing is
 * prerendered for the editor, a link with dates, another site, tel:/mailto:/WhatsApp or the language
 * switch; a prerendered booking page starts nothing until it is shown. Chromium
 * prerenders nothing for a page Playwright attaches to, so these drive it over a DevTools pipe
 * (e2e/pipe-browser.ts); which links the rules match is read by Chromium's own URLPattern.
 */
import { expect, test } from "@playwright/test";
import { prerenderingPhone } from "./pipe-browser";

type Phone = Awaited<ReturnType<typeof prerenderingPhone>>;

/** A phone in a browser that prerenders, on this run's server. */
async function withPrerenderingPhone(run: (phone: Phone) => Promise<void>) {
  const phone = await prerenderingPhone(test.info().project.use.baseURL!);
  try {
    await run(phone);
  } finally {
    await phone.close();
  }
}

const heroLink = (path: string) => `main a[href="${path}"]`;

// Which hrefs the rules match (the editor, a link with dates, another site, tel:, mailto:, WhatsApp, the Hindi
// journey) is the last test's, by Chromium's URLPattern; here, the one thing no href shows: the language switch.
test("the journey's links are prerendered on a hover or a press, each next page shown from it; nothing for the language switch, which keeps the page's query", async () => {
  await withPrerenderingPhone(async (phone) => {
    await phone.open("/");
    await phone.hover("a[data-keep-query]");
    await phone.wait(300);
    // A journey link next: once its prerender is ready, the switch's would have been attempted before it.
    await phone.hoverUntilReady(heroLink("/booking"), "/booking");
    expect(new Set(phone.attempts().map((a) => a.url)), "nothing for the language switch").toEqual(
      new Set(["/booking"]),
    );
    await phone.hoverUntilReady(heroLink("/rooms"), "/rooms");
    await phone.tap(heroLink("/rooms"), "/rooms");
    expect(await phone.shownFromPrerender(), "/rooms from its prerender").toBe(true);

    // A press alone, as a thumb gives it: the prerender starts on pointer-down.
    await phone.tap('main a[href="/rooms/deluxe"]', "/rooms/deluxe");
    expect(await phone.shownFromPrerender(), "/rooms/deluxe from its prerender").toBe(true);

    await phone.tap('main a[href="/booking?room=deluxe"]', "/booking?room=deluxe");
    expect(await phone.shownFromPrerender(), "Book this room from its prerender").toBe(true);
  });
});

// That a guest who saves data or is on 2G gets no rules at all is http-headers.test.ts's ("are left out for a
// request that saves data or comes over 2G") and, for nginx, test/built/hosting.test.ts's.
test("a prerendered booking page counts nothing and reads no draft until it is shown, then starts once", async () => {
  await withPrerenderingPhone(async (phone) => {
    await phone.open("/");
    await phone.evaluate(`sessionStorage.setItem("booking-inquiry-draft", JSON.stringify({ firstName: "Asha" }))`);
    await phone.hoverUntilReady(heroLink("/booking"), "/booking");
    // Long enough for a page shown at once to have loaded, gone idle and loaded the worker's script.
    await phone.wait(5000);
    // The guest changes the draft after the page was prepared (another tab's page, a form on this one).
    await phone.evaluate(`sessionStorage.setItem("booking-inquiry-draft", JSON.stringify({ firstName: "Priya" }))`);
    await phone.tap(heroLink("/booking"), "/booking");
    expect(await phone.shownFromPrerender()).toBe(true);
    const firstName = `[...document.querySelectorAll("label")].find((l) => l.textContent.trim().startsWith("First Name"))?.control?.value ?? ""`;
    await phone.until(async () => (await phone.evaluate<string>(firstName)) === "Priya", "the draft of the tap");
    const scriptsLoaded = `(() => {
      const shown = performance.getEntriesByType("navigation")[0].activationStart;
      return performance.getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname === "/sw-register.js")
        .map((entry) => ({ started: entry.startTime, shown }));
    })()`;
    // The page loads the worker's script once it is idle, which on a busy machine can come after the
    // worker the home page registered is ready (navigator.serviceWorker.ready said nothing of this page).
    await phone.until(async () => (await phone.evaluate<unknown[]>(scriptsLoaded)).length > 0, "the worker's script");
    const workerScripts = await phone.evaluate<{ started: number; shown: number }[]>(scriptsLoaded);
    expect(workerScripts, "the worker's script, loaded once").toHaveLength(1);
    expect(workerScripts[0]!.started, "after the page was shown").toBeGreaterThanOrEqual(workerScripts[0]!.shown);
  });
});

/** The links the rules prerender: the journey's pages in both languages, and a booking link that carries the room alone. */
const journey = [
  "/rooms",
  "/rooms/deluxe",
  "/booking",
  "/hi/rooms",
  "/hi/rooms/deluxe",
  "/hi/booking",
  "/booking?room=deluxe",
  "/hi/booking?room=executive-suite",
];
/** Links they leave alone: other pages, the editor, the server's own, any other query, another site, other schemes. */
const others = [
  "/",
  "/hi",
  "/contact",
  "/admin",
  "/admin/config.yml",
  "/version.json",
  "/healthz",
  "/roomsx",
  "/booking?checkIn=2027-03-04",
  "/booking?room=deluxe&guests=2",
  "/rooms?x=1",
  "/rooms/deluxe?y",
  "https://example.com/rooms",
  "tel:+910000000000",
  "mailto:a@b.example",
  "https://wa.me/910000000000",
];

test("Chromium reads the rules' patterns as meant: the journey's pages, no query but a room's, nothing else", async ({
  page,
}) => {
  await page.goto("/404", { waitUntil: "domcontentloaded" });
  const rules = await (await page.request.get("/speculation-rules.json")).json();
  const prerendered = await page.evaluate(
    ({ rules, hrefs }) => {
      const base = location.origin;
      type Predicate = { and?: Predicate[]; or?: Predicate[]; not?: Predicate; href_matches?: string | string[] };
      const holds = (p: Predicate, href: string): boolean => {
        if (p.and) return p.and.every((q) => holds(q, href));
        if (p.or) return p.or.some((q) => holds(q, href));
        if (p.not) return !holds(p.not, href);
        const patterns = typeof p.href_matches === "string" ? [p.href_matches] : (p.href_matches ?? []);
        // selector_matches: a plain link matches none (the language switch is proven by a hover above).
        if (patterns.length === 0) return false;
        return patterns.some((pattern) =>
          new (
            globalThis as unknown as { URLPattern: new (p: string, b: string) => { test(u: string): boolean } }
          ).URLPattern(pattern, `${base}/`).test(new URL(href, base).href),
        );
      };
      const where = rules.prerender[0].where as Predicate;
      return hrefs.filter((href) => holds(where, href));
    },
    { rules, hrefs: [...journey, ...others] },
  );
  expect(prerendered).toEqual(journey);
});
