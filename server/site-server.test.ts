// @vitest-environment node
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { connect, type Socket } from "node:net";
import path from "node:path";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContentSecurityPolicy, contentSecurityPolicy, inlineScriptHashes } from "./http-headers";
import { satisfiableRanges } from "./byte-ranges";
import { isSameHostLocation } from "./request-target";
import { assetBody, fuzzTarget, get, makeBuild, rawRequest } from "./server-test-kit";
import { createSiteServer, type SiteServer } from "./site-server";
import { headerOptionsFile } from "./site-files";

let dist: string;
let server: SiteServer;
let port: number;

beforeAll(async () => {
  dist = await makeBuild();
  server = await createSiteServer({
    dist,
    headersTimeout: 600,
    requestTimeout: 1200,
    keepAliveTimeout: 500,
    idleTimeout: 2000,
  });
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  port = (server.app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const asset = "/_astro/app.abc123.js";

describe("the requests that used to stop the server", () => {
  const table: [string, number, string | undefined][] = [
    ["//", 301, "/"],
    ["///", 301, "/"],
    ["/\\", 400, undefined],
    ["//%zz/", 400, undefined],
    ["/.//evil.com/", 301, "/evil.com"],
    ["//evil.com/", 301, "/evil.com"],
    ["/\\evil.com", 400, undefined],
    ["/%2f%2fevil.com", 400, undefined],
    ["/%5cevil.com", 400, undefined],
    ["/../../etc/passwd", 400, undefined],
    ["*", 400, undefined],
    ["http://evil.com/rooms/", 301, "/rooms"],
  ];
  for (const [target, status, location] of table) {
    it(`GET ${target} answers ${status}${location ? ` → ${location}` : ""}`, async () => {
      const response = await get(port, target);
      expect(response.status).toBe(status);
      expect(response.headers.location).toBe(location);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    });
  }
  it("a range that ends before it starts, or beyond 2^53, is answered and the server stays up", async () => {
    // An invalid range (last before first, RFC 9110 §14.1.1) is ignored: the whole file.
    const backwards = await get(port, asset, { Range: "bytes=2-1", "Accept-Encoding": "identity" });
    expect(backwards.status).toBe(200);
    expect(backwards.body.toString()).toBe(assetBody);
    const beyond = await get(port, asset, { Range: `bytes=${assetBody.length}-`, "Accept-Encoding": "identity" });
    expect(beyond.status).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${assetBody.length}`);
    const huge = await get(port, asset, { Range: "bytes=0-9007199254740993", "Accept-Encoding": "identity" });
    expect(huge.status).toBe(206);
    expect(huge.body.toString()).toBe(assetBody);
    expect((await get(port, "/healthz")).status).toBe(200);
  });
});

describe("canonical addresses", () => {
  const redirects: [string, string][] = [
    ["/rooms/", "/rooms"],
    ["/rooms.html", "/rooms"],
    ["/rooms%2ehtml", "/rooms"],
    ["/index", "/"],
    ["/index.html", "/"],
    ["/hi/", "/hi"],
    ["/hi/index.html", "/hi"],
    ["/hi/rooms/", "/hi/rooms"],
    ["/rooms/?checkIn=2026-12-01&guests=2", "/rooms?checkIn=2026-12-01&guests=2"],
    ["/a/../rooms", "/rooms"],
    ["/404.html", "/404"],
  ];
  for (const [from, to] of redirects) {
    it(`${from} → 301 ${to}, relative, with the site's headers`, async () => {
      const response = await get(port, from);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(to);
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    });
  }
  it("serves pages at their clean address, in both languages", async () => {
    for (const [target, title] of [
      ["/", "Home"],
      ["/rooms", "Rooms"],
      ["/hi", "Hindi home"],
      ["/hi/rooms", "Hindi rooms"],
      ["/rooms?x=1", "Rooms"],
    ]) {
      const response = await get(port, target!, { "Accept-Encoding": "identity" });
      expect(response.status).toBe(200);
      expect(response.body.toString()).toContain(`<h1>${title}</h1>`);
    }
  });
  it("answers unknown paths and build files with the language's not-found page and status 404", async () => {
    for (const [target, title] of [
      ["/nope", "Page not found"],
      ["/404", "Page not found"],
      ["/_headers", "Page not found"],
      ["/index.html.br", "Page not found"],
      [`${asset}.gz`, "Page not found"],
      ["/.secret", "Page not found"],
      ["/hi/nope", "Hindi page not found"],
      ["/hi/404", "Hindi page not found"],
    ]) {
      const response = await get(port, target!, { "Accept-Encoding": "identity" });
      expect(response.status, target).toBe(404);
      expect(response.body.toString(), target).toContain(`<h1>${title}</h1>`);
      expect(response.headers["cache-control"], target).toBe("public, max-age=0, must-revalidate");
    }
  });
  it("a missing hashed asset is a 404 page that is never cached immutably", async () => {
    const response = await get(port, "/_astro/missing.js");
    expect(response.status).toBe(404);
    expect(response.headers["cache-control"]).not.toContain("immutable");
  });
});

describe("methods", () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "TRACE", "CONNECT", "PROPFIND"]) {
    it(`${method} gets 405 with Allow`, async () => {
      const target = method === "CONNECT" ? "localhost:80" : "/";
      const response = await get(port, target, { "Content-Length": "0" }, method);
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, OPTIONS");
    });
  }
  it("OPTIONS gets 204 with Allow", async () => {
    const response = await get(port, "/rooms", {}, "OPTIONS");
    expect(response.status).toBe(204);
    expect(response.headers.allow).toBe("GET, HEAD, OPTIONS");
  });
  it("HEAD gets the headers of GET and no body", async () => {
    const head = await get(port, "/rooms", { "Accept-Encoding": "gzip" }, "HEAD");
    const full = await get(port, "/rooms", { "Accept-Encoding": "gzip" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
  });
});

describe("compression and conditional requests", () => {
  const cases: [string, string | undefined][] = [
    ["br, gzip", "br"],
    ["gzip, deflate, br;q=0", "gzip"],
    ["br;q=0.5, gzip;q=0.9", "gzip"],
    ["gzip;q=0, br;q=0", undefined],
    ["identity", undefined],
    ["*", "br"],
    ["", undefined],
  ];
  for (const [accept, encoding] of cases) {
    it(`Accept-Encoding "${accept}" gets ${encoding ?? "the file as it is"}`, async () => {
      const response = await get(port, "/", accept ? { "Accept-Encoding": accept } : {});
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary?.toLowerCase()).toContain("accept-encoding");
      const body =
        encoding === "br"
          ? brotliDecompressSync(response.body)
          : encoding === "gzip"
            ? gunzipSync(response.body)
            : response.body;
      expect(body.toString()).toContain("<h1>Home</h1>");
    });
  }

  it("each encoding has its own ETag, and a matching If-None-Match gets a 304 with ETag, Cache-Control and Vary", async () => {
    const etags = new Set<string>();
    for (const encoding of ["br", "gzip", "identity"]) {
      const first = await get(port, asset, { "Accept-Encoding": encoding });
      expect(first.status).toBe(200);
      const etag = first.headers.etag!;
      etags.add(etag);
      const again = await get(port, asset, { "Accept-Encoding": encoding, "If-None-Match": etag });
      expect(again.status, encoding).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(again.headers.vary?.toLowerCase()).toContain("accept-encoding");
      expect(again.headers["content-encoding"]).toBeUndefined();
      expect(again.body.length).toBe(0);
    }
    expect(etags.size).toBe(3);
    const [brEtag] = [...etags];
    const otherEncoding = await get(port, asset, { "Accept-Encoding": "gzip", "If-None-Match": brEtag! });
    expect(otherEncoding.status).toBe(200);
  });
  it("If-Modified-Since with the file's date gets a 304; a precondition for writing is ignored", async () => {
    const first = await get(port, "/rooms", { "Accept-Encoding": "identity" });
    const since = await get(port, "/rooms", {
      "Accept-Encoding": "identity",
      "If-Modified-Since": first.headers["last-modified"]!,
    });
    expect(since.status).toBe(304);
    const ifMatch = await get(port, "/rooms", {
      "If-Match": '"nothing"',
      "If-Unmodified-Since": "Thu, 01 Jan 1970 00:00:00 GMT",
    });
    expect(ifMatch.status).toBe(200);
  });
  it("the not-found page is never a 304 or a partial answer", async () => {
    const first = await get(port, "/nope", { "Accept-Encoding": "identity" });
    const again = await get(port, "/nope", {
      "Accept-Encoding": "identity",
      "If-None-Match": first.headers.etag ?? "*",
      Range: "bytes=0-3",
    });
    expect(again.status).toBe(404);
    expect(again.body.toString()).toContain("Page not found");
  });
});

