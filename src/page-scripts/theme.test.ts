// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { bootScript, isDark, readThemeChoice } from "./theme";

/**
 * Each run of the head script, ended when its test ends. Every run listens on this one window and
 * starts timers; an ended run's window listeners are removed, its pending timers cleared, and a timer
 * it asks for later (from a frame callback already queued) is not started. So no run reaches into a
 * later test (a worker started by an earlier test's run would land in this one's), however the test
 * runner holds the window and however slow the machine, and none fires once the document is gone.
 */
const runEnds: (() => void)[] = [];

function runBootScript(stored: string | null, systemDark: boolean) {
  document.documentElement.className = "";
  if (stored === null) localStorage.removeItem("theme");
  else localStorage.setItem("theme", stored);
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: systemDark && query.includes("dark") }));
  let ended = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const listeners: Parameters<typeof window.addEventListener>[] = [];
  const runSetTimeout = (...args: Parameters<typeof setTimeout>) => {
    if (ended) return undefined;
    const timer = setTimeout(...args);
    timers.add(timer);
    return timer;
  };
  const runAddEventListener = (...args: Parameters<typeof window.addEventListener>) => {
    listeners.push(args);
    window.addEventListener(...args);
  };
  runEnds.push(() => {
    ended = true;
    timers.forEach(clearTimeout);
    for (const [type, listener, options] of listeners) window.removeEventListener(type, listener, options);
  });
  new Function("setTimeout", "addEventListener", bootScript)(runSetTimeout, runAddEventListener);
  return document.documentElement;
}

afterEach(() => {
  runEnds.splice(0).forEach((end) => end());
  vi.unstubAllGlobals();
});

