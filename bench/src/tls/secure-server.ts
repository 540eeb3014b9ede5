/**
 * An HTTPS server speaking HTTP/2 (and HTTP/1.1 to a client that asks for it), with a
 * self-signed certificate made at start, for the benchmark's stand-ins: the photo host and the
 * site's TLS front. Chromium accepts it with `--ignore-certificate-errors`; `close()` ends every
 * open session and socket, so stopping never waits for an idle keep-alive connection.
 */
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from "node:http2";
import type { AddressInfo, Socket } from "node:net";
import selfsigned from "selfsigned";

export type SecureServer = {
  port: number;
  /** The self-signed certificate (PEM), for a client that must trust this server alone (NODE_EXTRA_CA_CERTS). */
  certificate: string;
  close(): Promise<void>;
};

/** Starts it on 127.0.0.1:`port` (0: any free port), certified for `hostName` and 127.0.0.1. */
export async function startSecureServer(
  hostName: string,
  port: number,
  handle: (req: Http2ServerRequest, res: Http2ServerResponse) => void,
): Promise<SecureServer> {
  const pems = await selfsigned.generate([{ name: "commonName", value: hostName }], {
    keyType: "ec",
    curve: "P-256",
    notAfterDate: new Date(Date.now() + 2 * 24 * 3600 * 1000),
    extensions: [
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: hostName },
          { type: 7, ip: "127.0.0.1" },
        ],
      },
    ],
  });
  const server = createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true }, handle);
  const sessions = new Set<ServerHttp2Session>();
  server.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    certificate: pems.cert,
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
