import { createServer, type Server } from "node:http";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import sirv from "sirv";
import { adminFiles } from "../src/admin/integration";
import { adminHeaders } from "../server/http-headers";
import { repoRoot } from "../test/site-copy";
import { workingCopyFiles } from "../test/editor-copy";
import { listenOn } from "./ports";

/** A fixed live version, as the publisher writes /version.json. */
export const liveVersion = {
  commit: "0123456789abcdef0123456789abcdef01234567",
  message: "Deluxe Room: new photos",
  built: "2026-12-03T08:00:00.000Z",
  live: "2026-12-03T08:05:00.000Z",
};

/**
 * The editor (/admin, Sveltia CMS) served as production serves it (its page, configuration, bundle,
 * fonts and "Is it live?" script, under the editor's own headers) on localhost, where Sveltia offers
 * its local mode. The working copy it edits is a folder of the browser's own (the origin private file
 * system) filled with a copy of the repository's data files: Playwright cannot answer a directory
 * picker, so the page's showDirectoryPicker returns that folder. The repository is never touched.
 */
export async function startEditor(port: number) {
  const page = sirv(join(repoRoot, "public"), { dev: true });
  const files = adminFiles();
  const headers = adminHeaders();
  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (pathname === "/version.json") {
      res.setHeader("Content-Type", "application/json");
      res.setHeader("Cache-Control", "no-store");
      return res.end(JSON.stringify(liveVersion));
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (pathname === "/admin") req.url = "/admin/index.html";
    const file = files.get(pathname.replace(/^\/admin\//, ""));
    if (pathname.startsWith("/admin/") && file) {
      res.setHeader("Content-Type", pathname.endsWith(".js") ? "text/javascript" : "font/woff2");
      return res.end(file());
    }
    page(req, res, () => {
      res.statusCode = 404;
      res.end();
    });
  });
  await listenOn(server, port);
  const copy = workingCopyFiles();
  return {
    adminUrl: `http://localhost:${port}/admin/`,
    /** The copy of the working copy's files the browser's folder starts with. */
    copy,
    async stop() {
      // The browser keeps its connections open: close them, or close() waits for them for ever.
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

/**
 * Gives the page a working copy: its showDirectoryPicker answers with the origin private file system's
 * root, which holds a `.git` folder (Sveltia checks the folder is a repository's) and the data files.
 * Call before the editor loads; `fillWorkingCopy` then writes the files on the editor's origin.
 */
export async function pickWorkingCopy(page: Page) {
  await page.addInitScript(() => {
    Object.assign(window, { showDirectoryPicker: () => navigator.storage.getDirectory() });
  });
}

export async function fillWorkingCopy(page: Page, adminUrl: string, files: Record<string, string>) {
  await page.goto(new URL("/admin/config.yml", adminUrl).href);
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    await root.getDirectoryHandle(".git", { create: true });
    for (const [path, base64] of Object.entries(files)) {
      const parts = path.split("/");
      let folder = root;
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
      const handle = await folder.getFileHandle(parts.at(-1)!, { create: true });
      const writable = await handle.createWritable();
      await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
      await writable.close();
    }
  }, files);
}

/**
 * Every file in the page's working copy (the origin private file system), as base64, `.git` left out.
 * Read while a save is still writing, a file listed may be gone when it is opened (its swap file is
 * being renamed over it): the folder is then read again.
 */
export function readWorkingCopy(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    let files: Record<string, string> = {};
    const walk = async (folder: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of (
        folder as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        // Chromium writes a file through a swap file beside it (.crswap), renamed over it when done.
        if ((name === ".git" && !prefix) || name.endsWith(".crswap")) continue;
        if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
          let binary = "";
          for (let i = 0; i < bytes.length; i += 0x8000)
            binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          files[`${prefix}${name}`] = btoa(binary);
        }
      }
    };
    for (let attempt = 1; ; attempt++) {
      try {
        files = {};
        await walk(await navigator.storage.getDirectory(), "");
        return files;
      } catch (error) {
        if (attempt === 5 || (error as DOMException).name !== "NotFoundError") throw error;
        await new Promise((done) => setTimeout(done, 200));
      }
    }
  });
}