describe("theme", () => {
  it("follows the system when nothing was chosen", () => {
    expect(readThemeChoice(null)).toBe("system");
    expect(isDark("system", true)).toBe(true);
    expect(isDark("system", false)).toBe(false);
  });
  it("keeps an explicit choice over the system setting", () => {
    expect(isDark("light", true)).toBe(false);
    expect(isDark("dark", false)).toBe(true);
  });
  it("treats an unknown stored value as the system setting", () => {
    expect(readThemeChoice("purple")).toBe("system");
  });
  it("applies the saved dark theme before first paint", () => {
    const root = runBootScript("dark", false);
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.classList.contains("js")).toBe(true);
  });
  it("applies the system dark theme when nothing was saved", () => {
    expect(runBootScript(null, true).classList.contains("dark")).toBe(true);
    expect(runBootScript("light", true).classList.contains("dark")).toBe(false);
  });
  describe("the saved choice where service workers exist", () => {
    function withServiceWorker(controller: object | null) {
      Object.defineProperty(navigator, "serviceWorker", { value: { controller }, configurable: true });
    }
    afterEach(() => {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
      vi.restoreAllMocks();
    });

    it("is applied before the first paint on a page the site's service worker controls (a guest who has been here)", () => {
      withServiceWorker({});
      const root = runBootScript("dark", false);
      expect(root.classList.contains("dark")).toBe(true);
    });

    it.each(["scroll", "pointerdown", "keydown"])(
      "on a first visit (no worker yet) is not read before the first paint, and is applied once idle after the guest's first %s, not in its own task",
      async (type) => {
        withServiceWorker(null);
        const read = vi.spyOn(Storage.prototype, "getItem");
        const root = runBootScript("dark", false);
        expect(read).not.toHaveBeenCalled();
        expect(root.classList.contains("dark")).toBe(false);
        window.dispatchEvent(new Event(type));
        expect(read, "not inside the event's own task").not.toHaveBeenCalled();
        await new Promise((done) => setTimeout(done, 0));
        expect(read).toHaveBeenCalledWith("theme");
        expect(root.classList.contains("dark")).toBe(true);
      },
    );

    it("on a first visit follows the system's dark setting before the first paint", async () => {
      withServiceWorker(null);
      const root = runBootScript(null, true);
      expect(root.classList.contains("dark")).toBe(true);
      window.dispatchEvent(new Event("scroll"));
      await new Promise((done) => setTimeout(done, 0));
      expect(root.classList.contains("dark")).toBe(true);
    });
  });
  it("carries the query string along on a language link", () => {
    runBootScript(null, false);
    window.history.replaceState(null, "", "/booking?room=deluxe&guests=2");
    document.body.innerHTML = '<a href="/hi/booking" data-keep-query>हिन्दी</a>';
    const link = document.querySelector("a")!;
    link.addEventListener("click", (e) => e.preventDefault());
    link.click();
    expect(link.pathname + link.search).toBe("/hi/booking?room=deluxe&guests=2");
  });
  describe("photos held below the fold", () => {
    /** A held photo as the server sends it, read as a browser with JavaScript reads a <noscript>: as text. */
    function heldPhoto(alt: string) {
      const frame = document.createElement("div");
      frame.innerHTML = '<span data-photo-slot=""></span><noscript></noscript>';
      frame.querySelector("noscript")!.textContent =
        `<picture><img src="/room.jpg?w=960&amp;q=70" alt="${alt}" loading="lazy"></picture>`;
      document.body.append(frame);
      return frame.querySelector("[data-photo-slot]")!;
    }
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

    it("stay out of the page until it has loaded, then appear in their slot", async () => {
      document.body.innerHTML = "";
      runBootScript(null, false);
      const slot = heldPhoto("Deluxe Room bathroom");
      await nextFrame();
      expect(slot.querySelector("img")).toBeNull();
      window.dispatchEvent(new Event("load"));
      await nextFrame();
      const img = slot.querySelector("img")!;
      expect(img.alt).toBe("Deluxe Room bathroom");
      expect(img.getAttribute("src")).toBe("/room.jpg?w=960&q=70");
    });

    /** Stands in for the browser's workers: each one started, with the messages posted to it. */
    function stubWorker() {
      const started: {
        url: string;
        posted: unknown[];
        worker: { onmessage?: (event: MessageEvent) => void; terminated: boolean };
      }[] = [];
      vi.stubGlobal(
        "Worker",
        class {
          posted: unknown[] = [];
          onmessage?: (event: MessageEvent) => void;
          terminated = false;
          constructor(url: string) {
            started.push({ url, posted: this.posted, worker: this });
          }
          postMessage(message: unknown) {
            this.posted.push(message);
          }
          terminate() {
            this.terminated = true;
          }
        },
      );
      return started;
    }
    const island = (component: string) =>
      `<astro-island component-url="${component}" renderer-url="/_astro/client.f.js"></astro-island>`;

    it("on a page with a largest photo, wait until the browser reports that photo painted", async () => {
      const started = stubWorker();
      document.body.innerHTML = `<img fetchpriority="high" alt="Deluxe Room">${island("/_astro/MobileNav.a.js")}`;
      const largest = document.querySelector("img")!;
      const observers: { report: (element: Element) => void; type?: string }[] = [];
      class FakeObserver {
        static supportedEntryTypes = ["paint", "largest-contentful-paint"];
        report: (element: Element) => void;
        type?: string;
        constructor(callback: (list: { getEntries: () => { element: Element }[] }) => void) {
          this.report = (element) => callback({ getEntries: () => [{ element }] });
          observers.push(this);
        }
        observe(options: { type: string }) {
          this.type = options.type;
        }
      }
      vi.stubGlobal("PerformanceObserver", FakeObserver);
      runBootScript(null, false);
      const slot = heldPhoto("Deluxe Room bathroom");
      window.dispatchEvent(new Event("load"));
      await nextFrame();
      expect(slot.querySelector("img")).toBeNull();
      const report = (element: Element) =>
        observers
          .filter(({ type }) => type === "largest-contentful-paint")
          .forEach((observer) => observer.report(element));
      report(document.createElement("h1"));
      await nextFrame();
      expect(slot.querySelector("img")).toBeNull();
      expect(started, "no island code before the largest paint").toEqual([]);
      report(largest);
      await nextFrame();
      expect(slot.querySelector("img")?.alt).toBe("Deluxe Room bathroom");
      // The menu's code waits for the guest: once they touch the page, a worker starts at the browser's
      // next idle moment (a timer where there is no idle callback).
      window.dispatchEvent(new Event("pointerdown"));
      await vi.waitFor(() => expect(started.map(({ url }) => url)).toContain("/code-ahead.js"), { timeout: 2000 });
      expect(started.flatMap(({ posted }) => posted).flat(2)).toContain("/_astro/MobileNav.a.js");
    });

    it("hand the islands' components and renderers to a code worker once the page has loaded, not before, when the guest has used the page", async () => {
      const started = stubWorker();
      document.body.innerHTML = island("/_astro/MobileNav.a.js") + island("/_astro/Gallery.g.js");
      runBootScript(null, false);
      window.dispatchEvent(new Event("pointerdown"));
      await nextFrame();
      expect(started).toEqual([]);
      window.dispatchEvent(new Event("load"));
      await vi.waitFor(() => expect(started.length).toBeGreaterThan(0));
      expect(started.every(({ url }) => url === "/code-ahead.js")).toBe(true);
      expect(started[0]!.posted).toEqual([
        [["/_astro/MobileNav.a.js", "/_astro/client.f.js", "/_astro/Gallery.g.js", "/_astro/client.f.js"]],
      ]);
    });

    it("leave the code of islands that answer without it (a native dialog, a carousel) until the guest's first scroll, touch or key", async () => {
      const started = stubWorker();
      document.body.innerHTML = island("/_astro/MobileNav.a.js") + island("/_astro/Gallery.g.js");
      runBootScript(null, false);
      const slot = heldPhoto("Lobby");
      window.dispatchEvent(new Event("load"));
      // The load's work done before the guest scrolls (its photos released, then its idle moment),
      // however long a busy machine takes: a scroll before it would rightly start the worker at once.
      await vi.waitFor(() => expect(slot.querySelector("img")).not.toBeNull());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(started, "a load nobody uses fetches none of it").toEqual([]);
      window.dispatchEvent(new Event("scroll"));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(started, "not in the scroll's own task, nor while a tap may follow it").toEqual([]);
      await vi.waitFor(() => expect(started.length).toBeGreaterThan(0), { timeout: 2000 });
      expect(started.map(({ posted }) => posted)).toEqual([
        [[["/_astro/MobileNav.a.js", "/_astro/client.f.js", "/_astro/Gallery.g.js", "/_astro/client.f.js"]]],
      ]);
      window.dispatchEvent(new Event("keydown"));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(started, "once").toHaveLength(1);
      const { worker } = started[0]!;
      expect(worker.terminated).toBe(false);
      worker.onmessage!(new MessageEvent("message", { data: null }));
      expect(worker.terminated, "ended once its only group is in").toBe(true);
    });

    const calendarIsland = (component: string) =>
      `<astro-island component-url="${component}" renderer-url="/_astro/client.f.js"><button data-ready-ahead>Check-in</button></astro-island>`;
    /** The scripts the head script has added to the page. */
    const scriptsAdded = () =>
      [...document.head.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));

    it("post the calendars' islands first, load the script that readies them with the worker, and mark it once the worker has fetched their code", async () => {
      const started = stubWorker();
      document.head.replaceChildren();
      document.body.innerHTML =
        island("/_astro/Gallery.g.js") + calendarIsland("/_astro/QuickBooking.q.js") + island("/_astro/Tour.t.js");
      runBootScript(null, false);
      window.dispatchEvent(new Event("load"));
      await vi.waitFor(() => expect(started.length).toBeGreaterThan(0));
      // The calendars' islands at once; the others wait for the guest.
      expect(started.map(({ posted }) => posted)).toEqual([[[["/_astro/QuickBooking.q.js", "/_astro/client.f.js"]]]]);
      expect(scriptsAdded()).toContain("/ready-ahead.js");
      const script = document.head.querySelector('script[src="/ready-ahead.js"]')!;
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(script.hasAttribute("data-code-fetched"), "not before the worker has fetched the code").toBe(false);
      // The worker's first message: the first group is in; the rest of the page's code is still coming.
      const { worker, posted } = started.at(-1)!;
      worker.onmessage!(new MessageEvent("message", { data: null }));
      expect(script.hasAttribute("data-code-fetched")).toBe(true);
      expect(worker.terminated, "kept for the second group").toBe(false);
      expect(
        document.head.querySelectorAll("link[rel=modulepreload]"),
        "the head script itself readies nothing",
      ).toHaveLength(0);
      // The guest touches the page: the other islands' code, posted to the same worker as its second group.
      const workers = started.length;
      window.dispatchEvent(new Event("pointerdown"));
      await vi.waitFor(() => expect(posted).toHaveLength(2), { timeout: 2000 });
      expect(posted[1]).toEqual([
        ["/_astro/Gallery.g.js", "/_astro/client.f.js", "/_astro/Tour.t.js", "/_astro/client.f.js"],
      ]);
      expect(started, "no second worker").toHaveLength(workers);
      worker.onmessage!(new MessageEvent("message", { data: null }));
      expect(worker.terminated, "ended once the last group is in").toBe(true);
    });

    it("load no readying script on a page whose answers need no island code (a native dialog, a carousel)", async () => {
      const started = stubWorker();
      document.head.replaceChildren();
      document.body.innerHTML = island("/_astro/Gallery.g.js");
      runBootScript(null, false);
      window.dispatchEvent(new Event("load"));
      window.dispatchEvent(new Event("pointerdown"));
      await vi.waitFor(() => expect(started.length).toBeGreaterThan(0), { timeout: 2000 });
      expect(scriptsAdded()).not.toContain("/ready-ahead.js");
    });

    it("load it, marked at once, where no worker can start", async () => {
      vi.stubGlobal(
        "Worker",
        class {
          constructor() {
            throw new Error("no workers here");
          }
        },
      );
      document.head.replaceChildren();
      document.body.innerHTML = calendarIsland("/_astro/QuickBooking.q.js");
      runBootScript(null, false);
      window.dispatchEvent(new Event("load"));
      await vi.waitFor(() => expect(scriptsAdded()).toContain("/ready-ahead.js"));
      expect(document.head.querySelector('script[src="/ready-ahead.js"]')!.hasAttribute("data-code-fetched")).toBe(
        true,
      );
    });

    it("keep a later slide's photo held for its slideshow to release", () => {
      document.body.innerHTML = "";
      runBootScript(null, false);
      const slot = heldPhoto("Deluxe Room view");
      const slide = document.createElement("div");
      slide.setAttribute("data-later", "");
      slot.parentElement!.before(slide);
      slide.append(slot.parentElement!);
      const lobby = heldPhoto("Lobby");
      window.dispatchEvent(new Event("pointerdown"));
      expect(lobby.querySelector("img")?.alt).toBe("Lobby");
      expect(slot.querySelector("img")).toBeNull();
    });

    it("leave the guest's first tap after the load alone: the photos are out already, so it searches the page for none", async () => {
      document.body.innerHTML = "";
      runBootScript(null, false);
      const slot = heldPhoto("Lobby");
      window.dispatchEvent(new Event("load"));
      await nextFrame();
      expect(slot.querySelector("img")?.alt).toBe("Lobby");
      const search = vi.spyOn(document, "querySelectorAll");
      window.dispatchEvent(new Event("pointerdown"));
      window.dispatchEvent(new Event("scroll"));
      expect(search.mock.calls.filter(([selector]) => selector.includes("data-photo-slot"))).toEqual([]);
    });

    it.each(["scroll", "pointerdown", "keydown"])(
      "appear at once when the visitor acts (%s) before the page has loaded, and only once",
      (type) => {
        document.body.innerHTML = "";
        runBootScript(null, false);
        const slot = heldPhoto("Lobby");
        window.dispatchEvent(new Event(type));
        expect(slot.querySelectorAll("img")).toHaveLength(1);
        window.dispatchEvent(new Event("load"));
        window.dispatchEvent(new Event(type));
        expect(slot.querySelectorAll("img")).toHaveLength(1);
      },
    );
  });
});
