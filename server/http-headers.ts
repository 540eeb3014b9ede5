import { createHash } from "node:crypto";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { analyticsSources, type AnalyticsSetting } from "../src/lib/site/analytics";
import { photoOrigin } from "../src/lib/photos/photo-origin";
import { serviceWorkerPath, versionPath } from "../src/lib/site/offline";
import {
  speculationAllowed,
  speculationRulesHeader,
  speculationRulesPath,
  speculationRulesType,
} from "../src/lib/site/speculation";

/**
 * The site's HTTP headers, defined once. `npm start` sends them, and the build writes them out
 * for static hosts as a `_headers` file (Netlify, Cloudflare Pages) and an nginx configuration.
 */

/**
 * Tells the browser to open the connection to the photo host while the HTML is still arriving.
 * No `crossorigin`: photos are plain `<img>` requests (no-CORS), which use the uncredentialed
 * connection pool only when asked to; a CORS preconnect would open a connection they never use.
 */
export const preconnectLink = `<${photoOrigin}>; rel=preconnect`;

export const cacheControl = {
  /** Files under /_astro/ carry a content hash in their name, so they never change. */
  hashed: "public, max-age=31536000, immutable",
  /**
   * Everything else (pages, favicon, robots.txt, sitemaps, not-found pages, redirects) may change
   * with any deploy under the same name: the browser checks back each time (cheap, thanks to ETags).
   * This is also what Cloudflare Pages and Netlify send by default, so `_headers` needs no rule for it.
   */
  html: "public, max-age=0, must-revalidate",
  /**
   * The editor at /admin: its page, configuration and Sveltia's bundle (fixed names, 2 MB). Never
   * reused without asking, so a deploy that changes the editor's configuration reaches the next
   * editing session at once (a stale config.yml would offer fields the schemas no longer take);
   * asking is cheap (ETags, 304). `private`: shared caches and CDNs keep no copy of the editor.
   */
  admin: "private, no-cache",
  /**
   * The service worker (/sw.js): browsers check it for a new build on every visit, and a copy kept
   * by a cache on the way would hold the old build's worker, and so the old pages, for its lifetime.
   */
  worker: "no-cache",
  /**
   * /version.json, the live commit (scripts/version-json.ts): read to tell whether an edit is live,
   * so no browser, proxy or CDN may keep a copy, not even one it would check back on.
   */
  version: "no-store",
} as const;

export type ResponseKind = keyof typeof cacheControl;

/** What the hotel may configure about the headers (in `src/content/site.json`). */
export type HeaderOptions = {
  /** An https endpoint that receives CSP violation reports; none by default (no reporting headers). */
  cspReportUrl?: string;
  /** Cookieless counting: the public pages' CSP allows its provider's hosts, and only those. */
  analytics?: AnalyticsSetting;
  /** False when the hotel said not every subdomain works over https (site.json): HSTS covers this host only. */
  hstsSubdomains?: boolean;
};

/** The name the CSP uses for the reporting endpoint declared in `Reporting-Endpoints`. */
export const cspReportGroup = "csp-endpoint";

/**
 * A Content-Security-Policy from the sources that differ between the public pages and the editor
 * (scripts, images, connections); the rest is the same for both.
 */
