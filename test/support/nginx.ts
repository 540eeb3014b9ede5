import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort as anyFreePort } from "./processes";

/** The nginx binary (Debian puts it in /usr/sbin, often outside a user's PATH). CI installs it (.ci/run). */
export function nginxBinary(): string {
  for (const candidate of [
    process.env.NGINX_BIN,
    "/usr/sbin/nginx",
    "/usr/local/sbin/nginx",
    "/usr/local/nginx/sbin/nginx",
  ]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const found = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout.trim();
  if (found) return found;
  throw new Error("nginx is not installed: `apt-get install -y nginx` (Debian), as .ci/run does, or set NGINX_BIN.");
}

/** A free TCP port: the one given (e.g. from NGINX_PORT) when set, else one the system hands out. */
export async function freePort(fixed = process.env.NGINX_PORT): Promise<number> {
  return fixed ? Number(fixed) : anyFreePort();
}

/** A complete nginx.conf around the generated site configuration, writing nothing outside `dir`. */
export function nginxConfig(dir: string, port: number, root: string, siteConf: string): string {
  return nginxConfigAround(
    dir,
    `server {
        listen 127.0.0.1:${port};
        root ${root};
        include ${siteConf};
    }`,
  );
}

/** A complete nginx.conf with these lines in its http { } block, writing nothing outside `dir`. */
export function nginxConfigAround(dir: string, httpLines: string): string {
  const temp = (name: string) => path.join(dir, name);
  return `worker_processes 1;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    types { application/manifest+json webmanifest; text/javascript mjs; }
    access_log off;
    client_body_temp_path ${temp("body")};
    proxy_temp_path ${temp("proxy")};
    fastcgi_temp_path ${temp("fastcgi")};
    uwsgi_temp_path ${temp("uwsgi")};
    scgi_temp_path ${temp("scgi")};
    ${httpLines}
}
`;
}

export type Nginx = { origin: string; stop(): Promise<void>; log(): string };

/** `nginx -t` on a configuration; returns its exit status and what it printed. */
export function nginxTest(conf: string, dir: string): { status: number | null; output: string } {
  const result = spawnSync(nginxBinary(), ["-t", "-p", dir, "-e", path.join(dir, "error.log"), "-c", conf], {
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Starts nginx in the foreground serving `root` with the generated site configuration. */
export async function startNginx(root: string, siteConf: string): Promise<Nginx> {
  const port = await freePort();
  return startNginxWith((dir) => nginxConfig(dir, port, root, siteConf), `http://127.0.0.1:${port}`);
}

/** Starts nginx in the foreground with the configuration `conf` writes for its folder; ready when `origin` answers. */
export async function startNginxWith(conf: (dir: string) => string, origin: string): Promise<Nginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hotel-nginx-"));
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, sub));
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, conf(dir));
  const checked = nginxTest(file, dir);
  if (checked.status !== 0) throw new Error(`nginx -t refused the configuration:\n${checked.output}`);
  let output = "";
  const child: ChildProcess = spawn(
    nginxBinary(),
    ["-p", dir, "-e", path.join(dir, "error.log"), "-c", file, "-g", "daemon off;"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  for (let i = 0; ; i += 1) {
    try {
      await fetch(`${origin}/`, { redirect: "manual" });
      break;
    } catch {
      if (child.exitCode !== null || i > 100) {
        // Not left running behind a failed test.
        child.kill("SIGKILL");
        throw new Error(`nginx did not start:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    origin,
    log: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGQUIT");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