describe("speculation rules (decision 023)", () => {
  it("every page names the rules and asks for the connection's type; a hashed file does not", async () => {
    for (const url of ["/", "/hi/rooms", "/nope"]) {
      const page = await get(port, url);
      expect(page.headers["speculation-rules"], url).toBe('"/speculation-rules.json"');
      expect(page.headers["accept-ch"], url).toBe("ECT");
      expect(page.headers.vary, url).toBe("Accept-Encoding, Save-Data");
    }
    const hashed = await get(port, asset);
    expect(hashed.headers["speculation-rules"]).toBeUndefined();
    expect(hashed.headers.vary).toBe("Accept-Encoding");
  });

  it("serves the rules under their own media type, which Chromium requires", async () => {
    const rules = await get(port, "/speculation-rules.json");
    expect(rules.status).toBe(200);
    expect(rules.headers["content-type"]).toBe("application/speculationrules+json");
  });

  for (const [name, value] of [
    ["Save-Data", "on"],
    ["ECT", "2g"],
    ["ECT", "slow-2g"],
  ]) {
    it(`names no rules for a guest whose browser sends ${name}: ${value}, redirects and 304s included`, async () => {
      const page = await get(port, "/rooms", { [name]: value });
      expect(page.status).toBe(200);
      expect(page.headers["speculation-rules"]).toBeUndefined();
      const again = await get(port, "/rooms", { [name]: value, "If-None-Match": page.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.headers["speculation-rules"]).toBeUndefined();
      const redirect = await get(port, "/rooms/", { [name]: value });
      expect(redirect.status).toBe(301);
      expect(redirect.headers["speculation-rules"]).toBeUndefined();
    });
  }

  it("names the rules on 3G and 4G, and when Save-Data is off", async () => {
    for (const headers of [{ ECT: "4g" }, { ECT: "3g" }, { "Save-Data": "off" }] as Record<string, string>[])
      expect((await get(port, "/rooms", headers)).headers["speculation-rules"]).toBe('"/speculation-rules.json"');
  });
});

describe("ranges", () => {
  const identity = { "Accept-Encoding": "identity" };
  it("a suffix range gets the last bytes", async () => {
    const response = await get(port, asset, { ...identity, Range: "bytes=-5" });
    expect(response.status).toBe(206);
    expect(response.body.toString()).toBe(assetBody.slice(-5));
    expect(response.headers["content-range"]).toBe(
      `bytes ${assetBody.length - 5}-${assetBody.length - 1}/${assetBody.length}`,
    );
  });
  it("a suffix longer than the file gets the whole file as a 206 (send alone answers 416)", async () => {
    const response = await get(port, asset, { ...identity, Range: `bytes=-${assetBody.length + 1}` });
    expect(response.status).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes 0-${assetBody.length - 1}/${assetBody.length}`);
    expect(response.body.toString()).toBe(assetBody);
  });
  it("If-Range with the current ETag gets the range; with an old one, the whole file", async () => {
    const etag = (await get(port, asset, identity)).headers.etag!;
    const current = await get(port, asset, { ...identity, Range: "bytes=10-19", "If-Range": etag });
    expect(current.status).toBe(206);
    expect(current.body.toString()).toBe(assetBody.slice(10, 20));
    const stale = await get(port, asset, { ...identity, Range: "bytes=10-19", "If-Range": 'W/"old"' });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toBe(assetBody);
  });
  it("several ranges get the whole file (allowed by RFC 9110), never only the first range", async () => {
    const response = await get(port, asset, { ...identity, Range: "bytes=0-1,100-101" });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(assetBody);
  });

  it("fuzz: any Range header gets the right bytes, the whole file or a 416", async () => {
    const length = assetBody.length;
    const position = fc.oneof(
      fc.integer({ min: 0, max: length + 10 }),
      fc.constantFrom(length - 1, length, 2 ** 53 - 1, 2 ** 53 + 2, 2 ** 64),
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
    );
    const spec = fc.oneof(
      fc.tuple(position, position).map(([a, b]) => `${a}-${b}`),
      position.map((a) => `${a}-`),
      position.map((b) => `-${b}`),
      fc.string({ maxLength: 12 }).filter((s) => !/[\r\n]/.test(s)),
    );
    const header = fc
      .oneof(
        spec.map((s) => `bytes=${s}`),
        fc.array(spec, { minLength: 2, maxLength: 4 }).map((specs) => `bytes=${specs.join(",")}`),
        fc.tuple(fc.constantFrom("bytes", "items", "BYTES", ""), spec).map(([unit, s]) => `${unit}=${s}`),
      )
      .filter((h) => /^[\x20-\x7e]*$/.test(h));

    await fc.assert(
      fc.asyncProperty(header, async (range) => {
        const response = await get(port, asset, { ...identity, Range: range });
        const ranges = satisfiableRanges(range, length);
        // Ignored (unparsable, not bytes, or several ranges): the whole file; none satisfiable: 416; one: 206.
        const expected = ranges === undefined || ranges.length > 1 ? 200 : ranges.length === 0 ? 416 : 206;
        expect(response.status).toBe(expected);
        if (response.status === 200) expect(response.body.toString()).toBe(assetBody);
        if (response.status === 416) expect(response.headers["content-range"]).toBe(`bytes */${length}`);
        if (response.status === 206) {
          const [, start, end, total] =
            /^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.headers["content-range"] ?? "") ?? [];
          expect(Number(total)).toBe(length);
          expect(Number(start)).toBeLessThanOrEqual(Number(end));
          expect(Number(end)).toBeLessThan(length);
          expect(response.body.toString()).toBe(assetBody.slice(Number(start), Number(end) + 1));
          // The served range is the one asked for (a single range, clamped to the file).
          // It is what was asked: the satisfiable ranges, clamped to the file and merged where they
          // touch, form exactly this one interval (unsatisfiable ones and empty list elements count for nothing).
          expect(ranges).toEqual([[Number(start), Number(end)]]);
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});

describe("fuzz: arbitrary targets and headers", () => {
  const headerValue = fc.oneof(
    fc.constantFrom(
      "gzip",
      "br",
      "br;q=0",
      "*;q=0",
      "identity;q=0",
      "gzip;q=abc",
      "bytes=0-0",
      "bytes=-1",
      "bytes=5-2",
      "*",
      'W/"x"',
      "",
    ),
    fc.string({ maxLength: 30 }).map((s) => s.replace(/[^\x20-\x7e]/g, "")),
  );
  const headers = fc.dictionary(
    fc.constantFrom(
      "Accept-Encoding",
      "Range",
      "If-Range",
      "If-None-Match",
      "If-Modified-Since",
      "If-Match",
      "X-Forwarded-For",
      "Cookie",
    ),
    headerValue,
    { maxKeys: 5 },
  );
  const method = fc.constantFrom("GET", "GET", "GET", "HEAD", "POST", "OPTIONS", "DELETE", "BREW");

  it("every answer is one of the expected statuses, every Location is a path on this host, the server stays up", async () => {
    await fc.assert(
      fc.asyncProperty(method, fuzzTarget, headers, async (verb, path, extra) => {
        const requestTarget = path.replace(/[\r\n]/g, "");
        const response = await get(port, requestTarget, extra, verb);
        const allowed = verb === "OPTIONS" ? [204, 400] : [200, 206, 301, 304, 400, 404, 405, 416];
        expect(allowed, `${verb} ${JSON.stringify(requestTarget)} ${JSON.stringify(extra)}`).toContain(response.status);
        if (response.headers.location !== undefined) {
          expect(isSameHostLocation(response.headers.location), response.headers.location).toBe(true);
          expect(response.headers.location).toMatch(/^\/(?!\/)/);
        }
      }),
      { numRuns: 500 },
    );
    expect((await get(port, "/healthz")).status).toBe(200);
  }, 60_000);
});

describe("slow and silent connections", () => {
  it("a connection that sends nothing is closed", async () => {
    const closedAfter = await new Promise<number>((resolve) => {
      const started = Date.now();
      const socket = connect(port, "127.0.0.1");
      socket.on("error", () => undefined);
      socket.on("close", () => resolve(Date.now() - started));
    });
    expect(closedAfter).toBeLessThan(3000);
  });
  it("a client that sends its headers a byte at a time is cut off", async () => {
    const response = await new Promise<{ text: string; ms: number }>((resolve) => {
      const started = Date.now();
      const socket = connect(port, "127.0.0.1");
      let text = "";
      const request = "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: " + "a".repeat(200);
      let i = 0;
      const drip = setInterval(() => {
        if (!socket.writable || i >= request.length) return clearInterval(drip);
        socket.write(request[i++]!);
      }, 20);
      socket.on("data", (d) => (text += d));
      socket.on("error", () => undefined);
      socket.on("close", () => {
        clearInterval(drip);
        resolve({ text, ms: Date.now() - started });
      });
    });
    expect(response.ms).toBeLessThan(3000);
    expect(response.text).not.toMatch(/^HTTP\/1\.1 200/);
  });
  it("a body that never finishes is cut off", async () => {
    const started = Date.now();
    const response = await rawRequest(
      port,
      "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\nabc",
      5000,
    );
    expect(Date.now() - started).toBeLessThan(4000);
    expect([405, 408]).toContain(response.status);
  });
});

describe("a rebuild while serving", () => {
  it("keeps serving the build it loaded, whole, until reload; then the new one, with its own CSP hashes", async () => {
    const before = await get(port, "/rooms", { "Accept-Encoding": "identity" });
    const oldCsp = before.headers["content-security-policy"];
    // Rebuild in place: the asset disappears, pages change, a new asset appears.
    for (const ext of ["", ".br", ".gz"]) unlinkSync(path.join(dist, `_astro/app.abc123.js${ext}`));
    writeFileSync(path.join(dist, "_astro/app.def456.js"), "console.log('new')");
    writeFileSync(
      path.join(dist, "rooms.html"),
      "<html><head><script>newInline()</script></head><body><h1>New rooms</h1></body></html>",
    );
    for (const ext of [".br", ".gz"]) unlinkSync(path.join(dist, `rooms.html${ext}`));

    expect((await get(port, asset)).status).toBe(200);
    expect((await get(port, "/_astro/app.def456.js")).status).toBe(404);
    expect((await get(port, "/rooms", { "Accept-Encoding": "identity" })).body.toString()).toContain("<h1>Rooms</h1>");

    server.reload();
    expect((await get(port, "/_astro/app.def456.js")).status).toBe(200);
    expect((await get(port, asset)).status).toBe(404);
    const after = await get(port, "/rooms", { "Accept-Encoding": "gzip" });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain("<h1>New rooms</h1>");
    expect(after.headers["content-security-policy"]).not.toBe(oldCsp);
  });

  it("takes the new build's header settings with it: counting switched on in content is allowed by the CSP after the reload, and the settings file is never served", async () => {
    const csp = async () => (await get(port, "/")).headers["content-security-policy"] as string;
    expect(await csp()).not.toContain("https://plausible.io");
    // The postbuild step writes the settings of the content the build was made from.
    writeFileSync(
      path.join(dist, headerOptionsFile),
      JSON.stringify({ analytics: { provider: "plausible", siteId: "hotel.example" } }),
    );
    expect(await csp(), "not before the reload").not.toContain("https://plausible.io");

    server.reload();
    expect(await csp()).toMatch(/script-src [^;]*https:\/\/plausible\.io/);
    expect(await csp()).toMatch(/connect-src [^;]*https:\/\/plausible\.io/);
    expect((await get(port, `/${headerOptionsFile}`)).status).toBe(404);
  });
});

describe("a publisher's swap of the current link", () => {
  it("serves the release the link names at each reload, with that release's own CSP hashes and no other", async () => {
    const [first, second] = [await makeBuild("first()"), await makeBuild("second()")];
    const base = mkdtempSync(path.join(os.tmpdir(), "hotel-releases-"));
    const current = path.join(base, "current");
    const point = (release: string) => {
      symlinkSync(release, `${current}.next`);
      renameSync(`${current}.next`, current);
    };
    point(first);
    const linked = await createSiteServer({ dist: current });
    await linked.app.listen({ port: 0, host: "127.0.0.1" });
    const linkedPort = (linked.app.server.address() as AddressInfo).port;
    const csp = async () => (await get(linkedPort, "/rooms")).headers["content-security-policy"] as string;
    try {
      const [firstHash, secondHash] = [
        inlineScriptHashes("<script>first()</script>")[0]!,
        inlineScriptHashes("<script>second()</script>")[0]!,
      ];
      expect(await csp()).toContain(firstHash);
      point(second);
      expect(await csp(), "not before the reload").toContain(firstHash);
      linked.reload();
      expect(await csp()).toContain(secondHash);
      expect(await csp()).not.toContain(firstHash);
      // The old release may go: nothing is read from it any more.
      rmSync(first, { recursive: true, force: true });
      expect((await get(linkedPort, "/rooms")).status).toBe(200);
    } finally {
      await linked.close();
      for (const dir of [base, first, second]) rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the editor at /admin", () => {
  let editorDist: string;
  let editorServer: SiteServer;
  let editorPort: number;
  beforeAll(async () => {
    editorDist = await makeBuild();
    mkdirSync(path.join(editorDist, "admin"));
    writeFileSync(
      path.join(editorDist, "admin", "index.html"),
      '<!doctype html><title>Editor</title><script src="/admin/sveltia-cms.js"></script>',
    );
    writeFileSync(path.join(editorDist, "admin", "config.yml"), "{}\n");
    editorServer = await createSiteServer({ dist: editorDist });
    await editorServer.app.listen({ port: 0, host: "127.0.0.1" });
    editorPort = (editorServer.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await editorServer.close();
    rmSync(editorDist, { recursive: true, force: true });
  });

  it("serves the editor's page at /admin and its files below it with the editor's own policy, kept out of search", async () => {
    for (const url of ["/admin", "/admin/config.yml"]) {
      const response = await get(editorPort, url);
      expect(response.status, url).toBe(200);
      expect(response.headers["content-security-policy"], url).toBe(adminContentSecurityPolicy());
      expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");
      expect(response.headers["cache-control"], url).toBe("private, no-cache");
      expect(response.headers["cross-origin-opener-policy"], url).toBe("same-origin-allow-popups");
    }
  });
  it("keeps the site's policy on everything else, and on a not-found answer under /admin", async () => {
    const hashes = editorServer.build().scriptHashes;
    for (const url of ["/", "/rooms", "/admin/nope", "/administration"]) {
      const response = await get(editorPort, url);
      expect(response.headers["content-security-policy"], url).toBe(contentSecurityPolicy(hashes));
      expect(response.headers["x-robots-tag"], url).toBeUndefined();
    }
    expect((await get(editorPort, "/admin/")).headers.location).toBe("/admin");
  });
});

describe("health and shutdown", () => {
  it("/healthz answers ok for a supervisor, uncached", async () => {
    const response = await get(port, "/healthz");
    expect(response.status).toBe(200);
    expect(response.body.toString()).toMatch(/^ok /);
    expect(response.headers["cache-control"]).toBe("no-store");
  });
  it("closing lets a request in flight finish and refuses new connections", async () => {
    const other = await createSiteServer({ dist });
    await other.app.listen({ port: 0, host: "127.0.0.1" });
    const otherPort = (other.app.server.address() as { port: number }).port;
    const received = new Promise((r) => other.app.server.once("request", r));
    const inFlight = get(otherPort, "/rooms");
    await received;
    await other.close();
    expect((await inFlight).status).toBe(200);
    await expect(get(otherPort, "/")).resolves.toMatchObject({ status: 0 });
  });
});

describe("answers from the HTTP parser and the Host header", () => {
  it("a request the parser refuses gets 400 with the security headers", async () => {
    const response = await rawRequest(port, "FOO / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(response.status).toBe(400);
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
  it("headers larger than the server takes get 431 with the security headers", async () => {
    const response = await rawRequest(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(response.status).toBe(431);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
  it("a repeated Host gets 400", async () => {
    const response = await rawRequest(
      port,
      "GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.com\r\nConnection: close\r\n\r\n",
    );
    expect(response.status).toBe(400);
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });
  for (const host of ["evil.com/x", "a b", "evil.com:80@x", "[::1"]) {
    it(`Host "${host}" is not a host name and gets 400`, async () => {
      const response = await rawRequest(port, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(response.status).toBe(400);
    });
  }
  for (const host of ["localhost", "localhost:3000", "hotel.example", "127.0.0.1:80", "[::1]:3000"]) {
    it(`Host "${host}" is served`, async () => {
      const response = await rawRequest(port, `GET /rooms HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(response.status).toBe(200);
    });
  }
  it("an absolute-form target is served as its path", async () => {
    const response = await get(port, "http://localhost/hi/rooms?guests=2", { "Accept-Encoding": "identity" });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain("<h1>Hindi rooms</h1>");
  });
});

