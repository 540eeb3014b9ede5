// @vitest-environment node
import { createHash } from "node:crypto";
import { connect } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSecureServer, type SecureServer } from "./secure-server";
import { spkiHash, trustFlag } from "./trust";

/** The key of the certificate the server presents in its TLS handshake, hashed as Chromium hashes a pinned key. */
function presentedKeyHash(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", servername: "localhost", rejectUnauthorized: false }, () => {
      const spki = socket.getPeerX509Certificate()!.publicKey.export({ type: "spki", format: "der" });
      socket.end();
      resolve(createHash("sha256").update(spki).digest("base64"));
    });
    socket.on("error", reject);
  });
}

describe("trusting the benchmark's own certificates", () => {
  let servers: SecureServer[];

  beforeAll(async () => {
    const answer = () => undefined;
    servers = await Promise.all([startSecureServer("localhost", 0, answer), startSecureServer("localhost", 0, answer)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  it("pins the very key each server presents in its handshake", async () => {
    for (const server of servers) expect(spkiHash(server.certificate)).toBe(await presentedKeyHash(server.port));
  });

  it("names every server's key in one flag, and no error is ignored wholesale", () => {
    const flag = trustFlag(servers.map((s) => s.certificate));
    expect(flag).toBe(
      `--ignore-certificate-errors-spki-list=${spkiHash(servers[0]!.certificate)},${spkiHash(servers[1]!.certificate)}`,
    );
    expect(spkiHash(servers[0]!.certificate)).not.toBe(spkiHash(servers[1]!.certificate));
  });
});
