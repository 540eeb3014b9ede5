/**
 * The three ways to host the build answer alike: `npm start` (the production server over dist/), stock
 * nginx with the generated configuration, and Cloudflare Pages' own emulator (`wrangler pages dev`)
 * reading the generated `_headers`. One URL table, diffed header by header. No browser: it runs
 * after the build (`npm run test:built`), beside the browser tests.
 */
import type { ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { get as httpsGet } from "node:https";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import selfsigned from "selfsigned";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isSameHostLocation } from "../../server/request-target";
import { distDir as dist } from "../../server/site-files";
import { fuzzTarget, get, rawRequest, type RawResponse } from "../../server/server-test-kit";
import { freePort, nginxConfigAround, startNginx, startNginxWith, type Nginx } from "../support/nginx";
import { freePort as anyFreePort, startGroup, startSiteServer, stopGroup, waitForHttp } from "../support/processes";

const root = path.resolve(import.meta.dirname, "..", "..");
const deploy = path.join(root, "deploy");
let serverPort = 0;
const asset = `/_astro/${readdirSync(path.join(dist, "_astro")).find((f) => f.endsWith(".css"))}`;

/** The headers whose values must be the same wherever the site is hosted. */
const securityNames = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "x-permitted-cross-domain-policies",
  "x-robots-tag",
  "link",
  // The speculation rules pages name, and their ask for the connection's type (decision 023).
  "speculation-rules",
  "accept-ch",
];

/** A response through fetch (workerd keeps connections open whatever the request says, so no raw socket). */
async function fetched(port: number, url: string): Promise<RawResponse> {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    redirect: "manual",
    headers: { "Accept-Encoding": "identity" },
  });
  await response.arrayBuffer();
  return { status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.alloc(0), raw: "" };
}

function table(response: RawResponse, names: readonly string[]): Record<string, string | number | undefined> {
  const row: Record<string, string | number | undefined> = { status: response.status };
  for (const name of names)
    row[name] = name === "vary" ? response.headers[name]?.toLowerCase() : response.headers[name];
  return row;
}

const urls = [
  "/",
  "/rooms",
  "/hi",
  "/hi/rooms",
  "/booking?checkIn=2026-12-01&guests=2",
  "/rooms/",
  "/rooms/?guests=2",
  "/rooms.html",
  "/rooms%2ehtml",
  "/index",
  "/index.html",
  "/hi/",
  "/hi/index.html",
  "/hi/rooms/",
  "/.//evil.com/",
  // A backslash, which nginx would rewrite into "Location: /\evil.com" (read by browsers as another host).
  "/%5Cevil.com/",
  "/%5cevil.com.html",
  "/%5C/evil.com/",
  "/nope",
  "/hi/nope",
  "/404",
  "/404.html",
  "/_astro/missing.js",
  asset,
  `${asset}.gz`,
  "/index.html.br",
  "/_headers",
  "/favicon.svg",
  "/robots.txt",
  "/sitemap.xml",
  // The live commit: no cache may keep it, on any host.
  "/version.json",
  // The editor: its page, configuration and bundle with the editor's headers; its not-found answers the site's.
  "/admin",
  "/admin/",
  "/admin/index.html",
  "/admin/config.yml",
  "/admin/sveltia-cms.js",
  "/admin/sveltia-cms.js.br",
  "/admin/nope",
];

/** `npm start`'s server over dist/, and Cloudflare's emulator, which takes a while to start, beside it. */
let server: ChildProcess | undefined;
let wrangler: ChildProcess | undefined;
let wranglerPort = 0;
const wranglerState = mkdtempSync(path.join(os.tmpdir(), "hotel-wrangler-"));

