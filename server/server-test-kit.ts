/** Test helpers for the production server: a small fake build, and raw HTTP over a socket. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { precompress } from "./site-files";

const filler = (label: string) => `<p>${label}</p>`.repeat(40);

/** An asset large enough to be precompressed and to take ranges from, with varied bytes. */
export const assetBody = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join("");

/** Writes a miniature build (two languages, a hashed asset, build files) into a new folder. */
export async function makeBuild(inlineScript = "document.documentElement.dataset.ready = '1'"): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hotel-build-"));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script>${inlineScript}</script></head><body><h1>${title}</h1>${filler(title)}</body></html>`;
  const files: Record<string, string> = {
    "index.html": page("Home"),
    "rooms.html": page("Rooms"),
    "hi.html": page("Hindi home"),
    "hi/rooms.html": page("Hindi rooms"),
    "404.html": page("Page not found"),
    "hi/404.html": page("Hindi page not found"),
    "_astro/app.abc123.js": assetBody,
    "favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg"><title>${"icon".repeat(80)}</title></svg>`,
    "robots.txt": "User-agent: *\nAllow: /\n",
    "speculation-rules.json": '{"prerender":[]}',
    _headers: "/*\n  X-Test: 1\n",
    ".secret": "not for visitors",
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  await precompress(dir);
  return dir;
}

export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Everything received, as text. */
  raw: string;
};

/** Sends bytes exactly as given (no client-side checks or normalisation) and reads the response until the server closes. */
export function rawRequest(port: number, request: string | Buffer, timeout = 5000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`no complete response within ${timeout} ms to ${JSON.stringify(String(request).slice(0, 200))}`),
      );
    }, timeout);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks);
      const split = all.indexOf("\r\n\r\n");
      const head = all.subarray(0, split === -1 ? all.length : split).toString("latin1");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: split === -1 ? Buffer.alloc(0) : all.subarray(split + 4),
        raw: all.toString("latin1"),
      });
    });
    socket.write(request);
  });
}

/** A GET (or another method) with the given target and headers, connection closed after the answer. */
export function get(
  port: number,
  target: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<RawResponse> {
  const lines = [`${method} ${target} HTTP/1.1`, "Host: localhost", "Connection: close"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return rawRequest(port, `${lines.join("\r\n")}\r\n\r\n`);
}

const piece = fc.constantFrom(
  "/",
  "//",
  "\\",
  ".",
  "..",
  "%",
  "%2",
  "%2e",
  "%2E",
  "%2f",
  "%5c",
  "%5C",
  "%zz",
  "%00",
  "%0d%0a",
  "%ff",
  "%c3%a9",
  "é",
  "~",
  "rooms",
  "hi",
  "index",
  ".html",
  "404",
  "_astro",
  "app.abc123.js",
  ".br",
  ".gz",
  "_headers",
  ".secret",
  "evil.com",
  "?",
  "&",
  "=",
  "#",
  ";",
  "@",
  ":",
  "http:",
  " ",
  "\t",
);
/** Request targets built from the pieces that trip up servers: slashes, dots, escapes, backslashes, hosts. */
export const fuzzTarget = fc.oneof(
  fc.array(piece, { maxLength: 10 }).map((parts) => `/${parts.join("")}`),
  fc.array(piece, { maxLength: 10 }).map((parts) => parts.join("")),
  fc.string({ maxLength: 40 }).map((s) => `/${s}`),
);
