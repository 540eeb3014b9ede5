/**
 * The production server: Fastify 5 answering from a build held in memory (site-build.ts).
 *
 * - The build is read when the server starts, and again on `reload()` (SIGHUP, server/serve.ts):
 *   rebuilding `dist/` while it runs changes nothing until then. A request keeps the build it
 *   started with, so a reload never removes a file under it. The headers are the loaded build's own:
 *   its inline scripts' hashes and its header settings are read with its files.
 * - Only files of the build are served, looked up in a table: nothing a visitor types reaches the
 *   file system. Build files (`_headers`, `.br`/`.gz` twins, dotfiles) are not in the table.
 * - GET and HEAD only; OPTIONS answers 204; anything else 405, with `Allow`.
 * - Malformed targets and Host headers get 400, non-canonical targets a 301 to a path on this host
 *   (request-target.ts). Every answer carries the security headers, the HTTP parser's own included.
 * - Connections are limited in total and per client address, so one client cannot lock others out.
 */
import { realpathSync } from "node:fs";
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { rangeForSend } from "./byte-ranges";
import { chooseEncoding, ifRangeAllows, isNotModified } from "./conditional-requests";
import { responseHeaders, securityHeaders, speculationAllowedFor, varyFor, type HeaderOptions } from "./http-headers";
import { hostProblem, readTarget } from "./request-target";
import { loadBuild, type Build, type SiteFile } from "./site-build";

export type { Build } from "./site-build";

export type SiteServerOptions = {
  /** The build folder to serve (read at start and on reload). */
  dist: string;
  /** Header settings for a build that carries none of its own (site-files.ts, `builtHeaderOptions`). */
  headers?: HeaderOptions;
  /** One JSON line per request on stdout (pino). */
  accessLog?: boolean;
  /** Time to receive a request's headers (slow or silent connections are closed after it), ms. */
  headersTimeout?: number;
  /** Time to receive a whole request, ms. */
  requestTimeout?: number;
  /** An idle keep-alive connection is closed after this, ms. */
  keepAliveTimeout?: number;
  /** A connection with no traffic either way is closed after this, ms. */
  idleTimeout?: number;
  /** Connections beyond this are refused. */
  maxConnections?: number;
  /** Connections from one client address beyond this are refused. */
  maxConnectionsPerClient?: number;
};

export type SiteServer = {
  app: FastifyInstance;
  build(): Build;
  /** Serves a fresh read of the build folder from the next request on. */
  reload(): Build;
  /** Stops accepting connections and lets running requests finish. */
  close(): Promise<void>;
};

const allowed = "GET, HEAD, OPTIONS";