function policyWith(sources: { script: string; img: string; connect: string }, options: HeaderOptions): string {
  return [
    "default-src 'self'",
    `script-src ${sources.script}`,
    // Styles cannot run code: Astro and the UI libraries set a few inline style attributes, and the
    // editor injects its styles at run time (emotion) as <style> elements and style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources.img}`,
    "font-src 'self'",
    `connect-src ${sources.connect}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // report-to for browsers with the Reporting API; report-uri for those without (ignored where report-to works).
    ...(options.cspReportUrl ? [`report-to ${cspReportGroup}`, `report-uri ${options.cspReportUrl}`] : []),
  ].join("; ");
}

/**
 * The Content-Security-Policy: own origin, the photo host, exactly the inline scripts the build
 * emits, and the analytics provider's script and report hosts when the hotel switched one on.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], options: HeaderOptions = {}): string {
  const analytics = analyticsSources(options.analytics);
  const script = ["'self'", ...scriptHashes.map((h) => `'${h}'`), ...analytics.script].join(" ");
  const connect = ["'self'", ...analytics.connect].join(" ");
  return policyWith({ script, img: `'self' data: ${photoOrigin}`, connect }, options);
}

/** Headers every response carries, whatever it is. */
export function securityHeaders(scriptHashes: readonly string[], options: HeaderOptions = {}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes, options),
    ...(options.cspReportUrl ? { "Reporting-Endpoints": `${cspReportGroup}="${options.cspReportUrl}"` } : {}),
    // Sent on every response: a browser visiting over HTTPS keeps using HTTPS for two years. See the
    // README ("Deploying") before going live: includeSubDomains covers every subdomain of the host.
    "Strict-Transport-Security":
      options.hstsSubdomains === false ? "max-age=63072000" : "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    // Never a path with its query, even to this site's own next page, where a counting script reads document.referrer.
    "Referrer-Policy": "strict-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    // No Cross-Origin-Opener-Policy on the public pages (decision 012): any value but unsafe-none
    // puts the page in a new browsing context group, so the browser starts a fresh renderer process
    // for every visitor arriving from a search or a chat (and Chrome on Android isolates the site in
    // its own process), which cost a low-end phone 100-450 ms of blocked main thread on every page.
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Permitted-Cross-Domain-Policies": "none",
    Link: preconnectLink,
  };
}

/**
 * What the site's own pages (and the other files of their kind) add (decision 023): the speculation
 * rules that prerender the guest's next page, and the ask for the connection's effective type (`ECT`),
 * by which the next requests say whether the guest is on 2G. The rules are left out of an answer to a
 * guest who saves data or is on 2G (`speculationAllowedFor`); the editor, hashed files, the worker and
 * /version.json name none.
 */
export const pageHeaders = { "Speculation-Rules": speculationRulesHeader, "Accept-CH": "ECT" } as const;

/**
 * The request headers an answer depends on. A page depends on `Save-Data` too (the rules are left
 * out under it), so a shared cache keeps the two apart. Not on `ECT`, though it does too: it changes
 * with the signal, and the service worker's copy of a page, matched by Vary, would then be missed
 * offline; a kept copy with rules costs a 2G guest at most a hovered page.
 */
export function varyFor(kind: ResponseKind): string {
  return kind === "html" ? "Accept-Encoding, Save-Data" : "Accept-Encoding";
}

/** Whether an answer to a request with these headers may name the speculation rules (Save-Data, ECT). */
export function speculationAllowedFor(headers: Record<string, string | string[] | undefined>): boolean {
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : value);
  return speculationAllowed({ saveData: one(headers["save-data"]), ect: one(headers.ect) });
}

/** Every header a response of this kind carries. */
export function responseHeaders(
  kind: ResponseKind,
  scriptHashes: readonly string[],
  options: HeaderOptions = {},
): Record<string, string> {
  if (kind === "admin") return adminHeaders(options);
  const page = kind === "html" ? pageHeaders : {};
  return { ...securityHeaders(scriptHashes, options), ...page, "Cache-Control": cacheControl[kind] };
}

/**
 * The editor (Sveltia CMS, decisions 005 and 026): its page `public/admin/index.html` (served at
 * /admin), its configuration, Sveltia's bundle and fonts and our "Is it live?" script, all under
 * /admin/. No public page links to it or loads a byte of it.
 */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** Where the editor talks to GitHub (the API) and shows the signed-in editor's picture. */
export const githubApiOrigin = "https://api.github.com";
export const githubAvatarOrigin = "https://avatars.githubusercontent.com";
/** GitHub's status page, which Sveltia asks so it can say when a Publish fails because GitHub is down. */
export const githubStatusOrigin = "https://www.githubstatus.com";

export type AdminHeaderOptions = HeaderOptions;

/**
 * The editor's Content-Security-Policy: what Sveltia CMS needs with our configuration, and no more.
 * Scripts from this site only: no `'unsafe-eval'` (Sveltia compiles nothing at run time; Decap did)
 * and no CDN (the bundle, its fonts and the optional modules our configuration never loads: maps,
 * code, EXIF, WebP encoding). Looser than the public pages' policy in two ways, limited to /admin:
 * - `blob:` images: previews of photos picked for upload, and media read through GitHub's API.
 * - `connect-src` to GitHub's API (the GitHub backend; the local mode reads the working copy's folder
 *   through the File System Access API, no connection) and status page (Sveltia tells the owner of
 *   an incident), to `blob:` (a photo picked for upload is read back from its blob URL to be saved)
 *   and to `data:` (Sveltia reads its own logo, a data: address, with fetch()): neither leaves the page.
 * Inline scripts stay forbidden (the page has none; its scripts are same-origin files).
 */
export function adminContentSecurityPolicy(options: AdminHeaderOptions = {}): string {
  return policyWith(
    {
      script: "'self'",
      img: `'self' data: blob: ${photoOrigin} ${githubAvatarOrigin}`,
      connect: `'self' blob: data: ${githubApiOrigin} ${githubStatusOrigin}`,
    },
    options,
  );
}

/**
 * Headers that differ on the editor's responses from those of the public pages. The GitHub login
 * opens a pop-up (the OAuth provider) that hands the token back through `window.opener`, which
 * `Cross-Origin-Opener-Policy: same-origin` would sever: `same-origin-allow-popups` keeps it for
 * pop-ups the editor opens, and still isolates the editor (a logged-in page, unlike the public
 * ones, which send no COOP: decision 012) from any page that opens it.
 */
export function adminOnlyHeaders(options: AdminHeaderOptions = {}): Record<string, string> {
  return {
    "Content-Security-Policy": adminContentSecurityPolicy(options),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    // Search engines keep out (the page also says so in a meta tag; neither sitemap lists it).
    "X-Robots-Tag": "noindex, nofollow",
    "Cache-Control": cacheControl.admin,
  };
}

/** Every header a response from /admin carries: the public pages' hardening, with the editor's own policy. */
export function adminHeaders(options: AdminHeaderOptions = {}): Record<string, string> {
  return { ...securityHeaders([], options), ...adminOnlyHeaders(options) };
}

/** Which kind of response a URL path is: a hashed asset, the editor, the service worker, or anything else. */
export function responseKind(pathname: string): ResponseKind {
  if (isAdminPath(pathname)) return "admin";
  if (pathname === serviceWorkerPath) return "worker";
  if (pathname === versionPath) return "version";
  return pathname.startsWith("/_astro/") ? "hashed" : "html";
}

type Node = DefaultTreeAdapterMap["node"];

/** Every `<script>` element of a parsed page, template contents included, in document order. */
function* scriptElements(node: Node): Generator<DefaultTreeAdapterMap["element"]> {
  if ("tagName" in node && node.tagName === "script") yield node;
  const children = "childNodes" in node ? node.childNodes : [];
  const template = "content" in node ? [node.content as Node] : [];
  for (const child of [...template, ...children]) yield* scriptElements(child);
}

/**
 * The CSP hashes ('sha256-…') of the executable inline scripts in a page, read by an HTML parser as
 * the browser reads them: text that only looks like a script (inside an attribute, a comment, a
 * title) runs nothing and gets no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const script of scriptElements(parse(html))) {
    const attribute = (name: string) => script.attrs.find((a) => a.name === name)?.value;
    const body = script.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
    if (attribute("src") !== undefined || body.length === 0) continue;
    const type = attribute("type")?.trim().toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.push(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return hashes;
}

/** The hashes of every page's inline scripts, once each, in a stable order. */
export function collectScriptHashes(pages: readonly string[]): string[] {
  return [...new Set(pages.flatMap(inlineScriptHashes))].sort();
}

/**
 * What in the editor's built page its Content-Security-Policy would block: an inline script, or a
 * script from another origin (a CDN such as unpkg: blocked, and unreachable offline). Empty when none.
 */
export function adminPageProblems(html: string): string[] {
  const problems: string[] = [];
  const inline = inlineScriptHashes(html).length;
  if (inline > 0) problems.push(`admin/index.html has ${inline} inline script(s); the editor's CSP allows none.`);
  for (const [, src = ""] of html.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)/gi)) {
    if (/^([a-z][a-z0-9+.-]*:)?\/\//i.test(src)) {
      problems.push(
        `admin/index.html loads ${src}; the editor's CSP allows scripts from this site only (src/admin/integration.ts serves Sveltia's bundle).`,
      );
    }
  }
  return problems;
}

