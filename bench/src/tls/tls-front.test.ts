// @vitest-environment node
import { createServer, type Server } from "node:http";
import { connect } from "node:http2";
import type { AddressInfo } from "node:net";
import { gzipSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endToEndHeaders, startTlsFront } from "./tls-front";
import type { SecureServer } from "./secure-server";

/** An HTTP/2 GET through the front: status, headers and body, and the protocol TLS agreed on. */
async function get(port: number, path: string, headers: Record<string, string> = {}) {
  const session = connect(`https://localhost:${port}`, { rejectUnauthorized: false });
  try {
    const stream = session.request({ ":path": path, ...headers });
    const [responseHeaders, body] = await new Promise<[Record<string, unknown>, Buffer]>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let head: Record<string, unknown> = {};
      stream.on("response", (h) => (head = h));
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => resolve([head, Buffer.concat(chunks)]));
      stream.on("error", reject);
    });
    return { headers: responseHeaders, body, protocol: session.alpnProtocol };
  } finally {
    session.close();
  }
}

describe("the benchmark's TLS front", () => {
  let upstream: Server;
  let front: SecureServer;
  const seen: { url?: string; host?: string; encoding?: string }[] = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push({ url: req.url, host: req.headers.host, encoding: req.headers["accept-encoding"] });
      if (req.url === "/page") {
        // What the production server sends: compressed HTML, a preconnect Link, keep-alive.
        res.writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "content-encoding": "gzip",
          link: "<https://images.unsplash.com>; rel=preconnect",
          connection: "keep-alive, x-private",
          "keep-alive": "timeout=5",
          "x-private": "one hop only",
        });
        res.end(gzipSync("<!doctype html><title>Hotel</title>"));
      } else res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    front = await startTlsFront(0, (upstream.address() as AddressInfo).port);
  });
  afterAll(async () => {
    await front.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("serves the site over HTTP/2 with its status, headers and compressed body unchanged", async () => {
    const answer = await get(front.port, "/page", { "accept-encoding": "gzip" });
    expect(answer.protocol).toBe("h2");
    expect(answer.headers[":status"]).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers.link).toBe("<https://images.unsplash.com>; rel=preconnect");
    expect(gunzipSync(answer.body).toString()).toBe("<!doctype html><title>Hotel</title>");
    expect(seen.at(-1)).toEqual({ url: "/page", host: `localhost:${front.port}`, encoding: "gzip" });
  });

  it("drops the headers that belong to one connection, which HTTP/2 refuses", async () => {
    const answer = await get(front.port, "/page");
    for (const name of ["connection", "keep-alive", "x-private"]) expect(answer.headers).not.toHaveProperty(name);
    expect(
      endToEndHeaders({ ":path": "/", connection: "close", te: "trailers", accept: "text/html" } as never),
    ).toEqual({ accept: "text/html" });
  });

  it("passes on the server's 404, and answers 502 when the server is not there", async () => {
    expect((await get(front.port, "/missing")).headers[":status"]).toBe(404);
    const orphan = await startTlsFront(0, 1);
    try {
      const answer = await get(orphan.port, "/");
      expect(answer.headers[":status"]).toBe(502);
      expect(answer.body.toString()).toMatch(/Bad gateway/);
    } finally {
      await orphan.close();
    }
  });
});
