// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hydrateAheadEvent } from "./code-ahead";
import { ifOnScreenNow, inIdleSlices, isQuick, readyAhead, whenCodeFetched } from "./ready-ahead";

const calendarIsland = (component: string) =>
  `<astro-island component-url="${component}" renderer-url="/_astro/client.f.js"><button data-ready-ahead>Check-in</button></astro-island>`;
const island = (component: string) =>
  `<astro-island component-url="${component}" renderer-url="/_astro/client.f.js"></astro-island>`;

/** The modules compiled ahead (modulepreload links), and any run (module scripts: there must be none). */
const readied = () => ({
  compiled: [...document.head.querySelectorAll("link[rel=modulepreload]")].map((link) => link.getAttribute("href")),
  run: [...document.head.querySelectorAll("script[type=module]")].map((script) => script.getAttribute("src")),
});
/** An island's modules are compiled: the next island's turn comes at the next idle moment. */
const compiled = (href: string) =>
  document.head.querySelector(`link[rel=modulepreload][href="${href}"]`)!.dispatchEvent(new Event("load"));
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 20));
/** A far element's report that it has come near the view, by element. */
const comeNear = new Map<Element, () => void>();

/**
 * The browser's record of the page's long animation frames (start, duration), the first paint at
 * 100 ms, whether the guest has tapped, and whether the page is scrolled down (as an intersection
 * observer reports the root's box after a frame): what the script reads to tell a quick phone from a
 * slow one, and a page used from one nobody touched. Every element is near the view but those `far`,
 * which come near when `comeNear` says so.
 */
function stubPage(
  frames: [start: number, duration: number][] | "unsupported",
  { tapped = false, used = false, far = [] as Element[] } = {},
) {
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = frames === "unsupported" ? ["paint"] : ["paint", "long-animation-frame"];
      private buffered: unknown[] = [];
      observe({ type, buffered }: { type: string; buffered?: boolean }) {
        // Like the browser: the frames recorded so far, on an observer that asks for them, to be taken at once.
        if (type === "long-animation-frame" && buffered && frames !== "unsupported")
          this.buffered = frames.map(([startTime, duration]) => ({ startTime, duration }));
      }
      takeRecords() {
        const taken = this.buffered;
        this.buffered = [];
        return taken;
      }
      disconnect() {}
    },
  );
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private report: (entries: object[]) => void) {}
      observe(target: Element) {
        // The root, watched for a page scrolled already; else an element, watched for coming near.
        if (target === document.documentElement)
          setTimeout(() => this.report([{ boundingClientRect: { top: used ? -120 : 0 } }]), 5);
        else {
          const near = () => this.report([{ target, isIntersecting: true }]);
          if (far.includes(target)) comeNear.set(target, near);
          else setTimeout(near, 5);
        }
      }
      unobserve() {}
      disconnect() {}
    },
  );
  // The page's own record of paints and inputs, as a stand-in global rather than spies on the test
  // runner's `performance` object, whose methods a VM context does not hold as its own properties.
  const clock = performance;
  vi.stubGlobal("performance", {
    now: () => clock.now(),
    timeOrigin: clock.timeOrigin,
    getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{ startTime: 100 }] : []),
    getEntriesByType: (type: string) => (type === "first-input" && tapped ? [{ startTime: 900 }] : []),
  });
}

/** The mid-tier phone: one long frame before the first paint (loading), one of 56 ms after it. */
const quickFrames: [number, number][] = [
  [40, 300],
  [600, 56],
];
/** The low-tier phone: 70 + 68 + 91 + 161 ms of long frames after the first paint. */
const slowFrames: [number, number][] = [
  [40, 330],
  [800, 70],
  [960, 68],
  [1050, 91],
  [1230, 161],
];

/**
 * Readies a page with two calendars, its modules compiling at once; which islands were told to hydrate.
 * With `startUsing`, the guest has not used the page yet: nothing may be compiled until it has run.
 */
