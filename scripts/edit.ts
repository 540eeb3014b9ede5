/**
 * `npm run edit`: the site (astro dev, http://localhost:4321) with the editor at /admin, in local
 * mode. Open http://localhost:4321/admin in a Chromium-based desktop browser (Chrome, Edge, Brave,
 * Opera), press "Work with Local Repository" and pick this working copy's folder (the one holding
 * .git): Sveltia CMS reads and writes its files through the browser's File System Access API, no
 * server of its own. Save, and the site reloads with the change; `git diff` shows what changed.
 * Firefox and Safari have no directory picker: use the GitHub sign-in there. Ctrl-C stops it.
 */
import { spawn } from "node:child_process";

const site = spawn("npx", ["astro", "dev"], { stdio: "inherit" });
site.on("exit", (code) => {
  process.exitCode = code ?? 0;
});
const stop = () => site.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
