import { afterEach, describe, expect, it, vi } from "vitest";

/** A built site's modules: a menu that imports React's shared chunk and, lazily, its drawer. */
/** The page's address, which the worker shares: it resolves the posted paths against it. */
const location = new URL("https://hotel.example/rooms/");
const origin = location.origin;
const built: Record<string, string> = {
  "/_astro/MobileNav.a.js": `import{r}from"./index.b.js";const d=()=>i(()=>import("./MobileNavDrawer.d.js"),[]);`,
  "/_astro/MobileNavDrawer.d.js": `import{j}from"./index.b.js";import"./icon.e.js";`,
  "/_astro/client.f.js": `import{r}from"./index.b.js";`,
  "/_astro/index.b.js": "export const r=1",
  "/_astro/icon.e.js": "",
};

afterEach(() => vi.unstubAllGlobals());

/** What the worker did, in order: each URL it fetched, "told" for each message to the page, "ended" if it ended itself. */
type Log = string[];

/**
 * Starts a fresh copy of the worker in a scope of its own (a worker's `self`), its fetches answered
 * from `built` after `delayMs`. Returns what it did, the requests in flight at most, and a way to post.
 */
async function startWorker(delayMs = 0) {
  const log: Log = [];
  const flight = { now: 0, most: 0 };
  const priorities = new Set<unknown>();
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit) => {
      const path = url.slice(origin.length);
      log.push(path);
      priorities.add(init.priority);
      flight.now += 1;
      flight.most = Math.max(flight.most, flight.now);
      return new Promise((resolve) => setTimeout(resolve, delayMs)).then(() => {
        flight.now -= 1;
        return { ok: true, text: () => Promise.resolve(built[path] ?? "") };
      });
    }),
  );
  const scope = Object.assign(new EventTarget(), {
    location,
    // A worker's postMessage goes to the page that started it.
    postMessage: () => log.push("told"),
    close: () => log.push("ended"),
  });
  vi.stubGlobal("self", scope);
  vi.resetModules();
  await import("./code-ahead");
  const post = (data: unknown) => scope.dispatchEvent(new MessageEvent("message", { data }));
  /** Resolves once the page has been told `times` times in all (a group in, each). */
  const told = (times: number) => vi.waitFor(() => expect(log.filter((entry) => entry === "told")).toHaveLength(times));
  return { log, flight, priorities, post, told };
}

describe("the worker that fetches island code ahead of the guest", () => {
  it("fetches every island's code, lazy imports included, each once, at low priority, then tells the page once", async () => {
    const worker = await startWorker();
    // As a page from before the groups posts them (still in a visitor's offline copy): component and
    // renderer of each island in one list, some twice, some missing.
    worker.post(["/_astro/MobileNav.a.js", "/_astro/client.f.js", "/_astro/MobileNav.a.js", null]);
    await worker.told(1);
    const fetched = worker.log.filter((entry) => entry.startsWith("/"));
    expect(fetched.sort()).toEqual([
      "/_astro/MobileNav.a.js",
      "/_astro/MobileNavDrawer.d.js",
      "/_astro/client.f.js",
      "/_astro/icon.e.js",
      "/_astro/index.b.js",
    ]);
    expect([...worker.priorities]).toEqual(["low"]);
    expect(worker.log.at(-1), "the page is told once everything is in").toBe("told");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(worker.log.filter((entry) => entry === "told")).toHaveLength(1);
  });

  it("has at most two requests in flight, so a tap's own request keeps most of a slow link", async () => {
    const worker = await startWorker(5);
    worker.post([
      [],
      ["/_astro/MobileNav.a.js", "/_astro/client.f.js", "/_astro/MobileNavDrawer.d.js", "/_astro/icon.e.js"],
    ]);
    await worker.told(2);
    expect(worker.log.filter((entry) => entry.startsWith("/"))).toHaveLength(5);
    expect(worker.flight.most).toBe(2);
  });

  it("fetches the first group's code, lazy imports included, before any of the next, and tells the page as each group is in", async () => {
    const worker = await startWorker(5);
    // The head script's groups: the islands it readies first (here the menu stands in), then the rest.
    worker.post([["/_astro/MobileNav.a.js", "/_astro/client.f.js"], ["/_astro/Gallery.g.js"]]);
    await worker.told(2);
    expect(worker.log).toEqual([
      "/_astro/MobileNav.a.js",
      "/_astro/client.f.js",
      "/_astro/index.b.js",
      "/_astro/MobileNavDrawer.d.js",
      "/_astro/icon.e.js",
      "told",
      "/_astro/Gallery.g.js",
      "told",
    ]);
  });

  it("waits for a group posted later, fetches only what the earlier ones did not, and never ends itself", async () => {
    const worker = await startWorker(5);
    worker.post([["/_astro/MobileNav.a.js", "/_astro/client.f.js"]]);
    await worker.told(1);
    const before = worker.log.length;
    // The guest's first use: the page posts the rest, sharing React's chunk with the first group.
    worker.post([["/_astro/Gallery.g.js", "/_astro/client.f.js", "/_astro/index.b.js"]]);
    await worker.told(2);
    expect(worker.log.slice(before)).toEqual(["/_astro/Gallery.g.js", "told"]);
    expect(worker.log, "the page ends it").not.toContain("ended");
  });

  it("tells the page at once of a group with nothing left to fetch", async () => {
    const worker = await startWorker();
    worker.post([[], ["/_astro/index.b.js"]]);
    await worker.told(2);
    expect(worker.log).toEqual(["told", "/_astro/index.b.js", "told"]);
  });
});
