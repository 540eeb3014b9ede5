/**
 * The production server: Fastify 5 serving a snapshot of the build with @fastify/static (its
 * `send` handles Range, If-Range and conditional requests; `preCompressed` picks the .br or .gz
 * twin by Accept-Encoding q-values and adds `Vary`).
 *
 * - The build is copied into a private snapshot when the server starts (and again on `reload()`,
 *   which `server/serve.ts` calls on SIGHUP): rebuilding `dist/` while it runs changes nothing
 *   until the next reload, and never removes a file under a request. The file list, the not-found
 *   pages and the CSP hashes all come from that one snapshot.
 * - Only files of the snapshot are served, looked up in a table: nothing a visitor types reaches
 *   the file system. Build files (`_headers`, `.br`/`.gz` twins, dotfiles) are not in the table.
 * - GET and HEAD only; OPTIONS answers 204; anything else 405, with `Allow`.
 * - Malformed targets get 400, non-canonical ones a 301 to a path on this host (request-target.ts).
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { responseHeaders, responseKind, securityHeaders, type HeaderOptions } from "./http-headers";
import { rangeForSend } from "./byte-ranges";
import { readTarget } from "./request-target";
import { builtScriptHashes, isBuildFile, listFiles, notFoundPages, pagePath } from "./site-files";

/** A build as the server serves it: a private copy of dist/ and what was read from it. */
export type Build = {
  root: string;
  /** Served URL path → file in the snapshot ("/rooms" → "/rooms.html", "/favicon.svg" → "/favicon.svg"). */
  files: Map<string, string>;
  /** Path prefix → not-found page, longest prefix first. */
  notFound: [string, string][];
  scriptHashes: string[];
  loadedAt: string;
};

