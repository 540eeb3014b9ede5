/** What `npm run serve` reads from its environment, with the defaults a single host needs. */
export type ServeSettings = {
  port: number;
  /** The address to listen on: every interface by default, 127.0.0.1 behind a proxy on the same host. */
  host: string;
  accessLog: boolean;
  maxConnections: number;
  maxConnectionsPerClient: number;
};

function whole(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not "${value}"`);
  return n;
}

export function serveSettings(env: Record<string, string | undefined>): ServeSettings {
  return {
    port: whole(env.PORT, 3000, "PORT"),
    host: env.HOST || "0.0.0.0",
    accessLog: env.ACCESS_LOG !== "0",
    maxConnections: whole(env.MAX_CONNECTIONS, 1024, "MAX_CONNECTIONS"),
    maxConnectionsPerClient: whole(env.MAX_CONNECTIONS_PER_CLIENT, 64, "MAX_CONNECTIONS_PER_CLIENT"),
  };
}
