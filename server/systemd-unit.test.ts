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
  it("runs the server npm run serve runs, not npm start, which rebuilds for a minute before it listens", () => {
    expect(setting("ExecStart")).toMatch(/ node --import tsx server\/serve\.ts$/);
  });
  it("reloads by SIGHUP to the server itself (npm in between would exit on it)", () => {
    expect(setting("ExecReload")).toBe("/bin/kill -HUP $MAINPID");
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

describe("the publisher's units (deploy/hotel-publish.service and .timer)", () => {
  const service = path.resolve(import.meta.dirname, "..", "deploy", "hotel-publish.service");
  const timer = path.resolve(import.meta.dirname, "..", "deploy", "hotel-publish.timer");
  const of = (file: string, name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(readFileSync(file, "utf8"))?.[1];
  it("runs one publisher run to its end, as the hotel's user, and fails when the run fails", () => {
    expect(of(service, "Type")).toBe("oneshot");
    expect(of(service, "ExecStart")).toMatch(/ npm run --silent publish-site$/);
    expect(of(service, "User")).not.toBe("root");
  });
  it("starts a run a minute after the last one ended", () => {
    expect(of(timer, "OnUnitInactiveSec")).toBe("1min");
    expect(of(timer, "Unit")).toBe("hotel-publish.service");
  });
  if (!analyze) {
    it.skip("passes systemd-analyze verify (skipped: systemd-analyze is not installed here)", () => {});
  } else {
    it("passes systemd-analyze verify without a warning", () => {
      const result = spawnSync(analyze, ["verify", service, timer], { encoding: "utf8" });
      expect(`${result.stdout}${result.stderr}`.trim()).toBe("");
      expect(result.status).toBe(0);
    });
  }
});
