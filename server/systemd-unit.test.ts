// @vitest-environment node
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const unit = path.resolve(import.meta.dirname, "..", "deploy", "hotel-site.service");
const text = readFileSync(unit, "utf8");
const setting = (name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(text)?.[1];
const analyze = spawnSync("sh", ["-c", "command -v systemd-analyze"], { encoding: "utf8" }).stdout.trim();

describe("the systemd unit (deploy/hotel-site.service)", () => {
  it("runs npm run serve, not npm start, which rebuilds for a minute before it listens", () => {
    expect(setting("ExecStart")).toMatch(/ npm run serve$/);
  });
  it("restarts the server whenever it stops", () => expect(setting("Restart")).toBe("always"));
  it("runs as a user of its own, never root", () => {
    expect(setting("User")).toBeTruthy();
    expect(setting("User")).not.toBe("root");
    expect(setting("NoNewPrivileges")).toBe("yes");
  });
  if (!analyze) {
    it.skip("passes systemd-analyze verify (skipped: systemd-analyze is not installed here; `apt-get install systemd` brings it)", () => {});
  } else {
    it("passes systemd-analyze verify without a warning", () => {
      const result = spawnSync(analyze, ["verify", unit], { encoding: "utf8" });
      expect(`${result.stdout}${result.stderr}`.trim()).toBe("");
      expect(result.status).toBe(0);
    });
  }
});