/** Copies a build folder into a fresh snapshot and reads its file table. */
export function loadBuild(dist: string): Build {
  const root = mkdtempSync(path.join(os.tmpdir(), "hotel-site-"));
  try {
    cpSync(dist, root, { recursive: true });
    const notFound = notFoundPages(root);
    const notFoundFiles = new Set(Object.values(notFound));
    const files = new Map<string, string>();
    for (const file of listFiles(root)) {
      if (isBuildFile(file)) continue;
      if (file.endsWith(".html")) {
        if (!notFoundFiles.has(`/${file}`)) files.set(pagePath(file), `/${file}`);
      } else {
        files.set(`/${file}`, `/${file}`);
      }
    }
    if (!files.has("/")) throw new Error(`No index.html in ${dist}: run \`npm run build\` first.`);
    return {
      root,
      files,
      notFound: Object.entries(notFound).sort(([a], [b]) => b.length - a.length),
      scriptHashes: builtScriptHashes(root),
      loadedAt: new Date().toISOString(),
    };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

export type SiteServerOptions = {
  /** The build folder to serve (copied at start and on reload). */
  dist: string;
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
  /** Grace period before an old snapshot is removed after a reload, ms. */
  snapshotGrace?: number;
};

export type SiteServer = {
  app: FastifyInstance;
  build(): Build;
  /** Serves a fresh snapshot of the build folder from the next request on. */
  reload(): Build;
  /** Stops accepting connections, lets running requests finish, removes the snapshots. */
  close(): Promise<void>;
};

const allowed = "GET, HEAD, OPTIONS";
const conditionalHeaders = ["range", "if-range", "if-none-match", "if-modified-since"] as const;
/** Preconditions for changing a resource: meaningless for a read-only site, ignored (never 412). */
const ignoredHeaders = ["if-match", "if-unmodified-since"] as const;

export async function createSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  let current = loadBuild(options.dist);
  const oldSnapshots = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  const headerOptions = options.headers ?? {};
  const timeouts = {
    headersTimeout: options.headersTimeout ?? 10_000,
    requestTimeout: options.requestTimeout ?? 20_000,
    keepAliveTimeout: options.keepAliveTimeout ?? 5_000,
  };

  const silent = new WeakMap<Socket, NodeJS.Timeout>();
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
    // A target Fastify's router cannot decode (a bad %-escape): the same 400 as ours.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).headers(plainHeaders()).send("Bad Request\n");
    },
  });
  app.server.maxConnections = options.maxConnections ?? 1024;
  // A connection with no traffic either way is closed.
  app.server.setTimeout(options.idleTimeout ?? 30_000);
  // A connection must deliver a request's headers within headersTimeout of opening or of its last
  // response, else it is closed: this covers silent and byte-a-minute (slowloris) clients alike.
  // (Node's own headersTimeout check is not used: with a short connectionsCheckingInterval, Node 20
  // stops firing the other timers of an idle connection, this one included.)
  const watch = (socket: Socket) => {
    clearTimeout(silent.get(socket));
    const timer = setTimeout(() => socket.destroy(), timeouts.headersTimeout);
    silent.set(socket, timer);
  };
  app.server.on("connection", (socket: Socket) => {
    watch(socket);
    socket.once("close", () => clearTimeout(silent.get(socket)));
  });
  app.server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    clearTimeout(silent.get(socket));
    response.once("finish", () => {
      if (!socket.destroyed) watch(socket);
    });
  });
  // CONNECT is not for this server (Node would drop the connection without an answer).
  app.server.on("connect", (_request: IncomingMessage, socket: Socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allowed}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });

  await app.register(fastifyStatic, {
    root: current.root,
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    acceptRanges: true,
    cacheControl: false,
    index: false,
    dotfiles: "allow",
    // @fastify/static 10 hands setHeaders the Fastify reply.
    setHeaders: ((reply: FastifyReply, filePath: string) => {
      const url = `/${path.relative(snapshotOf(filePath), filePath).split(path.sep).join("/")}`;
      reply.headers(responseHeaders(responseKind(url), current.scriptHashes, headerOptions));
    }) as never,
  });

  /** The snapshot a served file belongs to (the current one, or an older one still finishing a response). */
  function snapshotOf(filePath: string): string {
    if (filePath.startsWith(current.root + path.sep)) return current.root;
    for (const old of oldSnapshots) if (filePath.startsWith(old + path.sep)) return old;
    return current.root;
  }

  function plainHeaders(): Record<string, string> {
    return {
      ...securityHeaders(current.scriptHashes, headerOptions),
      "Cache-Control": "no-store",
      "Content-Type": "text/plain; charset=utf-8",
    };
  }

  function sendNotFound(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const build = current;
    const page = build.notFound.find(([prefix]) => pathname.startsWith(prefix))?.[1];
    if (!page || (request as { triedNotFound?: boolean }).triedNotFound) {
      return reply.code(404).headers(plainHeaders()).send("Not Found\n");
    }
    (request as { triedNotFound?: boolean }).triedNotFound = true;
    // A not-found page is never a partial or a 304: it answers a URL that has no resource.
    for (const name of conditionalHeaders) delete request.raw.headers[name];
    return sendFile(request, reply.code(404), page, build.root);
  }

  /** OPTIONS and methods other than GET and HEAD are answered before any request body is read. */
  function answerMethod(request: FastifyRequest, reply: FastifyReply) {
    const method = request.raw.method ?? "";
    if (method === "OPTIONS")
      return reply
        .code(204)
        .headers({ ...plainHeaders(), Allow: allowed })
        .send();
    if (method !== "GET" && method !== "HEAD") {
      return reply
        .code(405)
        .headers({ ...plainHeaders(), Allow: allowed, Connection: "close" })
        .send("Method Not Allowed\n");
    }
    return undefined;
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    if (answerMethod(request, reply)) return reply;
    const target = readTarget(request.raw.url ?? "");
    if (target.kind === "malformed") return reply.code(400).headers(plainHeaders()).send("Bad Request\n");
    if (target.kind === "redirect") {
      return reply
        .code(301)
        .headers({ ...responseHeaders("html", current.scriptHashes, headerOptions), Vary: "Accept-Encoding" })
        .header("Location", target.location)
        .send();
    }
    if (target.pathname === "/healthz") {
      return reply.headers(plainHeaders()).send(`ok ${current.loadedAt}\n`);
    }
    for (const name of ignoredHeaders) delete request.raw.headers[name];
    const file = current.files.get(target.pathname);
    if (!file) return sendNotFound(request, reply, target.pathname);
    return sendFile(request, reply, file, current.root);
  }

  /** Sends a snapshot file; its Range header, if any, is first read by RFC 9110 (byte-ranges.ts). */
  function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, root: string) {
    const raw = request.raw;
    const onFile = (_path: string, stat: { size: number }) => {
      const range = rangeForSend(raw.headers.range, stat.size);
      if (range === undefined) delete raw.headers.range;
      else raw.headers.range = range;
    };
    return reply.sendFile(file, root, { onFile } as never);
  }

  app.addHook("onRequest", async (request, reply) => {
    if (answerMethod(request, reply)) return reply;
  });
  app.all("*", handle);
  app.setNotFoundHandler(async (request, reply) => {
    // Reached for methods the router does not know, and when a file vanished between lookup and send.
    if ((request as { triedNotFound?: boolean }).triedNotFound || reply.sent) {
      return reply.code(404).headers(plainHeaders()).send("Not Found\n");
    }
    request.log.debug("fell through to the not-found handler");
    const target = readTarget(request.raw.url ?? "");
    if (request.raw.method === "GET" || request.raw.method === "HEAD") {
      if (target.kind === "path") return sendNotFound(request, reply, target.pathname);
    }
    return handle(request, reply);
  });
  app.setErrorHandler(async (error, request, reply) => {
    const { statusCode: status, headers } = error as { statusCode?: number; headers?: Record<string, string> };
    if (!status || status >= 500) request.log.error({ err: error }, "request failed");
    if (status && status >= 400 && status < 500) {
      // 416 keeps send's "Content-Range: bytes */<length>".
      return reply
        .code(status)
        .headers({
          ...plainHeaders(),
          ...(headers?.["Content-Range"] ? { "Content-Range": headers["Content-Range"] } : {}),
        })
        .send(`${status}\n`);
    }
    return reply.code(500).headers(plainHeaders()).send("Internal Server Error\n");
  });

  // A 304 describes the representation the client has: validators and caching, not a body's type or encoding.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode === 304) {
      reply.removeHeader("content-type");
      reply.removeHeader("content-encoding");
      reply.removeHeader("content-length");
    }
    return payload;
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

  function dropSnapshot(root: string) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      oldSnapshots.delete(root);
      rmSync(root, { recursive: true, force: true });
    }, options.snapshotGrace ?? 60_000);
    timer.unref();
    timers.add(timer);
  }

  return {
    app,
    build: () => current,
    reload() {
      const next = loadBuild(options.dist);
      const previous = current;
      current = next;
      oldSnapshots.add(previous.root);
      dropSnapshot(previous.root);
      return next;
    },
    async close() {
      await app.close();
      for (const timer of timers) clearTimeout(timer);
      for (const root of [current.root, ...oldSnapshots]) rmSync(root, { recursive: true, force: true });
    },
  };
}