describe("validators", () => {
  const identity = { "Accept-Encoding": "identity" };
  it("ETags are strong and made from the content", async () => {
    const response = await get(port, "/robots.txt", identity);
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });
  it("If-Range with a weak validator is ignored: the whole file (RFC 9110 §13.1.5)", async () => {
    // A page no other test rebuilds.
    const whole = await get(port, "/hi/rooms", identity);
    const response = await get(port, "/hi/rooms", {
      ...identity,
      Range: "bytes=0-9",
      "If-Range": `W/${whole.headers.etag}`,
    });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(whole.body.toString());
    const strong = await get(port, "/hi/rooms", { ...identity, Range: "bytes=0-9", "If-Range": whole.headers.etag! });
    expect(strong.status).toBe(206);
  });
  it("a validator from before a restart, and from another instance over a copy of the build, still gets a 304", async () => {
    const copy = await makeBuild();
    const first = await createSiteServer({ dist: copy });
    await first.app.listen({ port: 0, host: "127.0.0.1" });
    const firstPort = (first.app.server.address() as { port: number }).port;
    const before = await get(firstPort, "/", { "Accept-Encoding": "br" });
    await first.close();
    const other = await makeBuild();
    const restarted = await createSiteServer({ dist: other });
    await restarted.app.listen({ port: firstPort, host: "127.0.0.1" });
    try {
      const again = await get(firstPort, "/", { "Accept-Encoding": "br", "If-None-Match": before.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.headers.etag).toBe(before.headers.etag);
    } finally {
      await restarted.close();
      for (const dir of [copy, other]) rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("connection limits", () => {
  it("a client at its limit of connections is refused more, while another address is served", async () => {
    const limited = await createSiteServer({ dist, maxConnectionsPerClient: 3, headersTimeout: 5000 });
    await limited.app.listen({ port: 0, host: "127.0.0.1" });
    const limitedPort = (limited.app.server.address() as { port: number }).port;
    const opened = (localAddress: string) =>
      new Promise<Socket>((resolve) => {
        const socket = connect({ port: limitedPort, host: "127.0.0.1", localAddress }, () => resolve(socket));
        socket.on("error", () => undefined);
      });
    const silent = await Promise.all([1, 2, 3].map(() => opened("127.0.0.1")));
    try {
      const refused = await opened("127.0.0.1");
      const closed = await new Promise<string>((resolve) => {
        let text = "";
        refused.on("data", (d) => (text += d));
        refused.on("close", () => resolve(text));
        refused.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
      });
      expect(closed).toBe("");
      const other = await opened("127.0.0.2");
      const answer = await new Promise<string>((resolve) => {
        let text = "";
        other.on("data", (d) => (text += d));
        other.on("close", () => resolve(text));
        other.write("GET /rooms HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
      });
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const socket of silent) socket.destroy();
      await limited.close();
    }
  });
  it("many requests on one connection, found or not, leak no listeners", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    const request = (target: string, last: boolean) =>
      `GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\n${last ? "Connection: close\r\n" : ""}\r\n`;
    const targets = Array.from({ length: 40 }, (_, i) => ["/", "/nope", asset, "/hi/nope"][i % 4]!);
    const response = await rawRequest(port, targets.map((t, i) => request(t, i === targets.length - 1)).join(""));
    process.off("warning", onWarning);
    expect(response.raw.match(/HTTP\/1\.1 (200|404) /g)).toHaveLength(40);
    expect(warnings.map((w) => w.name)).not.toContain("MaxListenersExceededWarning");
  });
});
