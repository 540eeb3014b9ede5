import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { chromiumArgs, e2eChromiumExecutable } from "../test/browser";

type Message = { id?: number; method?: string; params?: Record<string, unknown>; sessionId?: string; error?: unknown };
type Listener = (message: Message) => void;

/**
 * Chromium driven through the DevTools Protocol over a pipe, attached the way a browser's own DevTools
 * attaches (through the tab): Chromium prerenders nothing for a page a client attached to directly,
 * which is how Playwright attaches, so a test of speculation rules cannot use Playwright's page.
 */
export async function pipeBrowser() {
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
  const send = <T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((done, fail) => {
      const id = ++lastId;
      pending.set(id, (reply) =>
        reply.error ? fail(new Error(`${method}: ${JSON.stringify(reply.error)}`)) : done(reply as T),
      );
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  /** Every page session attached through a tab, newest last: a prerendered page gets its own. */
  const pageSessions: string[] = [];
  listeners.add((m) => {
    const info = m.params?.targetInfo as { type?: string } | undefined;
    if (m.method === "Target.attachedToTarget" && info?.type === "page")
      pageSessions.push(m.params!.sessionId as string);
  });
  const result = async <T>(method: string, params: object = {}, sessionId?: string) =>
    ((await send<{ result: T }>(method, params, sessionId)) as { result: T }).result;

  /** Opens a tab and returns a session on its page, attached through the tab. */
  async function newPage() {
    const attached = (type: string) =>
      new Promise<string>((done) => {
        const listener: Listener = (m) => {
          const info = m.params?.targetInfo as { type?: string } | undefined;
          if (m.method === "Target.attachedToTarget" && info?.type === type) {
            listeners.delete(listener);
            done(m.params!.sessionId as string);
          }
        };
        listeners.add(listener);
      });
    const tabAttached = attached("tab");
    await result("Target.setAutoAttach", {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: true,
      filter: [{ type: "tab" }],
    });
    await result("Target.createTarget", { url: "about:blank" });
    const tab = await tabAttached;
    const pageAttached = attached("page");
    await result("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: true }, tab);
    return pageSession(await pageAttached);
  }

  function pageSession(session: string) {
    const call = <T = unknown>(method: string, params: object = {}) => result<T>(method, params, session);
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
    return { session, call, on, evaluate };
  }

  /** The page the guest sees at `path` (a prerendered page once shown is another session than the one before). */
  async function pageShowing(path: string) {
    for (const session of [...pageSessions].reverse()) {
      const page = pageSession(session);
      const at = await page
        .evaluate<string>("document.prerendering ? '' : location.pathname + location.search")
        .catch(() => "");
      if (at === path) return page;
    }
    throw new Error(`no page shows ${path}`);
  }

  return {
    newPage,
    pageSession,
    pageShowing,
    /** The browser's targets (tabs, pages, prerendered pages), with their URLs. */
    targets: async () =>
      (
        await result<{ targetInfos: { type: string; subtype?: string; url: string; targetId: string }[] }>(
          "Target.getTargets",
        )
      ).targetInfos,
    async close() {
      // Closed as a browser closes, so its helper processes are gone before the profile is removed.
      const exited = new Promise((done) => child.once("exit", done));
      await send("Browser.close").catch(() => child.kill());
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

type PageSession = ReturnType<Awaited<ReturnType<typeof pipeBrowser>>["pageSession"]>;
export type Attempt = { url: string; status: string };

/**
 * A guest's phone (390×844, touch) on that browser: opens a page, hovers and taps links found by a CSS
 * selector, and reports the prerenders and prefetches each page asked for (paths with their query).
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
  const until = async (ready: () => boolean | Promise<boolean>, what: string, ms = 30_000) => {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100)))
      if (await ready()) return;
    throw new Error(`waited ${ms} ms for ${what}`);
  };
  return {
    attempts: () => attempts,
    evaluate: <T>(expression: string) => page.evaluate<T>(expression),
    async open(path: string, beforeScripts?: string) {
      if (beforeScripts) await page.call("Page.addScriptToEvaluateOnNewDocument", { source: beforeScripts });
      await page.call("Page.navigate", { url: `${origin}${path}` });
      // The rules come with the script that registers the worker, once the page has loaded and is idle.
      const registered = "navigator.serviceWorker.getRegistration().then((r) => Boolean(r))";
      await until(async () => (await page.evaluate<boolean>(registered).catch(() => false)) === true, path);
    },
    async hover(selector: string) {
      await page.call("Input.dispatchMouseEvent", { type: "mouseMoved", ...(await centre(selector)) });
    },
    /** Hovers a link and waits until the browser has its page prerendered. */
    async hoverUntilReady(selector: string, path: string) {
      await this.hover(selector);
      await until(() => attempts.some((a) => a.url === path && a.status === "Ready"), `${path} prerendered`);
    },
    /** Taps a link and follows the guest to the page it shows. */
    async tap(selector: string, path: string) {
      const at = await centre(selector);
      for (const type of ["mousePressed", "mouseReleased"])
        await page.call("Input.dispatchMouseEvent", { type, ...at, button: "left", clickCount: 1 });
      let shown: PageSession | undefined;
      await until(async () => Boolean((shown = await browser.pageShowing(path).catch(() => undefined))), path);
      await watch(shown!);
      // Its rules come once it is shown, loaded and idle (a prerendered page waits to be shown).
      const rules = "document.querySelector('script[type=speculationrules]') !== null";
      await until(async () => (await page.evaluate<boolean>(rules).catch(() => false)) === true, `${path}'s rules`);
    },
    /** Whether the page the guest sees was shown from a prerender (its activation came after its start). */
    shownFromPrerender: () =>
      page.evaluate<boolean>("performance.getEntriesByType('navigation')[0].activationStart > 0"),
    wait: (ms: number) => new Promise((done) => setTimeout(done, ms)),
    close: () => browser.close(),
  };
}
