import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { chromiumArgs, e2eChromiumExecutable } from "../test/support/browser";

type Message = { id?: number; method?: string; params?: Record<string, unknown>; sessionId?: string; error?: unknown };
type Listener = (message: Message) => void;

/**
 * Chromium driven through the DevTools Protocol over a pipe, attached the way the browser's own
 * DevTools attaches (through the tab). Chromium prerenders nothing for a page a client attached to
 * directly (`PrerenderingDisabledByDevTools`), which is how Playwright attaches, so a test of
 * speculation rules cannot use Playwright's page.
 */
async function pipeBrowser() {
  const profile = mkdtempSync(path.join(os.tmpdir(), "pipe-browser-"));
  const child = spawn(
    e2eChromiumExecutable(),
    [...chromiumArgs, "--headless", "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  const [toBrowser, fromBrowser] = [child.stdio[3] as Writable, child.stdio[4] as Readable];
  const pending = new Map<number, (message: Message) => void>();
  const listeners = new Set<Listener>();
  let lastId = 0;
  let buffer = "";
  fromBrowser.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("utf8");
    for (let end = buffer.indexOf("\0"); end >= 0; end = buffer.indexOf("\0")) {
      const message = JSON.parse(buffer.slice(0, end)) as Message;
      buffer = buffer.slice(end + 1);
      if (message.id !== undefined) pending.get(message.id)?.(message);
      else for (const listener of listeners) listener(message);
    }
  });
  const send = <T>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((done, fail) => {
      const id = ++lastId;
      pending.set(id, (reply) => {
        pending.delete(id);
        if (reply.error) fail(new Error(`${method}: ${JSON.stringify(reply.error)}`));
        else done((reply as { result: T }).result);
      });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  /** Every page session attached through a tab, newest last: a prerendered page gets its own. */
  const pageSessions: string[] = [];
  const attached = (type: string, then?: (session: string) => void) =>
    new Promise<string>((done) => {
      const listener: Listener = (m) => {
        const info = m.params?.targetInfo as { type?: string } | undefined;
        if (m.method !== "Target.attachedToTarget" || info?.type !== type) return;
        if (!then) listeners.delete(listener);
        (then ?? done)(m.params!.sessionId as string);
      };
      listeners.add(listener);
    });
  void attached("page", (session) => pageSessions.push(session));

  function pageSession(session: string) {
    const call = <T = unknown>(method: string, params: object = {}) => send<T>(method, params, session);
    const on = (method: string, listener: (params: Record<string, unknown>) => void) =>
      listeners.add((m) => m.sessionId === session && m.method === method && listener(m.params!));
    const evaluate = async <T>(expression: string) => {
      const { result, exceptionDetails } = await call<{ result: { value: T }; exceptionDetails?: unknown }>(
        "Runtime.evaluate",
        { expression, awaitPromise: true, returnByValue: true },
      );
      if (exceptionDetails) throw new Error(`${expression}: ${JSON.stringify(exceptionDetails)}`);
      return result.value;
    };
    return { call, on, evaluate };
  }

  return {
    /** Opens a tab and returns a session on its page, attached through the tab. */
    async newPage() {
      const tab = attached("tab");
      await send("Target.setAutoAttach", {
        autoAttach: true,
        waitForDebuggerOnStart: false,
        flatten: true,
        filter: [{ type: "tab" }],
      });
      await send("Target.createTarget", { url: "about:blank" });
      const page = attached("page");
      await send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: true }, await tab);
      return pageSession(await page);
    },
    /** The page the guest sees at `path` (a prerendered page, once shown, has a session of its own). */
    async pageShowing(path: string) {
      for (const session of [...pageSessions].reverse()) {
        const page = pageSession(session);
        const at = await page
          .evaluate<string>("document.prerendering ? '' : location.pathname + location.search")
          .catch(() => "");
        if (at === path) return page;
      }
      return undefined;
    },
    async close() {
      // Closed as a browser closes, so its helper processes are gone before the profile is removed.
      const exited = new Promise((done) => child.once("exit", done));
      await send("Browser.close").catch(() => child.kill());
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

type PageSession = ReturnType<Awaited<ReturnType<typeof pipeBrowser>>["newPage"]> extends Promise<infer P> ? P : never;

/** A prerender or prefetch the page the guest sees started: the path with its query, and how far it got. */
export type Attempt = { url: string; status: string };

/** Waits until `ready` holds, checking every 100 ms. */
async function until(ready: () => boolean | Promise<boolean>, what: string, ms = 60_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100)))
    if (await ready()) return;
  throw new Error(`waited ${ms} ms for ${what}`);
}

/**
 * A guest's phone (390×844, touch) in a browser that prerenders: opens a page, hovers and taps links
 * found by a CSS selector, and reports the prerenders and prefetches the page it shows asked for.
 */
export async function prerenderingPhone(origin: string) {
  const browser = await pipeBrowser();
  let page: PageSession;
  let attempts: Attempt[] = [];
  const watch = async (session: PageSession) => {
    page = session;
    attempts = [];
    const record = (m: Record<string, unknown>) => {
      const url = new URL((m.key as { url: string }).url);
      attempts.push({ url: url.pathname + url.search, status: m.status as string });
    };
    session.on("Preload.prerenderStatusUpdated", record);
    session.on("Preload.prefetchStatusUpdated", record);
    await session.call("Page.enable");
    await session.call("Preload.enable");
    await session.call("Network.enable");
    await session.call("Emulation.setDeviceMetricsOverride", {
      width: 390,
      height: 844,
      deviceScaleFactor: 2,
      mobile: true,
    });
  };
  await watch(await browser.newPage());
  const centre = (selector: string) =>
    page.evaluate<{ x: number; y: number }>(
      `(() => {
        const link = document.querySelector(${JSON.stringify(selector)});
        link.scrollIntoView({ block: "center" });
        const r = link.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      })()`,
    );
  return {
    attempts: () => attempts,
    evaluate: <T>(expression: string) => page.evaluate<T>(expression),
    until,
    async open(path: string) {
      await page.call("Page.navigate", { url: `${origin}${path}` });
      await until(async () => (await page.evaluate<string>("document.readyState").catch(() => "")) !== "loading", path);
    },
    async hover(selector: string) {
      await page.call("Input.dispatchMouseEvent", { type: "mouseMoved", ...(await centre(selector)) });
    },
    /** Hovers a link and waits until the browser has its page prerendered. */
    async hoverUntilReady(selector: string, path: string) {
      await this.hover(selector);
      await until(() => attempts.some((a) => a.url === path && a.status === "Ready"), `${path} prerendered`);
    },
    /** Presses a link (no hover before) and follows the guest to the page it shows. */
    async tap(selector: string, path: string) {
      const at = await centre(selector);
      for (const type of ["mousePressed", "mouseReleased"])
        await page.call("Input.dispatchMouseEvent", { type, ...at, button: "left", clickCount: 1 });
      let shown: PageSession | undefined;
      await until(async () => Boolean((shown = await browser.pageShowing(path))), `${path} shown`);
      await watch(shown!);
    },
    /** Whether the page the guest sees was shown from a prerender (its activation came after its start). */
    shownFromPrerender: () =>
      page.evaluate<boolean>("performance.getEntriesByType('navigation')[0].activationStart > 0"),
    wait: (ms: number) => new Promise((done) => setTimeout(done, ms)),
    close: () => browser.close(),
  };
}
