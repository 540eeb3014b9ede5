import { describe, expect, it } from "vitest";
import { serveSettings } from "./settings";

describe("npm run serve settings", () => {
  it("listens on every interface, port 3000, 1,024 connections and 64 per client by default", () => {
    expect(serveSettings({})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      accessLog: true,
      maxConnections: 1024,
      maxConnectionsPerClient: 64,
    });
  });
  it("takes the address to listen on from HOST", () => {
    expect(serveSettings({ HOST: "127.0.0.1", PORT: "8080" })).toMatchObject({ host: "127.0.0.1", port: 8080 });
  });
  it("takes the connection limits from the environment", () => {
    expect(serveSettings({ MAX_CONNECTIONS: "200", MAX_CONNECTIONS_PER_CLIENT: "8" })).toMatchObject({
      maxConnections: 200,
      maxConnectionsPerClient: 8,
    });
  });
  it("refuses a port that is not a number", () => {
    expect(() => serveSettings({ PORT: "http" })).toThrow(/PORT/);
  });
});
