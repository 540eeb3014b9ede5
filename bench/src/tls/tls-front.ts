/**
 * The site as a guest reaches it: over HTTPS with HTTP/2, as every documented deployment serves it
 * (deploy/nginx-example.conf `listen 443 ssl http2`; `npm start` behind a TLS-terminating proxy or
 * CDN). A reverse proxy with a self-signed certificate in front of the production server
 * (server/serve.ts, plain HTTP/1.1). Measured over plain HTTP/1.1, Lighthouse's simulation opens
 * a fresh connection per parallel request, so the largest photo crawls through TCP slow start on a
 * cold connection; over HTTP/2 everything shares the page's warm connection, as in production.
 * Requests and responses pass through unchanged except the hop-by-hop headers HTTP/2 forbids.
 *
 * The navigation rows (bench/src/navigation) watch it: it counts each response's bytes as sent,
 * with the request's `Sec-Purpose` (what speculation fetched), and can hold a prerender's document,
 * which DevTools' network emulation does not slow (the prerender's target is attached after its
 * document request has started), as long as slow 4G would have taken to bring it.
 */
import { Agent, request } from "node:http";
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import type { Http2ServerRequest, Http2ServerResponse } from "node:http2";
import { startSecureServer, type SecureServer } from "./secure-server";

/** Headers that describe one connection, not the message (RFC 9113 §8.2.2): never passed on. */
const hopByHop = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te"]);

/** A message's headers without the hop-by-hop ones and HTTP/2's pseudo-headers (`:path`…). */
export function endToEndHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase()),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => value !== undefined && !name.startsWith(":") && !hopByHop.has(name) && !named.has(name),
    ),
  );
}

/** A response as the front sent it. */
export type Served = { path: string; purpose?: string; bytes: number };

export type FrontWatch = {
  /** Told of every response once its body is sent. */
  served?(response: Served): void;
  /** How long to hold a prerender's document of this many bytes before sending it (ms). */
  holdPrerenderDocument?(bytes: number): number;
};

export type TlsFront = SecureServer & {
  /** Watches the responses from now on (undefined: stops). */
  watch(watcher: FrontWatch | undefined): void;
};

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : value);

/** Starts the front on 127.0.0.1:`port` (0: any free port), passing every request to http://127.0.0.1:`upstreamPort`. */
export function startTlsFront(port: number, upstreamPort: number): Promise<TlsFront> {
  const agent = new Agent({ keepAlive: true });
  let watcher: FrontWatch | undefined;
  const handle = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const watching = watcher;
    const purpose = header(req.headers["sec-purpose"]);
    const tell = (bytes: number) => watching?.served?.({ path: req.url, purpose, bytes });
    const upstream = request(
      {
        agent,
        host: "127.0.0.1",
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: { ...endToEndHeaders(req.headers), host: req.headers[":authority"] ?? req.headers.host },
      },
      (answer) => {
        const hold = watching?.holdPrerenderDocument;
        if (hold && purpose?.includes("prerender") && header(req.headers["sec-fetch-dest"]) === "document") {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => {
            const body = Buffer.concat(chunks);
            setTimeout(() => {
              res.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer.headers));
              res.end(body);
              tell(body.length);
            }, hold(body.length));
          });
          return;
        }
        res.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer.headers));
        let bytes = 0;
        answer.on("data", (chunk: Buffer) => (bytes += chunk.length));
        answer.on("end", () => tell(bytes));
        answer.pipe(res);
      },
    );
    upstream.on("error", (error) => {
      if (res.headersSent) res.destroy(error);
      else res.writeHead(502, { "content-type": "text/plain; charset=utf-8" }).end(`Bad gateway: ${error.message}`);
    });
    req.pipe(upstream);
  };
  return startSecureServer("localhost", port, handle).then((server) => ({
    ...server,
    watch: (next: FrontWatch | undefined) => {
      watcher = next;
    },
    close: async () => {
      agent.destroy();
      await server.close();
    },
  }));
}
