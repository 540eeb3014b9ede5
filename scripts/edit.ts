/**
 * `npm run edit`: the site (astro dev, http://localhost:4321) and the editor's local backend
 * (decap-server, port 8081) together. Open http://localhost:4321/admin/, press Login, edit and
 * save: the editor writes the data files in this working copy, the site reloads with the change,
 * and `git diff` shows what changed. Ctrl-C stops both.
 */
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["decap-server"], { stdio: "inherit", env: { ...process.env, PORT: process.env.DECAP_PORT ?? "8081" } }),
  spawn("npx", ["astro", "dev"], { stdio: "inherit" }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
