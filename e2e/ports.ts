import { createServer, type Server } from "node:http";

/** Listens on `port`, or fails with the port's name when something else already does. */
export function listenOn(server: Server, port: number): Promise<void> {
  return new Promise((done, fail) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      fail(
        error.code === "EADDRINUSE"
          ? new Error(`Port ${port} is taken (a server left by an interrupted test run?): free it, or set E2E_PORT.`)
          : error,
      ),
    );
    server.listen(port, () => done());
  });
}

/** Fails, naming the port, when something already listens on it. */
export async function assertPortFree(port: number): Promise<void> {
  const probe = createServer();
  await listenOn(probe, port);
  await new Promise((done) => probe.close(done));
}