async function readyTwoCalendars(startUsing?: () => void) {
  document.body.innerHTML = calendarIsland("/_astro/QuickBooking.q.js") + calendarIsland("/_astro/RoomStayPrice.r.js");
  const told: string[] = [];
  document
    .querySelectorAll("astro-island")
    .forEach((el) => el.addEventListener(hydrateAheadEvent, () => told.push(el.getAttribute("component-url")!)));
  readyAhead();
  if (startUsing) {
    await aMoment();
    expect(readied().compiled, "nothing compiled before the guest uses the page").toEqual([]);
    startUsing();
  }
  await vi.waitFor(() => expect(readied().compiled).toContain("/_astro/QuickBooking.q.js"));
  await aMoment();
  expect(told, "not before the island's modules are compiled").toEqual([]);
  compiled("/_astro/QuickBooking.q.js");
  await vi.waitFor(() => expect(readied().compiled).toContain("/_astro/RoomStayPrice.r.js"));
  compiled("/_astro/RoomStayPrice.r.js");
  await aMoment();
  return told;
}

beforeEach(() => {
  document.head.replaceChildren();
  window.scrollY = 0;
});
afterEach(() => {
  comeNear.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("readying the calendars' islands", () => {
  it("compiles the islands whose answer needs their code, one at a time, running none of it", async () => {
    stubPage(slowFrames, { used: true });
    document.body.innerHTML =
      calendarIsland("/_astro/QuickBooking.q.js") +
      island("/_astro/Gallery.g.js") +
      calendarIsland("/_astro/RoomStayPrice.r.js");
    readyAhead();
    await vi.waitFor(() => expect(readied().compiled).toEqual(["/_astro/client.f.js", "/_astro/QuickBooking.q.js"]));
    await aMoment();
    expect(readied().compiled, "the next island waits for the first one's modules").toHaveLength(2);
    compiled("/_astro/QuickBooking.q.js");
    await vi.waitFor(() =>
      expect(readied().compiled, "a shared renderer once").toEqual([
        "/_astro/client.f.js",
        "/_astro/QuickBooking.q.js",
        "/_astro/RoomStayPrice.r.js",
      ]),
    );
    compiled("/_astro/RoomStayPrice.r.js");
    await aMoment();
    expect(readied().compiled, "an island whose answers need no code (a native dialog) is left alone").not.toContain(
      "/_astro/Gallery.g.js",
    );
    expect(readied().run, "nothing is run ahead: running a graph is one long task on a slow phone").toEqual([]);
  });

  it("goes on to the next island when one's modules fail to load (offline)", async () => {
    stubPage(slowFrames, { used: true });
    document.body.innerHTML = calendarIsland("/_astro/QuickBooking.q.js") + calendarIsland("/_astro/EventWizard.e.js");
    readyAhead();
    await vi.waitFor(() => expect(readied().compiled).toContain("/_astro/QuickBooking.q.js"));
    document.head.querySelector('link[href="/_astro/QuickBooking.q.js"]')!.dispatchEvent(new Event("error"));
    await vi.waitFor(() => expect(readied().compiled).toContain("/_astro/EventWizard.e.js"));
  });

  it("hydrates them ahead on a quick phone once the guest has scrolled", async () => {
    stubPage(quickFrames, { used: true });
    expect(await readyTwoCalendars()).toEqual(["/_astro/QuickBooking.q.js", "/_astro/RoomStayPrice.r.js"]);
  });

  it("hydrates ahead on a quick phone only an island near the view; one screens away once the guest comes near it", async () => {
    document.body.innerHTML =
      calendarIsland("/_astro/QuickBooking.q.js") + calendarIsland("/_astro/RoomStayPrice.r.js");
    const [footOfPage] = document.querySelectorAll("astro-island");
    const control = footOfPage!.querySelector("button")!;
    stubPage(quickFrames, { used: true, far: [control] });
    const told: string[] = [];
    document
      .querySelectorAll("astro-island")
      .forEach((el) => el.addEventListener(hydrateAheadEvent, () => told.push(el.getAttribute("component-url")!)));
    readyAhead();
    await vi.waitFor(() => expect(readied().compiled).toContain("/_astro/QuickBooking.q.js"));
    compiled("/_astro/QuickBooking.q.js");
    await vi.waitFor(() => expect(readied().compiled).toContain("/_astro/RoomStayPrice.r.js"));
    compiled("/_astro/RoomStayPrice.r.js");
    await aMoment();
    expect(told, "compiled both, hydrated the near one").toEqual(["/_astro/RoomStayPrice.r.js"]);
    comeNear.get(control)!();
    expect(told).toEqual(["/_astro/RoomStayPrice.r.js", "/_astro/QuickBooking.q.js"]);
  });

  it("hydrates them ahead on a quick phone once the guest has tapped, or with no long frame at all", async () => {
    stubPage([], { tapped: true });
    expect(await readyTwoCalendars()).toHaveLength(2);
  });

  for (const [use, event] of [
    ["scrolls", "scroll"],
    ["touches the page", "pointerdown"],
    ["presses a key", "keydown"],
  ] as const) {
    it(`readies nothing while the guest has not used the page, then begins when the guest ${use}: a load nobody touches compiles and runs none of it`, async () => {
      stubPage(quickFrames);
      const told = await readyTwoCalendars(() => window.dispatchEvent(new Event(event)));
      expect(told, "hydrated ahead on a quick phone").toEqual([
        "/_astro/QuickBooking.q.js",
        "/_astro/RoomStayPrice.r.js",
      ]);
    });
  }

  it("tells a page scrolled before it came from an intersection observer's report, never from the scroll position: reading it made the browser lay out the page", async () => {
    stubPage(slowFrames, { used: true });
    const read = vi.fn(() => 120);
    Object.defineProperty(window, "scrollY", { configurable: true, get: read });
    try {
      document.body.innerHTML = calendarIsland("/_astro/QuickBooking.q.js");
      readyAhead();
      await vi.waitFor(() =>
        expect(readied().compiled, "scrolled already: readied without waiting for another use").toContain(
          "/_astro/QuickBooking.q.js",
        ),
      );
      expect(read).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(window, "scrollY", { configurable: true, writable: true, value: 0 });
    }
  });

  it("begins once, however many times the guest uses the page", async () => {
    stubPage(slowFrames);
    await readyTwoCalendars(() => {
      window.dispatchEvent(new Event("pointerdown"));
      window.dispatchEvent(new Event("scroll"));
      window.dispatchEvent(new Event("keydown"));
    });
    await aMoment();
    expect(readied().compiled, "each module linked once").toEqual([
      "/_astro/client.f.js",
      "/_astro/QuickBooking.q.js",
      "/_astro/RoomStayPrice.r.js",
    ]);
  });

  it("only readies them on a phone whose frames since the first paint were long: hydrating would be a long task more", async () => {
    stubPage(slowFrames);
    const told = await readyTwoCalendars(() => window.dispatchEvent(new Event("pointerdown")));
    await aMoment();
    expect(told, "not even once the guest touches the page").toEqual([]);
  });

  it("only readies them where the browser keeps no record of long frames: it is not known to be quick", async () => {
    stubPage("unsupported", { used: true });
    expect(await readyTwoCalendars()).toEqual([]);
  });
});

describe("isQuick", () => {
  it("counts only the frames after the first paint, against the budget", () => {
    expect(isQuick([{ startTime: 40, duration: 900 }], 100)).toBe(true);
    expect(isQuick([{ startTime: 200, duration: 149 }], 100)).toBe(true);
    expect(
      isQuick(
        [
          { startTime: 200, duration: 100 },
          { startTime: 400, duration: 50 },
        ],
        100,
      ),
    ).toBe(false);
  });
  it("is not quick without a first paint to count from", () => {
    expect(isQuick([], undefined)).toBe(false);
  });
});

describe("whenCodeFetched", () => {
  it("waits for the head script's mark on the script's element, once the worker has fetched the code", async () => {
    const script = document.createElement("script");
    const then = vi.fn();
    whenCodeFetched(script, then);
    await aMoment();
    expect(then).not.toHaveBeenCalled();
    script.setAttribute("data-code-fetched", "");
    await vi.waitFor(() => expect(then).toHaveBeenCalledTimes(1));
  });
  it("goes at once when the mark is already there", () => {
    const script = document.createElement("script");
    script.setAttribute("data-code-fetched", "");
    const then = vi.fn();
    whenCodeFetched(script, then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe("inIdleSlices", () => {
  /** The browser's idle moments, run by hand: each with the milliseconds it leaves, counted down per step taken. */
  function idleMoments() {
    const waiting: ((deadline: IdleDeadline) => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (run: (deadline: IdleDeadline) => void) => waiting.push(run));
    return {
      get pending() {
        return waiting.length;
      },
      /** The next idle moment, which leaves time for `steps` steps. */
      give(steps: number) {
        let left = steps;
        waiting.shift()!({ didTimeout: false, timeRemaining: () => Math.max(0, --left) });
      },
    };
  }
  function* counted(taken: number[], total: number) {
    for (let step = 1; step <= total; step += 1) {
      taken.push(step);
      yield;
    }
  }
  afterEach(() => vi.unstubAllGlobals());

  it("takes as many steps as each idle moment has time for, then waits for the next, and is done once after the last", () => {
    const moments = idleMoments();
    const taken: number[] = [];
    const done = vi.fn();
    inIdleSlices(counted(taken, 5), done);
    expect(taken).toEqual([]);
    moments.give(2);
    expect(taken).toEqual([1, 2]);
    expect(done).not.toHaveBeenCalled();
    moments.give(2);
    expect(taken).toEqual([1, 2, 3, 4]);
    moments.give(10);
    expect(taken).toEqual([1, 2, 3, 4, 5]);
    expect(done).toHaveBeenCalledTimes(1);
    expect(moments.pending).toBe(0);
  });

  it("takes one step in an idle moment that has no time left: work ahead always moves on", () => {
    const moments = idleMoments();
    const taken: number[] = [];
    inIdleSlices(counted(taken, 3), () => {});
    moments.give(0);
    expect(taken).toEqual([1]);
    moments.give(0);
    expect(taken).toEqual([1, 2]);
  });

  it("takes one step per task where the browser has no idle callbacks", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const taken: number[] = [];
    const done = vi.fn();
    inIdleSlices(counted(taken, 3), done);
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(taken).toEqual([1, 2, 3]);
  });
});

describe("ifOnScreenNow", () => {
  /** An intersection observer whose reports are sent by hand, with the margin it was asked for. */
  function observers() {
    const made: { margin?: string; watched: Element[]; report: (entries: object[]) => void; disconnected: boolean }[] =
      [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        made;
        constructor(report: (entries: object[]) => void, options?: IntersectionObserverInit) {
          this.made = { margin: options?.rootMargin, watched: [] as Element[], report, disconnected: false };
          made.push(this.made);
        }
        observe(target: Element) {
          this.made.watched.push(target);
        }
        unobserve() {}
        disconnect() {
          this.made.disconnected = true;
        }
      },
    );
    return made;
  }
  afterEach(() => vi.unstubAllGlobals());

  it("gives the elements on screen in the first report, with no margin, and nothing that comes into view later", () => {
    const made = observers();
    const [top, below] = [document.createElement("button"), document.createElement("button")];
    const then = vi.fn();
    ifOnScreenNow([top, below], then);
    expect(made).toHaveLength(1);
    expect(made[0]!.margin).toBe("0px");
    expect(made[0]!.watched).toEqual([top, below]);

    made[0]!.report([
      { target: top, isIntersecting: true },
      { target: below, isIntersecting: false },
    ]);
    expect(then).toHaveBeenCalledTimes(1);
    expect(then).toHaveBeenCalledWith([top]);
    expect(made[0]!.disconnected, "watches no more").toBe(true);
  });

  it("calls nothing when none is on screen, and does nothing where the browser cannot tell", () => {
    const made = observers();
    const then = vi.fn();
    ifOnScreenNow([document.createElement("button")], then);
    made[0]!.report([{ target: made[0]!.watched[0], isIntersecting: false }]);
    expect(then).not.toHaveBeenCalled();

    vi.stubGlobal("IntersectionObserver", undefined);
    ifOnScreenNow([document.createElement("button")], then);
    expect(then).not.toHaveBeenCalled();
  });
});
