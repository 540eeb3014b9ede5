// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

/** A built site's modules: a menu that imports React's shared chunk and, lazily, its drawer. */
const origin = window.location.origin;
const built: Record<string, string> = {
  "/_astro/MobileNav.a.js": `import{r}from"./index.b.js";const d=()=>i(()=>import("./MobileNavDrawer.d.js"),[]);`,
  "/_astro/MobileNavDrawer.d.js": `import{j}from"./index.b.js";import"./icon.e.js";`,
  "/_astro/client.f.js": `import{r}from"./index.b.js";`,
  "/_astro/index.b.js": "export const r=1",
  "/_astro/icon.e.js": "",
};

afterEach(() => vi.unstubAllGlobals());

describe("the worker that fetches island code ahead of the guest", () => {
  it("fetches every island's code, lazy imports included, each once, at low priority, then tells the page and ends itself", async () => {
    const fetched = vi.fn((url: string, init: RequestInit) => {
      void init;
      const text = built[url.slice(origin.length)] ?? "";
      return Promise.resolve({ ok: true, text: () => Promise.resolve(text) });
    });
    vi.stubGlobal("fetch", fetched);
    const close = vi.fn();
    vi.stubGlobal("close", close);
    // A worker's postMessage goes to the page that started it.
    const told = vi.fn();
    vi.stubGlobal("postMessage", told);
    await import("./code-ahead");
    // As the head script posts them: component and renderer of each island, some twice, some missing.
    const posted = ["/_astro/MobileNav.a.js", "/_astro/client.f.js", "/_astro/MobileNav.a.js", null];
    window.dispatchEvent(new MessageEvent("message", { data: posted }));
    await vi.waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(fetched.mock.calls.map(([url]) => url.slice(origin.length)).sort()).toEqual([
      "/_astro/MobileNav.a.js",
      "/_astro/MobileNavDrawer.d.js",
      "/_astro/client.f.js",
      "/_astro/icon.e.js",
      "/_astro/index.b.js",
    ]);
    expect(fetched.mock.calls.every(([, init]) => init.priority === "low")).toBe(true);
    expect(told, "the page is told once, before the worker ends").toHaveBeenCalledTimes(1);
    expect(told.mock.invocationCallOrder[0]).toBeLessThan(close.mock.invocationCallOrder[0]!);
  });

  it("has at most two requests in flight, so a tap's own request keeps most of a slow link", async () => {
    let inFlight = 0;
    let most = 0;
    const fetched = vi.fn((url: string) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      const text = built[url.slice(origin.length)] ?? "";
      return new Promise((resolve) => setTimeout(resolve, 5)).then(() => {
        inFlight -= 1;
        return { ok: true, text: () => Promise.resolve(text) };
      });
    });
    vi.stubGlobal("fetch", fetched);
    const close = vi.fn();
    vi.stubGlobal("close", close);
    vi.stubGlobal("postMessage", vi.fn());
    vi.resetModules();
    await import("./code-ahead");
    const posted = [
      "/_astro/MobileNav.a.js",
      "/_astro/client.f.js",
      "/_astro/MobileNavDrawer.d.js",
      "/_astro/icon.e.js",
    ];
    window.dispatchEvent(new MessageEvent("message", { data: posted }));
    // (The first test's worker, on this same window, hears the message too: it has seen every URL.)
    await vi.waitFor(() => {
      expect(fetched).toHaveBeenCalledTimes(5);
      expect(inFlight).toBe(0);
    });
    expect(most).toBe(2);
  });
});