/** A `_headers` rule: a path pattern, the headers of earlier matching rules it removes, and the headers it adds. */
export type HeaderRule = { path: string; unset?: string[]; headers: Record<string, string> };

/**
 * The `_headers` rules (Cloudflare Pages, Netlify) that give the same headers as `npm start`:
 * six patterns, whatever the number of pages. A static host cannot leave the speculation rules out
 * under Save-Data or on 2G (Chromium itself still skips them under the phone's data saver), and the
 * files that are not pages remove the pages' headers (`! Name`). Pages need no rule: both hosts send
 * `public, max-age=0, must-revalidate` by default, which is `cacheControl.html`. A request matching
 * several rules gets the headers of all; the editor's rule (/admin/*) first removes the headers of
 * `/*` it replaces (the Content-Security-Policy, with Cloudflare's `! Name` line), else the browser
 * would get both policies and enforce the stricter. Every other header name appears in one rule only.
 */
export function staticHostRules(scriptHashes: readonly string[], options: HeaderOptions = {}): HeaderRule[] {
  const publicHeaders = { ...securityHeaders(scriptHashes, options), ...pageHeaders };
  const editor = adminOnlyHeaders(options);
  const notPages = Object.keys(pageHeaders);
  return [
    { path: "/*", headers: publicHeaders },
    { path: "/_astro/*", unset: notPages, headers: { "Cache-Control": cacheControl.hashed } },
    { path: serviceWorkerPath, unset: notPages, headers: { "Cache-Control": cacheControl.worker } },
    { path: versionPath, unset: notPages, headers: { "Cache-Control": cacheControl.version } },
    { path: speculationRulesPath, headers: { "Content-Type": speculationRulesType } },
    {
      path: "/admin/*",
      unset: [...Object.keys(editor).filter((name) => name in publicHeaders), ...notPages],
      headers: editor,
    },
  ];
}