async function startWrangler() {
  wranglerPort = await freePort(process.env.WRANGLER_PORT);
  const cli = path.join(root, "node_modules", ".bin", "wrangler");
  const args = ["pages", "dev", dist, "--port", String(wranglerPort), "--ip", "127.0.0.1", "--compatibility-date"];
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" };
  wrangler = startGroup("wrangler", cli, [...args, "2026-05-01"], {
    cwd: wranglerState,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHttp(`http://127.0.0.1:${wranglerPort}/`, wrangler, 60_000);
}

beforeAll(async () => {
  serverPort = await anyFreePort();
  const tsx = createRequire(import.meta.url).resolve("tsx/cli");
  await Promise.all([
    startSiteServer([process.execPath, tsx, "server/serve.ts"], { cwd: root, env: process.env, port: serverPort }).then(
      (started) => (server = started),
    ),
    startWrangler(),
  ]);
});
afterAll(async () => {
  await Promise.all([server, wrangler].map((child) => child && stopGroup(child)));
  rmSync(wranglerState, { recursive: true, force: true });
});

// That robots.txt names the sitemap and the sitemap lists every page with its alternates is the
// conformance gate's, on the build (test/conformance/head-and-sitemap.ts, checkSitemap).

describe("nginx", () => {
  let nginx: Nginx;
  beforeAll(async () => {
    nginx = await startNginx(dist, path.join(deploy, "nginx-site.conf"));
  });
  afterAll(async () => nginx?.stop());

  /** The example's ports and the certbot webroot, moved to a test's own folder (readable by nginx's workers). */
  function localExample(dir: string, example: string, ports: { http: number; https: number }) {
    const webroot = /root (\S+);/.exec(example.slice(0, example.indexOf("443")))![1]!;
    chmodSync(dir, 0o755);
    mkdirSync(path.join(dir, "acme", ".well-known", "acme-challenge"), { recursive: true });
    writeFileSync(path.join(dir, "acme", ".well-known", "acme-challenge", "token-123"), "token-123.key\n");
    return example
      .replaceAll(webroot, path.join(dir, "acme"))
      .replace(/listen \[::\]:\d+[^;]*;\n/g, "")
      .replace(/listen 80;/, `listen 127.0.0.1:${ports.http};`)
      .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl;`)
      .replace(/ssl_certificate (\S+);/, `ssl_certificate ${dir}/cert.pem;`)
      .replace(/ssl_certificate_key (\S+);/, `ssl_certificate_key ${dir}/key.pem;`);
  }

  /**
   * Runs nginx on the deploy folder's example files (joined), made local by `localExample`, with a
   * self-signed certificate when the example listens for HTTPS; stops it and removes its folder after.
   */
  async function withExample(
    files: string[],
    run: (example: string, ports: { http: number; https: number }) => Promise<void>,
    edit = (conf: string) => conf,
  ) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "hotel-nginx-example-"));
    const ports = { http: await freePort(""), https: await freePort("") };
    let example: Nginx | undefined;
    try {
      const text = files.map((file) => readFileSync(path.join(deploy, file), "utf8")).join("\n");
      if (text.includes("listen 443")) {
        const pems = await selfsigned.generate([{ name: "commonName", value: "localhost" }], { keySize: 2048 });
        writeFileSync(path.join(dir, "cert.pem"), pems.cert);
        writeFileSync(path.join(dir, "key.pem"), pems.private);
      }
      writeFileSync(path.join(dir, "example.conf"), edit(localExample(dir, text, ports)));
      example = await startNginxWith(
        (nginxDir) => nginxConfigAround(nginxDir, `include ${path.join(dir, "example.conf")};`),
        `http://127.0.0.1:${ports.http}`,
      );
      await run(text, ports);
    } finally {
      await example?.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** A GET over HTTPS to the example's port (its certificate is self-signed): the status and the CSP. */
  const httpsAnswer = (port: number, url: string) =>
    new Promise<{ status?: number; csp?: string | string[] }>((resolve, reject) =>
      httpsGet(`https://127.0.0.1:${port}${url}`, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, csp: response.headers["content-security-policy"] });
      }).on("error", reject),
    );

  /** The example answers certificate challenges over port 80. */
  async function answersChallenges(port: number) {
    const challenge = await get(port, "/.well-known/acme-challenge/token-123");
    expect(challenge.status).toBe(200);
    expect(challenge.body.toString()).toBe("token-123.key\n");
    expect((await get(port, "/.well-known/acme-challenge/missing")).status).toBe(404);
  }

  test("the example's first step starts on a bare server, before any certificate exists, and answers certificate challenges", async () => {
    await withExample(["nginx-example-http.conf"], async (first, ports) => {
      expect(first).not.toMatch(/ssl_certificate|listen 443/);
      expect(first).toMatch(/certbot certonly --webroot .* --deploy-hook "systemctl reload nginx"/);
      await answersChallenges(ports.http);
    });
  });

  test("the HTTPS example serves the site from the folder that stays, and certificate challenges over port 80", async () => {
    await withExample(["nginx-example-http.conf", "nginx-example-https.conf"], async (example, ports) => {
      expect(example).toMatch(/limit_conn \w+ \d+;/);
      expect(/root (\S+);/.exec(example.slice(example.indexOf("443")))![1]).toBe(dist);
      await answersChallenges(ports.http);
      const other = await get(ports.http, "/rooms");
      expect(other.status).toBe(301);
      expect(other.headers.location).toMatch(/^https:\/\/[^/]+\/rooms$/);
      expect((await httpsAnswer(ports.https, "/rooms")).status).toBe(200);
    });
  });

  test("the reverse-proxy example passes HTTPS requests to npm run serve, whose headers reach the browser", async () => {
    const files = ["nginx-example-http.conf", "nginx-proxy-example.conf"];
    const toThisRun = (conf: string) => conf.replace("127.0.0.1:3000", `127.0.0.1:${serverPort}`);
    await withExample(
      files,
      async (example, ports) => {
        expect(example).toContain("proxy_pass http://127.0.0.1:3000;");
        const answer = await httpsAnswer(ports.https, "/rooms");
        expect(answer.status).toBe(200);
        expect(answer.csp).toBe((await get(serverPort, "/rooms")).headers["content-security-policy"]);
      },
      toThisRun,
    );
  });

  // A guest who saves data or is on 2G gets no speculation rules: the rows with those headers.
  const lean = [{ "Save-Data": "on" }, { ECT: "slow-2g" }].flatMap((headers) =>
    ["/rooms", "/rooms/", "/speculation-rules.json"].map((url) => ({ url, headers })),
  );
  for (const encoding of ["gzip", "identity"]) {
    test(`answers the URL table like npm start (Accept-Encoding: ${encoding}): status, Location, security, cache and encoding headers`, async () => {
      const names = [...securityNames, "location", "cache-control", "content-encoding", "vary"];
      const nginxPort = Number(new URL(nginx.origin).port);
      const differences: string[] = [];
      for (const { url, headers } of [...urls.map((url) => ({ url, headers: {} })), ...lean]) {
        const asked = { ...headers, "Accept-Encoding": encoding };
        const ours = table(await get(serverPort, url, asked), names);
        const theirs = table(await get(nginxPort, url, asked), names);
        for (const name of Object.keys(ours)) {
          if (ours[name] !== theirs[name])
            differences.push(
              `${url} ${JSON.stringify(headers)} ${name}: npm start ${ours[name]} | nginx ${theirs[name]}`,
            );
        }
      }
      expect(differences).toEqual([]);
      // Chromium reads the rules only under their own media type.
      const rulesType = (await get(nginxPort, "/speculation-rules.json")).headers["content-type"];
      expect(rulesType).toBe("application/speculationrules+json");
    });
  }

  test("a range nothing satisfies gets a 416 that carries each header once", async () => {
    const port = Number(new URL(nginx.origin).port);
    const response = await rawRequest(
      port,
      "GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nRange: bytes=99999-\r\nConnection: close\r\n\r\n",
    );
    expect(response.status).toBe(416);
    const head = response.raw.slice(0, response.raw.indexOf("\r\n\r\n")).split("\r\n").slice(1);
    const names = head.map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-range"]).toBe(`bytes */${readFileSync(path.join(dist, "robots.txt")).length}`);
  });

  test("fuzz: no target gets nginx to redirect off the site or to fail", async () => {
    const port = Number(new URL(nginx.origin).port);
    await fc.assert(
      fc.asyncProperty(fuzzTarget, async (target) => {
        const response = await get(port, target.replace(/[\r\n]/g, ""));
        expect(response.status, target).toBeLessThan(500);
        if (response.headers.location !== undefined)
          expect(isSameHostLocation(response.headers.location), `${target} → ${response.headers.location}`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test("nginx answers conditional requests per encoding and never shows its version", async () => {
    const port = Number(new URL(nginx.origin).port);
    const first = await get(port, asset, { "Accept-Encoding": "gzip" });
    const again = await get(port, asset, { "Accept-Encoding": "gzip", "If-None-Match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(again.headers.vary).toBe("Accept-Encoding");
    const error = await get(port, "/", {}, "POST");
    expect(error.headers.server).toBe("nginx");
    expect(error.body.toString()).not.toMatch(/nginx\/\d/);
  });
});

describe("Cloudflare Pages (wrangler pages dev)", () => {
  test("applies dist/_headers so every page, asset and not-found page, and the editor, carry npm start's headers", async () => {
    const differences: string[] = [];
    const pages = ["/", "/rooms", "/hi", "/hi/rooms", "/favicon.svg", "/sitemap.xml", asset, "/nope", "/hi/nope"];
    // The editor's page: npm start serves it at /admin, Cloudflare at /admin/ (it redirects /admin there).
    const editor = [["/admin", "/admin/"], "/admin/config.yml", "/admin/sveltia-cms.js"];
    for (const entry of [...pages, ...editor]) {
      const [url, theirUrl] = typeof entry === "string" ? [entry, entry] : entry;
      const ours = await get(serverPort, url!, { "Accept-Encoding": "identity" });
      const theirs = await fetched(wranglerPort, theirUrl!);
      // Cloudflare marks its not-found answers no-store; the cache line of a 200 must match.
      const names = ours.status === 200 ? [...securityNames, "cache-control"] : securityNames;
      const [a, b] = [table(ours, names), table(theirs, names)];
      for (const name of Object.keys(a)) {
        if (a[name] !== b[name]) differences.push(`${url} ${name}: npm start ${a[name]} | Cloudflare ${b[name]}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
