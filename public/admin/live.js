/**
 * "Is it live?" in the editor: a bar at the window's foot, below Sveltia's app, that names the live version of the site (/version.json,
 * written by every build and set live by the publisher) and, once the editor is signed in to GitHub,
 * whether the branch's latest commit (the last Publish) is that version. A file of its own, so the
 * editor's policy needs no inline script; the pure parts are exported for the unit tests.
 */

/** @typedef {{ commit: string; message: string; built: string; live: string }} SiteVersion */

/**
 * A time as the owner reads it: "3 Dec, 14:05" in the browser's own time zone.
 * @param {string} iso
 * @param {string} [locale]
 * @param {string} [timeZone]
 */
export function shortTime(iso, locale = undefined, timeZone = undefined) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone });
}

/**
 * The bar's line: the live version and when it went live, then, when the branch's latest commit is
 * known, whether it is live yet.
 * @param {SiteVersion} version
 * @param {string | undefined} latest the branch's latest commit (its sha), when known
 * @param {string} [locale]
 * @param {string} [timeZone]
 */
export function liveLine(version, latest, locale = undefined, timeZone = undefined) {
  const commit = version.commit.slice(0, 7);
  const line = `Live: ${version.message || commit} (${commit}, since ${shortTime(version.live, locale, timeZone)})`;
  if (!latest) return line;
  return latest === version.commit
    ? `${line} · your last publish is live`
    : `${line} · your last publish (${latest.slice(0, 7)}) is not live yet: the site rebuilds within minutes`;
}

/** The signed-in GitHub token Sveltia keeps in this browser (none in local mode or signed out). */
function signedInToken() {
  try {
    const user = JSON.parse(localStorage.getItem("sveltia-cms.user") ?? "null");
    return user && user.backendName === "github" && typeof user.token === "string" ? user.token : undefined;
  } catch {
    return undefined;
  }
}

/** The branch's latest commit on GitHub, asked with the editor's token; undefined when it cannot tell. */
async function latestCommit(config) {
  const token = signedInToken();
  const { repo, branch = "main" } = config?.backend ?? {};
  if (!token || !repo) return undefined;
  const response = await fetch(`https://api.github.com/repos/${repo}/commits/${encodeURIComponent(branch)}`, {
    headers: { Authorization: `token ${token}`, Accept: "application/vnd.github.sha" },
  });
  return response.ok ? (await response.text()).trim() : undefined;
}

/** The configuration's JSON (YAML comment lines first, as scripts/admin-config.ts writes it). */
async function editorConfig() {
  const text = await (await fetch("/admin/config.yml", { cache: "no-store" })).text();
  return JSON.parse(text.replace(/^(#.*\n)*/, ""));
}

async function showLive() {
  const bar = document.createElement("p");
  bar.setAttribute("role", "status");
  bar.id = "live-version";
  Object.assign(bar.style, {
    position: "fixed",
    insetInline: "0",
    bottom: "0",
    margin: "0",
    padding: "2px 8px",
    font: "12px/1.5 system-ui, sans-serif",
    background: "#1b4332",
    color: "#fff",
    zIndex: "2147483647",
    pointerEvents: "none",
  });
  document.body.append(bar);
  // Sveltia's app fills the window (position: fixed; inset: 0), its bottom tab bar at 390 px included:
  // it ends above the bar instead, so the bar covers none of it, whatever the bar's lines.
  const room = document.createElement("style");
  room.textContent =
    ".sui.app-shell { inset-block-end: var(--live-bar-height, 0px) !important; block-size: auto !important; }";
  document.head.append(room);
  new ResizeObserver(() =>
    document.documentElement.style.setProperty("--live-bar-height", `${bar.offsetHeight}px`),
  ).observe(bar);
  const update = async () => {
    try {
      const response = await fetch("/version.json", { cache: "no-store" });
      if (!response.ok) {
        bar.textContent = "Live: no /version.json on this server (npm run edit shows the working copy)";
        return;
      }
      const version = await response.json();
      const latest = await latestCommit(await editorConfig()).catch(() => undefined);
      bar.textContent = liveLine(version, latest);
    } catch {
      bar.textContent = "Live: cannot reach the site";
    }
  };
  await update();
  // Again every minute, and when the owner comes back to the tab after a Publish.
  setInterval(update, 60_000);
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && update());
}

if (typeof document !== "undefined" && location.pathname.startsWith("/admin")) void showLive();