/** A `_headers` file with the same headers as `npm start`. */
export function staticHostHeadersFile(scriptHashes: readonly string[], options: HeaderOptions = {}): string {
  const blocks = staticHostRules(scriptHashes, options).map(({ path, unset = [], headers }) =>
    [
      path,
      ...unset.map((name) => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n"),
  );
  return `${blocks.join("\n\n")}\n`;
}

/** Documented `_headers` limits: Cloudflare Pages allows 100 rules and 2,000 characters a line (Netlify is looser). */
export const staticHostLimits = { rules: 100, lineLength: 2000 } as const;

/** What in a `_headers` file a host would refuse or cut; empty when it fits. */
export function staticHostLimitProblems(file: string): string[] {
  const problems: string[] = [];
  const lines = file.split("\n");
  const rules = lines.filter((line) => line.length > 0 && !/^\s/.test(line) && !line.startsWith("#")).length;
  if (rules > staticHostLimits.rules) {
    problems.push(`_headers has ${rules} rules; Cloudflare Pages reads at most ${staticHostLimits.rules}.`);
  }
  lines.forEach((line, i) => {
    if (line.length > staticHostLimits.lineLength) {
      problems.push(
        `_headers line ${i + 1} (${line.trim().split(":")[0]}) is ${line.length} characters; Cloudflare Pages allows ${staticHostLimits.lineLength}.` +
          (line.includes("Content-Security-Policy") ? " Too many inline scripts: move some into bundled modules." : ""),
      );
    }
  });
  return problems;
}

/** Not-found pages by the path prefix they serve: { "/": "/404.html", "/hi/": "/hi/404.html" }. */
export type NotFoundPages = Record<string, string>;

/** A header value as an nginx string (nginx has no escape for "$", so values with one are refused). */
function nginxQuote(value: string): string {
  if (/[$"\\\n]/.test(value)) throw new Error(`nginx: cannot quote the header value ${JSON.stringify(value)}`);
  return `"${value}"`;
}

/**
 * The nginx configuration for the site, to include inside a `server { root …/dist; }` block of
 * stock Debian nginx. It answers like `npm start`: the same headers (with `always`, so errors and
 * redirects carry them too), the same canonical redirects (relative, never protocol-relative), each
 * language's not-found page with status 404 (never cached immutably), and no build files.
 */
export function nginxSiteConfig(
  scriptHashes: readonly string[],
  notFoundPages: NotFoundPages,
  options: HeaderOptions = {},
): string {
  // The speculation rules' header comes from a variable, empty (so not sent) for a guest who saves data or is on 2G.
  const value = (name: string, text: string) =>
    name === "Speculation-Rules" ? "$speculation_rules" : nginxQuote(text);
  const lines = (all: Record<string, string>, indent: string) =>
    Object.entries(all)
      .map(([name, text]) => `${indent}add_header ${name} ${value(name, text)} always;`)
      .join("\n");
  const headers = (kind: ResponseKind, indent: string) =>
    lines({ ...responseHeaders(kind, scriptHashes, options), Vary: varyFor(kind) }, indent);
  const prefixes = Object.keys(notFoundPages).sort((a, b) => a.length - b.length);
  const notFoundFor = prefixes
    .filter((prefix) => prefix !== "/")
    .map(
      (prefix) => `if ($uri ~ "^${prefix.replace(/[.]/g, "\\.")}") {\n    set $not_found ${notFoundPages[prefix]};\n}`,
    );
  const notFoundUrls = Object.values(notFoundPages).map(
    (page) => `location = ${page.replace(/\.html$/, "")} {\n    return 404;\n}`,
  );
  return [
    "# Generated by `npm run build` from server/http-headers.ts; do not edit.",
    "# Include inside a server { } block whose root is the dist/ folder (the http { } block must",
    "# include mime.types, as Debian's does). For brotli, also include nginx-brotli.conf where the",
    "# ngx_brotli module is loaded.",
    "server_tokens off;",
    "merge_slashes on;",
    // Relative redirects ("Location: /rooms"), as npm start sends; never an absolute or //host form.
    "absolute_redirect off;",
    "gzip_static on;",
    // Vary is added below on every response, compressed or not, as npm start does.
    "gzip_vary off;",
    "charset utf-8;",
    "",
    "# The speculation rules a page names (decision 023): none for a guest who saves data or is on 2G.",
    `set $speculation_rules '${speculationRulesHeader}';`,
    'if ($http_save_data ~* "^\\s*on\\s*$") {',
    '    set $speculation_rules "";',
    "}",
    'if ($http_ect ~* "^\\s*(slow-)?2g\\s*$") {',
    '    set $speculation_rules "";',
    "}",
    "",
    "# Each language's not-found page, with status 404.",
    `set $not_found ${notFoundPages["/"] ?? "/404.html"};`,
    ...notFoundFor,
    "error_page 404 @not_found;",
    "location @not_found {",
    "    try_files $not_found =404;",
    headers("html", "    "),
    "}",
    "",
    "# A malformed target gets npm start's plain 400 (not through error_page 400, which would turn",
    "# nginx's own 400s for unreadable request lines into 500s).",
    "location = /_bad_request {",
    "    internal;",
    "    default_type text/plain;",
    '    return 400 "Bad Request\\n";',
    lines({ ...securityHeaders(scriptHashes, options), "Cache-Control": "no-store" }, "    "),
    "}",
    "# A range no byte of the file satisfies. nginx has already added the file's headers when it finds",
    "# that out, and would add them again to its error page: this location adds none (an empty value",
    "# adds nothing, and stops the server-level headers from being inherited here).",
    "error_page 416 @not_satisfiable;",
    "location @not_satisfiable {",
    "    default_type text/plain;",
    '    return 416 "416\\n";',
    '    add_header Content-Range "" always;',
    "}",
    "",
    "# A backslash is no part of any address here; rewritten into a Location (/%5Cevil.com/ → /\\evil.com)",
    "# a browser would read it as another host. npm start answers 400 too.",
    'if ($uri ~ "\\x5c") {',
    "    rewrite ^ /_bad_request last;",
    "}",
    "",
    "# One address per page, as npm start: /index and /index.html → /, /rooms.html → /rooms, /rooms/ → /rooms.",
    "# Responses from this server-level phase carry the headers set at this level.",
    'rewrite "^/index(?:\\.html)?$" / permanent;',
    'rewrite "^(/.+?)/index(?:\\.html)?$" $1 permanent;',
    'rewrite "^(/.+?)\\.html$" $1 permanent;',
    'rewrite "^(/.+?)/+$" $1 permanent;',
    headers("html", ""),
    "",
    "# Build files that are not part of the site: compressed twins, host configuration, dotfiles.",
    'location ~ "(?:\\.br|\\.gz|/_headers|/_redirects)$|/\\." {',
    "    return 404;",
    "}",
    "# The not-found pages are only answers, never addresses of their own.",
    ...notFoundUrls,
    "",
    "# Hashed assets never change; a missing one gets the not-found page above, not an immutable error.",
    'location ~ "^/_astro/" {',
    "    try_files $uri =404;",
    headers("hashed", "    "),
    "}",
    "",
    "# The service worker is checked for a new build on every visit: no cache may keep it.",
    `location = ${serviceWorkerPath} {`,
    "    try_files $uri =404;",
    headers("worker", "    "),
    "}",
    "# The live commit: read to tell whether an edit is live, so nothing may keep a copy.",
    `location = ${versionPath} {`,
    "    try_files $uri =404;",
    headers("version", "    "),
    "}",
    "# The speculation rules: Chromium reads them only under their own media type.",
    `location = ${speculationRulesPath} {`,
    `    types { } default_type ${speculationRulesType};`,
    "    try_files $uri =404;",
    headers("html", "    "),
    "}",
    "# Web app manifests: stock mime.types does not know the extension.",
    'location ~ "\\.webmanifest$" {',
    "    types { application/manifest+json webmanifest; }",
    "    try_files $uri =404;",
    headers("html", "    "),
    "}",
    "",
    "# The editor: its page at /admin, its configuration and bundle below it, with the editor's own headers.",
    "location = /admin {",
    "    try_files /admin/index.html =404;",
    headers("admin", "    "),
    "}",
    "location /admin/ {",
    "    try_files $uri =404;",
    headers("admin", "    "),
    "}",
    "",
    "location = / {",
    "    try_files /index.html =404;",
    headers("html", "    "),
    "}",
    "",
    "# Clean URLs: /rooms is rooms.html.",
    "location / {",
    "    try_files $uri $uri.html =404;",
    headers("html", "    "),
    "}",
    "",
  ].join("\n");
}

/** The nginx lines that serve the brotli twins too, for servers with the ngx_brotli module (Debian's packages lack it). */
export const nginxBrotliConfig =
  "# Include beside nginx-site.conf only where ngx_brotli is loaded (load_module …ngx_http_brotli_static_module.so).\nbrotli_static on;\n";

/** Where certbot's webroot plugin (`certbot certonly --webroot -w …`) writes its challenge files. */
export const acmeWebroot = "/var/www/letsencrypt";

/**
 * The first half of the nginx example, to include in the http { } block: port 80 answers
 * certificate challenges from the ACME webroot and sends everything else to HTTPS on the configured
 * host name (never one a visitor typed). It names no certificate, so nginx starts with it on a bare
 * server and certbot can get the first one (deploy/README.md); the HTTPS half comes after.
 * Each client address may hold 64 connections, like `npm run serve`.
 */
export function nginxHttpExample(serverName: string, webroot = acmeWebroot): string {
  return `# Example, step 1 of 2: port 80 only, so nginx starts before any certificate exists.
# Then: certbot certonly --webroot -w ${webroot} -d ${serverName} --deploy-hook "systemctl reload nginx"
# and step 2, nginx-example-https.conf (or nginx-proxy-example.conf in front of npm run serve).
limit_conn_zone $binary_remote_addr zone=hotel_per_client:10m;

server {
    listen 80;
    listen [::]:80;
    server_name ${serverName};
    server_tokens off;
    limit_conn hotel_per_client 64;
    location ^~ /.well-known/acme-challenge/ {
        root ${webroot};
        default_type text/plain;
        try_files $uri =404;
    }
    location / {
        return 301 https://${serverName}$request_uri;
    }
}
`;
}

const httpsListen = (serverName: string) => `    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name ${serverName};
    ssl_certificate /etc/letsencrypt/live/${serverName}/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/${serverName}/privkey.pem;
    ssl_protocols TLSv1.2 TLSv1.3;
    limit_conn hotel_per_client 64;`;

/**
 * The second half: HTTPS serving the site's files with the generated configuration. `root` is the
 * folder the site stays in (the publisher's current/dist, or dist/), never the one a build is made in.
 */
export function nginxHttpsExample(serverName: string, root: string, deployDir: string): string {
  return `# Example, step 2 of 2 (after certbot): the site's files over HTTPS, with the site's headers.
server {
${httpsListen(serverName)}
    root ${root};
    include ${deployDir}/nginx-site.conf;
    # include ${deployDir}/nginx-brotli.conf;  # only where the ngx_brotli module is loaded
}
`;
}

/**
 * Step 2 the other way: HTTPS in front of `npm run serve` (deploy/hotel-site.service on port 3000),
 * which sends the site's headers itself. The client's address goes on for the server's per-client limit.
 */
export function nginxProxyExample(serverName: string, upstream = "127.0.0.1:3000"): string {
  return `# Example, step 2 of 2 (after certbot), instead of nginx-example-https.conf: HTTPS in front of
# npm run serve (hotel-site.service), which sends every header itself. Every request then comes
# from 127.0.0.1: give hotel-site.service MAX_CONNECTIONS_PER_CLIENT=1024 and let limit_conn here
# hold each visitor to 64.
server {
${httpsListen(serverName)}
    location / {
        proxy_pass http://${upstream};
        proxy_http_version 1.1;
        proxy_set_header Host $host;
        proxy_set_header Connection "";
        proxy_buffering on;
    }
}
`;
}