export async function createSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  // For a build without its own header settings (made before the postbuild wrote them).
  const headerOptions = options.headers ?? {};
  // A symlinked folder (the publisher's current/) is resolved at each load: the whole build is read
  // from one release, even when the link is swapped while it is read.
  const load = () => loadBuild(realpathSync(options.dist), headerOptions);
  let current = load();
  let plain = plainHeaders(current);
  const timeouts = {
    headersTimeout: options.headersTimeout ?? 10_000,
    requestTimeout: options.requestTimeout ?? 20_000,
    keepAliveTimeout: options.keepAliveTimeout ?? 5_000,
  };

  function plainHeaders(build: Build): Record<string, string> {
    return {
      ...securityHeaders(build.scriptHashes, build.headerOptions),
      "Cache-Control": "no-store",
      "Content-Type": "text/plain; charset=utf-8",
    };
  }

  /** An answer written straight to the socket (the HTTP parser's errors, CONNECT), with the security headers. */
  function socketAnswer(status: number, extra: Record<string, string> = {}): string {
    const body = `${STATUS_CODES[status] ?? "Error"}\n`;
    const headers = { ...plain, ...extra, "Content-Length": String(body.length), Connection: "close" };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n${body}`;
  }

  const app = Fastify({
    logger: options.accessLog ? { level: "info" } : false,
    // Fastify's own two lines per request are off: one access-log line is written below.
    logController: new LogController({ disableRequestLogging: true }),
    connectionTimeout: options.idleTimeout ?? 30_000,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    requestTimeout: timeouts.requestTimeout,
    forceCloseConnections: "idle",
    return503OnClosing: true,
    exposeHeadRoutes: false,
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: timeouts.requestTimeout,
          keepAliveTimeout: timeouts.keepAliveTimeout,
          maxHeaderSize: 16 * 1024,
        },
        handler as (req: IncomingMessage, res: ServerResponse) => void,
      ),
    // A request the HTTP parser refuses (bad method token, header too large, timeout): Node's status
    // and our headers, instead of Fastify's bare JSON.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => {
      if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
      const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
      socket.end(socketAnswer(status));
    },
    // A target Fastify's router cannot decode (a bad %-escape): the same 400 as ours.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).headers(plain).send("Bad Request\n");
    },
  });
  watchConnections(app, timeouts.headersTimeout, options);
  // A connection with no traffic either way is closed.
  app.server.setTimeout(options.idleTimeout ?? 30_000);
  // CONNECT is not for this server (Node would drop the connection without an answer).
  app.server.on("connect", (_request: IncomingMessage, socket: Socket) => {
    socket.end(socketAnswer(405, { Allow: allowed }));
  });

  /** OPTIONS, other methods and bad Host headers are answered before any request body is read. */
  function answerEarly(request: FastifyRequest, reply: FastifyReply) {
    const method = request.raw.method ?? "";
    if (method === "OPTIONS") return reply.code(204).headers(plain).header("Allow", allowed).send();
    if (method !== "GET" && method !== "HEAD") {
      return reply
        .code(405)
        .headers(plain)
        .headers({ Allow: allowed, Connection: "close" })
        .send("Method Not Allowed\n");
    }
    if (hostProblem(request.raw.rawHeaders)) return reply.code(400).headers(plain).send("Bad Request\n");
    return undefined;
  }

  function handle(request: FastifyRequest, reply: FastifyReply) {
    const target = readTarget(request.raw.url ?? "");
    if (target.kind === "malformed") return reply.code(400).headers(plain).send("Bad Request\n");
    if (target.kind === "redirect") {
      reply
        .code(301)
        .headers(responseHeaders("html", current.scriptHashes, current.headerOptions))
        .headers({ Vary: varyFor("html"), Location: target.location });
      return withoutUnwantedSpeculation(request, reply).send();
    }
    if (target.pathname === "/healthz") return reply.headers(plain).send(`ok ${current.loadedAt}\n`);
    const build = current;
    const file = build.files.get(target.pathname);
    if (file) return sendFile(request, reply, file);
    const page = build.notFound.find(([prefix]) => target.pathname.startsWith(prefix))?.[1];
    if (!page) return reply.code(404).headers(plain).send("Not Found\n");
    // A not-found page is never a partial or a 304: it answers a URL that has no resource.
    return sendVariant(request, reply.code(404), page, false);
  }

  /** A file of the build, whole, in part (Range) or as a 304. */
  function sendFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile) {
    return sendVariant(request, reply, file, true);
  }

  function sendVariant(request: FastifyRequest, reply: FastifyReply, file: SiteFile, conditional: boolean) {
    const headers = request.raw.headers;
    const encoding = chooseEncoding(headers["accept-encoding"], file.encodings);
    const { body, etag } = (encoding && file.compressed[encoding]) || file.identity;
    withoutUnwantedSpeculation(request, reply.headers(file.headers)).header("ETag", etag);
    if (encoding) reply.header("Content-Encoding", encoding);
    if (!conditional) return reply.send(body);
    if (isNotModified(headers, etag, file.lastModified)) {
      reply.removeHeader("Content-Type");
      reply.removeHeader("Content-Encoding");
      return reply.code(304).send();
    }
    const range =
      headers.range !== undefined && ifRangeAllows(headers["if-range"] as string | undefined, etag, file.lastModified)
        ? rangeForSend(headers.range, body.length)
        : undefined;
    if (range === undefined) return reply.send(body);
    const [start, end] = range.slice("bytes=".length).split("-").map(Number) as [number, number];
    if (start >= body.length) {
      return reply
        .code(416)
        .headers(plain)
        .headers({ "Content-Range": `bytes */${body.length}` })
        .send("416\n");
    }
    reply.code(206).header("Content-Range", `bytes ${start}-${end}/${body.length}`);
    return reply.send(body.subarray(start, end + 1));
  }

  /** No speculation rules for a guest who saves data or is on 2G (decision 023). */
  function withoutUnwantedSpeculation(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    if (reply.hasHeader("Speculation-Rules") && !speculationAllowedFor(request.raw.headers))
      reply.removeHeader("Speculation-Rules");
    return reply;
  }

  app.addHook("onRequest", async (request, reply) => {
    if (answerEarly(request, reply)) return reply;
  });
  app.all("*", async (request, reply) => handle(request, reply));
  // Reached for methods and targets the router does not know.
  app.setNotFoundHandler(async (request, reply) => handle(request, reply));
  app.setErrorHandler(async (error, request, reply) => {
    const { statusCode: status } = error as { statusCode?: number };
    if (!status || status >= 500) request.log.error({ err: error }, "request failed");
    if (status && status >= 400 && status < 500) return reply.code(status).headers(plain).send(`${status}\n`);
    return reply.code(500).headers(plain).send("Internal Server Error\n");
  });

  if (options.accessLog) {
    app.addHook("onResponse", async (request, reply) => {
      if (request.raw.url === "/healthz") return;
      request.log.info(
        {
          method: request.raw.method,
          url: request.raw.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          bytes: Number(reply.getHeader("content-length") ?? 0) || undefined,
          encoding: reply.getHeader("content-encoding"),
          ip: request.ip,
          ua: request.headers["user-agent"],
          referer: request.headers.referer,
        },
        "request",
      );
    });
  }

  return {
    app,
    build: () => current,
    reload() {
      current = load();
      plain = plainHeaders(current);
      return current;
    },
    close: () => app.close(),
  };
}

/**
 * Closes connections that do not deliver a request's headers in time, and refuses connections over
 * the total and per-address limits.
 *
 * A connection must deliver a request's headers within headersTimeout of opening or of its last
 * response, else it is closed: this covers silent and byte-a-minute (slowloris) clients alike.
 * (Node's own headersTimeout check is not used: with a short connectionsCheckingInterval, Node 20
 * stops firing the other timers of an idle connection, this one included.)
 */
function watchConnections(app: FastifyInstance, headersTimeout: number, options: SiteServerOptions) {
  const server = app.server;
  server.maxConnections = options.maxConnections ?? 1024;
  const perClient = options.maxConnectionsPerClient ?? 64;
  const open = new Map<string, number>();
  const silent = new WeakMap<Socket, NodeJS.Timeout>();
  const watch = (socket: Socket) => {
    clearTimeout(silent.get(socket));
    silent.set(
      socket,
      setTimeout(() => socket.destroy(), headersTimeout),
    );
  };
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const count = (open.get(address) ?? 0) + 1;
    if (count > perClient) return void socket.destroy();
    open.set(address, count);
    watch(socket);
    socket.once("close", () => {
      clearTimeout(silent.get(socket));
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    clearTimeout(silent.get(socket));
    response.once("finish", () => {
      if (!socket.destroyed) watch(socket);
    });
  });
}
